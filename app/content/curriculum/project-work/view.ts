import { lessonStudentFiles } from "../artifacts/index.ts";
import type { Phase, Unit } from "../schema.ts";

/**
 * What a page shows of a project-work extension (decision 0036): its heading, placement and summary, and a card per
 * day (without the handout, differentiation and assessment, which live in the files), each with its student files.
 */
export function projectWorkView(unit: Unit, phase?: Phase) {
  const work = (phase ?? unit).projectWork;
  if (!work) return undefined;
  return {
    title: work.title,
    placement: work.placement,
    summary: work.summary,
    phase: phase?.number,
    lessons: work.lessons.map((lesson) => {
      const { handout: _h, differentiation: _d, assessment: _a, ...shown } = lesson;
      return { ...shown, studentFiles: lessonStudentFiles(unit, phase, lesson) };
    }),
  };
}

/** The extensions a unit page shows: the unit's own, or those continuing its phases. */
export function unitProjectWork(unit: Unit) {
  return [projectWorkView(unit), ...unit.phases.map((p) => projectWorkView(unit, p))].filter((v) => v !== undefined);
}

export type ProjectWorkView = NonNullable<ReturnType<typeof projectWorkView>>;
