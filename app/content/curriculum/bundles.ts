import { allMaterials, findLesson, lessonLabel, type PlacedMaterial } from "./index.ts";
import { isEducatorOnly, type KeyDocument, keyDocuments, keysZipPaths, phaseOfUse } from "./keys.ts";
import type { Phase, Unit } from "./schema.ts";

/**
 * "Download all": one zip per unit and per phase with every lesson plan and handout of it and the unit
 * overview, and a Word unit plan beside the text file the unit page builds. Generated at build time
 * (server/materials/bundles.ts) under these paths; the pages and the offline cache link them from here.
 */
export const bundlePaths = {
  unitZip: (unit: number) => `/materials/unit${unit}/unit${unit}-all-materials.zip`,
  phaseZip: (unit: number, phase: number) =>
    `/materials/unit${unit}/phase${phase}/unit${unit}-phase${phase}-all-materials.zip`,
  unitPlanDocx: (unit: number) => `/materials/unit${unit}/unit${unit}-unit-plan.docx`,
};

/** One file of a bundle: where it goes in the zip, and the day or part it belongs to. */
export interface BundleEntry {
  name: string;
  when: string;
  /** A material the unit lists; absent for the generated unit overview. */
  placed?: PlacedMaterial;
}

/** An educator-only document in a keys zip (issue 30): read from the keys folder of the build. */
export interface KeyEntry {
  name: string;
  when: string;
  document: KeyDocument;
}

export interface Bundle {
  path: string;
  /** The zip's top folder, so unpacking two bundles never mixes their files. */
  folder: string;
  title: string;
  unit: Unit;
  entries: BundleEntry[];
}

/** The keys of a unit or phase, zipped for educators only, apart from the public bundle. */
export interface KeysBundle {
  path: string;
  folder: string;
  title: string;
  unit: Unit;
  keys: KeyEntry[];
}

const OVERVIEW_NAME = (unit: number) => `Unit_${unit}_Overview.docx`;

/** A material's day or lesson ("Day 9", "Lesson 2"), or its kind for overviews. */
function whenOf(placed: PlacedMaterial): { label: string; order: number } {
  const source = placed.material.source;
  if (source.type === "lesson-plan" || source.type === "handout") {
    const found = findLesson(placed.unit, placed.phase, source);
    if (found) return { label: lessonLabel(found.lesson), order: source.lesson };
  }
  return { label: source.type === "phase-overview" ? "Phase overview" : "Unit overview", order: -1 };
}

function fileName(path: string): string {
  return path.slice(path.lastIndexOf("/") + 1);
}

/** The unit's own overview document: its listed one if it has one, otherwise one generated for the bundle. */
function overviewEntry(unit: Unit): BundleEntry {
  const listed = allMaterials([unit]).find((p) => p.material.source.type === "unit-overview");
  return listed
    ? { name: fileName(listed.material.path), when: "Unit overview", placed: listed }
    : { name: OVERVIEW_NAME(unit.number), when: "Unit overview" };
}

/**
 * What a material is made from: two listed paths with the same source and format are the same bytes (Unit 2
 * lists some handouts under more than one name), and a zip holds each document once (issue 32).
 */
export function sameDocument(p: PlacedMaterial): string {
  const source = p.material.source;
  if (source.type === "lesson-plan" || source.type === "handout")
    return JSON.stringify([
      p.material.format,
      source.type,
      phaseOfUse(p),
      source.lesson,
      "variant" in source ? source.variant : "",
    ]);
  return JSON.stringify([p.material.format, source]);
}

function entriesOf(placed: PlacedMaterial[], inFolder: (p: PlacedMaterial) => string): BundleEntry[] {
  const seen = new Set<string>();
  // A phase's own listing names the file first (its folder, its name); the unit page's copy of it is left out.
  return [...placed.filter((p) => p.phase), ...placed.filter((p) => !p.phase)]
    .filter((p) => p.material.source.type !== "unit-overview" && !isEducatorOnly(p.material))
    .filter((p) => !seen.has(sameDocument(p)) && seen.add(sameDocument(p)))
    .map((p) => ({ placed: p, ...whenOf(p) }))
    .sort((a, b) => (phaseOfUse(a.placed) ?? 0) - (phaseOfUse(b.placed) ?? 0) || a.order - b.order)
    .map(({ placed: p, label }) => ({ name: `${inFolder(p)}${fileName(p.material.path)}`, when: label, placed: p }));
}

