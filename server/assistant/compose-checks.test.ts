import { describe, expect, it } from "vitest";
import { getUnit, units } from "#app/content/curriculum/index.ts";
import { composeChecks } from "./compose-checks.ts";
import { composeOfflineAnswer } from "./offline-guide.ts";
import { allLessons } from "./offline-index.ts";
import { scopeToPhase } from "./scope.ts";
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

/** Every exit ticket (one per lesson) and every quiz (a phase or unit) the guide writes, with its blanks. */
function everyQuiz(): { label: string; blanks: { sentence: string; answer: string }[] }[] {
  const asked: { label: string; answer: string }[] = [];
  for (const unit of units) {
    for (const { lesson, phase } of allLessons(unit)) {
      const on = phase ? scopeToPhase(unit, phase.number)! : unit;
      const label = `Unit ${unit.number} ${phase ? `phase ${phase.number} ` : ""}lesson ${lesson.number}`;
      asked.push({
        label,
        answer: composeOfflineAnswer(on, `write a short quiz with answers for lesson ${lesson.number}`),
      });
    }
    for (const on of [unit, ...unit.phases.map((p) => scopeToPhase(unit, p.number)!)])
      asked.push({
        label: `Unit ${unit.number} ${on.phases.length === 1 ? "phase" : "unit"} quiz`,
        answer: composeOfflineAnswer(on, "a short quiz"),
      });
  }
  return asked.map(({ label, answer }) => {
    const [questions, key = ""] = answer.split("#### Answer key");
    const answers = numbered(key);
    return {
      label,
      blanks: numbered(questions!).flatMap((q, i) => {
        const sentence = /Fill in the blank: "(.*)"/.exec(q)?.[1];
        return sentence
          ? [{ sentence: sentence.replace(/\\(.)/g, "$1"), answer: answers[i]!.replace(/\\(.)/g, "$1") }]
          : [];
      }),
    };
  });
}

describe("quiz blanks", () => {
  const quizzes = everyQuiz();

  it('never ask for the same answer twice in one quiz (Unit 2, Day 7: not "transmission" twice)', () => {
    const day7 = composeOfflineAnswer(scopeToPhase(getUnit(2)!, 2)!, "write a short quiz with answers for day 7");
    const key = numbered(day7.split("#### Answer key")[1]!).slice(1);
    expect(key.length).toBeGreaterThanOrEqual(2);
    expect(new Set(key).size).toBe(key.length);
    for (const { label, blanks } of quizzes) {
      const answers = blanks.map((b) => b.answer.toLowerCase());
      expect(new Set(answers).size, label).toBe(answers.length);
    }
  });

  it('blank key terms, never function words (/unit/1 lesson 3: not "including")', () => {
    const lesson3 = everyQuiz().find((q) => q.label === "Unit 1 lesson 3")!;
    expect(lesson3.blanks.length).toBeGreaterThanOrEqual(1);
    const functionWords =
      /^(including|such|through|between|because|which|while|without|about|their|these|other|would|could|should)$/i;
    for (const { label, blanks } of quizzes)
      for (const { answer } of blanks) expect(answer, label).not.toMatch(functionWords);
  });

  it('never blank one word of a compound term ("carbon _____" for "dioxide")', () => {
    const compounds = [/\bcarbon _____/i, /_____ dioxide\b/i, /\bUV _____/, /\bnitrogen _____ /i];
    let checked = 0;
    for (const { label, blanks } of quizzes)
      for (const { sentence } of blanks) {
        checked++;
        for (const compound of compounds) expect(sentence, label).not.toMatch(compound);
      }
    expect(checked).toBeGreaterThan(50);
  });
});
