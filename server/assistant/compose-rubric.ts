import type { Unit } from "#app/content/curriculum/schema.ts";
import { officialWording, scopeCodes } from "./compose-standards.ts";
import { bullets, link, md } from "./markdown.ts";
import { firstSentence, lessonCodes } from "./offline-index.ts";
import type { TaskScope } from "./task-scope.ts";
import type { GuideRequest } from "./tasks.ts";

interface Criterion {
  title: string;
  /** What a student does to meet it, as a verb phrase ("use a model to illustrate …"). */
  does: string;
  codes: string[];
}

/** The deliverable the rubric assesses: a lesson's work, a phase's checkpoint, or the unit's final project. */
function deliverable(scope: TaskScope, question: string): string {
  if (scope.kind === "lesson") return `work of ${scope.name}`;
  if (scope.phase?.checkpoint && !/\bfinal\b|\bunit project\b/i.test(question))
    return `checkpoint (${scope.phase.checkpoint.title})`;
  if (scope.phase && !/\bfinal\b/i.test(question)) return `work of ${scope.name}`;
  return "final project";
}

// Competency descriptions start "Students …"; the levels say who, so the verb phrase drops it.
const lowerFirst = (text: string) => {
  const phrase = text.replace(/^students\s+/i, "");
  return phrase.charAt(0).toLowerCase() + phrase.slice(1).replace(/\.$/, "");
};

/** The first words of a verb phrase, for the lower levels that refer back to it. */
const gist = (phrase: string) => {
  const words = phrase.split(" ");
  return words.length > 9 ? `${words.slice(0, 9).join(" ")}…` : phrase;
};

/**
 * Criteria, most specific first: the phase's own assessment components, the scope's NGSS expectations
 * (most often cited first, each with the state codes its lessons pair it with), the unit's competencies,
 * and communication, up to six.
 */
export function rubricCriteria(unit: Unit, scope: TaskScope): Criterion[] {
  const criteria: Criterion[] = [];
  const components = scope.phase?.extraSections.find((s) => /assessment/i.test(s.title))?.items ?? [];
  for (const item of components.slice(0, 2))
    criteria.push({ title: item.title, does: lowerFirst(firstSentence(item.description, 160)), codes: [] });
  const cited = (code: string) => scope.lessons.filter(({ lesson }) => lessonCodes(lesson).includes(code));
  const codes = scopeCodes(unit, scope);
  const ngss = codes
    .filter((c) => c.startsWith("HS-"))
    .sort((a, b) => cited(b).length - cited(a).length)
    .slice(0, 2);
  for (const code of ngss) {
    const state = codes.filter(
      (c) => c.startsWith("BIO1") && cited(code).some(({ lesson }) => lessonCodes(lesson).includes(c)),
    );
    const wording = officialWording(unit, code) ?? code;
    criteria.push({
      title: `Science: ${code}`,
      does: lowerFirst(firstSentence(wording, 200)),
      codes: [code, ...state.slice(0, 2)],
    });
  }
  for (const competency of unit.competencies) {
    if (criteria.length >= 5) break;
    criteria.push({ title: competency.title, does: lowerFirst(firstSentence(competency.description, 160)), codes: [] });
  }
  if (!criteria.some((c) => /communicat/i.test(c.title)))
    criteria.push({
      title: "Communication",
      does: "present the work clearly for its audience, with accurate vocabulary and cited sources",
      codes: [],
    });
  return criteria.slice(0, 6);
}

export function composeRubric(unit: Unit, scope: TaskScope, request: Pick<GuideRequest, "question">): string {
  const task = deliverable(scope, request.question);
  const criteria = rubricCriteria(unit, scope);
  const cell = (text: string) => text.replace(/\|/g, "\\|");
  const rows = criteria.map(({ title, does, codes }) => {
    const d = md(does);
    const short = md(gist(does));
    return `| **${cell(md(title))}** | ${codes.join(", ") || "—"} | ${cell(`All of level 3, and the ${md(task)} uses it to answer the driving question with evidence beyond the class data.`)} | ${cell(`In the ${md(task)}, students ${d}, accurately and with evidence from the unit's activities.`)} | ${cell(`Students try to ${short}; the ${md(task)} has gaps or errors, or only partial evidence.`)} | ${cell(`The ${md(task)} names some ideas but does not yet ${short}; students need support to start.`)} |`;
  });
  return [
    `### Rubric for the ${md(task)}`,
    task === "final project" ? `The challenge: ${md(firstSentence(unit.realWorldChallenge, 300))}` : "",
    `For ${link(scope.name, scope.url)}. Each criterion is scored from 4 (Exceeding) to 1 (Beginning).`,
    `| Criterion | Standards | 4 Exceeding | 3 Meeting | 2 Approaching | 1 Beginning |\n| --- | --- | --- | --- | --- | --- |\n${rows.join("\n")}`,
    `Where the criteria come from:\n${bullets([
      "Science criteria: the NGSS expectations most cited by the lessons in scope, in their official wording, with the state codes the same lessons cite.",
      "Other criteria: the assessment components of the phase, where it has them, and the unit's competencies; they assess no standard code.",
    ])}`,
  ]
    .filter(Boolean)
    .join("\n\n");
}
