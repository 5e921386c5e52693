import { z } from "zod";

/** The four levels every rubric describes, highest first, as the documents print them. */
export const rubricLevels = ["4 Advanced", "3 Proficient", "2 Developing", "1 Beginning"] as const;

/**
 * A described rubric for a checkpoint or summative product: the lesson that scores it (by unit, phase and number),
 * the product's name, and for each criterion the lesson plan names (its name as the plan words it) what the work
 * looks like at each of the four levels, highest first.
 */
export const rubricSchema = z.strictObject({
  unit: z.number().int().positive(),
  phase: z.number().int().positive().optional(),
  lesson: z.number().int().nonnegative(),
  product: z.string().min(5),
  criteria: z
    .array(
      z.strictObject({
        name: z.string().min(3),
        levels: z.array(z.string().min(15)).length(rubricLevels.length),
      }),
    )
    .min(3),
});

export type Rubric = z.infer<typeof rubricSchema>;
export type RubricInput = z.input<typeof rubricSchema>;
