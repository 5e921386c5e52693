import { type ChildProcess, spawn } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { handoutKeys } from "#app/content/curriculum/index.ts";
import { keySnippets } from "#server/materials/generate.ts";
import { docxText } from "#tests/support/read-back.ts";
import { freePort, waitForHealthy } from "./support/server.ts";

const source = path.resolve(import.meta.dirname, "../..");
let child: ChildProcess;
let url: string;
let dataDir: string;
// A copy of the project, so that a test can edit its content as an author would without touching the sources
// other tests read (and without leaving a broken file behind if it stops half-way).
let root: string;
const logs: string[] = [];

// `npm run dev` as a developer starts it: the same app and runtime as production, with Vite's middleware.
beforeAll(async () => {
  const port = await freePort();
  url = `http://127.0.0.1:${port}`;
  dataDir = mkdtempSync(path.join(os.tmpdir(), "genehive-dev-"));
  root = mkdtempSync(path.join(os.tmpdir(), "genehive-dev-src-"));
  const generated = /^(\.git|node_modules|build.*|data.*|test-results|playwright-report|\.react-router)$/;
  cpSync(source, root, {
    recursive: true,
    filter: (from) => path.dirname(from) !== source || !generated.test(path.basename(from)),
  });
  symlinkSync(path.join(source, "node_modules"), path.join(root, "node_modules"));
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
  // Vite optimises its dependencies again for a project in a new folder: on a busy machine that takes a while.
  await waitForHealthy(child, url, logs, 150_000);
}, 180_000);

afterAll(async () => {
  if (child && child.exitCode === null) {
    const exited = new Promise((r) => child.once("exit", r));
    process.kill(-(child.pid ?? 0), "SIGTERM");
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(root, { recursive: true, force: true });
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

const lessonPlan = "/materials/unit1/Lesson_1_Photosynthesis_Lesson_Plan.docx";
const unitFile = () => path.join(root, "app/content/curriculum/unit1.ts");

// Regeneration runs in the background; a dev server that never does it should fail with its log, not a bare timeout.
const patience = 200_000;
const notSeen = (what: string) => new Error(`${what} not seen; the dev server logged:\n${logs.join("").slice(-3000)}`);

/** The lesson plan's text once `ready` holds for it. */
async function lessonPlanWhen(ready: (text: string) => boolean): Promise<string> {
  for (const deadline = Date.now() + patience; Date.now() < deadline; ) {
    const response = await fetch(`${url}${lessonPlan}`);
    if (response.ok) {
      const text = docxText(new Uint8Array(await response.arrayBuffer()));
      if (ready(text)) return text;
    } else await response.body?.cancel();
    await new Promise((r) => setTimeout(r, 500));
  }
  throw notSeen(`${lessonPlan} as expected`);
}

async function logged(fragment: string): Promise<void> {
  for (const deadline = Date.now() + patience; Date.now() < deadline; ) {
    if (logs.join("").includes(fragment)) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw notSeen(`"${fragment}"`);
}

it("regenerates the materials when an author edits the content, and keeps the last good ones when the checks fail", async () => {
  const before = await lessonPlanWhen((text) => text.includes("Lesson 1: Sunlight on Your Plate"));
  expect(before).not.toContain("Sunlight on Your Lunch Tray");

  const original = readFileSync(unitFile(), "utf8");
  writeFileSync(unitFile(), original.replace('"Sunlight on Your Plate:', '"Sunlight on Your Lunch Tray:'));
  await lessonPlanWhen((text) => text.includes("Lesson 1: Sunlight on Your Lunch Tray"));

  // A character the documents cannot show: the build's content check refuses it, and so does the dev server's run,
  // which says why in its log and leaves the downloads as they were; the server keeps answering.
  writeFileSync(unitFile(), original.replace('"Sunlight on Your Plate:', '"Sunlight on Your Plate 🌞:'));
  await logged("materials not updated");
  const report = logs.join("");
  expect(report).toContain("✖ content: unit 1: characters the documents cannot show: 🌞");
  expect(docxText(new Uint8Array(await (await fetch(`${url}${lessonPlan}`)).arrayBuffer()))).toContain(
    "Lesson 1: Sunlight on Your Lunch Tray",
  );
  expect((await fetch(`${url}/healthz`)).status).toBe(200);

  // A content file that does not even load (a unit without its number) is reported with the schema's words.
  logs.length = 0;
  writeFileSync(unitFile(), original.replace("  number: 1,\n", ""));
  await logged("materials not updated");
  expect(logs.join("")).toContain("Error: Unit undefined content is invalid:");
  expect(logs.join("")).toContain("→ at number");
  expect((await fetch(`${url}/healthz`)).status).toBe(200);
  writeFileSync(unitFile(), original);
}, 600_000);

it("reports browser code that holds an answer key, as the build refuses it", async () => {
  const [key] = keySnippets(handoutKeys());
  writeFileSync(path.join(root, "app/components/leak-probe.ts"), `export const answer = ${JSON.stringify(key)};\n`);
  const response = await fetch(`${url}/app/components/leak-probe.ts`);
  expect(response.status).toBe(200);
  expect(await response.text()).toContain(key);
  await logged("app/components/leak-probe.ts holds an answer key");
}, 300_000);
