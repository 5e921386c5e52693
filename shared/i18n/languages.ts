/**
 * The site's languages. The first is the default: its pages keep the addresses they have always had; every other
 * language lives under its prefix (/es/…). Adding a language is: an entry here, its message catalogue
 * (shared/i18n/messages/<code>.ts, registered in shared/i18n/catalogues.ts, where the type makes a missing one an
 * error) and one content file per translated page (app/content/public/<code>/<page>.ts, found by file name).
 * See docs/decisions/0016-languages.md.
 */
export const languages = [
  {
    code: "en",
    /** The language's own name, as the language switcher shows it. */
    name: "English",
    prefix: "",
    /** The locale Intl formats numbers and dates with: en-US gives "1,400" and "50%". */
    intl: "en-US",
    /** Grouping of thousands: "auto" is the locale's own rule. */
    grouping: "auto",
    ogLocale: "en_US",
  },
  {
    code: "es",
    name: "Español",
    prefix: "/es",
    // `es` (not es-419 or es-US, which give "1,400" and "50%") formats "50 %"; with grouping "always" it also
    // writes "1.400" (the locale alone leaves four-digit numbers ungrouped: "1400"). The issue asks for both.
    intl: "es",
    grouping: "always",
    ogLocale: "es_LA",
  },
] as const;

export type Language = (typeof languages)[number];
export type LanguageCode = Language["code"];

export const defaultLanguage: Language = languages[0];

export function isLanguageCode(value: unknown): value is LanguageCode {
  return languages.some((l) => l.code === value);
}

export function languageByCode(code: LanguageCode): Language {
  return languages.find((l) => l.code === code) ?? defaultLanguage;
}

/** The language of a page by its address: a language's prefix, or the default language. */
export function languageOfPath(path: string): LanguageCode {
  const found = languages.find((l) => l.prefix && (path === l.prefix || path.startsWith(`${l.prefix}/`)));
  return (found ?? defaultLanguage).code;
}

/** The cookie that remembers a language chosen with the switcher (or a dismissed suggestion), for the next visit to /. */
export const languageCookie = "genehive.lang";

/**
 * The cookie that remembers the language of the last page read that exists in more than one language (or the one
 * chosen with the switcher): the language of the header and footer around a page that exists only in English
 * (decision 0029). Unlike `languageCookie`, reading a page sets it, so it never redirects anybody.
 */
export const shellCookie = "genehive.shell";

/** The language a Cookie header remembers in `name` (the switcher's choice unless told), if any. */
export function languageFromCookie(
  header: string | undefined | null,
  name: typeof languageCookie | typeof shellCookie = languageCookie,
): LanguageCode | undefined {
  const value = header?.match(new RegExp(`(?:^|;\\s*)${name.replace(".", "\\.")}=([^;]*)`))?.[1];
  return isLanguageCode(value) ? value : undefined;
}
