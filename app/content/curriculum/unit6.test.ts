import { describe, expect, it } from "vitest";
import { artifacts, namedPrintables } from "./artifacts/index.ts";
import type { Artifact } from "./artifacts/schema.ts";
import { handoutKeys, lessonLabel, parseUnit, textPlan } from "./index.ts";
import type { Lesson } from "./schema.ts";
import { promptText } from "./schema.ts";
import { unit6 } from "./unit6.ts";

const unit = parseUnit(unit6);

function _minutes(lesson: Lesson): number {
  return lesson.activities.reduce((sum, a) => sum + a.minutes, 0);
}

describe("Unit 6 content", () => {
  it("opens with the entry event 'Faces of Cancer' followed by lessons 1-8", () => {
    expect(unit.lessons.map((l) => l.number)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    const [entry, ...rest] = unit.lessons;
    if (!entry) throw new Error("Unit 6 has no lessons");
    expect(entry.title).toBe("Faces of Cancer");
    expect(lessonLabel(entry)).toBe("Entry Event");
    expect(rest.map(lessonLabel)).toEqual([1, 2, 3, 4, 5, 6, 7, 8].map((n) => `Lesson ${n}`));
  });

  it("has exactly four project ideas and the four named competencies", () => {
    expect(unit.projectIdeas).toHaveLength(4);
    expect(unit.competencies.map((c) => c.title)).toEqual([
      "Empathy",
      "Critical Thinking",
      "Advocacy",
      "Communication",
    ]);
  });

  it("covers the required concepts with NGSS and state codes", () => {
    const titles = unit.coreConcepts.map((c) => c.title.toLowerCase()).join(" | ");
    for (const topic of ["cell cycle", "mutation", "oncogene", "risk factors", "screening", "disparities"]) {
      expect(titles).toContain(topic);
    }
    const codes = unit.coreConcepts.flatMap((c) => c.codes);
    expect(codes).toEqual(expect.arrayContaining(["HS-LS1-4", "HS-LS3-2"]));
    expect(codes.some((c) => c.startsWith("BIO1.LS1."))).toBe(true);
    expect(codes.some((c) => c.startsWith("BIO1.LS3."))).toBe(true);
  });

  it("gives every lesson a lesson plan under /materials/unit6/ and handouts to a few", () => {
    const plans = unit.materials.filter((m) => m.kind === "lesson-plan");
    expect(plans.map((m) => m.source.type === "lesson-plan" && m.source.lesson)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    for (const lesson of unit.lessons) {
      expect(plans.map((m) => m.path)).toContain(lesson.file);
    }
    const handouts = unit.materials.filter((m) => m.kind === "handout");
    expect(handouts.length).toBeGreaterThanOrEqual(3);
    expect(handouts.map((m) => m.source.type === "handout" && m.source.lesson)).toContain(0);
    expect(unit.materials.every((m) => /^\/materials\/unit6\/[A-Za-z0-9_.-]+$/.test(m.path))).toBe(true);
  });

  it("offers a care option wherever a lesson touches personal experience of cancer", () => {
    for (const n of [0, 4, 5, 6, 7, 8]) {
      const lesson = unit.lessons.find((l) => l.number === n);
      expect(
        lesson?.differentiation.supported.some((s) => s.startsWith("Care option:")),
        `lesson ${n}`,
      ).toBe(true);
    }
  });

  it("never asks students for personal or family medical information in handouts", () => {
    const prompts = unit.lessons.flatMap((l) => l.handout?.sections.flatMap((s) => s.prompts.map(promptText)) ?? []);
    expect(prompts.length).toBeGreaterThan(0);
    for (const prompt of prompts) {
      expect(prompt).not.toMatch(/\b(your|your family's) (diagnosis|medical|health history|screening results?)\b/i);
      expect(prompt).not.toMatch(/has anyone in your family/i);
    }
  });

  it("builds a text plan with the driving question, challenge, project ideas and key topics", () => {
    const plan = textPlan(unit);
    expect(plan.startsWith("Unit 6: Cancer and Community: Biology, Care and Advocacy\n")).toBe(true);
    expect(plan).toContain(unit.drivingQuestion);
    expect(plan).toContain(unit.realWorldChallenge);
    for (const idea of unit.projectIdeas) expect(plan).toContain(idea.title);
    for (const topic of unit.keyTopics) expect(plan).toContain(topic);
  });
});

// Issue 29: handouts for the lessons that had none, and a file for every printable the lessons name.
describe("Unit 6 student materials and printables (issue 29)", () => {
  const lesson = (n: number) => unit.lessons.find((l) => l.number === n)!;
  const unitArtifacts = artifacts().filter((a) => a.unit === 6);
  const artifact = (n: number, title: RegExp) => unitArtifacts.find((a) => a.lesson === n && title.test(a.title))!;
  const keyOf = (n: number, prompt: string) => {
    const key = handoutKeys()
      .find((k) => k.unit === 6 && k.lesson === n)
      ?.keys.find((k) => k.prompt === prompt);
    return key && "answer" in key ? key.answer : (key?.notes ?? "");
  };
  const cardsOf = (a: Artifact) => a.parts.flatMap((p) => (p.kind === "cards" ? p.cards : []));

  it("gives every lesson a student handout, the new ones as PDF and Word linked from their lesson cards", () => {
    for (const l of unit.lessons) expect(l.handout, lessonLabel(l)).toBeDefined();
    for (const n of [1, 3, 4, 6]) {
      const files = unit.unlistedMaterials.filter(
        (m) => m.source.type === "handout" && m.source.lesson === n && m.source.variant === "standard",
      );
      expect(files.map((m) => m.format).sort(), `lesson ${n}`).toEqual(["docx", "pdf"]);
    }
    const variants = unit.unlistedMaterials.flatMap((m) => (m.source.type === "handout" ? [m.source.variant] : []));
    expect(variants).toContain("supported");
    expect(variants).toContain("modified");
  });

  it("has a file for every printable a lesson names", () => {
    const named = namedPrintables([unit]);
    expect(named.length).toBeGreaterThanOrEqual(11);
    expect(named.filter((n) => n.provider.by === "nothing").map((n) => n.line)).toEqual([]);
  });

  it("has a jigsaw card for each of the six genes the lesson names, with its normal and cancer role", () => {
    const line = lesson(3).materials.find((m) => m.startsWith("Gene jigsaw cards"))!;
    const genes = /\(([^)]+)\)/.exec(line)![1]!.split(", ");
    expect(genes).toEqual(["RAS", "HER2", "MYC", "TP53", "RB1", "BRCA1"]);
    const cards = cardsOf(artifact(3, /jigsaw/i));
    expect(cards.map((c) => c.title.split(" ")[0])).toEqual(genes);
    for (const card of cards) {
      expect(card.text, card.title).toContain("Normal role:");
      expect(card.text, card.title).toContain("Cancer role:");
    }
  });

  it("has a codon chart and DNA strip that translate as the mutation cards intend", () => {
    const decoder = artifact(2, /codon/i);
    const chart = decoder.parts.find((p) => p.kind === "table")!;
    if (chart.kind !== "table") throw new Error("no chart");
    const code = new Map<string, string>();
    for (const row of chart.rows)
      for (const [i, third] of ["U", "C", "A", "G"].entries())
        code.set(`${row[0]}${third}`, row[i + 1]!.split(" ")[0]!);
    expect(code.size).toBe(64);
    expect([...code.values()].filter((aa) => aa === "Stop")).toHaveLength(3);
    const strip = decoder.parts.find((p) => p.kind === "text")!;
    if (strip.kind !== "text") throw new Error("no strip");
    const template = /3'-([ACGT ]+)-5'/.exec(strip.paragraphs[0]!)![1]!.replaceAll(" ", "");
    const pair: Record<string, string> = { A: "U", T: "A", C: "G", G: "C" };
    const translate = (dna: string) => {
      const mrna = [...dna].map((b) => pair[b]).join("");
      const out: string[] = [];
      for (let i = 0; i + 3 <= mrna.length; i += 3) {
        const aa = code.get(mrna.slice(i, i + 3))!;
        out.push(aa);
        if (aa === "Stop") break;
      }
      return out.join("-");
    };
    expect(translate(template)).toBe("Met-Glu-Leu-Lys-Tyr-Trp");
    // The cards' edits, applied to the template as each card words it.
    expect(translate(template.replace(/^(TAC)CTT/, "$1CTC"))).toBe("Met-Glu-Leu-Lys-Tyr-Trp"); // A: silent
    expect(translate(template.replace(/^(TAC)CTT/, "$1CAT"))).toBe("Met-Val-Leu-Lys-Tyr-Trp"); // B: missense
    expect(translate(template.replace(/^(TACCTTGAGTTT)ATG/, "$1ATC"))).toBe("Met-Glu-Leu-Lys-Stop"); // C: nonsense
    expect(translate(template.replace(/^(TACCTT)G/, "$1"))).toBe("Met-Glu-Ser-Asn-Thr"); // D: frameshift
    expect(translate(template.replace(/^TAC/, "TACT"))).toBe("Met-Arg-Thr-Gln-Ile-Leu"); // E: frameshift
  });

  it("keys the handouts' calculations from the data they give", () => {
    const sample = lesson(1).handout!.sections[0]!.reference!.rows;
    const count = (stage: string) => Number(sample.find((r) => r[0] === stage)![1]);
    const hours = (stage: string) => (count(stage) / count("Total")) * 24;
    expect(keyOf(1, "u6-l1-q1")).toContain(`${hours("Interphase").toFixed(1)} hours`);
    expect(keyOf(1, "u6-l1-q1")).toContain(`${hours("Metaphase").toFixed(2)} hours`);

    const rb = lesson(3).handout!.sections[2]!.reference!.rows;
    const [inheritedBoth, inheritedAll] = [Number(rb[0]![2]), Number(rb[0]![1])];
    const [otherBoth, otherAll] = [Number(rb[1]![2]), Number(rb[1]![1])];
    expect(keyOf(3, "u6-l3-q3")).toContain(
      `${inheritedBoth} of ${inheritedAll} children = ${(100 * inheritedBoth) / inheritedAll} percent`,
    );
    expect(keyOf(3, "u6-l3-q3")).toContain(`${otherBoth} of ${otherAll} = ${(100 * otherBoth) / otherAll} percent`);
  });

  it("quotes data station figures only with their publisher, and marks practice numbers as illustrative", () => {
    const cards = cardsOf(artifact(4, /data station/i));
    expect(cards.length).toBeGreaterThanOrEqual(5);
    for (const card of cards.filter((c) => /\d/.test(c.text.replace(/Station \d/, "")))) {
      expect(card.text, card.title).toMatch(/CDC|National Cancer Institute|EPA|American Cancer Society/);
      if (/practice/i.test(card.text)) expect(card.text, card.title).toMatch(/ILLUSTRATIVE/);
    }
  });

  it("keeps radiation's side effects to the treated area wherever the new materials mention them", () => {
    const texts = [
      ...unitArtifacts.flatMap((a) => cardsOf(a).map((c) => c.text)),
      ...handoutKeys()
        .filter((k) => k.unit === 6)
        .flatMap((k) => k.keys.map((key) => ("answer" in key ? key.answer : key.notes))),
    ].filter((t) => /radiation/i.test(t) && /hair loss|nausea/i.test(t));
    expect(texts.length).toBeGreaterThan(0);
    for (const text of texts) expect(text).toMatch(/treated area|where the beam passes/);
  });
});
