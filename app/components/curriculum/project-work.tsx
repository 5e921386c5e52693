import type { ProjectWorkView } from "#app/content/curriculum/project-work/view.ts";
import { cn } from "#app/lib/cn.ts";
import { LessonCard } from "./lesson-card.tsx";
import { Badge } from "./page-header.tsx";
import { mutedText } from "./styles.ts";
import { curriculumText } from "./text.ts";

/**
 * A project-work extension's days (decision 0036), set apart from the spec's lessons by a badge and a border so a
 * teacher sees at once that these plans and files are extra to the unit's fixed shape and download lists.
 */
export function ProjectWork({
  work,
  showPhase = false,
  compactInPrint = false,
}: {
  work: ProjectWorkView;
  showPhase?: boolean;
  /** On a phase's page the days print as a list of titles: their cards print in full from the unit's page. */
  compactInPrint?: boolean;
}) {
  return (
    <div
      data-project-work
      className="rounded-xl border-2 border-dashed border-brand-700/40 p-4 sm:p-6 dark:border-honey-300/40"
    >
      <Badge>{curriculumText.projectWorkBadge}</Badge>
      {showPhase && work.phase !== undefined && (
        <p className="mt-2 font-semibold text-brand-800 text-sm dark:text-honey-300">
          {curriculumText.projectWorkPhase(work.phase)}
        </p>
      )}
      <p className="mt-3 max-w-3xl font-medium text-slate-900 dark:text-white">{work.placement}</p>
      <p className={cn("mt-2 max-w-3xl", mutedText)}>{work.summary}</p>
      <div className="mt-4 grid gap-4" data-no-print={compactInPrint || undefined}>
        {work.lessons.map((lesson) => (
          <LessonCard key={lesson.number} lesson={lesson} />
        ))}
      </div>
      {compactInPrint && (
        <ul className="mt-3 hidden list-disc pl-5 text-sm print:block">
          {work.lessons.map((lesson) => (
            <li key={lesson.number}>
              {lesson.label ?? `Lesson ${lesson.number}`}: {lesson.title}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
