import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { programActions, programFacts, programSessions, user } from "#server/db/schema.ts";
import type { LanguageCode } from "#shared/i18n/languages.ts";
import {
  type ProgramFactKey,
  type ProgramId,
  programFactKeys,
  type SessionDetailKey,
  type SessionInput,
  type SessionStatus,
} from "#shared/programs/schemas.ts";

// Programs' facts and sessions as staff keep them, and the record of what staff did.

export type FactsByProgram = Partial<
  Record<ProgramId, Partial<Record<LanguageCode, Partial<Record<ProgramFactKey, string>>>>>
>;

export async function loadFacts(db: Database): Promise<FactsByProgram> {
  const rows = await db.select().from(programFacts);
  const out: FactsByProgram = {};
  for (const row of rows) {
    const id = row.programId as ProgramId;
    out[id] = { ...out[id], [row.language as LanguageCode]: row.facts };
  }
  return out;
}

/** Sets a program's facts in one language: an empty value unsets the fact (it reads from the content again). */
export async function saveFacts(
  db: Database,
  programId: ProgramId,
  lang: LanguageCode,
  values: Partial<Record<ProgramFactKey, string>>,
): Promise<ProgramFactKey[]> {
  const facts: Partial<Record<ProgramFactKey, string>> = {};
  for (const key of programFactKeys) if (values[key]) facts[key] = values[key];
  const [before] = await db
    .select({ facts: programFacts.facts })
    .from(programFacts)
    .where(and(eq(programFacts.programId, programId), eq(programFacts.language, lang)));
  const changed = programFactKeys.filter((key) => (before?.facts[key] ?? "") !== (facts[key] ?? ""));
  await db
    .insert(programFacts)
    .values({ programId, language: lang, facts })
    .onConflictDoUpdate({
      target: [programFacts.programId, programFacts.language],
      set: { facts, updatedAt: sql`now()` },
    });
  return changed;
}

export interface SessionRow {
  id: number;
  programId: ProgramId;
  status: SessionStatus;
  capacity: number;
  startsOn: string;
  endsOn: string;
  place: string;
  instructionLanguage: LanguageCode;
  details: Partial<Record<LanguageCode, Partial<Record<SessionDetailKey, string>>>>;
  confirmed: number;
  waiting: number;
  cancelled: number;
}

const counts = {
  confirmed: sql<number>`(select count(*)::int from enrolments e where e.session_id = program_sessions.id and e.status in ('confirmed', 'offered'))`,
  waiting: sql<number>`(select count(*)::int from enrolments e where e.session_id = program_sessions.id and e.status = 'waitlist')`,
  cancelled: sql<number>`(select count(*)::int from enrolments e where e.session_id = program_sessions.id and e.status = 'cancelled')`,
};

const sessionColumns = {
  id: programSessions.id,
  programId: programSessions.programId,
  status: programSessions.status,
  capacity: programSessions.capacity,
  startsOn: programSessions.startsOn,
  endsOn: programSessions.endsOn,
  place: programSessions.place,
  instructionLanguage: programSessions.instructionLanguage,
  details: programSessions.details,
  ...counts,
};

/** Every session (staff), or those families may see (open, full, closed), by program and start date. */
export async function listSessions(db: Database, options: { publicOnly?: boolean } = {}): Promise<SessionRow[]> {
  const rows = await db
    .select(sessionColumns)
    .from(programSessions)
    .where(options.publicOnly ? inArray(programSessions.status, ["open", "full", "closed"]) : undefined)
    .orderBy(asc(programSessions.startsOn), asc(programSessions.id));
  return rows as SessionRow[];
}

export async function getSession(db: Database, id: number): Promise<SessionRow | undefined> {
  const [row] = await db.select(sessionColumns).from(programSessions).where(eq(programSessions.id, id));
  return row as SessionRow | undefined;
}

export async function createSession(db: Database, input: SessionInput): Promise<number> {
  const [row] = await db.insert(programSessions).values(input).returning({ id: programSessions.id });
  return row!.id;
}

export async function updateSession(db: Database, id: number, input: SessionInput): Promise<boolean> {
  const rows = await db
    .update(programSessions)
    .set({ ...input, updatedAt: sql`now()` })
    .where(eq(programSessions.id, id))
    .returning({ id: programSessions.id });
  return rows.length > 0;
}

export type ProgramAction =
  | "facts.update"
  | "session.create"
  | "session.update"
  | "roster.export"
  | "roster.message"
  | "enrolment.cancel";

/** A staff action, recorded with who did it; never a family's details. */
export async function recordProgramAction(
  db: Database,
  entry: {
    actorId: string;
    action: ProgramAction;
    sessionId?: number;
    programId?: string;
    details?: Record<string, unknown>;
  },
): Promise<void> {
  await db.insert(programActions).values({ ...entry, details: entry.details ?? {} });
}

/**
 * The latest staff actions, newest first, with who did them and the English title of the session they were about
 * (null when the action was about no session, or the session is no longer there), for the editor's human words.
 */
export async function recentProgramActions(db: Database, limit = 20) {
  const rows = await db
    .select({
      id: programActions.id,
      createdAt: programActions.createdAt,
      action: programActions.action,
      sessionId: programActions.sessionId,
      programId: programActions.programId,
      details: programActions.details,
      actor: user.name,
      sessionDetails: programSessions.details,
    })
    .from(programActions)
    .leftJoin(user, eq(user.id, programActions.actorId))
    .leftJoin(programSessions, eq(programSessions.id, programActions.sessionId))
    .orderBy(desc(programActions.createdAt), desc(programActions.id))
    .limit(limit);
  return rows.map(({ sessionDetails, ...r }) => ({
    ...r,
    createdAt: r.createdAt.toISOString(),
    sessionTitle: sessionDetails?.en?.title || null,
  }));
}

export type RecentProgramAction = Awaited<ReturnType<typeof recentProgramActions>>[number];
