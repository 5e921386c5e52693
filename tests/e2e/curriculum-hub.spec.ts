import { expect, test } from "@playwright/test";
import { strFromU8, unzipSync } from "fflate";
import { standardsGrid } from "#app/content/curriculum/hub.ts";
import { units } from "#app/content/curriculum/index.ts";
import { expectNoAxeViolations, gotoInTheme, testAxeInBothThemes } from "./support/axe.ts";

// A teacher finding the curriculum: from any page to /curriculum, then a unit, a phase and the files.

for (const width of [1280, 375, 320]) {
  test(`the top navigation leads to the curriculum hub at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto("/impact");
    const link = page.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: "Curriculum" });
    await expect(link).toBeInViewport();
    await link.click();
    await expect(page).toHaveURL(/\/curriculum$/);
    await expect(page.getByRole("heading", { level: 1, name: "Curriculum" })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  });
}

test("/curriculum: six units with course, grades, length and driving question; pacing; standards grid", async ({
  page,
}) => {
  await page.goto("/curriculum");
  // Prerendered and interactive without React: links and a GET form.
  expect(await page.locator('script[type="module"]').count()).toBe(0);
  const cards = page.locator("#units").getByRole("listitem");
  await expect(cards).toHaveCount(6);
  await expect(cards.nth(1)).toContainText("Community Immunity");
  await expect(cards.nth(1)).toContainText("High school (grades 9-12)");
  await expect(cards.nth(1)).toContainText("32 days in 5 phases");
  await expect(cards.nth(1)).toContainText("immune system");

  const unit2Pacing = page.locator("#pacing section", { hasText: "Unit 2: Community Immunity" });
  await expect(unit2Pacing.getByRole("link")).toHaveCount(1 + 5);
  await expect(unit2Pacing.getByRole("link", { name: /Phase 4\s*Days 23-28/ })).toHaveAttribute(
    "href",
    "/unit/2/phase/4",
  );

  const grid = page.getByRole("table", { name: "NGSS performance expectations by unit" });
  // Every row as the content has it, and one fact pinned: Unit 2 (immunity) addresses HS-LS1-2.
  for (const expected of standardsGrid(units).filter((r) => r.framework === "NGSS")) {
    const cells = grid.getByRole("row", { name: new RegExp(`^${expected.code}\\b`) }).getByRole("cell");
    await expect(cells).toHaveText(expected.units.map((covered) => (covered ? "Addressed" : "Not addressed")));
  }
  const row = grid.getByRole("row", { name: /^HS-LS1-2\b/ });
  await expect(row.getByRole("cell").nth(1)).toHaveText("Addressed");
  await row.getByRole("link", { name: "HS-LS1-2" }).click();
  await expect(page).toHaveURL(/\/curriculum\/standards#std-hs-ls1-2$/);
});

test("search from the hub keeps its filters in the address", async ({ page }) => {
  await page.goto("/curriculum");
  await page.getByLabel("Search terms").fill("immune");
  await page.getByLabel("Unit", { exact: true }).selectOption("2");
  await page.getByLabel("Show").selectOption("handout");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/\/curriculum\/search\?q=immune&unit=2&kind=handout$/);
  await expect(page.getByLabel("Unit", { exact: true })).toHaveValue("2");
  await expect(page.getByLabel("Show")).toHaveValue("handout");
  const results = page.getByRole("main").getByRole("listitem");
  expect(await results.count()).toBeGreaterThan(0);
  for (const text of await results.locator("p").first().allInnerTexts()) expect(text).toMatch(/^HANDOUT · UNIT 2/i);
});

test("a phase page: breadcrumbs, where am I in the unit, previous and next phase", async ({ page }) => {
  await page.goto("/unit/2/phase/3");
  const trail = page.getByRole("navigation", { name: "Breadcrumb" });
  await expect(trail.getByRole("link")).toHaveText(["Curriculum", "Unit 2"]);
  await expect(trail.locator('[aria-current="page"]')).toHaveText("Phase 3");

  const inUnit = page.getByRole("navigation", { name: "In this unit" });
  await expect(inUnit.getByRole("link")).toHaveCount(5);
  await expect(inUnit.locator('[aria-current="page"]')).toContainText("Phase 3: Epidemiology");

  const pager = page.getByRole("navigation", { name: "Previous and next phase" });
  await pager.getByRole("link", { name: /Next phase/ }).click();
  await expect(page).toHaveURL(/\/unit\/2\/phase\/4$/);
  await page
    .getByRole("navigation", { name: "Previous and next phase" })
    .getByRole("link", { name: /Previous phase/ })
    .click();
  await expect(page).toHaveURL(/\/unit\/2\/phase\/3$/);
  await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Curriculum" }).click();
  await expect(page).toHaveURL(/\/curriculum$/);
});

test("the last phase has no next link; a unit page is under Curriculum in the trail", async ({ page }) => {
  await page.goto("/unit/2/phase/5");
  const pager = page.getByRole("navigation", { name: "Previous and next phase" });
  await expect(pager.getByRole("link")).toHaveCount(1);
  await page.goto("/unit/6");
  const trail = page.getByRole("navigation", { name: "Breadcrumb" });
  await expect(trail.getByRole("link")).toHaveText(["Curriculum"]);
  await expect(trail.locator('[aria-current="page"]')).toHaveText("Unit 6");
});

test("download all: the phase and unit zips hold every file listed on the page, with a README by day", async ({
  page,
  request,
}) => {
  await page.goto("/unit/2/phase/1");
  const listed = await page
    .locator("[data-materials] a[download]")
    .evaluateAll((links) => links.map((a) => (a.getAttribute("href") ?? "").split("/").pop()));
  const zipHref = await page.getByRole("link", { name: "Download all (.zip)" }).getAttribute("href");
  const response = await request.get(zipHref!);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-disposition"]).toContain("attachment");
  const files = unzipSync(new Uint8Array(await response.body()));
  const names = Object.keys(files).map((n) => n.split("/").pop());
  for (const name of listed) expect(names).toContain(name);
  const readme = strFromU8(Object.entries(files).find(([n]) => n.endsWith("README.txt"))![1]);
  expect(readme).toContain("Day 1");

  await page.goto("/unit/3");
  const unitZip = await request.get(
    (await page.getByRole("link", { name: "Download all (.zip)" }).getAttribute("href"))!,
  );
  expect(Object.keys(unzipSync(new Uint8Array(await unitZip.body()))).length).toBeGreaterThan(6);
  const plan = await request.get((await page.getByRole("link", { name: "Unit plan (Word)" }).getAttribute("href"))!);
  expect(plan.status()).toBe(200);
  expect((await plan.body()).subarray(0, 2).toString("latin1")).toBe("PK");
});

testAxeInBothThemes("/curriculum");

test("/curriculum/search with filters has no accessibility violations in light and dark", async ({ page }) => {
  for (const theme of ["light", "dark"] as const) {
    await gotoInTheme(page, "/curriculum/search?q=cell&unit=3&kind=lesson", theme);
    await expectNoAxeViolations(page);
  }
});
