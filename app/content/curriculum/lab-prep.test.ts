import { describe, expect, it } from "vitest";
import { everyLesson, lessonLabel, units } from "./index.ts";
import { labPrepGaps, labPrepProblems, totalsThatDisagree } from "./lab-prep.ts";

const labs = units.flatMap((unit) =>
  everyLesson(unit)
    .filter(({ lesson }) => lesson.lab)
    .map(({ lesson, phase }) => ({
      name: `Unit ${unit.number}${phase ? ` Phase ${phase.number}` : ""} ${lessonLabel(lesson)}`,
      lesson,
    })),
);

describe("every lab's preparation (issue 29, point 4)", () => {
  it("covers the labs of every unit, project-work days included", () => {
    expect(labs.length).toBeGreaterThan(30);
    expect(labs.map((l) => l.name)).toContain("Unit 4 Phase 1 Day 6");
  });

  it.each(labs)(
    "$name opens its materials with a set-up time and per-group amounts for the class of 30, totals that add up and safety items",
    ({ lesson }) => {
      expect(labPrepGaps(lesson)).toEqual([]);
    },
  );

  it("the build's check names each lab that leaves its preparation to the teacher, and what is missing", () => {
    expect(labPrepProblems(units)).toEqual([]);
    const lab = labs.find((l) => l.name === "Unit 4 Phase 1 Day 6")!.lesson;
    const bare = { ...lab, materials: ["Cardboard, straws and tape", ...lab.materials.slice(1)], safety: [] };
    expect(labPrepGaps(bare)).toEqual([
      'its materials do not open with "For the default class of 30"',
      'its first materials line gives no set-up time ("set up in N minutes")',
      "its first materials line gives no amount per group, team, pair or student",
      "its first materials line gives no class totals",
      "it lists no safety items",
    ]);
    const unit4 = units.find((u) => u.number === 4)!;
    const broken = {
      ...unit4,
      phases: unit4.phases.map((p) => ({
        ...p,
        projectWork: p.projectWork && {
          ...p.projectWork,
          lessons: p.projectWork.lessons.map((l) => (l === lab ? bare : l)),
        },
        lessons: p.lessons.map((l) => (l === lab ? bare : l)),
      })),
    };
    expect(labPrepProblems([broken])).toContain(
      'Unit 4 Phase 1 Day 6: its first materials line gives no set-up time ("set up in N minutes")',
    );
  });

  it("catches a class total that does not add up", () => {
    expect(totalsThatDisagree("2 syringes per group (16), 200 mL of solution per group (1.6 L)")).toEqual([]);
    expect(totalsThatDisagree("2 syringes per group (15), 1 hand lens per pair (8)")).toEqual([
      "2 syringes per group (15",
      "1 hand lens per pair (8",
    ]);
    expect(totalsThatDisagree("100 mL of juice per group (1 L)")).toEqual(["100 mL of juice per group (1 L"]);
  });
});
