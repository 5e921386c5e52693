import { describe, expect, it } from "vitest";
import { units } from "#app/content/curriculum/index.ts";
import { unitAssistantProps } from "./unit-context.ts";

describe("assistant unit context", () => {
  it.each(units.map((u) => [u.number, u] as const))("unit %i gets a real context", (_n, unit) => {
    const props = unitAssistantProps(unit);
    expect(props.unit).toBe(unit.number);
    expect(props.title).toBe(unit.title);
    expect(props.title).not.toMatch(/TBD/);
    expect(props.drivingQuestion).toBe(unit.drivingQuestion);
    expect(props.coreConcepts).toHaveLength(unit.coreConcepts.length);
    expect(props.lessons.length).toBeGreaterThan(0);
  });

  it("names core concepts with their codes and lets phases stand in for lessons", () => {
    const props = unitAssistantProps({
      number: 2,
      title: "Community Immunity",
      drivingQuestion: "How do we protect our community?",
      coreConcepts: [
        { title: "Immune response", codes: ["HS-LS1-2", "BIO1.LS1.2"] },
        { title: "Communication", codes: [] },
      ],
      lessons: [],
      phases: [{ number: 1, title: "Immune System Foundations", summary: "How the body defends itself." }],
    });
    expect(props.coreConcepts).toEqual(["Immune response (HS-LS1-2, BIO1.LS1.2)", "Communication"]);
    expect(props.lessons).toEqual([
      { title: "Phase 1: Immune System Foundations", description: "How the body defends itself." },
    ]);
  });
});
