import { describe, expect, it } from "vitest";
import { getUnit, lessonLabel } from "../index.ts";
import type { Material, Unit } from "../schema.ts";
import { artifactPath, artifactProblems, lessonStudentFiles, namedPrintables } from "./index.ts";
import { type Artifact, artifactSchema } from "./schema.ts";

const unit = (n: number): Unit => structuredClone(getUnit(n)!);

/** A card set for Unit 2 Day 12 (phase 3), built on the lesson's own materials line. */
function cardsFor(u: Unit, phase: number, lesson: number, line: string): Artifact {
  return artifactSchema.parse({
    unit: u.number,
    phase,
    lesson,
    provides: line,
    title: "Test cards",
    intro: "Cards for the test: each names one idea students sort.",
    prep: "One set per group of 4: 8 sets.",
    parts: [
      {
        kind: "cards",
        heading: "Cards",
        cards: [
          { title: "One", text: "The first card's text." },
          { title: "Two", text: "The second card's text." },
        ],
      },
    ],
  });
}

describe("the registry of printables", () => {
  it("names a printable a lesson lists with no file, and is satisfied once an artifact provides it", () => {
    const u = unit(4);
    const day2 = u.phases[0]!.lessons.find((l) => l.number === 2)!;
    day2.materials.push("Neuron model cards, 1 set per group");
    const missing = (list: Artifact[]) => artifactProblems([u], list).filter((p) => p.includes("Neuron model cards"));
    expect(missing([])).toEqual([
      'unit 4 phase 1 Day 2 names "Neuron model cards, 1 set per group", a printable with no file: add it to the unit\'s file in artifacts/',
    ]);
    const artifact = cardsFor(u, 1, 2, "Neuron model cards, 1 set per group");
    expect(missing([artifact])).toEqual([]);
    const named = namedPrintables([u], [artifact]).find((p) => p.line === artifact.provides);
    expect(named?.provider.by).toBe("artifact");
  });

  it("refuses an artifact for a line its lesson does not have, a second artifact for one line, and a missing lesson", () => {
    const u = unit(4);
    u.phases[0]!.lessons.find((l) => l.number === 2)!.materials.push("Neuron model cards");
    const good = cardsFor(u, 1, 2, "Neuron model cards");
    const wrongLine = { ...good, title: "Other cards", provides: "Cards no lesson names" };
    const twice = { ...good, title: "Same line again" };
    const nowhere = { ...good, title: "Nowhere", lesson: 40 };
    const problems = artifactProblems([u], [good, wrongLine, twice, nowhere]);
    expect(problems).toContain(
      'unit 4 artifact "Other cards" provides "Cards no lesson names", which is not a materials line of Day 2',
    );
    expect(problems).toContain('unit 4 artifact "Same line again" provides the same line as "Test cards"');
    expect(problems).toContain('unit 4 artifact "Nowhere" belongs to a lesson the unit does not have');
  });

  it("counts a handout line as provided only while the lesson's handout file exists, and blank supplies never", () => {
    const u = unit(4);
    const byLine = (list: Unit) => new Map(namedPrintables([list], []).map((p) => [p.line, p.provider.by]));
    expect(byLine(u).get("Day 2 handout")).toBe("handout");
    expect(byLine(u).has("Index cards for exit tickets")).toBe(false);
    // Both files of Day 2's handout gone: the listed PDF and the Word file generated beside it.
    const day2Handout = (m: Material) => m.source.type === "handout" && m.source.lesson === 2;
    u.phases[0]!.materials = u.phases[0]!.materials.filter((m) => !day2Handout(m));
    u.phases[0]!.unlistedMaterials = u.phases[0]!.unlistedMaterials.filter((m) => !day2Handout(m));
    expect(byLine(u).get("Day 2 handout")).toBe("nothing");
  });

  it("publishes an artifact in its lesson's folder in both formats, linked from the lesson's card after its handout", () => {
    const u = unit(4);
    const lesson = u.phases[0]!.lessons.find((l) => l.number === 2)!;
    lesson.materials.push("Neuron model cards");
    const artifact = cardsFor(u, 1, 2, "Neuron model cards");
    expect(artifactPath(artifact, lessonLabel(lesson), "pdf")).toBe("/materials/unit4/phase1/Day_2_Test_cards.pdf");
    expect(lessonStudentFiles(u, u.phases[0], lesson, [artifact])).toEqual([
      // The handout the phase's download list names as a PDF, and its Word file (formats.ts).
      { title: "Day 2 Handout", path: "/materials/unit4/phase1/Day_2_Handout.pdf", format: "pdf" },
      { title: "Day 2 Handout", path: "/materials/unit4/phase1/Day_2_Handout.docx", format: "docx" },
      { title: "Test cards", path: "/materials/unit4/phase1/Day_2_Test_cards.pdf", format: "pdf" },
      { title: "Test cards", path: "/materials/unit4/phase1/Day_2_Test_cards.docx", format: "docx" },
    ]);
  });

  it("refuses a printable that carries answers, since students get every copy", () => {
    const u = unit(4);
    u.phases[0]!.lessons.find((l) => l.number === 2)!.materials.push("Neuron model cards");
    const good = cardsFor(u, 1, 2, "Neuron model cards");
    const leaky = { ...good, prep: "One set per group. Answers for the teacher: 1) axon; 2) dendrite." };
    const about = (list: (typeof good)[]) => artifactProblems([u], list).filter((p) => p.includes('"Test cards"'));
    expect(about([good])).toEqual([]);
    expect(about([leaky])).toEqual([
      'unit 4 artifact "Test cards" prints answers on a copy students get: put them in the handout\'s teacher key',
    ]);
  });
});
