import { z } from "zod";
import { lessonAt, lessonLabel } from "../index.ts";
import type { Unit } from "../schema.ts";
import { rubricContent } from "./content.ts";
import { type Rubric, rubricLevels, rubricSchema } from "./schema.ts";

// The described rubrics (issue 29, point 3), parsed on first use, with where each is published and what the build
// holds them to: the lesson they score exists, and each criterion is one the lesson plan names.

let parsed: Rubric[] | undefined;

export function rubrics(): Rubric[] {
  parsed ??= rubricContent.map((input) => {
    const result = rubricSchema.safeParse(input);
    if (!result.success)
      throw new Error(`The rubric for ${input.product} is invalid:\n${z.prettifyError(result.error)}`);
    return result.data;
  });
  return parsed;
}

/** A rubric's file name stem: "Unit_2_Phase_1_Day_6_Rubric". */
function stem(rubric: Rubric, label: string): string {
  const phase = rubric.phase === undefined ? "" : `Phase_${rubric.phase}_`;
  return `Unit_${rubric.unit}_${phase}${label.replace(/[^A-Za-z0-9]+/g, "_")}`;
}

export type RubricFormat = "pdf" | "docx";
export const rubricFormats: RubricFormat[] = ["pdf", "docx"];

/** Where the student-facing rubric and the teacher's scoring sheet are published, beside the unit's files. */
export function rubricPaths(rubric: Rubric, label: string, format: RubricFormat) {
  const base = `/materials/unit${rubric.unit}/${stem(rubric, label)}`;
  return { rubric: `${base}_Rubric.${format}`, sheet: `${base}_Scoring_Sheet.${format}` };
}

/**
 * A rubric document's or link's title: the product, then which document it is. A product already named with a
 * colon ("Checkpoint 4: Solution pitch") takes a dash instead, so no title reads "Checkpoint 4: ...: Rubric".
 */
export function rubricTitle(product: string, document: string): string {
  return product.includes(":") ? `${product} - ${document}` : `${product}: ${document}`;
}

/** A link the unit page offers: a rubric or a scoring sheet in one format. */
export interface RubricLink {
  title: string;
  subtitle: string;
  path: string;
  format: RubricFormat;
}

/** The unit page's rubric downloads: per rubric, the student rubric in both formats, then the scoring sheet. */
/**
 * Where a rubric's day falls in the unit's calendar, to list rubrics in the order they are used: by phase, then by
 * day, with a unit's project days where their placement puts them ("Taught between Lesson 7 ... and Lesson 8"
 * places Unit 6's Days 9-11 before Lesson 8).
 */
export function rubricDayOrder(units: Unit[], rubric: Rubric): number {
  const unit = units.find((u) => u.number === rubric.unit);
  const phase = rubric.phase === undefined ? undefined : unit?.phases.find((p) => p.number === rubric.phase);
  const work = phase ? phase.projectWork : unit?.projectWork;
  const at = work?.lessons.findIndex((l) => l.number === rubric.lesson) ?? -1;
  const after = work && /\bbetween Lessons? (\d+)\b/i.exec(work.placement)?.[1];
  const day = at >= 0 && after ? Number(after) + 0.5 + at / 100 : rubric.lesson;
  return (rubric.phase ?? 0) * 1000 + day;
}

export function rubricLinks(units: Unit[], unitNumber: number, list: Rubric[] = rubrics()): RubricLink[] {
  return list
    .filter((r) => r.unit === unitNumber)
    .sort((a, b) => rubricDayOrder(units, a) - rubricDayOrder(units, b))
    .flatMap((r) => {
      const found = lessonAt(units, r);
      if (!found) return [];
      const label = lessonLabel(found.lesson);
      return [
        ...rubricFormats.map((format) => ({
          title: rubricTitle(r.product, "rubric"),
          subtitle: `${label}: ${r.criteria.length} criteria, each described at four levels, with a self-check`,
          path: rubricPaths(r, label, format).rubric,
          format,
        })),
        ...rubricFormats.map((format) => ({
          title: rubricTitle(r.product, "scoring sheet"),
          subtitle: `${label}: for the teacher, a score and notes per criterion, with the level descriptions`,
          path: rubricPaths(r, label, format).sheet,
          format,
        })),
      ];
    });
}

/** Rubrics for lessons that do not exist, or with a criterion the lesson plan does not name, as readable lines. */
export function rubricProblems(units: Unit[], list: Rubric[] = rubrics()): string[] {
  const problems: string[] = [];
  for (const rubric of list) {
    const where = `rubrics/content.ts: the rubric for ${rubric.product} (unit ${rubric.unit}${rubric.phase ? ` phase ${rubric.phase}` : ""} lesson ${rubric.lesson})`;
    const found = lessonAt(units, rubric);
    if (!found) {
      if (units.some((u) => u.number === rubric.unit)) problems.push(`${where} scores a lesson the unit does not have`);
      continue;
    }
    // The criteria are the lesson plan's own: each name appears in what the plan says it assesses.
    const plan = found.lesson.assessment.join(" ").toLowerCase();
    for (const c of rubric.criteria)
      if (!plan.includes(c.name.toLowerCase()))
        problems.push(`${where}: criterion "${c.name}" is not one ${lessonLabel(found.lesson)}'s plan names`);
    const outside = new Set(JSON.stringify(rubric).match(/[^\n -\u00ff\u2018\u2019\u201c\u201d]/gu));
    if (outside.size) problems.push(`${where}: characters the documents cannot show: ${[...outside].join(" ")}`);
  }
  return problems;
}

export { rubricLevels };
