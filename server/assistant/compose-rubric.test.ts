import { describe, expect, it } from "vitest";
import { getUnit, units } from "#app/content/curriculum/index.ts";
import { rubricLevels, rubrics } from "#app/content/curriculum/rubrics/index.ts";
import { unitDocuments } from "#app/content/curriculum/unit-documents.ts";
import { composeRubric, rubricCriteria } from "./compose-rubric.ts";
import { officialWording, scopeCodes } from "./compose-standards.ts";
import { md } from "./markdown.ts";
import { composeOfflineAnswer } from "./offline-guide.ts";
import { scopeToPhase } from "./scope.ts";
import { resolveScope } from "./task-scope.ts";
import { recognise } from "./tasks.ts";

const criterionHeadings = (answer: string) => [...answer.matchAll(/^#### \d+\. (.+)$/gm)].map((m) => m[1]!);
const levelNames = (answer: string) => [
  ...new Set([...answer.matchAll(/^\| \*\*(\d [A-Za-z]+)\*\* \|/gm)].map((m) => m[1]!)),
];
const levelCells = (answer: string) =>
  answer
    .split("\n")
    .filter((line) => /^\| \*\*\d [A-Z]/.test(line))
    .map((line) => line.split(/(?<!\\)\|/)[2]!.trim());
const unescaped = (text: string) => text.replace(/\\(.)/g, "$1");
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
  it("gives the phase's published checkpoint rubric when asked on its page", () => {
    const unit = scopeToPhase(getUnit(2)!, 2)!;
    const answer = composeRubric(unit, resolveScope(unit, recognise("")), {
      question: "make a rubric for the checkpoint",
    });
    expect(answer).toContain("### Checkpoint 2: Herd immunity policy brief - rubric");
    expect(criterionHeadings(answer)).toEqual(["Data accuracy", "Reasoning", "Equity", "Clarity"]);
    expect(levelCells(answer)).toHaveLength(16);
  });

  it("writes a different description for each criterion and level, in every unit and phase", () => {
    for (const { label, answer } of everyRubric()) {
      const cells = levelCells(answer);
      // A published rubric may describe three criteria (claim, evidence, reasoning); a composed one has four or more.
      expect(cells.length, label).toBeGreaterThanOrEqual(12);
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
      expect(answer).toMatch(/^### .*rubric$/m);
      expect(answer).not.toContain("closest to your question");
      expect(criterionHeadings(answer).length).toBeGreaterThanOrEqual(4);
    }
  });
});

describe("the rubric for a unit's final product (QA: /unit/1, /unit/4 and /unit/6 got a generic rubric from standards)", () => {
  const finals = [
    { unit: 1, product: "Community garden proposal and pitch", url: "/unit/1#lesson-6" },
    { unit: 4, product: "Biomimetic prototype pitch", url: "/unit/4/phase/1#lesson-9" },
    { unit: 6, product: "Advocacy project and showcase", url: "/unit/6#lesson-8" },
  ];

  it.each(finals)("gives Unit $unit's published $product rubric: its criteria, four levels and files", (final) => {
    const rubric = rubrics().find((r) => r.unit === final.unit && r.product === final.product)!;
    for (const question of [
      "Rubric for the unit's final product",
      "rubric for the final project",
      "a scoring guide for the summative project",
    ]) {
      const answer = composeOfflineAnswer(getUnit(final.unit)!, question);
      expect(answer, question).toContain(`### ${final.product}: rubric`);
      expect(answer, question).toContain(`](${final.url})`);
      expect(criterionHeadings(answer), question).toEqual(rubric.criteria.map((c) => md(c.name)));
      expect(levelCells(answer).map(unescaped), question).toEqual(rubric.criteria.flatMap((c) => c.levels));
      expect(answer, question).toMatch(/Download: the student rubric .*\(\/materials\/unit\d\/[^)]+_Rubric\.pdf\)/);
    }
  });

  it("takes the product the challenge names, not the unit's last rubric or a checkpoint", () => {
    // Unit 1's last rubric scores the plant experiment's lab report; Unit 6's last three score checkpoints.
    expect(composeOfflineAnswer(getUnit(1)!, "rubric for the final product")).not.toContain("lab report");
    expect(composeOfflineAnswer(getUnit(6)!, "rubric for the final product")).not.toContain("checkpoint");
  });

  it("still gives a phase page's checkpoint, and a composed rubric where the final product is in another phase", () => {
    expect(composeOfflineAnswer(getUnit(4)!, "rubric for the checkpoint")).toContain(
      "### Phase 1 checkpoint: Biomimetic design brief - rubric",
    );
    expect(composeOfflineAnswer(scopeToPhase(getUnit(3)!, 4)!, "rubric for the final project")).toContain(
      "### Rubric for the final project",
    );
  });
});

