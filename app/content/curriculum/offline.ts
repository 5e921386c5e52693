import { bundlePaths } from "./bundles.ts";
import { allMaterials, phasePath, unitPath } from "./index.ts";
import { isEducatorOnly, keyDocuments, keysZipPaths } from "./keys.ts";
import type { Unit } from "./schema.ts";

/** What every visitor's browser keeps after a first visit to the curriculum (the service worker's shell). */
export const offlineShell = [
  "/",
  "/curriculum",
  "/offline",
  "/site.js",
  "/offline.js",
  "/manifest.webmanifest",
  "/favicon.svg",
  "/icons/icon-192.png",
];

/** Everything "Save this unit for offline" downloads: the unit's pages, its files and its zips. */
export function offlineUnitUrls(unit: Unit): string[] {
  const urls = [
    unitPath(unit.number),
    ...unit.phases.map((p) => phasePath(unit.number, p.number)),
    // Keys are never in the public copy: an educator's browser fetches them through the key route (issue 30).
    ...allMaterials([unit])
      .filter((p) => !isEducatorOnly(p.material))
      .map((p) => p.material.path),
    bundlePaths.unitZip(unit.number),
    ...unit.phases.map((p) => bundlePaths.phaseZip(unit.number, p.number)),
    ...(unit.textPlanFileName ? [bundlePaths.unitPlanDocx(unit.number)] : []),
  ];
  return [...new Set(urls)];
}

/** /offline-units.json, which the service worker reads: the build's version, the shell and each unit's URLs. */
export function offlineManifest(units: Unit[], version: string) {
  return {
    version,
    shell: offlineShell,
    units: Object.fromEntries(units.map((u) => [String(u.number), offlineUnitUrls(u)])),
    // Saved with a unit only for an educator, apart from the rest (public/sw.js, issue 30).
    keys: Object.fromEntries(
      units.map((u) => [
        String(u.number),
        keyDocuments([u]).length
          ? [
              ...keyDocuments([u]).map((d) => d.path),
              keysZipPaths.unit(u.number),
              ...u.phases
                .filter((p) => keyDocuments([u]).some((d) => d.phase === p.number))
                .map((p) => keysZipPaths.phase(u.number, p.number)),
            ]
          : [],
      ]),
    ),
  };
}
