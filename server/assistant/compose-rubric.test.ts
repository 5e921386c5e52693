import { describe, expect, it } from "vitest";
import { getUnit, units } from "#app/content/curriculum/index.ts";
import { composeRubric, rubricCriteria } from "./compose-rubric.ts";
import { officialWording, scopeCodes } from "./compose-standards.ts";
import { composeOfflineAnswer } from "./offline-guide.ts";
import { scopeToPhase } from "./scope.ts";
import { resolveScope } from "./task-scope.ts";
import { recognise } from "./tasks.ts";

const criterionHeadings = (answer: string) => [...answer.matchAll(/^#### \d+\. (.+)$/gm)].map((m) => m[1]!);
const levelCells = (answer: string) =>
  answer
    .split("\n")
    .filter((line) => /^\| \*\*\d [A-Z]/.test(line))
    .map((line) => line.split(/(?<!\\)\|/)[2]!.trim());
const tableWidths = (answer: string) =>
  answer
    .split("\n")
    .filter((line) => line.startsWith("|"))
    .map((line) => line.split(/(?<!\\)\|/).length - 2);

/** Every scope a rubric is asked for: each unit, each phase (checkpoint and final project). */
function everyRubric(): { label: string; answer: string }[] {
  return units.flatMap((unit) =>
    [unit, ...unit.phases.map((p) => scopeToPhase(unit, p.number)!)].flatMap((scoped) =>
      ["make a rubric", "make a rubric for the final project"].map((question) => ({
        label: `Unit ${unit.number}${scoped === unit ? "" : ` phase ${scoped.phases[0]?.number}`}: ${question}`,
        answer: composeOfflineAnswer(scoped, question),
      })),
    ),
  );
}

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
  it("uses the criteria the lesson plan names for the Checkpoint 2 rubric", () => {
    const unit = scopeToPhase(getUnit(2)!, 2)!;
    const answer = composeRubric(unit, resolveScope(unit, recognise("")), {
      question: "make a rubric for the checkpoint",
    });
    expect(answer).toContain("### Rubric for the checkpoint (Checkpoint 2: Herd Immunity Policy Brief)");
    expect(criterionHeadings(answer)).toEqual(["Data accuracy", "Reasoning", "Equity", "Clarity"]);
    expect(levelCells(answer)).toHaveLength(16);
  });

  it("writes a different description for each criterion and level, in every unit and phase", () => {
    for (const { label, answer } of everyRubric()) {
      const cells = levelCells(answer);
      expect(cells.length, label).toBeGreaterThanOrEqual(16);
      expect(cells.length, label).toBe(criterionHeadings(answer).length * 4);
      expect(new Set(cells).size, label).toBe(cells.length);
      for (const text of cells) expect(text.length, label).toBeGreaterThan(20);
    }
  });

  it("quotes every standard it names whole, never cut mid-sentence", () => {
    for (const { label, answer } of everyRubric()) {
      expect(answer, label).not.toContain("…");
      const unit = getUnit(Number(/\/unit\/(\d)/.exec(answer)![1]))!;
      for (const [, code] of answer.matchAll(/\*\*((?:HS-|BIO1\.)[^*:]+):?\*\*/g)) {
        const wording = officialWording(unit, code!);
        if (wording) expect(answer.replace(/\\(.)/g, "$1"), `${label} ${code}`).toContain(wording);
      }
    }
  });

  it("lays each criterion out in a two-column table that fits the narrow panel", () => {
    for (const { label, answer } of everyRubric()) {
      const widths = tableWidths(answer);
      expect(widths.length, label).toBeGreaterThan(0);
      expect(Math.max(...widths), label).toBeLessThanOrEqual(2);
    }
  });
});

describe("the issue's rubric question", () => {
  it("gets a rubric, not a list of closest parts, on /unit/2 and /unit/6", () => {
    for (const n of [2, 6]) {
      const answer = composeOfflineAnswer(getUnit(n)!, "Make a rubric for the final project");
      expect(answer).toContain("### Rubric for the final project");
      expect(answer).not.toContain("closest to your question");
      expect(criterionHeadings(answer).length).toBeGreaterThanOrEqual(4);
    }
  });
});
