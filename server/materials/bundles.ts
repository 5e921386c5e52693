import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { strToU8, type Zippable, zipSync } from "fflate";
import {
  allBundles,
  allKeysBundles,
  type Bundle,
  bundlePaths,
  bundleReadme,
  type KeysBundle,
  keysReadme,
} from "#app/content/curriculum/bundles.ts";
import type { Unit } from "#app/content/curriculum/schema.ts";
import { renderDocx } from "./docx.ts";
import { keyFile, materialFile } from "./generate.ts";
import { fixedDate } from "./model.ts";
import { unitOverviewDocument } from "./overview.ts";

/**
 * A bundle as zip bytes: README.txt and every file under one top folder, never a key (issue 30). The materials,
 * printables, rubrics, assessment and preparation list are read from the build (written just before), so a zip holds
 * exactly the files the pages link; entry times are fixed, so the same content gives the same bytes.
 */
export async function zipBundle(bundle: Bundle, buildDir: string, publicUrl: string): Promise<Uint8Array> {
  const files: Zippable = { [`${bundle.folder}/README.txt`]: strToU8(bundleReadme(bundle, publicUrl)) };
  for (const entry of bundle.entries) {
    const urlPath = entry.placed?.material.path ?? entry.document?.path;
    files[`${bundle.folder}/${entry.name}`] = urlPath
      ? readFileSync(materialFile(buildDir, urlPath))
      : await renderDocx(unitOverviewDocument(bundle.unit, false));
  }
  return zipSync(files, { level: 6, mtime: fixedDate });
}

/** An educator's keys zip: README.txt, the keys of the unit or phase from the build's keys folder, its scoring sheets. */
export function zipKeysBundle(bundle: KeysBundle, buildDir: string, publicUrl: string): Uint8Array {
  const files: Zippable = { [`${bundle.folder}/README.txt`]: strToU8(keysReadme(bundle, publicUrl)) };
  for (const key of bundle.keys)
    files[`${bundle.folder}/${key.name}`] = readFileSync(
      key.folder === "keys" ? keyFile(buildDir, key.path) : materialFile(buildDir, key.path),
    );
  return zipSync(files, { level: 6, mtime: fixedDate });
}

/** Writes every unit and phase zip, and the Word unit plan of each unit whose page offers the text plan. */
export async function writeBundles(buildDir: string, units: Unit[], publicUrl: string): Promise<string[]> {
  const written: string[] = [];
  for (const bundle of allBundles(units)) {
    const file = materialFile(buildDir, bundle.path);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, await zipBundle(bundle, buildDir, publicUrl));
    written.push(bundle.path);
  }
  for (const bundle of allKeysBundles(units)) {
    const file = keyFile(buildDir, bundle.path);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, zipKeysBundle(bundle, buildDir, publicUrl));
    written.push(bundle.path);
  }
  for (const unit of units.filter((u) => u.textPlanFileName)) {
    const plan = bundlePaths.unitPlanDocx(unit.number);
    writeFileSync(materialFile(buildDir, plan), await renderDocx(unitOverviewDocument(unit, true)));
    written.push(plan);
  }
  return written;
}
