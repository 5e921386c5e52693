import { createContext, useContext } from "react";
import type { ShellMessages } from "#shared/i18n/catalogues.ts";
import { type LanguageCode, languageOfPath } from "#shared/i18n/languages.ts";

/** A suggestion to read the site in another language, shown on the default language's home page. */
export type LanguageSuggestion = ShellMessages["suggestion"] & { lang: LanguageCode; path: string };

/**
 * What the root loader gives every page: its language and the shell's words in it. They travel as loader data, so
 * no catalogue is ever bundled for the browser: prerendered pages are rendered with them at build time, and a
 * hydrated page receives its own language's words with its HTML.
 */
export interface RootData {
  lang: LanguageCode;
  ui: ShellMessages;
  suggestions: LanguageSuggestion[];
  /**
   * The header's and footer's language and words when they are not the page's: around an English-only page read
   * by a Spanish reader (decision 0029). Absent otherwise, so an English reader's page data is unchanged.
   */
  shell?: { lang: LanguageCode; ui: ShellMessages };
  /** The year when the page was rendered (per request, or at build time for a prerendered page), for the footer. */
  year: number;
}

export const RootDataContext = createContext<RootData | null>(null);

/** The page's language and the shell's words in it. */
export function useUi(): RootData {
  const value = useContext(RootDataContext);
  if (!value) throw new Error("useUi() outside the document shell");
  return value;
}

/**
 * The language and words of the header, footer and other controls around the page; `foreign` is their language
 * (for those elements' `lang`) when it is not the page's.
 */
export function useShell(): { lang: LanguageCode; ui: ShellMessages; foreign?: LanguageCode } {
  const root = useUi();
  return root.shell ? { ...root.shell, foreign: root.shell.lang } : { lang: root.lang, ui: root.ui };
}

/** The root loader's data among a meta function's matches (a page's title on an error, the 404's words). */
export function rootDataOf(matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>) {
  return matches.find((m) => m?.id === "root")?.loaderData as RootData | undefined;
}

/**
 * The language of the page a request is for. A loader's request keeps the router's data suffix (/es.data when the
 * browser, or the prerenderer, fetches the Spanish home page's data), so it is taken off first, as the router does.
 */
export function requestLanguage(request: Request): LanguageCode {
  return languageOfPath(requestPath(request));
}

/** The address of the page a request is for, without the router's data suffix. */
export function requestPath(request: Request): string {
  const { pathname } = new URL(request.url);
  return pathname.replace(/\/_\.data$/, "/").replace(/\.data$/, "");
}
