import { matchKeys, mismatchProblems } from "../key-match.ts";
import type { Lesson, Unit } from "../schema.ts";
import type { Assessment, AssessmentKey } from "./schema.ts";

// What the build holds every end-of-unit assessment to (issue 29, point 3): one per unit, twelve items or more with
// a data item and a claim-evidence-reasoning item, each item drawn from a key understanding of its own unit, and a
// key for every item and an item for every key, paired by id through the handouts' own matcher (key-match.ts).

const KEY_FILE = "assessments/unit<n>.ts";

type Handout = NonNullable<Lesson["handout"]>;

/** An assessment as a handout of one section, so the handouts' key matcher pairs its items and keys. */
export function assessmentAsHandout(assessment: Assessment): Handout {
  return {
    title: assessment.title,
    intro: assessment.intro,
    sections: [{ heading: "Items", prompts: assessment.items.map((item) => ({ id: item.id, text: item.stem })) }],
    wordBank: [],
    sentenceStarters: [],
  };
}

/** The letters of a multiple-choice item's choices, in order. */
export const choiceLetters = ["A", "B", "C", "D"] as const;

/** Every key understanding of a unit's lessons, for an item's `from` to quote. */
function understandings(unit: Unit): string[] {
  return [...unit.lessons, ...unit.phases.flatMap((p) => p.lessons)].flatMap((l) => l.keyUnderstandings);
}

export function assessmentProblems(list: Unit[], assessments: Assessment[], keys: AssessmentKey[]): string[] {
  const problems: string[] = [];
  const ids = new Map<string, number>();
  for (const unit of list) {
    const mine = assessments.filter((a) => a.unit === unit.number);
    const where = `unit ${unit.number}'s end-of-unit assessment`;
    if (mine.length !== 1) {
      problems.push(`unit ${unit.number} has ${mine.length} end-of-unit assessments, not 1`);
      continue;
    }
    const assessment = mine[0]!;
    const kinds = assessment.items.map((i) => i.kind);
    if (!kinds.includes("data")) problems.push(`${where} has no data-interpretation item`);
    if (!kinds.includes("cer")) problems.push(`${where} has no claim-evidence-reasoning item`);
    if (kinds.filter((k) => k === "choice").length < 8)
      problems.push(`${where} has fewer than 8 multiple-choice items`);
    const known = understandings(unit);
    for (const item of assessment.items) {
      ids.set(item.id, (ids.get(item.id) ?? 0) + 1);
      if (!known.some((k) => k.includes(item.from)))
        problems.push(
          `${where}: item ${item.id} draws on "${item.from.slice(0, 50)}", which no lesson of the unit says`,
        );
    }
    const key = keys.filter((k) => k.unit === unit.number);
    if (key.length > 1) problems.push(`${where} has ${key.length} keys`);
    const keyFile = KEY_FILE.replace("<n>", String(unit.number));
    problems.push(
      ...mismatchProblems(matchKeys(assessmentAsHandout(assessment), key[0]?.keys ?? []).mismatch, where, keyFile),
    );
    // A multiple-choice key names its answer first, as a letter the item offers, and says why, so it is an answer.
    for (const item of assessment.items) {
      const k = key[0]?.keys.find((p) => p.prompt === item.id);
      if (!k || item.kind !== "choice") continue;
      if (!("answer" in k) || !new RegExp(`^[${choiceLetters.join("")}]\\. `).test(k.answer))
        problems.push(`${keyFile}: the key to item ${item.id} must start with its answer's letter, like "B. "`);
    }
    const outside = new Set(JSON.stringify([assessment, key]).match(/[^\n -\u00ff\u2018\u2019\u201c\u201d]/gu));
    if (outside.size) problems.push(`${where}: characters the documents cannot show: ${[...outside].join(" ")}`);
  }
  for (const [id, count] of ids) if (count > 1) problems.push(`assessment item id ${id} is used ${count} times`);
  for (const a of assessments)
    if (!list.some((u) => u.number === a.unit))
      problems.push(`an end-of-unit assessment names unit ${a.unit}, which the course does not have`);
  return problems;
}
