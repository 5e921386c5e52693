import type { Unit } from "#app/content/curriculum/schema.ts";
import { bullets, link, md } from "./markdown.ts";
import type { TaskScope } from "./task-scope.ts";

/**
 * A plain-language letter home about the unit or phase: what it asks, what students will do and how
 * families can help. It is written to "Dear families" and names no student, so no personal data is needed.
 */
export function composeLetter(unit: Unit, scope: TaskScope): string {
  const phase = scope.kind === "unit" ? undefined : scope.phase;
  const doing = phase
    ? phase.keyActivities.map((a) => md(a.title))
    : unit.phases.length
      ? unit.phases.map((p) => `${md(p.title)} (${md(p.range)})`)
      : unit.lessons.map((l) => md(l.title));
  return [
    `### Letter to families: ${link(scope.kind === "unit" ? `Unit ${unit.number}: ${unit.title}` : scope.name, scope.url)}`,
    "Dear families,",
    `In biology class we are starting ${phase ? `a new part of our unit "${md(unit.title)}": ${md(phase.title)}` : `a new unit, "${md(unit.title)}"`}. The question we will try to answer together is: *${md(unit.drivingQuestion)}*`,
    `Why it matters: ${md(unit.realWorldChallenge)}`,
    `What your student will do:\n${bullets(doing, 8)}`,
    `How you can help at home:\n${bullets([
      `Ask your student what they learned this week about ${md(unit.keyTopics.slice(0, 2).join(" and ").toLowerCase())}.`,
      `Talk about the question "${md(unit.drivingQuestion)}" and what it means for our community.`,
      "Share any experience or job connected to the topic, if you would like to; it is always a choice.",
    ])}`,
    "If you have questions, please contact me.\n\nWith thanks,\n\n[Teacher's name]",
  ].join("\n\n");
}
