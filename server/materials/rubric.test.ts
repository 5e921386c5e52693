import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getUnit, units } from "#app/content/curriculum/index.ts";
import { rubricLinks, rubrics } from "#app/content/curriculum/rubrics/index.ts";
import { docxText, pdfText } from "#tests/support/read-back.ts";
import { renderDocx } from "./docx.ts";
import { renderPdf } from "./pdf.ts";
import { rubricDocument, scoringSheetDocument, writeRubrics } from "./rubric.ts";

const flat = (s: string) => s.replace(/\s+/g, " ").trim();
const rubric = rubrics().find((r) => r.unit === 5)!;
const unit = getUnit(5)!;

describe("a described rubric's documents", () => {
  it("the student rubric describes every criterion at all four levels and has a self-check row per criterion", () => {
    const doc = rubricDocument(unit, rubric, "Lesson 5");
    const tables = doc.blocks.filter((b) => b.type === "table");
    expect(tables[0]!.header).toEqual(["Criterion", "4 Advanced", "3 Proficient", "2 Developing", "1 Beginning"]);
    expect(tables[0]!.rows).toEqual(rubric.criteria.map((c) => [c.name, ...c.levels]));
    expect(tables[1]!.rows.map((r) => r[0])).toEqual(rubric.criteria.map((c) => c.name));
  });

  it("the scoring sheet has a score per criterion and the total out of four per criterion", () => {
    const doc = scoringSheetDocument(unit, rubric, "Lesson 5");
    const sheet = doc.blocks.find((b) => b.type === "table")!;
    expect(sheet.rows.map((r) => r[0])).toEqual([...rubric.criteria.map((c) => c.name), "Total"]);
    expect(sheet.rows.at(-1)![1]).toBe(`____ / ${4 * rubric.criteria.length}`);
  });

  it("titles every rubric and scoring sheet with one colon at most (Unit 5 Day 22 printed two)", () => {
    const titles = rubrics().flatMap((r) => {
      const u = getUnit(r.unit)!;
      return [rubricDocument(u, r, "Day 1").title, scoringSheetDocument(u, r, "Day 1").title];
    });
    expect(titles).toContain("Checkpoint 4: Solution pitch - Rubric");
    expect(titles).toContain("Checkpoint 4: Solution pitch - Scoring Sheet");
    expect(titles.filter((t) => t.split(":").length > 2)).toEqual([]);
  });

  for (const format of ["pdf", "docx"] as const) {
    it(`reads back from its .${format} file with every level description`, async () => {
      const bytes = await (format === "pdf" ? renderPdf : renderDocx)(rubricDocument(unit, rubric, "Lesson 5"));
      const text = flat(format === "pdf" ? (await pdfText(bytes)).text : docxText(bytes));
      // Table cells wrap in the PDF, so each description is looked for by its words in order.
      for (const c of rubric.criteria)
        for (const level of c.levels) expect(text.replace(/\s/g, "")).toContain(level.replace(/\s/g, ""));
    });
  }
});

describe("the rubric files", () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), "rubrics-"));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("are written for every rubric at the paths the unit pages link", async () => {
    const { written, failures } = await writeRubrics(dir, units);
    expect(failures).toEqual([]);
    const linked = units.flatMap((u) => rubricLinks(units, u.number).map((l) => l.path));
    expect(written.sort()).toEqual(linked.sort());
  });
});
