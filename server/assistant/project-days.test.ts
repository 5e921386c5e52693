import { describe, expect, it } from "vitest";
import { getUnit } from "#app/content/curriculum/index.ts";
import { composeOfflineAnswer } from "./offline-guide.ts";
import { resolveScope } from "./task-scope.ts";
import { recognise } from "./tasks.ts";

// A teacher's QA on /unit/1, /unit/4 and /unit/6 (decision 0036): the guide's units had no project-work days, so a
// pacing plan stopped before them and a request for one answered about another lesson.
const unit1 = getUnit(1)!;
const unit4 = getUnit(4)!;
const unit6 = getUnit(6)!;

/** The lesson pages a pacing table's rows link, in the order of its periods, each once. */
const pacedLessons = (answer: string) => [
  ...new Set(
    answer.match(/^\| \d+ \| .*$/gm)!.flatMap((row) => [...row.matchAll(/\]\((\/unit\/[^)]+)\)/g)].map((m) => m[1])),
  ),
];

describe("the guide's units include their project-work days", () => {
  it("paces Unit 1 with Project Days 1-2 after Lesson 6, and says what they wait for", () => {
    const answer = composeOfflineAnswer(unit1, "Pacing for 45-minute periods including the project days");
    expect(pacedLessons(answer)).toEqual([1, 2, 3, 4, 5, 6, 7, 8].map((n) => `/unit/1#lesson-${n}`));
    expect(answer).toContain("(8 lessons,");
    expect(answer).toContain("[Project Day 2: Pitching the Garden: Proposal to the Community](/unit/1#lesson-8)");
    expect(answer).toContain(`**Project work extension: Project Days 1-2.** ${unit1.projectWork!.placement}`);
  });

  it("paces Unit 6's Project Days 1-3 between Lessons 7 and 8, where the extension places them", () => {
    const answer = composeOfflineAnswer(unit6, "Adapt this for 45-minute periods");
    const order = pacedLessons(answer);
    expect(order.slice(-5)).toEqual([7, 9, 10, 11, 8].map((n) => `/unit/6#lesson-${n}`));
  });

  it("paces Unit 4's Phase 1 through Day 9, the pitch", () => {
    const answer = composeOfflineAnswer(unit4, "Adapt this for 50-minute periods");
    expect(pacedLessons(answer)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) => `/unit/4/phase/1#lesson-${n}`));
  });

  it("finds a day by its number or its project-day label, and never another lesson in its place", () => {
    expect(resolveScope(unit4, recognise("Quiz for Day 7"))).toMatchObject({
      kind: "lesson",
      name: "Phase 1, Day 7: Test Against the Brief: Collecting Performance Data",
      note: undefined,
    });
    expect(resolveScope(unit6, recognise("Quiz for Project Day 2"))).toMatchObject({
      kind: "lesson",
      url: "/unit/6#lesson-10",
    });
    expect(resolveScope(unit1, recognise("Materials for 28 students for Project Day 1"))).toMatchObject({
      kind: "lesson",
      url: "/unit/1#lesson-7",
    });
    // Project days are called by their labels: Unit 1 has no "Lesson 7", Unit 6 no Project Day 4.
    expect(resolveScope(unit1, recognise("quiz for lesson 7"))).toMatchObject({
      kind: "unit",
      note: `Unit 1: ${unit1.title} has no lesson or day 7.`,
    });
    const missing = composeOfflineAnswer(unit6, "Quiz for Project Day 4");
    expect(missing).toContain(
      `Unit 6: ${unit6.title} has no Project Day 4; its project-work days are Project Day 1, Project Day 2, Project Day 3.`,
    );
    expect(resolveScope(unit4, recognise("Quiz for Project Day 2")).note).toBe(
      "Phase 1: Nervous System Foundations has no Project Day 2; its project-work days are Day 5, Day 6, Day 7, Day 8, Day 9.",
    );
    expect(missing).not.toContain("### Checks for understanding: [Lesson");
  });

  it("gives a project day's own quiz, materials and files", () => {
    const quiz = composeOfflineAnswer(unit6, "Quiz for Project Day 2");
    expect(quiz).toContain("### Checks for understanding: [Project Day 2: Draft the Message");
    expect(quiz).not.toContain("Lesson 2: Mutations");
    const materials = composeOfflineAnswer(unit1, "Materials for 28 students for Project Day 1");
    const day = unit1.projectWork!.lessons[0]!;
    expect(materials).toContain("### Materials\n**[Project Day 1: Reading the Results");
    expect(materials).not.toContain("Floating Leaf Disks");
    expect(materials).toContain("](/materials/unit1/Project_Day_1_Plant_Experiment_Analysis_Lesson_Plan.docx)");
    for (const line of day.safety) expect(materials).toContain(line.slice(0, 40));
  });

  it("rubrics a project day's checkpoint, and writes its days into the letter home", () => {
    expect(composeOfflineAnswer(unit6, "a rubric for project day 2")).toContain(
      "### Advocacy project checkpoint 2: Message and first draft - rubric",
    );
    const letter = composeOfflineAnswer(unit4, "Write a letter home to families about this unit");
    expect(letter).toContain("Designing, building and testing a prototype");
    expect(letter).toMatch(/low-temperature glue guns, scissors and battery-powered parts \(Day 6, Day 7, Day 8/);
  });
});
