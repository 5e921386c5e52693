import { describe, expect, it } from "vitest";
import { units } from "#app/content/curriculum/index.ts";
import { allLessons } from "./offline-index.ts";
import { buildProviderMessages, buildSystemPrompt, FULL_DETAIL_BUDGET } from "./prompt.ts";

describe("system prompt", () => {
  it.each(units.map((u) => [u.number, u] as const))("grounds the model in unit %i", (_n, unit) => {
    const prompt = buildSystemPrompt(unit);
    expect(prompt).toContain(`Unit ${unit.number}: ${unit.title}`);
    expect(prompt).toContain(unit.drivingQuestion);
    for (const concept of unit.coreConcepts) {
      expect(prompt).toContain(concept.title);
      for (const code of concept.codes) expect(prompt).toContain(code);
    }
    for (const { lesson } of allLessons(unit)) expect(prompt).toContain(lesson.title);
    for (const phase of unit.phases) expect(prompt).toContain(`Phase ${phase.number}: ${phase.title}`);
    for (const material of [...unit.materials, ...unit.phases.flatMap((p) => p.materials)]) {
      expect(prompt).toContain(material.title);
    }
  });

  it("tells the model to help customise, label drafts and keep student data out", () => {
    const prompt = buildSystemPrompt(units[0]!);
    expect(prompt).toMatch(/customise/);
    expect(prompt).toMatch(/draft/i);
    expect(prompt).toMatch(/student personal data out/i);
  });

  it("lists lesson timings and materials when they fit, and only summaries when they do not", () => {
    const unit = units[0]!;
    const lesson = allLessons(unit)[0]!.lesson;
    const prompt = buildSystemPrompt(unit);
    expect(prompt).toContain(`${lesson.activities[0]!.title} (${lesson.activities[0]!.minutes} min)`);
    expect(prompt).toContain(lesson.materials[0]!);

    const huge = { ...unit, lessons: Array.from({ length: 60 }, (_, i) => ({ ...lesson, number: i + 1 })) };
    const brief = buildSystemPrompt(huge);
    expect(brief).toContain(lesson.title);
    expect(brief).not.toContain(lesson.materials[0]!);
    expect(brief.length).toBeLessThan(FULL_DETAIL_BUDGET * 2);
  });

  it("puts our system prompt first and keeps the conversation in order", () => {
    const unit = units[0]!;
    const conversation = [
      { role: "user" as const, content: "First" },
      { role: "assistant" as const, content: "Answer" },
      { role: "user" as const, content: "Second" },
    ];
    const messages = buildProviderMessages(unit, conversation);
    expect(messages[0]).toEqual({ role: "system", content: buildSystemPrompt(unit) });
    expect(messages.slice(1)).toEqual(conversation);
  });
});

describe("task drafts for the model", () => {
  it("adds the guide's computed answer for a recognised task, and nothing otherwise", () => {
    const unit = units.find((u) => u.number === 2)!;
    const [system] = buildProviderMessages(unit, [{ role: "user", content: "Adapt this for 45-minute periods" }]);
    expect(system?.content).toContain("asks for a pacing task");
    expect(system?.content).toMatch(/<draft>\n[\s\S]*### Pacing \[Unit 2: Community Immunity\]/);
    const [plain] = buildProviderMessages(unit, [{ role: "user", content: "What is the driving question?" }]);
    expect(plain?.content).toBe(buildSystemPrompt(unit));
  });
});
