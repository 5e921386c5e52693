import { type LanguageCode, languageByCode, languages } from "#shared/i18n/languages.ts";
import { type SessionDetailKey, sessionDetailKeys } from "./schemas.ts";

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

/**
 * A moment as families read it: in the site's time zone (SITE_TIME_ZONE, UTC when unset), with the zone's short
 * name, since a mail is read wherever the family is ("November 29, 2026 at 5:51 PM CST").
 */
export function formatMoment(moment: Date, lang: LanguageCode, timeZone = "UTC"): string {
  return new Intl.DateTimeFormat(languageByCode(lang).intl, {
    year: "numeric",
    month: "long",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZoneName: "short",
    timeZone,
  }).format(moment);
}

/**
 * A session's words as a page in `lang` shows them: its own text, else the English text (staff left this language
 * empty), else nothing (the page says "To be announced"). `lang` is set only when the text is not in the page's
 * language, so the page marks it (`<span lang="en">`): a screen reader then reads English words as English
 * (WCAG 3.1.2, Language of Parts).
 */
export interface SessionText {
  text: string;
  lang?: LanguageCode;
}

export function sessionText(
  details: Partial<Record<string, Partial<Record<SessionDetailKey, string>>>>,
  key: SessionDetailKey,
  lang: LanguageCode,
): SessionText {
  const own = details[lang]?.[key];
  if (own) return { text: own };
  const english = details.en?.[key];
  if (english) return { text: english, lang: "en" };
  return { text: "" };
}

/** A session's word in a language, else in English, else nothing: as plain text (e-mails, titles of pages). */
export function sessionDetail(
  details: Partial<Record<string, Partial<Record<SessionDetailKey, string>>>>,
  key: SessionDetailKey,
  lang: LanguageCode,
): string {
  return sessionText(details, key, lang).text;
}

/**
 * The words a published session lacks in a language that its other language has: that language's pages show the
 * English text in their place (or "To be announced" on English pages). The staff editor says so beside the session.
 */
export function missingSessionText(
  details: Partial<Record<string, Partial<Record<SessionDetailKey, string>>>>,
): Array<{ lang: LanguageCode; keys: SessionDetailKey[] }> {
  const out: Array<{ lang: LanguageCode; keys: SessionDetailKey[] }> = [];
  for (const { code } of languages) {
    const keys = sessionDetailKeys.filter(
      (key) => !details[code]?.[key]?.trim() && languages.some((other) => details[other.code]?.[key]?.trim()),
    );
    if (keys.length) out.push({ lang: code, keys });
  }
  return out;
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
