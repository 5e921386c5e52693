import { defaultLanguage } from "#shared/i18n/languages.ts";
import { localizedPages } from "#shared/i18n/pages.ts";
import { curriculumPaths } from "./curriculum/index.ts";

// The public pages come from the table of translated pages (shared/i18n/pages.ts), in every language.

/**
 * The translated pages rendered per request: the contact form carries a fresh signed timestamp; the programs show
 * what staff set in the database (docs/decisions/0027-programs-from-the-database.md).
 */
const serverRenderedPages = new Set<string>(["contact", "programs"]);

const prerendered = localizedPages().filter(({ page }) => !serverRenderedPages.has(page));

/** Pages rendered to static HTML at build time; they need no database. Also the sitemap. */
export const publicPaths = prerendered.filter(({ lang }) => lang === defaultLanguage.code).map(({ path }) => path);

/** The translations of the public pages (/es, /es/cursos …), prerendered like their English twins. */
export const translatedPublicPaths = prerendered
  .filter(({ lang }) => lang !== defaultLanguage.code)
  .map(({ path }) => path);

/** Public pages rendered per request (the contact form and the programs, in every language); in the sitemap too. */
export const serverRenderedPublicPaths = localizedPages()
  .filter(({ page }) => serverRenderedPages.has(page))
  .map(({ path }) => path);

/** Prerendered but not in the sitemap: the service worker's offline page. */
export const unlistedPrerenderPaths = ["/offline"];

export const prerenderPaths: string[] = [
  ...publicPaths,
  ...translatedPublicPaths,
  "/curriculum",
  ...curriculumPaths(),
  "/curriculum/standards",
];
