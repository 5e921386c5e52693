import type { Unit } from "#app/content/curriculum/schema.ts";
import { link, md } from "./markdown.ts";
import { lessonName, lessonUrl } from "./offline-index.ts";
import type { ScopedLesson, TaskScope } from "./task-scope.ts";

const QUIZ_LENGTH = 8;
const COMMON = new Set(
  "about after against because before between could different during every their there these those through which while without would should other people".split(
    " ",
  ),
);

/** The word a fill-in-the-blank hides: a unit key topic the sentence names, else its longest uncommon word. */
function blankTerm(sentence: string, topics: string[]): string | undefined {
  const topic = topics.find((t) => new RegExp(`\\b${t.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\b`, "i").test(sentence));
  if (topic) return new RegExp(`\\b${topic.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\b`, "i").exec(sentence)![0];
  const words = (sentence.match(/\b[A-Za-z][A-Za-z-]{6,}\b/g) ?? []).filter((w) => !COMMON.has(w.toLowerCase()));
  return words.sort((a, b) => b.length - a.length)[0];
}

/** Lessons spread evenly over the scope, so a quiz on a phase or unit samples all of it. */
function spread(lessons: ScopedLesson[], count: number): ScopedLesson[] {
  if (lessons.length <= count) return lessons;
  return Array.from({ length: count }, (_, i) => lessons[Math.floor((i * lessons.length) / count)]!);
}

interface Item {
  question: string;
  answer: string;
}

/**
 * An exit ticket for one lesson, or a short quiz across a phase or unit, written from the lessons' driving
 * questions and key understandings, with an answer key: short-answer questions (what to look for) and
 * fill-in-the-blank sentences (the missing word).
 */
export function composeChecks(unit: Unit, scope: TaskScope): string {
  const title = `### Checks for understanding: ${link(scope.name, scope.url)}`;
  if (!scope.lessons.length)
    return `${title}\nThe curriculum data has no lessons for ${md(scope.name)} to write questions from.`;
  const single = scope.kind === "lesson";
  const lessons = single ? scope.lessons : spread(scope.lessons, Math.ceil(QUIZ_LENGTH / 2));
  const topics = [...unit.keyTopics].sort((a, b) => b.length - a.length);
  const items: Item[] = [];
  for (const ref of lessons) {
    const source = link(lessonName(ref.lesson, ref.phase), lessonUrl(unit, ref.lesson, ref.phase));
    items.push({
      question: `${md(ref.lesson.drivingQuestion)} Explain in two or three sentences. _(${source})_`,
      answer: `Look for: ${ref.lesson.keyUnderstandings.map(md).join(" ")}`,
    });
    const understandings = single ? ref.lesson.keyUnderstandings : ref.lesson.keyUnderstandings.slice(0, 1);
    for (const sentence of understandings) {
      const term = blankTerm(sentence, topics);
      if (!term) continue;
      const blanked = sentence.replace(term, "_____");
      items.push({ question: `Fill in the blank: "${md(blanked)}" _(${source})_`, answer: md(term) });
    }
  }
  const shown = items.slice(0, single ? 4 : QUIZ_LENGTH);
  return [
    title,
    single
      ? `An exit ticket for ${md(scope.name)}, from its driving question and key understandings:`
      : `A short quiz on ${md(scope.name)}: ${shown.length} questions drawn from ${lessons.length} of its ${scope.lessons.length} lessons, from their driving questions and key understandings:`,
    shown.map((item, i) => `${i + 1}. ${item.question}`).join("\n"),
    `#### Answer key\n${shown.map((item, i) => `${i + 1}. ${item.answer}`).join("\n")}`,
  ].join("\n\n");
}
