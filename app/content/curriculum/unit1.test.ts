import { describe, expect, it } from "vitest";
import { findLesson } from "./index.ts";
import { type Lesson, unitSchema } from "./schema.ts";
import { unit1 } from "./unit1.ts";

const unit = unitSchema.parse(unit1);

function lessonCodes(lesson: Lesson): string[] {
  return [...lesson.standards.state, ...lesson.standards.ngss];
}

describe("Unit 1 content", () => {
  it("covers the food justice topics the unit promises", () => {
    const topics = unit.keyTopics.join(" ").toLowerCase();
    for (const topic of [
      "photosynthesis",
      "soil",
      "nutrient cycles",
      "plant growth",
      "food deserts",
      "community gardens",
    ]) {
      expect(topics).toContain(topic);
    }
  });

  it("has 6 lessons numbered 1 to 6", () => {
    expect(unit.lessons.map((l) => l.number)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it("lists 10 materials: 6 lesson plans, 3 handouts and 1 complete unit overview", () => {
    const byKind = (kind: string) => unit.materials.filter((m) => m.kind === kind);
    expect(unit.materials).toHaveLength(10);
    expect(byKind("lesson-plan")).toHaveLength(6);
    expect(byKind("handout")).toHaveLength(3);
    expect(byKind("overview").map((m) => m.source)).toEqual([{ type: "unit-overview" }]);
    for (const m of unit.materials) expect(m.path).toMatch(/^\/materials\/unit1\/[A-Za-z0-9_.-]+$/);
    expect(new Set(unit.materials.map((m) => m.path)).size).toBe(unit.materials.length);
  });

  it("gives every lesson one lesson-plan download that is its own file", () => {
    for (const lesson of unit.lessons) {
      const plans = unit.materials.filter((m) => m.source.type === "lesson-plan" && m.source.lesson === lesson.number);
      expect(plans, `lesson ${lesson.number}`).toHaveLength(1);
      expect(lesson.file).toBe(plans[0]?.path);
      expect(plans[0]?.format).toBe("docx");
    }
  });

  it("gives a handout to lessons 2, 4 and 5, each with a handout download", () => {
    expect(unit.lessons.filter((l) => l.handout).map((l) => l.number)).toEqual([2, 4, 5]);
    for (const m of unit.materials.filter((m) => m.source.type === "handout")) {
      if (m.source.type !== "handout") continue;
      expect(findLesson(unit, undefined, m.source)?.lesson.handout, m.path).toBeDefined();
    }
  });

  it("describes in its standards alignment every code its lessons and core concepts use", () => {
    const aligned = new Set([...unit.standards.ngss, ...unit.standards.state].map((s) => s.code));
    const used = [...unit.lessons.flatMap(lessonCodes), ...unit.coreConcepts.flatMap((c) => c.codes)];
    expect(used.filter((code) => !aligned.has(code))).toEqual([]);
    for (const concept of unit.coreConcepts) expect(concept.codes.length, concept.title).toBeGreaterThan(0);
  });
});
