import { expect, type Page, test } from "@playwright/test";
import { catalogue } from "#shared/i18n/catalogues.ts";

// A Spanish reader who follows "Currículo" or "Comunidad" reads English pages (they exist only in English) but
// keeps the Spanish header and footer around them, and the page still says it is English (issue 32; decision
// 0029). A reader who never opened a Spanish page sees the English site as before.

const es = catalogue("es").shell;
const en = catalogue("en").shell;

async function expectSpanishShell(page: Page) {
  const header = page.locator("header[data-site-nav]");
  await expect(header).toHaveAttribute("lang", "es");
  await expect(page.getByRole("navigation", { name: es.mainNavigation })).toBeVisible();
  await expect(page.getByRole("navigation", { name: en.mainNavigation })).toHaveCount(0);
  await expect(page.locator("footer[data-site-footer]")).toHaveAttribute("lang", "es");
  await expect(page.getByRole("navigation", { name: es.footerNavigation })).toBeVisible();
  // The page itself stays English, and says so.
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.locator("main")).toHaveAttribute("lang", "en");
}

async function expectEnglishShell(page: Page) {
  await expect(page.getByRole("navigation", { name: en.mainNavigation })).toBeVisible();
  await expect(page.getByRole("navigation", { name: en.footerNavigation })).toBeVisible();
  await expect(page.locator("header[data-site-nav]")).not.toHaveAttribute("lang", /./);
  await expect(page.locator("main")).not.toHaveAttribute("lang", /./);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
}

test("from a Spanish page, Currículo and Comunidad open English pages in the Spanish shell, until English is chosen", async ({
  page,
}) => {
  // A page rendered for this reader that React hydrates (sign-in) hydrates as it was drawn.
  const errors: string[] = [];
  page.on("console", (m) => void (m.type() === "error" && errors.push(m.text())));
  page.on("pageerror", (e) => errors.push(e.message));
  await page.goto("/es");
  const nav = page.getByRole("navigation", { name: es.mainNavigation });
  await nav.getByRole("link", { name: new RegExp(`^${es.nav.curriculum}`) }).click();
  await expect(page).toHaveURL("/curriculum");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expectSpanishShell(page);
  // Remembered: a reload, and the English-only pages it links to, keep the shell.
  await page.reload();
  await expectSpanishShell(page);
  await page.goto("/unit/2/phase/2");
  await expectSpanishShell(page);

  await page
    .getByRole("navigation", { name: es.mainNavigation })
    .getByRole("link", { name: new RegExp(`^${es.nav.community}`) })
    .click();
  // Signed out, the community sends the reader on to sign in: English-only as well.
  await expect(page).toHaveURL(/\/(community|auth)\b/);
  await expectSpanishShell(page);
  await expect(page.locator("html[data-hydrated]")).toBeAttached();
  expect(errors).toEqual([]);
  const here = new URL(page.url());

  // The header's switch offers this very page in the English shell.
  const toEnglish = page
    .getByRole("navigation", { name: es.mainNavigation })
    .getByRole("link", { name: "English", exact: true });
  await expect(toEnglish).toHaveAttribute("href", here.pathname + here.search);
  await toEnglish.click();
  await expect(page).toHaveURL(here.href);
  await expectEnglishShell(page);
  await page.goto("/curriculum");
  await expectEnglishShell(page);
});

test("a reader who has not opened a Spanish page gets the English shell, and reading an English page with a Spanish twin brings it back", async ({
  page,
}) => {
  const response = await page.goto("/curriculum");
  await expectEnglishShell(page);
  // The same address answers each reader with their shell: no shared cache may keep one for everybody.
  expect(response?.headers().vary).toMatch(/Cookie/);
  await page.goto("/es/programas");
  await page.goto("/auth");
  await expectSpanishShell(page);
  // English /programs has a Spanish twin: reading it is choosing English.
  await page.goto("/programs");
  await page.goto("/auth");
  await expectEnglishShell(page);
});
