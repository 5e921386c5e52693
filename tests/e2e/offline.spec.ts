import { expect, test } from "@playwright/test";
import { expectNoAxeViolations, gotoInTheme } from "./support/axe.ts";

// A teacher saves Unit 2 at school, then opens it where there is no connection.
test.use({ serviceWorkers: "allow" });

test("a saved unit works offline: its pages, a lesson plan and the phase zip; the community says it is offline", async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await page.goto("/unit/2");
  const save = page.getByRole("button", { name: "Save this unit for offline" });
  await save.click();
  await expect(page.getByRole("status").filter({ hasText: /Saved for offline use \(\d+(\.\d)? (KB|MB)/ })).toBeVisible({
    timeout: 90_000,
  });
  await expect(page.getByRole("button", { name: "Remove offline copy" })).toBeVisible();

  await context.setOffline(true);
  await page.goto("/unit/2");
  await expect(page.getByRole("heading", { level: 1, name: "Community Immunity" })).toBeVisible();
  // The page's styles came from the cache too.
  expect(await page.evaluate(() => getComputedStyle(document.body).display)).toBe("flex");

  // The assistant needs the network, and says so (its island loads from the saved scripts).
  await expect(page.locator("[data-assistant][data-ready]")).toHaveCount(1);
  await page.getByRole("button", { name: "Ask the unit assistant" }).click();
  const question = page.getByRole("textbox", { name: "Your question" });
  await question.fill("What do students do on Day 1?");
  await question.press("Enter");
  await expect(page.getByText("The unit assistant needs an internet connection.")).toBeVisible();

  await page.goto("/unit/2/phase/1");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Immune System Foundations");
  const plan = page.locator("[data-materials] a[download]").first();
  const [download] = await Promise.all([page.waitForEvent("download"), plan.click()]);
  expect(await download.failure()).toBeNull();
  expect(download.suggestedFilename()).toMatch(/\.docx$/);

  const [zip] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Download all (.zip)" }).click(),
  ]);
  expect(await zip.failure()).toBeNull();
  expect(zip.suggestedFilename()).toBe("unit2-phase1-all-materials.zip");

  await page.goto("/community/forum");
  await expect(page.getByRole("heading", { level: 1, name: "You are offline" })).toBeVisible();
  await expect(
    page.getByText("The community forum, member pages and the unit assistant need a connection."),
  ).toBeVisible();

  await page.goto("/curriculum");
  const saved = page.locator("[data-offline-list]");
  await expect(saved.getByRole("link", { name: "Unit 2" })).toBeVisible();
  await expect(saved).toContainText(/\d+(\.\d)? (KB|MB)/);

  await context.setOffline(false);
  await saved.getByRole("button", { name: "Remove offline copy" }).click();
  await expect(saved).toContainText("No units saved yet");
});

test("the site is an installable web app: manifest with icons and theme colours for light and dark", async ({
  page,
  request,
}) => {
  await page.goto("/curriculum");
  const href = await page.locator('link[rel="manifest"]').getAttribute("href");
  const manifest = await (await request.get(href!)).json();
  expect(manifest).toMatchObject({ name: "GeneHive", start_url: "/curriculum", display: "standalone" });
  for (const icon of manifest.icons as { src: string; sizes: string }[]) {
    expect((await request.get(icon.src)).status(), icon.src).toBe(200);
  }
  expect(manifest.icons.map((i: { sizes: string }) => i.sizes)).toEqual(expect.arrayContaining(["192x192", "512x512"]));
  await expect(page.locator('meta[name="theme-color"][media="(prefers-color-scheme: dark)"]')).toHaveCount(1);
  await expect(page.locator('meta[name="theme-color"][media="(prefers-color-scheme: light)"]')).toHaveCount(1);
});

test("the offline page and a unit page with its save control pass axe in light and dark", async ({ page }) => {
  for (const theme of ["light", "dark"] as const) {
    await gotoInTheme(page, "/offline", theme);
    await expectNoAxeViolations(page);
    await gotoInTheme(page, "/unit/4", theme);
    await expect(page.getByRole("button", { name: "Save this unit for offline" })).toBeVisible();
    await expectNoAxeViolations(page);
  }
});
