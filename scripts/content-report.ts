// npm run content:report: per unit, how teachable the curriculum is (issue 29's "Done when"), counted from the content.
import { unitAssessments } from "#app/content/curriculum/assessments/index.ts";
import { formatReport, unitReport } from "#app/content/curriculum/content-report.ts";
import { units } from "#app/content/curriculum/index.ts";
import { rubrics } from "#app/content/curriculum/rubrics/index.ts";

const reports = units.map((unit) =>
  unitReport(unit, {
    assessments: unitAssessments().filter((a) => a.unit === unit.number).length,
    rubrics: rubrics().filter((r) => r.unit === unit.number).length,
  }),
);
process.stdout.write(formatReport(reports));
