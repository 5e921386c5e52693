import { describe, expect, it } from "vitest";
import { parseUnit, units } from "./index.ts";
import { ngssExpectations } from "./ngss.ts";
import type { LessonInput, UnitInput } from "./schema.ts";
import {
  normalizeCodes,
  parseSearchFilters,
  queryTerms,
  searchCurriculum,
  searchEntries,
  standardAnchor,
  standardsIndex,
  standardsPageUrl,
} from "./search.ts";

const lesson = (number: number, title: string, codes: { state: string[]; ngss: string[] }): LessonInput => ({
  number,
  title,
  description: `Students investigate ${title.toLowerCase()} with data from their own community.`,
  drivingQuestion: `What can ${title.toLowerCase()} tell us about our neighborhood?`,
  objectives: [
    `Explain the role of ${title.toLowerCase()} in an ecosystem`,
    "Use evidence from a data set to support a claim",
  ],
  keyUnderstandings: ["Matter cycles and energy flows through living systems."],
  materials: ["Data sheets"],
  activities: [
    { title: "Warm-up", minutes: 10, description: "Students answer a quick question about the local park." },
    { title: "Investigation", minutes: 35, description: "Groups analyze a data set and build a claim with evidence." },
  ],
  differentiation: { supported: ["Partially completed data table"], extension: ["Compare two data sets"] },
  assessment: ["Exit ticket with a claim, evidence and reasoning."],
  standards: codes,
});

const fixture: UnitInput = {
  number: 3,
  title: "Environmental Engineers: Biology and Climate Solutions",
  description: "Students design biological solutions to local climate problems and test them as engineers.",
  color: "blue",
  card: {
    description: "Prototype a living solution to local heat and flooding.",
    keyTopics: ["Ecosystems", "Biodiversity", "Design"],
    color: "blue",
  },
  backLink: { to: "/", label: "Back to Home" },
  drivingQuestion: "How can living systems help our community adapt to a changing climate?",
  realWorldChallenge: "Urban heat and flooding hit our neighborhood hardest; students prototype a living solution.",
  coreConcepts: [
    { title: "Ecosystem dynamics", description: "How populations respond to change.", codes: ["BIO1.LS2.1", "LS2.4"] },
    { title: "Biodiversity", description: "Why variety keeps ecosystems resilient.", codes: ["LS4.5-6"] },
    { title: "Engineering design", description: "Define, prototype, test and refine.", codes: ["HS-ETS1-3"] },
  ],
  keyTopics: ["Carbon cycle", "Bioremediation", "Green roofs"],
  projectIdeas: [{ title: "Living wall", description: "Design and test a moss wall that cools a classroom." }],
  lessons: [
    lesson(1, "Carbon Sinks", { state: ["BIO1.LS2.1"], ngss: ["HS-LS2-5"] }),
    lesson(2, "Algae Biofuel", { state: ["BIO1.LS2.4"], ngss: ["HS-LS2-5", "HS-ETS1-3"] }),
  ],
  learningOutcomes: [
    "Model the carbon cycle in a local ecosystem",
    "Design a prototype against criteria",
    "Communicate a solution to stakeholders",
  ],
  competencies: [
    { title: "Problem solving", description: "Defines problems and iterates on solutions." },
    { title: "Communication", description: "Presents evidence to real audiences." },
  ],
  standards: {
    ngss: [{ code: "HS-LS2-5", description: "Develop a model of the cycling of carbon among the spheres." }],
    state: [{ code: "BIO1.LS2.1", description: "Analyze how matter and energy move through ecosystems." }],
  },
};

const unit = parseUnit(fixture);

describe("normalizeCodes", () => {
  it("keeps full codes, expands short state codes and ranges, and drops anything else", () => {
    expect(normalizeCodes("HS-LS2-8")).toEqual(["HS-LS2-8"]);
    expect(normalizeCodes("BIO1.LS2.1")).toEqual(["BIO1.LS2.1"]);
    expect(normalizeCodes(" LS2.2 ")).toEqual(["BIO1.LS2.2"]);
    expect(normalizeCodes("BIO1.LS1.1-3")).toEqual(["BIO1.LS1.1", "BIO1.LS1.2", "BIO1.LS1.3"]);
    expect(normalizeCodes("LS3.1-4")).toEqual(["BIO1.LS3.1", "BIO1.LS3.2", "BIO1.LS3.3", "BIO1.LS3.4"]);
    expect(normalizeCodes("XQ Competency")).toEqual([]);
  });
});

