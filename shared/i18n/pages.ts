import {
  defaultLanguage,
  type LanguageCode,
  languageByCode,
  languageFromCookie,
  languageOfPath,
  languages,
  shellCookie,
} from "./languages.ts";

/**
 * The translated pages: each page's address in the default language and, where it reads better than the English
 * path under the language's prefix, its translated address. This one table drives the route table
 * (app/routes.ts), the prerendered paths, the sitemap, the hreflang links and the language switcher. A language
 * without an entry for a page gets the English path under its prefix (e.g. /pt/courses).
 *
 * The keys are the English content files' names (app/content/public/<key>.ts; the home page is home.ts), which
 * the translations copy (app/content/public/es/<key>.ts). Pages not listed (curriculum, community, sign-in) are
 * in English only.
 */
export const translatedPages = {
  home: { en: "/", es: "/es" },
  courses: { en: "/courses", es: "/es/cursos" },
  "pbl-course": { en: "/pbl-course", es: "/es/curso-por-proyectos" },
  "biomimetic-course": { en: "/biomimetic-course", es: "/es/curso-biomimetica" },
  "why-genehive": { en: "/why-genehive", es: "/es/por-que-genehive" },
  tools: { en: "/tools", es: "/es/herramientas" },
  impact: { en: "/impact", es: "/es/impacto" },
  programs: { en: "/programs", es: "/es/programas" },
  contact: { en: "/contact", es: "/es/contacto" },
  faq: { en: "/faq", es: "/es/preguntas-frecuentes" },
  privacy: { en: "/privacy", es: "/es/privacidad" },
  terms: { en: "/terms", es: "/es/terminos" },
} satisfies Record<string, { en: string } & Partial<Record<LanguageCode, string>>>;

export type PageId = keyof typeof translatedPages;
export const pageIds = Object.keys(translatedPages) as PageId[];

/** A page's address in a language. */
export function pagePath(page: PageId, lang: LanguageCode): string {
  const paths: Partial<Record<LanguageCode, string>> = translatedPages[page];
  const own = paths[lang];
  if (own) return own;
  const english = translatedPages[page].en;
  return `${languageByCode(lang).prefix}${english === "/" ? "" : english}` || "/";
}

/**
 * The page at an address of the table (without query or fragment), and its language. A trailing slash is ignored:
 * the prerenderer renders /courses as /courses/.
 */
export function pageAt(address: string): { page: PageId; lang: LanguageCode } | undefined {
  const path = address.length > 1 ? address.replace(/\/+$/, "") : address;
  for (const page of pageIds) {
    for (const { code } of languages) if (pagePath(page, code) === path) return { page, lang: code };
  }
  return undefined;
}

/** Every translated page in every language: the route table and the prerender list are built from this. */
export function localizedPages(): Array<{ page: PageId; lang: LanguageCode; path: string }> {
  return pageIds.flatMap((page) => languages.map(({ code }) => ({ page, lang: code, path: pagePath(page, code) })));
}

/** The addresses of a page in every language, for hreflang links and the sitemap; none for an English-only page. */
export function alternatesOf(path: string): Array<{ lang: LanguageCode; path: string }> {
  const found = pageAt(path);
  if (!found) return [];
  return languages.map(({ code }) => ({ lang: code, path: pagePath(found.page, code) }));
}

/**
 * The translated pages of one record each, addressed by a prefix and the record's key (a session's id, an
 * enrolment's private token), in every language: the route table names the same prefixes, and
 * shared/programs/schemas.ts's programPaths builds its addresses from them.
 */
export const translatedRecordPages = {
  "program-session": { en: "/programs/sessions/", es: "/es/programas/sesiones/" },
  "program-enrolment": { en: "/programs/enrolment/", es: "/es/programas/inscripcion/" },
} satisfies Record<string, Record<LanguageCode, string>>;

export type RecordPageId = keyof typeof translatedRecordPages;

/** A record page's address in a language. */
export function recordPagePath(page: RecordPageId, key: string | number, lang: LanguageCode): string {
  return `${translatedRecordPages[page][lang]}${key}`;
}

/** The record page at an address (one key after its prefix), its key and its language. */
function recordPageAt(path: string): { page: RecordPageId; key: string; lang: LanguageCode } | undefined {
  for (const page of Object.keys(translatedRecordPages) as RecordPageId[]) {
    for (const { code } of languages) {
      const prefix = translatedRecordPages[page][code];
      const key = path.startsWith(prefix) ? path.slice(prefix.length).replace(/\/+$/, "") : "";
      if (key && !key.includes("/")) return { page, key, lang: code };
    }
  }
  return undefined;
}

/**
 * Where the language switcher leads from a page: the same page in each other language (a session's page to the
 * same session's), or that language's home page when this page has no translation (the curriculum, the community).
 */
export function switchTargets(path: string): Array<{ lang: LanguageCode; name: string; path: string }> {
  const record = recordPageAt(path);
  if (record) {
    return languages
      .filter(({ code }) => code !== record.lang)
      .map(({ code, name }) => ({ lang: code, name, path: recordPagePath(record.page, record.key, code) }));
  }
  const found = pageAt(path);
  const current = found?.lang ?? languageOfPath(path);
  return languages
    .filter(({ code }) => code !== current)
    .map(({ code, name }) => ({ lang: code, name, path: pagePath(found?.page ?? "home", code) }));
}

/**
 * The same address in another language when it is one of the table's pages, keeping a query and fragment
 * (/programs#camps → /es/programas#camps); any other address unchanged (it is an English-only page).
 */
export function localizeHref(href: string, lang: LanguageCode): string {
  const match = /^(\/[^?#]*)(.*)$/.exec(href);
  if (!match) return href;
  const found = pageAt(match[1]!);
  return found ? pagePath(found.page, lang) + match[2] : href;
}

/** The language an internal address is in (an English-only page is in the default language). */
export function languageOfHref(href: string): LanguageCode {
  const path = /^\/[^?#]*/.exec(href)?.[0];
  if (!path) return defaultLanguage.code;
  return pageAt(path)?.lang ?? languageOfPath(path);
}

/** Whether a page address exists in English only (the curriculum, the community, sign-in…). */
export function isEnglishOnly(path: string): boolean {
  return !pageAt(path) && languageOfPath(path) === defaultLanguage.code;
}

/**
 * The language of the header and footer around a page: the page's own, except around an English-only page, where
 * it is the reader's (the shell cookie), so a Spanish reader who follows "Currículo" keeps a Spanish header and
 * footer around the English curriculum (decision 0029).
 */
export function shellLanguage(path: string, cookieHeader: string | undefined | null): LanguageCode {
  const own = languageOfPath(path);
  return isEnglishOnly(path) ? (languageFromCookie(cookieHeader, shellCookie) ?? own) : own;
}
