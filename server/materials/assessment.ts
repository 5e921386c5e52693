import { assessmentAsHandout, choiceLetters } from "#app/content/curriculum/assessments/check.ts";
import { assessmentFor, assessmentKeys, unitAssessments } from "#app/content/curriculum/assessments/index.ts";
import { assessmentFormats, assessmentKeyPath, assessmentPath } from "#app/content/curriculum/assessments/paths.ts";
import type { Assessment, AssessmentItem, AssessmentKey } from "#app/content/curriculum/assessments/schema.ts";
import { matchKeys, mismatchProblems } from "#app/content/curriculum/key-match.ts";
import { isKeyPath } from "#app/content/curriculum/keys.ts";
import type { Unit } from "#app/content/curriculum/schema.ts";
import { documentWriter } from "./generate.ts";
import { keyBlock, responseBlock, teacherKeyNotice } from "./handout.ts";
import type { Block, MaterialDocument } from "./model.ts";

// A unit's end-of-unit assessment as a student document and, given its key, as the teacher's copy: the same pages
// with each item's key under it in the key colour, the way a handout's teacher key is made (handout.ts).

const parts: Record<AssessmentItem["kind"], { heading: string; direction: string }> = {
  choice: { heading: "Part A: Multiple choice", direction: "Circle the letter of the best answer." },
  data: {
    heading: "Part B: Reading data",
    direction: "Use the table to answer, and show your working on the lines under your answers.",
  },
  cer: {
    heading: "Part C: Claim, evidence and reasoning",
    direction: "Write a claim, back it with evidence, and explain why the evidence supports the claim.",
  },
};

const cerSpace: Block = {
  type: "table",
  header: ["", "Your answer"],
  rows: [
    ["Claim", ""],
    ["Evidence", ""],
    ["Reasoning", ""],
  ],
  widths: [20, 80],
  rowHeight: 60,
};

/** The four choices as a table of letter and text, so the layout keeps them on one page with their question. */
function choiceTable(choices: string[]): Block {
  return {
    type: "table",
    header: ["", "Choices (circle one letter)"],
    rows: choices.map((c, i) => [choiceLetters[i] ?? "", c]),
    widths: [8, 92],
  };
}

function itemBlocks(item: AssessmentItem, n: number, key: Block[]): Block[] {
  const stem: Block = { type: "paragraph", text: `${n}. ${item.stem}` };
  switch (item.kind) {
    case "choice":
      return [stem, choiceTable(item.choices), ...key];
    case "data": {
      // The question and its data are one unit the layout keeps on a page; the answer table follows without a
      // paragraph of its own, so the layout never moves it away from its data.
      const even = 100 / item.data.columns.length;
      return [
        { type: "paragraph", text: `${n}. ${item.stem}` },
        { type: "table", header: item.data.columns, rows: item.data.rows, widths: item.data.columns.map(() => even) },
        // The table's title as a label, not a paragraph: a paragraph before the answer table would make the two a
        // "question" the layout could move to the next page without its data.
        { type: "fields", items: [["Table", item.data.caption]] },
        ...key,
        responseBlock(item.response),
        { type: "answerLines", count: 3 },
      ];
    }
    case "cer":
      return [stem, ...key, cerSpace];
  }
}

/** The assessment's pages; with its key, the teacher's copy. A key that does not pair with its items is an error. */
export function assessmentDocument(unit: Unit, assessment: Assessment, key?: AssessmentKey): MaterialDocument {
  const where = `unit ${unit.number}'s end-of-unit assessment`;
  let keyFor = (_item: AssessmentItem): Block[] => [];
  if (key) {
    const { byId, mismatch } = matchKeys(assessmentAsHandout(assessment), key.keys);
    const problems = mismatchProblems(mismatch, where, `assessments/unit${unit.number}.ts`);
    if (problems.length) throw new Error(problems.join("; "));
    keyFor = (item) => [keyBlock(byId.get(item.id)!)];
  }
  const blocks: Block[] = [
    ...(key ? [teacherKeyNotice] : []),
    {
      type: "fields",
      items: [
        ["Name", "________________________________"],
        ["Date", "______________"],
        ["Class period", "______"],
      ],
    },
    { type: "paragraph", text: "[ ] Pre-test (before the unit)      [ ] Post-test (after the unit)", emphasis: true },
    { type: "paragraph", text: assessment.intro },
    {
      type: "bullets",
      items: (["choice", "data", "cer"] as const)
        .filter((kind) => assessment.items.some((i) => i.kind === kind))
        .map((kind) => `${parts[kind].heading}: ${parts[kind].direction}`),
    },
  ];
  let n = 0;
  for (const kind of ["choice", "data", "cer"] as const) {
    const items = assessment.items.filter((i) => i.kind === kind);
    if (!items.length) continue;
    blocks.push(
      // A heading goes straight to its first item, so the layout keeps the two on one page.
      { type: "heading", level: 2, text: parts[kind].heading },
    );
    for (const item of items) blocks.push(...itemBlocks(item, ++n, keyFor(item)));
  }
  return {
    title: key ? `${assessment.title} (Teacher key)` : assessment.title,
    eyebrow: `Unit ${unit.number} · End-of-unit assessment · Pre- and post-test${key ? " · Teacher key" : ""}`,
    subtitle: unit.title,
    blocks,
  };
}

/**
 * Writes each unit's assessment and its teacher key, in both formats, under `buildDir`; what cannot be written is
 * reported, not thrown, so one build lists every problem.
 */
export async function writeAssessments(
  buildDir: string,
  units: Unit[],
  assessments: Assessment[] = unitAssessments(),
  keys: AssessmentKey[] = assessmentKeys(),
) {
  const { writeDocument, report } = documentWriter(buildDir);
  for (const unit of units) {
    const assessment = assessmentFor(unit.number, assessments);
    if (!assessment) continue;
    const key = keys.find((k) => k.unit === unit.number);
    for (const format of assessmentFormats) {
      await writeDocument(assessmentPath(unit.number, format), format, () => assessmentDocument(unit, assessment));
      const keyPath = assessmentKeyPath(unit.number, format);
      const makeKey = () => {
        if (!key) throw new Error(`unit ${unit.number}'s end-of-unit assessment has no key`);
        return assessmentDocument(unit, assessment, key);
      };
      // The key goes with the other educator-only files, outside the public materials (issue 30).
      await writeDocument(keyPath, format, makeKey, isKeyPath(keyPath));
    }
  }
  return report;
}