describe("standardsIndex", () => {
  const index = standardsIndex([unit]);

  it("lists every code once, NGSS first, in natural order", () => {
    expect(index.map((s) => s.code)).toEqual([
      "HS-ETS1-3",
      "HS-LS2-5",
      "BIO1.LS2.1",
      "BIO1.LS2.4",
      "BIO1.LS4.5",
      "BIO1.LS4.6",
    ]);
    expect(index.find((s) => s.code === "HS-LS2-5")?.framework).toBe("NGSS");
    expect(index.find((s) => s.code === "BIO1.LS4.6")?.framework).toBe("State");
  });

  it("links each code to the unit and lessons that address it, with the table's one meaning", () => {
    const carbon = index.find((s) => s.code === "HS-LS2-5");
    // The fixture unit words HS-LS2-5 its own way; the index shows the NGSS table's wording regardless.
    expect(carbon?.description).toBe(ngssExpectations["HS-LS2-5"]);
    expect(carbon?.refs.map((r) => r.url)).toEqual(["/unit/3#standards", "/unit/3#lesson-1", "/unit/3#lesson-2"]);
    expect(carbon?.refs[1]?.label).toBe("Unit 3 · Lesson 1: Carbon Sinks");
    const design = index.find((s) => s.code === "HS-ETS1-3");
    expect(design?.refs.map((r) => r.url)).toEqual(["/unit/3#concepts", "/unit/3#lesson-2"]);
  });

  it("gives each code an anchor on the standards page", () => {
    expect(standardAnchor("BIO1.LS2.1")).toBe("std-bio1-ls2-1");
    expect(standardsPageUrl("HS-LS2-5")).toBe("/curriculum/standards#std-hs-ls2-5");
  });
});

describe("searchCurriculum", () => {
  const entries = searchEntries([unit]);

  it("splits a query into lower-case words without surrounding punctuation", () => {
    expect(queryTerms('  "Carbon,"  SINKS? ')).toEqual(["carbon", "sinks"]);
    expect(queryTerms("HS-LS2-5")).toEqual(["hs-ls2-5"]);
    expect(queryTerms("   ")).toEqual([]);
  });

  it("finds nothing for an empty query", () => {
    expect(searchCurriculum(entries, "  ")).toEqual([]);
  });

  it("needs every word and ranks title matches first", () => {
    const results = searchCurriculum(entries, "algae biofuel");
    expect(results[0]).toMatchObject({ kind: "lesson", title: "Lesson 2: Algae Biofuel", url: "/unit/3#lesson-2" });
    expect(results.every((r) => r.title.includes("Algae") || r.summary.toLowerCase().includes("algae"))).toBe(true);
    expect(searchCurriculum(entries, "algae zebra")).toEqual([]);
  });

  it("searches objectives and descriptions, not only titles", () => {
    const results = searchCurriculum(entries, "resilient");
    expect(results.map((r) => r.url)).toEqual(["/unit/3"]);
  });

  it("finds a standard code: the standard itself first, then the places that address it", () => {
    const results = searchCurriculum(entries, "hs-ls2-5");
    expect(results[0]).toMatchObject({ kind: "standard", url: "/curriculum/standards#std-hs-ls2-5" });
    expect(results.map((r) => r.url)).toEqual(
      expect.arrayContaining(["/unit/3", "/unit/3#lesson-1", "/unit/3#lesson-2"]),
    );
  });

  it("returns results without the matching text it searched", () => {
    const [result] = searchCurriculum(entries, "carbon");
    expect(result).toBeDefined();
    expect(Object.keys(result ?? {}).sort()).toEqual(["codes", "context", "kind", "summary", "title", "url"]);
  });
});

describe("the real curriculum", () => {
  const index = standardsIndex(units);
  const entries = searchEntries(units);

  it("indexes every standard code a lesson or resource map names", () => {
    const indexed = new Set(index.map((s) => s.code));
    for (const u of units) {
      for (const l of [...u.lessons, ...u.phases.flatMap((p) => p.lessons)]) {
        for (const code of [...l.standards.ngss, ...l.standards.state]) expect(indexed).toContain(code);
      }
      for (const row of u.phases.flatMap((p) => p.resourceMap)) {
        for (const code of [row.stateStandard, ...row.ngss]) expect(indexed).toContain(code);
      }
    }
  });

  it("finds each unit by a word of its title and each phase by its title", () => {
    for (const u of units) {
      expect(searchCurriculum(entries, u.title).map((r) => r.url)).toContain(`/unit/${u.number}`);
      for (const p of u.phases) {
        expect(searchCurriculum(entries, p.title).map((r) => r.url)).toContain(`/unit/${u.number}/phase/${p.number}`);
      }
    }
  });
});

describe("search filters", () => {
  const entries = searchEntries(units);
  it("narrows to one unit and one kind, and reads both from the address", () => {
    const filters = parseSearchFilters(new URLSearchParams("unit=2&kind=handout"), [1, 2, 3, 4, 5, 6]);
    expect(filters).toEqual({ unit: 2, kind: "handout" });
    const results = searchCurriculum(entries, "immune", filters);
    expect(results.length).toBeGreaterThan(0);
    expect(results.every((r) => r.kind === "handout" && r.url.startsWith("/unit/2"))).toBe(true);
    expect(searchCurriculum(entries, "immune", { kind: "standard" }).every((r) => r.kind === "standard")).toBe(true);
  });

  it("ignores filters it does not know", () => {
    expect(parseSearchFilters(new URLSearchParams("unit=9&kind=video"), [1, 2, 3])).toEqual({
      unit: undefined,
      kind: undefined,
    });
  });
});
