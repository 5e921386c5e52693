import { describe, expect, it } from "vitest";
import { getUnit, units } from "../index.ts";
import { perWho } from "../lab-prep.ts";
import { dayName, everyLesson, lessonLabel } from "../lessons.ts";
import { prepList, prepListLinks, prepProblems } from "./index.ts";
import { leadTimes } from "./lead-times.ts";

describe("each unit's preparation list (issue 29, point 4)", () => {
  it("has every lead time on a lesson its unit has, and the build's check fails one that is not", () => {
    expect(prepProblems(units)).toEqual([]);
    leadTimes.push({
      unit: 3,
      phase: 2,
      lesson: 40,
      what: "Start something for a day that is not there",
      schoolDaysAhead: 3,
    });
    try {
      expect(prepProblems(units)).toEqual([
        'prep/lead-times.ts: "Start something for a day that is not there" is for a lesson unit 3 does not have',
      ]);
    } finally {
      leadTimes.pop();
    }
  });

  it("lays Unit 3's lead times out as a calendar counted back from the day that needs each, earliest first", () => {
    const { calendar } = prepList(getUnit(3)!);
    const duckweed = calendar.find((c) => c.what.startsWith("Start the duckweed cultures"))!;
    expect(duckweed.when).toBe("15 school days (about 3 weeks) before Day 6");
    expect(duckweed.forDay).toBe("Phase 2 Day 6: Population Growth Modeling: Counting Duckweed");
    expect(duckweed.startDay).toBe(6 - 15);
    expect(calendar.map((c) => c.startDay)).toEqual([...calendar.map((c) => c.startDay)].sort((a, b) => a - b));
    expect(calendar[0]).toBe(duckweed);
  });

  it("lists every lab day with its materials and safety, and every printable with how to copy it", () => {
    for (const unit of units) {
      const list = prepList(unit);
      const labs = [...unit.lessons, ...unit.phases.flatMap((p) => p.lessons)].filter((l) => l.lab);
      for (const lab of labs)
        expect(
          list.labs.some((l) => l.title === lab.title),
          `unit ${unit.number}: ${lab.title}`,
        ).toBe(true);
      for (const p of list.printables) expect(p.prep.length).toBeGreaterThan(9);
    }
    const day13 = prepList(getUnit(3)!).labs.find((l) => l.label === "Phase 3 Day 13")!;
    expect(day13.materials.some((m) => m.includes("100 mL per group"))).toBe(true);
    expect(day13.safety.length).toBeGreaterThan(0);
  });

  it("shows how to scale with a lab day of the unit itself that has amounts to scale", () => {
    for (const unit of units) {
      const list = prepList(unit);
      if (!list.scaleExample) {
        expect(list.labs, `unit ${unit.number}`).toEqual([]);
        continue;
      }
      const lab = everyLesson(unit).find(({ lesson }) => lessonLabel(lesson) === list.scaleExample)!.lesson;
      expect(lab.lab, `unit ${unit.number}: ${list.scaleExample}`).toBe(true);
      expect(lab.materials.some((m) => perWho.test(m))).toBe(true);
    }
    expect(prepList(getUnit(5)!).scaleExample).toBe("Lesson 2");
    expect(prepList(getUnit(3)!).scaleExample).toBe("Day 2");
  });

  it("orders (or borrows) the prepared slides a lab day uses, ahead of that day", () => {
    for (const unit of units) {
      const list = prepList(unit);
      for (const { lesson, phase } of everyLesson(unit).filter(({ lesson }) => lesson.lab)) {
        if (!lesson.materials.some((m) => /\bprepared\b[^.;]*\bslides?\b/i.test(m))) continue;
        const forDay = `${dayName(lesson, phase?.number)}: ${lesson.title}`;
        expect(
          list.orders.some((o) => o.forDay === forDay && /slides/i.test(o.item)),
          `unit ${unit.number} ${forDay}`,
        ).toBe(true);
      }
    }
    const slides = prepList(getUnit(5)!).calendar.find((c) => c.forDay.startsWith("Phase 1 Lesson 2"))!;
    expect(slides.what).toMatch(/pancreas, lung and artery/);
    expect(slides.when).toBe("15 school days (about 3 weeks) before Lesson 2");
  });

  it("is published for each unit in both formats beside its other files", () => {
    expect(prepListLinks(5).map((l) => l.path)).toEqual([
      "/materials/unit5/Unit_5_Preparation_List.pdf",
      "/materials/unit5/Unit_5_Preparation_List.docx",
    ]);
  });
});
