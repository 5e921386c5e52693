import { readFileSync } from "node:fs";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { getPhase, getUnit } from "#app/content/curriculum/index.ts";
import type { Material, Unit } from "#app/content/curriculum/schema.ts";
import { expectNoAxeViolations, gotoInTheme } from "./support/axe.ts";

// The curriculum's fixed addresses, written out so the test does not trust the content to list its own pages.
const phaseCounts: Record<number, number> = { 2: 5, 3: 6, 4: 1, 5: 5 };
const unitPages = [1, 2, 3, 4, 5, 6].map((n) => ({ path: `/unit/${n}`, unit: n }));
const phasePages = Object.entries(phaseCounts).flatMap(([unit, count]) =>
  Array.from({ length: count }, (_, i) => ({ path: `/unit/${unit}/phase/${i + 1}`, unit: Number(unit), phase: i + 1 })),
);
const backLinks: Record<number, string> = { 1: "/pbl-course", 2: "/courses", 3: "/", 4: "/courses", 5: "/", 6: "/" };

function unitOf(n: number): Unit {
  const unit = getUnit(n);
  if (!unit) throw new Error(`unit ${n} is missing from the content`);
  return unit;
}

/** Every /materials download link on the page answers 200 as an attachment with the bytes of its format. */
async function expectDownloadsWork(page: Page, request: APIRequestContext) {
  const hrefs = await page
    .locator('a[download][href^="/materials/"]')
    .evaluateAll((links) => [...new Set(links.map((a) => a.getAttribute("href") ?? ""))]);
  for (const href of hrefs) {
    const response = await request.get(href);
    expect(response.status(), href).toBe(200);
    const name = href.split("/").pop();
    expect(response.headers()["content-disposition"], href).toMatch(
      new RegExp(`^attachment; filename="?${name?.replace(/\./g, "\\.")}"?$`),
    );
    const head = (await response.body()).subarray(0, 4).toString("latin1");
    if (href.endsWith(".docx")) expect(head.slice(0, 2), href).toBe("PK");
    else expect(head, href).toBe("%PDF");
  }
  return hrefs;
}

async function expectDownloadList(page: Page, materials: Material[]) {
  const links = page.locator("#downloads a[download]");
  await expect(links).toHaveCount(materials.length);
  for (const [i, m] of materials.entries()) {
    const link = links.nth(i);
    await expect(link).toHaveAttribute("href", m.path);
    await expect(link).toContainText(m.title);
  }
}

for (const { path, unit: n } of unitPages) {
  test(`${path}: title, back link, sections, phases and downloads`, async ({ page, request }) => {
    const unit = unitOf(n);
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(unit.title);
    await expect(page.getByRole("link", { name: unit.backLink.label, exact: true })).toHaveAttribute(
      "href",
      backLinks[n]!,
    );
    await expect(page.getByText(unit.drivingQuestion, { exact: true })).toBeVisible();

    // In-page navigation: one button per section, each pointing at a section that exists.
    const nav = page.getByRole("navigation", { name: "On this page" });
    const targets = await nav.getByRole("link").evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    expect(targets.length).toBeGreaterThanOrEqual(8);
    for (const target of targets) await expect(page.locator(`section${target}`)).toHaveCount(1);
    await nav.getByRole("link", { name: "Standards Alignment" }).click();
    await expect(page).toHaveURL(new RegExp(`${path}#standards$`));
    await expect(page.locator("#standards")).toBeInViewport();

    for (const phase of unit.phases) {
      await expect(page.locator(`#phases a[href="/unit/${n}/phase/${phase.number}"]`)).toHaveText(phase.title);
    }
    for (const lesson of unit.lessons)
      await expect(page.locator(`#lesson-${lesson.number} h3`)).toHaveText(lesson.title);

    await expectDownloadList(page, unit.materials);
    const hrefs = await expectDownloadsWork(page, request);
    for (const lesson of unit.lessons.filter((l) => l.file)) expect(hrefs).toContain(lesson.file);

    if (unit.completePlanPath) {
      const complete = page.getByRole("link", { name: "Download Complete Unit Plan" });
      await expect(complete).toHaveAttribute("href", unit.completePlanPath);
      expect(hrefs).toContain(unit.completePlanPath);
    }
    await expect(page.locator(`#assistant[data-unit="${n}"]`)).toHaveCount(1);
  });
}

for (const n of [2, 3, 4, 6]) {
  test(`/unit/${n}: 'Download Unit Plan' saves the text plan built in the browser`, async ({ page }) => {
    const unit = unitOf(n);
    await page.goto(`/unit/${n}`);
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Download Unit Plan" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(unit.textPlanFileName);
    const text = readFileSync(await download.path(), "utf8");
    expect(text.startsWith(`Unit ${n}: ${unit.title}`)).toBe(true);
    for (const part of [
      unit.drivingQuestion,
      unit.realWorldChallenge,
      "Core Concepts",
      "Project Ideas",
      "Key Topics",
    ]) {
      expect(text).toContain(part);
    }
    for (const topic of unit.keyTopics) expect(text).toContain(`- ${topic}`);
    for (const idea of unit.projectIdeas) expect(text).toContain(idea.title);
  });
}

