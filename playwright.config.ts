import { defineConfig } from "@playwright/test";
import { chromiumPath } from "./scripts/lib/ensure-chromium.ts";
import { serverNodeFlags } from "./scripts/lib/project.ts";
import { e2eAdmin } from "./tests/e2e/support/staff.ts";

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;
const buildDir = process.env.BUILD_DIR || "build";

export default defineConfig({
  testDir: "tests/e2e",
  // Per build directory, so parallel runs against different builds do not clean up each other's artefacts.
  outputDir: `${buildDir}/test-results`,
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  timeout: 30_000,
  use: {
    baseURL,
    trace: "retain-on-failure",
    // The curriculum's service worker (offline use) is tested on its own in offline.spec.ts; elsewhere it
    // would answer navigations from its caches and hide what the server sends.
    serviceWorkers: "block",
    launchOptions: {
      executablePath: chromiumPath(),
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [{ name: "chromium", use: { browserName: "chromium" } }],
  webServer: {
    // A fresh embedded database for every run, with its staff account made by the project's own script.
    command: [
      `rm -rf ${buildDir}/e2e-data`,
      `npm run --silent create-admin -- --new-database --role=admin --email=${e2eAdmin.email} --name='${e2eAdmin.fullName}' --username=${e2eAdmin.username} --password='${e2eAdmin.password}' >/dev/null`,
      `node ${serverNodeFlags.join(" ")} ${buildDir}/server/main.js`,
    ].join(" && "),
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: `${buildDir}/e2e-data`,
      BUILD_DIR: buildDir,
      NODE_ENV: "production",
      PUBLIC_URL: "",
      // Every test's browser comes from 127.0.0.1, so the per-address limits (five contact messages an hour) are
      // shared by the whole run: a test that needs its own budget says where it comes from, as a proxy would.
      // Requests without the header are still counted by their socket's address.
      TRUST_PROXY: "true",
    },
  },
});
