import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { curriculumPaths } from "#app/content/curriculum/index.ts";

// A teacher prints a unit or phase page: the paper copy must hold everything the page shows and what it
// hides behind "Key understandings, activities and materials", with no resource-map column cut off.
// Checked on the PDF Chromium prints, read back with pdftotext (Debian's poppler-utils).

const squash = (text: string) => text.replace(/\s+/g, "").replace(/ﬁ/g, "fi").replace(/ﬂ/g, "fl");

async function printedText(page: Page): Promise<string> {
  const dir = mkdtempSync(path.join(tmpdir(), "genehive-print-"));
  try {
    const pdf = path.join(dir, "page.pdf");
    writeFileSync(pdf, await page.pdf({ format: "Letter", printBackground: false }));
    // -raw: the text in the order Chromium drew it, so a table cell's lines stay together.
    return execFileSync("pdftotext", ["-raw", "-enc", "UTF-8", pdf, "-"], { encoding: "utf8" });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

for (const url of curriculumPaths()) {
  test(`${url} prints every section, every resource-map cell and the collapsed lesson details`, async ({ page }) => {
    test.setTimeout(60_000);
    await page.goto(url);
    await page.emulateMedia({ media: "print" });
    const headings = await page
      .getByRole("main")
      .locator("h2")
      .evaluateAll((all) => all.filter((h) => !h.closest("[data-no-print]")).map((h) => (h as HTMLElement).innerText));
    // What each cell shows (its screen-reader-only hints, such as "opens in a new tab", are not printed).
    const cells = await page
      .locator("#resource-map")
      .locator("th, td")
      .evaluateAll((all) =>
        all.map((cell) => {
          const copy = cell.cloneNode(true) as HTMLElement;
          for (const hint of copy.querySelectorAll(".sr-only")) hint.remove();
          return copy.textContent ?? "";
        }),
      );
    // The text inside collapsed <details>, which the screen does not show until opened.
    const hidden = await page
      .locator("details")
      .evaluateAll((all) =>
        all.flatMap((d) => [...d.querySelectorAll("li")].map((li) => li.textContent ?? "")).filter(Boolean),
      );
    const text = squash(await printedText(page));
    for (const heading of headings) expect(text, `heading "${heading}"`).toContain(squash(heading));
    for (const cell of cells) expect(text, `resource-map cell "${cell}"`).toContain(squash(cell));
    for (const item of hidden) expect(text, `collapsed detail "${item}"`).toContain(squash(item));
    // What only the screen needs stays off paper.
    expect(text).not.toContain(squash("Skip to main content"));
    expect(text).not.toContain(squash("On this page"));
    console.log(
      `print: ${url}: ${headings.length} headings, ${cells.length} resource-map cells, ${hidden.length} collapsed items`,
    );
  });
}

test("materials print with their full address", async ({ page }) => {
  await page.goto("/unit/2/phase/1");
  await page.emulateMedia({ media: "print" });
  const href = await page.locator("[data-materials] a[download]").first().getAttribute("href");
  const text = squash(await printedText(page));
  expect(text).toMatch(new RegExp(`https?://[^()]+${href!.replace(/[.]/g, "\\.")}`));
});
