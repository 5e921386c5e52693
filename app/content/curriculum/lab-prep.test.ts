import { describe, expect, it } from "vitest";
import { setUpTime } from "./content-report.ts";
import { everyLesson, lessonLabel, units } from "./index.ts";

// Issue 29, point 4: every lab's plan opens its materials with how long set-up takes and how much each group (or
// pair, or student) gets, for the default class of 30 in groups of about 4, with the class totals worked out.

/** How many of each the default class has: 30 students in 8 groups (or teams) of about 4, or 15 pairs. */
const perClass: Record<string, number> = { group: 8, team: 8, pair: 15, student: 30 };

const scale: Record<string, number> = { mL: 1, L: 1000, g: 1, kg: 1000, m: 1 };

/**
 * "2 syringes per group (16)", "200 mL of solution per group (1.6 L)": an amount per group, team, pair or student
 * followed straight away by its class total, which must be the amount times the class's count.
 */
const amountAndTotal =
  /(?<![\w.]|(?:Day|Lesson|Phase) )(\d+(?:\.\d+)?)(?: (mL|L|g|kg|m))? (?:[A-Za-z'-]+ ){0,7}per (group|team|pair|student) \((\d+(?:\.\d+)?)(?: (mL|L|g|kg|m))?(?=[),:;]| plus| of each| for)/g;

function totalsThatDisagree(line: string): string[] {
  const wrong: string[] = [];
  for (const m of line.matchAll(amountAndTotal)) {
    const [text, amount, unit, who, total, totalUnit] = m;
    const base = Number(amount) * (unit ? scale[unit]! : 1) * perClass[who!]!;
    const stated = Number(total) * (totalUnit ? scale[totalUnit]! : unit ? scale[unit]! : 1);
    if (Math.abs(base - stated) > 1e-9) wrong.push(text);
  }
  return wrong;
}

const labs = units.flatMap((unit) =>
  everyLesson(unit)
    .filter(({ lesson }) => lesson.lab)
    .map(({ lesson, phase }) => ({
      name: `Unit ${unit.number}${phase ? ` Phase ${phase.number}` : ""} ${lessonLabel(lesson)}`,
      lesson,
    })),
);

describe("every lab's preparation (issue 29, point 4)", () => {
  it("covers the labs of every unit, project-work days included", () => {
    expect(labs.length).toBeGreaterThan(30);
    expect(labs.map((l) => l.name)).toContain("Unit 4 Phase 1 Day 6");
  });

  it.each(labs)(
    "$name opens its materials with a set-up time and per-group amounts for the class of 30",
    ({ lesson }) => {
      const first = lesson.materials[0] ?? "";
      expect(first).toMatch(/^For the default class of 30\b/);
      expect(first).toMatch(setUpTime);
      expect(first).toMatch(/\bper (group|team|pair|student)\b/);
      // Class totals beside the amounts: "(16)", "(1.6 L)", "(8 L and 4 flats for the class)".
      expect(first).toMatch(/\(\d|\bfor the class\b/);
      expect(lesson.safety.length).toBeGreaterThan(0);
    },
  );

  it.each(labs)(
    "$name's class totals are its per-group amounts times the class's groups, pairs or students",
    ({ lesson }) => {
      expect(totalsThatDisagree(lesson.materials[0] ?? "")).toEqual([]);
    },
  );

  it("catches a lab that states no set-up time and a class total that does not add up", () => {
    expect(totalsThatDisagree("2 syringes per group (16), 200 mL of solution per group (1.6 L)")).toEqual([]);
    expect(totalsThatDisagree("2 syringes per group (15), 1 hand lens per pair (8)")).toEqual([
      "2 syringes per group (15",
      "1 hand lens per pair (8",
    ]);
    expect(totalsThatDisagree("100 mL of juice per group (1 L)")).toEqual(["100 mL of juice per group (1 L"]);
  });
});
