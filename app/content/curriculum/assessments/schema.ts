import { z } from "zod";
import { promptIdSchema, promptKeySchema, referenceTableSchema, responseSpaceSchema } from "../schema.ts";

/**
 * One item of an end-of-unit assessment. A multiple-choice item has four choices whose wrong ones are misconceptions
 * the unit's lessons correct, and names in `from` the key understanding (quoted from a lesson of the unit) it tests,
 * so the check can hold it to the unit's own content. A data item gives a small table to read and a space shaped for
 * the answer; a claim-evidence-reasoning item asks for all three.
 */
export const assessmentItemSchema = z.discriminatedUnion("kind", [
  z.strictObject({
    kind: z.literal("choice"),
    id: promptIdSchema,
    stem: z.string().min(10),
    choices: z.array(z.string().min(1)).length(4),
    from: z.string().min(20),
  }),
  z.strictObject({
    kind: z.literal("data"),
    id: promptIdSchema,
    stem: z.string().min(10),
    data: referenceTableSchema,
    response: responseSpaceSchema,
    from: z.string().min(20),
  }),
  z.strictObject({
    kind: z.literal("cer"),
    id: promptIdSchema,
    stem: z.string().min(10),
    from: z.string().min(20),
  }),
]);

/** A unit's end-of-unit assessment, given before the unit as a pre-test and after it as a post-test. */
export const assessmentSchema = z.strictObject({
  unit: z.number().int().positive(),
  title: z.string().min(1),
  intro: z.string().min(20),
  items: z.array(assessmentItemSchema).min(12),
});

/**
 * The teacher's key to an assessment, one per item, naming the item by id like the handouts' keys. A multiple-choice
 * key starts with the right letter ("B. ...") and says which misconception each wrong choice shows.
 */
export const assessmentKeySchema = z.strictObject({
  unit: z.number().int().positive(),
  keys: z.array(promptKeySchema).min(1),
});

export type AssessmentItem = z.infer<typeof assessmentItemSchema>;
export type Assessment = z.infer<typeof assessmentSchema>;
export type AssessmentInput = z.input<typeof assessmentSchema>;
export type AssessmentKey = z.infer<typeof assessmentKeySchema>;
