import type { Database } from "#server/db/client.ts";
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
