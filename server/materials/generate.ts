import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { allMaterials, findLesson, getPhase, type PlacedMaterial } from "#app/content/curriculum/index.ts";
import type { Unit } from "#app/content/curriculum/schema.ts";
import { renderDocx } from "./docx.ts";
import { handoutDocument } from "./handout.ts";
import { lessonPlanDocument } from "./lesson-plan.ts";
import type { MaterialDocument } from "./model.ts";
import { phaseOverviewDocument, unitOverviewDocument } from "./overview.ts";
import { renderPdf } from "./pdf.ts";

/** The document a material is generated from, following its source in the content. */
export function documentFor({ unit, phase, material }: PlacedMaterial): MaterialDocument {
  const source = material.source;
  switch (source.type) {
    case "lesson-plan":
    case "handout": {
      const found = findLesson(unit, phase, source);
      if (!found) throw new Error(`${material.path}: unit ${unit.number} has no lesson ${source.lesson} here`);
      const place = { unit, phase: found.phase, lesson: found.lesson };
      return source.type === "lesson-plan" ? lessonPlanDocument(place) : handoutDocument(place, source.variant);
    }
    case "phase-overview": {
      const target = getPhase(unit, source.phase);
      if (!target) throw new Error(`${material.path}: unit ${unit.number} has no phase ${source.phase}`);
      return phaseOverviewDocument(unit, target);
    }
    case "unit-overview":
      return unitOverviewDocument(unit, material.kind === "unit-plan");
  }
}

export async function renderMaterial(placed: PlacedMaterial): Promise<Uint8Array> {
  const doc = documentFor(placed);
  return placed.material.format === "docx" ? renderDocx(doc) : renderPdf(doc);
}

/** Where a material's URL path ("/materials/unit2/x.docx") lives under the build directory. */
export function materialFile(buildDir: string, urlPath: string): string {
  return path.join(buildDir, ...urlPath.split("/").filter(Boolean));
}

/**
 * Writes every material the units name (each path once) under `buildDir`. A material that cannot be
 * generated is reported, not thrown, so one run lists every problem.
 */
export async function writeMaterials(buildDir: string, units: Unit[]) {
  const written = new Set<string>();
  const failures: { path: string; error: string }[] = [];
  for (const placed of allMaterials(units)) {
    const urlPath = placed.material.path;
    if (written.has(urlPath) || failures.some((f) => f.path === urlPath)) continue;
    try {
      const file = materialFile(buildDir, urlPath);
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, await renderMaterial(placed));
      written.add(urlPath);
    } catch (error) {
      failures.push({ path: urlPath, error: error instanceof Error ? error.message : String(error) });
    }
  }
  return { written: [...written], failures };
}

/** Every material path the units name that has no file under `buildDir`. */
export function missingMaterials(buildDir: string, units: Unit[]): string[] {
  const paths = new Set(allMaterials(units).map((m) => m.material.path));
  return [...paths].filter((p) => !existsSync(materialFile(buildDir, p)));
}
