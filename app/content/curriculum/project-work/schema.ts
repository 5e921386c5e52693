import type { MaterialInput } from "../builders.ts";
import type { ProjectWorkInput } from "../schema.ts";

/**
 * A unit's project-work extension (issue 29, point 7; decision 0036), kept in a file of its own so the spec's unit
 * modules stay as the spec describes them: the unit (and phase) it extends, its days as full lessons, and their
 * lesson-plan and handout files, which join the unit's (or phase's) unlisted materials: generated, zipped and
 * linked from each day's card, never in the spec's download lists.
 */
export interface ProjectWorkExtension {
  unit: number;
  /** The phase whose days it continues (Unit 4's Phase 1); unset for a unit taught as lessons. */
  phase?: number;
  work: ProjectWorkInput;
  materials: MaterialInput[];
}
