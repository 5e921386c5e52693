import type { Unit } from "#app/content/curriculum/schema.ts";
import { blankCandidates, escapeRegExp } from "./blanks.ts";
import { composeQuiz } from "./compose-quiz.ts";
import { link, md } from "./markdown.ts";
import { lessonName, lessonUrl } from "./offline-index.ts";
import type { TaskScope } from "./task-scope.ts";
import type { GuideRequest } from "./tasks.ts";

/** The key term a fill-in-the-blank hides: the best candidate the quiz has not used yet. */
function blankTerm(sentence: string, vocabulary: string, used: Set<string>): string | undefined {
  return blankCandidates(sentence, vocabulary).find((c) => !used.has(c.term.toLowerCase()))?.term;
}

interface Item {
  question: string;
  answer: string;
}

/** A teacher asking for a quiz or test (rather than an exit ticket or checks for understanding). */
export const asksForQuiz = (question: string) => /\bquiz|\btests?\b|\bassessments?\b/i.test(question);

/**
 * Checks for understanding: an exit ticket for one lesson, written from its driving question and key understandings
 * (a short-answer question and fill-in-the-blank sentences, with the missing words as the key); a quiz (compose-quiz.ts)
 * when the teacher asks for one or the scope is a phase or the unit.
 */
export function composeChecks(unit: Unit, scope: TaskScope, request?: Pick<GuideRequest, "question">): string {
  const ref = scope.kind === "lesson" ? scope.lessons[0] : undefined;
  if (!ref || asksForQuiz(request?.question ?? "")) return composeQuiz(unit, scope);
  const title = `### Checks for understanding: ${link(scope.name, scope.url)}`;
  const source = link(lessonName(ref.lesson, ref.phase), lessonUrl(unit, ref.lesson, ref.phase));
  const items: Item[] = [
    {
      question: `${md(ref.lesson.drivingQuestion)} Explain in two or three sentences. _(${source})_`,
      answer: `Look for: ${ref.lesson.keyUnderstandings.map(md).join(" ")}`,
    },
  ];
  const vocabulary = [
    ref.lesson.title,
    ...ref.lesson.objectives,
    ...unit.keyTopics,
    ...unit.coreConcepts.map((c) => c.title),
  ].join(". ");
  const used = new Set<string>();
  for (const sentence of ref.lesson.keyUnderstandings) {
    const term = blankTerm(sentence, vocabulary, used);
    if (!term) continue;
    used.add(term.toLowerCase());
    const blanked = sentence.replace(new RegExp(`\\b${escapeRegExp(term)}\\b`), "_____");
    items.push({ question: `Fill in the blank: "${md(blanked)}" _(${source})_`, answer: md(term) });
  }
  const shown = items.slice(0, 4);
  return [
    title,
    `An exit ticket for ${md(scope.name)}, from its driving question and key understandings:`,
    shown.map((item, i) => `${i + 1}. ${item.question}`).join("\n"),
    `#### Answer key\n${shown.map((item, i) => `${i + 1}. ${item.answer}`).join("\n")}`,
  ].join("\n\n");
}
