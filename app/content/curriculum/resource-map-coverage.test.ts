import { describe, expect, it } from "vitest";
import { getPhase, getUnit, units } from "./index.ts";
import { lessonLabel } from "./lessons.ts";
import type { Lesson, Unit } from "./schema.ts";

// Every day of student work a phase teaches has a row in its phase's resource map (a teacher's walk found Units 3
// and 5 skipping about twenty days: no video, textbook section or standard for them). Resource maps belong to
// phases (schema.ts), so this reads every phase of every unit; Units 1 and 6, taught as lessons without phases,
// have no resource map to fill. Project-work days (decision 0036) are shown apart from their phase's range and list
// their outside resources in their own `links`, so they are not rows of the phase's map.

/** As standards-check.ts reads a title: a reflection or celebration day (occasionProblems). */
const closing = /\b(reflect(ion|ing)?|celebrat(e|ion))\b/i;

/** A closing occasion that cites no standard at all: the one kind of day with no row (a row must cite a state code). */
function exemptFromResourceMap(lesson: Lesson): boolean {
  return closing.test(lesson.title) && !lesson.standards.state.length && !lesson.standards.ngss.length;
}

/** Days with no resource-map row, rows that name no day, rows out of day order or citing a state code their day does not. */
function resourceMapCoverageProblems(list: Unit[]): string[] {
  const problems: string[] = [];
  for (const unit of list)
    for (const phase of unit.phases) {
      const where = `unit ${unit.number} phase ${phase.number}`;
      const order = phase.lessons.map(lessonLabel);
      for (const lesson of phase.lessons) {
        const label = lessonLabel(lesson);
        const rows = phase.resourceMap.filter((r) => r.when === label);
        if (!rows.length && !exemptFromResourceMap(lesson))
          problems.push(`${where} ${label} (${lesson.title}) has no resource-map row`);
        for (const row of rows)
          if (!lesson.standards.state.includes(row.stateStandard))
            problems.push(
              `${where} resource map, ${label}: cites ${row.stateStandard}, which its lesson plan does not`,
            );
      }
      const positions = phase.resourceMap.map((r) => order.indexOf(r.when));
      phase.resourceMap.forEach((row, i) => {
        if (positions[i] === -1) problems.push(`${where} resource map, ${row.when}: names no day of the phase`);
      });
      const known = positions.filter((p) => p !== -1);
      if (known.some((p, i) => i > 0 && p < known[i - 1]!))
        problems.push(`${where} resource map: rows out of day order`);
    }
  return problems;
}

describe("resource maps cover every day of student work", () => {
  it("gives every phase lesson a row that cites one of its day's state codes, in day order", () => {
    expect(resourceMapCoverageProblems(units)).toEqual([]);
  });

  it("leaves out only a reflection or celebration day that cites no standard (Unit 5 Day 30)", () => {
    const exempt = units.flatMap((u) =>
      u.phases.flatMap((p) =>
        p.lessons.filter(exemptFromResourceMap).map((l) => `unit ${u.number} phase ${p.number} ${lessonLabel(l)}`),
      ),
    );
    expect(exempt).toEqual(["unit 5 phase 5 Day 30"]);
    // A celebration day that cites a standard is a day of work like any other, and needs its row.
    const u5 = structuredClone(getUnit(5)!);
    getPhase(u5, 5)!
      .lessons.find((l) => l.number === 30)!
      .standards.state.push("BIO1.LS1.2");
    expect(resourceMapCoverageProblems([u5])).toEqual([
      "unit 5 phase 5 Day 30 (Celebration & Showcase) has no resource-map row",
    ]);
  });

  it("fails a day whose row is missing, a row citing another state code, and a row naming no day", () => {
    const u3 = structuredClone(getUnit(3)!);
    const phase1 = getPhase(u3, 1)!;
    phase1.resourceMap = phase1.resourceMap.filter((r) => r.when !== "Day 3");
    phase1.resourceMap.find((r) => r.when === "Day 4")!.stateStandard = "BIO1.LS4.6";
    phase1.resourceMap.push({ ...phase1.resourceMap[0]!, when: "Day 9" });
    expect(resourceMapCoverageProblems([u3])).toEqual([
      "unit 3 phase 1 Day 3 (Ecosystem Field Survey, Part 2: Where Does the Rain Go?) has no resource-map row",
      "unit 3 phase 1 resource map, Day 4: cites BIO1.LS4.6, which its lesson plan does not",
      "unit 3 phase 1 resource map, Day 9: names no day of the phase",
    ]);
  });

  it("fails rows out of day order, and keeps a day's two rows (Unit 5 Lesson 4) together", () => {
    const u5 = structuredClone(getUnit(5)!);
    const phase1 = getPhase(u5, 1)!;
    expect(phase1.resourceMap.filter((r) => r.when === "Lesson 4")).toHaveLength(2);
    expect(resourceMapCoverageProblems([u5])).toEqual([]);
    phase1.resourceMap.reverse();
    expect(resourceMapCoverageProblems([u5])).toEqual(["unit 5 phase 1 resource map: rows out of day order"]);
  });
});
