import { describe, expect, it } from "vitest";
import { getPhase, getUnit, handoutKeys } from "./index.ts";
import type { Lesson, Prompt } from "./schema.ts";

// The science corrections of issue 29: each fact a teacher recomputed, asserted where the content states it.

function lessonOf(unit: number, number: number, phase?: number): Lesson {
  const u = getUnit(unit);
  if (!u) throw new Error(`no unit ${unit}`);
  const lessons = phase === undefined ? u.lessons : (getPhase(u, phase)?.lessons ?? []);
  const lesson = lessons.find((l) => l.number === number);
  if (!lesson) throw new Error(`no lesson ${number} in unit ${unit}`);
  return lesson;
}

function promptOf(lesson: Lesson, id: string): Prompt {
  const prompt = lesson.handout?.sections.flatMap((s) => s.prompts).find((p) => p.id === id);
  if (!prompt) throw new Error(`no prompt ${id}`);
  return prompt;
}

function keyText(id: string): string {
  const key = handoutKeys()
    .flatMap((k) => k.keys)
    .find((k) => k.prompt === id);
  if (!key) throw new Error(`no key to ${id}`);
  return "answer" in key ? key.answer : key.notes;
}

/** A list's items split at the commas outside parentheses ("a (x, y), b" is two items). */
function topLevelItems(list: string): string[] {
  const items: string[] = [];
  let depth = 0;
  let current = "";
  for (const ch of list) {
    if (ch === "(") depth++;
    if (ch === ")") depth--;
    if (ch === "," && depth === 0) {
      items.push(current.trim());
      current = "";
    } else current += ch;
  }
  if (current.trim()) items.push(current.trim());
  return items;
}

const numberWords = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"];

describe("Science corrected in issue 29", () => {
  it("Unit 1 Lesson 1's pumpkin exit ticket asks about the dry mass and keys it to carbon dioxide from the air", () => {
    const ticket = lessonOf(1, 1).assessment.find((a) => a.includes("pumpkin"));
    expect(ticket).toContain("dry mass");
    expect(ticket).toMatch(/90 percent water/);
    expect(ticket).toMatch(/Key: from carbon dioxide taken in from the air/);
  });

  it("Unit 1 Lesson 3 says Rhizobium makes ammonia for its host and nitrifying bacteria make nitrate", () => {
    const lesson = lessonOf(1, 3);
    const rhizobium = lesson.keyUnderstandings.find((k) => k.includes("Rhizobium"));
    expect(rhizobium).toBeDefined();
    const [fixing, nitrifying] = (rhizobium ?? "").split("nitrifying bacteria");
    expect(fixing).toMatch(/ammonia/);
    expect(fixing).not.toMatch(/nitrate/);
    expect(nitrifying).toMatch(/nitrate/);
  });

  it("Unit 1 Lesson 3's legumes grown ahead get rhizobia inoculant or garden soil so nodules form", () => {
    const legumes = lessonOf(1, 3).materials.find((m) => m.includes("clover"));
    expect(legumes).toMatch(/sterile potting mix/);
    expect(legumes).toMatch(/rhizobia inoculant/);
    expect(legumes).toMatch(/garden soil/);
  });

  it("Unit 1 Lesson 4's measuring days in the plan and the key are the days of the handout's table", () => {
    const lesson = lessonOf(1, 4);
    const table = promptOf(lesson, "u1-l4-q7").response;
    if (table?.kind !== "table") throw new Error("u1-l4-q7 has no table");
    const tableDays = table.columns.filter((c) => c.startsWith("Day ")).map((c) => c.slice(4));
    expect(tableDays.length).toBeGreaterThan(2);
    const spoken = `Days ${tableDays.slice(0, -1).join(", ")} and ${tableDays.at(-1)}`;
    const plan = lesson.activities.map((a) => a.description).join(" ");
    expect(plan).toContain(spoken);
    expect(plan).not.toMatch(/every other day/);
    expect(keyText("u1-l4-q4")).toContain(spoken);
    expect(keyText("u1-l4-q4")).not.toMatch(/every other day/);
  });

  it("Unit 2 Day 2 says antibiotics target the peptidoglycan cell wall", () => {
    const antibiotics = lessonOf(2, 2, 1).keyUnderstandings.find((k) => k.startsWith("Antibiotics"));
    expect(antibiotics).toMatch(/peptidoglycan cell wall/);
  });

  it("Unit 2 Day 4's notes do not send teachers back to protein folding in earlier units", () => {
    const phase = getPhase(getUnit(2) ?? (undefined as never), 1);
    const row = phase?.resourceMap.find((r) => r.when === "Day 4");
    expect(row?.notes).toMatch(/protein folding/);
    expect(row?.notes).not.toMatch(/earlier units/);
  });

  it("Unit 2 Day 5's objective counts the vaccine types its jigsaw teaches", () => {
    const lesson = lessonOf(2, 5, 1);
    const cards = lesson.materials.find((m) => m.startsWith("Jigsaw cards:"));
    if (!cards) throw new Error("Unit 2 Day 5 has no jigsaw cards");
    const types = topLevelItems(cards.slice("Jigsaw cards:".length));
    const objective = lesson.objectives.find((o) => o.includes("types of vaccine"));
    expect(objective).toContain(`${numberWords[types.length]} types of vaccine`);
    expect(types).toHaveLength(5);
  });

  it("Unit 3 Day 13 gives yeast, sugar and water per bottle and for a class of 30, and a vented setup", () => {
    const lesson = lessonOf(3, 13, 3);
    const materials = lesson.materials.join(" ");
    expect(materials).toMatch(/class of 30 in groups of 4/);
    expect(materials).toMatch(/yeast: .*per bottle/i);
    expect(materials).toMatch(/sugar: 1 tablespoon/i);
    expect(materials).toMatch(/warm water .*100 mL per group/i);
    const safety = lesson.safety.join(" ");
    expect(safety).toMatch(/balloon .*seals the bottle/i);
    expect(safety).toMatch(/Vented setup/);
    expect(safety).not.toMatch(/loosened/);
  });

  it("Unit 6 Lesson 6 says radiation's side effects are mostly limited to the treated area", () => {
    const sideEffects = lessonOf(6, 6).keyUnderstandings.find((k) => k.startsWith("Radiation"));
    expect(sideEffects).toMatch(/mostly limited to the treated area/);
    expect(sideEffects).toMatch(/Chemotherapy .* body-wide/);
  });
});
