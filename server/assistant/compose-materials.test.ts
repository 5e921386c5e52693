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

describe("composeMaterials for a class size", () => {
  it("works out a lab's per-group amounts for the students the teacher names", () => {
    const unit = getUnit(3)!;
    const question = "materials for 24 students for day 13";
    const answer = composeMaterials(unit, resolveScope(unit, recognise(question)), recognise(question));
    expect(answer).toContain("Worked out for 24 students: 6 groups of about 4 and 12 pairs.");
    expect(answer).toContain("100 mL per group, for its juice bottle");
    expect(answer).toMatch(/juice bottle[^\n]*\*\*→ 600 mL \(6 groups\)\*\*/);
  });

  it("says how to ask for amounts when no class size is given", () => {
    const unit = getUnit(3)!;
    const answer = composeMaterials(
      unit,
      resolveScope(unit, recognise("materials for day 13")),
      recognise("materials for day 13"),
    );
    expect(answer).toContain('tell me how many students you have ("materials for 24 students")');
    expect(answer).not.toContain("→");
  });
});
