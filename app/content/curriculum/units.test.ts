import { describe, expect, it } from "vitest";
import { contentProblems, units } from "./index.ts";

// What every unit must satisfy, checked for each; the facts particular to a unit are in its own test file.
describe.each(units.map((unit) => [unit.number, unit] as const))("Unit %i", (_n, unit) => {
  it("passes the build's content checks (files, sources, standards cited, characters the documents can show)", () => {
    expect(contentProblems([unit])).toEqual([]);
  });

  // The classroom bar: one 50-55 minute period, 3-4 objectives, 2-3 key understandings, 3-5 activities, support
  // for multilingual learners; a handout has 2-4 sections, a 4-8 term word bank and 3-5 sentence starters.
  it("plans every lesson as one period a teacher can run, and shapes every handout alike", () => {
    const inRange = (n: number, min: number, max: number, what: string) => {
      expect(n, what).toBeGreaterThanOrEqual(min);
      expect(n, what).toBeLessThanOrEqual(max);
    };
    for (const lesson of [...unit.lessons, ...unit.phases.flatMap((p) => p.lessons)]) {
      const where = `${lesson.label ?? `lesson ${lesson.number}`} ${lesson.title}`;
      inRange(
        lesson.activities.reduce((sum, a) => sum + a.minutes, 0),
        50,
        55,
        `${where}: minutes`,
      );
      inRange(lesson.objectives.length, 3, 4, `${where}: objectives`);
      inRange(lesson.keyUnderstandings.length, 2, 3, `${where}: key understandings`);
      inRange(lesson.activities.length, 3, 5, `${where}: activities`);
      expect(lesson.differentiation.multilingual.length, `${where}: multilingual`).toBeGreaterThan(0);
      if (lesson.handout) {
        inRange(lesson.handout.sections.length, 2, 4, `${where}: handout sections`);
        inRange(lesson.handout.wordBank.length, 4, 8, `${where}: word bank`);
        inRange(lesson.handout.sentenceStarters.length, 3, 5, `${where}: sentence starters`);
      }
    }
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
      // Every teaching day cites a standard; a celebration, which teaches and assesses none, may cite none.
      if (!/celebrat/i.test(lesson.title))
        expect(lesson.standards.state.length + lesson.standards.ngss.length, lesson.title).toBeGreaterThan(0);
    }
  });
});

// Each unit's identity as the site fixes it: title, colour, where its back link leads, and its plan download
// ('Download Unit Plan' text file, or Unit 5's complete plan among its Word materials).
const identities = [
  [
    1,
    "Cultivating Tomorrow: Biology and Food Justice",
    "green",
    { to: "/pbl-course", label: "Back to Course" },
    undefined,
  ],
  [2, "Community Immunity", "blue", { to: "/courses", label: "Back to Courses" }, "Unit2_Community_Immunity.txt"],
  [
    3,
    "Environmental Engineers: Biology and Climate Solutions",
    "green",
    { to: "/", label: "Back to Home" },
    "Unit3_Environmental_Engineers.txt",
  ],
  [
    4,
    "NeuroNature: Designing Biomimetic Systems",
    "blue",
    { to: "/courses", label: "Back to Courses" },
    "Unit4_NeuroNature.txt",
  ],
  [5, "Health Equity: Biology and Community Resilience", "orange", { to: "/", label: "Back to Home" }, undefined],
  [
    6,
    "Cancer and Community: Biology, Care and Advocacy",
    "orange",
    { to: "/", label: "Back to Home" },
    "Unit6_Cancer_Community.txt",
  ],
] as const;

describe.each(identities)("Unit %i's identity", (number, title, color, backLink, textPlanFileName) => {
  const unit = units.find((u) => u.number === number);
  it("has its title, color, back link and plan download", () => {
    expect(unit).toMatchObject({ title, color, backLink });
    expect(unit?.textPlanFileName).toBe(textPlanFileName);
    // A unit is taught either as phases (with their own lessons) or as one run of lessons, never both.
    expect(unit!.phases.length === 0 || unit!.lessons.length === 0).toBe(true);
  });
});

it("Unit 5's 'Download Complete Unit Plan' is a Word unit plan among its materials", () => {
  const unit5 = units.find((u) => u.number === 5)!;
  expect(unit5.completePlanPath).toBe("/materials/unit5/Unit5_Complete_Unit_Plan.docx");
  const plan = unit5.materials.find((m) => m.path === unit5.completePlanPath);
  expect(plan).toMatchObject({ kind: "unit-plan", format: "docx", source: { type: "unit-overview" } });
});
