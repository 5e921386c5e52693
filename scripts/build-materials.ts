// Generates the curriculum's .docx and .pdf materials (and beside each handout its teacher key) into
// BUILD_DIR/materials, then fails the build listing every material the content names that is not on disk.
// npm run dev runs it too, whenever the content changes (scripts/lib/dev-materials.ts): one set of checks for both.
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { artifactProblems } from "#app/content/curriculum/artifacts/index.ts";
import { assessmentProblems } from "#app/content/curriculum/assessments/check.ts";
import { assessmentKeys, unitAssessments } from "#app/content/curriculum/assessments/index.ts";
import { contentProblems, handoutKeys, units } from "#app/content/curriculum/index.ts";
import { labPrepProblems } from "#app/content/curriculum/lab-prep.ts";
import { offlineManifest } from "#app/content/curriculum/offline.ts";
import { prepProblems } from "#app/content/curriculum/prep/index.ts";
import { rubricProblems } from "#app/content/curriculum/rubrics/index.ts";
import { writeArtifacts } from "#server/materials/artifact.ts";
import { writeAssessments } from "#server/materials/assessment.ts";
import { writeBundles } from "#server/materials/bundles.ts";
import {
  filesHoldingKeys,
  KEYS_FOLDER,
  keyLeakMessage,
  missingMaterials,
  missingTeacherKeys,
  writeMaterials,
} from "#server/materials/generate.ts";
import { writePrepLists } from "#server/materials/prep.ts";
import { writeRubrics } from "#server/materials/rubric.ts";
import { buildDir, sourceHash } from "./lib/project.ts";

const started = performance.now();
const problems = [
  ...contentProblems(units),
  ...assessmentProblems(units, unitAssessments(), assessmentKeys()),
  ...rubricProblems(units),
  ...prepProblems(units),
  ...labPrepProblems(units),
  ...artifactProblems(units),
];
rmSync(path.join(buildDir, "materials"), { recursive: true, force: true });
rmSync(path.join(buildDir, KEYS_FOLDER), { recursive: true, force: true });
const { written, keys, failures } = await writeMaterials(buildDir, units);
// The end-of-unit assessments and their keys sit beside the listed materials, in no download list (issue 29, point 3).
const assessments = await writeAssessments(buildDir, units);
failures.push(...assessments.failures);
const rubricFiles = await writeRubrics(buildDir, units);
failures.push(...rubricFiles.failures);
// Each printable a lesson names (card sets, data sets, templates), beside its lesson's files (issue 29, point 1).
const artifactFiles = await writeArtifacts(buildDir, units);
failures.push(...artifactFiles.failures);
const prepFiles = await writePrepLists(buildDir, units);
failures.push(...prepFiles.failures);
const missing = missingMaterials(buildDir, units);
const missingKeys = missingTeacherKeys(buildDir, units);
// The answer keys are for teachers: the pages and the browser's code (built just before) must not carry them.
const leaks = filesHoldingKeys(path.join(buildDir, "client"), [
  ...handoutKeys(),
  ...assessmentKeys().map((k) => ({ unit: k.unit, lesson: 0, keys: k.keys })),
]);

for (const problem of problems) console.error(`✖ content: ${problem}`);
for (const failure of failures) console.error(`✖ ${failure.path}: ${failure.error}`);
if (missing.length) {
  console.error(`✖ ${missing.length} material(s) named by the content were not generated:`);
  for (const p of missing) console.error(`  ${p}`);
}
if (missingKeys.length) {
  console.error(`✖ ${missingKeys.length} teacher key(s) of the handouts were not generated:`);
  for (const p of missingKeys) console.error(`  ${p}`);
}
for (const leak of leaks) console.error(keyLeakMessage(path.relative(buildDir, leak.file), leak.key));
if (problems.length || missing.length || missingKeys.length || leaks.length || failures.length) process.exit(1);
// The zips read the files just written; the README inside links the site as the build's PUBLIC_URL has it.
const bundles = await writeBundles(
  buildDir,
  units,
  (process.env.PUBLIC_URL || "http://localhost:3000").replace(/\/$/, ""),
);
// The service worker's list of what to keep offline; a new version makes it refresh saved units. (npm run dev runs
// this script into a folder of its own, with no client build beside it: scripts/lib/dev-materials.ts.)
mkdirSync(path.join(buildDir, "client"), { recursive: true });
writeFileSync(
  path.join(buildDir, "client", "offline-units.json"),
  JSON.stringify(offlineManifest(units, sourceHash().slice(0, 16))),
);
console.log(
  `materials: ${written.length} files, ${keys.length} teacher keys, ${assessments.written.length} assessment files, ${rubricFiles.written.length} rubric files, ${artifactFiles.written.length} printables, ${prepFiles.written.length} preparation lists and ${bundles.length} zips and unit plans in ${path.relative(process.cwd(), path.join(buildDir, "materials"))} (${((performance.now() - started) / 1000).toFixed(1)} s)`,
);
