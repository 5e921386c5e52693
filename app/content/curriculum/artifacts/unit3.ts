import type { ArtifactInput } from "./schema.ts";

// Unit 3's printables: the file for each materials line of its lessons that names something printed for students.

export const unit3Artifacts: ArtifactInput[] = [];
