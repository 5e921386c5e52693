import { describe, expect, it } from "vitest";
import { getUnit } from "#app/content/curriculum/index.ts";
import { composeStandards, scopeCodes } from "./compose-standards.ts";
import { composeOfflineAnswer } from "./offline-guide.ts";
import { lessonCodes } from "./offline-index.ts";
import { scopeToPhase } from "./scope.ts";
import { resolveScope } from "./task-scope.ts";
import { recognise } from "./tasks.ts";

const unit2 = getUnit(2)!;
const unit6 = getUnit(6)!;
const codesIn = (answer: string) => new Set(answer.match(/\*\*(HS-[A-Z]+\d-\d+|BIO1\.[A-Z]+\d(?:\.\d+)?)\*\*/g));

describe("resolveScope", () => {
  it("takes a named phase, the phase page asked on, a named day, else the whole unit", () => {
    expect(resolveScope(unit2, recognise("standards of phase 2?"))).toMatchObject({
      kind: "phase",
      name: expect.stringMatching(/^Phase 2:/),
    });
    expect(resolveScope(scopeToPhase(unit2, 3)!, recognise("standards of this phase?"))).toMatchObject({
      kind: "phase",
      url: "/unit/2/phase/3",
    });
    expect(resolveScope(unit2, recognise("standards for day 12"))).toMatchObject({
      kind: "lesson",
      url: "/unit/2/phase/2#lesson-12",
    });
    expect(resolveScope(unit6, recognise("which standards?"))).toMatchObject({ kind: "unit", url: "/unit/6" });
  });

  it("says so when the question names a phase the unit does not have", () => {
    const scope = resolveScope(unit6, recognise("What NGSS standards does phase 2 cover?"));
    expect(scope.kind).toBe("unit");
    expect(scope.note).toMatch(/without phases/);
  });
});

describe("composeStandards", () => {
  it("lists exactly the codes the phase's days cite, each with its wording", () => {
    const phase = unit2.phases[1]!;
    const expected = new Set([
      ...phase.lessons.flatMap(lessonCodes),
      ...phase.resourceMap.flatMap((row) => [row.stateStandard, ...row.ngss]),
    ]);
    const answer = composeStandards(unit2, resolveScope(unit2, recognise("phase 2")), recognise("phase 2"));
    expect(codesIn(answer)).toEqual(new Set([...expected].map((code) => `**${code}**`)));
    expect(answer).toContain("HS-LS2-2**: Use mathematical representations");
  });

  it("lists the whole unit's alignment when there is no phase", () => {
    const expected = [...unit6.standards.ngss, ...unit6.standards.state].map((s) => s.code);
    expect(scopeCodes(unit6, resolveScope(unit6, recognise("standards")))).toEqual(expect.arrayContaining(expected));
  });
});

describe("the issue's standards question", () => {
  it("gets the standards of phase 2 on /unit/2 and of the unit on /unit/6, in the guide's frame", () => {
    for (const [unit, expected] of [
      [unit2, "### Standards in [Phase 2:"],
      [unit6, "### Standards in [Unit 6:"],
    ] as const) {
      const answer = composeOfflineAnswer(unit, "What NGSS standards does phase 2 cover?");
      expect(answer.startsWith("**Offline curriculum guide.**")).toBe(true);
      expect(answer).toContain(expected);
      expect(answer).not.toContain("Treatment Stations");
      expect(answer.endsWith("Keep students' names and other personal details out of this chat._")).toBe(true);
    }
  });
});
