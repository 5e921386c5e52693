import { describe, expect, it } from "vitest";
import { getUnit, units } from "#app/content/curriculum/index.ts";
import { composeOfflineAnswer } from "./offline-guide.ts";
import { parseAssistantRequest, requestMessages } from "./request-schema.ts";
import { scopeToPhase } from "./scope.ts";

const unit2 = getUnit(2)!;

describe("questions asked on a phase page", () => {
  it("see only that phase of the unit, the same copy every time", () => {
    const scoped = scopeToPhase(unit2, 3)!;
    expect(scoped.phases.map((p) => p.number)).toEqual([3]);
    expect(scoped.number).toBe(2);
    expect(scopeToPhase(unit2, 3)).toBe(scoped);
    expect(scopeToPhase(unit2, undefined)).toBe(unit2);
    expect(scopeToPhase(unit2, 6)).toBeUndefined();
  });

  it("get answers from that phase's days, not the rest of the unit", () => {
    const phase3 = unit2.phases.find((p) => p.number === 3)!;
    const phase1 = unit2.phases.find((p) => p.number === 1)!;
    for (const question of ["Which lessons use data?", "Adapt the lessons for 45-minute periods"]) {
      const answer = composeOfflineAnswer(scopeToPhase(unit2, 3)!, question);
      expect(answer, question).toContain("/unit/2/phase/3#lesson-");
      expect(
        phase3.lessons.some((l) => answer.includes(l.title)),
        question,
      ).toBe(true);
      for (const lesson of phase1.lessons) expect(answer, question).not.toContain(lesson.title);
      expect(answer, question).not.toMatch(/\/unit\/2\/phase\/[^3]/);
    }
  });

  it("name their phase in the request, checked like the unit", () => {
    const body = (phase: unknown) =>
      JSON.stringify({
        messages: [{ role: "user", content: "Hello" }],
        unitContext: { unit: 2, phase, title: "t", drivingQuestion: "d", coreConcepts: [], lessons: [] },
      });
    expect(parseAssistantRequest(body(3), units)).toMatchObject({ ok: true, value: { unitContext: { phase: 3 } } });
    for (const bad of [0, 7, 2.5, "3"]) {
      expect(parseAssistantRequest(body(bad), units), String(bad)).toEqual({
        ok: false,
        message: requestMessages.unknownPhase,
      });
    }
  });
});
