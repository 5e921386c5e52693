import { describe, expect, it } from "vitest";
import { getPhase, getUnit, units } from "./index.ts";
import { everyLesson, lessonLabel } from "./lessons.ts";
import { ngssCoverageNote } from "./ngss.ts";
import type { Lesson, Unit } from "./schema.ts";
import { ngssFitProblems, occasionProblems, resourceMapCodeProblems, stateFitProblems } from "./standards-check.ts";

const unit = (n: number): Unit => structuredClone(getUnit(n)!);
const day = (u: Unit, phase: number, n: number): Lesson => getPhase(u, phase)!.lessons.find((l) => l.number === n)!;
const allLessons = units.flatMap((u) => [...u.lessons, ...u.phases.flatMap((p) => p.lessons)]);

describe("state codes fit what a day teaches", () => {
  it("cites BIO1.LS1.3 (cell division, and division out of control) only on days about division", () => {
    expect(stateFitProblems(units)).toEqual([]);
    // Unit 4 teaches the nervous system and builds prototypes; no day of it, project days included, is about division.
    for (const { lesson } of everyLesson(unit(4)))
      expect(lesson.standards.state, lessonLabel(lesson)).not.toContain("BIO1.LS1.3");
    expect(getPhase(unit(4), 1)!.resourceMap.map((r) => r.stateStandard)).not.toContain("BIO1.LS1.3");
    // Unit 6's cell-cycle lesson keeps it.
    expect(unit(6).lessons.find((l) => l.number === 1)!.standards.state).toContain("BIO1.LS1.3");
  });

  it("fails a day that cites BIO1.LS1.3 with no cell division in its plan, and its resource-map row", () => {
    const u4 = unit(4);
    day(u4, 1, 2).standards.state.push("BIO1.LS1.3");
    getPhase(u4, 1)!.resourceMap.find((r) => r.when === "Day 2")!.stateStandard = "BIO1.LS1.3";
    expect(stateFitProblems([u4])).toEqual([
      "unit 4 Day 2 (Neurons and Signaling: How a Message Travels) cites BIO1.LS1.3, but its plan does not address cell division, differentiation or uncontrolled division",
      "unit 4 phase 1 resource map, Day 2: cites BIO1.LS1.3, but its lesson plan does not address cell division, differentiation or uncontrolled division",
    ]);
  });
});

describe("NGSS codes fit what students do (issue 29, standards)", () => {
  it("no longer cites the poor fits the review found", () => {
    const u2 = unit(2);
    expect(day(u2, 1, 1).standards.ngss).not.toContain("HS-LS2-2");
    expect(day(u2, 3, 17).standards.ngss).not.toContain("HS-LS2-2");
    expect(day(u2, 1, 2).standards.ngss).not.toContain("HS-LS1-1");
    expect(day(u2, 2, 11).standards.ngss).not.toContain("HS-LS1-1");
    expect(day(u2, 2, 8).standards.ngss).not.toContain("HS-ETS1-4");
    expect(day(u2, 5, 30).standards.ngss).not.toContain("HS-LS1-2");
    expect(day(unit(5), 5, 26).standards.ngss).not.toContain("HS-LS1-3");
    const u6 = unit(6);
    for (const n of [0, 5]) expect(u6.lessons.find((l) => l.number === n)!.standards.ngss).not.toContain("HS-LS1-4");
  });

  it("cites HS-ETS1-3 on fewer than half the days it once did, each an evaluation", () => {
    const days = allLessons.filter((l) => l.standards.ngss.includes("HS-ETS1-3"));
    expect(days.length).toBeLessThan(32);
    expect(ngssFitProblems(units)).toEqual([]);
  });

  it("fails a lesson citing HS-ETS1-3 with no criteria, or HS-ETS1-4 for a dice game", () => {
    const u2 = unit(2);
    day(u2, 5, 32).standards.ngss.push("HS-ETS1-3");
    day(u2, 2, 8).standards.ngss.push("HS-ETS1-4");
    expect(ngssFitProblems([u2])).toEqual([
      "unit 2 Day 8 (R0 and Exponential Growth) cites HS-ETS1-4, but its plan never has students use a computer simulation (a simulator or a spreadsheet model)",
      "unit 2 Day 32 (Reflection and Celebration) cites HS-ETS1-3, but its plan never has students evaluate a solution against criteria or trade-offs",
    ]);
  });

  it("addresses HS-LS4-3 where students follow a trait's proportion, and says HS-LS4-1 is not addressed", () => {
    expect(day(unit(2), 2, 12).standards.ngss).toContain("HS-LS4-3");
    expect(day(unit(5), 2, 10).standards.ngss).toContain("HS-LS4-3");
    expect(allLessons.some((l) => l.standards.ngss.includes("HS-LS4-1" as never))).toBe(false);
    expect(ngssCoverageNote).toContain("HS-LS4-1");
  });

  it("holds rehearsal, showcase, reflection and celebration days to what the standards index says of them", () => {
    expect(occasionProblems(units)).toEqual([]);
    const u3 = unit(3);
    expect(day(u3, 6, 28).standards.ngss).toEqual(["HS-LS2-7"]);
    expect(day(u3, 6, 29).standards.ngss).toEqual(["HS-LS2-7"]);
    expect(ngssCoverageNote).not.toContain("Rehearsal, exhibition and reflection days cite none");
    expect(ngssCoverageNote).toContain("reflection and celebration days cite none");
    const u5 = unit(5);
    for (const n of [29, 30]) expect(day(u5, 5, n).standards.state).not.toContain("BIO1.LS1.2");
    expect(day(u5, 5, 30).standards).toEqual({ state: [], ngss: [] });
    expect(unit(6).lessons.find((l) => l.number === 8)!.standards.ngss).toEqual([]);

    day(u3, 6, 29).standards.ngss.push("HS-LS4-6");
    day(u5, 5, 30).standards.ngss.push("HS-LS1-3");
    expect(occasionProblems([u3, u5])).toEqual([
      "unit 3 Day 29 (Community Climate Solutions Showcase: Presenting to Our Neighbors) presents finished work but cites HS-LS4-6, which asks for work not done that day",
      "unit 5 Day 30 (Celebration & Showcase) is a reflection or celebration day but cites HS-LS1-3",
    ]);
  });

  it("keeps each resource-map row's codes to those its day's lesson cites", () => {
    expect(resourceMapCodeProblems(units)).toEqual([]);
    const u2 = unit(2);
    getPhase(u2, 1)!
      .resourceMap.find((r) => r.when === "Day 2")!
      .ngss.push("HS-LS1-1");
    expect(resourceMapCodeProblems([u2])).toEqual([
      "unit 2 phase 1 resource map, Day 2: cites HS-LS1-1, which its lesson plan does not",
    ]);
  });
});
