import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { strFromU8, unzipSync } from "fflate";
import { afterAll, describe, expect, it } from "vitest";
import { allMaterials, findLesson, lessonLabel, units } from "#app/content/curriculum/index.ts";
import { renderDocx } from "./docx.ts";
import { handoutDocument } from "./handout.ts";
import type { LessonPlace } from "./lesson-plan.ts";
import { renderPdf } from "./pdf.ts";

const dir = mkdtempSync(path.join(tmpdir(), "genehive-handouts-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Each page's text, as poppler reads the PDF. */
function pagesOf(pdf: Uint8Array): string[] {
  const file = path.join(dir, `h-${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, pdf);
  return execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" }).split("\f").slice(0, -1);
}

const docxXml = async (place: LessonPlace) =>
  strFromU8(unzipSync(await renderDocx(handoutDocument(place, "standard")))["word/document.xml"]!);

/** Every lesson with a handout, where it sits. */
const handoutPlaces: LessonPlace[] = units.flatMap((unit) => [
  ...unit.lessons.filter((l) => l.handout).map((lesson) => ({ unit, lesson })),
  ...unit.phases.flatMap((phase) => phase.lessons.filter((l) => l.handout).map((lesson) => ({ unit, phase, lesson }))),
]);

const place = (unit: number, title: RegExp) => {
  const found = handoutPlaces.find((p) => p.unit.number === unit && title.test(p.lesson.handout!.title));
  if (!found) throw new Error(`no handout ${title} in unit ${unit}`);
  return found;
};

describe("handouts shaped for their activity", () => {
  it("the reaction-time lab has its conversion chart and a data table to fill, in both formats", async () => {
    const lab = place(4, /Reaction-Time Lab/);
    const text = pagesOf(await renderPdf(handoutDocument(lab, "standard"))).join("\n");
    expect(text).toContain("Chart: ruler distance to reaction time");
    expect(text).toMatch(/Condition\s+Trial 1\s+Trial 2/);
    expect(text).toContain("Mean time");
    const xml = await docxXml(lab);
    expect(xml.match(/<w:tbl>/g)?.length).toBeGreaterThanOrEqual(3); // chart, data table, drawing box
    expect(xml).toContain("Mean time (s)");
  });

  it("the PSA storyboard gives eight frames, each with a caption line", async () => {
    const storyboard = place(2, /PSA Storyboard/);
    const text = pagesOf(await renderPdf(handoutDocument(storyboard, "standard"))).join("\n");
    for (let n = 1; n <= 8; n++) expect(text).toContain(`Frame ${n}`);
    expect(text.match(/Caption:/g)?.length).toBe(8);
    expect((await docxXml(storyboard)).match(/Caption:/g)?.length).toBe(8);
  });

  it("a graphing task gets a grid with its axes named, in the supported version too", async () => {
    const glucose = place(5, /Blood Glucose/);
    for (const variant of ["standard", "supported"] as const) {
      const text = pagesOf(await renderPdf(handoutDocument(glucose, variant))).join("\n");
      expect(text, variant).toContain("y-axis: Blood glucose (mg/dL)");
      expect(text, variant).toContain("x-axis: Time after the glucose drink (minutes)");
    }
  });

  it("no handout leaves one question alone on its last page", async () => {
    const lonely: string[] = [];
    for (const handout of handoutPlaces) {
      const pages = pagesOf(await renderPdf(handoutDocument(handout, "standard")));
      const questionsOn = (page: string) => page.match(/^\s*\d+\. /gm)?.length ?? 0;
      const last = pages.at(-1) ?? "";
      if (pages.length > 1 && questionsOn(last) === 1) {
        lonely.push(`Unit ${handout.unit.number} ${lessonLabel(handout.lesson)} (${pages.length} pages)`);
      }
    }
    expect(lonely).toEqual([]);
  }, 120_000);
});

describe("the listed handout files", () => {
  it("every one is generated from a lesson that has a handout", () => {
    for (const { unit, phase, material } of allMaterials()) {
      if (material.source.type !== "handout") continue;
      expect(findLesson(unit, phase, material.source)?.lesson.handout, material.path).toBeTruthy();
    }
  });
});
