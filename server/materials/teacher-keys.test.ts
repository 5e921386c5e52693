import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  allHandoutMaterials,
  answerKeyFor,
  answerKeyProblems,
  findLesson,
  getUnit,
  handoutKeys,
  type PlacedMaterial,
  teacherKeyPath,
  units,
} from "#app/content/curriculum/index.ts";
import type { HandoutKey, Lesson, PromptKey, Unit } from "#app/content/curriculum/schema.ts";
import { docxText, pdfOperators, pdfText, unzip } from "#tests/support/read-back.ts";
import { renderDocx } from "./docx.ts";
import {
  documentFor,
  filesHoldingKeys,
  keyFile,
  materialFile,
  missingTeacherKeys,
  renderDocument,
  teacherKeyDocument,
  writeMaterials,
} from "./generate.ts";
import { firstSentence, handoutDocument } from "./handout.ts";
import { type Block, keyColor, type MaterialDocument } from "./model.ts";
import { renderPdf, toWinAnsi } from "./pdf.ts";

const flat = (s: string) => s.replace(/\s+/g, " ").trim();
const keyText = (k: PromptKey) => ("answer" in k ? k.answer : k.notes);

let helvetica: Awaited<ReturnType<PDFDocument["embedFont"]>>;
beforeAll(async () => {
  helvetica = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);
});

/** A document's text as read back from its file, with each expected string spelled as that format writes it. */
async function readBack(bytes: Uint8Array, format: "docx" | "pdf") {
  const text = format === "docx" ? flat(docxText(bytes)) : (await pdfText(bytes)).text;
  const spelled = (s: string) => flat(format === "docx" ? s : toWinAnsi(s, helvetica));
  return { text, has: (s: string) => text.includes(spelled(s)) };
}

/**
 * The key of a handout material and the prompt keys its variant shows (the modified one asks each part's first and
 * every question with a frame).
 */
function keysShown(placed: PlacedMaterial): { key: HandoutKey; shown: string[]; hidden: string[] } {
  const source = placed.material.source;
  if (source.type !== "handout") throw new Error(`${placed.material.path} is not a handout`);
  const found = findLesson(placed.unit, placed.phase, source)!;
  const key = answerKeyFor(placed.unit.number, found.phase?.number, found.lesson.number)!;
  const byId = new Map(key.keys.map((k) => [k.prompt, k]));
  const all = found.lesson.handout!.sections.flatMap((s) =>
    s.prompts.map((p, j) => ({ text: keyText(byId.get(p.id)!), first: j === 0 || Boolean(p.starter) })),
  );
  const modified = source.variant === "modified";
  return {
    key,
    shown: all.filter((k) => !modified || k.first).map((k) => k.text),
    hidden: all.filter((k) => modified && !k.first).map((k) => k.text),
  };
}

const handouts = allHandoutMaterials(units);
const pick = (format: "docx" | "pdf", variant = "standard") =>
  handouts.find(
    (p) =>
      p.material.format === format && p.material.source.type === "handout" && p.material.source.variant === variant,
  )!;

