// The offline guide on the evaluation set (tests/assistant/eval/): each question answered as the server
// would (scoped to the phase page it is asked on), checked, a table per task and an overall score; exits
// non-zero below the floor so `npm test` fails when the guide gets worse. `npm run eval:assistant [-- -v]`.
import { getUnit } from "#app/content/curriculum/index.ts";
import { composeOfflineAnswer } from "#server/assistant/offline-guide.ts";
import { scopeToPhase } from "#server/assistant/scope.ts";
import { check } from "#tests/assistant/eval/checks.ts";
import { questions } from "#tests/assistant/eval/questions.ts";

const FLOOR = 95;
const verbose = process.argv.includes("-v");
const byTask = new Map<string, { passed: number; total: number }>();
const failures: string[] = [];
for (const q of questions) {
  const unit = scopeToPhase(getUnit(q.unit)!, q.phase)!;
  const problems = check(q, composeOfflineAnswer(unit, q.question));
  const row = byTask.get(q.task) ?? { passed: 0, total: 0 };
  row.total++;
  if (problems.length)
    failures.push(`/unit/${q.unit}${q.phase ? `/phase/${q.phase}` : ""} "${q.question}": ${problems.join("; ")}`);
  else row.passed++;
  byTask.set(q.task, row);
}
const pct = (p: number, t: number) => `${((100 * p) / t).toFixed(1)} %`;
console.log("| Task | Passed | Questions | Score |\n| --- | --- | --- | --- |");
for (const [task, { passed, total }] of byTask)
  console.log(`| ${task} | ${passed} | ${total} | ${pct(passed, total)} |`);
const passed = questions.length - failures.length;
console.log(`| **overall** | ${passed} | ${questions.length} | **${pct(passed, questions.length)}** |`);
if (failures.length) console.log(`\nFailed:\n${failures.map((f) => `- ${f}`).join("\n")}`);
if (verbose) console.log(`\nFloor: ${FLOOR} %`);
if ((100 * passed) / questions.length < FLOOR) {
  console.error(`\nThe assistant evaluation scored below the floor of ${FLOOR} %.`);
  process.exit(1);
}
