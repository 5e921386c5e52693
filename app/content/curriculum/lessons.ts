import type { Lesson, Phase, Unit } from "./schema.ts";

/** A unit's or phase's lessons followed by its project-work days (decision 0036). */
export function ownAndProjectLessons(holder: Pick<Unit, "lessons" | "projectWork">): Lesson[] {
  return [...holder.lessons, ...(holder.projectWork?.lessons ?? [])];
}

/** Every lesson of a unit, project-work days included, with the phase it belongs to (none for a unit's own). */
export function everyLesson(unit: Unit): { lesson: Lesson; phase?: Phase }[] {
  return [
    ...ownAndProjectLessons(unit).map((lesson) => ({ lesson })),
    ...unit.phases.flatMap((phase) => ownAndProjectLessons(phase).map((lesson) => ({ lesson, phase }))),
  ];
}

/** Where content names a lesson: its unit, its phase (none for the unit's own lessons) and its number. */
export interface LessonAt {
  unit: number;
  phase?: number;
  lesson: number;
}

/**
 * The lesson named by unit, phase and number among `units` (a project-work day included), with its unit and phase;
 * undefined where the course has no such lesson. Printables, rubrics and lead times all name their lesson this way.
 */
export function lessonAt(units: Unit[], at: LessonAt): { unit: Unit; phase?: Phase; lesson: Lesson } | undefined {
  const unit = units.find((u) => u.number === at.unit);
  const found = unit && everyLesson(unit).find((l) => l.phase?.number === at.phase && l.lesson.number === at.lesson);
  return unit && found ? { unit, ...found } : undefined;
}

/** How a lesson is named on pages and documents: its label, or "Lesson {number}". */
export function lessonLabel(lesson: Pick<Lesson, "label" | "number">): string {
  return lesson.label ?? `Lesson ${lesson.number}`;
}

/**
 * A lesson's name across a whole unit: "Phase 2 Day 9" where it belongs to a phase (phases may restart their
 * numbering), its label alone for a unit's own lesson.
 */
export function dayName(lesson: Pick<Lesson, "label" | "number">, phase?: number): string {
  return phase === undefined ? lessonLabel(lesson) : `Phase ${phase} ${lessonLabel(lesson)}`;
}