describe("a rubric for a named checkpoint, product or day (QA: Checkpoint 2 on /unit/5 got a generic final project)", () => {
  const published = (unit: number, lesson: number) => rubrics().find((r) => r.unit === unit && r.lesson === lesson)!;

  it("gives the published Checkpoint 2 rubric on /unit/5, its levels and its files", () => {
    const answer = composeOfflineAnswer(getUnit(5)!, "Make a rubric for Checkpoint 2.");
    expect(answer).toContain("### Checkpoint 2: Risk factor analysis - rubric");
    expect(answer).not.toContain("final project");
    expect(answer).not.toContain("fair test");
    const rubric = published(5, 11);
    expect(criterionHeadings(answer)).toEqual(rubric.criteria.map((c) => md(c.name)));
    expect(levelCells(answer).map(unescaped)).toEqual(rubric.criteria.flatMap((c) => c.levels));
    expect(levelNames(answer)).toEqual([...rubricLevels]);
    expect(answer).toContain("(/unit/5/phase/2#lesson-11)");
    // The files linked are the ones the unit publishes.
    const files = [...answer.matchAll(/\((\/materials\/[^)]+)\)/g)].map((m) => m[1]!);
    expect(files).toEqual([
      "/materials/unit5/Unit_5_Phase_2_Lesson_11_Rubric.pdf",
      "/materials/unit5/Unit_5_Phase_2_Lesson_11_Rubric.docx",
      "/materials/unit5/Unit_5_Phase_2_Lesson_11_Scoring_Sheet.pdf",
      "/materials/unit5/Unit_5_Phase_2_Lesson_11_Scoring_Sheet.docx",
    ]);
    const listed = new Set(unitDocuments(getUnit(5)!).map((d) => d.path));
    for (const file of files) expect(listed).toContain(file);
  });

  it("finds a published rubric by its product's words, or by the day that scores it", () => {
    const criteria = published(3, 21).criteria.map((c) => c.name);
    expect(criteria).toEqual(["Test evidence", "The change that mattered", "Biodiversity estimate", "Field method"]);
    for (const question of ["Make a rubric for the prototype summary card", "rubric for Day 21"]) {
      const answer = composeOfflineAnswer(getUnit(3)!, question);
      expect(answer, question).toContain("### Prototype summary card: rubric");
      expect(criterionHeadings(answer), question).toEqual(criteria);
    }
    const showcase = composeOfflineAnswer(getUnit(3)!, "a grading rubric for the showcase");
    expect(showcase).toContain("### Community Climate Solutions Showcase presentation: rubric");
  });

  it("uses the published level names in every rubric, composed ones included", () => {
    for (const { label, answer } of everyRubric()) {
      expect(levelNames(answer), label).toEqual([...rubricLevels]);
      expect(answer, label).not.toMatch(/Exceeding|Meeting|Approaching/);
    }
  });

  it("composes a named lesson's rubric from that lesson's plan when none is published", () => {
    const unit = getUnit(3)!;
    const scope = resolveScope(unit, recognise("make a rubric for day 13"));
    expect(scope.kind).toBe("lesson");
    const lesson = scope.lessons[0]!.lesson;
    expect(rubrics().some((r) => r.unit === 3 && r.lesson === 13)).toBe(false);
    const answer = composeOfflineAnswer(unit, "make a rubric for day 13");
    expect(answer).toContain(`### Rubric for the work of Phase 3, Day 13`);
    const allowed = [
      ...lesson.standards.ngss.map((code) => `Science: ${code}`),
      ...lesson.objectives.map((o) => md(o.replace(/\.$/, ""))),
      "Communication",
    ];
    const headings = criterionHeadings(answer);
    expect(headings.length).toBeGreaterThanOrEqual(4);
    for (const heading of headings) expect(allowed).toContain(heading);
  });

  it("composes a named checkpoint's rubric from the lesson that scores it when none is published", () => {
    // The same unit under a number no published rubric belongs to.
    const unit = { ...getUnit(5)!, number: 99 };
    const answer = composeOfflineAnswer(unit, "Make a rubric for Checkpoint 2.");
    expect(answer).toContain("### Rubric for the work of Phase 2, Lesson 11: Checkpoint 2: Risk Factor Analysis");
    expect(criterionHeadings(answer).slice(0, 3)).toEqual([
      "Accurate classification",
      "Use of evidence from Lessons 6-10",
      "Reasoning about changeability",
    ]);
  });
});
