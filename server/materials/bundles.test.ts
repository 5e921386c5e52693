import { createHash } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { strFromU8, unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  allBundles,
  allKeysBundles,
  bundleReadme,
  phaseBundle,
  sameDocument,
  unitBundle,
} from "#app/content/curriculum/bundles.ts";
import { allMaterials, getPhase, getUnit, units } from "#app/content/curriculum/index.ts";
import { isEducatorOnly, keyDocuments, keysZipPaths, phaseOfUse } from "#app/content/curriculum/keys.ts";
import { writeAssessments } from "./assessment.ts";
import { zipBundle, zipKeysBundle } from "./bundles.ts";
import { keyFile, materialFile, writeMaterials } from "./generate.ts";

const unit2 = getUnit(2)!;
let buildDir: string;

beforeAll(async () => {
  buildDir = mkdtempSync(path.join(tmpdir(), "genehive-bundles-"));
  await writeMaterials(buildDir, units);
  // As the build does: the assessments' keys go in the unit's keys zip.
  await writeAssessments(buildDir, units);
}, 120_000);
afterAll(() => rmSync(buildDir, { recursive: true, force: true }));

describe("download-all bundles", () => {
  it("a unit's zip holds every document of the unit once (issue 32: Unit 2 held 5 byte-identical files), the overview first", async () => {
    for (const unit of units) {
      const bundle = unitBundle(unit);
      const documents = new Set(
        allMaterials([unit])
          .filter((p) => p.material.source.type !== "unit-overview" && !isEducatorOnly(p.material))
          .map(sameDocument),
      );
      const bundled = bundle.entries.slice(1).map((e) => sameDocument(e.placed!));
      expect(new Set(bundled)).toEqual(documents);
      expect(bundled.length).toBe(documents.size);
      expect(bundle.entries[0]!.when).toBe("Unit overview");
    }
    const files = unzipSync(await zipBundle(unitBundle(unit2), buildDir, "https://genehive.example"));
    const hashes = Object.values(files).map((bytes) => createHash("sha256").update(bytes).digest("hex"));
    expect(hashes.length).toBe(new Set(hashes).size);
  });

  it("a phase's zip holds every document its days use, wherever the unit lists it, and nothing of other phases (issue 32)", () => {
    for (const unit of units)
      for (const phase of unit.phases) {
        const bundle = phaseBundle(unit, phase);
        const used = new Set(
          allMaterials([unit])
            .filter((p) => p.material.source.type !== "unit-overview" && phaseOfUse(p) === phase.number)
            .filter((p) => !isEducatorOnly(p.material))
            .map(sameDocument),
        );
        expect(new Set(bundle.entries.slice(1).map((e) => sameDocument(e.placed!)))).toEqual(used);
      }
    // Unit 4 lists handouts of Phase 1's days on the unit page: the phase's zip holds them too.
    const unit4 = getUnit(4)!;
    const unitListed = allMaterials([unit4]).filter((p) => !p.phase && p.material.source.type === "handout");
    expect(unitListed.length).toBeGreaterThan(0);
    const inZip = new Set(
      phaseBundle(unit4, getPhase(unit4, 1)!).entries.map((e) => e.placed && sameDocument(e.placed)),
    );
    for (const p of unitListed) expect(inZip.has(sameDocument(p)), p.material.path).toBe(true);
  });

  it("Unit 2 Phase 5's zip carries the Day 29 plan its download list leaves out, first in day order", async () => {
    const phase = getPhase(unit2, 5)!;
    const day29 = phase.lessons.find((l) => l.number === 29)!;
    const bundle = phaseBundle(unit2, phase);
    // Days may carry several files (a plan and its unlisted handouts); each day's files come in day order.
    expect([...new Set(bundle.entries.map((e) => e.when))]).toEqual([
      "Unit overview",
      "Day 29",
      "Day 30",
      "Day 31",
      "Day 32",
    ]);
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
    expect(names.length).toBe(bundle.entries.length + 1);
    expect(names.every((n) => n.startsWith("GeneHive_Unit_2/"))).toBe(true);
    expect(names.some((n) => n.startsWith("GeneHive_Unit_2/Phase_3/"))).toBe(true);
    expect(strFromU8(files["GeneHive_Unit_2/README.txt"]!)).toContain("Files by day:");
    expect(await zipBundle(bundle, buildDir, "https://genehive.example")).toEqual(bytes);
  });

  it("no public zip holds a key (issue 30); the keys zips hold each key of their unit or phase, from the keys folder", async () => {
    for (const bundle of allBundles(units)) {
      const files = unzipSync(await zipBundle(bundle, buildDir, "https://genehive.example"));
      expect(Object.keys(files).filter((n) => /Teacher_Key|Teacher keys/.test(n))).toEqual([]);
    }
    const keysZips = allKeysBundles(units);
    expect(keysZips.map((b) => b.path)).toContain(keysZipPaths.unit(2));
    expect(keysZips.map((b) => b.path)).toContain(keysZipPaths.phase(2, 1));
    const unitKeys = keysZips.find((b) => b.path === keysZipPaths.unit(2))!;
    expect(unitKeys.keys.map((k) => k.document.path).sort()).toEqual(
      keyDocuments([unit2])
        .map((d) => d.path)
        .sort(),
    );
    const files = unzipSync(zipKeysBundle(unitKeys, buildDir, "https://genehive.example"));
    expect(Object.keys(files)).toContain(`${unitKeys.folder}/Phase_1/Day_2_Meet_the_Pathogens_Handout_Teacher_Key.pdf`);
    expect(Object.keys(files)).toContain(`${unitKeys.folder}/Unit_2_End_of_Unit_Assessment_Teacher_Key.pdf`);
    for (const key of unitKeys.keys)
      expect(files[`${unitKeys.folder}/${key.name}`]).toEqual(
        new Uint8Array(readFileSync(keyFile(buildDir, key.document.path))),
      );
    // Generated outside the public materials: the static folder never holds one.
    for (const key of unitKeys.keys) expect(existsSync(materialFile(buildDir, key.document.path))).toBe(false);
  });

  it("every unit and every phase with materials has a bundle", () => {
    const paths = allBundles(units).map((b) => b.path);
    expect(paths).toContain("/materials/unit3/unit3-all-materials.zip");
    expect(paths).toContain("/materials/unit2/phase5/unit2-phase5-all-materials.zip");
    expect(paths.length).toBe(units.length + units.reduce((n, u) => n + u.phases.length, 0));
  });
});
