import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { allMaterials, findLesson, lessonLabel, type PlacedMaterial, units } from "#app/content/curriculum/index.ts";
import { everyLesson } from "#app/content/curriculum/lessons.ts";
import { type Material, promptText } from "#app/content/curriculum/schema.ts";
import { docxText, pdfText } from "#tests/support/read-back.ts";
import { renderDocx } from "./docx.ts";
import { documentFor, documentWriter, keyFile, materialFile, missingMaterials, writeMaterials } from "./generate.ts";
import { firstSentence, handoutDocument } from "./handout.ts";
import { lessonPlanDocument } from "./lesson-plan.ts";
import { unitOverviewDocument } from "./overview.ts";
import { renderPdf, toWinAnsi, wrap } from "./pdf.ts";

const flat = (s: string) => s.replace(/\s+/g, " ").trim();

/** A real lesson with a handout, from the curriculum content. */
function lessonWithHandout() {
  for (const unit of units) {
    for (const phase of [undefined, ...unit.phases]) {
      const lesson = (phase ? phase.lessons : unit.lessons).find((l) => l.handout);
      if (lesson) return { unit, phase, lesson };
    }
  }
  throw new Error("no lesson with a handout in the content");
}

const place = lessonWithHandout();
let helvetica: Awaited<ReturnType<PDFDocument["embedFont"]>>;
beforeAll(async () => {
  helvetica = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);
});

describe("lesson plan documents", () => {
  it("a .docx lesson plan holds the lesson's title, objectives, timings, differentiation and standards", async () => {
    const bytes = await renderDocx(lessonPlanDocument(place));
    expect(Buffer.from(bytes.subarray(0, 2)).toString()).toBe("PK");
    const text = flat(docxText(bytes));
    expect(text).toContain(place.lesson.title);
    for (const objective of place.lesson.objectives) expect(text).toContain(flat(objective));
    for (const activity of place.lesson.activities)
      expect(text).toContain(`${activity.title} (${activity.minutes} minutes)`);
    expect(text).toContain("Differentiation");
    for (const item of place.lesson.differentiation.supported) expect(text).toContain(flat(item));
    for (const code of [...place.lesson.standards.ngss, ...place.lesson.standards.state]) expect(text).toContain(code);
    expect(text).toContain(flat(place.lesson.drivingQuestion));
  });

  it("a .pdf lesson plan holds the lesson's title and objectives and has pages", async () => {
    const bytes = await renderPdf(lessonPlanDocument(place));
    expect(Buffer.from(bytes.subarray(0, 4)).toString()).toBe("%PDF");
    const { text, pages } = await pdfText(bytes);
    expect(pages).toBeGreaterThanOrEqual(1);
    expect(text).toContain(flat(toWinAnsi(place.lesson.title, helvetica)));
    for (const objective of place.lesson.objectives) expect(text).toContain(flat(toWinAnsi(objective, helvetica)));
    expect(text).toContain(`Total ${place.lesson.activities.reduce((s, a) => s + a.minutes, 0)}`);
  });

  it("the same content gives the same bytes", async () => {
    const doc = lessonPlanDocument(place);
    expect(Buffer.from(await renderDocx(doc)).equals(Buffer.from(await renderDocx(doc)))).toBe(true);
    expect(Buffer.from(await renderPdf(doc)).equals(Buffer.from(await renderPdf(doc)))).toBe(true);
  });
});

describe("lab safety and flexible days in the documents", () => {
  const lessons = units.flatMap((unit) => [
    ...unit.lessons.map((lesson) => ({ unit, phase: undefined, lesson })),
    ...unit.phases.flatMap((phase) => phase.lessons.map((lesson) => ({ unit, phase, lesson }))),
  ]);
  const lab = lessons.find((p) => p.lesson.lab && p.lesson.safety.length)!;
  const plain = lessons.find((p) => !p.lesson.safety.length && !p.lesson.flexible)!;
  const flexible = lessons.find((p) => p.lesson.flexible)!;
  /** A Word file's paragraphs, for finding headings as whole lines. */
  const lines = async (place: typeof lab) =>
    docxText(await renderDocx(lessonPlanDocument(place)))
      .split("\n")
      .map(flat);

  it("a lab lesson's plan has a Safety section with every note, between Materials and Procedure", async () => {
    const text = await lines(lab);
    const at = (heading: string) => text.indexOf(heading);
    expect(at("Safety")).toBeGreaterThan(at("Materials"));
    expect(at("Safety")).toBeLessThan(at("Procedure"));
    for (const note of lab.lesson.safety) expect(text).toContain(flat(note));
    const pdf = (await pdfText(await renderPdf(lessonPlanDocument(lab)))).text;
    expect(pdf).toContain("Safety");
    for (const note of lab.lesson.safety) expect(pdf).toContain(flat(toWinAnsi(note, helvetica)));
  });

  it("a lesson without lab work has no Safety section and no flexible-day note", async () => {
    const text = await lines(plain);
    expect(text).not.toContain("Safety");
    expect(text.some((line) => line.startsWith("Flexible day:"))).toBe(false);
  });

  it("a flexible day's plan says so, with its reason, among the details at the top", async () => {
    const text = await lines(flexible);
    const note = `Flexible day: ${flat(flexible.lesson.flexible!)}`;
    expect(text).toContain(note);
    expect(text.indexOf(note)).toBeLessThan(text.indexOf("Driving Question"));
    const pdf = (await pdfText(await renderPdf(lessonPlanDocument(flexible)))).text;
    expect(pdf).toContain(flat(toWinAnsi(note, helvetica)));
  });

  it("the Word unit plan summarises each lesson with its safety notes and flexible-day reason", async () => {
    for (const place of [lab, flexible]) {
      const text = flat(docxText(await renderDocx(unitOverviewDocument(place.unit, true))));
      const [first, ...rest] = place.lesson.safety;
      if (first) expect(text).toContain(`Safety: ${flat(first)}`);
      for (const note of rest) expect(text).toContain(flat(note));
      if (place.lesson.flexible) expect(text).toContain(`Flexible day: ${flat(place.lesson.flexible)}`);
    }
  });
});

