import { describe, expect, it } from "vitest";
import { getUnit } from "#app/content/curriculum/index.ts";
import { scopeToPhase } from "./scope.ts";
import { resolveScope } from "./task-scope.ts";
import { recognise } from "./tasks.ts";

const unit1 = getUnit(1)!;
const unit2 = getUnit(2)!;

describe("resolveScope, for a task that answers lesson by lesson", () => {
  it("takes the lessons the question's words point to when it names no part of the unit", () => {
    const scope = resolveScope(unit1, recognise("What supplies does the photosynthesis lab need?"), 2);
    expect(scope.kind).toBe("closest");
    expect(scope.lessons).toHaveLength(2);
    expect(scope.lessons[0]!.lesson.title).toMatch(/Photosynthesis/);
  });

  it("keeps a named lesson, the whole unit asked for and the phase page asked on", () => {
    expect(resolveScope(unit1, recognise("supplies for lesson 4"), 2)).toMatchObject({ kind: "lesson", named: true });
    expect(resolveScope(unit1, recognise("supplies for the whole unit"), 2)).toMatchObject({
      kind: "unit",
      named: true,
    });
    const page = resolveScope(scopeToPhase(unit2, 3)!, recognise("scaffolds for my readers"), 2);
    expect(page).toMatchObject({ kind: "phase", named: false, url: "/unit/2/phase/3" });
  });

  it("answers a named lesson the unit lacks from the whole it was looked for in, with a note", () => {
    const scope = resolveScope(unit1, recognise("how long is lesson 40"), 1);
    expect(scope).toMatchObject({
      kind: "unit",
      note: "Unit 1: Cultivating Tomorrow: Biology and Food Justice has no lesson or day 40.",
    });
    expect(scope.lessons).toHaveLength(unit1.lessons.length + unit1.projectWork!.lessons.length);
  });
});
