import { getPhase, phasePath, unitPath } from "#app/content/curriculum/index.ts";
import type { Lesson, Phase, Unit } from "#app/content/curriculum/schema.ts";
import { allLessons, lessonName, lessonUrl } from "./offline-index.ts";

export interface ScopedLesson {
  lesson: Lesson;
  phase?: Phase;
}

/** The part of the unit a task is about: its name and page, the lessons in it, and a note when the question named something the unit does not have. */
export interface TaskScope {
  kind: "unit" | "phase" | "lesson";
  name: string;
  url: string;
  phase?: Phase;
  lessons: ScopedLesson[];
  note?: string;
}

/**
 * A named lesson or day first, then a named phase, then the phase page the question was asked on (the
 * handler hands the guide a copy of the unit holding only that phase), and otherwise the whole unit.
 */
export function resolveScope(unit: Unit, question: string): TaskScope {
  const whole: TaskScope = {
    kind: "unit",
    name: `Unit ${unit.number}: ${unit.title}`,
    url: unitPath(unit.number),
    lessons: allLessons(unit),
  };
  const phaseNumber = /\bphase\s*(\d)\b/i.exec(question)?.[1];
  let phase: Phase | undefined;
  let note: string | undefined;
  if (phaseNumber) {
    phase = getPhase(unit, Number(phaseNumber));
    if (!phase)
      note = unit.phases.length
        ? `This page covers ${unit.phases.map((p) => `Phase ${p.number}`).join(", ")}, not Phase ${phaseNumber}; here is what it holds.`
        : `Unit ${unit.number} is taught as a sequence of lessons, without phases, so here is the whole unit.`;
  } else if (unit.phases.length === 1 && unit.lessons.length === 0) {
    phase = unit.phases[0];
  }
  const phaseScope: TaskScope | undefined = phase && {
    kind: "phase",
    name: `Phase ${phase.number}: ${phase.title}`,
    url: phasePath(unit.number, phase.number),
    phase,
    lessons: phase.lessons.map((lesson) => ({ lesson, phase })),
  };
  const base = phaseScope ?? whole;
  const named = /\bentry event\b/i.test(question)
    ? 0
    : Number(/\b(?:lesson|day)\s*(\d{1,2})\b/i.exec(question)?.[1] ?? -1);
  const lesson = base.lessons.find((l) => l.lesson.number === named);
  if (lesson) {
    return {
      kind: "lesson",
      name: lessonName(lesson.lesson, lesson.phase),
      url: lessonUrl(unit, lesson.lesson, lesson.phase),
      phase: lesson.phase,
      lessons: [lesson],
      note,
    };
  }
  if (named >= 0 && !note)
    note = `${base.name} has no ${named === 0 ? "entry event" : `lesson or day ${named}`}; here is ${base.kind === "unit" ? "the whole unit" : "the phase"}.`;
  return { ...base, note };
}
