import type { MaterialInput } from "./builders.ts";
import type { UnitInput } from "./schema.ts";

// Every student handout comes as a PDF to print and a Word file to edit (a teacher adapts it, a student types into
// it). Some of the spec's download lists name one format only ("Lesson 2 Handout" as a .pdf, Unit 6's Lesson 8
// planner as a .docx), and those lists stay as the spec gives them; the other format is generated beside the listed
// file as an unlisted material, which the lesson's card offers with it (lessonStudentFiles), the zips and the offline
// copy carry, and whose teacher key is made like any other handout's.

const other = { pdf: "docx", docx: "pdf" } as const;

type Holder = { phase?: number; materials: MaterialInput[]; unlisted: MaterialInput[] };

/** The handout a material prints, whichever list it is in: its lesson (with its phase) and version. */
function handoutOf(material: MaterialInput, phase: number | undefined): string | undefined {
  const source = material.source;
  if (source.type !== "handout") return undefined;
  return JSON.stringify([source.phase ?? phase ?? null, source.lesson, source.variant ?? "standard"]);
}

/**
 * The unit with the missing format of each student handout added to the unlisted materials of the unit or phase that
 * lists it (a phase's listing first, so the companion sits with its day): `Lesson_2_Soil_Detectives_Handout.docx`
 * beside the listed `.pdf`. A handout already in both formats anywhere in the unit gets nothing.
 */
export function withBothFormats(input: UnitInput): UnitInput {
  const holders: Holder[] = [
    ...(input.phases ?? []).map((p) => ({
      phase: p.number,
      materials: p.materials ?? [],
      unlisted: [...(p.unlistedMaterials ?? [])],
    })),
    { materials: input.materials ?? [], unlisted: [...(input.unlistedMaterials ?? [])] },
  ];
  const formats = new Map<string, Set<string>>();
  const paths = new Set<string>();
  for (const h of holders)
    for (const m of [...h.materials, ...h.unlisted]) {
      paths.add(m.path);
      const handout = handoutOf(m, h.phase);
      if (handout) formats.set(handout, (formats.get(handout) ?? new Set()).add(m.format));
    }
  for (const h of holders)
    for (const m of [...h.materials, ...h.unlisted]) {
      const handout = handoutOf(m, h.phase);
      if (!handout || (m.audience ?? "student") !== "student") continue;
      const has = formats.get(handout)!;
      const format = other[m.format];
      const path = m.path.replace(/\.(pdf|docx)$/, `.${format}`);
      if (has.has(format) || paths.has(path)) continue;
      h.unlisted.push({ ...m, format, path });
      has.add(format);
      paths.add(path);
    }
  const [unitHolder] = holders.slice(-1);
  return {
    ...input,
    unlistedMaterials: unitHolder!.unlisted,
    phases: input.phases?.map((p, i) => ({ ...p, unlistedMaterials: holders[i]!.unlisted })),
  };
}
