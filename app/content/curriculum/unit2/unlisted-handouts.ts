// Unit 2 handouts added for issue 29 that the phases' fixed download lists do not offer: each lesson card links
// them, in both formats, with a supported and a modified version for one day of the phase.
import { type MaterialInput, unlistedHandout } from "#app/content/curriculum/builders.ts";
import type { LessonInput } from "#app/content/curriculum/schema.ts";
import { handoutPath } from "./days.ts";

/**
 * The handout of every day with one, except the days the download list already offers; day `varied` also in its
 * supported and modified versions.
 */
export function unlistedHandouts(
  phase: number,
  lessons: LessonInput[],
  { except = [], varied }: { except?: number[]; varied: number },
): MaterialInput[] {
  if (!lessons.find((l) => l.number === varied)?.handout)
    throw new Error(`Unit 2 Day ${varied} has no handout to vary`);
  return lessons
    .filter((lesson) => lesson.handout && !except.includes(lesson.number))
    .flatMap((lesson) =>
      unlistedHandout(
        {
          stem: handoutPath(phase, lesson).replace(/\.pdf$/, ""),
          title: `Day ${lesson.number} Handout: ${lesson.handout?.title ?? lesson.title}`,
          subtitle: `Phase ${phase} student handout`,
          lesson: lesson.number,
        },
        { variants: lesson.number === varied },
      ),
    );
}
