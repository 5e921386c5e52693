import type { LanguageCode } from "./languages.ts";
import { type Catalogue, en } from "./messages/en.ts";
import { es } from "./messages/es.ts";

export type { Catalogue };

/** Every language's message catalogue; a language in languages.ts without one here is a type error. */
export const catalogues: Record<LanguageCode, Catalogue> = { en, es };

export function catalogue(lang: LanguageCode): Catalogue {
  return catalogues[lang];
}

/** The words of the document shell (navigation, footer, switcher, 404, member menu) in one language. */
export type ShellMessages = Catalogue["shell"];
