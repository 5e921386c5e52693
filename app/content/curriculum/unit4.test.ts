import { describe, expect, it } from "vitest";
import { namedPrintables } from "./artifacts/index.ts";
import { unit4Artifacts } from "./artifacts/unit4.ts";
import { getPhase, getUnit, parseUnit, textPlan } from "./index.ts";
import type { Lesson } from "./schema.ts";
import { unit4 } from "./unit4.ts";

const unit = parseUnit(unit4);
const phase = getPhase(unit, 1);
if (!phase) throw new Error("Unit 4 has no phase 1");

function _minutes(lesson: Lesson): number {
  return lesson.activities.reduce((sum, a) => sum + a.minutes, 0);
}

describe("Unit 4 content", () => {
  it("has one phase, Nervous System Foundations, over Days 1-4 with a lesson for each day", () => {
    expect(unit.phases).toHaveLength(1);
    expect(phase.number).toBe(1);
    expect(phase.title).toBe("Nervous System Foundations");
    expect(phase.range).toBe("Days 1-4");
    expect(phase.lessons.map((l) => l.number)).toEqual([1, 2, 3, 4]);
    expect(phase.lessons.map((l) => l.label)).toEqual(["Day 1", "Day 2", "Day 3", "Day 4"]);
    expect(unit.lessons).toEqual([]);
  });

  it("lists 4 lesson plans and 6 handouts on the phase, with supported and modified day 1 handouts", () => {
    const plans = phase.materials.filter((m) => m.kind === "lesson-plan");
    const handouts = phase.materials.filter((m) => m.kind === "handout");
    expect(plans).toHaveLength(4);
    expect(handouts).toHaveLength(6);
    expect(phase.materials.every((m) => m.path.startsWith("/materials/unit4/phase1/"))).toBe(true);
    const handoutSources = handouts.map((m) =>
      m.source.type === "handout" ? [m.source.lesson, m.source.variant] : [],
    );
    expect(handoutSources).toEqual([
      [1, "standard"],
      [1, "supported"],
      [1, "modified"],
      [2, "standard"],
      [3, "standard"],
      [4, "standard"],
    ]);
    expect(phase.lessons.map((l) => l.file)).toEqual(plans.map((m) => m.path));
  });

  it("offers exactly 4 lesson plans and 2 handouts at unit level, all drawn from phase 1", () => {
    expect(unit.materials.filter((m) => m.kind === "lesson-plan")).toHaveLength(4);
    expect(unit.materials.filter((m) => m.kind === "handout")).toHaveLength(2);
    expect(unit.materials).toHaveLength(6);
    for (const m of unit.materials) {
      expect(m.source.type === "lesson-plan" || m.source.type === "handout").toBe(true);
      expect("phase" in m.source && m.source.phase).toBe(1);
    }
  });

  it("uses exactly the spec's state codes for its core concepts, alongside NGSS codes", () => {
    const codes = new Set(unit.coreConcepts.flatMap((c) => c.codes));
    const state = [...codes].filter((c) => c.startsWith("BIO1.")).sort();
    expect(state).toEqual(["BIO1.LS1.3", "BIO1.LS1.7", "BIO1.LS3.1", "BIO1.LS3.2", "BIO1.LS3.4"]);
    expect([...codes].every((c) => /^(BIO1\.LS\d\.\d|HS-(LS|ETS)\d-\d)$/.test(c))).toBe(true);
  });

  it("has a resource map row for each of days 1-4, linking to the three providers", () => {
    expect(phase.resourceMap.map((r) => r.when)).toEqual(["Day 1", "Day 2", "Day 3", "Day 4"]);
    for (const row of phase.resourceMap) {
      expect(row.video.url).toMatch(/^https:\/\/www\.youtube\.com\/(watch\?v=[\w-]{11}|playlist\?list=[\w-]+)$/);
      expect(row.interactive.url.startsWith("https://www.biointeractive.org/classroom-resources")).toBe(true);
      expect(row.textbook.url).toMatch(/^https:\/\/openstax\.org\/books\/biology-2e\/pages\/\d+-\d+-[a-z-]+$/);
    }
  });

  it("builds a text plan with the title, driving question and every core concept", () => {
    const plan = textPlan(unit);
    expect(plan.startsWith("Unit 4: NeuroNature: Designing Biomimetic Systems\n")).toBe(true);
    expect(plan).toContain(unit.drivingQuestion);
    for (const concept of unit.coreConcepts) expect(plan).toContain(concept.title);
  });
});

describe("Unit 4 printables (issue 29)", () => {
  const cards = (lesson: number, line: RegExp) =>
    unit4Artifacts
      .filter((a) => a.lesson === lesson && line.test(a.provides))
      .flatMap((a) => a.parts.flatMap((p) => (p.kind === "cards" ? p.cards : [])));

  it("provides every printable Days 1-4 name", () => {
    expect(namedPrintables([getUnit(4)!]).filter((p) => p.provider.by === "nothing")).toEqual([]);
  });

  it("sorts three feedback loops of six cards, two negative and one positive", () => {
    const sort = cards(4, /card sort/);
    expect(sort).toHaveLength(18);
    const types = sort.filter((c) => c.title === "Loop type").map((c) => c.text.split(":")[0]);
    expect(types.sort()).toEqual(["Negative feedback", "Negative feedback", "Positive feedback"]);
  });

  it("has a card for each animal sense the line names and six Punnett families", () => {
    const senses = cards(3, /Photo cards/).map((c) => c.title);
    expect(senses).toEqual(["Star-nosed mole", "Bat", "Harbor seal", "Fish lateral line", "Insect compound eye"]);
    expect(cards(3, /Punnett/)).toHaveLength(6);
  });
});
