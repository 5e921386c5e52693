import { describe, expect, it } from "vitest";
import { getUnit, units } from "../index.ts";
import { perWho } from "../lab-prep.ts";
import { dayName, everyLesson, lessonLabel, teachingOrder } from "../lessons.ts";
import { leadTimeWording, prepList, prepListLinks, prepProblems } from "./index.ts";
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

  it("says a lead time in school days, with weeks only once it is a week or more", () => {
    expect(leadTimeWording(1)).toBe("1 school day");
    expect(leadTimeWording(2)).toBe("2 school days");
    expect(leadTimeWording(4)).toBe("4 school days");
    expect(leadTimeWording(5)).toBe("5 school days (about 1 week)");
    expect(leadTimeWording(10)).toBe("10 school days (about 2 weeks)");
    expect(leadTimeWording(15)).toBe("15 school days (about 3 weeks)");
    for (const unit of units)
      for (const entry of prepList(unit).calendar) {
        const [, days, weeks] = /^(\d+) school days?(?: \(about (\d+) weeks?\))? before /.exec(entry.when) ?? [];
        expect(days, entry.when).toBeDefined();
        if (Number(days) < 5) expect(weeks, entry.when).toBeUndefined();
        else expect(Number(weeks), entry.when).toBe(Math.round(Number(days) / 5));
      }
    const soil = prepList(getUnit(1)!).calendar.find((c) => c.forDay.startsWith("Lesson 2:"))!;
    expect(soil.when).toBe("1 school day before Lesson 2");
  });

  it("starts Unit 1's long-lead items for Lesson 6 and the garden pitch ahead of their days", () => {
    const { calendar, orders } = prepList(getUnit(1)!);
    const lead = (forDay: string, what: RegExp) =>
      calendar.find((c) => c.forDay.startsWith(forDay) && what.test(c.what));
    // Lesson 6 reads a week of sun-hour tracking, a soil (lead) test from a lab and a neighbor survey.
    expect(lead("Lesson 6:", /sun-hour tracking/)?.when).toBe("5 school days (about 1 week) before Lesson 6");
    expect(lead("Lesson 6:", /extension soil lab for a lead test/)?.when).toBe(
      "15 school days (about 3 weeks) before Lesson 6",
    );
    expect(lead("Lesson 6:", /neighbor survey/)?.when).toBe("10 school days (about 2 weeks) before Lesson 6");
    expect(orders.some((o) => o.forDay.startsWith("Lesson 6:") && /extension soil lab/.test(o.item))).toBe(true);
    // Project Day 2's panel is invited ahead, as Unit 4's Day 9 panel is.
    expect(lead("Project Day 2:", /Invite the garden pitch panel/)?.when).toBe(
      "10 school days (about 2 weeks) before Project Day 2",
    );
    expect(
      prepList(getUnit(4)!).calendar.some((c) => c.forDay.startsWith("Phase 1 Day 9") && /Invite/.test(c.what)),
    ).toBe(true);
    // The lesson's own materials say the same lead times.
    const lesson6 = getUnit(1)!.lessons.find((l) => l.number === 6)!;
    expect(lesson6.materials.join(" ")).toMatch(/mailed 15 school days ahead/);
    expect(lesson6.materials.join(" ")).toMatch(/survey goes home 10 school days ahead/);
  });

  it("orders the calendar by the school day each lesson is really taught", () => {
    const taught = (n: number) => new Map(teachingOrder(getUnit(n)!).map((t) => [lessonLabel(t.lesson), t.schoolDay]));
    // Unit 1's analysis waits for the plant experiment's Day 14: two weeks (10 school days) after Lesson 4.
    const unit1 = taught(1);
    expect(unit1.get("Lesson 4")).toBe(4);
    expect(unit1.get("Project Day 1")).toBe(14);
    expect(unit1.get("Project Day 2")).toBe(15);
    // Unit 6's project days come between Lessons 7 and 8.
    const unit6 = taught(6);
    expect(unit6.get("Project Day 3")).toBe(unit6.get("Lesson 7")! + 3);
    expect(unit6.get("Lesson 8")).toBe(unit6.get("Project Day 3")! + 1);
    // So the pitch panel's invitation (10 days before school day 15) comes after the seed order for Lesson 4.
    const { calendar } = prepList(getUnit(1)!);
    const at = (what: RegExp) => calendar.findIndex((c) => what.test(c.what));
    expect(at(/Invite the garden pitch panel/)).toBeGreaterThan(at(/Buy radish/));
  });

  it("is published for each unit in both formats beside its other files", () => {
    expect(prepListLinks(5).map((l) => l.path)).toEqual([
      "/materials/unit5/Unit_5_Preparation_List.pdf",
      "/materials/unit5/Unit_5_Preparation_List.docx",
    ]);
  });
});
