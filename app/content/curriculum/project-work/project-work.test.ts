import { describe, expect, it } from "vitest";
import { unitReport } from "../content-report.ts";
import { answerKeyFor, contentProblems, everyLesson, getUnit, lessonLabel, parseUnit, units } from "../index.ts";
import { rubrics } from "../rubrics/index.ts";
import type { Lesson, Material, Unit } from "../schema.ts";
import { searchCurriculum, searchEntries } from "../search.ts";
import { unit1 as unit1Input } from "../unit1.ts";
import { unit4 as unit4Input } from "../unit4.ts";
import { unit6 as unit6Input } from "../unit6.ts";
import { projectWorkExtensions, withProjectWork } from "./index.ts";
import { radishHeights } from "./unit1.ts";
import { echoNavigatorTrials } from "./unit4.ts";
import { projectWorkView, unitProjectWork } from "./view.ts";

const unit = (n: number): Unit => getUnit(n)!;
const keyText = (u: number, phase: number | undefined, lesson: number, prompt: string) => {
  const k = answerKeyFor(u, phase, lesson)?.keys.find((key) => key.prompt === prompt);
  return k ? ("answer" in k ? k.answer : k.notes) : "";
};
const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
const paths = (ms: Material[]) => ms.map((m) => m.path);

/** The extension's days with the list their files are in. */
function extensionDays(u: Unit) {
  return everyLesson(u).flatMap(({ lesson, phase }) =>
    (phase ?? u).projectWork?.lessons.includes(lesson)
      ? [{ lesson, phase, unlisted: (phase ?? u).unlistedMaterials, listed: (phase ?? u).materials }]
      : [],
  );
}

