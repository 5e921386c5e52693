import { describe, expect, it } from "vitest";
import { curriculumPaths, textPlan } from "./index.ts";
import { providers } from "./resources.ts";
import { stateCodeSchema, unitSchema } from "./schema.ts";
import { unit3 } from "./unit3/index.ts";

const unit = unitSchema.parse(unit3);

const phaseTitles = [
  "Ecosystem Foundations & Problem Identification",
  "Organism Behavior & Population Dynamics",
  "Genetic Engineering & Energy Systems",
  "Prototype Development & Testing",
  "System Analysis & Optimization",
  "Communication & Reflection",
];

/** "Days 6-10" as [6, 10]. */
function dayRange(range: string): [number, number] {
  const match = /^Days (\d+)-(\d+)$/.exec(range);
  if (!match) throw new Error(`not a day range: ${range}`);
  return [Number(match[1]), Number(match[2])];
}

/** The first day a resource-map row or activity names ("Day 8" or "Days 9-10"). */
function firstDay(when: string): number {
  const match = /^Days? (\d+)/.exec(when);
  if (!match) throw new Error(`not a day: ${when}`);
  return Number(match[1]);
}

describe("Unit 3 content", () => {
  it("has its six phases at /unit/3/phase/1..6", () => {
    expect(unit.phases.map((p) => p.number)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(unit.phases.map((p) => p.title)).toEqual(phaseTitles);
    expect(curriculumPaths([unit])).toEqual(["/unit/3", ...[1, 2, 3, 4, 5, 6].map((n) => `/unit/3/phase/${n}`)]);
  });

  it("schedules the phases as back-to-back day ranges over 30 days", () => {
    const ranges = unit.phases.map((p) => dayRange(p.range));
    expect(ranges).toEqual([
      [1, 5],
      [6, 10],
      [11, 15],
      [16, 21],
      [22, 26],
      [27, 30],
    ]);
  });

  it("gives each phase exactly one lesson-plan download for one of its own lessons", () => {
    for (const phase of unit.phases) {
      const [from, to] = dayRange(phase.range);
      expect(phase.lessons.length, `phase ${phase.number}`).toBeGreaterThanOrEqual(1);
      expect(phase.materials, `phase ${phase.number}`).toHaveLength(1);
      const [material] = phase.materials;
      expect(material?.kind).toBe("lesson-plan");
      expect(material?.path.startsWith(`/materials/unit3/phase${phase.number}/`)).toBe(true);
      expect(material?.source).toMatchObject({ type: "lesson-plan", phase: phase.number });
      const lesson = phase.lessons.find(
        (l) => material?.source.type === "lesson-plan" && l.number === material.source.lesson,
      );
      expect(lesson?.file).toBe(material?.path);
      for (const l of phase.lessons) {
        expect(l.number).toBeGreaterThanOrEqual(from);
        expect(l.number).toBeLessThanOrEqual(to);
        expect(l.label).toBe(`Day ${l.number}`);
      }
    }
  });

  it("gives each phase a summary, overview, objectives, key activities and a 2-4 row resource map inside its days", () => {
    for (const phase of unit.phases) {
      const [from, to] = dayRange(phase.range);
      expect(phase.overview.length).toBeGreaterThan(0);
      expect(phase.objectives.length).toBeGreaterThanOrEqual(3);
      expect(phase.keyActivities.length).toBeGreaterThanOrEqual(3);
      expect(phase.resourceMap.length).toBeGreaterThanOrEqual(2);
      expect(phase.resourceMap.length).toBeLessThanOrEqual(4);
      const days = [...phase.resourceMap.map((r) => r.when), ...phase.keyActivities.map((a) => a.when ?? "")].map(
        firstDay,
      );
      for (const day of days) {
        expect(day, `phase ${phase.number}`).toBeGreaterThanOrEqual(from);
        expect(day, `phase ${phase.number}`).toBeLessThanOrEqual(to);
      }
    }
  });

  it("links resource maps only through the three providers", () => {
    for (const row of unit.phases.flatMap((p) => p.resourceMap)) {
      expect(row.video.url).toMatch(/^https:\/\/www\.youtube\.com\/(watch\?v=[\w-]{11}|playlist\?list=[\w-]+)$/);
      expect(row.interactive.url.startsWith(`${providers.interactive.base}/classroom-resources`)).toBe(true);
      expect(row.textbook.url).toMatch(/^https:\/\/openstax\.org\/books\/biology-2e\/pages\/\d+-\d+-[a-z0-9-]+$/);
    }
  });

  it("uses exactly its fixed state codes in its core concepts, alongside NGSS codes", () => {
    const codes = unit.coreConcepts.flatMap((c) => c.codes);
    const state = codes.filter((code) => stateCodeSchema.safeParse(code).success);
    expect(new Set(state)).toEqual(new Set(["BIO1.LS2.1", "BIO1.LS2.2", "BIO1.LS2.4", "BIO1.LS4.5", "BIO1.LS4.6"]));
    expect(codes.some((code) => code.startsWith("HS-"))).toBe(true);
  });

  it("describes in its standards alignment every code its core concepts, lessons and resource maps use", () => {
    const aligned = new Set([...unit.standards.ngss, ...unit.standards.state].map((s) => s.code));
    const used = [
      ...unit.coreConcepts.flatMap((c) => c.codes),
      ...unit.phases.flatMap((p) => p.lessons.flatMap((l) => [...l.standards.state, ...l.standards.ngss])),
      ...unit.phases.flatMap((p) => p.resourceMap.flatMap((r) => [r.stateStandard, ...r.ngss])),
    ];
    expect(used.filter((code) => !aligned.has(code))).toEqual([]);
  });

  it("plans each phase lesson as one 50-55 minute period", () => {
    for (const lesson of unit.phases.flatMap((p) => p.lessons)) {
      const minutes = lesson.activities.reduce((sum, a) => sum + a.minutes, 0);
      expect(minutes, lesson.title).toBeGreaterThanOrEqual(50);
      expect(minutes, lesson.title).toBeLessThanOrEqual(55);
      expect(lesson.objectives.length).toBeGreaterThanOrEqual(3);
      expect(lesson.objectives.length).toBeLessThanOrEqual(4);
      expect(lesson.keyUnderstandings.length).toBeGreaterThanOrEqual(2);
      expect(lesson.keyUnderstandings.length).toBeLessThanOrEqual(3);
      expect(lesson.differentiation.multilingual.length).toBeGreaterThan(0);
    }
  });

  it("builds a text plan with the challenge, concepts, project ideas and key topics", () => {
    const plan = textPlan(unit);
    expect(plan.startsWith("Unit 3: Environmental Engineers: Biology and Climate Solutions\n")).toBe(true);
    expect(plan).toContain(unit.drivingQuestion);
    expect(plan).toContain(unit.realWorldChallenge);
    expect(plan).toContain("(BIO1.LS2.1, HS-LS2-1, HS-LS2-2)");
    for (const idea of unit.projectIdeas) expect(plan).toContain(idea.title);
    for (const topic of unit.keyTopics) expect(plan).toContain(`- ${topic}`);
  });
});
