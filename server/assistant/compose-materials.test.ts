import { describe, expect, it } from "vitest";
import { getUnit } from "#app/content/curriculum/index.ts";
import { composeMaterials } from "./compose-materials.ts";
import { resolveScope } from "./task-scope.ts";
import { recognise } from "./tasks.ts";

describe("composeMaterials", () => {
  it("lists each material of a phase once, with the days that use it, and the phase's files to print", () => {
    const unit = getUnit(2)!;
    const scope = resolveScope(unit, recognise("materials for phase 2"));
    const answer = composeMaterials(unit, scope);
    expect(answer).toContain("### Materials and preparation: [Phase 2:");
    expect(answer).toContain("- Calculators (Day 11, Day 14)");
    expect(answer.match(/^- Calculators \(/gm)).toHaveLength(1);
    for (const { lesson } of scope.lessons) expect(answer).toContain(`Day_${lesson.number}_`);
    expect(answer).not.toContain("/materials/unit2/phase1/");
  });
});