describe("project work extension (issue 29, point 7; decision 0036)", () => {
  it("gives Unit 1 two, Unit 4 five and Unit 6 three project days", () => {
    expect(extensionDays(unit(1)).map(({ lesson }) => lessonLabel(lesson))).toEqual(["Project Day 1", "Project Day 2"]);
    expect(extensionDays(unit(4)).map(({ lesson }) => lessonLabel(lesson))).toEqual([
      "Day 5",
      "Day 6",
      "Day 7",
      "Day 8",
      "Day 9",
    ]);
    expect(extensionDays(unit(6)).map(({ lesson }) => lessonLabel(lesson))).toEqual([
      "Project Day 1",
      "Project Day 2",
      "Project Day 3",
    ]);
  });

  it("gives every project day a lesson plan and a keyed handout as .pdf and .docx, outside the download lists", () => {
    for (const n of [1, 4, 6]) {
      for (const { lesson, phase, unlisted, listed } of extensionDays(unit(n))) {
        const where = `unit ${n} ${lessonLabel(lesson)}`;
        expect(lesson.file, where).toBeDefined();
        expect(paths(unlisted), where).toContain(lesson.file);
        const handouts = unlisted.filter((m) => m.source.type === "handout" && m.source.lesson === lesson.number);
        expect(handouts.map((m) => m.format).sort(), where).toEqual(expect.arrayContaining(["docx", "pdf"]));
        expect(lesson.handout, where).toBeDefined();
        expect(answerKeyFor(n, phase?.number, lesson.number), where).toBeDefined();
        for (const p of [lesson.file!, ...paths(handouts)]) expect(paths(listed), where).not.toContain(p);
        expect(
          lesson.activities.reduce((sum, a) => sum + a.minutes, 0),
          where,
        ).toBeGreaterThanOrEqual(45);
      }
    }
    expect(contentProblems().filter((p) => /project/i.test(p))).toEqual([]);
  });

  it("leaves the spec's lessons, ranges and download lists exactly as the unit modules give them", () => {
    for (const [input, n] of [
      [unit1Input, 1],
      [unit4Input, 4],
      [unit6Input, 6],
    ] as const) {
      const spec = parseUnit(input);
      const u = unit(n);
      expect(u.lessons, `unit ${n}`).toEqual(spec.lessons);
      expect(u.materials, `unit ${n}`).toEqual(spec.materials);
      expect(u.phases.map((p) => [p.range, p.lessons, p.materials])).toEqual(
        spec.phases.map((p) => [p.range, p.lessons, p.materials]),
      );
    }
    expect(unit(1).lessons).toHaveLength(6);
    expect(unit(4).phases[0]!.range).toBe("Days 1-4");
    expect(unit(6).lessons.map(lessonLabel)).toEqual([
      "Entry Event",
      ...Array.from({ length: 8 }, (_, i) => `Lesson ${i + 1}`),
    ]);
  });

  it("counts project days as class days with student materials", () => {
    const none = { assessments: 0, rubrics: 0 };
    for (const n of [1, 4, 6]) {
      const r = unitReport(unit(n), none);
      for (const { lesson, phase } of extensionDays(unit(n)))
        expect(r.daysWithoutStudentMaterials).not.toContain(
          phase ? `Phase ${phase.number} ${lessonLabel(lesson)}` : lessonLabel(lesson),
        );
    }
    expect(unitReport(unit(4), none).classDays).toBe(9);
  });

  it("takes Unit 4's brief to a prototype that is designed, built, tested with a data table, iterated and pitched", () => {
    const days = extensionDays(unit(4)).map(({ lesson }) => lesson);
    expect(days.map((d) => d.title).join(" | ")).toMatch(/Design.*Build.*Test.*Iterate.*Pitch/s);
    const day7 = days.find((d) => d.number === 7)!;
    const table = day7.handout!.sections.flatMap((s) => s.prompts).find((p) => p.response?.kind === "table");
    expect(table?.response).toMatchObject({ columns: expect.arrayContaining(["Trial 1", "Trial 5", "Mean"]) });
    expect(rubrics().some((r) => r.unit === 4 && r.phase === 1 && r.lesson === 9)).toBe(true);
    // Only codes the unit lists.
    const listed = new Set([...unit(4).standards.ngss, ...unit(4).standards.state].map((s) => s.code));
    for (const d of days)
      for (const code of [...d.standards.ngss, ...d.standards.state]) expect(listed).toContain(code);
  });

  it("keys Day 7's worked example with the means of its own trials", () => {
    const distance = mean(echoNavigatorTrials.map((t) => t.detectedCm));
    const time = mean(echoNavigatorTrials.map((t) => t.responseS));
    const key = keyText(4, 1, 7, "u4-d7-q1");
    expect(key).toContain(`= ${distance} cm`);
    expect(key).toContain(`= ${time.toFixed(2)} s`);
    const failed = echoNavigatorTrials.filter((t) => t.detectedCm < 90 || t.detectedCm > 110 || t.responseS > 0.5);
    expect(failed).toHaveLength(1);
    expect(keyText(4, 1, 7, "u4-d7-q2")).toContain("4 of 5");
  });

  it("keys Unit 1's plant analysis with the means and ranges of its radish table", () => {
    const byCondition = (c: string) => radishHeights.plants.filter((p) => p.condition === c);
    const key = keyText(1, undefined, 7, "u1-pw1-q1");
    for (const c of ["Potting mix only", "Potting mix + compost"]) {
      const plants = byCondition(c);
      expect(plants).toHaveLength(3);
      const day14 = plants.map((p) => p.cm[4]!);
      expect(key).toContain(`= ${mean(day14).toFixed(1)} cm`);
      expect(key).toContain(`${(Math.max(...day14) - Math.min(...day14)).toFixed(1)} cm`);
      expect(key).toContain(`= ${mean(plants.map((p) => p.cm[2]!)).toFixed(1)} cm`);
    }
    expect(radishHeights.days).toEqual([1, 4, 7, 10, 14]);
    const lesson4 = unit(1).lessons.find((l) => l.number === 4)!;
    const table = lesson4.handout!.sections.flatMap((s) => s.prompts).find((p) => p.id === "u1-l4-q7")!;
    expect(table.response).toMatchObject({ columns: ["Plant", ...radishHeights.days.map((d) => `Day ${d}`)] });
  });

  it("places Unit 6's advocacy days between Lesson 7 and the Lesson 8 showcase, reviewing against its criteria", () => {
    const work = unit(6).projectWork!;
    expect(work.placement).toMatch(/Lesson 7.*Lesson 8/);
    const lesson8 = unit(6).lessons.find((l) => l.number === 8)!;
    const review = work.lessons.at(-1)! as Lesson;
    for (const criterion of ["science accuracy", "clarity for the audience", "use of evidence", "respect and care"]) {
      expect(lesson8.assessment.join(" ").toLowerCase()).toContain(criterion);
      expect(review.assessment.join(" ").toLowerCase()).toContain(criterion);
    }
  });

  it("shows each extension on its unit page, and Unit 4's on its phase page too", () => {
    expect(unitProjectWork(unit(1)).map((w) => w.title)).toEqual(["Project work extension: Project Days 1-2"]);
    expect(unitProjectWork(unit(4)).map((w) => [w.title, w.phase])).toEqual([["Project work extension: Days 5-9", 1]]);
    const onPhase = projectWorkView(unit(4), unit(4).phases[0]);
    expect(onPhase?.lessons.map((l) => l.number)).toEqual([5, 6, 7, 8, 9]);
    // The cards carry their student files, never the handout's content.
    for (const l of onPhase!.lessons) {
      expect(l.studentFiles.some((f) => f.format === "pdf")).toBe(true);
      expect("handout" in l).toBe(false);
    }
  });

  it("refuses an extension of a phase the unit does not have", () => {
    const [ext] = projectWorkExtensions.filter((e) => e.unit === 4);
    expect(() => withProjectWork(unit4Input, [{ ...ext!, phase: 7 }])).toThrow(/phase 7/);
    expect(units.every((u) => u.number !== 2 || !u.projectWork)).toBe(true);
  });
});

