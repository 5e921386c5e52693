import { describe, expect, it } from "vitest";
import { units } from "#app/content/curriculum/index.ts";
import type { Unit } from "#app/content/curriculum/schema.ts";
import { md } from "./markdown.ts";
import { composeOfflineAnswer } from "./offline-guide.ts";
import { allLessons, lessonCodes, lessonName, lessonUrl, stem, unitIndex } from "./offline-index.ts";

/** Every standard code some lesson of the unit carries, with the lessons that carry it. */
function carriedCodes(unit: Unit) {
  const byCode = new Map<string, ReturnType<typeof allLessons>>();
  for (const ref of allLessons(unit)) {
    for (const code of lessonCodes(ref.lesson)) byCode.set(code, [...(byCode.get(code) ?? []), ref]);
  }
  return [...byCode];
}

const unitCases = units.map((u) => [u.number, u] as const);

describe("offline guide ranking", () => {
  it.each(unitCases)("a question about a standard code ranks the lessons carrying it first (unit %i)", (_n, unit) => {
    const codes = carriedCodes(unit);
    expect(codes.length).toBeGreaterThan(0);
    for (const [code, carriers] of codes) {
      const hits = unitIndex(unit).search(`Which lessons address ${code}?`, { kinds: ["lesson"], limit: 100 });
      const top = hits.slice(0, carriers.length).map((h) => h.item.kind === "lesson" && h.item.lesson);
      expect(new Set(top), code).toEqual(new Set(carriers.map((c) => c.lesson)));
    }
  });

  it("finds a lesson by its subject, whatever the word form", () => {
    const unit = units.find((u) => u.number === 1)!;
    const [best] = unitIndex(unit).search("photosynthesising leaves", { kinds: ["lesson"] });
    expect(best?.item.name).toMatch(/Photosynthesis/);
    expect(stem("differentiation")).toBe(stem("differentiate"));
    expect(stem("planting")).toBe(stem("plants"));
    expect(stem("addresses")).toBe(stem("address"));
  });
});

describe("offline guide answers", () => {
  it.each(unitCases)("lists and links every lesson that carries a standard (unit %i)", (_n, unit) => {
    for (const [code, carriers] of carriedCodes(unit).slice(0, 5)) {
      const answer = composeOfflineAnswer(unit, `Which lessons address ${code.toLowerCase()}?`);
      expect(answer).toContain(`Lessons that address ${code} in this unit:`);
      for (const { lesson, phase } of carriers.slice(0, 12))
        expect(answer).toContain(`](${lessonUrl(unit, lesson, phase)})`);
    }
  });

  it.each(unitCases)("says plainly that it is the offline curriculum guide (unit %i)", (_n, unit) => {
    const answer = composeOfflineAnswer(unit, "hello");
    expect(answer).toMatch(/^\*\*Offline curriculum guide\.\*\*/);
    expect(answer).toContain(`](/unit/${unit.number})`);
  });

  it("says when a standard is not part of the unit", () => {
    const unit = units[0]!;
    const answer = composeOfflineAnswer(unit, "Where is HS-PS4-5 taught?");
    expect(answer).toContain(`HS-PS4-5 is not addressed in Unit ${unit.number}`);
  });

  it("adapts a named lesson to a 45-minute block from its activity timings", () => {
    const unit = units[0]!;
    const { lesson } = allLessons(unit).find(
      ({ lesson }) => lesson.activities.reduce((s, a) => s + a.minutes, 0) > 45,
    )!;
    const answer = composeOfflineAnswer(unit, `Can I fit lesson ${lesson.number} into a 45-minute block?`);
    // The lesson laid out day by day: every activity, split over periods of at most 45 minutes.
    expect(answer).toContain(`### Pacing [${md(lessonName(lesson))}]`);
    for (const activity of lesson.activities) expect(answer).toContain(`${md(activity.title)} (${activity.minutes})`);
  });

  it("adapts a whole phase day by day when the unit has phases", () => {
    const unit = units.find((u) => u.phases.some((p) => p.lessons.length > 1));
    if (!unit) throw new Error("expected a unit with phase lessons");
    const phase = unit.phases.find((p) => p.lessons.length > 1)!;
    const answer = composeOfflineAnswer(unit, `Adapt Phase ${phase.number} for a 45 minute block`);
    expect(answer).toContain(`### Pacing [Phase ${phase.number}: ${md(phase.title)}]`);
    for (const lesson of phase.lessons) expect(answer).toContain(lessonUrl(unit, lesson, phase));
  });

  it("gives a lesson's differentiation strategies and materials", () => {
    const unit = units[0]!;
    const { lesson } = allLessons(unit)[0]!;
    const diff = composeOfflineAnswer(unit, `How do I differentiate lesson ${lesson.number} for English learners?`);
    expect(diff).toContain("### Differentiation");
    expect(diff).toContain(md(lesson.differentiation.supported[0]!));
    expect(diff).toContain(md(lesson.differentiation.extension[0]!));
    const materials = composeOfflineAnswer(unit, `What materials do I need for lesson ${lesson.number}?`);
    expect(materials).toContain("### Materials");
    for (const item of lesson.materials) expect(materials).toContain(md(item));
  });

  it("escapes curriculum text that would otherwise be Markdown", () => {
    expect(md("a_b *c* [d](e) <script>")).toBe("a\\_b \\*c\\* \\[d\\](e) \\<script\\>");
  });
});

describe("one engine for every question", () => {
  it("answers a time budget in hours by laying the lesson out in periods of that length", () => {
    const unit = units.find((u) => u.number === 6)!;
    const { lesson } = allLessons(unit).find(({ lesson }) => lesson.number === 2)!;
    const answer = composeOfflineAnswer(unit, "Can lesson 2 fit in one hour?");
    expect(answer).toContain(`### Pacing [${md(lessonName(lesson))}]`);
    expect(answer).toContain("in 60-minute periods");
  });

  it("without a time budget, says how long the lesson runs, activity by activity", () => {
    const unit = units.find((u) => u.number === 6)!;
    const { lesson } = allLessons(unit).find(({ lesson }) => lesson.number === 5)!;
    const answer = composeOfflineAnswer(unit, "How long is lesson 5?");
    const total = lesson.activities.reduce((s, a) => s + a.minutes, 0);
    expect(answer).toContain(
      `### Timing\n[${md(lessonName(lesson))}](${lessonUrl(unit, lesson)}) runs ${total} minutes:`,
    );
    expect(answer).not.toContain("### Pacing");
  });

  it("answers every task a question asks for, each from the same scope, with one note for a part the unit lacks", () => {
    const unit = units.find((u) => u.number === 1)!;
    const answer = composeOfflineAnswer(unit, "exit ticket and materials for lesson 2 of phase 3");
    expect(answer).toContain("### Checks for understanding: [Lesson 2:");
    expect(answer).toContain("### Materials\n**[Lesson 2:");
    expect(answer.match(/without phases/g)).toHaveLength(1);
    expect(answer.indexOf("without phases")).toBeLessThan(answer.indexOf("### Checks"));
  });
});
