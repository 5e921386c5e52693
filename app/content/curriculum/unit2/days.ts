// Unit 2 counts its phases in days: how a day is labelled and where its files live.
import { handout, lessonPlan, type MaterialInput } from "#app/content/curriculum/builders.ts";
import type { LessonInput } from "#app/content/curriculum/schema.ts";

/** The part of a file name made from a title: "Meet the Pathogens!" gives "Meet_the_Pathogens". */
export function fileSlug(title: string): string {
  return title.replace(/[^A-Za-z0-9]+/g, "_").replace(/^_+|_+$/g, "");
}

export function lessonPlanPath(phase: number, lesson: Pick<LessonInput, "number" | "title">): string {
  return `/materials/unit2/phase${phase}/Day_${lesson.number}_${fileSlug(lesson.title)}_Lesson_Plan.docx`;
}

export function handoutPath(phase: number, lesson: Pick<LessonInput, "number" | "title">): string {
  return `/materials/unit2/phase${phase}/Day_${lesson.number}_${fileSlug(lesson.title)}_Handout.pdf`;
}

/** Unit 2 phases count in days, so every lesson is labelled "Day N" and files its plan in its phase folder. */
export function day(phase: number, lesson: Omit<LessonInput, "label" | "file">): LessonInput {
  return { ...lesson, label: `Day ${lesson.number}`, file: lessonPlanPath(phase, lesson) };
}

export function lessonPlanMaterial(phase: number, lesson: LessonInput): MaterialInput {
  return lessonPlan({
    title: `Day ${lesson.number}: ${lesson.title}`,
    subtitle: `Phase ${phase} lesson plan (Word)`,
    path: lessonPlanPath(phase, lesson),
    lesson: lesson.number,
  });
}

export function handoutMaterial(phase: number, lesson: LessonInput): MaterialInput {
  return handout({
    title: `Day ${lesson.number} Handout: ${lesson.handout?.title ?? lesson.title}`,
    subtitle: `Phase ${phase} student handout (PDF)`,
    path: handoutPath(phase, lesson),
    lesson: lesson.number,
  });
}
