import { z } from "zod";

/** Something to start before the day that needs it: a culture to grow, a supply to order, a guest to invite. */
export const leadTimeSchema = z.strictObject({
  unit: z.number().int().positive(),
  phase: z.number().int().positive().optional(),
  lesson: z.number().int().nonnegative(),
  /** What to start, in the imperative: "Start the duckweed cultures". */
  what: z.string().min(10),
  /** School days before the lesson's day to start it. */
  schoolDaysAhead: z.number().int().min(1).max(40),
  /** What to order and where, when something must be bought. */
  order: z.string().min(5).optional(),
});
export type LeadTime = z.infer<typeof leadTimeSchema>;
export type LeadTimeInput = z.input<typeof leadTimeSchema>;
