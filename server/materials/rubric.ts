import { lessonAt, lessonLabel } from "#app/content/curriculum/lessons.ts";
import {
  rubricFormats,
  rubricLevels,
  rubricPaths,
  rubrics,
  rubricTitle,
} from "#app/content/curriculum/rubrics/index.ts";
import type { Rubric } from "#app/content/curriculum/rubrics/schema.ts";
import type { Unit } from "#app/content/curriculum/schema.ts";
import { documentWriter } from "./generate.ts";
import type { Block, MaterialDocument } from "./model.ts";

// A described rubric as two documents from one source: the student-facing rubric (every level described, and a
// self-check) and the teacher's scoring sheet (a score and notes per criterion, the descriptions for reference).

/** The criteria down the side and the four levels across, each cell the level's description. */
function levelsTable(rubric: Rubric): Block {
  return {
    type: "table",
    header: ["Criterion", ...rubricLevels],
    rows: rubric.criteria.map((c) => [c.name, ...c.levels]),
    widths: [16, 21, 21, 21, 21],
  };
}

function where(unit: Unit, rubric: Rubric, label: string): string {
  return [`Unit ${unit.number}`, rubric.phase && `Phase ${rubric.phase}`, label].filter(Boolean).join(" · ");
}

export function rubricDocument(unit: Unit, rubric: Rubric, label: string): MaterialDocument {
  return {
    title: rubricTitle(rubric.product, "Rubric"),
    eyebrow: `${where(unit, rubric, label)} · Rubric`,
    subtitle: unit.title,
    blocks: [
      // The introduction comes before the name fields, not straight before the table: the layout keeps a paragraph
      // with a short table after it, and would push a long rubric to the next page, leaving the first one empty.
      {
        type: "paragraph",
        text: "This is how your work will be scored. Read each row before you start, then use it to check your draft: aim for Proficient on every row, and Advanced where you can.",
      },
      {
        type: "fields",
        items: [
          ["Name", "________________________________"],
          ["Date", "______________"],
        ],
      },
      levelsTable(rubric),
      // No paragraph straight before a table: the layout treats that pair as a question and, finding one alone on
      // the last page, would start the document on a fresh page.
      { type: "heading", level: 2, text: "Self-check: the level your work reaches now, and where it shows" },
      {
        type: "table",
        header: ["Criterion", "My level (1-4)", "Where my work shows it"],
        rows: rubric.criteria.map((c) => [c.name, "", ""]),
        widths: [30, 20, 50],
        rowHeight: 30,
      },
    ],
  };
}

export function scoringSheetDocument(unit: Unit, rubric: Rubric, label: string): MaterialDocument {
  const top = rubricLevels.length;
  return {
    title: rubricTitle(rubric.product, "Scoring Sheet"),
    eyebrow: `${where(unit, rubric, label)} · Scoring sheet (teacher)`,
    subtitle: unit.title,
    blocks: [
      {
        type: "fields",
        items: [
          ["Student or team", "________________________________"],
          ["Scored by", "______________"],
          ["Date", "______________"],
        ],
      },
      {
        type: "table",
        header: ["Criterion", "Score (circle)", "Evidence and feedback"],
        rows: [
          ...rubric.criteria.map((c) => [c.name, "4   3   2   1", ""]),
          ["Total", `____ / ${top * rubric.criteria.length}`, ""],
        ],
        widths: [26, 18, 56],
        rowHeight: 40,
      },
      { type: "heading", level: 2, text: "Level descriptions" },
      levelsTable(rubric),
    ],
  };
}

/** Writes each rubric and scoring sheet, in both formats, under `buildDir`; failures are reported, not thrown. */
export async function writeRubrics(buildDir: string, units: Unit[], list: Rubric[] = rubrics()) {
  const { writeDocument, report } = documentWriter(buildDir);
  for (const rubric of list) {
    const found = lessonAt(units, rubric);
    if (!found) continue;
    const label = lessonLabel(found.lesson);
    for (const format of rubricFormats) {
      const paths = rubricPaths(rubric, label, format);
      const student = rubricDocument(found.unit, rubric, label);
      const sheet = scoringSheetDocument(found.unit, rubric, label);
      await writeDocument(paths.rubric, format, () => student);
      await writeDocument(paths.sheet, format, () => sheet);
    }
  }
  return report;
}
