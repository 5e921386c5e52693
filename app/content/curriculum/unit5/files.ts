// Unit 5's downloadable files: where each lives, and how the phase download lists name them.
import { handout, lessonPlan, unlistedHandout } from "#app/content/curriculum/builders.ts";
/** Every downloadable file of the unit, so lessons and the download lists name the same path. */
export const unitPlanPath = "/materials/unit5/Unit5_Complete_Unit_Plan.docx";

export function inPhase(phase: number, file: string): string {
  return `/materials/unit5/phase${phase}/${file}`;
}

export const plan = {
  1: inPhase(1, "Lesson_1_Chronic_Disease_Lesson_Plan.docx"),
  2: inPhase(1, "Lesson_2_Cells_and_Systems_Lesson_Plan.docx"),
  3: inPhase(1, "Lesson_3_Blood_Glucose_Homeostasis_Lesson_Plan.docx"),
  4: inPhase(1, "Lesson_4_Asthma_and_Hypertension_Lesson_Plan.docx"),
  5: inPhase(1, "Lesson_5_Checkpoint_1_Lesson_Plan.docx"),
  6: inPhase(2, "Lesson_6_Genes_to_Proteins_Lesson_Plan.docx"),
  7: inPhase(2, "Lesson_7_Family_Health_History_Lesson_Plan.docx"),
  8: inPhase(2, "Lesson_8_Polygenic_Risk_Lesson_Plan.docx"),
  9: inPhase(2, "Lesson_9_Epigenetics_Lesson_Plan.docx"),
  10: inPhase(2, "Lesson_10_Ancestry_Evolution_Health_Lesson_Plan.docx"),
  11: inPhase(2, "Lesson_11_Checkpoint_2_Lesson_Plan.docx"),
  12: inPhase(3, "Day_12_Social_Determinants_Lesson_Plan.docx"),
  13: inPhase(3, "Day_13_Place_Matters_Lesson_Plan.docx"),
  14: inPhase(3, "Day_14_Stress_and_Weathering_Lesson_Plan.docx"),
  15: inPhase(3, "Day_15_Reading_Health_Data_Lesson_Plan.docx"),
  16: inPhase(3, "Day_16_Community_Voices_Lesson_Plan.docx"),
  17: inPhase(3, "Day_17_Checkpoint_3_Lesson_Plan.docx"),
  18: inPhase(4, "Day_18_Defining_the_Problem_Lesson_Plan.docx"),
  19: inPhase(4, "Day_19_Evidence_Based_Ideas_Lesson_Plan.docx"),
  20: inPhase(4, "Day_20_Prototype_and_Feedback_Lesson_Plan.docx"),
  21: inPhase(4, "Day_21_Scientific_Story_Lesson_Plan.docx"),
  22: inPhase(4, "Day_22_Checkpoint_4_Lesson_Plan.docx"),
  // The Phase 5 page lists the downloads for days 23-26, so those files live in the phase 5 folder.
  23: inPhase(5, "Day_23_Data_Visuals_Lesson_Plan.docx"),
  24: inPhase(5, "Day_24_Final_Presentations_1_Lesson_Plan.docx"),
  25: inPhase(5, "Day_25_Final_Presentations_2_Lesson_Plan.docx"),
  26: inPhase(5, "Day_26_Personal_Learning_Reflection_Lesson_Plan.docx"),
  27: inPhase(5, "Day_27_Measuring_What_Changed_Lesson_Plan.docx"),
  28: inPhase(5, "Day_28_Impact_Summary_and_Peer_Evaluations_Lesson_Plan.docx"),
  29: inPhase(5, "Day_29_Community_Action_Planning_Lesson_Plan.docx"),
  30: inPhase(5, "Day_30_Celebration_and_Showcase_Lesson_Plan.docx"),
} as const;

export type PlannedLesson = keyof typeof plan;

export function lessonPlanFile(phase: number, lesson: PlannedLesson, title: string, subtitle: string) {
  return lessonPlan({ title, subtitle, path: plan[lesson], lesson, phase });
}

export function handoutFile(
  folder: number,
  sourcePhase: number,
  lesson: PlannedLesson,
  file: string,
  title: string,
  subtitle: string,
) {
  return handout({ title, subtitle, path: inPhase(folder, file), lesson, phase: sourcePhase });
}

/** A day's unlisted handout as .pdf and .docx, with `variants` its supported and modified versions too. */
export function dayHandoutFiles(
  phase: number,
  lesson: PlannedLesson,
  slug: string,
  title: string,
  subtitle: string,
  variants = false,
) {
  const stem = inPhase(phase, `${lesson <= 11 ? "Lesson" : "Day"}_${lesson}_${slug}_Handout`);
  return unlistedHandout({ stem, title, subtitle, lesson, phase }, { variants });
}
