import { existsSync, lstatSync, mkdirSync, readdirSync, readlinkSync, renameSync, rmSync, symlinkSync } from "node:fs";
import path from "node:path";

/**
 * Builds are releases (docs/decisions/0018-atomic-builds.md): each build is written into a fresh folder
 * `<BUILD_DIR>-releases/<id>` and BUILD_DIR becomes a symbolic link to it in one rename, so a running server never
 * sees a half-written build, and keeps serving the release it started from (it resolved the link at start-up)
 * until it is restarted. The newest releases stay on disk, so the server that replaces it can still answer the
 * hashed scripts and styles of pages already open in browsers (serveReleaseFiles in server/http/app.ts).
 */
export const KEEP_RELEASES = 3;

export const releasesDir = (buildDir: string) => `${buildDir}-releases`;

/** A new, empty release folder; its name sorts by time. */
export function newRelease(buildDir: string): string {
  const id = `${new Date().toISOString().replace(/[:.]/g, "-")}-${process.pid}`;
  const dir = path.join(releasesDir(buildDir), id);
  mkdirSync(dir, { recursive: true });
  return dir;
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

/** Removes all but the newest KEEP_RELEASES releases, never the one BUILD_DIR points to. */
export function pruneReleases(buildDir: string): string[] {
  const dir = releasesDir(buildDir);
  const current = existsSync(buildDir) ? path.resolve(path.dirname(buildDir), readlinkSync(buildDir)) : undefined;
  const removed: string[] = [];
  for (const name of readdirSync(dir).sort().reverse().slice(KEEP_RELEASES)) {
    const release = path.join(dir, name);
    if (release === current) continue;
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
  return readdirSync(parent)
    .filter((name) => name < own)
    .sort()
    .reverse()
    .map((name) => path.join(parent, name));
}
