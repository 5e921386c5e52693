import type { Unit } from "#app/content/curriculum/schema.ts";
import { bullets, link, md } from "./markdown.ts";
import { downloads, lessonFiles, lessonName, lessonUrl } from "./offline-index.ts";
import type { ScopedLesson, TaskScope } from "./task-scope.ts";

const SHOWN = 12;
// Answers are Markdown without raw HTML (no <br>), so a cell lists its items on one line.
const cell = (items: string[]) => items.map(md).join("; ") || "–";

const variants = (unit: Unit, refs: ScopedLesson[]) =>
  refs
    .flatMap((ref) => lessonFiles(unit, ref))
    .filter((m) => m.source.type === "handout" && m.source.variant !== "standard");

/** One lesson's strategies in full, with its own supported and modified handouts. */
function lessonStrategies(unit: Unit, ref: ScopedLesson): string {
  const { lesson, phase } = ref;
  const d = lesson.differentiation;
  const versions = variants(unit, [ref]);
  return [
    `**${link(lessonName(lesson, phase), lessonUrl(unit, lesson, phase))}**`,
    `Support:\n${bullets(d.supported.map(md))}`,
    `Extension:\n${bullets(d.extension.map(md))}`,
    d.multilingual.length ? `Multilingual learners:\n${bullets(d.multilingual.map(md))}` : "",
    versions.length ? `Ready-made handout versions: ${downloads(versions)}.` : "",
  ]
    .filter(Boolean)
    .join("\n\n");
}

/**
 * Support, extension and multilingual-learner strategies: a lesson (or the lessons the question points to)
 * in full; every lesson of a phase or the unit side by side, with the ready-made supported and modified
 * handouts.
 */
export function composeDifferentiation(unit: Unit, scope: TaskScope): string {
  if (scope.kind === "lesson" || scope.kind === "closest") {
    const parts = scope.lessons.map((ref) => lessonStrategies(unit, ref));
    if (!parts.length)
      parts.push("Tell me which lesson you are planning and I will list its support and extension strategies.");
    return `### Differentiation\n${parts.join("\n\n")}`;
  }
  const shown = scope.lessons.slice(0, SHOWN);
  const rows = shown.map(({ lesson, phase }) => {
    const d = lesson.differentiation;
    return `| ${link(lessonName(lesson, phase), lessonUrl(unit, lesson, phase))} | ${cell(d.supported)} | ${cell(d.extension)} | ${cell(d.multilingual)} |`;
  });
  const versions = variants(unit, scope.lessons);
  return [
    `### Differentiation: ${link(scope.name, scope.url)}`,
    `For each of the ${scope.lessons.length} lessons: supports, extensions and strategies for multilingual learners.`,
    `| Lesson | Support | Extension | Multilingual learners |\n| --- | --- | --- | --- |\n${rows.join("\n")}`,
    scope.lessons.length > SHOWN
      ? `…and ${scope.lessons.length - SHOWN} more lessons: ask about one phase or lesson to see them.`
      : "",
    versions.length ? `Ready-made supported and modified handouts: ${downloads(versions)}.` : "",
  ]
    .filter(Boolean)
    .join("\n\n");
}
