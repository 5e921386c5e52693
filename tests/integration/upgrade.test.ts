import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { allMaterials } from "#app/content/curriculum/index.ts";
import { releasesDir } from "#server/releases.ts";
import { root } from "../../scripts/lib/project.ts";
import { freePort, startServer, type TestServer } from "./support/server.ts";

/** `npm run build` into `buildDir`, as an operator upgrading runs it (the settings differ, so do the hashed files). */
function build(buildDir: string, contactEmail: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn("npm", ["run", "--silent", "build"], {
      cwd: root,
      env: { ...process.env, BUILD_DIR: buildDir, CONTACT_EMAIL: contactEmail },
      stdio: "ignore",
    });
    child.once("error", reject);
    child.once("exit", (code) => (code === 0 ? resolve() : reject(new Error(`build exited with ${code}`))));
  });
}

const assetsOf = (html: string) => [...new Set(html.match(/\/assets\/[\w.-]+\.(?:js|css)/g) ?? [])];

/** Asks for the same addresses over and over, noting each answer by phase, until stopped. */
function poll(base: () => string, urls: string[]) {
  const log = new Map<string, Map<string, number>>();
  let phase = "before";
  let running = true;
  const note = (answer: string) => {
    const counts = log.get(phase) ?? new Map<string, number>();
    counts.set(answer, (counts.get(answer) ?? 0) + 1);
    log.set(phase, counts);
  };
  const loop = (async () => {
    while (running) {
      for (const url of urls) {
        // A refused connection, or an answer cut off when the old process stopped mid-body, is "no answer".
        const answer = await fetch(base() + url)
          .then(async (r) => {
            await r.arrayBuffer();
            return String(r.status);
          })
          .catch(() => "no answer (restarting)");
        note(answer);
      }
      await new Promise((r) => setTimeout(r, 25));
    }
  })();
  return {
    setPhase: (name: string) => {
      phase = name;
    },
    async stop() {
      running = false;
      await loop;
      return log;
    },
  };
}

// The build does not depend on the database engine: vitest.config.ts runs this file in the embedded pass only.
describe("an upgrade (docs/deploy.md section 11)", () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "genehive-upgrade-"));
  // Inside the project, as a real build is: the server bundle finds its packages in the project's node_modules.
  const buildDir = path.join(root, `build-upgrade-${process.pid}`);
  let server: TestServer | undefined;
  afterAll(async () => {
    await server?.stop();
    for (const folder of [dir, buildDir, releasesDir(buildDir)]) rmSync(folder, { recursive: true, force: true });
  });

  it("keeps the old page's stylesheet, scripts and downloads answering while it builds, and after the restart", async () => {
    await build(buildDir, "before@genehive.example");
    const port = String(await freePort());
    const env = { BUILD_DIR: buildDir, DATA_DIR: path.join(dir, "data"), PORT: port };
    server = await startServer(env);
    const base = server.url;
    const oldAssets = assetsOf(await (await fetch(`${base}/auth`)).text());
    const download = allMaterials().find((m) => m.material.path.endsWith(".pdf"))!.material.path;
    const stylesheet = oldAssets.find((a) => a.endsWith(".css"))!;
    const polling = poll(() => base, [stylesheet, download, "/auth", ...oldAssets.filter((a) => a.endsWith(".js"))]);

    polling.setPhase("during the build");
    await build(buildDir, "after@genehive.example");
    polling.setPhase("during the restart");
    await server.stop();
    server = await startServer(env);
    polling.setPhase("after the restart");
    await new Promise((r) => setTimeout(r, 1_500));
    const log = await polling.stop();

    const newAssets = new Set(assetsOf(await (await fetch(`${base}/auth`)).text()));
    const replaced = oldAssets.filter((a) => !newAssets.has(a));
    // The settings changed the browser's code: some of the old page's files exist only in the old release.
    expect(replaced.length).toBeGreaterThan(0);
    for (const asset of replaced) expect((await fetch(base + asset)).status, asset).toBe(200);

    const summary = [...log].map(
      ([phase, counts]) => `${phase}: ${[...counts].map(([a, n]) => `${a} × ${n}`).join(", ")}`,
    );
    console.log(`upgrade poll log (${oldAssets.length + 3} addresses in turn)\n${summary.join("\n")}`);
    for (const [phase, counts] of log) {
      for (const answer of counts.keys()) {
        expect(answer === "200" || (phase === "during the restart" && answer.startsWith("no answer")), phase).toBe(
          true,
        );
      }
    }
    expect(log.get("during the build")?.get("200")).toBeGreaterThan(0);
    expect(log.get("after the restart")?.get("200")).toBeGreaterThan(0);
  }, 300_000); // Two production builds on a possibly busy machine.
});
