import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { earlierReleases, inUseDir, markInUse, pruneReleases, releasesDir, switchTo } from "./releases.ts";

let dir = "";
let buildDir = "";
let releases = "";
const names = ["2026-01-01", "2026-01-02", "2026-01-03", "2026-01-04", "2026-01-05"];
const at = (name: string) => path.join(releases, name);

beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), "genehive-releases-"));
  buildDir = path.join(dir, "build");
  releases = releasesDir(buildDir);
  for (const name of names) mkdirSync(at(name), { recursive: true });
  mkdirSync(inUseDir(releases));
  switchTo(buildDir, at(names.at(-1)!));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A process id that belonged to a process which has exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ["-e", "process.stdout.write(String(process.pid))"], { encoding: "utf8" });
  return Number(child.stdout);
}

describe("pruning releases", () => {
  it("keeps the newest three and a release a running process marked", () => {
    const unmark = markInUse(at(names[0]!));
    expect(pruneReleases(buildDir)).toEqual([names[1]]);
    unmark?.();
    expect(pruneReleases(buildDir)).toEqual([names[0]]);
  });

  it("ignores and removes the mark of a process that has exited; leaves other machines' marks alone", () => {
    const stale = path.join(inUseDir(releases), `${os.hostname()}.${deadPid()}`);
    writeFileSync(stale, names[0]!);
    // Process id 1 runs on every machine, but on this one it is not a GeneHive server of these releases.
    const foreign = path.join(inUseDir(releases), "another-machine.1");
    writeFileSync(foreign, names[1]!);
    expect(pruneReleases(buildDir)).toEqual([names[1], names[0]]);
    expect(existsSync(stale)).toBe(false);
    expect(existsSync(foreign)).toBe(true);
  });

  it("never counts or lists the marks' folder as a release", () => {
    expect(readdirSync(releases)).toContain(".in-use");
    expect(earlierReleases(at(names[2]!))).toEqual([at(names[1]!), at(names[0]!)]);
    pruneReleases(buildDir);
    expect(existsSync(inUseDir(releases))).toBe(true);
  });

  it("marks nothing for a build folder that is not a release (a development server)", () => {
    mkdirSync(path.join(dir, "plain"));
    expect(markInUse(path.join(dir, "plain"))).toBeUndefined();
  });
});
