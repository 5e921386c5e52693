import { describe, expect, it } from "vitest";
import { unit5aKeys } from "./answer-keys/unit5a.ts";
import { unit5bKeys } from "./answer-keys/unit5b.ts";
import { namedPrintables } from "./artifacts/index.ts";
import { type Artifact, artifactSchema } from "./artifacts/schema.ts";
import { lesson6Sequences, unit5aArtifacts } from "./artifacts/unit5a.ts";
import { unit5bArtifacts } from "./artifacts/unit5b.ts";
import { unitReport } from "./content-report.ts";
import { units } from "./index.ts";
import { rubrics } from "./rubrics/index.ts";
import { type Lesson, type Phase, unitSchema } from "./schema.ts";
import { unit5 } from "./unit5/index.ts";

const unit = unitSchema.parse(unit5);
const phase = (n: number): Phase => {
  const found = unit.phases.find((p) => p.number === n);
  if (!found) throw new Error(`phase ${n} missing`);
  return found;
};
const allLessons = unit.phases.flatMap((p) => p.lessons.map((lesson) => ({ phase: p.number, lesson })));
const allMaterials = [
  ...unit.materials.map((material) => ({ owner: 0, material })),
  ...unit.phases.flatMap((p) =>
    [...p.materials, ...p.unlistedMaterials].map((material) => ({ owner: p.number, material })),
  ),
];
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** The lesson a material's source names: in the phase it gives, else in the phase that lists the material. */
function sourceLesson(owner: number, source: { lesson: number; phase?: number }): Lesson | undefined {
  const p = source.phase ?? owner;
  return phase(p).lessons.find((l) => l.number === source.lesson);
}

describe("unit 5: identity", () => {
  it("covers its core concept codes BIO1.LS1.1-3, LS3.1-4 and LS4.5", () => {
    const codes = unit.coreConcepts.flatMap((c) => c.codes);
    for (const code of [
      "BIO1.LS1.1",
      "BIO1.LS1.2",
      "BIO1.LS1.3",
      "BIO1.LS3.1",
      "BIO1.LS3.2",
      "BIO1.LS3.3",
      "BIO1.LS3.4",
      "BIO1.LS4.5",
    ]) {
      expect(codes).toContain(code);
    }
  });

  it("names the unit's topics: chronic disease, homeostasis, genetics and environment, determinants, resilience", () => {
    const text = unit.keyTopics.join(" | ").toLowerCase();
    for (const topic of ["type 2 diabetes", "asthma", "hypertension", "homeostasis", "genetics and environment"]) {
      expect(text).toContain(topic);
    }
    expect(text).toContain("social determinants of health");
    expect(text).toContain("community resilience");
  });

  it("aligns every lesson's standards with the unit's standards list", () => {
    const state = new Set(unit.standards.state.map((s) => s.code));
    const ngss = new Set(unit.standards.ngss.map((s) => s.code));
    for (const { lesson } of allLessons) {
      for (const code of lesson.standards.state) expect(state, `lesson ${lesson.number}`).toContain(code);
      for (const code of lesson.standards.ngss) expect(ngss, `lesson ${lesson.number}`).toContain(code);
      // A celebration teaches and assesses no standard, so it cites none (the standards index says so).
      if (!/celebrat/i.test(lesson.title))
        expect(lesson.standards.state.length + lesson.standards.ngss.length).toBeGreaterThan(0);
    }
  });
});

