import { describe, expect, it } from "vitest";
import { units } from "#app/content/curriculum/index.ts";
import type { Unit } from "#app/content/curriculum/schema.ts";
import { composeOfflineAnswer, detectIntent, fitToBlock, md, splitIntoBlocks } from "./offline-guide.ts";
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

describe("intent and timing helpers", () => {
  it("reads codes, time budgets and targets from a question", () => {
    expect(detectIntent("Which lessons address hs-ls2-7 and LS2.2?")).toMatchObject({
      codes: ["HS-LS2-7", "BIO1.LS2.2"],
    });
    expect(detectIntent("Adapt Phase 3 for a 45-minute block")).toMatchObject({ minutes: 45, phase: 3, timing: true });
    expect(detectIntent("day 12 in one hour")).toMatchObject({ minutes: 60, lesson: 12 });
    expect(detectIntent("Scaffolds for my ELL students?").differentiation).toBe(true);
    expect(detectIntent("What supplies should I buy?").materials).toBe(true);
    expect(detectIntent("What is the driving question?")).toMatchObject({
      timing: false,
      differentiation: false,
      materials: false,
    });
  });

  const activities = [
    { title: "Hook", minutes: 10, description: "" },
    { title: "Lab", minutes: 40, description: "" },
    { title: "Share", minutes: 20, description: "" },
    { title: "Exit", minutes: 5, description: "" },
  ];

  it("fits activities into a block in 5-minute steps without dropping any", () => {
    const fitted = fitToBlock(activities, 45);
    expect(fitted.map((f) => f.activity.title)).toEqual(["Hook", "Lab", "Share", "Exit"]);
    expect(fitted.reduce((s, f) => s + f.minutes, 0)).toBeLessThanOrEqual(45);
    expect(fitted.every((f) => f.minutes >= 5 && f.minutes % 5 === 0)).toBe(true);
    expect(fitToBlock(activities, 90).map((f) => f.minutes)).toEqual([10, 40, 20, 5]);
  });

  it("splits activities over blocks in order", () => {
    expect(splitIntoBlocks(activities, 45).map((b) => b.map((a) => a.title))).toEqual([
      ["Hook"],
      ["Lab"],
      ["Share", "Exit"],
    ]);
  });
});
