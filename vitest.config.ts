import { defineConfig } from "vitest/config";

// CI runs the database tests twice, on the embedded engine and then with DATABASE_URL on PostgreSQL. A few
// integration files belong to one pass only, chosen here so that neither pass reports skipped tests.
const onPostgres = Boolean(process.env.DATABASE_URL);
// These do not depend on the engine (the build, nginx, the embedded database's lock): the embedded pass runs them.
const embeddedPassOnly = [
  "tests/integration/create-admin.test.ts",
  "tests/integration/deploy-guide.test.ts",
  "tests/integration/releases-in-use.test.ts",
  "tests/integration/backup.test.ts",
  "tests/integration/upgrade.test.ts",
];
// A PostgreSQL outage stops a cluster of its own; the move to PostgreSQL needs a PostgreSQL server to move into
// (the embedded pass, npm test, needs none): the PostgreSQL pass runs them.
const postgresPassOnly = ["tests/integration/outage.test.ts", "tests/integration/move-to-postgres.test.ts"];

// Two projects: `unit` needs nothing but the source (and an in-memory database); `integration` starts the
// real production server, so it needs a build (npm run build) first.
export default defineConfig({
  test: {
    // PGlite instances are heavy: keep test files in few workers on a 2-core machine.
    maxWorkers: 2,
    // PGlite's WebAssembly baseline-compiled only, as in the server (serverNodeFlags, decision 0017). With V8's
    // tier-up on, test files that open and close many embedded databases in one process now and then died in V8
    // itself ("Check failed: jit_page.has_value()", SIGTRAP; nodejs/node#64500, a race on V8's process-wide table
    // of code pages): baseline-only, no function's code is replaced while a database runs, and none died since.
    execArgv: ["--liftoff-only"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["app/**/*.test.ts", "shared/**/*.test.ts", "server/**/*.test.ts", "scripts/**/*.test.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          exclude: onPostgres ? embeddedPassOnly : postgresPassOnly,
          setupFiles: ["tests/integration/support/setup.ts"],
          // These start real servers, hash passwords and build: on a loaded two-core machine a fixed 30 s is not
          // a test of the code. Each test waits on readiness (health checks, polls), not on a clock.
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
