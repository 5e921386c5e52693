import { describe, expect, it } from "vitest";
import { allMaterials, everyLesson, findLesson, getUnit, lessonLabel, units } from "#app/content/curriculum/index.ts";
import type { Lesson, Unit } from "#app/content/curriculum/schema.ts";
import { docxText } from "#tests/support/read-back.ts";
import { renderDocx } from "./docx.ts";
import { firstSentence, handoutDocument } from "./handout.ts";
import { lessonPlanDocument } from "./lesson-plan.ts";
import type { Block } from "./model.ts";
import { phaseOverviewDocument, unitOverviewDocument } from "./overview.ts";

// The documents a teacher plans from show the project-work days (decision 0036) as what they are: after the spec's
// lessons in the unit plans, named as the extension in their own plans; and a handout's frames sit with their own
// questions in every version.

const flat = (s: string) => s.replace(/\s+/g, " ").trim();
const unit = (n: number): Unit => getUnit(n)!;
const headings = (blocks: Block[]) => blocks.flatMap((b) => (b.type === "heading" ? [b.text] : []));
const fields = (blocks: Block[]) => new Map(blocks.flatMap((b) => (b.type === "fields" ? b.items : [])));

/** Units with a project-work extension, with the extension and the spec's lessons it follows. */
const extended = units.flatMap((u) =>
  [undefined, ...u.phases].flatMap((phase) => {
    const work = (phase ?? u).projectWork;
    return work ? [{ unit: u, phase, work, spec: (phase ?? u).lessons }] : [];
  }),
);

describe("unit plans and overviews list the project-work days after the spec's lessons", () => {
  it("covers Units 1, 4 and 6", () => {
    expect(extended.map((e) => e.unit.number)).toEqual([1, 4, 6]);
  });

  for (const complete of [true, false])
    it(`the ${complete ? "Word unit plan" : "unit overview"} has a section titled by the extension with every project day`, async () => {
      for (const { unit, phase, work, spec } of extended) {
        const doc = unitOverviewDocument(unit, complete);
        const text = flat(docxText(await renderDocx(doc)));
        const where = `unit ${unit.number}`;
        expect(headings(doc.blocks), where).toContain(work.title);
        expect(text, where).toContain(flat(work.placement));
        // The spec's lessons come first (a phase's, in the short overview, by the phase's heading), then the
        // extension's heading, then its days.
        const lastSpec =
          phase && !complete
            ? text.indexOf(`Phase ${phase.number}: ${phase.title} (${phase.range})`)
            : text.lastIndexOf(`${lessonLabel(spec.at(-1)!)}: ${spec.at(-1)!.title}`);
        const section = text.indexOf(work.title);
        expect(lastSpec, where).toBeGreaterThan(-1);
        expect(section, where).toBeGreaterThan(lastSpec);
        for (const day of work.lessons)
          expect(
            text.indexOf(`${lessonLabel(day)}: ${day.title}`, section),
            `${where} ${lessonLabel(day)}`,
          ).toBeGreaterThan(section);
      }
    });

  it("Unit 1's complete overview, the Word file its page lists, keeps all six lessons and adds both project days", async () => {
    const u = unit(1);
    const listed = u.materials.find((m) => m.path.endsWith("Unit_1_Complete_Overview.docx"))!;
    const text = flat(docxText(await renderDocx(unitOverviewDocument(u, listed.kind === "unit-plan"))));
    for (const lesson of u.lessons) expect(text).toContain(`${lessonLabel(lesson)}: ${lesson.title}`);
    expect(text).toContain("Project work extension: Project Days 1-2");
    expect(text).toContain("Project Day 1: Reading the Results");
    expect(text).toContain("Project Day 2: Pitching the Garden");
  });

  it("a phase's overview carries the project days that continue it", () => {
    const { unit: u, phase, work } = extended.find((e) => e.phase)!;
    const doc = phaseOverviewDocument(u, phase!);
    expect(headings(doc.blocks)).toContain(work.title);
    for (const day of work.lessons)
      expect(headings(doc.blocks).some((h) => h.startsWith(`${lessonLabel(day)}:`))).toBe(true);
  });
});

