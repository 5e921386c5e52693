// Scaling a lesson's materials to the teacher's class (issue 29, point 4): the lessons give amounts per group, pair
// or student, or for the default class of 30 in groups of about 4; a teacher who says how many students they have
// gets each amount worked out for them. A lab's opening line ("For the default class of 30 ...: ...") lists many
// items, some per group, some per student, some shared by the class: each is scaled by what it is counted per, and
// one the lab keeps at any class size (its 6 game stations) is marked as fixed rather than left unexplained.
import { classShape, DEFAULT_CLASS } from "#app/content/curriculum/lab-prep.ts";

const WORD_NUMBERS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, ten: 10 };

/** "for 24 students", "24 students", "a class of 24": between 4 and 200 students. */
export function requestedStudents(question: string): number | undefined {
  const found = /\b(\d{1,3})\s+(?:students|learners|kids)\b|\bclass of (\d{1,3})\b/i.exec(question);
  const n = found ? Number(found[1] ?? found[2]) : undefined;
  return n !== undefined && n >= 4 && n <= 200 ? n : undefined;
}

type Who = "group" | "pair" | "student";
const WHO: Record<string, Who> = { group: "group", team: "group", pair: "pair", student: "student" };
const WHO_WORDS = "(group|team|pair|student)";

const NUMBER = String.raw`(\d+/\d+|\d+(?:\.\d+)?|one|two|three|four|five|six|ten)`;
// An amount, and the measure it is in. Never a day ("Day 14"), a size ("1-mile", "a 3 V LED"), a share ("100
// percent"), a purpose ("for one change"), or a total restated ("24 in all"). "A 1 L bottle" is one bottle.
const AMOUNT = new RegExp(
  String.raw`(?<![\w.\-/])(?<!(?:Day|Lesson|Phase|Days|Lessons|for) )(?:(\ban?)\s+)?${NUMBER}(?:\s*(mL|L|g|kg|cm|m)\b)?(?![\w/-]|\s*(?:%|percent\b|V\b|W\b|x\b|-|in all\b))`,
  "i",
);
// What a bracket may say about the item before it: its rate ("10 per student"), or the weight a measure stands for.
const BRACKET_RATE = new RegExp(String.raw`^(?:about\s+)?${NUMBER}\s+per\s+${WHO_WORDS}\b`, "i");
const BRACKET_METRIC = /^(?:about\s+)?(\d+(?:\.\d+)?)\s*(mL|L|g|kg)$/;
// "per group 1 punch, 1 square of foil and 1 timer", "each group's 8 containers", "each group sets up three bottles".
const LEAD = new RegExp(String.raw`^(?:and\s+|or\s+)?(?:per ${WHO_WORDS}|each ${WHO_WORDS}(?:'s)?)\s+`, "i");
// A bracket taken out of the line while it is split, and its place: "⟦3⟧".
const MASK = /\s*⟦(\d+)⟧/g;

interface Item {
  /** As the line words it, without its brackets: what the amount is of. */
  label: string;
  rate?: Rate;
  /** The rate came from the item's brackets ("8 plastic knives (1 per group)"): the list it ends shares it whole. */
  bracketed: boolean;
  /** Joined to the item before by "and": the end of a list that shares its "per group". */
  joined: boolean;
  /** An alternative ("or 1 per group where kits allow"), which the list before it does not share. */
  alternative: boolean;
  /** The first number in its brackets: the class total an amount per something unknown falls back on. */
  total?: number;
}

interface Rate {
  value: number;
  measure?: string;
  per?: Per;
}

type Per =
  | { who: Who }
  /** Counted per another item of the line: "2 seeds per container"; "each with 50 mL" is per the item before. */
  | { each: Item; name?: string }
  /** The whole class's: scaled from the class of 30 ("for the class"), or the same for any class. */
  | { wholeClass: "scaled" | "fixed" };

const value = (word: string) => {
  const [a, b] = word.split("/");
  return b ? Number(a) / Number(b) : (WORD_NUMBERS[word.toLowerCase()] ?? Number(word));
};

/** A part of the line with its brackets taken out, and what they held. */
function unmask(raw: string, brackets: string[]) {
  return { text: raw.replace(MASK, "").trim(), inside: [...raw.matchAll(MASK)].map((m) => brackets[Number(m[1])]!) };
}

