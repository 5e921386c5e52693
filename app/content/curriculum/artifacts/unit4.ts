import type { ArtifactInput } from "./schema.ts";

// Unit 4: the file for each materials line of its lessons that names something printed for students.

export const unit4Artifacts: ArtifactInput[] = [];
