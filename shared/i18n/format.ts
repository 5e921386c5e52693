import { IntlMessageFormat } from "intl-messageformat";
import { numberOptions } from "./intl.ts";
import { type LanguageCode, languageByCode } from "./languages.ts";

// ICU messages ({count, plural, one {…} other {…}}, {max, number}, {date, date, long}) with FormatJS's
// intl-messageformat (docs/decisions/0016-languages.md). It runs where pages are rendered: at build time for the
// prerendered pages and on the server for the contact form and its e-mail; no browser bundle imports this file.

const cache = new Map<string, IntlMessageFormat>();

function compile(lang: LanguageCode, message: string): IntlMessageFormat {
  const key = `${lang}\u0000${message}`;
  let compiled = cache.get(key);
  if (!compiled) {
    const extra = numberOptions(lang);
    compiled = new IntlMessageFormat(message, languageByCode(lang).intl, undefined, {
      formatters: {
        // The language's grouping applies to every number, including plural's #.
        getNumberFormat: (locale, options) => new Intl.NumberFormat(locale, { ...extra, ...options }),
        getDateTimeFormat: (locale, options) => new Intl.DateTimeFormat(locale, { timeZone: "UTC", ...options }),
        getPluralRules: (locale, options) => new Intl.PluralRules(locale, options),
      },
    });
    cache.set(key, compiled);
  }
  return compiled;
}

export type MessageValues = Record<string, string | number | Date>;

/** A catalogue message with its values filled in, in the language's own plural rules and number format. */
export function formatMessage(lang: LanguageCode, message: string, values: MessageValues = {}): string {
  const result = compile(lang, message).format(values);
  return Array.isArray(result) ? result.join("") : String(result);
}

/** The names of the arguments a message takes ({name}, {count, plural, …}), to check translations keep them. */
export function messageArguments(message: string): string[] {
  const names = new Set<string>();
  const visit = (elements: ReturnType<IntlMessageFormat["getAst"]>) => {
    for (const element of elements) {
      if ("value" in element && typeof element.value === "string" && element.type !== 0) names.add(element.value);
      if ("options" in element && element.options) {
        for (const option of Object.values(element.options) as Array<{ value: typeof elements }>) visit(option.value);
      }
    }
  };
  visit(new IntlMessageFormat(message, "en").getAst());
  return [...names].sort();
}