describe("project days a teacher can run as written", () => {
  const minutes = (l: Lesson) => l.activities.reduce((sum, a) => sum + a.minutes, 0);

  it("fit one 50-55 minute period, like the spec's lessons", () => {
    for (const n of [1, 4, 6])
      for (const { lesson } of extensionDays(unit(n))) {
        expect(minutes(lesson), `unit ${n} ${lessonLabel(lesson)}`).toBeGreaterThanOrEqual(50);
        expect(minutes(lesson), `unit ${n} ${lessonLabel(lesson)}`).toBeLessThanOrEqual(55);
      }
  });

  it("give eight 3-minute pitches, each with a question, the minutes they take", () => {
    const pitchDays = [1, 4].flatMap((n) =>
      extensionDays(unit(n)).filter(({ lesson }) => lesson.activities.some((a) => /pitches$/i.test(a.title))),
    );
    expect(pitchDays.map(({ lesson }) => lesson.title)).toEqual([
      "Pitching the Garden: Proposal to the Community",
      "Biomimicry Pitch: From Animal to Product",
    ]);
    for (const { lesson } of pitchDays) {
      const pitches = lesson.activities.find((a) => /pitches$/i.test(a.title))!;
      // 8 groups x (3 minutes of pitch + 1 of questions), the panel scoring as it listens.
      expect(pitches.minutes, lesson.title).toBeGreaterThanOrEqual(8 * (3 + 1));
      expect(pitches.description, lesson.title).toMatch(/3-minute pitch/);
      expect(pitches.description, lesson.title).toMatch(/1 minute for/);
    }
  });

  it("keep Unit 1's plant experiment on one day scheme: Day 0 planting, heights on Days 1-14, a row per container", () => {
    const lesson4 = unit(1).lessons.find((l) => l.number === 4)!;
    const prompts = lesson4.handout!.sections.flatMap((s) => s.prompts);
    const table = prompts.find((p) => p.id === "u1-l4-q7")!.response;
    if (table?.kind !== "table") throw new Error("u1-l4-q7 has no table");
    const containers = Number(/(\d+) containers per group/.exec(lesson4.materials[0]!)?.[1]);
    expect(containers).toBe(8);
    expect(table.rows).toBe(containers);
    expect(table.columns).not.toContain("Day 0");
    // Day 0 is planting day, recorded in words before the heights, and the plan says so too.
    const day0 = prompts.find((p) => p.id === "u1-l4-q8")!;
    expect(prompts.indexOf(day0)).toBeLessThan(prompts.findIndex((p) => p.id === "u1-l4-q7"));
    expect(day0.text).toMatch(/Day 0, planting day/);
    expect(lesson4.activities.map((a) => a.description).join(" ")).toMatch(/Day 0 \(planting day\)/);
    expect(keyText(1, undefined, 4, "u1-l4-q8")).toMatch(/Day 0 \(planting day\)/);
    expect(keyText(1, undefined, 4, "u1-l4-q7")).toMatch(/eight rows/);
  });

  it("say what happens on the school days between Lesson 4 and Project Day 1, in both plans", () => {
    const analysis = unit(1).projectWork!.lessons.find((l) => l.number === 7)!;
    for (const lesson of [unit(1).lessons.find((l) => l.number === 4)!, analysis]) {
      const routine = (lesson.betweenLessons ?? []).join(" ");
      expect(routine, lessonLabel(lesson)).toMatch(/5-10 minutes/);
      expect(routine, lessonLabel(lesson)).toMatch(/Days? 4, 7 and 10/);
      expect(routine, lessonLabel(lesson)).toMatch(/water/);
    }
    expect(unit(1).projectWork).toMatchObject({ follows: 6, waitSchoolDays: 7 });
  });

  it("give Unit 4's days their own materials and safety: the warm-up's flashlight, no glue guns on test day", () => {
    const day = (n: number) => extensionDays(unit(4)).find(({ lesson }) => lesson.number === n)!.lesson;
    expect(day(6).activities[0]!.description).toMatch(/flashlight/);
    expect(day(6).materials.some((m) => /flashlight/.test(m))).toBe(true);
    const day7 = day(7).safety.join(" ");
    expect(day7).not.toMatch(/glue gun|craft knife/);
    expect(day7).toMatch(/45 degrees C/);
    expect(day7).toMatch(/batter/);
    for (const { lesson } of extensionDays(unit(4)))
      expect(lesson.safety.join(" "), lessonLabel(lesson)).not.toMatch(/plant material/);
  });
});

describe("project work in the curriculum search", () => {
  it("finds a project day by its title and links to its card on the page that shows it", () => {
    const entries = searchEntries(units);
    const lessonHit = (query: string) => searchCurriculum(entries, query, { kind: "lesson" })[0];
    expect(lessonHit("Biomimicry Pitch From Animal to Product")?.url).toBe("/unit/4/phase/1#lesson-9");
    expect(lessonHit("Analyzing the Two-Week Plant Experiment")?.url).toBe("/unit/1#lesson-7");
    expect(lessonHit("Peer Review and Revision advocacy showcase-ready")?.url).toBe("/unit/6#lesson-11");
  });
});
