// npm run dev's lesson plans, handouts and zips: made by the build's own script (scripts/build-materials.ts, with
// its content checks) in a child process, so each run loads the content and the materials code as they are on disk
// now, and broken content stops that child, never the dev server. A run starts when a source changes; what it made
// replaces the served files only when every check passed, so the downloads are always the last good content and
// the log says why they are not newer.
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { log } from "#server/log.ts";
import { KEYS_FOLDER } from "#server/materials/keys-folder.ts";
import { filesHash, isMaterialsSource, materialsSources, root } from "./project.ts";

const stampName = ".materials-hash";
// An author saves several files in a burst (an editor's "save all", a checkout): one run for the burst.
const settleMs = 300;

export interface DevMaterials {
  /** Starts a run when `file` (absolute) is one of the materials' sources. */
  changed(file: string): void;
  close(): Promise<void>;
}

/** Keeps `buildDir`/materials made from the current sources; runs now unless the last run's sources are unchanged. */
export function devMaterials(buildDir: string, publicUrl: string): DevMaterials {
  const staging = path.join(buildDir, "next");
  const served = path.join(buildDir, "materials");
  const stamp = path.join(buildDir, stampName);
  const sourcesHash = () => filesHash(materialsSources).update(publicUrl).digest("hex");

  let child: ChildProcess | undefined;
  let running: Promise<void> | undefined;
  let due = false;
  let timer: NodeJS.Timeout | undefined;
  let closed = false;

  async function generate(): Promise<void> {
    const hash = sourcesHash();
    rmSync(staging, { recursive: true, force: true });
    mkdirSync(staging, { recursive: true });
    const started = performance.now();
    const output: string[] = [];
    const code = await new Promise<number | null>((resolve) => {
      child = spawn(path.join(root, "node_modules", ".bin", "tsx"), ["scripts/build-materials.ts"], {
        cwd: root,
        env: { ...process.env, BUILD_DIR: staging, PUBLIC_URL: publicUrl },
        stdio: ["ignore", "pipe", "pipe"],
      });
      child.stdout?.on("data", (chunk) => output.push(String(chunk)));
      child.stderr?.on("data", (chunk) => output.push(String(chunk)));
      child.once("error", (error) => {
        output.push(error.message);
        resolve(null);
      });
      child.once("close", (exitCode) => resolve(exitCode));
    });
    child = undefined;
    if (closed) return;
    let lines = output
      .join("")
      .split("\n")
      .map((line) => line.trimEnd())
      .filter((line) => line && !/^\s+at /.test(line) && !line.startsWith("Node.js v"));
    // A content file that does not load ends the script with Node's report (the throwing line of code, a caret, the
    // error, its stack): the error's message is what the author needs.
    const thrown = lines.findIndex((line) => /^[A-Z]\w*Error\b/.test(line));
    if (code !== 0 && thrown > 0) lines = lines.slice(thrown);
    if (code !== 0) {
      log("error", "materials not updated: fix the problems listed; the downloads are the last good content's", {
        problems: lines,
      });
      rmSync(staging, { recursive: true, force: true });
      return;
    }
    // Two renames, not a copy: a download in flight keeps its open file, the next one gets the new folder.
    const previous = path.join(buildDir, "previous");
    rmSync(previous, { recursive: true, force: true });
    if (existsSync(served)) renameSync(served, previous);
    renameSync(path.join(staging, "materials"), served);
    rmSync(previous, { recursive: true, force: true });
    // The educators' keys (issue 30) are made beside the materials, outside the folder served as static files.
    const keys = path.join(buildDir, KEYS_FOLDER);
    rmSync(keys, { recursive: true, force: true });
    if (existsSync(path.join(staging, KEYS_FOLDER))) renameSync(path.join(staging, KEYS_FOLDER), keys);
    rmSync(staging, { recursive: true, force: true });
    writeFileSync(stamp, hash);
    log("info", "materials regenerated", {
      summary: lines.find((line) => line.startsWith("materials:")),
      seconds: Number(((performance.now() - started) / 1000).toFixed(1)),
    });
  }

  function run(): void {
    if (closed) return;
    if (running) {
      due = true;
      return;
    }
    running = generate()
      .catch((error: unknown) => log("error", "materials not updated", { err: error }))
      .finally(() => {
        running = undefined;
        if (due) {
          due = false;
          run();
        }
      });
  }

  const upToDate = existsSync(served) && existsSync(stamp) && readFileSync(stamp, "utf8") === sourcesHash();
  if (upToDate) log("info", "materials up to date", { dir: path.relative(root, served) });
  else run();

  return {
    changed(file) {
      if (closed || !isMaterialsSource(file)) return;
      clearTimeout(timer);
      timer = setTimeout(run, settleMs);
    },
    async close() {
      closed = true;
      clearTimeout(timer);
      child?.kill();
      await running;
    },
  };
}