describe("unit 5: phases and schedule", () => {
  it("has five phases with their fixed ranges and lesson or day numbers, 30 days in all", () => {
    expect(unit.phases.map((p) => p.number)).toEqual([1, 2, 3, 4, 5]);
    expect(unit.phases.map((p) => p.range)).toEqual([
      "Lessons 1-5",
      "Lessons 6-11",
      "Days 12-17",
      "Days 18-25",
      "Days 26-30",
    ]);
    expect(phase(1).lessons.map((l) => l.number)).toEqual(range(1, 5));
    expect(phase(2).lessons.map((l) => l.number)).toEqual(range(6, 11));
    expect(phase(3).lessons.map((l) => l.number)).toEqual(range(12, 17));
    expect(phase(4).lessons.map((l) => l.number)).toEqual(range(18, 25));
    expect(phase(5).lessons.map((l) => l.number)).toEqual(range(26, 30));
    expect(allLessons.map(({ lesson }) => lesson.number)).toEqual(range(1, 30));
  });

  it("labels the day-counted phases by day", () => {
    for (const p of [3, 4, 5]) {
      for (const l of phase(p).lessons) expect(l.label).toBe(`Day ${l.number}`);
    }
    for (const p of [1, 2]) {
      for (const l of phase(p).lessons) expect(l.label).toBeUndefined();
    }
  });

  it("places the checkpoints at lesson 5, day 11, day 17 and day 22", () => {
    expect(phase(1).checkpoint).toMatchObject({ title: "Checkpoint 1: Illustrated Explanation", when: "Lesson 5" });
    expect(phase(2).checkpoint).toMatchObject({ title: "Checkpoint 2: Risk Factor Analysis", when: "Day 11" });
    expect(phase(3).checkpoint).toMatchObject({ title: "Checkpoint 3: Disparity Analysis", when: "Day 17" });
    expect(phase(4).checkpoint).toMatchObject({ title: "Checkpoint 4", when: "Day 22" });
    expect(phase(5).checkpoint).toBeUndefined();
    // The checkpoint lessons themselves carry the checkpoint names.
    expect(phase(1).lessons.at(-1)?.title).toBe("Checkpoint 1: Illustrated Explanation");
    expect(phase(2).lessons.at(-1)?.title).toBe("Checkpoint 2: Risk Factor Analysis");
    expect(phase(3).lessons.at(-1)?.title).toBe("Checkpoint 3: Disparity Analysis");
    expect(phase(4).lessons.find((l) => l.number === 22)?.title).toMatch(/^Checkpoint 4/);
  });

  it("gives every phase a resource-map row for each lesson or day, linking to the three providers", () => {
    // Lesson 4 has two rows (blood pressure, asthma); Day 30, the celebration, cites no standard and has none.
    const expected: Record<number, string[]> = {
      1: [1, 2, 3, 4, 4, 5].map((n) => `Lesson ${n}`),
      2: range(6, 11).map((n) => `Lesson ${n}`),
      3: range(12, 17).map((n) => `Day ${n}`),
      4: range(18, 25).map((n) => `Day ${n}`),
      5: range(26, 29).map((n) => `Day ${n}`),
    };
    for (const p of unit.phases) {
      expect(
        p.resourceMap.map((r) => r.when),
        `phase ${p.number}`,
      ).toEqual(expected[p.number]);
      for (const row of p.resourceMap) {
        expect(row.video.url).toMatch(/^https:\/\/www\.youtube\.com\/(watch\?v=[\w-]{11}|playlist\?list=[\w-]+)$/);
        expect(row.interactive.url.startsWith("https://www.biointeractive.org/classroom-resources")).toBe(true);
        expect(row.textbook.url).toMatch(
          /^https:\/\/openstax\.org\/books\/(biology-2e|biology-ap-courses)\/pages\/\d+-\d+-[a-z0-9-]+$/,
        );
      }
    }
  });
});

