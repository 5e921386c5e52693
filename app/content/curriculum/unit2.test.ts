import { describe, expect, it } from "vitest";
import { unit2aKeys } from "./answer-keys/unit2a.ts";
import { artifacts, namedPrintables } from "./artifacts/index.ts";
import { day11Trial, day15CaseCounts, day16LineList, day17Coverage, unit2aArtifacts } from "./artifacts/unit2a.ts";
import { findLesson, getPhase, handoutKeys, parseUnit, textPlan } from "./index.ts";
import { rubrics } from "./rubrics/index.ts";
import type { Lesson, Phase } from "./schema.ts";
import { unit2 } from "./unit2/index.ts";

const unit = parseUnit(unit2);

function phase(n: number): Phase {
  const found = getPhase(unit, n);
  if (!found) throw new Error(`Unit 2 has no phase ${n}`);
  return found;
}

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

function _minutes(lesson: Lesson): number {
  return lesson.activities.reduce((sum, a) => sum + a.minutes, 0);
}

function allLessons(): Lesson[] {
  return unit.phases.flatMap((p) => p.lessons);
}

function sourcesOf(p: Phase, kind: "lesson-plan" | "handout"): number[] {
  return p.materials.flatMap((m) => (m.kind === kind && m.source.type === kind ? [m.source.lesson] : []));
}

