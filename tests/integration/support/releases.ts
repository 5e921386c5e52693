import { cpSync, realpathSync } from "node:fs";
import path from "node:path";
import { newRelease, pruneReleases, switchTo } from "#server/releases.ts";
import { root } from "../../../scripts/lib/project.ts";

/**
 * A new release in `buildDir` (inside the project, so that its server finds the project's node_modules), made as
 * `npm run build` makes one (server/releases.ts: a fresh folder, the link switched to it, older ones pruned) but
 * with the project's own build copied in instead of built again: seconds instead of half a minute per release.
 */
export function release(buildDir: string): { dir: string; pruned: string[] } {
  const dir = newRelease(buildDir);
  cpSync(realpathSync(path.join(root, "build")), dir, { recursive: true });
  switchTo(buildDir, dir);
  return { dir, pruned: pruneReleases(buildDir) };
}

/** The hashed scripts and styles a page names. */
export const assetsOf = (html: string) => [...new Set(html.match(/\/assets\/[\w.-]+\.(?:js|css)/g) ?? [])];
