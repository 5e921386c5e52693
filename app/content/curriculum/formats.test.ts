import { describe, expect, it } from "vitest";
import { lessonStudentFiles } from "./artifacts/index.ts";
import { withBothFormats } from "./formats.ts";
import { allMaterials, findLesson, getUnit, parseUnit, units } from "./index.ts";
import { withProjectWork } from "./project-work/index.ts";
import type { Unit } from "./schema.ts";
import { unit1 as unit1Input } from "./unit1.ts";
import { unit6 as unit6Input } from "./unit6.ts";

const unit = (n: number): Unit => getUnit(n)!;

describe("every student handout as a PDF and an editable Word file", () => {
  it("has both formats for every version of every handout in the course", () => {
    const formats = new Map<string, Set<string>>();
    for (const { unit: u, phase, material } of allMaterials(units)) {
      const source = material.source;
      if (source.type !== "handout" || material.audience !== "student") continue;
      const found = findLesson(u, phase, source)!;
      const key = `unit ${u.number} phase ${found.phase?.number ?? "-"} lesson ${found.lesson.number} ${source.variant}`;
      formats.set(key, (formats.get(key) ?? new Set()).add(material.format));
    }
    const single = [...formats].filter(([, f]) => f.size < 2).map(([key]) => key);
    expect(single).toEqual([]);
  });

  it("adds the missing format beside the listed file, unlisted, and leaves the spec's lists as they are", () => {
    for (const [input, n] of [
      [unit1Input, 1],
      [unit6Input, 6],
    ] as const)
      expect(unit(n).materials).toEqual(parseUnit(input).materials);
    const unlisted = (u: Unit) => u.unlistedMaterials.map((m) => m.path);
    expect(unlisted(unit(1))).toEqual(
      expect.arrayContaining([
        "/materials/unit1/Lesson_2_Soil_Detectives_Handout.docx",
        "/materials/unit1/Lesson_4_Investigation_Planner_Handout.docx",
        "/materials/unit1/Lesson_5_Food_Access_Mapping_Handout.docx",
      ]),
    );
    expect(unlisted(unit(6))).toContain("/materials/unit6/Lesson_8_Advocacy_Planner_Handout.pdf");
    const phase1 = unit(4).phases[0]!.unlistedMaterials.map((m) => m.path);
    expect(phase1).toEqual(
      expect.arrayContaining([
        "/materials/unit4/phase1/Day_1_Handout.docx",
        "/materials/unit4/phase1/Day_4_Handout.pdf",
      ]),
    );
  });

  it("adds nothing to a unit whose handouts already come in both formats", () => {
    const input = withProjectWork(unit1Input);
    const once = withBothFormats(input);
    expect(withBothFormats(once).unlistedMaterials).toEqual(once.unlistedMaterials);
  });

  it("offers each lesson's handouts on its card in both formats, listed or not", () => {
    const card = (n: number, lesson: number) => {
      const u = unit(n);
      return lessonStudentFiles(u, undefined, u.lessons.find((l) => l.number === lesson)!)
        .filter((f) => /Handout|Planner/.test(f.path))
        .map((f) => f.format)
        .sort();
    };
    for (const lesson of [2, 4, 5]) expect(card(1, lesson), `Unit 1 Lesson ${lesson}`).toEqual(["docx", "pdf"]);
    for (const lesson of [2, 5, 7, 8]) expect(card(6, lesson), `Unit 6 Lesson ${lesson}`).toEqual(["docx", "pdf"]);
    // A handout the unit lists under a second name (Unit 4's copy of Day 1's) is offered once, by its phase's name.
    const u4 = unit(4);
    const day1 = lessonStudentFiles(u4, u4.phases[0], u4.phases[0]!.lessons[0]!).map((f) => f.path);
    expect(day1).not.toContain("/materials/unit4/Unit4_Day_1_Handout.pdf");
    expect(day1).toEqual(
      expect.arrayContaining([
        "/materials/unit4/phase1/Day_1_Handout.pdf",
        "/materials/unit4/phase1/Day_1_Handout.docx",
      ]),
    );
  });
});
