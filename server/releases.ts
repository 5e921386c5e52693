import {
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import os from "node:os";
import path from "node:path";
import { isAlive } from "./process-alive.ts";

/**
 * Builds are releases (docs/decisions/0018-atomic-builds.md): each build is written into a fresh folder
 * `<BUILD_DIR>-releases/<id>` and BUILD_DIR becomes a symbolic link to it in one rename, so a running server never
 * sees a half-written build, and keeps serving the release it started from (it resolved the link at start-up)
 * until it is restarted. The newest releases stay on disk, so the server that replaces it can still answer the
 * hashed scripts and styles of pages already open in browsers (serveReleaseFiles in server/http/app.ts).
 */
export const KEEP_RELEASES = 3;

export const releasesDir = (buildDir: string) => `${buildDir}-releases`;

/**
 * Where each running server marks the release it serves (docs/decisions/0019-releases-in-use.md): a file per
 * process, `<host>.<pid>`, holding the release's name. A folder of its own beside the releases, so that the
 * service may write there (systemd's ReadWritePaths) without being able to change any release's code. Its name
 * starts with a dot, which no release's does: release listings leave it out.
 */
export const inUseDir = (releases: string) => path.join(releases, ".in-use");

/** The releases in a releases folder, oldest first (their names sort by time). */
function releaseNames(releases: string): string[] {
  return readdirSync(releases)
    .filter((name) => !name.startsWith("."))
    .sort();
}

/** A new, empty release folder; its name sorts by time. */
export function newRelease(buildDir: string): string {
  const id = `${new Date().toISOString().replace(/[:.]/g, "-")}-${process.pid}`;
  const dir = path.join(releasesDir(buildDir), id);
  mkdirSync(dir, { recursive: true });
  // Made by the build, which may write here: a server under ProtectSystem=strict can write only inside it.
  mkdirSync(inUseDir(releasesDir(buildDir)), { recursive: true });
  return dir;
}

/**
 * Marks `release` (the folder this server runs from) as in use until the process exits, so that no build prunes
 * it. Returns the function that removes the mark, or undefined when the folder is not a release (a development
 * server). Throws when the mark cannot be written; the caller decides whether that matters.
 */
export function markInUse(release: string): (() => void) | undefined {
  const releases = path.dirname(release);
  if (!releases.endsWith("-releases")) return undefined;
  const marker = path.join(inUseDir(releases), `${os.hostname()}.${process.pid}`);
  writeFileSync(marker, path.basename(release));
  return () => rmSync(marker, { force: true });
}

/**
 * The releases that running processes on this machine marked. A mark whose process is gone (killed, crashed,
 * the machine rebooted) is removed; marks of other machines (a folder copied with rsync, or shared) are left
 * alone and not counted: their process ids mean nothing here.
 */
export function releasesInUse(releases: string): Set<string> {
  const dir = inUseDir(releases);
  const used = new Set<string>();
  if (!existsSync(dir)) return used;
  const host = `${os.hostname()}.`;
  for (const name of readdirSync(dir)) {
    if (!name.startsWith(host)) continue;
    const pid = Number(name.slice(host.length));
    const file = path.join(dir, name);
    if (!Number.isInteger(pid) || pid <= 0) continue;
    if (!isAlive(pid)) {
      rmSync(file, { force: true });
      continue;
    }
    try {
      used.add(readFileSync(file, "utf8").trim());
    } catch {
      // Removed by its process between the listing and the read: that process has exited.
    }
  }
  return used;
}

/**
 * Points BUILD_DIR at `release` atomically (a new link renamed over the old one). A BUILD_DIR that is still a
 * folder (a build from before releases) is first moved in among the releases, so it is kept like any other.
 */
export function switchTo(buildDir: string, release: string): void {
  if (existsSync(buildDir) && !lstatSync(buildDir).isSymbolicLink()) {
    renameSync(buildDir, path.join(releasesDir(buildDir), `0000-before-releases-${process.pid}`));
  }
  const link = `${buildDir}.switching-${process.pid}`;
  rmSync(link, { force: true });
  symlinkSync(path.relative(path.dirname(buildDir), release), link);
  renameSync(link, buildDir);
}

/**
 * Removes all but the newest KEEP_RELEASES releases, never the one BUILD_DIR points to nor one a running server
 * serves (after a rollback, or three builds without a restart, that one is older than the newest three).
 */
export function pruneReleases(buildDir: string): string[] {
  const dir = releasesDir(buildDir);
  const current = existsSync(buildDir) ? path.resolve(path.dirname(buildDir), readlinkSync(buildDir)) : undefined;
  const inUse = releasesInUse(dir);
  const removed: string[] = [];
  for (const name of releaseNames(dir).reverse().slice(KEEP_RELEASES)) {
    const release = path.join(dir, name);
    if (release === current || inUse.has(name)) continue;
    rmSync(release, { recursive: true, force: true });
    removed.push(name);
  }
  return removed;
}

/**
 * The releases kept beside `release` (the folder a server runs from), newest first: where that server looks for
 * the hashed files of the builds before it. Empty for a build folder that is not a release.
 */
export function earlierReleases(release: string): string[] {
  const parent = path.dirname(release);
  if (!parent.endsWith("-releases")) return [];
  const own = path.basename(release);
  return releaseNames(parent)
    .filter((name) => name < own)
    .reverse()
    .map((name) => path.join(parent, name));
}
