import { describe, expect, it } from "vitest";
import { units } from "./index.ts";
import { dayName, lessonAt } from "./lessons.ts";

describe("one lesson lookup", () => {
  it("finds a phase's lesson, a unit's own lesson and a project-work day by unit, phase and number", () => {
    const day15 = lessonAt(units, { unit: 2, phase: 3, lesson: 15 });
    expect(day15?.unit.number).toBe(2);
    expect(day15?.phase?.number).toBe(3);
    expect(day15?.lesson.number).toBe(15);
    expect(lessonAt(units, { unit: 1, lesson: 3 })?.phase).toBeUndefined();
    // Unit 1's project-work days follow its six lessons (decision 0036).
    expect(lessonAt(units, { unit: 1, lesson: 7 })?.lesson.label).toBe("Project Day 1");
  });

  it("finds nothing where the course has no such unit, phase or lesson, or the lesson sits in another phase", () => {
    expect(lessonAt(units, { unit: 9, lesson: 1 })).toBeUndefined();
    expect(lessonAt(units, { unit: 2, phase: 9, lesson: 1 })).toBeUndefined();
    expect(lessonAt(units, { unit: 2, phase: 1, lesson: 15 })).toBeUndefined();
    expect(lessonAt(units, { unit: 2, lesson: 15 })).toBeUndefined();
  });

  it("names a day across the unit, with its phase where it has one", () => {
    const found = lessonAt(units, { unit: 2, phase: 3, lesson: 15 })!;
    expect(dayName(found.lesson, found.phase?.number)).toBe("Phase 3 Day 15");
    expect(dayName({ number: 4 })).toBe("Lesson 4");
  });
});
