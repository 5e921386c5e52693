import type { Lesson, Phase, ProjectWork, Unit } from "./schema.ts";

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

/**
 * The project-work extension a lesson is a day of (decision 0036), or undefined for one of the spec's lessons: its
 * plan says so, since a phase's range ("Days 1-4") does not cover the extension's days.
 */
export function projectWorkOf(holder: Pick<Unit, "projectWork">, lesson: Lesson): ProjectWork | undefined {
  return holder.projectWork?.lessons.includes(lesson) ? holder.projectWork : undefined;
}

/**
 * A unit's lessons in the order they are taught, each with the school day it falls on, counted from the unit's first
 * day: a phase's or unit's own lessons in turn, its project days after the lesson they follow (decision 0036), and
 * the school days they wait for (Unit 1's analysis waits for the plant experiment's Day 14) left between.
 */
export function teachingOrder(unit: Unit): { lesson: Lesson; phase?: Phase; schoolDay: number }[] {
  const taught: { lesson: Lesson; phase?: Phase; schoolDay: number }[] = [];
  let day = 0;
  const teach = (holder: Pick<Unit, "lessons" | "projectWork">, phase?: Phase) => {
    const work = holder.projectWork;
    const after = work?.follows ?? holder.lessons.at(-1)?.number;
    const place = (lesson: Lesson) => taught.push({ lesson, phase, schoolDay: ++day });
    const project = () => {
      if (!work) return;
      day += work.waitSchoolDays;
      work.lessons.forEach(place);
    };
    for (const lesson of holder.lessons) {
      place(lesson);
      if (lesson.number === after) project();
    }
    if (!holder.lessons.some((l) => l.number === after)) project();
  };
  teach(unit);
  for (const phase of unit.phases) teach(phase, phase);
  return taught;
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
