import type { ArtifactInput } from "./schema.ts";

// Unit 3, Phases 1-3: the file for each materials line of its lessons that names something printed for students.

export const unit3aArtifacts: ArtifactInput[] = [];