describe("unit 5: downloads", () => {
  it("has exactly 10, 9 and 6 documents in phases 1, 2 and 3", () => {
    expect(phase(1).materials).toHaveLength(10);
    expect(phase(2).materials).toHaveLength(9);
    expect(phase(3).materials).toHaveLength(6);
    expect(phase(1).materials.filter((m) => m.kind === "lesson-plan")).toHaveLength(5);
    expect(phase(1).materials.filter((m) => m.kind === "handout")).toHaveLength(5);
  });

  it("offers phase 4 lesson plans for days 18-22 and a complete phase 4 plan", () => {
    const materials = phase(4).materials;
    const plans = materials.filter((m) => m.kind === "lesson-plan");
    expect(plans.map((m) => m.source.type === "lesson-plan" && m.source.lesson)).toEqual(range(18, 22));
    const overview = materials.filter((m) => m.kind === "overview");
    expect(overview).toHaveLength(1);
    expect(overview[0]?.source).toEqual({ type: "phase-overview", phase: 4 });
    expect(materials).toHaveLength(6);
  });

  it("offers Word lesson plans and handouts for days 23-26 on phase 5, days 23-25 taken from phase 4", () => {
    // The fixed downloads, unchanged; the plans for days 27-30 are linked from their lesson cards.
    const materials = phase(5).materials;
    expect(materials).toHaveLength(8);
    expect(materials.every((m) => m.format === "docx")).toBe(true);
    const days = (kind: string) =>
      materials.filter((m) => m.kind === kind).map((m) => ("lesson" in m.source ? m.source.lesson : -1));
    expect(days("lesson-plan")).toEqual(range(23, 26));
    expect(days("handout")).toEqual(range(23, 26));
    for (const m of materials) {
      const source = m.source as { lesson: number; phase?: number };
      expect(source.phase).toBe(source.lesson <= 25 ? 4 : 5);
      if (source.lesson <= 25) expect(m.subtitle).toContain("Days 23-25 carry over from Phase 4");
    }
  });

  it("gives phase 5's days 27-30 a Word lesson plan each, outside the fixed downloads", () => {
    const added = phase(5).unlistedMaterials.filter((m) => m.kind === "lesson-plan");
    expect(added.map((m) => [m.kind, m.format, m.source])).toEqual(
      range(27, 30).map((lesson) => ["lesson-plan", "docx", { type: "lesson-plan", lesson, phase: 5 }]),
    );
  });

  it("points every material at a lesson or phase that exists, in its own unit folder", () => {
    for (const { owner, material } of allMaterials) {
      expect(material.path.startsWith(owner === 0 ? "/materials/unit5/" : `/materials/unit5/phase${owner}/`)).toBe(
        true,
      );
      const { source } = material;
      if (source.type === "lesson-plan" || source.type === "handout") {
        const lesson = sourceLesson(owner, source);
        expect(lesson, material.path).toBeDefined();
        if (source.type === "handout") expect(lesson?.handout, material.path).toBeDefined();
        if (source.type === "lesson-plan") expect(lesson?.file).toBe(material.path);
      }
      if (source.type === "phase-overview") expect(phase(source.phase)).toBeDefined();
    }
    const paths = allMaterials.map(({ material }) => material.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("links every lesson's file to the lesson-plan material built from it", () => {
    const planPaths = new Set(
      allMaterials.filter(({ material }) => material.kind === "lesson-plan").map(({ material }) => material.path),
    );
    const withFiles = allLessons.filter(({ lesson }) => lesson.file);
    expect(withFiles.map(({ lesson }) => lesson.number)).toEqual(range(1, 30));
    for (const { lesson } of withFiles) expect(planPaths).toContain(lesson.file);
  });
});

describe("unit 5: phase 4 and phase 5 pages", () => {
  it("phase 4 lists its activities, assessment components and competencies", () => {
    const p = phase(4);
    expect(p.keyActivities.map((a) => [a.title, a.when])).toEqual([
      ["Solution Design Workshop", "Days 18-20"],
      ["Presentation Development", "Days 21-23"],
      ["Final Presentations", "Days 24-25"],
    ]);
    expect(p.extraSections.map((s) => s.title)).toEqual(["Assessment Components", "Competencies"]);
    expect(p.overview.length).toBeGreaterThan(0);
    expect(p.objectives.length).toBeGreaterThan(0);
  });

  it("phase 5 has its badges, objectives, activities and sections", () => {
    const p = phase(5);
    expect(p.title).toBe("Reflection & Impact");
    expect(p.badges).toEqual(["Unit 5 - Phase 5", "Reflection & Impact"]);
    expect(p.objectives).toHaveLength(5);
    const overview = p.overview.join(" ");
    for (const words of ["Days 26-30", "5 lessons", "reflection portfolio", "impact plan", "peer evaluations"]) {
      expect(overview).toContain(words);
    }
    expect(p.keyActivities.map((a) => [a.title, a.when])).toEqual([
      ["Personal Learning Reflection", "Day 26"],
      ["Project Impact Assessment", "Days 27-28"],
      ["Community Action Planning", "Day 29"],
      ["Celebration & Showcase", "Day 30"],
    ]);
    const section = (title: string) => p.extraSections.find((s) => s.title === title)?.items.map((i) => i.title);
    expect(section("Reflection Components")).toEqual([
      "Scientific Growth",
      "Civic Engagement",
      "Collaboration Skills",
      "Future Pathways",
    ]);
    expect(section("Sustained Impact Strategies")).toHaveLength(4);
    expect(section("Competencies")).toEqual([
      "Self-Direction & Metacognition",
      "Persistence & Resilience",
      "Global Citizenship",
      "Future-Ready Skills",
    ]);
  });
});

describe("unit 5: lesson quality bar", () => {
  it("gives handouts to days 1-5, 7, 9, 11 and 23-26", () => {
    const handouts = allLessons.filter(({ lesson }) => lesson.handout);
    // Issue 29 adds handouts to more days; these are the ones the spec's download lists rely on.
    expect(handouts.map(({ lesson }) => lesson.number)).toEqual(
      expect.arrayContaining([1, 2, 3, 4, 5, 7, 9, 11, 23, 24, 25, 26]),
    );
  });
});

describe("unit 5, Phases 4-5 (Days 18-30): student materials, printables, rubrics and a unit-specific ending", () => {
  const days = range(18, 30);
  const lessonOf = (day: number) => allLessons.find(({ lesson }) => lesson.number === day);
  const handoutFiles = allMaterials.filter(({ material }) => material.source.type === "handout");
  const isStandard = (source: object) => ((source as { variant?: string }).variant ?? "standard") === "standard";
  const key = (id: string) => {
    const found = unit5bKeys.flatMap((k) => k.keys).find((k) => k.prompt === id);
    return found && "answer" in found ? found : undefined;
  };

  it("gives every day 18-30 a handout, published as a standard .pdf or .docx", () => {
    for (const day of days) {
      expect(lessonOf(day)?.lesson.handout, `Day ${day}`).toBeDefined();
      const files = handoutFiles.filter(
        ({ material }) => "lesson" in material.source && material.source.lesson === day && isStandard(material.source),
      );
      expect(files.length, `Day ${day}`).toBeGreaterThan(0);
    }
    for (const day of [18, 19, 20, 21, 22, 27, 28, 29, 30]) {
      const formats = handoutFiles
        .filter(({ material }) => "lesson" in material.source && material.source.lesson === day)
        .filter(({ material }) => isStandard(material.source))
        .map(({ material }) => material.format);
      expect(formats.sort(), `Day ${day}`).toEqual(["docx", "pdf"]);
    }
  });

  it("publishes a supported and a modified handout in phase 4 and in phase 5", () => {
    for (const owner of [4, 5]) {
      const variants = handoutFiles
        .filter((f) => f.owner === owner)
        .map(({ material }) => (material.source as { variant?: string }).variant);
      expect(variants, `phase ${owner}`).toEqual(expect.arrayContaining(["supported", "modified"]));
    }
  });

  it("provides every printable Days 18-30 name with an artifact, the day's handout, a rubric or earlier work", () => {
    const named = namedPrintables([unit]).filter(({ lesson }) => lesson.number >= 18);
    expect(named.length).toBeGreaterThanOrEqual(20);
    expect(named.filter(({ provider }) => provider.by === "nothing").map(({ line }) => line)).toEqual([]);
  });

  it("describes every program type on the five evidence cards and says the examples are illustrative", () => {
    const cards = unit5bArtifacts.find((a) => a.provides.startsWith("Evidence cards summarizing five"));
    const part = cards?.parts.find((p) => p.kind === "cards");
    expect(part?.kind === "cards" ? part.cards.length : 0).toBe(5);
    expect(cards?.intro).toMatch(/illustrative/);
  });

  it("has described rubrics for Checkpoint 4, both final presentation days and Day 28's collaboration", () => {
    const scored = rubrics()
      .filter((r) => r.unit === 5)
      .map((r) => r.lesson);
    expect(scored).toEqual(expect.arrayContaining([22, 24, 25, 28]));
  });

  it("keys Day 19's weighted decision matrix to the totals the weights give", () => {
    const weights = [3, 2, 3];
    const total = (scores: number[]) => scores.reduce((sum, score, i) => sum + score * (weights[i] ?? 0), 0);
    expect(total([2, 3, 3])).toBe(21);
    expect(total([3, 1, 2])).toBe(17);
    expect(key("u5-d19-q4")?.answer).toContain("= 21");
    expect(key("u5-d19-q4")?.answer).toContain("= 17");
  });

  it("keys Day 27's before-and-after percentages to the survey table the handout prints", () => {
    const section = lessonOf(27)?.lesson.handout?.sections.find((s) => s.reference);
    const rows = section?.reference?.rows ?? [];
    expect(rows).toHaveLength(2);
    const answer = key("u5-d27-q3")?.answer ?? "";
    for (const [, before, after, asked] of rows) {
      const pct = (n: string | undefined) => Math.round((Number(n) / Number(asked)) * 1000) / 10;
      const points = Math.round((pct(after) - pct(before)) * 10) / 10;
      expect(answer).toContain(`${before}/${asked} = ${pct(before)}%`);
      expect(answer).toContain(`${after}/${asked} = ${pct(after)}%`);
      expect(answer).toContain(`+${points} percentage points`);
    }
  });

  it("ends the unit with its own intervention: what it measured, a partner who owns it, and how it continues", () => {
    const text = (day: number) => JSON.stringify(lessonOf(day)?.lesson.handout ?? {});
    expect(text(27)).toMatch(/outcome/);
    expect(text(29)).toMatch(/partner/);
    expect(text(29)).toMatch(/keep measuring/);
    expect(text(30)).toMatch(/intervention measured/);
    const plan = unit5bArtifacts.find((a) => a.provides === "Impact plan template");
    expect(JSON.stringify(plan)).toMatch(/partner will keep measuring|partner will keep tracking/);
    const commitment = unit5bArtifacts.find((a) => a.provides === "Commitment cards");
    expect(commitment?.intro).toMatch(/intervention/);
  });
});

describe("unit 5: printables every lesson names (issue 29)", () => {
  const all = [...unit5aArtifacts, ...unit5bArtifacts].map((a) => artifactSchema.parse(a));
  const find = (lesson: number, starts: string) => {
    const found = all.find((a) => a.lesson === lesson && a.provides.startsWith(starts));
    if (!found) throw new Error(`no artifact for lesson ${lesson}: ${starts}`);
    return found;
  };
  const cards = (a: Artifact) => a.parts.flatMap((p) => (p.kind === "cards" ? p.cards : []));
  const table = (a: Artifact) => {
    const t = a.parts.find((p) => p.kind === "table");
    if (t?.kind !== "table") throw new Error(`${a.title} has no table`);
    return t;
  };

  it("leaves no named printable of unit 5 without a file", () => {
    const missing = namedPrintables(units).filter((p) => p.unit.number === 5 && p.provider.by === "nothing");
    expect(missing.map((p) => `${p.lesson.number}: ${p.line}`)).toEqual([]);
  });

  it("gives each card set the number of cards its line promises", () => {
    expect(cards(find(1, "Twelve condition cards"))).toHaveLength(12);
    expect(cards(find(12, "Twenty condition cards"))).toHaveLength(20);
    expect(cards(find(19, "Evidence cards summarizing five"))).toHaveLength(5);
    expect(cards(find(3, "Role cards")).map((c) => c.title.split(" ")[0])).toEqual([
      "Beta",
      "Alpha",
      "Liver",
      "Muscle",
      "Blood",
    ]);
    const conditions = cards(find(6, "Case cards")).map((c) => c.title);
    for (const name of ["MODY", "Cystic fibrosis", "hypercholesterolemia", "Type 2 diabetes", "Asthma", "Hypertension"])
      expect(conditions.some((t) => t.includes(name))).toBe(true);
  });

  it("prints the same glucose tolerance data as the Lesson 3 handout", () => {
    const handoutRows = phase(1)
      .lessons.find((l) => l.number === 3)
      ?.handout?.sections.flatMap((s) => (s.reference ? [s.reference.rows] : []))[0];
    expect(table(find(3, "Oral glucose tolerance")).rows).toEqual(handoutRows);
  });

  it("draws a Rivera-Johnson pedigree of three generations where both conditions recur but fit no simple ratio", () => {
    const rows = table(find(7, "Fictional three-generation")).rows;
    expect(new Set(rows.map((r) => r[1]))).toEqual(new Set(["I", "II", "III"]));
    const affected = (col: number, gen: string) =>
      rows.filter((r) => r[1] === gen && (r[col] ?? "").startsWith("Yes")).length;
    // Type 2 diabetes in generations I and II, hypertension in I and II: "several generations", as the key says.
    expect(affected(3, "I") + affected(3, "II")).toBeGreaterThanOrEqual(2);
    expect(affected(4, "I") + affected(4, "II")).toBeGreaterThanOrEqual(2);
    // Luis's three children: one of three has T2D, neither the half nor the quarter a single gene would predict.
    const luisChildren = rows.filter((r) => r[1] === "II" && (r[2] ?? "").includes("of Luis and Dolores"));
    expect(luisChildren).toHaveLength(3);
  });

  it("gives DNA sequence cards that translate with the standard code, one change per card", () => {
    const code: Record<string, string> = {};
    const b = "UCAG";
    const aa = "FFLLSSSSYY**CC*WLLLLPPPPHHQQRRRRIIIMTTTTNNKKSSRRVVVVAAAADDEEGGGG";
    for (let i = 0; i < 64; i++) code[`${b[i >> 4]}${b[(i >> 2) & 3]}${b[i & 3]}`] = aa[i] ?? "?";
    const pair: Record<string, string> = { A: "U", T: "A", C: "G", G: "C" };
    const translate = (template: string) => {
      const mrna = template
        .replace(/ /g, "")
        .split("")
        .map((x) => pair[x])
        .join("");
      let protein = "";
      for (let i = 0; i + 3 <= mrna.length; i += 3) {
        const a = code[mrna.slice(i, i + 3)];
        if (a === "*") return { protein, stopped: true, mrna };
        protein += a;
      }
      return { protein, stopped: false, mrna };
    };
    const results = lesson6Sequences.map((s) => [translate(s.template), translate(s.changed)] as const);
    for (const [normal, changed] of results) {
      expect(normal.mrna.startsWith("AUG")).toBe(true);
      expect(normal.stopped && changed.stopped).toBe(true);
      expect([...normal.mrna].filter((x, i) => x !== changed.mrna[i])).toHaveLength(1);
    }
    expect(results.map(([n, c]) => [n.protein, c.protein])).toEqual([
      ["MGFKW", "MGFKW"], // silent: UUU and UUC both code Phe
      ["MVHLTPEE", "MVHLTPVE"], // the sickle cell change: Glu6 -> Val (counting from the Val after Met)
      ["MWQYA", "MW"], // nonsense: CAG -> UAG stop
    ]);
    // The printed chart says the same as the standard code for all 64 codons.
    const chart = table(find(6, "Short DNA sequence")).rows.flat();
    expect(chart).toHaveLength(64);
    const three: Record<string, string> = {
      F: "Phe",
      L: "Leu",
      S: "Ser",
      Y: "Tyr",
      "*": "Stop",
      C: "Cys",
      W: "Trp",
      P: "Pro",
      H: "His",
      Q: "Gln",
      R: "Arg",
      I: "Ile",
      M: "Met",
      T: "Thr",
      N: "Asn",
      K: "Lys",
      V: "Val",
      A: "Ala",
      D: "Asp",
      E: "Glu",
      G: "Gly",
    };
    for (const cell of chart) {
      const [codon, name] = cell.split(" ");
      expect(three[code[codon ?? ""] ?? ""]).toBe(name);
    }
  });
});

describe("unit 5: a student handout for every day (issue 29, point 2)", () => {
  const handoutFiles = allMaterials.filter(({ material }) => material.source.type === "handout");

  it("leaves no day of the unit without a published handout", () => {
    const report = unitReport(unit, { assessments: 0, rubrics: 0 });
    expect(report.daysWithoutStudentMaterials).toEqual([]);
    expect(report.daysWithStudentMaterials).toBe(30);
  });

  it("publishes Lessons 6 and 10 and Days 13-17 as .pdf and .docx, and Lesson 10 in supported and modified versions", () => {
    const files = (day: number, variant = "standard") =>
      handoutFiles
        .filter(({ material }) => "lesson" in material.source && material.source.lesson === day)
        .filter(({ material }) => ((material.source as { variant?: string }).variant ?? "standard") === variant)
        .map(({ material }) => material.format)
        .sort();
    for (const day of [6, 10, 13, 14, 15, 16, 17]) expect(files(day), `day ${day}`).toEqual(["docx", "pdf"]);
    expect(files(10, "supported")).toEqual(["docx", "pdf"]);
    expect(files(10, "modified")).toEqual(["docx", "pdf"]);
  });

  it("keys Day 15's county rates to the table the handout prints", () => {
    const day15 = allLessons.find(({ lesson }) => lesson.number === 15)?.lesson.handout;
    const rows = day15?.sections.flatMap((s) => (s.reference ? s.reference.rows : [])) ?? [];
    expect(rows).toHaveLength(4);
    const key = unit5aKeys.flatMap((k) => k.keys).find((k) => k.prompt === "u5-d15-q2");
    const answer = key && "answer" in key ? key.answer : "";
    const num = (text = "") => Number(text.replace(/,/g, ""));
    for (const [county = "", cases, population] of rows) {
      const rate = (num(cases) / num(population)) * 100_000;
      expect(Number.isInteger(rate), county).toBe(true);
      expect(answer, county).toContain(`${county.split(" ")[0]}: ${cases} / ${population}`);
      expect(answer, county).toContain(`${rate.toLocaleString("en-US")} per 100,000`);
    }
  });
});
