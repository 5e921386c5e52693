// Adding a unit is adding its data (issue 28, item 3): a throwaway seventh unit, made from Unit 6's lessons, goes
// through what the build does with a unit — the content checks, its documents, zips and offline list, the page data
// the prerenderer renders (the course cards in both languages, the hub's card, the page addresses, the wording that
// counts the units) and the assistant's check of a question's unit — with no other file changed.
//
// Not a full production build of a fixture course: that is `react-router build` with a switch for where the units
// come from, over a minute of the two shared cores. The steps here are the ones that depend on the units; the
// route modules read them through the same functions (pbl-course.tsx: unitCards, fillUnitCount; curriculum.tsx:
// unitSummary; prerender-paths.ts: curriculumPaths; handler.ts: parseAssistantRequest).
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { hubText } from "#app/components/curriculum/text.ts";
import { unitSummary } from "#app/content/curriculum/hub.ts";
import { contentProblems, curriculumPaths, parseUnits, units } from "#app/content/curriculum/index.ts";
import { offlineManifest } from "#app/content/curriculum/offline.ts";
import { handoutKeySchema, materialPathSchema, type UnitInput } from "#app/content/curriculum/schema.ts";
import { unit6 } from "#app/content/curriculum/unit6.ts";
import spanishCourse from "#app/content/public/es/pbl-course.ts";
import { pblContent } from "#app/content/public/pbl-course.ts";
import type { PblContent } from "#app/content/public/schemas.ts";
import { unitCardProblems, unitCards } from "#app/content/public/unit-cards.ts";
import { fillUnitCount } from "#app/content/public/unit-count.ts";
import { parseAssistantRequest, requestMessages } from "#server/assistant/request-schema.ts";
import { writeBundles } from "#server/materials/bundles.ts";
import { missingMaterials, writeMaterials } from "#server/materials/generate.ts";
import { writePrepLists } from "#server/materials/prep.ts";

/**
 * Unit 6 under a new number and name, in its own materials folder. Its handouts are left out: their teacher keys are
 * Unit 6's (answer-keys.ts), and a new unit's keys are that file's business, not this test's.
 */
function seventhUnit(): UnitInput {
  const input = JSON.parse(JSON.stringify(unit6).replaceAll("/materials/unit6/", "/materials/unit7/")) as UnitInput;
  return {
    ...input,
    number: 7,
    title: "Throwaway Unit: Biology of a Fixture",
    textPlanFileName: "Unit7_Fixture.txt",
    card: {
      description: "A unit that exists only in this test, to show that the course grows with its data.",
      keyTopics: ["Fixtures", "Counting", "Growth"],
      color: "green",
    },
    lessons: (input.lessons ?? []).map(({ handout: _handout, ...lesson }) => lesson),
    materials: (input.materials ?? []).filter((m) => m.source.type !== "handout"),
    unlistedMaterials: (input.unlistedMaterials ?? []).filter((m) => m.source.type !== "handout"),
  };
}

const course = parseUnits([...units, seventhUnit()]);
const seventh = course.at(-1)!;

describe("a seventh unit, added as data only", () => {
  it("passes the schemas and the build's content checks", () => {
    expect(course.map((u) => u.number)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(contentProblems(course)).toEqual([]);
    expect(materialPathSchema.safeParse("/materials/unit7/Lesson_1_Plan.docx").success).toBe(true);
    expect(
      handoutKeySchema.safeParse({
        unit: 7,
        lesson: 1,
        keys: [{ prompt: "u7-l1-q1", answer: "An answer." }],
      }).success,
    ).toBe(true);
  });

  it("gets its pages: the unit page's address and its card on the curriculum hub", () => {
    expect(curriculumPaths(course)).toContain("/unit/7");
    expect(unitSummary(seventh)).toMatchObject({ number: 7, url: "/unit/7", title: seventh.title });
  });

  it("gets its card on the course page in English, and in Spanish once its card is translated", () => {
    expect(unitCards(course, "en", pblContent).map((c) => [c.number, c.title])).toEqual(
      course.map((u) => [u.number, u.title]),
    );
    // The build stops on the Spanish page until the translation has the new card, naming the file and the unit.
    expect(unitCardProblems(course, "es", spanishCourse)).toEqual([
      `app/content/public/es/pbl-course.ts: units.translatedCards: no card for unit 7 (${seventh.title})`,
    ]);
    const translated: PblContent = structuredClone(spanishCourse);
    translated.units.translatedCards?.push({
      number: 7,
      title: "Unidad desechable: biología de un accesorio de prueba",
      description: "Una unidad que solo existe en esta prueba, para mostrar que el curso crece con sus datos.",
      keyTopics: ["Accesorios", "Conteo", "Crecimiento"],
    });
    const cards = unitCards(course, "es", translated);
    expect(cards).toHaveLength(7);
    expect(cards.at(-1)).toMatchObject({
      number: 7,
      color: "green",
      title: translated.units.translatedCards?.[6]?.title,
    });
  });

  it("is counted in the pages' words, in both languages", () => {
    expect(fillUnitCount(pblContent, course.length, "en").hero.lead).toMatch(/^Seven units, seven real challenges\. /);
    expect(fillUnitCount(spanishCourse, course.length, "es").hero.lead).toMatch(
      /^Siete unidades, siete retos reales\. /,
    );
    expect(fillUnitCount(pblContent, course.length, "en").meta.description).toContain("seven NGSS-aligned units");
    expect(hubText.lead(course.length)).toMatch(/^Seven project-based high school biology units /);
  });

  it("is a unit the assistant answers questions about", () => {
    const ask = (unit: number, phase?: number) =>
      JSON.stringify({
        messages: [{ role: "user", content: "What is the driving question?" }],
        unitContext: { unit, phase, title: "t", drivingQuestion: "d", coreConcepts: [], lessons: [] },
      });
    expect(parseAssistantRequest(ask(7), course)).toMatchObject({ ok: true, value: { unitContext: { unit: 7 } } });
    expect(parseAssistantRequest(ask(7), units)).toEqual({ ok: false, message: requestMessages.unknownUnit });
    expect(parseAssistantRequest(ask(8), course)).toEqual({ ok: false, message: requestMessages.unknownUnit });
    expect(parseAssistantRequest(ask(7, 1), course)).toEqual({ ok: false, message: requestMessages.unknownPhase });
  });

  describe("its downloads", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "genehive-seventh-unit-"));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    it("are generated, zipped and listed for offline use like every unit's", async () => {
      const { written, failures } = await writeMaterials(dir, [seventh]);
      expect(failures).toEqual([]);
      expect(written.length).toBeGreaterThan(0);
      expect(written.every((p) => p.startsWith("/materials/unit7/"))).toBe(true);
      expect(missingMaterials(dir, [seventh])).toEqual([]);
      // Every unit has a preparation list, and its zip carries it (issue 29).
      expect((await writePrepLists(dir, [seventh])).failures).toEqual([]);
      const zips = await writeBundles(dir, [seventh], "http://localhost:3000");
      expect(zips.some((p) => p.startsWith("/materials/unit7/"))).toBe(true);
      expect(JSON.stringify(offlineManifest(course, "test"))).toContain('"/unit/7"');
    }, 120_000);
  });
});