/** One item as the line states it: its amount (or the weight in its brackets) and what it says the amount is per. */
function readItem(raw: string, brackets: string[], joined: boolean, before: Item[]): Item {
  const { text, inside } = unmask(raw, brackets);
  const label = text.replace(LEAD, "").trim();
  const item: Item = { label, bracketed: false, joined, alternative: /^or\b/i.test(text) };
  const total = inside.map((b) => /^(?:about\s+)?(\d+(?:\.\d+)?)/.exec(b)?.[1]).find(Boolean);
  if (total) item.total = Number(total);
  const bracketRate = inside.map((b) => BRACKET_RATE.exec(b)).find(Boolean);
  if (bracketRate) {
    item.rate = { value: value(bracketRate[1]!), per: { who: WHO[bracketRate[2]!.toLowerCase()]! } };
    item.bracketed = true;
    return item;
  }
  const found = AMOUNT.exec(label);
  if (!found) return item;
  const [, article, number, measure] = found;
  const metric = inside.map((b) => BRACKET_METRIC.exec(b)).find(Boolean);
  const rate: Rate = article
    ? { value: 1 }
    : !measure && metric
      ? { value: Number(metric[1]), measure: metric[2] }
      : { value: value(number!), measure };
  item.rate = rate;
  const after = label.slice(found.index + found[0].length);
  const per = new RegExp(String.raw`\bper ${WHO_WORDS}\b|\bper ([a-z]+)\b`, "i").exec(after);
  const other = per?.[2]?.toLowerCase();
  if (per?.[1]) rate.per = { who: WHO[per[1].toLowerCase()]! };
  else if (other) {
    const each = before.find((b) => b.rate && new RegExp(`\\b${other}s?\\b`, "i").test(b.label));
    if (each) rate.per = { each, name: `${other}s` };
    else if (item.total !== undefined) item.rate = { value: item.total, per: { wholeClass: "scaled" } };
    else item.rate = undefined;
  } else if (/^each\b/i.test(label) && before.at(-1)?.rate) rate.per = { each: before.at(-1)! };
  else if (/\bfor every student\b/i.test(after)) rate.per = { who: "student" };
  else if (/\b(?:shared|in turn|demonstration)\b/i.test(after)) rate.per = { wholeClass: "fixed" };
  else if (/\bfor the class\b/i.test(after)) rate.per = { wholeClass: "scaled" };
  return item;
}

/**
 * A list's parts, each with whether "and" joins it to the one before. A part that states no amount continues the
 * one before it ("1 pitch planner and spec sheet per student", "1 L of the soil, compost, mulch or gravel").
 */
function listParts(segment: string, brackets: string[]): { raw: string; joined: boolean }[] {
  const split = segment.split(/(,\s*|\s+and\s+)/);
  const parts: { raw: string; joined: boolean }[] = [];
  for (let i = 0; i < split.length; i += 2) {
    const raw = split[i]!;
    const { text, inside } = unmask(raw, brackets);
    const states = AMOUNT.test(text) || inside.some((b) => BRACKET_RATE.test(b));
    const last = parts.at(-1);
    if (last && !states) last.raw += split[i - 1]! + raw;
    else parts.push({ raw, joined: i > 0 && /and/.test(split[i - 1]!) });
  }
  return parts;
}

/**
 * The line's items, each with what its amount is counted per: its own words, a "per group" leading its list, the
 * item that ends its list ("1 ruler, 1 roll of tape and 1 measuring cup per group"), or, in a lab's opening line, the
 * default class's shape (30 strings for 30 students are one each; 6 game stations are the class's, whatever its size).
 */
