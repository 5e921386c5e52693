import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import esBiomimetic from "#app/content/public/es/biomimetic-course.ts";
import esContact from "#app/content/public/es/contact.ts";
import esCourses from "#app/content/public/es/courses.ts";
import esFaq from "#app/content/public/es/faq.ts";
import esHome from "#app/content/public/es/home.ts";
import esImpact from "#app/content/public/es/impact.ts";
import esPbl from "#app/content/public/es/pbl-course.ts";
import esPrivacy from "#app/content/public/es/privacy.ts";
import esPrograms from "#app/content/public/es/programs.ts";
import esTerms from "#app/content/public/es/terms.ts";
import esTools from "#app/content/public/es/tools.ts";
import esWhy from "#app/content/public/es/why-genehive.ts";
import { catalogue } from "#shared/i18n/catalogues.ts";
import { en } from "#shared/i18n/messages/en.ts";
import { type PageId, pageIds, pagePath } from "#shared/i18n/pages.ts";
import { testAxeInBothThemes } from "./support/axe.ts";
import { createMember, signIn } from "./support/members.ts";

// The Spanish edition (issue 18): every translated page in both languages, the switcher between them, hreflang and
// canonical links, the remembered choice, the Accept-Language suggestion, and no English left on a Spanish page.

const spanish: Record<PageId, { hero: { title: string } }> = {
  home: esHome,
  courses: esCourses,
  "pbl-course": esPbl,
  "biomimetic-course": esBiomimetic,
  "why-genehive": esWhy,
  tools: esTools,
  impact: esImpact,
  programs: esPrograms,
  contact: esContact,
  faq: esFaq,
  privacy: esPrivacy,
  terms: esTerms,
};
const es = catalogue("es");
const pairs = pageIds.map((page) => ({ page, en: pagePath(page, "en"), es: pagePath(page, "es") }));
const cookieName = "genehive.lang";

async function languageCookie(context: BrowserContext) {
  return (await context.cookies()).find((c) => c.name === cookieName)?.value;
}

/** The page's <link rel="alternate" hreflang> targets, by language. */
async function alternates(page: Page) {
  const links = await page
    .locator('head link[rel="alternate"][hreflang]')
    .evaluateAll((list) => list.map((l) => [l.getAttribute("hreflang"), l.getAttribute("href")] as const));
  return Object.fromEntries(links);
}

