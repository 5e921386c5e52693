import { expect, it } from "vitest";
import { runCrashTrial } from "./support/crash-trial.ts";

// The full-size run (200 members, 3 kills, both engines) is `npm run crash-test`; this one keeps CI honest.
it("a reply acknowledged before a SIGKILL is there exactly once after the restart, and no count drifts", async () => {
  const report = await runCrashTrial({
    engine: process.env.DATABASE_URL ? "postgres" : "pglite",
    members: 40,
    topics: 3,
    kills: 1,
    killAfterMs: [30, 300],
  });
  expect(report.kills).toBe(1);
  expect(report.acknowledged).toBeGreaterThan(0);
  expect(report.lost).toEqual([]);
  expect(report.duplicated).toEqual([]);
  expect(report.wrongId).toEqual([]);
  expect(report.driftedTopics).toEqual([]);
  expect(report.unexpectedStatuses).toEqual([]);
  expect(report.acknowledged + report.refused + report.unanswered).toBe(report.sent);
}, 240_000);
