import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { freePort, waitForHealthy } from "./support/server.ts";

const root = path.resolve(import.meta.dirname, "../..");
let child: ChildProcess;
let url: string;
let dataDir: string;
const logs: string[] = [];

// `npm run dev` as a developer starts it: the same app and runtime as production, with Vite's middleware.
beforeAll(async () => {
  const port = await freePort();
  url = `http://127.0.0.1:${port}`;
  dataDir = mkdtempSync(path.join(os.tmpdir(), "genehive-dev-"));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    PUBLIC_URL: url,
    DATA_DIR: dataDir,
  };
  // The dev loop runs on the embedded database, whatever engine this test run uses.
  delete env.DATABASE_URL;
  delete env.NODE_ENV;
  child = spawn("npm", ["run", "--silent", "dev"], {
    cwd: root,
    env,
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  child.stdout?.on("data", (c) => logs.push(String(c)));
  child.stderr?.on("data", (c) => logs.push(String(c)));
  await waitForHealthy(child, url, logs, 90_000);
}, 120_000);

afterAll(async () => {
  if (child && child.exitCode === null) {
    const exited = new Promise((r) => child.once("exit", r));
    process.kill(-(child.pid ?? 0), "SIGTERM");
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
});

it("serves the landing page rendered per request, with the production security headers", async () => {
  const response = await fetch(`${url}/`);
  expect(response.status).toBe(200);
  expect(await response.text()).toContain("Inspiring Innovation in Biology Education");
  expect(response.headers.get("content-security-policy")).toContain("'strict-dynamic'");
  expect(response.headers.get("x-content-type-options")).toBe("nosniff");
});

it("guards member pages and serves the sign-in page from the migrated, seeded database", async () => {
  const community = await fetch(`${url}/community`, { redirect: "manual" });
  expect(community.status).toBe(302);
  expect(new URL(community.headers.get("location") ?? "", url).pathname).toBe("/auth");
  const auth = await fetch(`${url}/auth`);
  expect(auth.status).toBe(200);
  expect(await auth.text()).toContain("Join the Community");
  // The forum's seeded categories come from the database the dev server migrated and seeded.
  expect(logs.join("")).toContain('"database ready"');
});

it("serves scripts through Vite (hot reload)", async () => {
  const client = await fetch(`${url}/@vite/client`);
  expect(client.status).toBe(200);
  expect(await client.text()).toContain("hot");
});
