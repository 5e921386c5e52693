import { getPhase } from "#app/content/curriculum/index.ts";
import type { Unit } from "#app/content/curriculum/schema.ts";

// One scoped copy per unit and phase, made once: the guide's search index is cached per unit object, so a
// new copy per question would rebuild it each time and the cache would grow without bound.
const scoped = new Map<string, Unit>();

/**
 * The unit as the assistant sees it for a question asked on a phase page: only that phase (its days,
 * lessons, project days, materials, resource map and standards), so every answer is about the phase the
 * teacher is planning. Without a phase, the whole unit; a phase the unit does not have, undefined.
 */
export function scopeToPhase(unit: Unit, phase: number | undefined): Unit | undefined {
  if (phase === undefined) return unit;
  const target = getPhase(unit, phase);
  if (!target) return undefined;
  const key = `${unit.number}:${phase}`;
  let copy = scoped.get(key);
  if (!copy) {
    copy = { ...unit, lessons: [], projectWork: undefined, phases: [target], materials: [], unlistedMaterials: [] };
    scoped.set(key, copy);
  }
  return copy;
}
