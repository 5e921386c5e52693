// Scaling a lesson's materials to the teacher's class (issue 29, point 4): the lessons give amounts per group, pair
// or student, or for the default class of 30 in groups of about 4; a teacher who says how many students they have
// gets each amount the line states plainly worked out for them.

/** The default group size the lessons' per-group amounts assume (a class of 30 in 8 groups). */
export const GROUP_SIZE = 4;
/** The class the lessons' "for the class" amounts are written for. */
export const DEFAULT_CLASS = 30;

const WORD_NUMBERS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, ten: 10 };

/** "for 24 students", "24 students", "a class of 24": between 4 and 200 students. */
export function requestedStudents(question: string): number | undefined {
  const found = /\b(\d{1,3})\s+(?:students|learners|kids)\b|\bclass of (\d{1,3})\b/i.exec(question);
  const n = found ? Number(found[1] ?? found[2]) : undefined;
  return n !== undefined && n >= 4 && n <= 200 ? n : undefined;
}

/** How many of each who the class has: groups of about four, pairs, or students. */
export function classShape(students: number) {
  return { students, groups: Math.ceil(students / GROUP_SIZE), pairs: Math.ceil(students / 2) };
}

const number = String.raw`(\d+(?:\.\d+)?|one|two|three|four|five|six|ten)`;
const unit = "(mL|L|g|kg|cm|m)?";
const perWho = new RegExp(String.raw`\b${number}\s*${unit}\s*(?:\w+\s+)?per (group|team|pair|student)\b`, "i");
const forClass = new RegExp(String.raw`\b${number}\s*${unit}\s*(?:\w+\s+)?for the class\b`, "i");

const round = (n: number) => (Number.isInteger(n) ? n : Math.ceil(n * 10) / 10);

/**
 * The line's amount for the teacher's class, or undefined when the line states none plainly: "2 per group" for 24
 * students is "12 (6 groups)"; "100 mL for the class" for 24 students is "80 mL (scaled from a class of 30)".
 */
export function scaledAmount(line: string, students: number): string | undefined {
  const shape = classShape(students);
  const value = (word: string) => WORD_NUMBERS[word.toLowerCase()] ?? Number(word);
  const per = perWho.exec(line);
  if (per) {
    const [, amount, measure, who] = per;
    const whoKey = who!.toLowerCase();
    const count = whoKey === "pair" ? shape.pairs : whoKey === "student" ? shape.students : shape.groups;
    const label = whoKey === "pair" ? "pairs" : whoKey === "student" ? "students" : "groups";
    return `${round(value(amount!) * count)}${measure ? ` ${measure}` : ""} (${count} ${label})`;
  }
  const whole = forClass.exec(line);
  if (whole) {
    const [, amount, measure] = whole;
    const scaled = Math.ceil((value(amount!) * students) / DEFAULT_CLASS);
    return `${scaled}${measure ? ` ${measure}` : ""} (scaled from a class of ${DEFAULT_CLASS})`;
  }
  return undefined;
}