describe("a project day's lesson plan says it is project work", () => {
  it("names the extension and where its days fall, never the phase's range as if the day were in it", () => {
    for (const { unit: u, phase, work } of extended)
      for (const lesson of work.lessons) {
        const doc = lessonPlanDocument({ unit: u, phase, lesson });
        const where = `unit ${u.number} ${lessonLabel(lesson)}`;
        const top = fields(doc.blocks);
        expect(top.get("Schedule"), where).toBe(`${work.title}. ${work.placement}`);
        expect(doc.eyebrow, where).toContain("Project Work Extension");
        if (phase) {
          expect(top.get("Phase"), where).toBe(
            `Phase ${phase.number}: ${phase.title} (project work extension after ${phase.range})`,
          );
          expect(top.get("Phase"), where).not.toContain(`(${phase.range})`);
        }
      }
  });

  it("leaves the spec's lessons' headers as they were", () => {
    const u = unit(4);
    const phase = u.phases[0]!;
    const doc = lessonPlanDocument({ unit: u, phase, lesson: phase.lessons[0]! });
    expect(fields(doc.blocks).get("Phase")).toBe(`Phase 1: ${phase.title} (${phase.range})`);
    expect(fields(doc.blocks).has("Schedule")).toBe(false);
    expect(doc.eyebrow).not.toContain("Project Work");
  });

  it("prints the routine a lesson starts or waits for under Between Lessons (Unit 1 Lesson 4 and Project Day 1)", () => {
    const u = unit(1);
    for (const n of [4, 7]) {
      const lesson = everyLesson(u).find(({ lesson }) => lesson.number === n)!.lesson;
      const doc = lessonPlanDocument({ unit: u, lesson });
      const at = doc.blocks.findIndex((b) => b.type === "heading" && b.text === "Between Lessons");
      expect(at, lessonLabel(lesson)).toBeGreaterThan(-1);
      const list = doc.blocks[at + 1];
      expect(list?.type === "bullets" && list.items.join(" ")).toMatch(/5-10 minutes/);
    }
  });
});

/** The blocks a handout version prints for each question: its text, and the frame printed right after it. */
function framesAfterQuestions(blocks: Block[]): Map<string, string | undefined> {
  const found = new Map<string, string | undefined>();
  blocks.forEach((b, i) => {
    if (b.type !== "paragraph" || b.text.startsWith("Start with: ")) return;
    const next = blocks[i + 1];
    found.set(
      b.text.replace(/^\d+\. /, ""),
      next?.type === "paragraph" && next.text.startsWith("Start with: ") ? next.text.slice(12) : undefined,
    );
  });
  return found;
}

describe("a handout's frames sit with their own questions", () => {
  const withFrames = units.flatMap((u) =>
    everyLesson(u).flatMap(({ lesson, phase }) =>
      lesson.handout?.sections.some((s) => s.prompts.some((p) => p.starter)) ? [{ unit: u, phase, lesson }] : [],
    ),
  );
  const prompts = (lesson: Lesson) => lesson.handout!.sections.flatMap((s) => s.prompts);

  it("in the modified version: every question that has a frame is kept, with its frame right under it", () => {
    expect(withFrames.length).toBeGreaterThan(0);
    for (const place of withFrames) {
      const printed = framesAfterQuestions(handoutDocument(place, "modified").blocks);
      for (const prompt of prompts(place.lesson).filter((p) => p.starter))
        expect(printed.get(firstSentence(prompt.text)), `${lessonLabel(place.lesson)} ${prompt.id}`).toBe(
          prompt.starter,
        );
      // No frame stands under a question it does not belong to.
      for (const [question, frame] of printed) {
        const prompt = prompts(place.lesson).find((p) => firstSentence(p.text) === question);
        if (prompt && frame) expect(frame).toBe(prompt.starter);
      }
    }
  });

  it("every handout with a modified version gives each of its frames a question", () => {
    const modified = allMaterials(units).filter(
      (p) => p.material.source.type === "handout" && p.material.source.variant === "modified",
    );
    expect(modified.length).toBeGreaterThan(0);
    for (const p of modified) {
      const handout = findLesson(p.unit, p.phase, p.material.source as { lesson: number; phase?: number })!.lesson
        .handout!;
      const framed = handout.sections.flatMap((s) => s.prompts.flatMap((q) => (q.starter ? [q.starter] : [])));
      expect(framed.length, p.material.path).toBeGreaterThan(0);
    }
  });

  it("Unit 4 Day 7's modified version keeps every question of the standard version, each frame with its own", () => {
    const u = unit(4);
    const phase = u.phases[0]!;
    const lesson = phase.projectWork!.lessons.find((l) => l.number === 7)!;
    const printed = framesAfterQuestions(handoutDocument({ unit: u, phase, lesson }, "modified").blocks);
    for (const prompt of prompts(lesson)) expect(printed.has(firstSentence(prompt.text)), prompt.id).toBe(true);
    expect(printed.get("Calculate the mean distance and the mean response time.")).toBeUndefined();
    expect(printed.get("Did the team meet each criterion?")).toBe("The mean ___ was ___, so the criterion was ___.");
    expect(printed.get("Record five trials for each of your criteria in the data table, with units.")).toBeUndefined();
    expect(
      printed.get(
        "For each criterion, give the range and say whether it was met, with how many trials met the target.",
      ),
    ).toBe("___ of 5 trials met the target, which shows ___.");
  });

  it("in the supported version, each step with a frame prints it under its question", () => {
    for (const place of withFrames) {
      const printed = framesAfterQuestions(handoutDocument(place, "supported").blocks);
      for (const prompt of prompts(place.lesson).filter((p) => p.starter))
        expect(printed.get(prompt.text), prompt.id).toBe(prompt.starter);
    }
  });
});