for (const { page: id, en: enPath, es: esPath } of pairs) {
  test(`${esPath}: in Spanish, lang="es", its own canonical, hreflang to ${enPath}, no React`, async ({ page }) => {
    const response = await page.goto(esPath);
    expect(response?.status()).toBe(200);
    // Prerendered like its twin (a file with an ETag), except the contact form and the programs (what staff set,
    // docs/decisions/0027-programs-from-the-database.md), rendered per request.
    if (id === "contact") expect(response?.headers()["cache-control"]).toBe("no-store");
    else if (id === "programs") expect(response?.headers()["cache-control"]).toBe("no-cache");
    else expect(response?.headers().etag).toBeTruthy();
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.locator("h1")).toHaveCount(1);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(spanish[id].hero.title);
    await expect(page).toHaveTitle(/ \| GeneHive$/);
    const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
    expect(canonical).toMatch(new RegExp(`^https?://[^/]+${esPath}$`));
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute("content", canonical!);
    await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute("content", "es_LA");
    const links = await alternates(page);
    expect(Object.keys(links).sort()).toEqual(["en", "es", "x-default"]);
    expect(links.es).toBe(canonical);
    expect(links.en).toMatch(new RegExp(`^https?://[^/]+${enPath}$`));
    expect(links["x-default"]).toBe(links.en);
    // No more JavaScript than the English twin: site.js (and the contact form's own script), no React.
    await expect(page.locator('script[src^="/assets/"], script[type="module"]')).toHaveCount(0);
    const scripts = await page.locator("script[src]").evaluateAll((s) => s.map((e) => e.getAttribute("src")));
    expect(scripts.sort()).toEqual(id === "contact" ? ["/contact.js", "/site.js"] : ["/site.js"]);
  });

  test(`${enPath}: lang="en", hreflang to ${esPath} and x-default`, async ({ page }) => {
    await page.goto(enPath);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
    const links = await alternates(page);
    expect(links.en).toBe(canonical);
    expect(links["x-default"]).toBe(canonical);
    expect(links.es).toMatch(new RegExp(`^https?://[^/]+${esPath}$`));
    await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute("content", "en_US");
  });

  test(`switcher round trip by keyboard: ${enPath} → ${esPath} → ${enPath}`, async ({ page, context }) => {
    await page.goto(enPath);
    const nav = page.getByRole("navigation", { name: "Main navigation" });
    const toSpanish = nav.getByRole("link", { name: "Español", exact: true });
    await expect(toSpanish).toHaveAttribute("href", esPath);
    await expect(toSpanish).toHaveAttribute("hreflang", "es");
    await expect(toSpanish).toHaveAttribute("lang", "es");
    await toSpanish.focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(esPath);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    expect(await languageCookie(context)).toBe("es");
    // The choice is remembered by site.js, which runs once the new page has loaded: a key pressed before that
    // follows the link without it (CI once pressed it that early).
    await page.waitForLoadState("load");

    const toEnglish = page.getByRole("navigation", { name: es.shell.mainNavigation }).getByRole("link", {
      name: "English",
      exact: true,
    });
    await expect(toEnglish).toHaveAttribute("hreflang", "en");
    await expect(toEnglish).toHaveAttribute("lang", "en");
    await toEnglish.focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(enPath);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    expect(await languageCookie(context)).toBe("en");
  });

  testAxeInBothThemes(esPath);
}

test("an unknown address under /es/ is the Spanish 404, status 404; the English one is unchanged", async ({ page }) => {
  const response = await page.goto("/es/no-existe");
  expect(response?.status()).toBe(404);
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(es.shell.notFoundTitle);
  await expect(page).toHaveTitle(`${es.shell.notFoundTitle} | GeneHive`);
  await page.getByRole("link", { name: es.shell.returnHome }).click();
  await expect(page).toHaveURL("/es");

  const english = await page.goto("/no/such/page");
  expect(english?.status()).toBe(404);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Page not found");
  await expect(page.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
});

testAxeInBothThemes("/es/no-existe");

test("a page that exists only in English offers the Spanish home page, and says where links lead", async ({ page }) => {
  await page.goto("/unit/1");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(
    page.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: "Español" }),
  ).toHaveAttribute("href", "/es");
  // From Spanish pages, the curriculum and the community are marked as English.
  await page.goto("/es/curso-por-proyectos");
  const unit = page.getByRole("link", { name: /^Cultivar el mañana/ });
  await expect(unit).toHaveAttribute("href", "/unit/1");
  await expect(unit).toHaveAttribute("hreflang", "en");
  await expect(unit).toHaveAccessibleName(/\(en inglés\)$/);
  const nav = page.getByRole("navigation", { name: es.shell.mainNavigation });
  await expect(nav.getByRole("link", { name: "Comunidad (en inglés)" })).toHaveAttribute("href", "/community");
  await expect(nav.getByRole("link", { name: "Herramientas", exact: true })).toHaveAttribute(
    "href",
    "/es/herramientas",
  );
});

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 375, height: 720 },
]) {
  test(`${viewport.width} px: the Spanish navigation says in words which pages are in English, and offers Programas`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto("/es/cursos");
    const nav = page.getByRole("navigation", { name: es.shell.mainNavigation });
    for (const [name, href] of [
      ["Currículo", "/curriculum"],
      ["Comunidad", "/community"],
    ] as const) {
      const link = nav.getByRole("link", { name: `${name} (en inglés)`, exact: true });
      await expect(link).toHaveAttribute("href", href);
      await expect(link).toHaveAttribute("hreflang", "en");
      // Seen, not only heard: the words are on screen, as in the links of the page's body.
      await expect(link.getByText("(en inglés)")).toBeVisible();
    }
    for (const [name, href] of [
      ["Cursos", "/es/cursos"],
      ["Programas", "/es/programas"],
      ["Herramientas", "/es/herramientas"],
      ["Impacto", "/es/impacto"],
    ] as const) {
      const link = nav.getByRole("link", { name, exact: true });
      await expect(link).toHaveAttribute("href", href);
      await expect(link).toBeVisible();
    }
    await page.goto("/programs");
    await expect(
      page.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: "Programs", exact: true }),
    ).toHaveAttribute("href", "/programs");
  });
}

