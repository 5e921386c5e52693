import { createHash } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { strFromU8, unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { artifactFiles } from "#app/content/curriculum/artifacts/index.ts";
import { assessmentLinks } from "#app/content/curriculum/assessments/paths.ts";
import {
  allBundles,
  allKeysBundles,
  bundleReadme,
  phaseBundle,
  sameDocument,
  unitBundle,
} from "#app/content/curriculum/bundles.ts";
import { allMaterials, getPhase, getUnit, units } from "#app/content/curriculum/index.ts";
import { isEducatorOnly, isKeyPath, keyDocuments, keysZipPaths, phaseOfUse } from "#app/content/curriculum/keys.ts";
import { prepListLinks } from "#app/content/curriculum/prep/index.ts";
import { rubricLinks } from "#app/content/curriculum/rubrics/index.ts";
import type { Unit } from "#app/content/curriculum/schema.ts";
import { writeArtifacts } from "./artifact.ts";
import { writeAssessments } from "./assessment.ts";
import { zipBundle, zipKeysBundle } from "./bundles.ts";
import { keyFile, materialFile, writeMaterials } from "./generate.ts";
import { writePrepLists } from "./prep.ts";
import { writeRubrics } from "./rubric.ts";

const unit2 = getUnit(2)!;
let buildDir: string;

beforeAll(async () => {
  buildDir = mkdtempSync(path.join(tmpdir(), "genehive-bundles-"));
  await writeMaterials(buildDir, units);
  // As the build does: the assessments (their keys in the unit's keys zip), rubrics, printables and prep lists.
  await writeAssessments(buildDir, units);
  await writeRubrics(buildDir, units);
  await writeArtifacts(buildDir, units);
  await writePrepLists(buildDir, units);
}, 240_000);
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
      const bundled = bundle.entries.slice(1).flatMap((e) => (e.placed ? [sameDocument(e.placed)] : []));
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
        expect(new Set(bundle.entries.slice(1).flatMap((e) => (e.placed ? [sameDocument(e.placed)] : [])))).toEqual(
          used,
        );
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
    expect(unitKeys.keys.flatMap((k) => (k.document ? [k.document.path] : [])).sort()).toEqual(
      keyDocuments([unit2])
        .map((d) => d.path)
        .sort(),
    );
    const files = unzipSync(zipKeysBundle(unitKeys, buildDir, "https://genehive.example"));
    expect(Object.keys(files)).toContain(`${unitKeys.folder}/Phase_1/Day_2_Meet_the_Pathogens_Handout_Teacher_Key.pdf`);
    expect(Object.keys(files)).toContain(`${unitKeys.folder}/Unit_2_End_of_Unit_Assessment_Teacher_Key.pdf`);
    for (const key of unitKeys.keys)
      expect(files[`${unitKeys.folder}/${key.name}`]).toEqual(
        new Uint8Array(readFileSync((key.folder === "keys" ? keyFile : materialFile)(buildDir, key.path))),
      );
    // Generated outside the public materials: the static folder never holds one.
    for (const key of unitKeys.keys.filter((k) => k.document))
      expect(existsSync(materialFile(buildDir, key.path))).toBe(false);
  });

  /** What a unit's pages offer beside its materials, read from the registries the pages use, not from the zips. */
  function offered(unit: Unit) {
    const rubricFiles = rubricLinks(units, unit.number);
    return {
      printables: artifactFiles([unit]).map((f) => ({ path: f.path, phase: f.phase?.number })),
      rubrics: rubricFiles.filter((l) => l.path.includes("_Rubric.")).map((l) => l.path),
      sheets: rubricFiles.filter((l) => l.path.includes("_Scoring_Sheet.")).map((l) => l.path),
      wholeUnit: [
        ...assessmentLinks(unit.number)
          .filter((l) => !l.key)
          .map((l) => l.path),
        ...prepListLinks(unit.number).map((l) => l.path),
      ],
    };
  }
  const fileName = (p: string) => p.slice(p.lastIndexOf("/") + 1);
  const bundledPaths = (entries: { placed?: { material: { path: string } }; document?: { path: string } }[]) =>
    entries.flatMap((e) => e.document?.path ?? e.placed?.material.path ?? []);
  /** A rubric's phase, from its file name ("Unit_2_Phase_1_Day_6_Rubric.pdf"). */
  const phaseInName = (p: string) => Number(/_Phase_(\d+)_/.exec(p)?.[1] ?? 0) || undefined;

  it("a unit's zip holds every printable, student rubric, the assessment and the preparation list its pages offer, once, in its phase's folder (issue 29)", () => {
    for (const unit of units) {
      const { printables, rubrics, wholeUnit } = offered(unit);
      expect(printables.length + rubrics.length, `unit ${unit.number}`).toBeGreaterThan(0);
      expect(wholeUnit.length, `unit ${unit.number}`).toBe(4);
      const entries = unitBundle(unit).entries;
      const byPath = new Map(entries.map((e) => [e.document?.path ?? e.placed?.material.path, e.name]));
      for (const p of printables)
        expect(byPath.get(p.path), p.path).toBe(`${p.phase ? `Phase_${p.phase}/` : ""}${fileName(p.path)}`);
      for (const p of rubrics) {
        const phase = phaseInName(p);
        expect(byPath.get(p), p).toBe(`${phase ? `Phase_${phase}/` : ""}${fileName(p)}`);
      }
      for (const p of wholeUnit) expect(byPath.get(p), p).toBe(fileName(p));
      const names = entries.map((e) => e.name);
      expect(names.length, `unit ${unit.number}: a name twice`).toBe(new Set(names).size);
      const paths = bundledPaths(entries);
      expect(paths.length, `unit ${unit.number}: a file twice`).toBe(new Set(paths).size);
    }
  });

  it("a phase's zip holds the printables and student rubrics of its days and of no other phase; the whole unit's documents stay in the unit's zip", () => {
    for (const unit of units)
      for (const phase of unit.phases) {
        const { printables, rubrics, wholeUnit } = offered(unit);
        const paths = new Set(bundledPaths(phaseBundle(unit, phase).entries));
        for (const p of printables) expect(paths.has(p.path), p.path).toBe(p.phase === phase.number);
        for (const p of rubrics) expect(paths.has(p), p).toBe(phaseInName(p) === phase.number);
        for (const p of wholeUnit) expect(paths.has(p), p).toBe(false);
      }
  });

  it("no public zip holds a scoring sheet or any educator-only file; the keys zips of the unit and the phase hold the scoring sheets", async () => {
    for (const bundle of allBundles(units)) {
      for (const path of bundledPaths(bundle.entries)) {
        expect(path, bundle.path).not.toMatch(/_Scoring_Sheet\.|_Teacher_Key\./);
        expect(isKeyPath(path), `${bundle.path}: ${path}`).toBe(false);
      }
      const names = Object.keys(unzipSync(await zipBundle(bundle, buildDir, "https://genehive.example")));
      expect(
        names.filter((n) => /Scoring_Sheet|Teacher_Key/.test(n)),
        bundle.path,
      ).toEqual([]);
    }
    const keysZips = allKeysBundles(units);
    for (const unit of units) {
      const { sheets } = offered(unit);
      const inZip = (path: string) => new Set(keysZips.find((b) => b.path === path)?.keys.map((k) => k.path));
      for (const sheet of sheets) {
        expect(inZip(keysZipPaths.unit(unit.number)).has(sheet), sheet).toBe(true);
        const phase = phaseInName(sheet);
        if (phase) expect(inZip(keysZipPaths.phase(unit.number, phase)).has(sheet), sheet).toBe(true);
      }
    }
    const unit3Keys = keysZips.find((b) => b.path === keysZipPaths.unit(3))!;
    const files = unzipSync(zipKeysBundle(unit3Keys, buildDir, "https://genehive.example"));
    const sheet = offered(getUnit(3)!).sheets[0]!;
    expect(files[`${unit3Keys.folder}/Phase_${phaseInName(sheet)}/${fileName(sheet)}`]).toEqual(
      new Uint8Array(readFileSync(materialFile(buildDir, sheet))),
    );
  });

  it("the unit's zip carries the built printables byte for byte, and its README lists them by day, each phase's days in order", async () => {
    const unit3 = getUnit(3)!;
    const bundle = unitBundle(unit3);
    const files = unzipSync(await zipBundle(bundle, buildDir, "https://genehive.example"));
    const { printables, wholeUnit } = offered(unit3);
    for (const p of [...printables.map((f) => f.path), ...wholeUnit]) {
      const entry = bundle.entries.find((e) => e.document?.path === p)!;
      expect(files[`${bundle.folder}/${entry.name}`], p).toEqual(
        new Uint8Array(readFileSync(materialFile(buildDir, p))),
      );
    }
    const readme = bundleReadme(bundle, "https://genehive.example");
    expect(readme).toContain("the end-of-unit assessment (pre- and post-test) and the preparation list");
    expect(readme).toMatch(/Day 4 +Phase_1\/Day_4_Data_Set_A_Yeast_Growth_in_a_Flask\.pdf/);
    const days = [...readme.matchAll(/^ {2}Day (\d+) +Phase_\d+\//gm)].map((m) => Number(m[1]));
    expect(days.length).toBeGreaterThan(30);
    expect(days).toEqual([...days].sort((a, b) => a - b));
    // A day's plan and handouts come before its printables, and its rubric last.
    const day5 = bundle.entries.filter((e) => e.when === "Day 5").map((e) => e.name);
    expect(day5[0]).toMatch(/Lesson_Plan/);
    expect(day5.at(-1)).toMatch(/_Rubric\.docx$/);
  });

  it("every unit and every phase with materials has a bundle", () => {
    const paths = allBundles(units).map((b) => b.path);
    expect(paths).toContain("/materials/unit3/unit3-all-materials.zip");
    expect(paths).toContain("/materials/unit2/phase5/unit2-phase5-all-materials.zip");
    expect(paths.length).toBe(units.length + units.reduce((n, u) => n + u.phases.length, 0));
  });
});
