import { unitPath } from "#app/content/curriculum/index.ts";
import type { Unit } from "#app/content/curriculum/schema.ts";
import { composeChecks } from "./compose-checks.ts";
import { composeDifferentiation } from "./compose-differentiation.ts";
import { composeLetter } from "./compose-letter.ts";
import { composeMaterials } from "./compose-materials.ts";
import { composeOverview } from "./compose-overview.ts";
import { composePacing } from "./compose-pacing.ts";
import { composeRubric } from "./compose-rubric.ts";
import { composeStandards } from "./compose-standards.ts";
import { link, md } from "./markdown.ts";
import { resolveScope, type TaskScope } from "./task-scope.ts";
import { type GuideRequest, type GuideTask, recognise } from "./tasks.ts";

/**
 * The built-in offline curriculum guide: a deterministic assistant that answers from the unit's own
 * content. One path for every question: the recogniser reads which tasks it asks for and their parameters,
 * the scope resolver finds the part of the unit each task is about, and that task's composer writes its
 * Markdown section, citing the lessons and pages it draws on.
 */

interface Composer {
  /**
   * How many of the lessons the question's words point to this task answers about when the question names
   * no part of the unit; without it, such a question is about the whole unit (or the phase page).
   */
  closest?: (request: GuideRequest) => number | undefined;
  compose: (unit: Unit, scope: TaskScope, request: GuideRequest) => string;
}

const COMPOSERS: Record<GuideTask | "other", Composer> = {
  standards: { compose: composeStandards },
  "family-letter": { compose: composeLetter },
  checks: { compose: composeChecks },
  rubric: { compose: composeRubric },
  // Without a time budget, "how long" is about one lesson; with one, the unit or phase is laid out.
  pacing: { closest: (r) => (r.period || r.days ? undefined : 1), compose: composePacing },
  differentiation: { closest: () => 2, compose: composeDifferentiation },
  // A materials list with no lesson or subject named ("materials for 28 students") is the whole unit's.
  materials: { closest: (r) => (r.subject.length ? 2 : undefined), compose: composeMaterials },
  other: { compose: composeOverview },
};

// Named codes come first, as the question's subject; then the document asked for, then planning help.
const ANSWER_ORDER: GuideTask[] = [
  "standards",
  "family-letter",
  "checks",
  "rubric",
  "pacing",
  "differentiation",
  "materials",
];

/** The guide's full answer to the last question, in Markdown. */
export function composeOfflineAnswer(unit: Unit, question: string): string {
  const request = recognise(question);
  const sections = [
    `**Offline curriculum guide.** I am GeneHive's built-in guide, not an AI model: I answer from the published content of ${link(`Unit ${unit.number}: ${unit.title}`, unitPath(unit.number))}.`,
  ];
  const tasks = request.tasks.length ? ANSWER_ORDER.filter((t) => request.tasks.includes(t)) : (["other"] as const);
  for (const task of tasks) {
    const composer = COMPOSERS[task];
    const scope = resolveScope(unit, request, composer.closest?.(request));
    // A named code is answered for the whole unit, whatever part of it the question names.
    const note = task === "standards" && request.codes.length ? undefined : scope.note;
    if (note && !sections.includes(md(note))) sections.push(md(note));
    sections.push(composer.compose(unit, scope, request));
  }
  sections.push(
    "_A draft drawn from the unit's published content: review it and adapt it for your class. Keep students' names and other personal details out of this chat._",
  );
  return sections.join("\n\n");
}
