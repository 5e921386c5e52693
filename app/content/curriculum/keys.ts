import { assessmentFor } from "./assessments/index.ts";
import { assessmentFormats, assessmentKeyPath } from "./assessments/paths.ts";
import { allMaterials, findLesson, lessonLabel, type PlacedMaterial, teacherKeyPath, units } from "./index.ts";
import type { Material, Unit } from "./schema.ts";

/**
 * The educator-only documents (issue 30): what a document IS decides it, never a list of files. A material whose
 * `audience` is "educator" is one (an assessment key), and so is the teacher key of every handout. They are
 * generated outside the public materials folder and served by the key route to educators and staff only.
 */
export function isEducatorOnly(material: Pick<Material, "audience">): boolean {
  return material.audience === "educator";
}

export interface KeyDocument {
  path: string;
  title: string;
  subtitle: string;
  format: Material["format"];
  unit: number;
  phase?: number;
  /** "Day 9", "Lesson 2": where it is used, for the keys zip's README. */
  when: string;
  /** A handout's teacher key is made from the handout; a listed educator material is made from itself. */
  from:
    | { type: "teacher-key"; handout: PlacedMaterial }
    | { type: "material"; placed: PlacedMaterial }
    | { type: "assessment-key" };
}

function whenOf(placed: PlacedMaterial): string {
  const source = placed.material.source;
  if (source.type === "lesson-plan" || source.type === "handout") {
    const found = findLesson(placed.unit, placed.phase, source);
    if (found) return lessonLabel(found.lesson);
  }
  return "Unit";
}

/** The phase a material is used in: the one its lesson belongs to, else the one that lists it. */
export function phaseOfUse(placed: PlacedMaterial): number | undefined {
  const source = placed.material.source;
  if (source.type === "lesson-plan" || source.type === "handout") {
    const found = findLesson(placed.unit, placed.phase, source);
    if (found) return found.phase?.number;
  }
  if (source.type === "phase-overview") return source.phase;
  return placed.phase?.number;
}

/** Every educator-only document of the units, each path once, in the order the units list them. */
export function keyDocuments(list: Unit[] = units): KeyDocument[] {
  const seen = new Set<string>();
  const docs: KeyDocument[] = [];
  for (const placed of allMaterials(list)) {
    const { material } = placed;
    const doc: KeyDocument | undefined = isEducatorOnly(material)
      ? {
          path: material.path,
          title: material.title,
          subtitle: material.subtitle,
          format: material.format,
          unit: placed.unit.number,
          phase: phaseOfUse(placed),
          when: whenOf(placed),
          from: { type: "material", placed },
        }
      : material.source.type === "handout"
        ? {
            path: teacherKeyPath(material.path),
            title: `${material.title} (Teacher key)`,
            subtitle: "Exemplar answers and scoring notes under each prompt",
            format: material.format,
            unit: placed.unit.number,
            phase: phaseOfUse(placed),
            when: whenOf(placed),
            from: { type: "teacher-key", handout: placed },
          }
        : undefined;
    if (doc && !seen.has(doc.path)) {
      seen.add(doc.path);
      docs.push(doc);
    }
  }
  // A unit's end-of-unit assessment key is the unit's, no phase's.
  for (const unit of list.filter((u) => assessmentFor(u.number))) {
    for (const format of assessmentFormats) {
      docs.push({
        path: assessmentKeyPath(unit.number, format),
        title: `Unit ${unit.number} End-of-Unit Assessment (Teacher key)`,
        subtitle: "Answers, the misconception behind each wrong choice, and scoring notes",
        format,
        unit: unit.number,
        when: "Unit",
        from: { type: "assessment-key" },
      });
    }
  }
  return docs;
}

/** The keys zips an educator downloads: one per unit and one per phase. */
export const keysZipPaths = {
  unit: (unit: number) => `/materials/unit${unit}/unit${unit}-teacher-keys.zip`,
  phase: (unit: number, phase: number) =>
    `/materials/unit${unit}/phase${phase}/unit${unit}-phase${phase}-teacher-keys.zip`,
};

let keyPaths: Set<string> | undefined;

/** Whether a /materials/… address is an educator-only file (a key or a keys zip). */
export function isKeyPath(path: string): boolean {
  keyPaths ??= new Set([
    ...keyDocuments().map((d) => d.path),
    ...units.flatMap((u) => [
      keysZipPaths.unit(u.number),
      ...u.phases.map((p) => keysZipPaths.phase(u.number, p.number)),
    ]),
  ]);
  return keyPaths.has(path);
}

/**
 * Whether an address may only ever be a key: today's keys, and any file named as keys are (a handout's key, a keys
 * zip), so that a key an earlier release still holds in its public folder is never served from there.
 */
export function isKeyAddress(path: string): boolean {
  return isKeyPath(path) || /(?:_Teacher_Key\.(?:pdf|docx)|-teacher-keys\.zip)$/i.test(path);
}

/** The keys a unit page (no phase) or a phase page lists for educators. */
export function keysOf(unit: number, phase?: number): KeyDocument[] {
  return keyDocuments().filter((d) => d.unit === unit && (phase === undefined || d.phase === phase));
}
