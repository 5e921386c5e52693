import { describe, expect, it } from "vitest";
import { namedPrintables } from "./artifacts/index.ts";
import { stations, unit1Artifacts } from "./artifacts/unit1.ts";
import { findLesson, getUnit } from "./index.ts";
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

  it("gives a handout to every lesson (2, 4 and 5 in the download list, 1, 3 and 6 unlisted), each with a download", () => {
    expect(unit.lessons.filter((l) => l.handout).map((l) => l.number)).toEqual([1, 2, 3, 4, 5, 6]);
    for (const m of [...unit.materials, ...unit.unlistedMaterials].filter((m) => m.source.type === "handout")) {
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

describe("Unit 1 student materials (issue 29)", () => {
  it("gives Lessons 1, 3 and 6 a handout as .pdf and .docx outside the spec's download list", () => {
    for (const n of [1, 3, 6]) {
      expect(unit.lessons.find((l) => l.number === n)?.handout, `Lesson ${n}`).toBeDefined();
      const files = unit.unlistedMaterials.filter((m) => m.source.type === "handout" && m.source.lesson === n);
      expect(files.map((m) => m.format).sort(), `Lesson ${n}`).toEqual(expect.arrayContaining(["docx", "pdf"]));
      for (const f of files) expect(unit.materials.map((m) => m.path)).not.toContain(f.path);
    }
  });

  it("has every printable its lessons name, with each card the line promises", () => {
    const cards = (lesson: number) =>
      unit1Artifacts
        .filter((a) => a.lesson === lesson)
        .flatMap((a) => a.parts.flatMap((p) => (p.kind === "cards" ? p.cards : [])));
    expect(namedPrintables([getUnit(1)!]).filter((p) => p.provider.by === "nothing")).toEqual([]);
    // One station card per reservoir the line names, each sending both kinds of atom somewhere for every roll.
    const atom = unit1Artifacts.find((a) => a.lesson === 3)!;
    expect(atom.parts.map((p) => p.heading.split(" ")[0]!.toLowerCase())).toEqual([
      "atmosphere",
      "plant",
      "animal",
      "soil",
      "decomposer",
      "river",
    ]);
    for (const part of atom.parts) {
      expect(part.kind).toBe("table");
      if (part.kind !== "table") continue;
      expect(part.rows.map((r) => r[0])).toEqual(["1", "2", "3", "4", "5", "6"]);
      for (const row of part.rows)
        expect(
          row.slice(1).every((cell) => /->|Stay/.test(cell)),
          row.join(" | "),
        ).toBe(true);
    }
    // Every destination is a station.
    const names = new Set(stations.map((st) => st.name));
    for (const st of stations)
      for (const cell of st.rolls.flat()) {
        const to = /-> (\w+)$/.exec(cell)?.[1];
        if (to) expect(names, cell).toContain(to);
      }
    for (const c of cards(6))
      for (const need of ["Sun:", "Spacing:", "Water:", "Nitrogen:"]) expect(c.text, c.title).toContain(need);
    const web = cards(2)
      .map((c) => c.title.toLowerCase())
      .join(" ");
    for (const o of ["roots", "bacteria", "fungi", "nematodes", "springtails", "mites", "earthworms", "centipedes"])
      expect(web).toContain(o);
  });
});
