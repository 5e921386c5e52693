import type { UnitInput } from "../schema.ts";
import type { ProjectWorkExtension } from "./schema.ts";
import { unit1ProjectWork } from "./unit1.ts";
import { unit4ProjectWork } from "./unit4.ts";
import { unit6ProjectWork } from "./unit6.ts";

export const projectWorkExtensions: ProjectWorkExtension[] = [unit1ProjectWork, unit4ProjectWork, unit6ProjectWork];

/**
 * A unit with its project-work extension in place: the days on the unit (or the phase they continue) and their
 * files among its unlisted materials. A unit without one is returned as it is.
 */
export function withProjectWork(input: UnitInput, list: ProjectWorkExtension[] = projectWorkExtensions): UnitInput {
  const ext = list.find((e) => e.unit === input.number);
  if (!ext) return input;
  if (ext.phase === undefined)
    return {
      ...input,
      projectWork: ext.work,
      unlistedMaterials: [...(input.unlistedMaterials ?? []), ...ext.materials],
    };
  const phases = input.phases ?? [];
  if (!phases.some((p) => p.number === ext.phase))
    throw new Error(`Unit ${input.number}'s project work continues phase ${ext.phase}, which the unit does not have`);
  return {
    ...input,
    phases: phases.map((p) =>
      p.number === ext.phase
        ? { ...p, projectWork: ext.work, unlistedMaterials: [...(p.unlistedMaterials ?? []), ...ext.materials] }
        : p,
    ),
  };
}
