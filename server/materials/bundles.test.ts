import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { strFromU8, unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { allBundles, bundleReadme, phaseBundle, unitBundle } from "#app/content/curriculum/bundles.ts";
import { allMaterials, getPhase, getUnit, teacherKeyPath, units } from "#app/content/curriculum/index.ts";
import { zipBundle } from "./bundles.ts";
import { materialFile, writeMaterials } from "./generate.ts";

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

  it("Unit 2 Phase 5's zip carries the Day 29 plan its download list leaves out, first in day order", async () => {
    const phase = getPhase(unit2, 5)!;
    const day29 = phase.lessons.find((l) => l.number === 29)!;
    const bundle = phaseBundle(unit2, phase);
    expect(bundle.entries.map((e) => e.when)).toEqual(["Unit overview", "Day 29", "Day 30", "Day 31", "Day 32"]);
    const files = unzipSync(await zipBundle(bundle, buildDir, "https://genehive.example"));
    const name = `${bundle.folder}/${day29.file!.split("/").pop()}`;
    expect(files[name]).toEqual(new Uint8Array(readFileSync(materialFile(buildDir, day29.file!))));
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
    expect(names.length).toBe(bundle.entries.length + bundle.keys.length + 1);
    expect(names.every((n) => n.startsWith("GeneHive_Unit_2/"))).toBe(true);
    expect(names.some((n) => n.startsWith("GeneHive_Unit_2/Phase_3/"))).toBe(true);
    expect(strFromU8(files["GeneHive_Unit_2/README.txt"]!)).toContain("Files by day:");
    expect(await zipBundle(bundle, buildDir, "https://genehive.example")).toEqual(bytes);
  });

  it("a zip holds the teacher key of each of its handouts in its Teacher keys folder, apart from the day list", async () => {
    for (const bundle of allBundles(units)) {
      const handouts = bundle.entries.filter((e) => e.placed?.material.source.type === "handout");
      expect(bundle.keys.map((k) => k.path)).toEqual(handouts.map((e) => teacherKeyPath(e.placed!.material.path)));
      expect(bundle.keys.map((k) => k.name)).toEqual(handouts.map((e) => `Teacher keys/${teacherKeyPath(e.name)}`));
    }
    const bundle = unitBundle(unit2);
    const files = unzipSync(await zipBundle(bundle, buildDir, "https://genehive.example"));
    const keys = Object.keys(files).filter((n) => n.startsWith("GeneHive_Unit_2/Teacher keys/"));
    expect(keys.length).toBe(bundle.keys.length);
    expect(keys).toContain("GeneHive_Unit_2/Teacher keys/Phase_1/Day_2_Meet_the_Pathogens_Handout_Teacher_Key.pdf");
    for (const key of bundle.keys) {
      const bytes = files[`GeneHive_Unit_2/${key.name}`];
      expect(bytes, key.name).toEqual(new Uint8Array(readFileSync(materialFile(buildDir, key.path))));
    }
    // The student files are where they were, and the keys are not among them.
    expect(Object.keys(files).filter((n) => n.includes("_Teacher_Key") && !n.includes("/Teacher keys/"))).toEqual([]);
    const readme = strFromU8(files["GeneHive_Unit_2/README.txt"]!);
    for (const key of bundle.keys) expect(readme).toContain(`  ${key.name} (${key.when})`);
    expect(readme.indexOf("Teacher keys, in the")).toBeGreaterThan(readme.indexOf("Files by day:"));
  });

  it("a phase without handouts has no Teacher keys folder", async () => {
    const phase = unit2.phases.find((p) => !p.materials.some((m) => m.source.type === "handout"))!;
    const bundle = phaseBundle(unit2, phase);
    expect(bundle.keys).toEqual([]);
    expect(bundleReadme(bundle, "https://genehive.example")).not.toContain("Teacher keys");
  });

  it("every unit and every phase with materials has a bundle", () => {
    const paths = allBundles(units).map((b) => b.path);
    expect(paths).toContain("/materials/unit3/unit3-all-materials.zip");
    expect(paths).toContain("/materials/unit2/phase5/unit2-phase5-all-materials.zip");
    expect(paths.length).toBe(units.length + units.reduce((n, u) => n + u.phases.length, 0));
  });
});
