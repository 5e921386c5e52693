import { z } from "zod";
import { responseSpaceSchema } from "../schema.ts";

/**
 * One part of a printed artifact: a card set (cut apart, one card per idea), a data table (a line list, a trial's
 * results), text to read (a case profile, a briefing), a checklist, or a space students fill in (the template or
 * organiser's box, table, frames or lines).
 */
export const artifactPartSchema = z.discriminatedUnion("kind", [
  z.strictObject({
    kind: z.literal("cards"),
    heading: z.string().min(1),
    cards: z.array(z.strictObject({ title: z.string().min(1), text: z.string().min(10) })).min(2),
  }),
  z.strictObject({
    kind: z.literal("table"),
    heading: z.string().min(1),
    note: z.string().min(10).optional(),
    columns: z.array(z.string().min(1)).min(1).max(7),
    rows: z.array(z.array(z.string())).min(1),
  }),
  z.strictObject({
    kind: z.literal("text"),
    heading: z.string().min(1),
    paragraphs: z.array(z.string().min(10)).min(1),
  }),
  z.strictObject({
    kind: z.literal("checklist"),
    heading: z.string().min(1),
    items: z.array(z.string().min(3)).min(2),
  }),
  z.strictObject({
    kind: z.literal("space"),
    heading: z.string().min(1),
    prompt: z.string().min(5),
    response: responseSpaceSchema,
  }),
]);

/**
 * A printable a lesson names in its materials (issue 29, point 1): the lesson (unit, phase, number), the materials
 * line it is the file for, word for word, and its content. The build generates it as a student .pdf and an
 * editable .docx and fails when a lesson names a printable no artifact, handout, rubric or assessment provides.
 */
export const artifactSchema = z.strictObject({
  unit: z.number().int().positive(),
  phase: z.number().int().positive().optional(),
  lesson: z.number().int().nonnegative(),
  /** The lesson's materials line this artifact is the file for, exactly as the lesson words it. */
  provides: z.string().min(1),
  title: z.string().min(3),
  /** What it is and how students use it (printed first). */
  intro: z.string().min(20),
  /** How to print and prepare it, for the teacher (e.g. "one set per group of 4: 8 sets, on card stock"). */
  prep: z.string().min(10),
  parts: z.array(artifactPartSchema).min(1),
});

export type Artifact = z.infer<typeof artifactSchema>;
export type ArtifactInput = z.input<typeof artifactSchema>;
export type ArtifactPart = Artifact["parts"][number];
