// Scaling a lesson's materials to the teacher's class (issue 29, point 4): the lessons give amounts per group, pair
// or student, or for the default class of 30 in groups of about 4; a teacher who says how many students they have
// gets each amount the line states plainly worked out for them.
import { classShape, DEFAULT_CLASS } from "#app/content/curriculum/lab-prep.ts";

const WORD_NUMBERS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, ten: 10 };

/** "for 24 students", "24 students", "a class of 24": between 4 and 200 students. */
export function requestedStudents(question: string): number | undefined {
  const found = /\b(\d{1,3})\s+(?:students|learners|kids)\b|\bclass of (\d{1,3})\b/i.exec(question);
  const n = found ? Number(found[1] ?? found[2]) : undefined;
  return n !== undefined && n >= 4 && n <= 200 ? n : undefined;
}

const number = String.raw`(\d+(?:\.\d+)?|one|two|three|four|five|six|ten)`;
// A measure only as a word of its own: "1 lamp" is one lamp, not one litre.
const unit = String.raw`(?:(mL|L|g|kg|cm|m)\b)?`;
// A lab's opening line lists many amounts ("2 syringes per group (16), 1 lamp per group (8)..."): each is scaled
// and named by the words the line gives it, so no amount is shown beside the wrong item.
// A kitchen measure often gives its weight or volume beside it ("1 tablespoon (about 12 g) per group"): that
// amount is the one a teacher buys, so it is the one scaled.
const metric = String.raw`(?:\((?:about\s+)?(\d+(?:\.\d+)?)\s*(mL|L|g|kg)\)\s*)?`;
const everyPerWho = new RegExp(
  String.raw`(?<![\w.])${number}\s*${unit}\s*(?:[A-Za-z'-]+\s+){0,4}?${metric}per (group|team|pair|student)\b`,
  "gi",
);
const forClass = new RegExp(String.raw`\b${number}\s*${unit}\s*(?:\w+\s+)?for the class\b`, "i");

const round = (n: number) => (Number.isInteger(n) ? n : Math.ceil(n * 10) / 10);

/**
 * The line's amount for the teacher's class, or undefined when the line states none plainly: "2 per group" for 24
 * students is "12 (6 groups)"; "100 mL for the class" for 24 students is "80 mL (scaled from a class of 30)".
 */
export function scaledAmount(line: string, students: number): string | undefined {
  const shape = classShape(students);
  const value = (word: string) => WORD_NUMBERS[word.toLowerCase()] ?? Number(word);
  const scale = ([, counted, countedMeasure, weighed, weighedMeasure, who]: RegExpExecArray | RegExpMatchArray) => {
    const [amount, measure] = weighed ? [weighed, weighedMeasure] : [counted, countedMeasure];
    const whoKey = who!.toLowerCase();
    const count = whoKey === "pair" ? shape.pairs : whoKey === "student" ? shape.students : shape.groups;
    const label = whoKey === "pair" ? "pairs" : whoKey === "student" ? "students" : "groups";
    return `${round(value(amount!) * count)}${measure ? ` ${measure}` : ""} (${count} ${label})`;
  };
  const all = [...line.matchAll(everyPerWho)];
  if (all.length > 1) return all.map((m) => `${m[0]}: ${scale(m)}`).join("; ");
  if (all[0]) return scale(all[0]);
  const whole = forClass.exec(line);
  if (whole) {
    const [, amount, measure] = whole;
    const scaled = Math.ceil((value(amount!) * students) / DEFAULT_CLASS);
    return `${scaled}${measure ? ` ${measure}` : ""} (scaled from a class of ${DEFAULT_CLASS})`;
  }
  return undefined;
}
