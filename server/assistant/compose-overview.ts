import { lessonLabel, phasePath } from "#app/content/curriculum/index.ts";
import type { Phase, Unit } from "#app/content/curriculum/schema.ts";
import { bullets, link, md } from "./markdown.ts";
import {
  allLessons,
  firstSentence,
  type GuideItem,
  lessonCodes,
  lessonName,
  lessonUrl,
  taughtLessons,
  unitIndex,
} from "./offline-index.ts";
import type { ScopedLesson, TaskScope } from "./task-scope.ts";
import type { GuideRequest } from "./tasks.ts";

function describeHit(item: GuideItem): string {
  switch (item.kind) {
    case "lesson":
      return `${link(item.name, item.url)} — ${md(firstSentence(item.summary))}`;
    case "activity":
      return `Activity ${link(item.activity.title, item.url)} (${item.activity.minutes} min, in ${md(lessonName(item.lesson, item.phase))}) — ${md(firstSentence(item.summary))}`;
    case "phase":
      return `${link(item.name, item.url)} (${md(item.phase.range)}) — ${md(firstSentence(item.summary))}`;
    case "standard":
      return `Standard **${item.code}** — ${md(firstSentence(item.summary))} (${link("Standards Alignment", item.url)})`;
    case "concept":
      return `Core concept ${link(item.name, item.url)}${item.concept.codes.length ? ` (${item.concept.codes.join(", ")})` : ""} — ${md(firstSentence(item.summary))}`;
    case "material":
      return `Download ${link(item.name, item.url)} — ${md(item.summary)}`;
  }
}

function suggestions(unit: Unit): string {
  const first = allLessons(unit)[0];
  const code = first ? lessonCodes(first.lesson)[0] : unit.standards.ngss[0]?.code;
  const lesson = first ? lessonLabel(first.lesson) : "Lesson 1";
  return `You can ask me, for example: "Which lessons address ${code ?? "HS-LS2-7"}?", "Adapt ${lesson} for a 45-minute block", "How can I differentiate ${lesson}?" or "What materials do I need for ${lesson}?"`;
}

function glance(unit: Unit): string {
  const items = unit.phases.length
    ? unit.phases.map(
        (p) => `${link(`Phase ${p.number}: ${p.title}`, phasePath(unit.number, p.number))} (${md(p.range)})`,
      )
    : taughtLessons(unit).map((l) => link(`${lessonLabel(l)}: ${l.title}`, lessonUrl(unit, l)));
  return `Driving question: *${md(unit.drivingQuestion)}*\n\n${unit.phases.length ? "Phases" : "Lessons"}:\n${bullets(items)}`;
}

function closestParts(unit: Unit, question: string): string {
  const hits = unitIndex(unit).search(question, { limit: 5 });
  if (!hits.length) {
    return `I could not find that in the content of Unit ${unit.number}. Here is the unit at a glance.\n\n${glance(unit)}\n\n${suggestions(unit)}`;
  }
  return `The parts of this unit closest to your question:\n${bullets(hits.map(({ item }) => describeHit(item)))}\n\n${suggestions(unit)}`;
}

function lessonSummary(unit: Unit, { lesson, phase }: ScopedLesson): string {
  const codes = lessonCodes(lesson);
  const minutes = lesson.activities.reduce((sum, a) => sum + a.minutes, 0);
  return [
    `**${link(lessonName(lesson, phase), lessonUrl(unit, lesson, phase))}** — ${md(lesson.description)}`,
    `Driving question: *${md(lesson.drivingQuestion)}*`,
    `Objectives:\n${bullets(lesson.objectives.map(md))}`,
    `Activities (${minutes} min): ${lesson.activities.map((a) => `${md(a.title)} (${a.minutes} min)`).join(" · ")}`,
    codes.length ? `Standards: ${codes.join(", ")}` : "",
  ]
    .filter(Boolean)
    .join("\n\n");
}

function phaseSummary(unit: Unit, phase: Phase): string {
  const url = phasePath(unit.number, phase.number);
  return [
    `**${link(`Phase ${phase.number}: ${phase.title}`, url)}** (${md(phase.range)}) — ${md(phase.summary)}`,
    `Key activities:\n${bullets(phase.keyActivities.map((a) => `${a.when ? `${md(a.when)}: ` : ""}${md(a.title)}`))}`,
    phase.checkpoint ? `Checkpoint (${md(phase.checkpoint.when)}): ${md(phase.checkpoint.title)}` : "",
    phase.lessons.length
      ? `Lessons:\n${bullets(taughtLessons(unit, phase).map((l) => link(`${lessonLabel(l)}: ${l.title}`, lessonUrl(unit, l, phase))))}`
      : "",
  ]
    .filter(Boolean)
    .join("\n\n");
}

/**
 * A question that asks for no task: a named lesson or phase gets its summary; anything else the parts of
 * the unit its words point to, or the unit at a glance.
 */
export function composeOverview(unit: Unit, scope: TaskScope, request: Pick<GuideRequest, "question">): string {
  const [only] = scope.lessons;
  if (scope.kind === "lesson" && only) return `${lessonSummary(unit, only)}\n\n${suggestions(unit)}`;
  if (scope.kind === "phase" && scope.named && scope.phase)
    return `${phaseSummary(unit, scope.phase)}\n\n${suggestions(unit)}`;
  return closestParts(unit, request.question);
}
