import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { assessmentFor, assessmentKeys, unitAssessments } from "#app/content/curriculum/assessments/index.ts";
import { assessmentKeyPath, assessmentLinks, assessmentPath } from "#app/content/curriculum/assessments/paths.ts";
import { getUnit, teacherKeyPath, units } from "#app/content/curriculum/index.ts";
import type { PromptKey } from "#app/content/curriculum/schema.ts";
import { docxText, pdfText } from "#tests/support/read-back.ts";
import { assessmentDocument, writeAssessments } from "./assessment.ts";
import { renderDocx } from "./docx.ts";
import { renderPdf, toWinAnsi } from "./pdf.ts";

const flat = (s: string) => s.replace(/\s+/g, " ").trim();
const keyText = (k: PromptKey) => ("answer" in k ? k.answer : k.notes);
const keyOf = (unit: number) => assessmentKeys().find((k) => k.unit === unit)!;

let helvetica: Awaited<ReturnType<PDFDocument["embedFont"]>>;
beforeAll(async () => {
  helvetica = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);
});

async function readBack(bytes: Uint8Array, format: "docx" | "pdf") {
  const text = format === "docx" ? flat(docxText(bytes)) : flat((await pdfText(bytes)).text);
  const spelled = (s: string) => flat(format === "docx" ? s : toWinAnsi(s, helvetica));
  return { text, has: (s: string) => text.includes(spelled(s)) };
}

describe("an end-of-unit assessment document", () => {
  const unit = getUnit(2)!;
  const assessment = assessmentFor(2)!;

  it("numbers every item, gives each multiple-choice item its four lettered choices, and marks pre- or post-test", () => {
    const doc = assessmentDocument(unit, assessment);
    const paragraphs = doc.blocks.flatMap((b) => (b.type === "paragraph" ? [b.text] : []));
    expect(paragraphs.some((t) => t.includes("Pre-test") && t.includes("Post-test"))).toBe(true);
    for (const n of assessment.items.keys()) expect(paragraphs.some((t) => t.startsWith(`${n + 1}. `))).toBe(true);
    const choiceTables = doc.blocks.filter((b) => b.type === "table" && b.rows.every((r) => /^[A-D]$/.test(r[0]!)));
    expect(choiceTables).toHaveLength(assessment.items.filter((i) => i.kind === "choice").length);
    expect(doc.blocks.some((b) => b.type === "key")).toBe(false);
  });

  it("as the teacher key, is named a key and prints each item's own key after it, before the next item", () => {
    const doc = assessmentDocument(unit, assessment, keyOf(2));
    expect(doc.title).toMatch(/\(Teacher key\)$/);
    expect(doc.eyebrow).toContain("Teacher key");
    const order = doc.blocks.flatMap((b) =>
      b.type === "key" ? [`key:${b.text}`] : b.type === "paragraph" && /^\d+\. /.test(b.text) ? [`item`] : [],
    );
    const keys = new Map(keyOf(2).keys.map((k) => [k.prompt, keyText(k)]));
    const expected = assessment.items.flatMap((item) => ["item", `key:${keys.get(item.id)}`]);
    // The notice atop the key document comes first; then each item is followed by its own key.
    expect(order.slice(1)).toEqual(expected);
  });

  it("is not made when a key is missing or names an item the assessment does not have", () => {
    const broken = structuredClone(keyOf(2));
    broken.keys = broken.keys.filter((k) => k.prompt !== "a2-q7");
    expect(() => assessmentDocument(unit, assessment, broken)).toThrow(/no key to prompt a2-q7/);
    const orphan = structuredClone(keyOf(2));
    orphan.keys.push({ prompt: "a2-q42", answer: "C. Not an item of this test." });
    expect(() => assessmentDocument(unit, assessment, orphan)).toThrow(/names prompt a2-q42/);
  });

  for (const format of ["pdf", "docx"] as const) {
    it(`as a .${format} file, the student copy holds every item and choice and no key; the teacher copy every key`, async () => {
      const render = format === "pdf" ? renderPdf : renderDocx;
      const student = await readBack(await render(assessmentDocument(unit, assessment)), format);
      const teacher = await readBack(await render(assessmentDocument(unit, assessment, keyOf(2))), format);
      for (const item of assessment.items) {
        expect(student.has(item.stem), item.id).toBe(true);
        if (item.kind === "choice") for (const c of item.choices) expect(student.has(c), c).toBe(true);
      }
      for (const k of keyOf(2).keys) {
        expect(teacher.has(keyText(k)), k.prompt).toBe(true);
        expect(student.has(keyText(k)), k.prompt).toBe(false);
      }
      expect(student.has("Teacher key")).toBe(false);
      expect(teacher.has("Teacher key")).toBe(true);
    });
  }
});

describe("the unit's assessment files", () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), "assessments-"));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("are written for every unit in both formats, each teacher key named as a handout's teacher key is", async () => {
    const { written, failures } = await writeAssessments(dir, units);
    expect(failures).toEqual([]);
    const expected = units.flatMap((u) =>
      (["pdf", "docx"] as const).flatMap((f) => [assessmentPath(u.number, f), assessmentKeyPath(u.number, f)]),
    );
    expect(written.sort()).toEqual(expected.sort());
    for (const u of units) {
      expect(assessmentKeyPath(u.number, "pdf")).toBe(teacherKeyPath(assessmentPath(u.number, "pdf")));
      expect(assessmentKeyPath(u.number, "pdf")).toMatch(/_Teacher_Key\.pdf$/);
      const bytes = readFileSync(path.join(dir, ...assessmentPath(u.number, "pdf").split("/").filter(Boolean)));
      expect((await pdfText(bytes)).pages).toBeGreaterThanOrEqual(3);
    }
  });

  it("are reported, not written, for a unit whose key lacks an item's key", async () => {
    const keys = structuredClone(assessmentKeys());
    keys[0]!.keys.pop();
    const { written, failures } = await writeAssessments(dir, units.slice(0, 1), unitAssessments(), keys);
    expect(written).toEqual([assessmentPath(1, "pdf"), assessmentPath(1, "docx")]);
    expect(failures.map((f) => f.path)).toEqual([assessmentKeyPath(1, "pdf"), assessmentKeyPath(1, "docx")]);
    expect(failures[0]!.error).toMatch(/no key to prompt a1-q12/);
  });

  it("are linked from the unit page as student copies and teacher keys, none of them a listed material", () => {
    const links = assessmentLinks(3);
    expect(links.map((l) => [l.path, l.key])).toEqual([
      ["/materials/unit3/Unit_3_End_of_Unit_Assessment.pdf", false],
      ["/materials/unit3/Unit_3_End_of_Unit_Assessment.docx", false],
      ["/materials/unit3/Unit_3_End_of_Unit_Assessment_Teacher_Key.pdf", true],
      ["/materials/unit3/Unit_3_End_of_Unit_Assessment_Teacher_Key.docx", true],
    ]);
    const listed = new Set(
      units
        .flatMap((u) => [...u.materials, ...u.phases.flatMap((p) => [...p.materials, ...p.unlistedMaterials])])
        .map((m) => m.path),
    );
    for (const u of units) for (const l of assessmentLinks(u.number)) expect(listed.has(l.path)).toBe(false);
  });
});
