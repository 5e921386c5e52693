import { describe, expect, it } from "vitest";
import { lessonLabel, parseUnit, textPlan } from "./index.ts";
import type { Lesson } from "./schema.ts";
import { promptText } from "./schema.ts";
import { unit6 } from "./unit6.ts";

const unit = parseUnit(unit6);

function _minutes(lesson: Lesson): number {
  return lesson.activities.reduce((sum, a) => sum + a.minutes, 0);
}

describe("Unit 6 content", () => {
  it("opens with the entry event 'Faces of Cancer' followed by lessons 1-8", () => {
    expect(unit.lessons.map((l) => l.number)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    const [entry, ...rest] = unit.lessons;
    if (!entry) throw new Error("Unit 6 has no lessons");
    expect(entry.title).toBe("Faces of Cancer");
    expect(lessonLabel(entry)).toBe("Entry Event");
    expect(rest.map(lessonLabel)).toEqual([1, 2, 3, 4, 5, 6, 7, 8].map((n) => `Lesson ${n}`));
  });

  it("has exactly four project ideas and the four named competencies", () => {
    expect(unit.projectIdeas).toHaveLength(4);
    expect(unit.competencies.map((c) => c.title)).toEqual([
      "Empathy",
      "Critical Thinking",
      "Advocacy",
      "Communication",
    ]);
  });

  it("covers the required concepts with NGSS and state codes", () => {
    const titles = unit.coreConcepts.map((c) => c.title.toLowerCase()).join(" | ");
    for (const topic of ["cell cycle", "mutation", "oncogene", "risk factors", "screening", "disparities"]) {
      expect(titles).toContain(topic);
    }
    const codes = unit.coreConcepts.flatMap((c) => c.codes);
    expect(codes).toEqual(expect.arrayContaining(["HS-LS1-4", "HS-LS3-2"]));
    expect(codes.some((c) => c.startsWith("BIO1.LS1."))).toBe(true);
    expect(codes.some((c) => c.startsWith("BIO1.LS3."))).toBe(true);
  });

  it("gives every lesson a lesson plan under /materials/unit6/ and handouts to a few", () => {
    const plans = unit.materials.filter((m) => m.kind === "lesson-plan");
    expect(plans.map((m) => m.source.type === "lesson-plan" && m.source.lesson)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    for (const lesson of unit.lessons) {
      expect(plans.map((m) => m.path)).toContain(lesson.file);
    }
    const handouts = unit.materials.filter((m) => m.kind === "handout");
    expect(handouts.length).toBeGreaterThanOrEqual(3);
    expect(handouts.map((m) => m.source.type === "handout" && m.source.lesson)).toContain(0);
    expect(unit.materials.every((m) => /^\/materials\/unit6\/[A-Za-z0-9_.-]+$/.test(m.path))).toBe(true);
  });

  it("offers a care option wherever a lesson touches personal experience of cancer", () => {
    for (const n of [0, 4, 5, 6, 7, 8]) {
      const lesson = unit.lessons.find((l) => l.number === n);
      expect(
        lesson?.differentiation.supported.some((s) => s.startsWith("Care option:")),
        `lesson ${n}`,
      ).toBe(true);
    }
  });

  it("never asks students for personal or family medical information in handouts", () => {
    const prompts = unit.lessons.flatMap((l) => l.handout?.sections.flatMap((s) => s.prompts.map(promptText)) ?? []);
    expect(prompts.length).toBeGreaterThan(0);
    for (const prompt of prompts) {
      expect(prompt).not.toMatch(/\b(your|your family's) (diagnosis|medical|health history|screening results?)\b/i);
      expect(prompt).not.toMatch(/has anyone in your family/i);
    }
  });

  it("builds a text plan with the driving question, challenge, project ideas and key topics", () => {
    const plan = textPlan(unit);
    expect(plan.startsWith("Unit 6: Cancer and Community: Biology, Care and Advocacy\n")).toBe(true);
    expect(plan).toContain(unit.drivingQuestion);
    expect(plan).toContain(unit.realWorldChallenge);
    for (const idea of unit.projectIdeas) expect(plan).toContain(idea.title);
    for (const topic of unit.keyTopics) expect(plan).toContain(topic);
  });
});