describe("Unit 2 content", () => {
  it("has five phases linked in order, with the spec's titles for phases 4 and 5", () => {
    expect(unit.phases.map((p) => p.number)).toEqual([1, 2, 3, 4, 5]);
    expect(phase(4).title).toBe("Create Professional Health Communication");
    expect(phase(5).title).toBe("Community Presentation & Exhibition");
  });

  it("states both schedule readings: 32 days on the phase pages, 26 days in the overview", () => {
    expect(unit.phases.map((p) => p.range)).toEqual([
      "Days 1-6",
      "Days 7-14",
      "Days 15-22",
      "Days 23-28",
      "Days 29-32",
    ]);
    expect(unit.phases.map((p) => p.rangeNote)).toEqual([
      undefined,
      undefined,
      "26-day version: Days 15-20",
      "26-day version: Days 21-24",
      "26-day version: Days 25-26",
    ]);
    const note = unit.scheduleNote ?? "";
    expect(note).toContain("26-day version");
    expect(note).toContain("32 class days");
    // Written for the teacher: nothing about where the schedule came from.
    expect(note).not.toMatch(/source|stated two ways/i);
    for (const reading of ["Days 15-20", "Days 21-24", "Days 25-26", "Days 15-22", "Days 23-28", "Days 29-32"]) {
      expect(note).toContain(reading);
    }
  });

  it("gives every phase a resource-map row for each of its days", () => {
    const expected: Record<number, number[]> = {
      1: range(1, 6),
      2: range(7, 14),
      3: range(15, 22),
      4: range(23, 28),
      5: range(29, 32),
    };
    for (const p of unit.phases) {
      expect(p.resourceMap.map((r) => r.when)).toEqual((expected[p.number] ?? []).map((d) => `Day ${d}`));
    }
  });

  it("points resource-map links at the three configured providers", () => {
    for (const row of unit.phases.flatMap((p) => p.resourceMap)) {
      expect(row.video.url.startsWith("https://www.youtube.com/")).toBe(true);
      expect(row.interactive.url.startsWith("https://www.biointeractive.org/classroom-resources")).toBe(true);
      expect(row.textbook.url.startsWith("https://openstax.org/books/")).toBe(true);
    }
  });

  it("phase 1: six day lessons, each with a lesson plan and a handout download", () => {
    const p = phase(1);
    expect(p.lessons.map((l) => l.number)).toEqual(range(1, 6));
    expect(p.lessons.every((l) => l.handout)).toBe(true);
    expect(sourcesOf(p, "lesson-plan")).toEqual(range(1, 6));
    expect(sourcesOf(p, "handout")).toEqual(range(1, 6));
    expect(p.materials).toHaveLength(12);
  });

  it("phases 2 and 3: eight lessons each with a lesson-plan download per day", () => {
    expect(phase(2).lessons.map((l) => l.number)).toEqual(range(7, 14));
    expect(sourcesOf(phase(2), "lesson-plan")).toEqual(range(7, 14));
    expect(phase(2).materials).toHaveLength(8);
    expect(phase(3).lessons.map((l) => l.number)).toEqual(range(15, 22));
    expect(sourcesOf(phase(3), "lesson-plan")).toEqual(range(15, 22));
    expect(phase(3).materials).toHaveLength(8);
  });

  it("phase 4: campaign overview, the three key activities and downloads for days 23-28", () => {
    const p = phase(4);
    const overview = p.overview.join(" ").toLowerCase();
    expect(overview).toContain("science communication");
    expect(overview).toContain("campaign design");
    expect(overview).toContain("psa campaign");
    expect(p.keyActivities.map((a) => a.title)).toEqual([
      "Campaign strategy",
      "Science communication skills",
      "60-second PSA production",
    ]);
    expect(p.lessons.map((l) => l.number)).toEqual(range(23, 28));
    expect(sourcesOf(p, "lesson-plan")).toEqual(range(23, 28));
    expect(sourcesOf(p, "handout")).toEqual([23, 25]);
  });

  it("phase 5: downloads for days 30-32 only, with day 29 as text", () => {
    const p = phase(5);
    expect(p.overview.length).toBeGreaterThan(0);
    expect(p.keyActivities.length).toBeGreaterThan(0);
    expect(p.lessons.map((l) => l.number)).toEqual([29, 30, 31, 32]);
    expect(sourcesOf(p, "lesson-plan")).toEqual([30, 31, 32]);
    expect(p.materials).toHaveLength(3);
    expect(p.materials.some((m) => m.path.includes("Day_29"))).toBe(false);
    expect(p.textOnlyDays.map((d) => d.when)).toEqual(["Day 29"]);
  });

  it("phase 5: day 29 is a flexible day whose plan its lesson card links, off the download list", () => {
    const p = phase(5);
    const day29 = p.lessons.find((l) => l.number === 29)!;
    expect(day29.title).toBe(p.textOnlyDays[0]?.title);
    expect(day29.flexible).toBeDefined();
    expect(p.unlistedMaterials.filter((m) => m.kind === "lesson-plan")).toEqual([
      expect.objectContaining({ kind: "lesson-plan", path: day29.file, source: { type: "lesson-plan", lesson: 29 } }),
    ]);
  });

  it("lists exactly six unit-level materials: the overview plus plans and handouts from phase lessons", () => {
    expect(unit.materials).toHaveLength(6);
    expect(unit.materials.every((m) => m.path.startsWith("/materials/unit2/") && !m.path.includes("/phase"))).toBe(
      true,
    );
    expect(unit.materials.filter((m) => m.source.type === "unit-overview")).toHaveLength(1);
    for (const m of unit.materials) {
      if (m.source.type !== "lesson-plan" && m.source.type !== "handout") continue;
      expect(m.source.phase).toBeDefined();
      expect(findLesson(unit, undefined, m.source)).toBeDefined();
    }
  });

  it("labels every lesson by day and files its plan in its phase folder", () => {
    for (const p of unit.phases) {
      // Listed downloads, and Phase 5's Day 29 plan, linked only from its lesson card.
      const plans = [...p.unlistedMaterials, ...p.materials].filter((m) => m.kind === "lesson-plan").map((m) => m.path);
      expect(p.lessons.map((l) => l.file)).toEqual(plans);
      for (const l of p.lessons) {
        expect(l.label).toBe(`Day ${l.number}`);
        expect(l.file?.startsWith(`/materials/unit2/phase${p.number}/Day_${l.number}_`)).toBe(true);
      }
    }
  });

  it("gives every handout a word bank of 4-8 terms and 3-5 sentence starters", () => {
    const handouts = allLessons().flatMap((l) => (l.handout ? [l.handout] : []));
    expect(handouts.length).toBeGreaterThanOrEqual(32);
    for (const h of handouts) {
      expect(h.wordBank.length, h.title).toBeGreaterThanOrEqual(4);
      expect(h.wordBank.length, h.title).toBeLessThanOrEqual(8);
      expect(h.sentenceStarters.length, h.title).toBeGreaterThanOrEqual(3);
      expect(h.sentenceStarters.length, h.title).toBeLessThanOrEqual(5);
    }
  });

  it("ties core concepts to immunity, population and evolution standards", () => {
    const codes = unit.coreConcepts.flatMap((c) => c.codes);
    for (const code of ["HS-LS1-2", "HS-LS2-2", "HS-LS4-4", "BIO1.LS1.9", "BIO1.LS2.9", "BIO1.ETS2.1"]) {
      expect(codes).toContain(code);
    }
    expect(unit.projectIdeas.length).toBeGreaterThanOrEqual(3);
    expect(unit.projectIdeas.length).toBeLessThanOrEqual(4);
  });

  it("builds the text unit plan from the unit's content", () => {
    const text = textPlan(unit);
    expect(text.startsWith("Unit 2: Community Immunity\n")).toBe(true);
    expect(text).toContain(unit.drivingQuestion);
    expect(text).toContain("60-Second Public Health PSA Campaign");
    expect(text).toContain("- Herd immunity");
  });
});

