import { describe, expect, it } from "vitest";
import { getUnit, units } from "#app/content/curriculum/index.ts";
import { FAMILY_TOPICS } from "./family-topics.ts";
import { composeOfflineAnswer } from "./offline-guide.ts";
import { scopeToPhase } from "./scope.ts";
import { recognise } from "./tasks.ts";

describe("family letter", () => {
  it("writes a letter home for the unit, or the phase page it is asked on", () => {
    const unit = getUnit(6)!;
    const letter = composeOfflineAnswer(unit, "Draft a letter home to families about this unit");
    expect(letter).toContain("### Letter to families: [Unit 6:");
    expect(letter).toContain("Dear families,");
    expect(letter).toContain(unit.drivingQuestion);
    const phase = composeOfflineAnswer(scopeToPhase(getUnit(2)!, 3)!, "a note for parents about this phase");
    expect(phase).toContain("### Letter to families: [Phase 3:");
  });

  it("names the current phase's topics in family words, not Phase 1's topics or classroom jargon", () => {
    const phase2 = scopeToPhase(getUnit(2)!, 2)!;
    const letter = composeOfflineAnswer(phase2, "Draft a letter home to families");
    expect(letter).toContain("It is about how diseases spread from person to person and how vaccines protect");
    expect(letter).toContain(
      "Ask your student what they learned this week about how diseases spread from person to person",
    );
    expect(letter).not.toMatch(/immune system and pathogens/i);
    for (const activity of phase2.phases[0]!.keyActivities) expect(letter).not.toContain(activity.title);
  });

  it("has family words for every unit and every phase of the curriculum", () => {
    for (const unit of units) {
      const table = FAMILY_TOPICS[unit.number];
      expect(table, `Unit ${unit.number}`).toBeDefined();
      for (const phase of unit.phases) {
        const said = table!.phases[phase.number];
        expect(said, `Unit ${unit.number} phase ${phase.number}`).toBeDefined();
        for (const language of ["en", "es"] as const) expect(said![language].topics.length).toBeGreaterThanOrEqual(3);
      }
    }
  });

  it("writes the letter in Spanish when asked, in Spanish or in English", () => {
    const phase2 = scopeToPhase(getUnit(2)!, 2)!;
    for (const question of [
      "carta a las familias en español",
      "family letter in Spanish",
      "Escribe una carta para los padres sobre esta fase",
    ]) {
      const letter = composeOfflineAnswer(phase2, question);
      expect(letter, question).toContain(
        "### Carta a las familias: [Fase 2 de «Inmunidad comunitaria»](/unit/2/phase/2)",
      );
      expect(letter, question).toContain("Estimadas familias:");
      expect(letter, question).toContain("cómo se contagian las enfermedades");
      expect(letter, question).not.toContain("Dear families");
      expect(letter, question).not.toContain("closest to your question");
    }
  });

  it("recognises a letter's language", () => {
    expect(recognise("carta a las familias en español")).toMatchObject({ tasks: ["family-letter"], language: "es" });
    expect(recognise("family letter in Spanish")).toMatchObject({ tasks: ["family-letter"], language: "es" });
    expect(recognise("Draft a letter home to families")).toMatchObject({ tasks: ["family-letter"], language: "en" });
  });
});

describe("family letter safety and permission (QA: Unit 3's letter left out field work, organisms and latex)", () => {
  it("tells families about field work, living things, latex balloons and the showcase where the lessons have them", () => {
    const letter = composeOfflineAnswer(getUnit(3)!, "Draft a letter home to families");
    expect(letter).toContain("Safety and permission:");
    expect(letter).toMatch(/outdoors for field work \(Day 1,/);
    expect(letter).toContain("Students will work with living things in class");
    expect(letter).toContain("A lab uses latex balloons (Day 13). If your student has a latex allergy");
    expect(letter).toContain("presenting their work to the community (Day 29)");
    const spanish = composeOfflineAnswer(getUnit(3)!, "carta a las familias en español");
    expect(spanish).toContain("Seguridad y permisos:");
    expect(spanish).toContain("globos de látex (Day 13)");
  });

  it("says nothing of the kind for a unit whose lessons have none", () => {
    const letter = composeOfflineAnswer(getUnit(2)!, "Draft a letter home to families");
    expect(letter).not.toMatch(/field work|living things|latex|glue guns/);
    // Nitrile gloves worn "not latex" are no latex in use.
    expect(composeOfflineAnswer(getUnit(1)!, "Draft a letter home to families")).not.toContain("latex");
  });
});

describe("family letter notices from what students do (QA: Unit 1's letter sent indoor lessons outdoors)", () => {
  const unit1 = composeOfflineAnswer(getUnit(1)!, "Draft a letter home to families");

  it("finds no field work in a soil sample returned outdoors after class or in schoolyard soil bought in", () => {
    expect(unit1).not.toContain("outdoors for field work");
  });

  it("names the lessons where students handle living things: spinach, soil organisms, legume roots, seedlings", () => {
    expect(unit1).toContain("Students will work with living things in class (Lesson 1, Lesson 2, Lesson 3 and others)");
  });

  it("invites families to the unit's public pitch, not to the day that gets ready for a showcase", () => {
    expect(unit1).toContain("presenting their work to the community (Project Day 2)");
    expect(composeOfflineAnswer(getUnit(6)!, "Draft a letter home to families")).toContain(
      "presenting their work to the community (Lesson 8)",
    );
  });

  it("covers Unit 4's prototype build and pitch: what students make, and the tools they use", () => {
    const unit4 = composeOfflineAnswer(getUnit(4)!, "Draft a letter home to families");
    expect(unit4).toContain(
      "- Designing, building and testing a prototype that senses and responds the way an animal does",
    );
    expect(unit4).toContain("Safety and permission:");
    expect(unit4).toMatch(/glue guns, scissors and battery-powered parts \(Day 6, Day 7, Day 8 and others\)/);
    expect(composeOfflineAnswer(getUnit(4)!, "carta a las familias en español")).toContain(
      "pistolas de silicona de baja temperatura",
    );
  });
});