export function unitBundle(unit: Unit): Bundle {
  const folder = `GeneHive_Unit_${unit.number}`;
  const placed = allMaterials([unit]);
  const entries = [overviewEntry(unit), ...entriesOf(placed, (p) => (p.phase ? `Phase_${p.phase.number}/` : ""))];
  return {
    path: bundlePaths.unitZip(unit.number),
    folder,
    title: `Unit ${unit.number}: ${unit.title}`,
    unit,
    entries,
  };
}

export function phaseBundle(unit: Unit, phase: Phase): Bundle {
  // Every document the phase's days use, wherever the unit lists it (Unit 2 lists handouts on the unit page).
  const placed = allMaterials([unit]).filter((p) => phaseOfUse(p) === phase.number);
  const entries = [overviewEntry(unit), ...entriesOf(placed, () => "")];
  return {
    path: bundlePaths.phaseZip(unit.number, phase.number),
    folder: `GeneHive_Unit_${unit.number}_Phase_${phase.number}`,
    title: `Unit ${unit.number}, Phase ${phase.number}: ${phase.title}`,
    unit,
    entries,
  };
}

function keysBundle(unit: Unit, phase: number | undefined): KeysBundle {
  const docs = keyDocuments([unit]).filter((d) => phase === undefined || d.phase === phase);
  const name = (d: KeyDocument) => `${phase === undefined && d.phase ? `Phase_${d.phase}/` : ""}${fileName(d.path)}`;
  return {
    path: phase === undefined ? keysZipPaths.unit(unit.number) : keysZipPaths.phase(unit.number, phase),
    folder: `GeneHive_Unit_${unit.number}${phase === undefined ? "" : `_Phase_${phase}`}_Teacher_Keys`,
    title: `Unit ${unit.number}${phase === undefined ? "" : `, Phase ${phase}`}: teacher keys`,
    unit,
    keys: docs.map((d) => ({ name: name(d), when: d.when, document: d })),
  };
}

/** The keys zips of every unit and phase that has keys. */
export function allKeysBundles(units: Unit[]): KeysBundle[] {
  return units
    .flatMap((unit) => [keysBundle(unit, undefined), ...unit.phases.map((p) => keysBundle(unit, p.number))])
    .filter((b) => b.keys.length > 0);
}

/** The README.txt of a keys zip. */
export function keysReadme(bundle: KeysBundle, publicUrl: string): string {
  const width = Math.max(...bundle.keys.map((k) => k.when.length));
  return [
    `GeneHive curriculum - ${bundle.title}`,
    "",
    "For verified educators: each handout with an exemplar answer or scoring notes under every prompt, and the",
    "keys of the assessments. Keep them from students: hand out the student versions.",
    `Pages, resource maps and standards: ${publicUrl}/unit/${bundle.unit.number}`,
    "",
    ...bundle.keys.map((k) => `  ${k.when.padEnd(width)}  ${k.name}`),
    "",
  ].join("\r\n");
}

/** Every bundle of every unit: the unit's, then each phase's. */
export function allBundles(units: Unit[]): Bundle[] {
  return units.flatMap((unit) => [unitBundle(unit), ...unit.phases.map((phase) => phaseBundle(unit, phase))]);
}

/** The README.txt at the top of a bundle: what it is and its files listed by day. */
export function bundleReadme(bundle: Bundle, publicUrl: string): string {
  const width = Math.max(...bundle.entries.map((e) => e.when.length));
  return [
    `GeneHive curriculum - ${bundle.title}`,
    "",
    `Every lesson plan and handout of this ${bundle.path.includes("/phase") ? "phase" : "unit"}, with the unit overview.`,
    `Pages, resource maps and standards: ${publicUrl}/unit/${bundle.unit.number}`,
    "",
    "Files by day:",
    ...bundle.entries.map((e) => `  ${e.when.padEnd(width)}  ${e.name}`),
    "",
    "Teacher keys are for verified educators: signed in with educator access, download them from the unit page.",
    "",
  ].join("\r\n");
}
