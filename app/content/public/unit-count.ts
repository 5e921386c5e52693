import type { LanguageCode } from "#shared/i18n/languages.ts";

/**
 * How many units the course has, in the public pages' words. Content says where the count goes with a token and
 * the page fills it in with the curriculum's count (its loader counts the units), so adding a unit changes no
 * sentence: {unitCount} is the number in digits ("6 units"), {unitCount:word} the number in words ("six units")
 * and {unitCount:Word} the same, capitalised, to start a sentence ("Six units, six real challenges").
 */
const unitCountToken = /\{unitCount(?::(word|Word))?\}/g;

/** Numbers in words, 0 to 20; larger counts are written in digits. Spanish counts units: feminine ("una"). */
const numberWords: Record<LanguageCode, readonly string[]> = {
  en: [
    "zero",
    "one",
    "two",
    "three",
    "four",
    "five",
    "six",
    "seven",
    "eight",
    "nine",
    "ten",
    "eleven",
    "twelve",
    "thirteen",
    "fourteen",
    "fifteen",
    "sixteen",
    "seventeen",
    "eighteen",
    "nineteen",
    "twenty",
  ],
  es: [
    "cero",
    "una",
    "dos",
    "tres",
    "cuatro",
    "cinco",
    "seis",
    "siete",
    "ocho",
    "nueve",
    "diez",
    "once",
    "doce",
    "trece",
    "catorce",
    "quince",
    "dieciséis",
    "diecisiete",
    "dieciocho",
    "diecinueve",
    "veinte",
  ],
};

/** A count in words ("six", "seis"), or in digits past twenty. */
export function countInWords(count: number, lang: LanguageCode): string {
  return numberWords[lang][count] ?? String(count);
}

/** A string with its unit-count tokens filled in. */
export function fillUnitCountText(text: string, count: number, lang: LanguageCode): string {
  return text.replace(unitCountToken, (_token, form: string | undefined) => {
    if (!form) return String(count);
    const word = countInWords(count, lang);
    return form === "Word" ? word.charAt(0).toLocaleUpperCase(lang) + word.slice(1) : word;
  });
}

/** A page's content with every unit-count token in its text filled in (the content itself is left as it is). */
export function fillUnitCount<T>(content: T, count: number, lang: LanguageCode): T {
  const fill = (value: unknown): unknown => {
    if (typeof value === "string") return fillUnitCountText(value, count, lang);
    if (Array.isArray(value)) return value.map(fill);
    if (value && typeof value === "object")
      return Object.fromEntries(Object.entries(value).map(([key, v]) => [key, fill(v)]));
    return value;
  };
  return fill(content) as T;
}

/** A page's content in a language (localizedContent), its text filled in with the count: `contentIn(lang, count)`. */
export function withUnitCount<T>(contentIn: (lang: LanguageCode) => T): (lang: LanguageCode, count: number) => T {
  return (lang, count) => fillUnitCount(contentIn(lang), count, lang);
}
