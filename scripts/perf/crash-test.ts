// npm run crash-test [-- --members 200 --kills 3]
// Kills the production server with SIGKILL while members post replies, restarts it on the same database,
// and checks that every acknowledged reply is there exactly once and no count drifted. Runs on the
// embedded database, and on PostgreSQL too when DATABASE_URL is set (a fresh database is created there).
import os from "node:os";
import { type CrashTrialReport, runCrashTrial } from "#tests/integration/support/crash-trial.ts";
import { scriptOptions } from "../lib/options.ts";
import { buildIsFresh, run } from "../lib/project.ts";

const values = scriptOptions({ members: 200, kills: 3 });
if (!buildIsFresh()) run("npm", ["run", "--silent", "build"]);

const engines: Array<"pglite" | "postgres"> = process.env.DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];
const reports: CrashTrialReport[] = [];
for (const engine of engines) {
  reports.push(
    await runCrashTrial({
      engine,
      members: values.members,
      topics: 5,
      kills: values.kills,
      killAfterMs: [150, 1500],
      log: console.log,
    }),
  );
}

console.log(`\n${os.cpus().length} cores, ${process.version}\n`);
console.log(
  "| engine | members | kills | replies sent | acknowledged | refused (429) | unanswered (present) | lost | duplicated | wrong id | drifted topics | restart s |",
);
console.log("|---|---|---|---|---|---|---|---|---|---|---|---|");
let failed = false;
for (const r of reports) {
  const bad =
    r.lost.length + r.duplicated.length + r.wrongId.length + r.driftedTopics.length + r.unexpectedStatuses.length;
  failed ||= bad > 0;
  console.log(
    `| ${r.engine} | ${r.members} | ${r.kills} | ${r.sent} | ${r.acknowledged} | ${r.refused} | ${r.unanswered} (${r.unansweredPresent}) | ${r.lost.length} | ${r.duplicated.length} | ${r.wrongId.length} | ${r.driftedTopics.length} | ${r.restartSeconds.map((s) => s.toFixed(1)).join(", ")} |`,
  );
  if (bad)
    console.log(
      JSON.stringify({
        engine: r.engine,
        lost: r.lost,
        duplicated: r.duplicated,
        wrongId: r.wrongId,
        drifted: r.driftedTopics,
        unexpected: r.unexpectedStatuses,
      }),
    );
}
process.exit(failed ? 1 : 0);
