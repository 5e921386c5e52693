import { allKeysBundles, bundlePaths } from "./bundles.ts";
import { allMaterials, phasePath, unitPath } from "./index.ts";
import { isEducatorOnly, keysZipPaths } from "./keys.ts";
import type { Unit } from "./schema.ts";
import { unitDocuments } from "./unit-documents.ts";

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

/**
 * Everything "Save this unit for offline" downloads: the unit's pages, its files (its printables, student rubrics,
 * assessment and preparation list too) and its zips.
 */
export function offlineUnitUrls(unit: Unit): string[] {
  const urls = [
    unitPath(unit.number),
    ...unit.phases.map((p) => phasePath(unit.number, p.number)),
    // Keys are never in the public copy: an educator's browser fetches them through the key route (issue 30).
    ...allMaterials([unit])
      .filter((p) => !isEducatorOnly(p.material))
      .map((p) => p.material.path),
    ...unitDocuments(unit)
      .filter((d) => d.zip === "public")
      .map((d) => d.path),
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
    // Saved with a unit only for an educator, apart from the rest (public/sw.js, issue 30): what the unit's keys zip
    // holds (its keys and the rubrics' scoring sheets), then the keys zips themselves.
    keys: Object.fromEntries(
      units.map((u) => {
        const zips = allKeysBundles([u]);
        const unitKeys = zips.find((b) => b.path === keysZipPaths.unit(u.number))?.keys ?? [];
        return [String(u.number), [...unitKeys.map((k) => k.path), ...zips.map((b) => b.path)]];
      }),
    ),
  };
}
