import { type LanguageCode, languageByCode } from "./languages.ts";

/**
 * Numbers, percentages and dates as each language writes them, with the language's Intl locale and grouping
 * (shared/i18n/languages.ts): en "1,400+" and "50%", es "1.400+" and "50 %". Plain Intl, so content modules can use
 * it without pulling a message-format library into any bundle.
 */
export function numberOptions(lang: LanguageCode): Intl.NumberFormatOptions {
  const { grouping } = languageByCode(lang);
  return grouping === "auto" ? {} : { useGrouping: grouping };
}

export function formatNumber(lang: LanguageCode, value: number): string {
  return new Intl.NumberFormat(languageByCode(lang).intl, numberOptions(lang)).format(value);
}

/** A share as a percentage: 0.5 → "50%" (en), "50 %" (es, with a no-break space). */
export function formatPercent(lang: LanguageCode, share: number): string {
  return new Intl.NumberFormat(languageByCode(lang).intl, { ...numberOptions(lang), style: "percent" }).format(share);
}

/** A calendar date (YYYY-MM-DD) in words: "November 23, 2026", "23 de noviembre de 2026". */
export function formatDate(lang: LanguageCode, isoDate: string): string {
  return new Intl.DateTimeFormat(languageByCode(lang).intl, { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );
}
