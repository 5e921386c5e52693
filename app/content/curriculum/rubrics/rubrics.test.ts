import { describe, expect, it } from "vitest";
import { everyLesson, units } from "../index.ts";
import { rubricLinks, rubricProblems, rubrics, rubricTitle } from "./index.ts";
import { rubricSchema } from "./schema.ts";

describe("the described rubrics", () => {
  it("give each unit a rubric whose criteria are the ones its lesson plan names, each at four levels", () => {
    expect(rubricProblems(units)).toEqual([]);
    expect([...new Set(rubrics().map((r) => r.unit))]).toEqual(units.map((u) => u.number));
    for (const r of rubrics()) for (const c of r.criteria) expect(c.levels).toHaveLength(4);
  });

  it("fail the check on a criterion the lesson plan does not name, and on a lesson the unit does not have", () => {
    const list = structuredClone(rubrics());
    list[1]!.criteria[0]!.name = "Creativity";
    list[3]!.lesson = 99;
    expect(rubricProblems(units, list)).toEqual([
      `rubrics/content.ts: the rubric for ${list[1]!.product} (unit 2 phase 1 lesson 6): criterion "Creativity" is not one Day 6's plan names`,
      `rubrics/content.ts: the rubric for ${list[3]!.product} (unit 3 phase 6 lesson 99) scores a lesson the unit does not have`,
    ]);
  });

  it("describe at four levels every scored task the plans name (issue 29, point 3)", () => {
    const has = (unit: number, lesson: number, phase?: number) =>
      rubrics().some((r) => r.unit === unit && r.lesson === lesson && r.phase === phase);
    // Unit 6: the lessons' performance tasks, the advocacy project's checkpoints (Project Days 1-3) and the showcase.
    for (const lesson of [2, 3, 5, 7, 8, 9, 10, 11]) expect(has(6, lesson), `Unit 6 lesson ${lesson}`).toBe(true);
    // Lessons that score a claim-evidence-reasoning paragraph with a rubric.
    expect([has(1, 1), has(2, 2, 1), has(5, 10, 2)]).toEqual([true, true, true]);
    const threePoint = units.flatMap((u) =>
      everyLesson(u).flatMap(({ lesson }) => lesson.assessment.filter((a) => /\b(3|three)-point rubric/i.test(a))),
    );
    expect(threePoint).toEqual([]);
  });

  it("refuse a criterion with three levels", () => {
    const r = structuredClone(rubrics()[0]!);
    r.criteria[0]!.levels.pop();
    expect(rubricSchema.safeParse(r).success).toBe(false);
  });

  it("title every link with one colon at most, a product named with a colon taking a dash", () => {
    expect(rubricTitle("Checkpoint 4: Solution pitch", "rubric")).toBe("Checkpoint 4: Solution pitch - rubric");
    expect(rubricTitle("Impact statement", "scoring sheet")).toBe("Impact statement: scoring sheet");
    const titles = units.flatMap((u) => rubricLinks(units, u.number).map((l) => l.title));
    expect(titles).toContain("Checkpoint 4: Solution pitch - rubric");
    expect(titles.filter((t) => t.split(":").length > 2)).toEqual([]);
  });

  it("are linked from their unit page as a rubric and a scoring sheet in both formats", () => {
    const paths = rubricLinks(units, 2).map((l) => l.path);
    // Four files per rubric; the first three rubrics' files come first, in the order of their days.
    expect(paths).toHaveLength(rubrics().filter((r) => r.unit === 2).length * 4);
    expect(paths.slice(0, 12)).toEqual([
      "/materials/unit2/Unit_2_Phase_1_Day_2_Rubric.pdf",
      "/materials/unit2/Unit_2_Phase_1_Day_2_Rubric.docx",
      "/materials/unit2/Unit_2_Phase_1_Day_2_Scoring_Sheet.pdf",
      "/materials/unit2/Unit_2_Phase_1_Day_2_Scoring_Sheet.docx",
      "/materials/unit2/Unit_2_Phase_1_Day_6_Rubric.pdf",
      "/materials/unit2/Unit_2_Phase_1_Day_6_Rubric.docx",
      "/materials/unit2/Unit_2_Phase_1_Day_6_Scoring_Sheet.pdf",
      "/materials/unit2/Unit_2_Phase_1_Day_6_Scoring_Sheet.docx",
      "/materials/unit2/Unit_2_Phase_2_Day_14_Rubric.pdf",
      "/materials/unit2/Unit_2_Phase_2_Day_14_Rubric.docx",
      "/materials/unit2/Unit_2_Phase_2_Day_14_Scoring_Sheet.pdf",
      "/materials/unit2/Unit_2_Phase_2_Day_14_Scoring_Sheet.docx",
    ]);
  });
});

describe("rubric lists in the order the rubrics are used", () => {
  const labels = (unit: number) =>
    rubricLinks(units, unit)
      .filter((l) => l.format === "pdf" && l.title.endsWith("rubric"))
      .map((l) => l.subtitle.split(":")[0]);

  it("lists Unit 5's by day, Lesson 10 before Day 17", () => {
    const list = labels(5);
    expect(list.indexOf("Lesson 10")).toBeGreaterThanOrEqual(0);
    expect(list.indexOf("Lesson 10")).toBeLessThan(list.indexOf("Day 17"));
    expect(list.slice(0, 4)).toEqual(["Lesson 5", "Lesson 10", "Lesson 11", "Day 17"]);
  });

  it("puts Unit 6's project days where they are taught, before the Lesson 8 showcase", () => {
    const list = labels(6);
    expect(list.indexOf("Project Day 3")).toBeLessThan(list.indexOf("Lesson 8"));
    expect(list.indexOf("Lesson 7")).toBeLessThan(list.indexOf("Project Day 1"));
  });
});
