import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { curriculumPaths, phasePath, units } from "#app/content/curriculum/index.ts";

// A teacher prints a unit or phase page: the paper copy must hold everything the page shows and what it
// hides behind "Key understandings, activities and materials", with no resource-map column cut off.
// Checked on the PDF Chromium prints, read back with pdftotext (Debian's poppler-utils).

// Lower-cased, as the paper prints some labels (the resource map's column names) in capitals.
const squash = (text: string) => text.replace(/\s+/g, "").replace(/ﬁ/g, "fi").replace(/ﬂ/g, "fl").toLowerCase();

async function printed(page: Page): Promise<{ text: string; pages: number }> {
  const dir = mkdtempSync(path.join(tmpdir(), "genehive-print-"));
  try {
    const pdf = path.join(dir, "page.pdf");
    writeFileSync(pdf, await page.pdf({ format: "Letter", printBackground: false }));
    // -raw: the text in the order Chromium drew it, so a table cell's lines stay together.
    const text = execFileSync("pdftotext", ["-raw", "-enc", "UTF-8", pdf, "-"], { encoding: "utf8" });
    const info = execFileSync("pdfinfo", [pdf], { encoding: "utf8" });
    return { text, pages: Number(/^Pages:\s+(\d+)/m.exec(info)?.[1]) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function printedText(page: Page): Promise<string> {
  return (await printed(page)).text;
}

/**
 * Letter pages a phase page may print to. A phase of six to eight days printed to 9-16 pages with its resource map
 * in eight slivers of columns (18 in the report that asked for this); with each day's row as a block it takes 7-11.
 */
const phasePageBudget = 12;

// Lower-cased: CSS prints some labels in capitals.
const words = (text: string) =>
  text
    .normalize("NFKC")
    .toLowerCase()
    .match(/[\p{L}\p{N}]+/gu) ?? [];

function tally(list: string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const w of list) counts.set(w, (counts.get(w) ?? 0) + 1);
  return counts;
}

for (const unit of units) {
  for (const phase of unit.phases) {
    const url = phasePath(unit.number, phase.number);
    test(`${url} prints within ${phasePageBudget} Letter pages with no word of its resource map split across lines`, async ({
      page,
    }) => {
      test.setTimeout(60_000);
      await page.goto(url);
      await page.emulateMedia({ media: "print" });
      // The words the paper should show (every visible text but screen-reader hints) and those of the resource
      // map, text node by text node (a cell's chips touch in textContent); and every address printed after a link.
      const shown = await page.evaluate(() => {
        const texts = (root: Element) => {
          const found: string[] = [];
          const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const parent = node.parentElement;
            if (parent?.checkVisibility() && !parent.closest(".sr-only")) found.push(node.textContent ?? "");
          }
          return found.join(" ");
        };
        return {
          page: texts(document.body),
          map: [...document.querySelectorAll("#resource-map td")].map(texts).join(" "),
          addresses: [...document.querySelectorAll("a[href^='http'], a[data-print-url]")].map(
            (a) => a.getAttribute("data-print-url") ?? a.getAttribute("href") ?? "",
          ),
        };
      });
      const { text, pages } = await printed(page);
      // An address, and only an address, may break anywhere: it is taken out before the words are counted.
      let prose = text.normalize("NFKC");
      for (const address of [...new Set(shown.addresses)].sort((a, b) => b.length - a.length)) {
        const broken = [...address].map((c) => c.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("\\s*");
        prose = prose.replace(new RegExp(broken, "g"), " ");
      }
      // A word split over two lines prints as two fragments: the paper then has it fewer times than the page.
      const onPaper = tally(words(prose));
      const onPage = tally(words(shown.page));
      const split = [...new Set(words(shown.map))].filter((word) => (onPaper.get(word) ?? 0) < (onPage.get(word) ?? 0));
      expect(split, "resource-map words split across lines").toEqual([]);
      expect(pages, "printed Letter pages").toBeLessThanOrEqual(phasePageBudget);
      console.log(`print: ${url}: ${pages} pages`);
    });
  }
}

test("buttons stay off paper and a download styled as a button prints in ink", async ({ page }) => {
  await page.goto("/unit/2/phase/2");
  await page.emulateMedia({ media: "print" });
  await expect(page.locator("button:visible")).toHaveCount(0);
  const downloadAll = page.locator("a[data-print-url][href$='-all-materials.zip']");
  await expect(downloadAll).toBeVisible();
  // Read at once: nothing eases from its screen colour on paper (a transition caught half-way printed, and once
  // failed this test, as a green at 0.00000003 opacity).
  const look = await downloadAll.evaluate((a) => {
    const style = getComputedStyle(a);
    return { color: style.color, background: style.backgroundColor, transition: style.transitionProperty };
  });
  expect(look).toEqual({ color: "rgb(0, 0, 0)", background: "rgba(0, 0, 0, 0)", transition: "none" });
});

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
    // The text inside collapsed <details>, which the screen does not show until opened (but not inside a part
    // the page keeps off paper, such as a phase page's project-work cards, which print as a list of titles).
    const hidden = await page.locator("details").evaluateAll((all) =>
      all
        .filter((d) => !d.closest("[data-no-print]"))
        .flatMap((d) => [...d.querySelectorAll("li")].map((li) => li.textContent ?? ""))
        .filter(Boolean),
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
  expect(text).toMatch(new RegExp(`https?://[^()]+${href!.replace(/[.]/g, "\\.")}`, "i"));
});
