import type { Unit } from "#app/content/curriculum/schema.ts";
import { link, md } from "./markdown.ts";
import { downloads, lessonFiles, lessonName, lessonUrl } from "./offline-index.ts";
import type { TaskScope } from "./task-scope.ts";

const SHOWN = 12;
// Answers are Markdown without raw HTML (no <br>), so a cell lists its items on one line.
const cell = (items: string[]) => items.map(md).join("; ") || "–";

/**
 * Support, extension and multilingual-learner strategies for every lesson of a phase or the unit, side by
 * side, with the ready-made supported and modified handouts. (One lesson gets the full lists elsewhere.)
 */
export function composeDifferentiation(unit: Unit, scope: TaskScope): string {
  const shown = scope.lessons.slice(0, SHOWN);
  const rows = shown.map(({ lesson, phase }) => {
    const d = lesson.differentiation;
    return `| ${link(lessonName(lesson, phase), lessonUrl(unit, lesson, phase))} | ${cell(d.supported)} | ${cell(d.extension)} | ${cell(d.multilingual)} |`;
  });
  const versions = scope.lessons
    .flatMap((ref) => lessonFiles(unit, ref))
    .filter((m) => m.source.type === "handout" && m.source.variant !== "standard");
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