describe("handouts", () => {
  const handout = place.lesson.handout!;
  const prompts = handout.sections.flatMap((s) => s.prompts.map(promptText));

  it("the standard handout has every student prompt and its word bank's words, without their meanings", async () => {
    const text = flat(docxText(await renderDocx(handoutDocument(place, "standard"))));
    expect(text).toContain(handout.title);
    for (const prompt of prompts) expect(text).toContain(flat(prompt));
    expect(handout.wordBank.length).toBeGreaterThan(0);
    expect(text).toContain("Word Bank");
    for (const w of handout.wordBank) {
      expect(text).toContain(w.term);
      expect(text).not.toContain(w.meaning);
    }
  });

  it("every handout that defines a word bank prints it, in the PDF too", async () => {
    const withBank = units.flatMap((unit) =>
      everyLesson(unit)
        .filter((p) => p.lesson.handout?.wordBank.length)
        .map((p) => ({ unit, ...p })),
    );
    expect(withBank.length).toBeGreaterThan(20);
    for (const p of withBank) {
      const doc = handoutDocument(p, "standard");
      const words = JSON.stringify(doc.blocks);
      for (const w of p.lesson.handout!.wordBank) expect(words, lessonLabel(p.lesson)).toContain(w.term);
    }
    const lesson7 = withBank.find((p) => p.unit.number === 5 && p.phase?.number === 2 && p.lesson.number === 7)!;
    const pdf = (await pdfText(await renderPdf(handoutDocument(lesson7, "standard")))).text;
    for (const term of ["allele", "genotype", "phenotype", "carrier"]) expect(pdf).toContain(term);
    expect(pdf).toContain("Word Bank");
  });

  it("the supported handout adds the word bank, sentence starters and numbered steps", () => {
    const doc = handoutDocument(place, "supported");
    const text = JSON.stringify(doc.blocks);
    for (const w of handout.wordBank) expect(text).toContain(JSON.stringify(w.term));
    for (const s of handout.sentenceStarters) expect(text).toContain(JSON.stringify(s).slice(1, -1));
    expect(text).toContain(`Step ${prompts.length} of ${prompts.length}`);
  });

  it("the modified handout asks fewer, simpler prompts: each part's first and every question with a frame", () => {
    const doc = handoutDocument(place, "modified");
    const asked = doc.blocks.filter((b) => b.type === "paragraph" && !b.emphasis).slice(1);
    const kept = handout.sections.flatMap((s) => s.prompts.filter((p, j) => j === 0 || p.starter));
    expect(asked.length).toBe(kept.length);
    expect(asked.length).toBeLessThan(prompts.length);
    for (const [i, prompt] of kept.entries())
      expect(asked[i]).toMatchObject({ text: firstSentence(promptText(prompt)) });
  });
});

describe("pdf text helpers", () => {
  it("replaces characters the standard fonts cannot encode", async () => {
    expect(toWinAnsi("A → B ≤ C, CO₂ • “quoted” café 漢", helvetica)).toBe("A -> B <= C, CO2 • “quoted” café ?");
    expect(toWinAnsi("line one\nline\ttwo\u00a0end", helvetica)).toBe("line one\nline    two\u00a0end");
    expect(() => helvetica.encodeText(toWinAnsi("x ≥ y ← z ✓ μm", helvetica))).not.toThrow();
  });

  it("wraps text to the width and breaks words longer than a line", async () => {
    const lines = wrap(`short words here ${"x".repeat(200)}`, helvetica, 10, 100);
    expect(lines.length).toBeGreaterThan(3);
    for (const line of lines) expect(helvetica.widthOfTextAtSize(line, 10)).toBeLessThanOrEqual(100);
    expect(lines.join("").replace(/ /g, "")).toBe(`shortwordshere${"x".repeat(200)}`);
  });
});

