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
