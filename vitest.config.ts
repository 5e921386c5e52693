import { defineConfig } from "vitest/config";

// Two projects: `unit` needs nothing but the source (and an in-memory database); `integration` starts the
// real production server, so it needs a build (npm run build) first.
export default defineConfig({
  test: {
    // PGlite instances are heavy: keep test files in few workers on a 2-core machine.
    maxWorkers: 2,
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
