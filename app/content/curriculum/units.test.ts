import { describe, expect, it } from "vitest";
import { contentProblems, units } from "./index.ts";

// What every unit must satisfy, checked for each; the facts particular to a unit are in its own test file.
describe.each(units.map((unit) => [unit.number, unit] as const))("Unit %i", (_n, unit) => {
  it("passes the build's content checks (files, sources, standards cited, characters the documents can show)", () => {
    expect(contentProblems([unit])).toEqual([]);
  });

  it("gives every lesson objectives, activities with minutes, differentiation, assessment and standards", () => {
    const lessons = [...unit.lessons, ...unit.phases.flatMap((p) => p.lessons)];
    expect(lessons.length).toBeGreaterThan(0);
    for (const lesson of lessons) {
      expect(
        lesson.activities.every((a) => a.minutes > 0),
        lesson.title,
      ).toBe(true);
      expect(lesson.differentiation.supported.length, lesson.title).toBeGreaterThan(0);
      expect(lesson.assessment.length, lesson.title).toBeGreaterThan(0);
      expect(lesson.standards.state.length + lesson.standards.ngss.length, lesson.title).toBeGreaterThan(0);
    }
  });
});
