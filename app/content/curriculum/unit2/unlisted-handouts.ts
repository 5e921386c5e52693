// Unit 2 handouts added for issue 29 that the phases' fixed download lists do not offer: each lesson card links
// them, in both formats, with a supported and a modified version for one day of the phase.
import { handout, type MaterialInput } from "#app/content/curriculum/builders.ts";
import type { LessonInput } from "#app/content/curriculum/schema.ts";
import { handoutPath } from "./days.ts";

type Variant = "standard" | "supported" | "modified";

const formats = [
  { ext: "pdf", name: "PDF" },
  { ext: "docx", name: "Word" },
] as const;

function handoutFiles(phase: number, lesson: LessonInput, variant: Variant): MaterialInput[] {
  const suffix = variant === "standard" ? "" : `_${variant[0]?.toUpperCase()}${variant.slice(1)}`;
  const stem = handoutPath(phase, lesson).replace(/\.pdf$/, suffix);
  const version = variant === "standard" ? "" : ` (${variant})`;
  return formats.map(({ ext, name }) =>
    handout({
      title: `Day ${lesson.number} Handout: ${lesson.handout?.title ?? lesson.title}${version}`,
      subtitle: `Phase ${phase} student handout${version} (${name})`,
      path: `${stem}.${ext}`,
      lesson: lesson.number,
      ...(variant === "standard" ? {} : { variant }),
    }),
  );
}

/** The standard handout of every day with one, except the days the download list already offers. */
export function unlistedHandouts(phase: number, lessons: LessonInput[], except: number[] = []): MaterialInput[] {
  return lessons
    .filter((lesson) => lesson.handout && !except.includes(lesson.number))
    .flatMap((lesson) => handoutFiles(phase, lesson, "standard"));
}

/** The supported and modified versions of one day's handout. */
export function handoutVariants(phase: number, lessons: LessonInput[], day: number): MaterialInput[] {
  const lesson = lessons.find((l) => l.number === day);
  if (!lesson?.handout) throw new Error(`Unit 2 Day ${day} has no handout to vary`);
  return [...handoutFiles(phase, lesson, "supported"), ...handoutFiles(phase, lesson, "modified")];
}
