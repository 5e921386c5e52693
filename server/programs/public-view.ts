import type { Database } from "#server/db/client.ts";
import { type LanguageCode, languageByCode } from "#shared/i18n/languages.ts";
import { formatDays, type SessionText, sessionEnded, sessionText } from "#shared/programs/format.ts";
import { programPaths, type SessionDetailKey } from "#shared/programs/schemas.ts";
import { type FactsByProgram, listSessions, loadFacts, type SessionRow } from "./store.ts";

/**
 * What /programs, /es/programas and the session pages show, read from the database and kept in this process for
 * CACHE_MS (docs/decisions/0027-programs-from-the-database.md): a staff edit shows at once on the process that
 * made it (it forgets its copy) and within CACHE_MS on every other, without a message between processes.
 */
export const PUBLIC_PROGRAMS_CACHE_MS = 3_000;

export interface PublicPrograms {
  facts: FactsByProgram;
  sessions: SessionRow[];
}

let cached: { at: number; value: Promise<PublicPrograms> } | undefined;

export function publicPrograms(db: Database): Promise<PublicPrograms> {
  if (cached && Date.now() - cached.at < PUBLIC_PROGRAMS_CACHE_MS) return cached.value;
  const value = Promise.all([loadFacts(db), listSessions(db, { publicOnly: true })]).then(([facts, sessions]) => ({
    facts,
    sessions,
  }));
  cached = { at: Date.now(), value };
  // A failed read is not kept: the next request asks the database again.
  value.catch(() => {
    if (cached?.value === value) cached = undefined;
  });
  return value;
}

/** After an edit on this process, or an enrolment that changed a session's places left. */
export function forgetPublicPrograms(): void {
  cached = undefined;
}

/**
 * The sessions a programs page lists, in its language: a session that is over is not listed (families could not
 * enrol in it; its own page says it has ended). Words staff left empty in this language are the English ones,
 * marked as English (SessionText's `lang`).
 */
export function sessionSummaries(sessions: SessionRow[], lang: LanguageCode, now = new Date()) {
  return sessions
    .filter((s) => !sessionEnded(s.endsOn, now))
    .map((s) => ({
      id: s.id,
      programId: s.programId,
      title: sessionText(s.details, "title", lang),
      dates: formatDays(s.startsOn, s.endsOn, lang),
      schedule: sessionText(s.details, "schedule", lang),
      grades: sessionText(s.details, "grades", lang),
      status: s.status,
      placesLeft: Math.max(0, s.capacity - s.confirmed),
      href: programPaths.session(s.id, lang),
    }));
}

/** What a session's own page shows about it, in its language (words marked as English where they fall back). */
export function sessionPageView(session: SessionRow, lang: LanguageCode, now = new Date()) {
  const d = (key: SessionDetailKey): SessionText => sessionText(session.details, key, lang);
  return {
    id: session.id,
    status: session.status,
    title: d("title"),
    dates: formatDays(session.startsOn, session.endsOn, lang),
    schedule: d("schedule"),
    place: session.place,
    grades: d("grades"),
    cost: d("cost"),
    feeHelp: d("feeHelp"),
    instruction: new Intl.DisplayNames([languageByCode(lang).intl], { type: "language" }).of(
      session.instructionLanguage,
    ),
    capacity: session.capacity,
    placesLeft: Math.max(0, session.capacity - session.confirmed),
    // Families already waiting go first: a newcomer joins the waitlist then too (submitEnrolment).
    waiting: session.waiting,
    ended: sessionEnded(session.endsOn, now),
  };
}