describe("a handout's teacher key", () => {
  it("is the student document with each prompt's key under it, named a teacher key", () => {
    const placed = pick("pdf");
    const student = documentFor(placed);
    const teacher = teacherKeyDocument(placed);
    expect(teacher.title).toBe(`${student.title} (Teacher key)`);
    expect(teacher.eyebrow).toBe(`${student.eyebrow} · Teacher key`);
    expect(teacher.subtitle).toBe(student.subtitle);
    // Take the key notes away and the student document is left, block for block.
    const keys = teacher.blocks.filter((b) => b.type === "key");
    expect(teacher.blocks.filter((b) => b.type !== "key")).toEqual(student.blocks);
    const { shown } = keysShown(placed);
    expect(keys.slice(1).map((b) => b.type === "key" && b.text)).toEqual(shown);
    // Each key sits right under its prompt, before the answer space.
    teacher.blocks.forEach((block, i) => {
      if (block.type === "key" && i > 0) expect(teacher.blocks[i - 1]?.type).toBe("paragraph");
    });
  });

  for (const format of ["docx", "pdf"] as const) {
    it(`as a .${format} file holds "Teacher key" and every key, in the key colour; the student file holds none`, async () => {
      const placed = pick(format);
      const teacher = await renderDocument(teacherKeyDocument(placed), format);
      const student = await renderDocument(documentFor(placed), format);
      const key = await readBack(teacher, format);
      const plain = await readBack(student, format);
      expect(key.has("Teacher key")).toBe(true);
      expect(plain.has("Teacher key")).toBe(false);
      for (const text of keysShown(placed).shown) {
        expect(key.has(text), text).toBe(true);
        expect(plain.has(text), text).toBe(false);
      }
      // The key colour: a run colour in Word, a fill colour operator in the PDF.
      const inKeyColour = async (bytes: Uint8Array) =>
        format === "docx"
          ? (unzip(bytes).get("word/document.xml") ?? "").includes(`w:val="${keyColor.hex}"`)
          : (await pdfOperators(bytes)).includes(`${keyColor.rgb.join(" ")} rg`);
      expect(await inKeyColour(teacher)).toBe(true);
      expect(await inKeyColour(student)).toBe(false);
    });
  }

  it("the modified version keys the prompts it asks, the supported one all of them, step by step", () => {
    const modified = pick("pdf", "modified");
    const doc = teacherKeyDocument(modified);
    const { shown, hidden } = keysShown(modified);
    const texts = doc.blocks.flatMap((b) => (b.type === "key" ? [b.text] : []));
    expect(texts.slice(1)).toEqual(shown);
    for (const text of hidden) expect(texts).not.toContain(text);

    const supported = pick("pdf", "supported");
    const steps = teacherKeyDocument(supported).blocks;
    expect(
      steps
        .filter((b) => b.type === "key")
        .slice(1)
        .map((b) => b.type === "key" && b.text),
    ).toEqual(keysShown(supported).shown);
  });

  it("the same content gives the same bytes", async () => {
    const doc = teacherKeyDocument(pick("docx"));
    expect(Buffer.from(await renderDocx(doc)).equals(Buffer.from(await renderDocx(doc)))).toBe(true);
    expect(Buffer.from(await renderPdf(doc)).equals(Buffer.from(await renderPdf(doc)))).toBe(true);
  });

  it("a handout without a key to every prompt gets no teacher key: the build reports it at the key's path", async () => {
    const unit = structuredClone(getUnit(1)!);
    const lesson = unit.lessons.find((l) => l.number === 2)!;
    lesson.handout!.sections[0]!.prompts.push({ id: "u1-l2-q8", text: "A question added after the key was written." });
    // The listed PDF and the Word file generated beside it (formats.ts): neither gets a key.
    const handouts = [...unit.materials, ...unit.unlistedMaterials]
      .filter((m) => m.source.type === "handout" && m.source.lesson === lesson.number)
      .map((m) => m.path);
    expect(handouts.map((p) => p.slice(p.lastIndexOf(".") + 1)).sort()).toEqual(["docx", "pdf"]);
    const out = mkdtempSync(path.join(tmpdir(), "genehive-keys-broken-"));
    try {
      const { written, keys, failures } = await writeMaterials(out, [unit]);
      for (const handout of handouts) {
        expect(written).toContain(handout);
        expect(keys).not.toContain(teacherKeyPath(handout));
      }
      expect(failures).toEqual(
        handouts.map((handout) => ({
          path: teacherKeyPath(handout),
          error: expect.stringContaining("no key to prompt u1-l2-q8 of the handout of unit 1 lesson 2 (Lesson 2)"),
        })),
      );
      expect(missingTeacherKeys(out, [unit])).toEqual(handouts.map(teacherKeyPath));
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
    // The student handout itself needs no key.
    expect(() => handoutDocument({ unit, lesson }, "standard")).not.toThrow();
  });
});

/**
 * What a teacher key prints: each key with the prompt printed just above it (its text, numbered or cut to its
 * first sentence as the variant asks), as [prompt id, key text] pairs in the document's order.
 */
function printedPairs(doc: MaterialDocument, lesson: Lesson): [string, string][] {
  const prompts = lesson.handout!.sections.flatMap((s) => s.prompts);
  return doc.blocks.slice(1).flatMap((block, i): [string, string][] => {
    if (block.type !== "key") return [];
    // A question's frame ("Start with: ...") may stand between it and its key.
    const frame = (b: Block | undefined) => b?.type === "paragraph" && b.text.startsWith("Start with: ");
    const above = frame(doc.blocks[i]) ? doc.blocks[i - 1] : doc.blocks[i];
    if (above?.type !== "paragraph") throw new Error(`key "${block.text.slice(0, 30)}" is not under a prompt`);
    const asked = above.text.replace(/^\d+\. /, "");
    const prompt = prompts.find((p) => p.text === asked || firstSentence(p.text) === asked);
    if (!prompt) throw new Error(`"${asked.slice(0, 30)}" above a key is no prompt`);
    return [[prompt.id, block.text]];
  });
}

describe("a prompt inserted into a handout", () => {
  // A fixture copy of Unit 4 (Day 1 has standard, supported and modified handouts), with a prompt inserted first
  // in Day 1's handout and its key added last: every later prompt moves down one place, and its key must follow.
  const unit = structuredClone(getUnit(4)!);
  const day1 = unit.phases[0]!.lessons.find((l) => l.number === 1)!;
  const inserted = { id: "u4-d1-q12", text: "Name one way a prosthetic hand can sense how hard it grips." };
  day1.handout!.sections[0]!.prompts.unshift(inserted);
  const keys = structuredClone(handoutKeys());
  const dayKey = answerKeyFor(4, 1, 1, keys)!;
  dayKey.keys.push({
    prompt: inserted.id,
    answer: "Pressure sensors in the fingertips send a signal to the controller.",
  });
  const keyOf = new Map(dayKey.keys.map((k) => [k.prompt, keyText(k)]));
  const placedDay1 = allHandoutMaterials([unit]).filter(
    (p) => p.material.source.type === "handout" && p.material.source.lesson === 1 && p.phase?.number === 1,
  );

  it("leaves the content check clean once it has its key", () => {
    expect(answerKeyProblems([unit], keys)).toEqual([]);
    // Each version as a PDF and a Word file (formats.ts).
    expect(placedDay1.map((p) => p.material.source.type === "handout" && p.material.source.variant).sort()).toEqual([
      "modified",
      "modified",
      "standard",
      "standard",
      "supported",
      "supported",
    ]);
  });

  it("prints every key under its own prompt, in every variant", () => {
    for (const placed of placedDay1) {
      const pairs = printedPairs(teacherKeyDocument(placed, keys), day1);
      const source = placed.material.source;
      const shown =
        source.type === "handout" && source.variant === "modified"
          ? day1.handout!.sections.flatMap((s) => s.prompts.filter((p, j) => j === 0 || p.starter))
          : day1.handout!.sections.flatMap((s) => s.prompts);
      expect(pairs, placed.material.path).toEqual(shown.map((p) => [p.id, keyOf.get(p.id)]));
      expect(pairs[0]).toEqual([inserted.id, keyOf.get(inserted.id)]);
    }
  });

  it("in the file itself, each prompt's text is followed by its own key before the next prompt", async () => {
    const placed = placedDay1.find(
      (p) => p.material.source.type === "handout" && p.material.source.variant === "standard",
    )!;
    const { text } = await readBack(
      await renderDocument(teacherKeyDocument(placed, keys), placed.material.format),
      placed.material.format,
    );
    const spell = (s: string) => flat(placed.material.format === "docx" ? s : toWinAnsi(s, helvetica));
    let at = 0;
    for (const prompt of day1.handout!.sections.flatMap((s) => s.prompts)) {
      const asked = text.indexOf(spell(prompt.text), at);
      const answered = text.indexOf(spell(keyOf.get(prompt.id)!), asked);
      expect(asked, prompt.id).toBeGreaterThanOrEqual(at);
      expect(answered, prompt.id).toBeGreaterThan(asked);
      at = answered;
    }
  });
});

describe("a teacher key whose keys and prompts do not pair", () => {
  const unit1 = () => {
    const unit = structuredClone(getUnit(1)!);
    return { unit, lesson: unit.lessons.find((l) => l.number === 2)! };
  };
  /** The keys of Lesson 2's handout files: the listed PDF and the Word file beside it (formats.ts). */
  const keyPathsOf = (unit: Unit) =>
    [...unit.materials, ...unit.unlistedMaterials]
      .filter((m) => m.source.type === "handout" && m.source.lesson === 2)
      .map((m) => teacherKeyPath(m.path));
  const failuresFor = async (unit: Unit, keys: HandoutKey[]) => {
    const out = mkdtempSync(path.join(tmpdir(), "genehive-keys-pairing-"));
    try {
      return (await writeMaterials(out, [unit], keys)).failures;
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  };

  it("is not generated when a key names a prompt the handout does not have, nor when a prompt is keyed twice", async () => {
    const { unit } = unit1();
    const keys = structuredClone(handoutKeys());
    const key = answerKeyFor(1, undefined, 2, keys)!;
    key.keys.push({ prompt: "u1-l2-q9", answer: "An answer to a prompt that was deleted." });
    key.keys.push({ prompt: "u1-l2-q3", answer: "A second answer to the third prompt." });
    expect(await failuresFor(unit, keys)).toEqual(
      keyPathsOf(unit).map((path) => ({
        path,
        error: expect.stringMatching(
          /names prompt u1-l2-q3 more than once.*names prompt u1-l2-q9, which the handout does not have/,
        ),
      })),
    );
  });

  it("is not generated when two prompts of the handout share an id", async () => {
    const { unit, lesson } = unit1();
    lesson.handout!.sections[2]!.prompts[1]!.id = "u1-l2-q6";
    expect(await failuresFor(unit, handoutKeys())).toEqual(
      keyPathsOf(unit).map((path) => ({
        path,
        error: expect.stringContaining(
          "the handout of unit 1 lesson 2 (Lesson 2) gives the id u1-l2-q6 to more than one prompt",
        ),
      })),
    );
  });
});

describe("every handout's teacher key, as built", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "genehive-keys-"));
  let result: Awaited<ReturnType<typeof writeMaterials>>;
  beforeAll(async () => {
    result = await writeMaterials(dir, units);
  }, 120_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("is generated at its handout's address, in its format, for every handout file, outside the public materials", () => {
    expect(result.failures).toEqual([]);
    expect(result.keys).toEqual(handouts.map((p) => teacherKeyPath(p.material.path)));
    expect(missingTeacherKeys(dir, units)).toEqual([]);
    for (const { material } of handouts) {
      const key = teacherKeyPath(material.path);
      expect(path.dirname(key)).toBe(path.dirname(material.path));
      expect(existsSync(materialFile(dir, key)), key).toBe(false);
      const head = readFileSync(keyFile(dir, key)).subarray(0, 4).toString("latin1");
      expect(head.startsWith(material.format === "docx" ? "PK" : "%PDF"), key).toBe(true);
    }
  });

  it("reads back with 'Teacher key' and its keys, while the student file has none of them", async () => {
    for (const placed of handouts) {
      const { material } = placed;
      const key = await readBack(
        new Uint8Array(readFileSync(keyFile(dir, teacherKeyPath(material.path)))),
        material.format,
      );
      const student = await readBack(new Uint8Array(readFileSync(materialFile(dir, material.path))), material.format);
      expect(key.has(`${documentFor(placed).title} (Teacher key)`), material.path).toBe(true);
      expect(student.has("Teacher key"), material.path).toBe(false);
      const { shown, key: handoutKey } = keysShown(placed);
      for (const text of shown) expect(key.has(text), `${material.path}: ${text.slice(0, 40)}`).toBe(true);
      for (const prompt of handoutKey.keys)
        expect(student.has(keyText(prompt)), `${material.path}: ${keyText(prompt).slice(0, 40)}`).toBe(false);
    }
  });

  it("a PDF key keeps the student layout: as many pages or more, never fewer", async () => {
    for (const { material } of handouts.filter((p) => p.material.format === "pdf")) {
      const key = await pdfText(new Uint8Array(readFileSync(keyFile(dir, teacherKeyPath(material.path)))));
      const student = await pdfText(new Uint8Array(readFileSync(materialFile(dir, material.path))));
      expect(key.pages, material.path).toBeGreaterThanOrEqual(student.pages);
    }
  });
});

describe("keys stay out of the pages", () => {
  it("the build's check finds a key's text in built browser code or pages, and nothing in clean files", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "genehive-client-"));
    try {
      mkdirSync(path.join(dir, "assets"));
      const page = path.join(dir, "unit", "2.data");
      mkdirSync(path.dirname(page));
      writeFileSync(page, JSON.stringify(getUnit(2)));
      writeFileSync(path.join(dir, "assets", "app.js"), 'export const x = "Unit 2";');
      expect(filesHoldingKeys(dir, handoutKeys())).toEqual([]);
      const leaked = keyText(handoutKeys()[3]!.keys[4]!);
      writeFileSync(path.join(dir, "assets", "chunk.js"), `const k=${JSON.stringify({ notes: leaked })};`);
      expect(filesHoldingKeys(dir, handoutKeys())).toEqual([
        { file: path.join(dir, "assets", "chunk.js"), key: expect.stringMatching(/^.{30,60}$/) },
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