// --- No English on a Spanish page

/** Every literal piece of the English catalogue's messages ({name} and plural arguments taken out). */
function englishPhrases(): string[] {
  const values: string[] = [];
  const visit = (value: unknown) => {
    if (typeof value === "string") values.push(value);
    else if (value && typeof value === "object") Object.values(value).forEach(visit);
  };
  visit(en);
  return [
    ...new Set(
      values
        .flatMap((message) => message.replace(/\{[^{}]*(\{[^{}]*\}[^{}]*)*\}/g, "\u0000").split("\u0000"))
        .map((piece) => piece.trim().replace(/^[\s,.:;!?()]+|[\s,.:;!?()]+$/g, ""))
        .filter((piece) => /\p{L}{2}/u.test(piece)),
    ),
  ];
}

/**
 * English words a Spanish page shows on purpose, each named: the brand and the contact address, and "English",
 * the language switcher's link to the English page (named in its own language, with lang="en").
 */
const allowedEnglish = new Set(["GeneHive", "English"]);

/** Everything a reader (or a screen reader) gets from the page: its text, title, description and labels. */
async function readerText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const attributes = [...document.querySelectorAll("[aria-label], [title], [alt], [placeholder]")].flatMap((el) =>
      ["aria-label", "title", "alt", "placeholder"].map((a) => el.getAttribute(a) ?? ""),
    );
    const description = document.querySelector('meta[name="description"]')?.getAttribute("content") ?? "";
    const slot = document.querySelector("[data-member-slot]")?.textContent ?? "";
    return [document.title, description, document.body.innerText, slot, ...attributes].join("\n");
  });
}

function leaks(text: string): string[] {
  return englishPhrases().filter(
    (phrase) =>
      !allowedEnglish.has(phrase) &&
      new RegExp(`(?<![\\p{L}\\p{N}])${phrase.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![\\p{L}\\p{N}])`, "u").test(
        text,
      ),
  );
}

test("no English catalogue words on any Spanish page, or the Spanish 404", async ({ page }) => {
  expect(englishPhrases()).toEqual(
    expect.arrayContaining(["Skip to main content", "Sign out", "Oops! Page not found"]),
  );
  for (const path of [...pairs.map((p) => p.es), "/es/no-existe"]) {
    await page.goto(path);
    expect(leaks(await readerText(page)), path).toEqual([]);
  }
});

test("a signed-in member's bell and menu speak Spanish on Spanish pages", async ({ page }) => {
  const member = await createMember(page);
  await signIn(page, member);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/es/impacto");
  await expect(page.locator("[data-account-menu] summary")).toHaveAttribute(
    "aria-label",
    `Menú de la cuenta de ${member.fullName}`,
  );
  await expect(page.locator("[data-notification-bell]")).toHaveAttribute("aria-label", es.shell.member.notifications);
  await page.locator("[data-account-menu] summary").click();
  await expect(
    page.locator("[data-account-menu]").getByRole("button", { name: `Cerrar la sesión de ${member.fullName}` }),
  ).toHaveText(es.shell.member.signOut);
  expect(leaks(await readerText(page))).toEqual([]);
  // The same menu in English on English pages.
  await page.goto("/impact");
  await expect(page.locator("[data-account-menu] summary")).toHaveAttribute(
    "aria-label",
    `Account menu for ${member.fullName}`,
  );
});

