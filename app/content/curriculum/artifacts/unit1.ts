import type { ArtifactInput } from "./schema.ts";

// Unit 1: the file for each materials line of its lessons that names something printed for students.

export const unit1Artifacts: ArtifactInput[] = [];
