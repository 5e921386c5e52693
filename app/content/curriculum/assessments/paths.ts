import { teacherKeyPath } from "../index.ts";

// Where a unit's end-of-unit assessment is published: beside the unit's own files but in no download list of the
// spec, with its teacher key named as every handout's is (teacherKeyPath), so whatever gates the teacher keys by
// their name gates these too. Pages import only this module, never the items or their keys.

export type AssessmentFormat = "pdf" | "docx";

export const assessmentFormats: AssessmentFormat[] = ["pdf", "docx"];

export function assessmentPath(unit: number, format: AssessmentFormat): string {
  return `/materials/unit${unit}/Unit_${unit}_End_of_Unit_Assessment.${format}`;
}

export function assessmentKeyPath(unit: number, format: AssessmentFormat): string {
  return teacherKeyPath(assessmentPath(unit, format));
}

/** A download the unit page offers for its assessment: the student copy or the teacher key, in one format. */
export interface AssessmentLink {
  title: string;
  subtitle: string;
  path: string;
  format: AssessmentFormat;
  key: boolean;
}

/** The unit page's assessment downloads: the student copy in both formats, then the teacher key in both. */
export function assessmentLinks(unit: number): AssessmentLink[] {
  return [
    ...assessmentFormats.map((format) => ({
      title: `Unit ${unit} End-of-Unit Assessment`,
      subtitle: "Pre- and post-test: multiple choice, data interpretation, claim-evidence-reasoning",
      path: assessmentPath(unit, format),
      format,
      key: false,
    })),
    ...assessmentFormats.map((format) => ({
      title: `Unit ${unit} End-of-Unit Assessment (Teacher key)`,
      subtitle: "Answers, the misconception behind each wrong choice, and scoring notes",
      path: assessmentKeyPath(unit, format),
      format,
      key: true,
    })),
  ];
}
