// The end-of-unit assessments (issue 29, point 3), one per unit.
export const unitAssessments: { unit: number }[] = [];
