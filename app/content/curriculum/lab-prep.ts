import { dayName, everyLesson } from "./lessons.ts";
import type { Lesson, Unit } from "./schema.ts";

// Issue 29, point 4: every lab's plan opens its materials with how long set-up takes and how much each group (or
// pair, or student) gets, for the default class of 30 in groups of about 4, with the class totals worked out. The
// build fails on a lab that does not (scripts/build-materials.ts).

/** How a lab's opening materials line states its set-up time: "..., set up in 15 minutes: ...". */
export const setUpTime = /\bset up in \d+ minutes\b/;

/** An amount given per group, team, pair or student. */
export const perWho = /\bper (group|team|pair|student)\b/i;

/** The default group size the lessons' per-group amounts assume (a class of 30 in 8 groups). */
export const GROUP_SIZE = 4;
/** The class the lessons' "for the class" amounts are written for. */
export const DEFAULT_CLASS = 30;

/** How many of each who a class has: groups of about four, pairs, or students. */
export function classShape(students: number) {
  return { students, groups: Math.ceil(students / GROUP_SIZE), pairs: Math.ceil(students / 2) };
}

/** How many of each the default class has: 30 students in 8 groups (or teams) of about 4, or 15 pairs. */
const { groups, pairs, students } = classShape(DEFAULT_CLASS);
const perClass: Record<string, number> = { group: groups, team: groups, pair: pairs, student: students };

const scale: Record<string, number> = { mL: 1, L: 1000, g: 1, kg: 1000, m: 1 };

/**
 * "2 syringes per group (16)", "200 mL of solution per group (1.6 L)": an amount per group, team, pair or student
 * followed straight away by its class total, which must be the amount times the class's count.
 */
const amountAndTotal =
  /(?<![\w.]|(?:Day|Lesson|Phase) )(\d+(?:\.\d+)?)(?: (mL|L|g|kg|m))? (?:[A-Za-z'-]+ ){0,7}per (group|team|pair|student) \((\d+(?:\.\d+)?)(?: (mL|L|g|kg|m))?(?=[),:;]| plus| of each| for)/g;

/** The amounts of a line whose class total is not the amount times the class's groups, pairs or students. */
export function totalsThatDisagree(line: string): string[] {
  const wrong: string[] = [];
  for (const m of line.matchAll(amountAndTotal)) {
    const [text, amount, unit, who, total, totalUnit] = m;
    const base = Number(amount) * (unit ? scale[unit]! : 1) * perClass[who!]!;
    const stated = Number(total) * (totalUnit ? scale[totalUnit]! : unit ? scale[unit]! : 1);
    if (Math.abs(base - stated) > 1e-9) wrong.push(text);
  }
  return wrong;
}

/** What a lab's plan leaves a teacher to work out: each missing piece of its preparation, in words. */
export function labPrepGaps(lesson: Lesson): string[] {
  const first = lesson.materials[0] ?? "";
  const gaps: string[] = [];
  if (!/^For the default class of 30\b/.test(first))
    gaps.push('its materials do not open with "For the default class of 30"');
  if (!setUpTime.test(first)) gaps.push('its first materials line gives no set-up time ("set up in N minutes")');
  if (!perWho.test(first)) gaps.push("its first materials line gives no amount per group, team, pair or student");
  // Class totals beside the amounts: "(16)", "(1.6 L)", "(8 L and 4 flats for the class)".
  if (!/\(\d|\bfor the class\b/.test(first)) gaps.push("its first materials line gives no class totals");
  for (const wrong of totalsThatDisagree(first)) gaps.push(`"${wrong})" is not the amount times the class's count`);
  if (lesson.safety.length === 0) gaps.push("it lists no safety items");
  return gaps;
}

/** Every lab of the units whose plan leaves part of its preparation to the teacher. */
export function labPrepProblems(units: Unit[]): string[] {
  return units.flatMap((unit) =>
    everyLesson(unit)
      .filter(({ lesson }) => lesson.lab)
      .flatMap(({ lesson, phase }) =>
        labPrepGaps(lesson).map((gap) => `Unit ${unit.number} ${dayName(lesson, phase?.number)}: ${gap}`),
      ),
  );
}
