import { allMaterials, findLesson, lessonLabel, type PlacedMaterial, teacherKeyPath } from "./index.ts";
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

/** A handout's teacher key in a bundle: in the zip's teacher-keys folder, read from `path` in the build. */
export interface KeyEntry {
  name: string;
  when: string;
  path: string;
  /** The student handout it answers. */
  handout: PlacedMaterial;
}

export interface Bundle {
  path: string;
  /** The zip's top folder, so unpacking two bundles never mixes their files. */
  folder: string;
  title: string;
  unit: Unit;
  entries: BundleEntry[];
  /** The teacher keys of the bundle's handouts, kept apart from the files listed by day. */
  keys: KeyEntry[];
}

/** The folder inside a zip that holds the teacher keys. */
export const TEACHER_KEYS_FOLDER = "Teacher keys";

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

function entriesOf(placed: PlacedMaterial[], inFolder: (p: PlacedMaterial) => string): BundleEntry[] {
  const seen = new Set<string>();
  return placed
    .filter((p) => p.material.source.type !== "unit-overview")
    .filter((p) => !seen.has(p.material.path) && seen.add(p.material.path))
    .map((p) => ({ placed: p, ...whenOf(p) }))
    .sort((a, b) => (a.placed.phase?.number ?? 0) - (b.placed.phase?.number ?? 0) || a.order - b.order)
    .map(({ placed: p, label }) => ({ name: `${inFolder(p)}${fileName(p.material.path)}`, when: label, placed: p }));
}

/** The teacher key of each handout among the entries, in their order, under the teacher-keys folder. */
function keysOf(entries: BundleEntry[]): KeyEntry[] {
  return entries.flatMap((e) =>
    e.placed?.material.source.type === "handout"
      ? [
          {
            name: `${TEACHER_KEYS_FOLDER}/${teacherKeyPath(e.name)}`,
            when: e.when,
            path: teacherKeyPath(e.placed.material.path),
            handout: e.placed,
          },
        ]
      : [],
  );
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
    keys: keysOf(entries),
  };
}

export function phaseBundle(unit: Unit, phase: Phase): Bundle {
  const placed = allMaterials([unit]).filter((p) => p.phase?.number === phase.number);
  const entries = [overviewEntry(unit), ...entriesOf(placed, () => "")];
  return {
    path: bundlePaths.phaseZip(unit.number, phase.number),
    folder: `GeneHive_Unit_${unit.number}_Phase_${phase.number}`,
    title: `Unit ${unit.number}, Phase ${phase.number}: ${phase.title}`,
    unit,
    entries,
    keys: keysOf(entries),
  };
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
    ...(bundle.keys.length
      ? [
          `Teacher keys, in the "${TEACHER_KEYS_FOLDER}" folder: each handout with an exemplar answer or scoring`,
          "notes under every prompt. They are for the teacher: hand out the student versions.",
          ...bundle.keys.map((k) => `  ${k.name} (${k.when})`),
          "",
        ]
      : []),
  ].join("\r\n");
}
