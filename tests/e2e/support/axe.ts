import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";

export type Theme = "light" | "dark";

/** Loads a page in the given theme (the saved choice the theme script reads before paint). */
export async function gotoInTheme(page: Page, url: string, theme: Theme) {
  await page.addInitScript((t) => localStorage.setItem("theme", t), theme);
  const response = await page.goto(url);
  await expect(page.locator("html")).toHaveClass(theme === "dark" ? /\bdark\b/ : /^(?!.*\bdark\b)/);
  return response;
}

/** Fails with the list of WCAG 2.2 A/AA violations axe finds on the page as it is now. */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .analyze();
  const summary = results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(" ")).join("\n  ")}`,
  );
  expect(summary, summary.join("\n")).toEqual([]);
}

/** Registers one test per theme that loads `url` and checks it with axe (the common case of a public page). */
export function testAxeInBothThemes(url: string) {
  for (const theme of ["light", "dark"] as const) {
    test(`${url}: no accessibility violations (${theme})`, async ({ page }) => {
      await gotoInTheme(page, url, theme);
      await expectNoAxeViolations(page);
    });
  }
}
