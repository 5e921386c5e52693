import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { strFromU8, unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { allBundles, bundleReadme, phaseBundle, unitBundle } from "#app/content/curriculum/bundles.ts";
import { allMaterials, getPhase, getUnit, units } from "#app/content/curriculum/index.ts";
import { zipBundle } from "./bundles.ts";
import { writeMaterials } from "./generate.ts";

const unit2 = getUnit(2)!;
let buildDir: string;

beforeAll(async () => {
  buildDir = mkdtempSync(path.join(tmpdir(), "genehive-bundles-"));
  await writeMaterials(buildDir, units);
}, 120_000);
afterAll(() => rmSync(buildDir, { recursive: true, force: true }));

describe("download-all bundles", () => {
  it("a unit's zip holds every material of the unit once, the overview first, under one folder", () => {
    for (const unit of units) {
      const bundle = unitBundle(unit);
      const listed = new Set(allMaterials([unit]).map((p) => p.material.path));
      const bundled = bundle.entries.flatMap((e) => (e.placed ? [e.placed.material.path] : []));
      expect(new Set(bundled)).toEqual(listed);
      expect(bundled.length).toBe(new Set(bundled).size);
      expect(bundle.entries[0]!.when).toBe("Unit overview");
    }
  });

  it("a phase's zip holds that phase's materials and the unit overview, nothing of other phases", () => {
    const phase = getPhase(unit2, 1)!;
    const bundle = phaseBundle(unit2, phase);
    const paths = bundle.entries.slice(1).map((e) => e.placed?.material.path);
    const expected = phase.materials.filter((m) => m.source.type !== "unit-overview").map((m) => m.path);
    expect(new Set(paths)).toEqual(new Set(expected));
    expect(bundle.entries.every((e) => !e.placed?.phase || e.placed.phase.number === 1)).toBe(true);
  });

  it("the README lists every file with its day, in day order", () => {
    const bundle = phaseBundle(unit2, getPhase(unit2, 1)!);
    const readme = bundleReadme(bundle, "https://genehive.example");
    expect(readme).toContain("https://genehive.example/unit/2");
    for (const entry of bundle.entries)
      expect(readme).toMatch(new RegExp(`${entry.when}\\s+${entry.name.replace(/[.]/g, "\\.")}`));
    const days = [...readme.matchAll(/^ {2}Day (\d+)/gm)].map((m) => Number(m[1]));
    expect(days).toEqual([...days].sort((a, b) => a - b));
  });

  it("zips the built files byte for byte, with a README, and the same content gives the same bytes", async () => {
    const bundle = unitBundle(unit2);
    const bytes = await zipBundle(bundle, buildDir, "https://genehive.example");
    const files = unzipSync(bytes);
    const names = Object.keys(files);
    expect(names).toContain("GeneHive_Unit_2/README.txt");
    expect(names.length).toBe(bundle.entries.length + 1);
    expect(names.every((n) => n.startsWith("GeneHive_Unit_2/"))).toBe(true);
    expect(names.some((n) => n.startsWith("GeneHive_Unit_2/Phase_3/"))).toBe(true);
    expect(strFromU8(files["GeneHive_Unit_2/README.txt"]!)).toContain("Files by day:");
    expect(await zipBundle(bundle, buildDir, "https://genehive.example")).toEqual(bytes);
  });

  it("every unit and every phase with materials has a bundle", () => {
    const paths = allBundles(units).map((b) => b.path);
    expect(paths).toContain("/materials/unit3/unit3-all-materials.zip");
    expect(paths).toContain("/materials/unit2/phase5/unit2-phase5-all-materials.zip");
    expect(paths.length).toBe(units.length + units.reduce((n, u) => n + u.phases.length, 0));
  });
});
