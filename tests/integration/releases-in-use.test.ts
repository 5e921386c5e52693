import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { allMaterials } from "#app/content/curriculum/index.ts";
import { inUseDir, KEEP_RELEASES, releasesDir } from "#server/releases.ts";
import { root } from "../../scripts/lib/project.ts";
import { assetsOf, release } from "./support/releases.ts";
import { startServer, type TestServer } from "./support/server.ts";

// Releases do not depend on the database engine: vitest.config.ts runs this file in the embedded pass only.
describe("a release a running server uses (issue 27, item 2)", () => {
  const buildDir = path.join(root, `build-in-use-${process.pid}`);
  let server: TestServer | undefined;
  afterAll(async () => {
    await server?.stop();
    for (const folder of [buildDir, releasesDir(buildDir)]) rmSync(folder, { recursive: true, force: true });
  });

  it("survives more builds than are kept while its server runs, and is pruned once that server has stopped", async () => {
    const first = release(buildDir);
    server = await startServer({ BUILD_DIR: buildDir });
    const assets = assetsOf(await (await fetch(`${server.url}/auth`)).text());
    const download = allMaterials().find((m) => m.material.path.endsWith(".pdf"))!.material.path;
    expect(assets.length).toBeGreaterThan(0);
    // The server's mark: this machine's name and its process id, naming its release.
    expect(readdirSync(inUseDir(releasesDir(buildDir)))).toContain(`${os.hostname()}.${server.pid}`);

    // Three builds while it runs: its release is no longer among the newest three, nor the one `build` names.
    const pruned = Array.from({ length: KEEP_RELEASES }, () => release(buildDir).pruned).flat();
    expect(pruned).toEqual([]);
    expect(existsSync(first.dir)).toBe(true);
    for (const url of [...assets, download, "/auth"]) expect((await fetch(server.url + url)).status, url).toBe(200);

    // A release built before keys left the public folder (issue 30) holds them there: never served from it.
    const key = "/materials/unit1/Unit_1_End_of_Unit_Assessment_Teacher_Key.pdf";
    const legacyKey = "/materials/unit1/Lesson_9_Old_Handout_Teacher_Key.pdf";
    for (const url of [key, legacyKey]) {
      const file = path.join(first.dir, ...url.split("/").filter(Boolean));
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, "%PDF-1.7 a key from an earlier release");
      const response = await fetch(server.url + url, { redirect: "manual" });
      expect(response.status, url).not.toBe(200);
      expect(await response.text(), url).not.toContain("a key from an earlier release");
    }

    await server.stop();
    server = undefined;
    expect(readdirSync(inUseDir(releasesDir(buildDir)))).toEqual([]);
    expect(release(buildDir).pruned).toContain(path.basename(first.dir));
  });
});