// Issue 29, Unit 2 Days 1-22: every day's student materials, the printables its lessons name, and keys whose
// numbers come from those printables' data.
describe("Unit 2 Days 1-22 materials (issue 29)", () => {
  const num = (cell: string) => Number(cell.replace(/,/g, ""));
  const keyText = (lesson: number, prompt: string): string => {
    const key = unit2aKeys.find((k) => k.lesson === lesson)?.keys.find((k) => k.prompt === prompt);
    if (!key) throw new Error(`no key ${prompt}`);
    return "answer" in key ? key.answer : key.notes;
  };
  const lessonOf = (p: number, n: number): Lesson => phase(p).lessons.find((l) => l.number === n)!;
  const artifact = (lesson: number, provides: RegExp) => {
    const found = unit2aArtifacts.find((a) => a.lesson === lesson && provides.test(a.provides));
    if (!found) throw new Error(`no Day ${lesson} artifact ${provides}`);
    return found;
  };

  it("gives every day of Phases 2 and 3 a handout as PDF and Word, and one day per phase its two variants", () => {
    for (const n of [2, 3]) {
      const p = phase(n);
      const handouts = p.unlistedMaterials.filter((m) => m.source.type === "handout");
      for (const l of p.lessons) {
        expect(l.handout, `Day ${l.number}`).toBeDefined();
        const mine = handouts.filter((m) => m.source.type === "handout" && m.source.lesson === l.number);
        expect(mine.map((m) => m.format).sort(), `Day ${l.number}`).toEqual(expect.arrayContaining(["docx", "pdf"]));
      }
      const variants = handouts.flatMap((m) =>
        m.source.type === "handout" && m.source.variant !== "standard" ? [m.source.variant] : [],
      );
      // Each version in both formats, like every day's handout.
      expect(variants.sort(), `phase ${n}`).toEqual(["modified", "modified", "supported", "supported"]);
    }
  });

  it("has a file for every printable the lessons of Days 1-22 name", () => {
    const missing = namedPrintables([unit])
      .filter((p) => p.lesson.number <= 22 && p.provider.by === "nothing")
      .map((p) => `Day ${p.lesson.number}: ${p.line}`);
    expect(missing).toEqual([]);
  });

  it("Day 16's line list has the 40 cases the lesson promises, and the key's counts come from it", () => {
    expect(artifact(16, /Line list of 40 cases/).parts[0]).toMatchObject({ kind: "table" });
    expect(day16LineList).toHaveLength(40);
    expect(new Set(day16LineList.map((r) => r[0]))).toHaveProperty("size", 40);
    const hours = [13, 14, 15, 16, 17, 18, 19].map(
      (h) => day16LineList.filter((r) => Number(r[1]!.split(", ")[1]!.split(":")[0]) === h).length,
    );
    const counts = hours.map((c, i) => `${13 + i}:00-${13 + i}:59: ${c}`).join("; ");
    expect(keyText(16, "u2-d16-q2")).toContain(counts);
    const ate = { "Chicken salad sandwich": 60, Pizza: 120, "Veggie wrap": 45 };
    for (const [lunch, eaten] of Object.entries(ate)) {
      const cases = day16LineList.filter((r) => r[3] === lunch).length;
      expect(keyText(16, "u2-d16-q5")).toContain(`${cases} / ${eaten} = ${((cases / eaten) * 100).toFixed(1)} %`);
    }
    // The handout's cafeteria table is the denominator the key divides by.
    const reference = lessonOf(3, 16)?.handout?.sections[1]?.reference?.rows;
    expect(reference).toEqual(Object.entries(ate).map(([lunch, n]) => [lunch, String(n)]));
  });

  it("Day 11's trial table gives the efficacy the key states", () => {
    const [vaccine, placebo] = day11Trial.map((r) => ({ n: num(r[1]!), cases: num(r[2]!), severe: num(r[3]!) }));
    const efficacy = (v: number, p: number) => Math.round((1 - v / vaccine!.n / (p / placebo!.n)) * 100);
    expect(keyText(11, "u2-d11-q3")).toContain(`= ${efficacy(vaccine!.cases, placebo!.cases)} %`);
    expect(keyText(11, "u2-d11-q3")).toMatch(
      new RegExp(`efficacy = .* = ${efficacy(vaccine!.severe, placebo!.severe)} %\\.$`),
    );
    // The handout shows the same numbers as the printed table.
    const shown = lessonOf(2, 11)?.handout?.sections[1]?.reference?.rows;
    expect(shown).toEqual(day11Trial.map((r) => r.slice(0, 4)));
  });

  it("Day 15's rates in the key are recomputed from the case-count table", () => {
    const key = keyText(15, "u2-d15-q3");
    for (const [, population, deaths] of day15CaseCounts) {
      const per100k = Math.round((num(deaths!) / num(population!)) * 100000).toLocaleString("en-US");
      expect(key).toContain(`${deaths} / ${population} = `);
      expect(key).toContain(`${per100k} per 100,000`);
    }
  });

  it("Day 17's key names exactly the counties the data put below the measles threshold", () => {
    const threshold = (1 - 1 / 15) * 100;
    const below = day17Coverage.filter((r) => num(r[2]!) < threshold);
    const key = keyText(17, "u2-d17-q2");
    for (const [county, , coverage] of below)
      expect(key).toContain(`${county} County ${coverage} % (${(93 - num(coverage!)).toFixed(1)} points below)`);
    expect(below.map((r) => r[0])).toEqual(["Cedar", "Dogwood", "Fir"]);
  });

  it("scores Checkpoint 3 with a described rubric whose criteria the lesson names", () => {
    const day22 = lessonOf(3, 22);
    expect(
      namedPrintables([unit])
        .filter((p) => p.lesson === day22)
        .map((p) => p.provider.by),
    ).not.toContain("nothing");
    expect(day22.assessment.join(" ")).toMatch(
      /public data, survey data, evidence-based focus, responding to questions/,
    );
  });
});

