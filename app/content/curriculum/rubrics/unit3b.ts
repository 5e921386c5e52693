import type { RubricInput } from "./schema.ts";

// Described rubrics added for issue 29 (see content.ts): one file per part of the course.

export const unit3bRubrics: RubricInput[] = [];
