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

/** How the differentiated versions of a handout are named and described on the lesson card. */
const versions = {
  supported: { suffix: "Supported", subtitle: "with a word bank, sentence starters and one step at a time" },
  modified: { suffix: "Modified", subtitle: "fewer, shorter tasks with a word bank and sentence starters" },
} as const;

/**
 * A day's handout that the unit's fixed download lists do not offer (issue 29): its lesson card links it as a PDF
 * and a Word file, `stem.pdf` and `stem.docx`; with `variants`, also its supported and modified versions
 * (`stem_Supported.pdf`, …), as at least one day of each phase has.
 */
export function unlistedHandout(
  file: { stem: string; title: string; subtitle: string; lesson: number; phase?: number },
  options: { variants?: boolean } = {},
): MaterialInput[] {
  const { stem, title, subtitle, lesson, phase } = file;
  const both = (path: string, described: { title: string; subtitle: string }, variant?: "supported" | "modified") =>
    (["pdf", "docx"] as const).map((ext) =>
      handout({ ...described, path: `${path}.${ext}`, lesson, phase, ...(variant ? { variant } : {}) }),
    );
  return [
    ...both(stem, { title, subtitle }),
    ...(options.variants
      ? (["supported", "modified"] as const).flatMap((variant) =>
          both(
            `${stem}_${versions[variant].suffix}`,
            { title: `${title} - ${versions[variant].suffix}`, subtitle: versions[variant].subtitle },
            variant,
          ),
        )
      : []),
  ];
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