// Issue 29 for Phases 4-5 (Days 23-32): student materials, printables, rubrics, the media release timing and an
// ending of the unit's own.
describe("Unit 2 Days 23-32 (issue 29)", () => {
  const late = [phase(4), phase(5)].flatMap((p) => p.lessons.map((lesson) => ({ p, lesson })));
  const keyOf = (lesson: number, prompt: string) => {
    const key = handoutKeys()
      .find((k) => k.unit === 2 && k.lesson === lesson)
      ?.keys.find((k) => k.prompt === prompt);
    return key && "answer" in key ? key.answer : (key?.notes ?? "");
  };
  const files = (p: Phase) => [...p.materials, ...p.unlistedMaterials];

  it("gives every day a handout a student can download as PDF and Word", () => {
    expect(late.map(({ lesson }) => lesson.number)).toEqual(range(23, 32));
    for (const { p, lesson } of late) {
      expect(lesson.handout, `Day ${lesson.number}`).toBeDefined();
      const own = files(p).filter(
        (m) => m.kind === "handout" && m.source.type === "handout" && m.source.lesson === lesson.number,
      );
      const standard = own.filter((m) => m.source.type === "handout" && m.source.variant === "standard");
      expect(standard.map((m) => m.format).sort(), `Day ${lesson.number}`).toEqual(
        lesson.number === 23 || lesson.number === 25 ? ["pdf"] : ["docx", "pdf"],
      );
    }
  });

  it("offers a supported and a modified handout for a day of each phase, off the fixed download lists", () => {
    for (const p of [phase(4), phase(5)]) {
      const variants = p.unlistedMaterials.flatMap((m) => (m.source.type === "handout" ? [m.source.variant] : []));
      expect(variants, `phase ${p.number}`).toContain("supported");
      expect(variants, `phase ${p.number}`).toContain("modified");
    }
    expect(sourcesOf(phase(4), "handout")).toEqual([23, 25]);
    expect(sourcesOf(phase(5), "handout")).toEqual([]);
  });

  it("has a file for every printable the days name, and a described rubric for each scored product", () => {
    const named = namedPrintables([unit]).filter((n) => n.phase && n.phase.number >= 4);
    expect(named.length).toBeGreaterThanOrEqual(14);
    expect(named.filter((n) => n.provider.by === "nothing").map((n) => n.line)).toEqual([]);
    const scored = rubrics().filter((r) => r.unit === 2 && r.lesson >= 23);
    expect(scored.map((r) => r.lesson)).toEqual([28, 30, 31, 32]);
    expect(scored[0]?.product).toBe("Checkpoint 4: Campaign Toolkit");
  });

  it("sends media release forms home on Day 23, before the Day 25 storyboard and Day 26 filming", () => {
    const sentHome = late.filter(({ lesson }) =>
      lesson.materials.some((m) => /media release forms.*sent home today/i.test(m)),
    );
    expect(sentHome.map(({ lesson }) => lesson.number)).toEqual([23]);
    const day = (n: number) => late.find(({ lesson }) => lesson.number === n)!.lesson;
    expect(day(25).materials.join(" ")).toMatch(/returned media release forms/i);
    // A student without a returned form is planned for, not left out.
    expect(
      day(25)
        .activities.map((a) => a.description)
        .join(" "),
    ).toMatch(/without their face/);
    expect(
      day(26)
        .activities.map((a) => a.description)
        .join(" "),
    ).toMatch(/behind the camera/);
    const notes = phase(4).resourceMap.find((r) => r.when === "Day 25")?.notes ?? "";
    expect(notes).not.toMatch(/send media release forms home/i);
    expect(artifacts().some((a) => a.unit === 2 && a.lesson === 23 && /release/i.test(a.title))).toBe(true);
  });

  it("ends with the campaign measured against its own survey and handed to a health partner, not the shared thank-you ending", () => {
    const ending = phase(5).lessons;
    const text = JSON.stringify(ending);
    expect(text).not.toMatch(/thank-you (letters?|cards?|notes?)|commitment cards?|celebration circle/i);
    const day31 = ending.find((l) => l.number === 31)!;
    expect(day31.description).toMatch(/Day 22 community survey/);
    const day32 = ending.find((l) => l.number === 32)!;
    expect(day32.activities.map((a) => a.title)).toContain("Campaign handoff");
    expect(day32.materials.join(" ")).toMatch(/handoff brief/);
    expect(JSON.stringify(day32)).toMatch(/group-level/);
  });

  it("keys Day 31's practice analysis from the numbers its table gives", () => {
    const day31 = phase(5).lessons.find((l) => l.number === 31)!;
    const table = day31.handout!.sections[0]!.reference!;
    const percent = (cell: string) => {
      const [correct, total] = cell.split(" of ").map(Number);
      return Math.round((100 * correct!) / total!);
    };
    const key = keyOf(31, "u2-d31-q1");
    for (const row of table.rows) {
      const [pre, post] = [percent(row[2]!), percent(row[3]!)];
      expect(key).toContain(`${row[2]!.replace(" of ", "/")} = ${pre} percent`);
      expect(key).toContain(`${row[3]!.replace(" of ", "/")} = ${post} percent`);
      expect(key).toContain(`change +${post - pre} points`);
    }
    const goal = Number(/at least (\d+) percent/.exec(table.caption)?.[1]);
    const post = percent(table.rows[0]![3]!);
    expect(post).toBeGreaterThanOrEqual(goal);
    expect(keyOf(31, "u2-d31-q2")).toMatch(new RegExp(`^Yes.*${goal} percent.*\\(${post} percent\\)`));
  });
});