describe("every material of the curriculum", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "genehive-materials-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("is generated at its path, opens, and holds its source's title", async () => {
    const { written, failures } = await writeMaterials(dir, units);
    expect(failures).toEqual([]);
    expect(missingMaterials(dir, units)).toEqual([]);
    const seen = new Set<string>();
    for (const placed of allMaterials(units)) {
      if (seen.has(placed.material.path)) continue;
      seen.add(placed.material.path);
      const bytes = new Uint8Array(readFileSync(materialFile(dir, placed.material.path)));
      const title = flat(documentFor(placed).title);
      if (placed.material.format === "docx") expect(flat(docxText(bytes)), placed.material.path).toContain(title);
      else expect((await pdfText(bytes)).text, placed.material.path).toContain(flat(toWinAnsi(title, helvetica)));
    }
    expect(written.length).toBe(seen.size);
    // Every document of the course is generated and read back: a few hundred files, slower on a busy machine.
  }, 180_000);

  it("lesson plans hold their lesson's objectives", async () => {
    const plans = allMaterials(units).filter((m) => m.material.source.type === "lesson-plan");
    expect(plans.length).toBeGreaterThan(0);
    for (const { unit, phase, material } of plans) {
      const found = material.source.type === "lesson-plan" ? findLesson(unit, phase, material.source) : undefined;
      const bytes = new Uint8Array(readFileSync(materialFile(dir, material.path)));
      const text = material.format === "docx" ? flat(docxText(bytes)) : (await pdfText(bytes)).text;
      expect(found, material.path).toBeDefined();
      for (const objective of found?.lesson.objectives ?? []) {
        const expected = material.format === "docx" ? objective : toWinAnsi(objective, helvetica);
        expect(text, material.path).toContain(flat(expected));
      }
    }
  });

  it("a missing material is reported by its path", () => {
    const empty = mkdtempSync(path.join(tmpdir(), "genehive-empty-"));
    const expected = [...new Set(allMaterials(units).map((m) => m.material.path))];
    expect(missingMaterials(empty, units)).toEqual(expected);
    rmSync(empty, { recursive: true, force: true });
  });

  it("a material that cannot be generated is reported and listed as missing, the others still written", async () => {
    const [first] = allMaterials(units) as [PlacedMaterial];
    const broken: PlacedMaterial = {
      ...first,
      material: { ...first.material, source: { type: "lesson-plan", lesson: 999 } },
    };
    expect(() => documentFor(broken)).toThrow(first.material.path);

    const unit = structuredClone(first.unit);
    const ghost: Material = {
      ...first.material,
      path: "/materials/unit1/ghost.docx",
      source: { type: "lesson-plan", lesson: 999 },
    };
    unit.materials = [unit.materials[0]!, ghost];
    unit.unlistedMaterials = [];
    const out = mkdtempSync(path.join(tmpdir(), "genehive-broken-"));
    const { written, failures } = await writeMaterials(out, [unit]);
    expect(failures).toEqual([
      { path: "/materials/unit1/ghost.docx", error: expect.stringContaining("no lesson 999") },
    ]);
    expect(written).toEqual([unit.materials[0]!.path]);
    expect(missingMaterials(out, [unit])).toEqual(["/materials/unit1/ghost.docx"]);
    rmSync(out, { recursive: true, force: true });
  });
});

describe("writing a generated document", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "genehive-write-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("renders it in its format where its path belongs, a key in the keys folder, and reports what it cannot make", async () => {
    const doc = lessonPlanDocument(place);
    const { writeDocument, report } = documentWriter(dir);
    expect(await writeDocument("/materials/unit9/a.pdf", "pdf", () => doc)).toBe(true);
    expect(await writeDocument("/materials/unit9/a_Teacher_Key.docx", "docx", () => doc, true)).toBe(true);
    const broken = () => {
      throw new Error("no such lesson");
    };
    expect(await writeDocument("/materials/unit9/b.pdf", "pdf", broken)).toBe(false);
    expect(report).toEqual({
      written: ["/materials/unit9/a.pdf", "/materials/unit9/a_Teacher_Key.docx"],
      failures: [{ path: "/materials/unit9/b.pdf", error: "no such lesson" }],
    });
    expect(readFileSync(materialFile(dir, "/materials/unit9/a.pdf"))).toEqual(Buffer.from(await renderPdf(doc)));
    expect(readFileSync(keyFile(dir, "/materials/unit9/a_Teacher_Key.docx"))).toEqual(
      Buffer.from(await renderDocx(doc)),
    );
    expect(existsSync(materialFile(dir, "/materials/unit9/a_Teacher_Key.docx"))).toBe(false);
    expect(existsSync(materialFile(dir, "/materials/unit9/b.pdf"))).toBe(false);
  });
});
