import { describe, expect, it } from "vitest";
import { recognise, recogniseTask, requestedDays, type TeacherTask } from "./tasks.ts";

const cases: [string, TeacherTask][] = [
  ["Adapt this for 45-minute periods", "pacing"],
  ["We run a block schedule of 90 minutes", "pacing"],
  ["we only have 3 weeks for this unit", "pacing"],
  ["Can you make a pacing guide?", "pacing"],
  ["Make a rubric for the final project", "rubric"],
  ["make a rubirc for the checkpoint", "rubric"],
  ["What NGSS standards does phase 2 cover?", "standards"],
  ["which lessons address HS-LS1-4?", "standards"],
  ["what standrads are in this phase", "standards"],
  ["How do I differentiate phase 1?", "differentiation"],
  ["supports for my english learners", "differentiation"],
  ["What materials do I need?", "materials"],
  ["what should I print for day 3", "materials"],
  ["Write exit tickets for lesson 2", "checks"],
  ["a short quizz on this phase", "checks"],
  ["Draft a letter home to families about this unit", "family-letter"],
  ["a note for parents explaining the project", "family-letter"],
  ["a newsletter for famlies about phase 2", "family-letter"],
  ["What handouts go with lesson 2?", "materials"],
  ["How long is lesson 5?", "pacing"],
  ["day 12 in one hour", "pacing"],
  ["How do I modify lesson 2 for students with IEPs?", "differentiation"],
  ["Where is HS-PS4-5 taught?", "standards"],
  ["What is the driving question?", "other"],
];

describe("recogniseTask", () => {
  it.each(cases)("%s -> %s", (question, task) => {
    expect(recogniseTask(question)).toBe(task);
  });
});

describe("recognise", () => {
  it("reads codes, time budgets and the part of the unit from a question", () => {
    expect(recognise("Which lessons address hs-ls2-7 and LS2.2?")).toMatchObject({
      codes: ["HS-LS2-7", "BIO1.LS2.2"],
    });
    expect(recognise("Adapt Phase 3 for a 45-minute block")).toMatchObject({ period: 45, phase: 3, tasks: ["pacing"] });
    expect(recognise("day 12 in one hour")).toMatchObject({ period: 60, lesson: 12 });
    expect(recognise("we only have 3 weeks")).toMatchObject({ days: 15, period: undefined });
    expect(recognise("Explain the entry event")).toMatchObject({ lesson: 0 });
    expect(recognise("supplies for the whole unit")).toMatchObject({ wholeUnit: true, tasks: ["materials"] });
    expect(recognise("What is the driving question?")).toMatchObject({ tasks: [], codes: [], wholeUnit: false });
  });

  it("reads a project day by its label, never as the lesson of the same number (decision 0036)", () => {
    expect(recognise("Quiz for Project Day 2")).toMatchObject({ projectDay: 2, lesson: undefined });
    expect(recognise("quiz for day 7")).toMatchObject({ projectDay: undefined, lesson: 7 });
  });

  it("reads what a question is about beyond its task and the class", () => {
    expect(recognise("Materials for 28 students").subject).toEqual([]);
    expect(recognise("what do I need to buy for a class of 24?").subject).toEqual([]);
    expect(recognise("What supplies does the photosynthesis lab need?").subject).toEqual(["photosynthesis", "lab"]);
  });

  it("hears one document but every kind of planning help a question asks for", () => {
    expect(recognise("a letter home about what materials to buy").tasks).toEqual(["family-letter", "materials"]);
    expect(recognise("a rubric and a quiz for lesson 3").tasks).toEqual(["rubric"]);
    expect(recognise("scaffolds and materials for lesson 2 in 45 minutes").tasks).toEqual([
      "pacing",
      "differentiation",
      "materials",
    ]);
    // A named code is asked about whatever else the question wants.
    expect(recognise("rubric for HS-LS1-4").tasks).toEqual(["rubric", "standards"]);
  });
});

describe("requestedDays", () => {
  it("reads days and school weeks", () => {
    expect(requestedDays("we only have 3 weeks")).toBe(15);
    expect(requestedDays("in 12 class days")).toBe(12);
    expect(requestedDays("45-minute periods")).toBeUndefined();
  });
});
