import { describe, expect, it } from "vitest";
import { unit3aKeys } from "./answer-keys/unit3a.ts";
import { namedPrintables } from "./artifacts/index.ts";
import { unit3aArtifacts } from "./artifacts/unit3a.ts";
import { curriculumPaths, textPlan } from "./index.ts";
import { rubrics } from "./rubrics/index.ts";
import { stateCodeSchema, unitSchema } from "./schema.ts";
import { day4Yeast, day11Gene } from "./unit3/handouts-a.ts";
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

// Issue 29, Unit 3 Days 1-15: every day's student handout, the printables its lessons name, the checkpoints' rubrics,
// and keys whose numbers come from the printed data.
describe("Unit 3 Days 1-15 materials (issue 29)", () => {
  const early = unit.phases.filter((p) => p.number <= 3);
  const keyText = (lesson: number, prompt: string): string => {
    const key = unit3aKeys.find((k) => k.lesson === lesson)?.keys.find((k) => k.prompt === prompt);
    if (!key) throw new Error(`no key ${prompt}`);
    return "answer" in key ? key.answer : key.notes;
  };
  const artifact = (lesson: number, provides: RegExp) => {
    const found = unit3aArtifacts.find((a) => a.lesson === lesson && provides.test(a.provides));
    if (!found) throw new Error(`no Day ${lesson} artifact ${provides}`);
    return found;
  };

  it("gives every day of Phases 1-3 a handout as PDF and Word, and one day per phase its two variants", () => {
    for (const phase of early) {
      const handouts = phase.unlistedMaterials.filter((m) => m.source.type === "handout");
      for (const lesson of phase.lessons) {
        expect(lesson.handout, `Day ${lesson.number}`).toBeDefined();
        const standard = handouts.filter(
          (m) =>
            m.source.type === "handout" &&
            m.source.lesson === lesson.number &&
            (m.source.variant ?? "standard") === "standard",
        );
        expect(standard.map((m) => m.format).sort(), `Day ${lesson.number}`).toEqual(["docx", "pdf"]);
      }
      const variants = handouts.flatMap((m) =>
        m.source.type === "handout" && m.source.variant && m.source.variant !== "standard" ? [m.source.variant] : [],
      );
      expect(new Set(variants), `phase ${phase.number}`).toEqual(new Set(["supported", "modified"]));
    }
  });

  it("has a file for every printable the lessons of Days 1-15 name", () => {
    const missing = namedPrintables([unit])
      .filter((p) => p.lesson.number <= 15 && p.provider.by === "nothing")
      .map((p) => `Day ${p.lesson.number}: ${p.line}`);
    expect(missing).toEqual([]);
  });

  it("scores the Phase 1 and Phase 3 checkpoints (Day 5 problem statement, Day 15 seminar) with described rubrics", () => {
    const scored = rubrics()
      .filter((r) => r.unit === 3 && r.lesson <= 15)
      .map((r) => r.lesson);
    expect(scored).toEqual(expect.arrayContaining([5, 15]));
  });

  it("Day 4's data set prints the lesson's yeast numbers, and the key's growth and crash figures come from them", () => {
    const table = artifact(4, /^Data set A/).parts[0];
    expect(table?.kind === "table" && table.rows.map((r) => Number(r[1]))).toEqual(day4Yeast);
    expect(artifact(4, /^Data set A/).provides).toContain(day4Yeast.map((n) => n.toFixed(1)).join(", "));
    const hourly = (from: number) => (day4Yeast[from + 1]! - day4Yeast[from]!).toFixed(1);
    expect(keyText(4, "u3-d4-q2")).toContain(
      `${day4Yeast[5]!.toFixed(1)} - ${day4Yeast[4]!.toFixed(1)} = ${hourly(4)}`,
    );
    expect(keyText(4, "u3-d4-q2")).toContain(
      `${day4Yeast[17]!.toFixed(1)} - ${day4Yeast[16]!.toFixed(1)} = ${hourly(16)}`,
    );
    expect(keyText(4, "u3-d4-q4")).toContain(`= ${(((6000 - 42) / 6000) * 100).toFixed(1)} %`);
  });

  it("Day 11's key translates the same gene the printed DNA strip carries, before and after each repair", () => {
    const code: Record<string, string> = {
      ATG: "Met",
      GCT: "Ala",
      TCA: "Ser",
      AAG: "Lys",
      TGG: "Trp",
      CTG: "Leu",
      GAA: "Glu",
      CAT: "His",
      CGT: "Arg",
      GGA: "Gly",
      GTT: "Val",
      GAT: "Asp",
      CAG: "Gln",
      AGT: "Ser",
      TAT: "Tyr",
      TAA: "Stop",
      TGA: "Stop",
    };
    const translate = (dna: string) => {
      const out: string[] = [];
      for (let i = 0; i + 3 <= dna.length; i += 3) {
        const amino = code[dna.slice(i, i + 3)];
        if (!amino) throw new Error(`codon ${dna.slice(i, i + 3)} missing from the test's chart`);
        out.push(amino);
        if (amino === "Stop") break;
      }
      return out.join("-");
    };
    const strip = artifact(11, /^Guide RNA cards/).parts[0];
    expect(strip?.kind === "table" && strip.rows[0]?.[1]).toBe(day11Gene);
    // Cas9 cuts three bases before the PAM (bases 27-29): between base 23 and 24.
    expect(day11Gene.slice(26, 29)).toMatch(/^[ACGT]GG$/);
    const original = translate(day11Gene);
    const joined = translate(day11Gene.slice(0, 23) + day11Gene.slice(25));
    const donor = translate(`${day11Gene.slice(0, 21)}TAT${day11Gene.slice(24)}`);
    expect(keyText(11, "u3-d11-q3")).toContain(original.replace(/-Stop$/, ""));
    expect(keyText(11, "u3-d11-q5")).toContain(joined);
    expect(keyText(11, "u3-d11-q5")).toContain(donor);
    expect(keyText(11, "u3-d11-q4")).toContain(day11Gene.slice(6, 26));
  });

  it("prints every species the Day 7 and Day 10 card lines name", () => {
    const titles = (lesson: number, line: RegExp) => {
      const part = artifact(lesson, line).parts[0];
      return part?.kind === "cards" ? part.cards.map((c) => c.title.toLowerCase()).join(" | ") : "";
    };
    const local = titles(7, /^Local species cards/);
    for (const name of [
      "oak",
      "caterpillar",
      "chickadee",
      "red-tailed hawk",
      "squirrel",
      "earthworm",
      "aphid",
      "lady beetle",
      "clover",
      "bee",
    ])
      expect(local).toContain(name);
    const winners = titles(10, /^Winners and losers/);
    for (const name of [
      "blacklegged tick",
      "asian tiger mosquito",
      "poison ivy",
      "kudzu",
      "brook trout",
      "american pika",
      "sunflower sea star",
      "sugar maple",
      "pill bugs",
    ])
      expect(winners).toContain(name);
  });

  it("Day 13's handout records each sugar source every 5 minutes, with the vented setup's measure", () => {
    const day13 = early.flatMap((p) => p.lessons).find((l) => l.number === 13)?.handout;
    const data = day13?.sections.flatMap((s) => s.prompts).find((p) => p.id === "u3-d13-q3");
    expect(data?.response).toMatchObject({
      kind: "table",
      rows: ["0", "5", "10", "15", "20", "25", "30"],
      columns: expect.arrayContaining(["Table sugar (cm)", "Fruit juice (cm)", "Plant-waste soak (cm)"]),
    });
    expect(data?.text).toMatch(/vented setup: foam height/);
  });
});

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

  it("gives each phase a summary, overview, objectives, key activities and a resource-map row for each of its days", () => {
    for (const phase of unit.phases) {
      const [from, to] = dayRange(phase.range);
      expect(phase.overview.length).toBeGreaterThan(0);
      expect(phase.objectives.length).toBeGreaterThanOrEqual(3);
      expect(phase.keyActivities.length).toBeGreaterThanOrEqual(3);
      // One row per day, in order: a teacher preparing any day finds its video, textbook section and standards.
      expect(
        phase.resourceMap.map((r) => r.when),
        `phase ${phase.number}`,
      ).toEqual(Array.from({ length: to - from + 1 }, (_, i) => `Day ${from + i}`));
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
      expect(row.interactive.url.startsWith("https://www.biointeractive.org/classroom-resources")).toBe(true);
      expect(row.textbook.url).toMatch(
        /^https:\/\/openstax\.org\/books\/(biology-2e|biology-ap-courses)\/pages\/\d+-\d+-[a-z0-9-]+$/,
      );
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

// Issue 29, Phases 4-6 (Days 16-30). Modules are imported here, not at the top, so this block stands on its own.
describe("Unit 3 Phases 4-6: student materials, printables, rubrics and the hand-off ending", async () => {
  const { answerKeyFor, units } = await import("./index.ts");
  const { artifacts, namedPrintables } = await import("./artifacts/index.ts");
  const { rubrics } = await import("./rubrics/index.ts");
  const { decisionExample, modelExample, planningFigures, wildcamPractice } = await import("./artifacts/unit3b.ts");
  const parsed = units.find((u) => u.number === 3)!;
  const later = parsed.phases.filter((p) => p.number >= 4);
  const days = later.flatMap((phase) => phase.lessons.map((lesson) => ({ phase, lesson })));

  /** Every text of a key, by prompt id, to compare with numbers recomputed from the data. */
  const keyText = (phase: number, lesson: number, id: string) => {
    const key = answerKeyFor(3, phase, lesson)?.keys.find((k) => k.prompt === id);
    if (!key) throw new Error(`no key ${id}`);
    return "answer" in key ? key.answer : key.notes;
  };
  const table = (lesson: number, heading: RegExp) => {
    const part = artifacts()
      .filter((a) => a.unit === 3 && a.lesson === lesson)
      .flatMap((a) => a.parts)
      .find((p) => p.kind === "table" && heading.test(p.heading));
    if (part?.kind !== "table") throw new Error(`no table ${heading} on day ${lesson}`);
    return part;
  };

  it("gives every day from 16 to 30 a handout in .pdf and .docx, and each phase a supported and a modified version", () => {
    expect(days.map((d) => d.lesson.number)).toEqual(Array.from({ length: 15 }, (_, i) => 16 + i));
    for (const { phase, lesson } of days) {
      expect(lesson.handout, `Day ${lesson.number}`).toBeDefined();
      const files = phase.unlistedMaterials.filter(
        (m) => m.source.type === "handout" && m.source.lesson === lesson.number && m.source.variant === "standard",
      );
      expect(files.map((m) => m.format).sort(), `Day ${lesson.number}`).toEqual(["docx", "pdf"]);
    }
    for (const phase of later) {
      const variants = phase.unlistedMaterials.flatMap((m) => (m.source.type === "handout" ? [m.source.variant] : []));
      expect(variants, `phase ${phase.number}`).toContain("supported");
      expect(variants, `phase ${phase.number}`).toContain("modified");
    }
  });

  it("provides a file for every printable Days 16-30 name", () => {
    const missing = namedPrintables([parsed]).filter((p) => (p.phase?.number ?? 0) >= 4 && p.provider.by === "nothing");
    expect(missing.map((p) => `${p.lesson.label}: ${p.line}`)).toEqual([]);
    // A card set, template, form or data set is a file of its own, even on a day whose rubric a line mentions.
    const own = namedPrintables([parsed]).filter(
      (p) =>
        (p.phase?.number ?? 0) >= 4 &&
        p.provider.by !== "earlier work" &&
        /\bcards?\b|template|forms?\b|data set|checklist/i.test(p.line),
    );
    expect(own.filter((p) => p.provider.by !== "artifact").map((p) => p.line)).toEqual([]);
    expect(own.length).toBe(artifacts().filter((a) => a.unit === 3 && (a.phase ?? 0) >= 4).length);
  });

  it("totals the Day 16 worked decision matrix as its table and key say", () => {
    const totals = decisionExample.designs.map((_, d) =>
      decisionExample.criteria.reduce((sum, c) => sum + c.weight * (c.scores[d] ?? 0), 0),
    );
    expect(totals).toEqual([42, 32, 39]);
    const rows = table(16, /Worked example/).rows;
    expect(rows.at(-1)?.slice(2)).toEqual(totals.map(String));
    // Each printed cell "score x weight = points" is its own product.
    for (const row of rows.slice(0, -1))
      for (const cell of row.slice(2)) {
        const [score, weight, points] = cell.split(/ x | = /).map(Number);
        expect((score ?? 0) * (weight ?? 0), cell).toBe(points);
      }
    const key = keyText(4, 16, "u3-d16-q5");
    for (const total of totals) expect(key).toContain(String(total));
  });

  it("keys Day 22's warm-up and WildCam practice with the means and ranges of their data", () => {
    const reference = parsed.phases[4]?.lessons.find((l) => l.number === 22)?.handout?.sections[0]?.reference;
    const stats = (xs: number[]) => ({
      mean: xs.reduce((a, b) => a + b, 0) / xs.length,
      range: Math.max(...xs) - Math.min(...xs),
    });
    const warmUp = keyText(5, 22, "u3-d22-q1");
    for (const row of reference?.rows ?? []) {
      const { mean, range } = stats(row.slice(1).map(Number));
      expect(warmUp).toContain(`= ${mean} mL, range`);
      expect(warmUp).toContain(`= ${range} mL`);
    }
    const practice = keyText(5, 22, "u3-d22-q3");
    for (const vegetation of ["Floodplain grassland", "Miombo woodland"]) {
      const counts = wildcamPractice.filter((r) => r.vegetation === vegetation).map((r) => r.sightings);
      const { mean, range } = stats(counts);
      expect(practice).toContain(`${counts.reduce((a, b) => a + b, 0)} / ${counts.length} = about ${mean.toFixed(1)}`);
      expect(practice).toContain(`= ${range}`);
    }
    expect(table(22, /Practice extract/).rows).toHaveLength(wildcamPractice.length);
  });

  it("keys Day 23's scenarios with the outputs of the spreadsheet model's worked example", () => {
    const m = modelExample;
    const captured = (area: number, storm: number) => Math.round(area * storm * 0.623 * m.reduction);
    const outputs = table(23, /Formulas/).rows.map((r) => r[3]);
    expect(outputs).toEqual(
      [
        m.area * m.storm * 0.623,
        captured(m.area, m.storm),
        captured(m.area, m.heavyStorm),
        captured(m.area / 2, m.storm),
        captured(m.area, m.yearlyRain),
      ].map((n) => Math.round(n).toLocaleString("en-US")),
    );
    const key = keyText(5, 23, "u3-d23-q3");
    for (const n of [captured(m.area, m.storm), captured(m.area, m.heavyStorm), captured(m.area / 2, m.storm)])
      expect(key).toContain(n.toLocaleString("en-US"));
  });

  it("keys Day 24's pyramid and carbon budget with the planning-figures card's arithmetic", () => {
    const f = planningFigures;
    const growth = 20 * f.growthKgPerM2;
    expect(keyText(5, 24, "u3-d24-q2")).toContain(`${growth} kg a year`);
    expect(keyText(5, 24, "u3-d24-q4")).toContain(
      `about ${Math.round(growth * f.carbonFraction * f.co2PerCarbon)} kg of CO2`,
    );
    const perM2 = f.growthKgPerM2 * f.carbonFraction * f.co2PerCarbon;
    const area = Math.round((f.carTonnes * 1000) / perM2 / 100) * 100;
    expect(keyText(5, 24, "u3-d24-q6")).toContain(`about ${area.toLocaleString("en-US")} square meters`);
  });

  it("ends with a design hand-off, a maintenance and monitoring plan and their rubrics, not the shared celebration", () => {
    const phase6 = later.find((p) => p.number === 6)!;
    const text = (n: number) => JSON.stringify(phase6.lessons.find((l) => l.number === n));
    expect(text(28)).toMatch(/maintenance and monitoring plan/i);
    expect(text(30)).toMatch(/hand-off/i);
    expect(text(30)).toMatch(/monitoring baseline/i);
    expect(JSON.stringify(phase6)).not.toMatch(/commitment card|thank-you card|celebration/i);
    const scored = rubrics()
      .filter((r) => r.unit === 3)
      .map((r) => r.lesson);
    expect(scored).toEqual(expect.arrayContaining([21, 26, 28, 29, 30]));
  });
});