function readLine(line: string): Item[] {
  const brackets: string[] = [];
  const masked = line.replace(/\(([^()]*)\)/g, (_, inside: string) => `⟦${brackets.push(inside) - 1}⟧`);
  const opening = /^For the default class of \d+[^:]*:\s*/.exec(masked);
  const body = opening ? masked.slice(opening[0].length) : masked;
  const items: Item[] = [];
  for (const segment of body.split(/[;:]\s*/)) {
    let lead: Who | undefined;
    let pending: Item[] = [];
    for (const { raw, joined } of listParts(segment, brackets)) {
      const leading = LEAD.exec(unmask(raw, brackets).text);
      if (leading) lead = WHO[(leading[1] ?? leading[2])!.toLowerCase()];
      const item = readItem(raw, brackets, joined, items);
      const previous = items.at(-1);
      // "Hand lenses, 1 per pair": an amount that names nothing is the item's before it.
      const unnamed = !item.label
        .replace(AMOUNT, "")
        .replace(/\bper \w+\b/i, "")
        .trim();
      if (item.rate && unnamed && previous && !item.alternative) {
        previous.rate = item.rate;
        pending = pending.filter((p) => p !== previous);
        continue;
      }
      if (item.rate || item.label) items.push(item);
      if (!item.rate) continue;
      if (!item.rate.per && lead) item.rate.per = { who: lead };
      // "each with 3 microscopes and 3 prepared slides": the second is counted per the same item.
      if (!item.rate.per && item.joined && previous?.rate?.per && "each" in previous.rate.per)
        item.rate.per = previous.rate.per;
      if (!item.rate.per) pending.push(item);
      else {
        if (item.joined && !item.alternative && !("each" in item.rate.per))
          for (const p of pending) p.rate = item.bracketed ? { ...item.rate } : { ...p.rate!, per: item.rate.per };
        pending = [];
      }
    }
  }
  if (opening) {
    const { students, groups, pairs } = classShape(DEFAULT_CLASS);
    const shape: Record<number, Who> = { [students]: "student", [groups]: "group", [pairs]: "pair" };
    for (const item of items)
      if (item.rate && !item.rate.per) {
        const who = item.rate.measure ? undefined : shape[item.rate.value];
        item.rate = who ? { value: 1, per: { who } } : { ...item.rate, per: { wholeClass: "fixed" } };
      }
  }
  return items.filter((i) => i.rate?.per);
}

// Rounded up: a count or grams whole, litres and kilograms to a tenth (0.8 L).
const round = (n: number, measure?: string) =>
  measure === "L" || measure === "kg" ? Math.ceil(n * 10 - 1e-9) / 10 : Math.ceil(n - 1e-9);
const LABELS: Record<Who, "groups" | "pairs" | "students"> = { group: "groups", pair: "pairs", student: "students" };

/** Each amount of the line worked out for the class, with what it was worked out from; counted per the class or not. */
function scaledItems(line: string, students: number) {
  const shape = classShape(students);
  const counts = new Map<Item, number>();
  return readLine(line).flatMap((item) => {
    const { value: rate, measure, per } = item.rate!;
    const amount = (n: number, from: string) => {
      counts.set(item, round(n, measure));
      return `${round(n, measure)}${measure ? ` ${measure}` : ""} (${from})`;
    };
    let text: string | undefined;
    if ("who" in per!) text = amount(rate * shape[LABELS[per.who]], `${shape[LABELS[per.who]]} ${LABELS[per.who]}`);
    else if ("each" in per!) {
      const count = counts.get(per.each);
      if (count !== undefined) text = amount(rate * count, per.name ? `${count} ${per.name}` : `for each of ${count}`);
    } else if (per!.wholeClass === "scaled")
      text = amount((rate * students) / DEFAULT_CLASS, `scaled from a class of ${DEFAULT_CLASS}`);
    else text = amount(rate, "per class, fixed");
    return text ? [{ label: item.label, amount: text, perClass: "wholeClass" in per! }] : [];
  });
}

/**
 * The line's amounts for the teacher's class, or undefined when it states none plainly: "2 per group" for 24
 * students is "12 (6 groups)"; "100 mL for the class" is "80 mL (scaled from a class of 30)". A line of one material
 * that gives its amount per group and its class total ("1 tablespoon (about 12 g) per group ...; about 100 g for the
 * class") is scaled by the group: that is the amount each group is handed.
 */
export function scaledAmount(line: string, students: number): string | undefined {
  let items = scaledItems(line, students);
  if (!line.startsWith("For the default class") && items.some((i) => !i.perClass))
    items = items.filter((i) => !i.perClass);
  if (items.length > 1) return items.map((i) => `${i.label}: ${i.amount}`).join("; ");
  return items[0]?.amount;
}
