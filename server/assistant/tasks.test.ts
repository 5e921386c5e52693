import { describe, expect, it } from "vitest";
import { recogniseTask, type TeacherTask } from "./tasks.ts";

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
  ["What is the driving question?", "other"],
];

describe("recogniseTask", () => {
  it.each(cases)("%s -> %s", (question, task) => {
    expect(recogniseTask(question)).toBe(task);
  });
});
