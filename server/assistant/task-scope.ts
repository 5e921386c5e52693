import { getPhase, lessonLabel, phasePath, unitPath } from "#app/content/curriculum/index.ts";
import type { Lesson, Phase, Unit } from "#app/content/curriculum/schema.ts";
import { allLessons, lessonName, lessonUrl, taughtLessons, unitIndex } from "./offline-index.ts";
import type { GuideRequest } from "./tasks.ts";

export interface ScopedLesson {
  lesson: Lesson;
  phase?: Phase;
}

/**
 * The part of the unit a task is about: its name and page, the lessons in it, and a note when the question
 * named something the unit does not have. `closest` holds the lessons the question's own words point to,
 * for a task that answers lesson by lesson when the question names no part of the unit.
 */
export interface TaskScope {
  kind: "unit" | "phase" | "lesson" | "closest";
  name: string;
  url: string;
  phase?: Phase;
  lessons: ScopedLesson[];
  /** The question named this lesson, phase or the whole unit (rather than the page it was asked on). */
  named: boolean;
  note?: string;
}

/**
 * A project-work day's number as its label gives it ("Project Day 2" → 2), for the days a teacher names that way;
 * undefined for any other lesson (Unit 4's project days are labelled "Day 5" to "Day 9", like its other days).
 */
function projectDayNumber(lesson: Lesson): number | undefined {
  const found = /^Project Day (\d+)$/i.exec(lesson.label ?? "")?.[1];
  return found === undefined ? undefined : Number(found);
}

/** The lessons whose text and activities a question's words rank highest. */
function closestLessons(unit: Unit, question: string, limit: number): ScopedLesson[] {
  const ranked: ScopedLesson[] = [];
  for (const { item } of unitIndex(unit).search(question, { kinds: ["lesson", "activity"], limit: 12 })) {
    if (item.kind !== "lesson" && item.kind !== "activity") continue;
    if (!ranked.some((r) => r.lesson === item.lesson)) ranked.push({ lesson: item.lesson, phase: item.phase });
  }
  return ranked.slice(0, limit);
}

/** The scope of one lesson the teacher named (or that a task, such as a checkpoint's rubric, points to). */
export function lessonScope(unit: Unit, found: ScopedLesson, note?: string): TaskScope {
  return {
    kind: "lesson",
    name: lessonName(found.lesson, found.phase),
    url: lessonUrl(unit, found.lesson, found.phase),
    phase: found.phase,
    lessons: [found],
    named: true,
    note,
  };
}

/**
 * The offline guide's one scope resolver. A named lesson, day or project day first, then a named phase, then
 * the phase page the question was asked on (the handler hands the guide a copy of the unit holding only that
 * phase), and otherwise the whole unit; or, when `closest` is given and the question names no part of the unit (and
 * was not asked on a phase page), that many of the lessons its words point to. A named part the unit does
 * not have leaves a note and the whole it was looked for in.
 */
export function resolveScope(
  unit: Unit,
  request: Pick<GuideRequest, "question" | "phase" | "lesson" | "projectDay" | "wholeUnit">,
  closest?: number,
): TaskScope {
  const pagePhase = unit.phases.length === 1 && unit.lessons.length === 0 ? unit.phases[0] : undefined;
  let phase: Phase | undefined;
  let note: string | undefined;
  if (request.phase !== undefined) {
    phase = getPhase(unit, request.phase);
    if (!phase)
      note = unit.phases.length
        ? `This page covers ${unit.phases.map((p) => `Phase ${p.number}`).join(", ")}, not Phase ${request.phase}.`
        : `Unit ${unit.number} is taught as a sequence of lessons, without phases.`;
  } else phase = pagePhase;
  const base: TaskScope = phase
    ? {
        kind: "phase",
        name: `Phase ${phase.number}: ${phase.title}`,
        url: phasePath(unit.number, phase.number),
        phase,
        lessons: taughtLessons(unit, phase).map((lesson) => ({ lesson, phase })),
        named: request.phase !== undefined,
      }
    : {
        kind: "unit",
        name: `Unit ${unit.number}: ${unit.title}`,
        url: unitPath(unit.number),
        lessons: allLessons(unit),
        named: request.wholeUnit,
      };
  const found = base.lessons.find(({ lesson }) =>
    request.projectDay !== undefined
      ? projectDayNumber(lesson) === request.projectDay
      : lesson.number === request.lesson && projectDayNumber(lesson) === undefined,
  );
  if (found) return lessonScope(unit, found, note);
  const asked =
    request.projectDay !== undefined
      ? `Project Day ${request.projectDay}`
      : request.lesson === 0
        ? "entry event"
        : request.lesson !== undefined && `lesson or day ${request.lesson}`;
  // A project day asked for by a label its unit does not use (Unit 4's are "Day 5" to "Day 9"): the ones it has.
  const projectDays = base.lessons.filter((l) => (l.phase ?? unit).projectWork?.lessons.includes(l.lesson));
  const have =
    request.projectDay !== undefined && projectDays.length
      ? `; its project-work days are ${projectDays.map((l) => lessonLabel(l.lesson)).join(", ")}`
      : "";
  if (asked && !note) note = `${base.name} has no ${asked}${have}.`;
  // A question that names no part of the unit: a lesson-by-lesson task answers about what its words point to.
  const unnamed = request.phase === undefined && !asked && !request.wholeUnit;
  if (closest !== undefined && unnamed && base.kind === "unit")
    return { ...base, kind: "closest", lessons: closestLessons(unit, request.question, closest), named: false, note };
  return { ...base, note };
}
