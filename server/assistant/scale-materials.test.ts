import { describe, expect, it } from "vitest";
import { getUnit } from "#app/content/curriculum/index.ts";
import { classShape } from "#app/content/curriculum/lab-prep.ts";
import { requestedStudents, scaledAmount } from "./scale-materials.ts";

describe("scaling materials to a class", () => {
  it("reads the class size a teacher gives", () => {
    expect(requestedStudents("materials for 24 students for phase 3")).toBe(24);
    expect(requestedStudents("what do I need for a class of 18?")).toBe(18);
    expect(requestedStudents("materials for phase 3")).toBeUndefined();
    expect(requestedStudents("materials for 2 students")).toBeUndefined();
  });

  it("groups a class in fours, rounding up, and pairs in twos", () => {
    expect(classShape(24)).toEqual({ students: 24, groups: 6, pairs: 12 });
    expect(classShape(30)).toEqual({ students: 30, groups: 8, pairs: 15 });
    expect(classShape(31)).toEqual({ students: 31, groups: 8, pairs: 16 });
  });

  it("works out per-group, per-pair, per-student and whole-class amounts, and leaves other lines alone", () => {
    expect(scaledAmount("Clear plastic cups, 2 per group", 24)).toBe("12 (6 groups)");
    expect(scaledAmount("Hand lenses, 1 per pair", 24)).toBe("12 (12 pairs)");
    expect(scaledAmount("Table sugar: 1 tablespoon (about 12 g) per group, for its sugar bottle", 24)).toBe(
      "72 g (6 groups)",
    );
    expect(scaledAmount("100 percent fruit juice: 100 mL per group, for its juice bottle", 24)).toBe(
      "600 mL (6 groups)",
    );
    expect(scaledAmount("Live isopods from a bait store, 10 per group", 30)).toBe("80 (8 groups)");
    expect(scaledAmount("Clear plastic cups (one per student), each with 50 mL of water", 22)).toBe(
      "Clear plastic cups: 22 (22 students); each with 50 mL of water: 1100 mL (for each of 22)",
    );
    expect(scaledAmount("make 1 L for the class the day before", 24)).toBe("0.8 L (scaled from a class of 30)");
    expect(scaledAmount("about 100 g for the class", 45)).toBe("150 g (scaled from a class of 30)");
    expect(scaledAmount("Chart paper and markers", 24)).toBeUndefined();
  });

  it("scales each amount of a lab's opening line by the item it names, and reads no measure into a word", () => {
    expect(
      scaledAmount(
        "For the default class of 30 in 8 groups of about 4, set up in 20 minutes: 2 syringes per group (16), 1 lamp per group (8), 200 mL of baking soda solution per group (1.6 L); 1 pair of splash goggles per student (30)",
        24,
      ),
    ).toBe(
      "2 syringes per group: 12 (6 groups); 1 lamp per group: 6 (6 groups); 200 mL of baking soda solution per group: 1200 mL (6 groups); 1 pair of splash goggles per student: 24 (24 students)",
    );
    expect(scaledAmount("1 LED or buzzer, 1 per group", 24)).toBe("6 (6 groups)");
    expect(scaledAmount("5 glue sticks per group", 24)).toBe("30 (6 groups)");
  });
});

describe("a per-group amount wins over the class total (QA: Unit 3 Day 13 sugar for 28 students)", () => {
  it("scales the grams a kitchen measure gives per group, not the class's 100 g", () => {
    const sugar = "Table sugar: 1 tablespoon (about 12 g) per group, for its sugar bottle; about 100 g for the class";
    expect(scaledAmount(sugar, 28)).toBe("84 g (7 groups)");
    expect(scaledAmount("about 100 g for the class", 28)).toBe("94 g (scaled from a class of 30)");
  });
});

describe("every amount of a lab's opening line (QA: Unit 1's seeds, strings and jars stayed at the class of 30)", () => {
  const opening = (unit: number, lesson: number) =>
    getUnit(unit)!.lessons.find((l) => l.number === lesson)!.materials[0]!;

  it("scales an amount per another item by that item, and a long-named item per pair", () => {
    const lesson4 = scaledAmount(opening(1, 4), 28)!;
    expect(lesson4).toContain("8 containers per group: 56 (7 groups)");
    expect(lesson4).toContain("2 seeds per container: 112 (56 containers)");
    expect(lesson4).toContain(
      "1 ruler: 7 (7 groups); 1 roll of masking tape: 7 (7 groups); 1 measuring cup per group: 7",
    );
    expect(scaledAmount(opening(1, 2), 28)).toContain("1 small clear jar with a lid per pair: 14 (14 pairs)");
  });

  it("reads a rate in brackets, a list's shared rate and the default class's counts, and marks what stays fixed", () => {
    const lesson3 = scaledAmount(opening(1, 3), 28)!;
    expect(lesson3).toContain("about 300 beads: 280 (28 students)");
    expect(lesson3).toContain("30 strings: 28 (28 students)");
    expect(lesson3).toContain("8 legume plants with roots: 7 (7 groups)");
    expect(lesson3).toContain("6 stations with 1 die each: 6 (per class, fixed)");
    const lesson1 = scaledAmount(opening(1, 1), 28)!;
    expect(lesson1).toContain("1 single-hole paper punch or wide drinking straw: 7 (7 groups)");
    expect(lesson1).toContain("1 timer or phone stopwatch: 7 (7 groups)");
  });
});
