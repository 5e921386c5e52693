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

/** The root loader's data among a meta function's matches (a page's title on an error, the 404's words). */
export function rootDataOf(matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>) {
  return matches.find((m) => m?.id === "root")?.loaderData as RootData | undefined;
}

/**
 * The language of the page a request is for. A loader's request keeps the router's data suffix (/es.data when the
 * browser, or the prerenderer, fetches the Spanish home page's data), so it is taken off first, as the router does.
 */
export function requestLanguage(request: Request): LanguageCode {
  const { pathname } = new URL(request.url);
  return languageOfPath(pathname.replace(/\/_\.data$/, "/").replace(/\.data$/, ""));
}
