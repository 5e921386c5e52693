import { allMaterials, findLesson, lessonLabel, type PlacedMaterial } from "./index.ts";
import { isEducatorOnly, type KeyDocument, keyDocuments, keysZipPaths, phaseOfUse } from "./keys.ts";
import type { Phase, Unit } from "./schema.ts";
import { type UnitDocument, unitDocuments } from "./unit-documents.ts";

/**
 * "Download all": one zip per unit and per phase with every lesson plan, handout, printable and student rubric of it
 * and the unit overview (the unit's zip also its assessment and preparation list), and a Word unit plan beside the
 * text file the unit page builds. Generated at build time (server/materials/bundles.ts) under these paths; the pages
 * and the offline cache link them from here.
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
  /** A material the unit lists; absent for the generated unit overview and the unit's other documents. */
  placed?: PlacedMaterial;
  /** A printable, a rubric, the assessment or the preparation list (unit-documents.ts). */
  document?: UnitDocument;
}

/** A teacher's document in a keys zip (issue 30): a key, or a rubric's scoring sheet. */
export interface KeyEntry {
  name: string;
  when: string;
  path: string;
  /** Where the build writes it: a key in the keys folder, a scoring sheet (no answers in it) with the materials. */
  folder: "keys" | "materials";
  /** The key it is; absent for a scoring sheet. */
  document?: KeyDocument;
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

/** A file with its place in day order: the phase whose days use it, the day, and its rank among the day's files. */
interface Dated<T> {
  item: T;
  phase: number;
  order: number;
  rank: number;
}

/** The items in day order; a day's plan and handouts (rank 0) before its other documents, ties as listed. */
function inDayOrder<T>(list: Dated<T>[]): T[] {
  return [...list].sort((a, b) => a.phase - b.phase || a.order - b.order || a.rank - b.rank).map((d) => d.item);
}

function entriesOf(
  placed: PlacedMaterial[],
  documents: UnitDocument[],
  inFolder: (phase: number | undefined) => string,
): BundleEntry[] {
  const seen = new Set<string>();
  // A phase's own listing names the file first (its folder, its name); the unit page's copy of it is left out.
  const materials = [...placed.filter((p) => p.phase), ...placed.filter((p) => !p.phase)]
    .filter((p) => p.material.source.type !== "unit-overview" && !isEducatorOnly(p.material))
    .filter((p) => !seen.has(sameDocument(p)) && seen.add(sameDocument(p)))
    .map((p): Dated<BundleEntry> => {
      const { label, order } = whenOf(p);
      const item = { name: `${inFolder(p.phase?.number)}${fileName(p.material.path)}`, when: label, placed: p };
      return { item, phase: phaseOfUse(p) ?? 0, order, rank: 0 };
    });
  const others = documents
    .filter((d) => d.zip === "public")
    .map(
      (d): Dated<BundleEntry> => ({
        item: { name: `${inFolder(d.phase)}${fileName(d.path)}`, when: d.when, document: d },
        phase: d.phase ?? 0,
        order: d.order,
        rank: d.rank,
      }),
    );
  return inDayOrder([...materials, ...others]);
}

const phaseFolder = (phase: number | undefined) => (phase ? `Phase_${phase}/` : "");

export function unitBundle(unit: Unit): Bundle {
  const folder = `GeneHive_Unit_${unit.number}`;
  const placed = allMaterials([unit]);
  const entries = [overviewEntry(unit), ...entriesOf(placed, unitDocuments(unit), phaseFolder)];
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
  // The assessment and the preparation list are the whole unit's, no phase's: they are in the unit's zip.
  const documents = unitDocuments(unit).filter((d) => d.phase === phase.number);
  const entries = [overviewEntry(unit), ...entriesOf(placed, documents, () => "")];
  return {
    path: bundlePaths.phaseZip(unit.number, phase.number),
    folder: `GeneHive_Unit_${unit.number}_Phase_${phase.number}`,
    title: `Unit ${unit.number}, Phase ${phase.number}: ${phase.title}`,
    unit,
    entries,
  };
}

/** A key's place in day order: its handout's or material's day; a whole unit's key (the assessment's) first. */
function keyOrder(d: KeyDocument): number {
  const placed =
    d.from.type === "teacher-key" ? d.from.handout : d.from.type === "material" ? d.from.placed : undefined;
  return placed ? whenOf(placed).order : -1;
}

function keysBundle(unit: Unit, phase: number | undefined): KeysBundle {
  const inPhase = (p: number | undefined) => phase === undefined || p === phase;
  const name = (path: string, p: number | undefined) => `${phase === undefined ? phaseFolder(p) : ""}${fileName(path)}`;
  const keys = keyDocuments([unit])
    .filter((d) => inPhase(d.phase))
    .map(
      (d): Dated<KeyEntry> => ({
        item: { name: name(d.path, d.phase), when: d.when, path: d.path, folder: "keys", document: d },
        phase: d.phase ?? 0,
        order: keyOrder(d),
        rank: 0,
      }),
    );
  const sheets = unitDocuments(unit)
    .filter((d) => d.zip === "educator" && inPhase(d.phase))
    .map(
      (d): Dated<KeyEntry> => ({
        item: { name: name(d.path, d.phase), when: d.when, path: d.path, folder: "materials" },
        phase: d.phase ?? 0,
        order: d.order,
        rank: d.rank,
      }),
    );
  return {
    path: phase === undefined ? keysZipPaths.unit(unit.number) : keysZipPaths.phase(unit.number, phase),
    folder: `GeneHive_Unit_${unit.number}${phase === undefined ? "" : `_Phase_${phase}`}_Teacher_Keys`,
    title: `Unit ${unit.number}${phase === undefined ? "" : `, Phase ${phase}`}: teacher keys`,
    unit,
    keys: inDayOrder([...keys, ...sheets]),
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
    "For verified educators: each handout with an exemplar answer or scoring notes under every prompt, the keys of",
    "the assessments and the rubrics' scoring sheets. Keep them from students: hand out the student versions.",
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
  const has = (kind: UnitDocument["kind"]) => bundle.entries.some((e) => e.document?.kind === kind);
  const withUnit = [
    "the unit overview",
    ...(has("assessment") ? ["the end-of-unit assessment (pre- and post-test)"] : []),
    ...(has("preparation list") ? ["the preparation list"] : []),
  ];
  const scope = bundle.path.includes("/phase") ? "phase" : "unit";
  return [
    `GeneHive curriculum - ${bundle.title}`,
    "",
    `Every lesson plan, handout, printable and rubric of this ${scope}, with ${withUnit.join(", ").replace(/, ([^,]*)$/, " and $1")}.`,
    `Pages, resource maps and standards: ${publicUrl}/unit/${bundle.unit.number}`,
    "",
    "Files by day:",
    ...bundle.entries.map((e) => `  ${e.when.padEnd(width)}  ${e.name}`),
    "",
    "Teacher keys are for verified educators: signed in with educator access, download them from the unit page.",
    "Their keys zip also holds the rubrics' scoring sheets.",
    "",
  ].join("\r\n");
}
