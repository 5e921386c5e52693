import { describe, expect, it } from "vitest";
import { getUnit, units } from "#app/content/curriculum/index.ts";
import { composeRubric, rubricCriteria } from "./compose-rubric.ts";
import { scopeCodes } from "./compose-standards.ts";
import { composeOfflineAnswer } from "./offline-guide.ts";
import { scopeToPhase } from "./scope.ts";
import { resolveScope } from "./task-scope.ts";
import { recognise } from "./tasks.ts";

const tableRows = (answer: string) => answer.split("\n").filter((line) => line.startsWith("| **"));

describe("rubricCriteria", () => {
  it("gives 4 to 6 criteria naming only codes of the scope, for every unit and phase", () => {
    for (const unit of units) {
      for (const scoped of [unit, ...unit.phases.map((p) => scopeToPhase(unit, p.number)!)]) {
        const scope = resolveScope(scoped, recognise("rubric"));
        const criteria = rubricCriteria(scoped, scope);
        expect(criteria.length).toBeGreaterThanOrEqual(4);
        expect(criteria.length).toBeLessThanOrEqual(6);
        const allowed = new Set(scopeCodes(scoped, scope));
        for (const code of criteria.flatMap((c) => c.codes)) expect(allowed).toContain(code);
      }
    }
  });
});

describe("composeRubric", () => {
  it("writes four levels per criterion for the phase checkpoint", () => {
    const unit = scopeToPhase(getUnit(2)!, 2)!;
    const answer = composeRubric(unit, resolveScope(unit, recognise("")), {
      question: "make a rubric for the checkpoint",
    });
    expect(answer).toContain("### Rubric for the checkpoint (Checkpoint 2: Herd Immunity Policy Brief)");
    for (const row of tableRows(answer)) expect(row.split(/(?<!\\)\|/).length - 2).toBe(6);
  });
});

describe("the issue's rubric question", () => {
  it("gets a rubric, not a list of closest parts, on /unit/2 and /unit/6", () => {
    for (const n of [2, 6]) {
      const answer = composeOfflineAnswer(getUnit(n)!, "Make a rubric for the final project");
      expect(answer).toContain("### Rubric for the final project");
      expect(answer).not.toContain("closest to your question");
      expect(tableRows(answer).length).toBeGreaterThanOrEqual(4);
    }
  });
});
