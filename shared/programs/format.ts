import { type LanguageCode, languageByCode } from "#shared/i18n/languages.ts";
import type { SessionDetailKey } from "./schemas.ts";

// Dates of sessions are calendar days (no time zone): formatted as UTC so a day never shifts.

export function formatDay(day: string, lang: LanguageCode): string {
  return new Intl.DateTimeFormat(languageByCode(lang).intl, { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

export function formatDays(startsOn: string, endsOn: string, lang: LanguageCode): string {
  const format = new Intl.DateTimeFormat(languageByCode(lang).intl, { dateStyle: "long", timeZone: "UTC" });
  return format.formatRange(new Date(`${startsOn}T00:00:00Z`), new Date(`${endsOn}T00:00:00Z`));
}

export function formatMoment(moment: Date, lang: LanguageCode): string {
  // Families are told the time in UTC, said so: the server does not know their time zone.
  const format = new Intl.DateTimeFormat(languageByCode(lang).intl, {
    dateStyle: "long",
    timeStyle: "short",
    timeZone: "UTC",
  });
  return `${format.format(moment)} UTC`;
}

/** A session's word in a language, else in English, else nothing (the page says "To be announced"). */
export function sessionDetail(
  details: Partial<Record<string, Partial<Record<SessionDetailKey, string>>>>,
  key: SessionDetailKey,
  lang: LanguageCode,
): string {
  return details[lang]?.[key] || details.en?.[key] || "";
}

/** Today's calendar day in UTC, written as sessions' dates are (2027-01-31). */
export function todayOn(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/**
 * A session has ended once its last day is before today (UTC): it is no longer listed for families and takes no
 * enrolments, whatever its status. Staff keep it, closed, for their records.
 */
export function sessionEnded(endsOn: string, now = new Date()): boolean {
  return endsOn < todayOn(now);
}
