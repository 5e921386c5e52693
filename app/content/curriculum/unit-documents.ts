import { artifactFiles } from "./artifacts/index.ts";
import { assessmentFor } from "./assessments/index.ts";
import { assessmentFormats, assessmentPath } from "./assessments/paths.ts";
import { lessonAt, lessonLabel } from "./lessons.ts";
import { prepFormats, prepListPath } from "./prep/index.ts";
import { rubricFormats, rubricPaths, rubrics } from "./rubrics/index.ts";
import type { Unit } from "./schema.ts";

/**
 * A document the build generates for a unit beside its listed and unlisted materials (issue 29): a lesson's printable,
 * a described rubric or its scoring sheet, the end-of-unit assessment, the preparation list. The download-all zips
 * and the offline copy hold every one of them, each where its audience may have it.
 */
export interface UnitDocument {
  path: string;
  kind: "printable" | "rubric" | "scoring sheet" | "assessment" | "preparation list";
  /**
   * "public": in the unit's and its phase's download-all zips and the unit's offline copy; "educator": only in the
   * keys zips and the keys an educator's browser saves offline, never in a public zip.
   */
  zip: "public" | "educator";
  /** The phase whose days use it: its lesson's. None for a whole unit's document or a unit without phases. */
  phase?: number;
  /** "Day 12", "Lesson 3"; "Unit" for a whole unit's document. */
  when: string;
  /** Its place in day order: the lesson's number, -1 for a whole unit's document (it comes before the days). */
  order: number;
  /** Within a day: the day's lesson plan and handouts (0) come first, then its printables, then its rubric. */
  rank: number;
}

/** A unit's generated documents, in day order, each path once, both formats of each (pdf, then docx). */
export function unitDocuments(unit: Unit): UnitDocument[] {
  const docs: UnitDocument[] = [
    // The preparation list is public: the unit page lists it for every visitor, and it holds what to order, each
    // lab's amounts and safety and how many copies to make, no answer (the printables print the same prep note).
    ...prepFormats.map(
      (format): UnitDocument => ({
        path: prepListPath(unit.number, format),
        kind: "preparation list",
        zip: "public",
        when: "Unit",
        order: -1,
        rank: 1,
      }),
    ),
    // The student copy of the pre- and post-test; its teacher key is a key document (keys.ts).
    ...(assessmentFor(unit.number)
      ? assessmentFormats.map(
          (format): UnitDocument => ({
            path: assessmentPath(unit.number, format),
            kind: "assessment",
            zip: "public",
            when: "Unit",
            order: -1,
            rank: 2,
          }),
        )
      : []),
    ...artifactFiles([unit]).map(
      (file): UnitDocument => ({
        path: file.path,
        kind: "printable",
        zip: "public",
        phase: file.phase?.number,
        when: lessonLabel(file.lesson),
        order: file.lesson.number,
        rank: 1,
      }),
    ),
    ...rubrics()
      .filter((r) => r.unit === unit.number)
      .flatMap((rubric) => {
        const found = lessonAt([unit], rubric);
        if (!found) return [];
        const when = lessonLabel(found.lesson);
        const at = { phase: rubric.phase, when, order: found.lesson.number, rank: 2 };
        return rubricFormats.flatMap((format): UnitDocument[] => {
          const paths = rubricPaths(rubric, when, format);
          return [
            { path: paths.rubric, kind: "rubric", zip: "public", ...at },
            // The teacher's sheet, not a copy for students: it travels with the keys, never in a zip students are given.
            { path: paths.sheet, kind: "scoring sheet", zip: "educator", ...at },
          ];
        });
      }),
  ];
  const seen = new Set<string>();
  return docs
    .filter((d) => !seen.has(d.path) && seen.add(d.path))
    .sort((a, b) => (a.phase ?? 0) - (b.phase ?? 0) || a.order - b.order || a.rank - b.rank);
}