// --- The remembered choice and the suggestion

test.describe("a browser that prefers Spanish", () => {
  test.use({ locale: "es-MX" });

  test("sees a suggestion on /, dismisses it, and it stays dismissed", async ({ page, context }) => {
    const response = await page.goto("/");
    // Never a redirect from Accept-Language.
    expect(response?.url()).toMatch(/\/$/);
    expect(response?.request().headers()["accept-language"]).toMatch(/^es/);
    const offer = page.getByRole("complementary", { name: es.shell.suggestion.label });
    await expect(offer).toBeVisible();
    await expect(offer).toHaveAttribute("lang", "es");
    await expect(offer).toContainText(es.shell.suggestion.text);
    await offer.getByRole("button", { name: es.shell.suggestion.dismiss }).click();
    await expect(offer).toBeHidden();
    // Focus goes to the switcher, where the language can still be changed.
    await expect(page.getByRole("link", { name: "Español", exact: true })).toBeFocused();
    expect(await languageCookie(context)).toBe("en");
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(offer).toBeHidden();
  });

  test("takes the suggestion; the next visit to / opens in Spanish until English is chosen again", async ({
    page,
    context,
  }) => {
    await page.goto("/");
    await page
      .getByRole("complementary", { name: es.shell.suggestion.label })
      .getByRole("link", { name: es.shell.suggestion.accept })
      .click();
    await expect(page).toHaveURL("/es");
    expect(await languageCookie(context)).toBe("es");
    await page.goto("/");
    await expect(page).toHaveURL("/es");
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    // Other addresses are never redirected.
    await page.goto("/courses");
    await expect(page).toHaveURL("/courses");
    await page.goto("/es");
    await page.getByRole("link", { name: "English", exact: true }).click();
    await expect(page).toHaveURL("/");
    await page.goto("/");
    await expect(page).toHaveURL("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });
});

test.describe("a browser that prefers English", () => {
  test.use({ locale: "en-US" });

  test("sees no suggestion", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator("[data-lang-suggestion]")).toBeHidden();
    await expect(page.locator("[data-lang-suggestion]")).toHaveCount(1);
  });
});

test("/ answers every crawler and shared link in English: no cookie, no redirect, whatever the language asked", async ({
  request,
}) => {
  const response = await request.get("/", { headers: { "Accept-Language": "es-419,es;q=0.9" }, maxRedirects: 0 });
  expect(response.status()).toBe(200);
  expect(await response.text()).toContain('<html lang="en"');
  expect(response.headers().vary).toMatch(/Cookie/);
  const chosen = await request.get("/", { headers: { Cookie: `${cookieName}=es` }, maxRedirects: 0 });
  expect(chosen.status()).toBe(302);
  expect(chosen.headers().location).toBe("/es");
  expect(chosen.headers()["cache-control"]).toBe("private, no-store");
});

test("the sitemap lists both languages, each translated page with its alternates", async ({ request }) => {
  const xml = await (await request.get("/sitemap.xml")).text();
  expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
  const entries = [...xml.matchAll(/<url><loc>([^<]+)<\/loc>(.*?)<\/url>/g)].map((m) => ({ loc: m[1]!, links: m[2]! }));
  for (const { en: enPath, es: esPath } of pairs) {
    for (const path of [enPath, esPath]) {
      const entry = entries.find((e) => new URL(e.loc).pathname === path);
      expect(entry, path).toBeTruthy();
      const hreflang = Object.fromEntries(
        [...entry!.links.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1], new URL(m[2]!).pathname]),
      );
      expect(hreflang, path).toEqual({ en: enPath, es: esPath, "x-default": enPath });
    }
  }
  // English-only pages are listed once, without alternates.
  const unit = entries.find((e) => new URL(e.loc).pathname === "/unit/1");
  expect(unit?.links).toBe("");
});
