import type { UnitInput } from "./schema.ts";

/**
 * The one way a unit declares a downloadable file: what it is called, where it lives, and what it is made
 * from. The format follows from the file's extension, the kind from the builder, so no unit spells them out.
 */
export type MaterialInput = NonNullable<UnitInput["materials"]>[number];

interface Described {
  title: string;
  subtitle: string;
  path: string;
}

const formatOf = (path: string) => (path.endsWith(".pdf") ? "pdf" : "docx");
/** The phase, only when there is one, so lessons of units without phases carry no empty key. */
const inPhase = (phase: number | undefined) => (phase === undefined ? {} : { phase });

/** A lesson plan, generated from lesson (or day) `lesson`, of `phase` when the unit has phases. */
export function lessonPlan(file: Described & { lesson: number; phase?: number }): MaterialInput {
  const { lesson, phase, ...described } = file;
  return {
    ...described,
    kind: "lesson-plan",
    format: formatOf(file.path),
    source: { type: "lesson-plan", lesson, ...inPhase(phase) },
  };
}

/** A student handout from a lesson's handout content: the standard version, or a supported or modified one. */
export function handout(
  file: Described & { lesson: number; phase?: number; variant?: "standard" | "supported" | "modified" },
): MaterialInput {
  const { lesson, phase, variant, ...described } = file;
  return {
    ...described,
    kind: "handout",
    format: formatOf(file.path),
    source: { type: "handout", lesson, ...inPhase(phase), ...(variant ? { variant } : {}) },
  };
}

/** A phase's overview document. */
export function phaseOverview(file: Described & { phase: number }): MaterialInput {
  const { phase, ...described } = file;
  return { ...described, kind: "overview", format: formatOf(file.path), source: { type: "phase-overview", phase } };
}

/** The unit's overview, or (kind "unit-plan") its complete unit plan. */
export function unitOverview(file: Described & { kind?: "overview" | "unit-plan" }): MaterialInput {
  const { kind = "overview", ...described } = file;
  return { ...described, kind, format: formatOf(file.path), source: { type: "unit-overview" } };
}
