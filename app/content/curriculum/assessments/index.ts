import { z } from "zod";
import { type Assessment, type AssessmentKey, assessmentKeySchema, assessmentSchema } from "./schema.ts";
import * as unit1 from "./unit1.ts";
import * as unit2 from "./unit2.ts";
import * as unit3 from "./unit3.ts";
import * as unit4 from "./unit4.ts";
import * as unit5 from "./unit5.ts";
import * as unit6 from "./unit6.ts";

// The end-of-unit assessments (issue 29, point 3), one per unit, each beside its teacher key. Only the build, the
// servers' document writers and the report read this module: pages link the files through paths.ts and never import
// the items or their keys, so no key reaches a browser (the build's leak check looks for them too).

const modules = [unit1, unit2, unit3, unit4, unit5, unit6];

function parse<T>(schema: z.ZodType<T>, input: unknown, what: string): T {
  const result = schema.safeParse(input);
  if (!result.success) throw new Error(`${what} is invalid:\n${z.prettifyError(result.error)}`);
  return result.data;
}

let parsed: { assessments: Assessment[]; keys: AssessmentKey[] } | undefined;

function load() {
  parsed ??= {
    assessments: modules.map((m) => parse(assessmentSchema, m.assessment, `Unit ${m.assessment.unit}'s assessment`)),
    keys: modules.map((m) => parse(assessmentKeySchema, m.key, `Unit ${m.key.unit}'s assessment key`)),
  };
  return parsed;
}

/** Every unit's end-of-unit assessment, parsed on first use. */
export function unitAssessments(): Assessment[] {
  return load().assessments;
}

/** The teacher keys to the end-of-unit assessments, parsed on first use. */
export function assessmentKeys(): AssessmentKey[] {
  return load().keys;
}

export function assessmentFor(unit: number, list: Assessment[] = unitAssessments()): Assessment | undefined {
  return list.find((a) => a.unit === unit);
}
