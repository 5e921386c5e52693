import { describe, expect, it } from "vitest";
import { getUnit } from "#app/content/curriculum/index.ts";
import { composeMaterials } from "./compose-materials.ts";
import { composeOfflineAnswer } from "./offline-guide.ts";
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

describe("composeMaterials for a lab day (QA: Unit 3 Day 13 for 28 students)", () => {
  const unit = getUnit(3)!;
  const question = "materials for 28 students for day 13";
  const answer = composeMaterials(unit, resolveScope(unit, recognise(question)), recognise(question));

  it("scales the sugar per group (7 groups of 12 g), not the class total", () => {
    expect(answer).toMatch(/Table sugar: 1 tablespoon \(about 12 g\) per group[^\n]*\*\*→ 84 g \(7 groups\)\*\*/);
    expect(answer).not.toContain("94 g");
  });

  it("sets the downloads apart from the list, and names each file once", () => {
    expect(answer).toMatch(/\n\nDownloads: /);
    expect(answer).not.toMatch(/^- .*\nDownloads:/m);
    const links = [...answer.matchAll(/\]\((\/materials\/[^)]+)\)/g)].map((m) => m[1]);
    expect(links.length).toBeGreaterThan(0);
    expect(new Set(links).size).toBe(links.length);
  });

  it("gives the lab's safety notes", () => {
    const { lesson } = resolveScope(unit, recognise(question)).lessons[0]!;
    expect(lesson.safety.length).toBeGreaterThan(0);
    expect(answer).toContain("Safety, from the lesson plan:");
    expect(answer).toContain("check for latex allergies first");
  });
});

describe('composeMaterials with no lesson named (QA: "Materials for 28 students" on /unit/1 gave two lessons)', () => {
  it("lists the whole unit, project days included, scaled to the class", () => {
    const unit = getUnit(1)!;
    const answer = composeOfflineAnswer(unit, "Materials for 28 students");
    expect(answer).toContain("### Materials and preparation: [Unit 1:");
    expect(answer).toMatch(/^\d+ materials across 8 lessons, most used first:/m);
    expect(answer).toContain("2 seeds per container: 112 (56 containers)");
    expect(answer).toContain("Worked out for 28 students: 7 groups of about 4 and 14 pairs.");
  });

  it("still takes the lessons a question's own words point to", () => {
    const answer = composeOfflineAnswer(getUnit(1)!, "What supplies does the photosynthesis lab need for 28 students?");
    expect(answer).toContain("### Materials\n**[Lesson 1: Sunlight on Your Plate");
  });
});
