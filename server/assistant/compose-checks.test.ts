import { describe, expect, it } from "vitest";
import { getUnit } from "#app/content/curriculum/index.ts";
import { composeChecks } from "./compose-checks.ts";
import { resolveScope } from "./task-scope.ts";
import { recognise } from "./tasks.ts";

const numbered = (text: string) => [...text.matchAll(/^\d+\. (.*)$/gm)].map((m) => m[1]!);

describe("composeChecks", () => {
  it("writes an exit ticket for a lesson whose key puts the lesson's own words back in each blank", () => {
    const unit = getUnit(6)!;
    const scope = resolveScope(unit, recognise("exit ticket for lesson 3"));
    const [questions, key] = composeChecks(unit, scope).split("#### Answer key");
    const asked = numbered(questions!);
    const answers = numbered(key!);
    expect(asked.length).toBeGreaterThanOrEqual(2);
    expect(answers).toHaveLength(asked.length);
    expect(asked[0]).toContain(scope.lessons[0]!.lesson.drivingQuestion);
    const understandings = scope.lessons[0]!.lesson.keyUnderstandings;
    asked.slice(1).forEach((q, i) => {
      const blanked = /Fill in the blank: "(.*)"/.exec(q)![1]!.replace(/\\(.)/g, "$1");
      expect(understandings).toContain(blanked.replace("_____", answers[i + 1]!.replace(/\\(.)/g, "$1")));
    });
  });

  it("samples a phase's lessons from start to end for a quiz of at most eight questions", () => {
    const unit = getUnit(2)!;
    const answer = composeChecks(unit, resolveScope(unit, recognise("quiz on phase 2")));
    const asked = numbered(answer.split("#### Answer key")[0]!);
    expect(asked.length).toBeLessThanOrEqual(8);
    expect(answer).toContain("/unit/2/phase/2#lesson-7)");
    expect(answer).not.toMatch(/\/unit\/2\/phase\/[13-5]#/);
  });
});