test("the text-plan file names are the fixed ones", () => {
  expect([3, 4, 6].map((n) => unitOf(n).textPlanFileName)).toEqual([
    "Unit3_Environmental_Engineers.txt",
    "Unit4_NeuroNature.txt",
    "Unit6_Cancer_Community.txt",
  ]);
});

for (const { path, unit: n, phase: p } of phasePages) {
  test(`${path}: title, back link, resource map and downloads`, async ({ page, request }) => {
    const unit = unitOf(n);
    const phase = getPhase(unit, p);
    if (!phase) throw new Error(`${path} is missing from the content`);
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(phase.title);
    await expect(page.getByRole("link", { name: `Back to Unit ${n}`, exact: true })).toHaveAttribute(
      "href",
      `/unit/${n}`,
    );
    await expect(page.getByText(phase.range, { exact: false }).first()).toBeVisible();
    if (phase.rangeNote) await expect(page.getByText(phase.rangeNote)).toBeVisible();
    for (const badge of phase.badges) await expect(page.getByText(badge, { exact: true }).first()).toBeVisible();

    if (phase.resourceMap.length) {
      const table = page.getByRole("table");
      await expect(table.locator("caption")).toHaveText(`Resource map for Phase ${p}: ${phase.title}`);
      await expect(table.locator("tbody tr")).toHaveCount(phase.resourceMap.length);
      await expect(table.locator('thead th[scope="col"]')).toHaveCount(8);
      await expect(table.locator('tbody th[scope="row"]')).toHaveCount(phase.resourceMap.length);
      const region = page.getByRole("region", { name: `Resource map for Phase ${p}: ${phase.title}` });
      await expect(region).toHaveAttribute("tabindex", "0");
      const first = phase.resourceMap[0]!;
      const video = table.getByRole("link", { name: first.video.title }).first();
      await expect(video).toHaveAttribute("href", first.video.url);
      await expect(video).toHaveAttribute("target", "_blank");
      await expect(video).toHaveAttribute("rel", "noopener noreferrer");
    }
    const downloads = page.locator("#downloads");
    for (const day of phase.textOnlyDays) await expect(downloads.getByText(`${day.when}: ${day.title}`)).toBeVisible();

    await expectDownloadList(page, phase.materials);
    await expectDownloadsWork(page, request);
  });
}

for (const path of ["/unit/7", "/unit/2/phase/9", "/unit/abc", "/unit/1/phase/1", "/unit/02"]) {
  test(`${path} is the 404 page with status 404`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
  });
}

test.describe("curriculum search and standards without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the search form finds lessons by a standard code and links to them", async ({ page }) => {
    await page.goto("/curriculum/search");
    const unit = unitOf(2);
    const lesson = [...unit.lessons, ...unit.phases.flatMap((ph) => ph.lessons)].find((l) => l.standards.ngss.length);
    const code = lesson?.standards.ngss[0] ?? unit.standards.ngss[0]!.code;
    await page.getByLabel("Search terms").fill(code);
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(`/curriculum/search?q=${encodeURIComponent(code)}`);
    await expect(page.getByRole("heading", { level: 2 })).toContainText(`for “${code}”`);
    const first = page.locator("ol > li h3 a").first();
    await expect(first).toHaveText(code);
    await first.click();
    await expect(page).toHaveURL(/\/curriculum\/standards#std-/);
  });

  test("a search for a phase title leads to the phase page", async ({ page }) => {
    const phase = getPhase(unitOf(2), 4)!;
    await page.goto(`/curriculum/search?q=${encodeURIComponent(phase.title)}`);
    await page.getByRole("link", { name: `Phase 4: ${phase.title}` }).click();
    await expect(page).toHaveURL("/unit/2/phase/4");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(phase.title);
  });

  test("the standards index lists each unit's codes with links to where they are addressed", async ({ page }) => {
    await page.goto("/curriculum/standards");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Standards Index");
    for (const n of [1, 2, 3, 4, 5, 6]) {
      for (const s of unitOf(n).standards.ngss) {
        const entry = page.locator(`#std-${s.code.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`);
        await expect(entry).toContainText(s.code);
        await expect(entry.locator(`a[href="/unit/${n}#standards"]`)).toHaveCount(1);
      }
    }
  });
});

for (const path of [...unitPages, ...phasePages]
  .map((p) => p.path)
  .concat(["/curriculum/search?q=cell", "/curriculum/standards"])) {
  test(`${path} has no accessibility violations in light and dark`, async ({ page }) => {
    // Two full axe runs on a long page: more than the default budget on a busy machine.
    test.setTimeout(90_000);
    await gotoInTheme(page, path, "light");
    await expectNoAxeViolations(page);
    await gotoInTheme(page, path, "dark");
    await expectNoAxeViolations(page);
  });
}
