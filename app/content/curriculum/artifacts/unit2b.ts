import type { ArtifactInput } from "./schema.ts";

// Unit 2, Phases 4-5: the file for each materials line of its lessons that names something printed for students.

export const unit2bArtifacts: ArtifactInput[] = [];
