import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { strToU8, type Zippable, zipSync } from "fflate";
import { allBundles, type Bundle, bundlePaths, bundleReadme } from "#app/content/curriculum/bundles.ts";
import type { Unit } from "#app/content/curriculum/schema.ts";
import { renderDocx } from "./docx.ts";
import { materialFile } from "./generate.ts";
import { fixedDate } from "./model.ts";
import { unitOverviewDocument } from "./overview.ts";

/**
 * A bundle as zip bytes: README.txt and every file under one top folder, the handouts' teacher keys in its
 * "Teacher keys" folder. The materials are read from the build (written just before), so a zip holds exactly
 * the files the pages link; entry times are fixed, so the same content gives the same bytes.
 */
export async function zipBundle(bundle: Bundle, buildDir: string, publicUrl: string): Promise<Uint8Array> {
  const files: Zippable = { [`${bundle.folder}/README.txt`]: strToU8(bundleReadme(bundle, publicUrl)) };
  for (const entry of bundle.entries) {
    files[`${bundle.folder}/${entry.name}`] = entry.placed
      ? readFileSync(materialFile(buildDir, entry.placed.material.path))
      : await renderDocx(unitOverviewDocument(bundle.unit, false));
  }
  for (const key of bundle.keys) files[`${bundle.folder}/${key.name}`] = readFileSync(materialFile(buildDir, key.path));
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
  for (const unit of units.filter((u) => u.textPlanFileName)) {
    const plan = bundlePaths.unitPlanDocx(unit.number);
    writeFileSync(materialFile(buildDir, plan), await renderDocx(unitOverviewDocument(unit, true)));
    written.push(plan);
  }
  return written;
}
