import { createHash, randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { checkPublicForm } from "#server/contact/public-form.ts";
import { spendFormToken } from "#server/contact/spent-tokens.ts";
import { issueFormToken } from "#server/contact/token.ts";
import { type Database, queryRows } from "#server/db/client.ts";
import { isOutage, logBackgroundFailure } from "#server/db/outage.ts";
import { log } from "#server/log.ts";
import { enqueueMail } from "#server/mail-outbox.ts";
import type { FormOutcome } from "#shared/action-outcome.ts";
import { fieldErrors } from "#shared/auth/schemas.ts";
import { contactLimits } from "#shared/contact/schemas.ts";
import type { LanguageCode } from "#shared/i18n/languages.ts";
import { outage } from "#shared/outage.ts";
import { sessionEnded } from "#shared/programs/format.ts";
import {
  ENROLMENT_RETENTION_DAYS,
  type EnrolField,
  type EnrolFormData,
  enrolFields,
  enrolFormSchema,
  enrolHiddenFields,
  type FamilyDetailField,
  familyDetailFields,
  familyDetailsSchema,
  OFFER_HOURS,
  programLimits,
  type SessionInput,
} from "#shared/programs/schemas.ts";
import { type ActiveStatus, programsText } from "#shared/programs/text.ts";
import { type EnrolmentMailKind, enrolmentMail, type MailEnrolment, type MailSession } from "./mail.ts";
import { updateSession } from "./store.ts";

// Enrolling, cancelling, accepting a freed place, and what the server does on its own (offers that expire, data
// kept past its time). Every change to a session's places runs in a transaction that first locks the session's
// row: two processes enrolling for the last place, or cancelling the same enrolment, take turns, so places are
// never given twice and a freed place is offered once.

export interface EnrolDeps {
  db: Database;
  secret: string;
  publicUrl: string;
}

export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");
const newToken = () => randomBytes(24).toString("base64url");
const tokenPattern = /^[A-Za-z0-9_-]{32}$/;

export type EnrolOutcome =
  | { ok: true; token?: string }
  | { ok: false; status: 400 | 404 | 409 | 429 | 503; retryAfter?: number; data: EnrolFormData };

interface LockedSession extends MailSession {
  id: number;
  status: string;
  capacity: number;
}

async function lockSession(tx: Database, id: number): Promise<LockedSession | undefined> {
  const [row] = await queryRows<{
    id: number;
    status: string;
    capacity: number;
    starts_on: string;
    ends_on: string;
    place: string;
    details: MailSession["details"];
  }>(
    tx,
    sql`select id, status, capacity, starts_on::text, ends_on::text, place, details
        from program_sessions where id = ${id} for update`,
  );
  if (!row) return undefined;
  return {
    id: row.id,
    status: row.status,
    capacity: row.capacity,
    startsOn: row.starts_on,
    endsOn: row.ends_on,
    place: row.place,
    details: row.details,
  };
}

async function placesTaken(tx: Database, sessionId: number) {
  const [row] = await queryRows<{ taken: number; waiting: number }>(
    tx,
    sql`select count(*) filter (where status in ('confirmed', 'offered'))::int as taken,
               count(*) filter (where status = 'waitlist')::int as waiting
        from enrolments where session_id = ${sessionId}`,
  );
  return row ?? { taken: 0, waiting: 0 };
}

/**
 * A child's first name as the same child: case, accents and spacing aside ("José  Luis" is "jose luis"), so a form
 * sent twice, or again with different capitals, does not give one child two places.
 */
export function sameChildName(name: string): string {
  return name.normalize("NFKD").replace(/\p{M}/gu, "").toLocaleLowerCase("en").replace(/\s+/g, " ").trim();
}

/**
 * The active enrolment (a place, a place offered, or the waitlist) a family already has for this child in this
 * session, found by the guardian's e-mail (any case) and the child's name. Run after the session's row is locked:
 * every enrolment takes that lock first, so two posts of the same child cannot both miss each other.
 */
async function activeEnrolmentOf(
  tx: Database,
  sessionId: number,
  guardianEmail: string,
  childFirstName: string,
): Promise<ActiveStatus | undefined> {
  const rows = await queryRows<{ child_first_name: string; status: ActiveStatus }>(
    tx,
    sql`select child_first_name, status from enrolments
        where session_id = ${sessionId} and status in ('confirmed', 'waitlist', 'offered')
          and lower(guardian_email) = lower(${guardianEmail})
        order by id`,
  );
  const child = sameChildName(childFirstName);
  return rows.find((row) => sameChildName(row.child_first_name) === child)?.status;
}

/** The columns of an enrolment a mail to its family needs, as the database gives them. */
interface MailRow {
  guardian_name: string;
  guardian_email: string;
  child_first_name: string;
  language: string;
}

/** Whom an enrolment's mail goes to, and in which language, from its row. */
function mailEnrolmentOf(row: MailRow): MailEnrolment {
  return {
    guardianName: row.guardian_name,
    guardianEmail: row.guardian_email,
    childFirstName: row.child_first_name,
    language: row.language === "es" ? "es" : "en",
  };
}

async function waitlistPosition(tx: Database, sessionId: number, id: number): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from enrolments where session_id = ${sessionId} and status = 'waitlist' and id <= ${id}`,
  );
  return row?.n ?? 1;
}

/**
 * POST of the enrol form on an open session's page: the contact form's limits, honeypot and signed fill time, then
 * the fields; then a place if one is free (and nobody is waiting), else a waitlist position, and the mail saying
 * which, in the family's language, with the private link.
 */
export async function submitEnrolment(
  deps: EnrolDeps,
  sessionId: number,
  form: FormData,
  ip: string,
  lang: LanguageCode,
): Promise<EnrolOutcome> {
  const { db, secret } = deps;
  const m = programsText(lang).errors;
  const values = Object.fromEntries(
    enrolFields.map((field) => {
      const value = form.get(field);
      return [field, typeof value === "string" ? value.slice(0, programLimits.notesMax + 100) : ""];
    }),
  ) as Record<EnrolField, string>;
  const token = form.get(enrolHiddenFields.token);
  const refused = (
    status: 400 | 404 | 409 | 429 | 503,
    data: Partial<EnrolFormData>,
    retryAfter?: number,
  ): EnrolOutcome => ({
    ok: false,
    status,
    retryAfter,
    data: { ok: false, errors: {}, values, token: typeof token === "string" ? token : issueFormToken(secret), ...data },
  });

  try {
    return await checkAndStore();
  } catch (error) {
    if (isOutage(error)) return refused(503, { message: m.unavailable }, outage.retryAfterSeconds);
    throw error;
  }

  async function checkAndStore(): Promise<EnrolOutcome> {
    const checked = await checkPublicForm({
      db,
      secret,
      ip,
      form,
      scope: "enrol",
      honeypotField: enrolHiddenFields.honeypot,
      tokenField: enrolHiddenFields.token,
      schema: enrolFormSchema(lang),
      values,
      messages: { ...m, rateLimited: (seconds) => m.rateLimited(Math.ceil(seconds / 60)) },
    });
    if (checked.kind === "robot") return { ok: true };
    if (checked.kind === "refused") {
      const { kind: _refused, status, retryAfter, ...data } = checked;
      // Too many posts is not a mistake in the form: it says so in its own heading, and keeps what was typed.
      return refused(status, status === 429 ? { ...data, title: m.rateLimitedTitle } : data, retryAfter);
    }
    const { input, token: spent } = checked;
    const privateToken = newToken();
    const result = await db.transaction(async (tx) => {
      if (!(await spendFormToken(tx, spent))) return "again" as const;
      const session = await lockSession(tx, sessionId);
      if (!session || (session.status !== "open" && session.status !== "full")) return "closed" as const;
      // A session whose last day has passed takes nobody, whatever staff left its status at.
      if (sessionEnded(session.endsOn)) return "ended" as const;
      const already = await activeEnrolmentOf(tx, sessionId, input.guardianEmail, input.childFirstName);
      if (already) return { duplicate: already };
      const { taken, waiting } = await placesTaken(tx, sessionId);
      // Nobody jumps the queue: while families wait, a newcomer waits behind them.
      const status = session.status === "open" && taken < session.capacity && waiting === 0 ? "confirmed" : "waitlist";
      const [row] = await queryRows<{ id: number }>(
        tx,
        sql`insert into enrolments (session_id, status, guardian_name, guardian_email, guardian_phone,
              child_first_name, child_grade, school, language, notes, photo_consent, token_hash)
            values (${sessionId}, ${status}, ${input.guardianName}, ${input.guardianEmail}, ${input.guardianPhone},
              ${input.childFirstName}, ${input.childGrade}, ${input.school}, ${input.language}, ${input.notes},
              ${input.photoConsent}, ${hashToken(privateToken)})
            returning id`,
      );
      const what: EnrolmentMailKind =
        status === "confirmed"
          ? { kind: "confirmed" }
          : { kind: "waitlist", position: await waitlistPosition(tx, sessionId, row!.id) };
      await enqueueMail(tx, "enrolment", enrolmentMail(deps.publicUrl, session, input, privateToken, what));
      return status;
    });
    if (result === "again") {
      log("info", "enrol form sent again with a used token", { ip });
      return { ok: true };
    }
    if (result === "closed") return refused(409, { message: m.closed });
    if (result === "ended") return refused(409, { message: m.ended });
    if (typeof result === "object") {
      log("info", "enrolment refused: the child is enrolled already", { session: sessionId, status: result.duplicate });
      // This form's token is spent: the form given back carries a fresh one (counted as waited), so a family
      // enrolling a brother or sister next can send it.
      return refused(409, {
        title: m.duplicateTitle,
        message: m.duplicate(input.childFirstName, result.duplicate),
        token: issueFormToken(secret, Date.now() - contactLimits.minFillSeconds * 1000),
      });
    }
    log("info", "enrolment stored", { session: sessionId, status: result });
    return { ok: true, token: privateToken };
  }
}

export interface EnrolmentView {
  id: number;
  sessionId: number;
  status: "confirmed" | "waitlist" | "offered" | "cancelled";
  guardianName: string;
  guardianEmail: string;
  guardianPhone: string;
  childFirstName: string;
  childGrade: string;
  school: string;
  language: LanguageCode;
  notes: string;
  photoConsent: boolean;
  offerExpiresAt: string | null;
  position: number | null;
  endsOn: string;
  deleteOn: string;
}

/** The enrolment behind a private link, with its waitlist position; undefined for an unknown or malformed link. */
export async function enrolmentByToken(db: Database, token: string): Promise<EnrolmentView | undefined> {
  if (!tokenPattern.test(token)) return undefined;
  const [row] = await queryRows<Record<string, unknown>>(
    db,
    sql`select e.id, e.session_id, e.status, e.guardian_name, e.guardian_email, e.guardian_phone, e.child_first_name,
               e.child_grade, e.school, e.language, e.notes, e.photo_consent, e.offer_expires_at, s.ends_on::text as ends_on,
               (s.ends_on + ${ENROLMENT_RETENTION_DAYS}::int)::text as delete_on,
               case when e.status = 'waitlist' then (select count(*)::int from enrolments w
                 where w.session_id = e.session_id and w.status = 'waitlist' and w.id <= e.id) end as position
        from enrolments e join program_sessions s on s.id = e.session_id
        where e.token_hash = ${hashToken(token)}`,
  );
  if (!row) return undefined;
  const expires = row.offer_expires_at;
  return {
    id: Number(row.id),
    sessionId: Number(row.session_id),
    status: row.status as EnrolmentView["status"],
    guardianName: String(row.guardian_name),
    guardianEmail: String(row.guardian_email),
    guardianPhone: String(row.guardian_phone),
    childFirstName: String(row.child_first_name),
    childGrade: String(row.child_grade),
    school: String(row.school),
    language: row.language === "es" ? "es" : "en",
    notes: String(row.notes),
    photoConsent: Boolean(row.photo_consent),
    offerExpiresAt: expires ? new Date(expires as string).toISOString() : null,
    position: row.position === null || row.position === undefined ? null : Number(row.position),
    endsOn: String(row.ends_on),
    deleteOn: String(row.delete_on),
  };
}

/**
 * Offers freed places to the families at the head of the waitlist, one mail each, while places are free. Run in
 * the transaction that freed them, after the session's row is locked.
 */
async function offerFreedPlaces(tx: Database, session: LockedSession, publicUrl: string): Promise<number> {
  if (session.status !== "open" && session.status !== "full") return 0;
  // A place in a session that is over is no use to anyone.
  if (sessionEnded(session.endsOn)) return 0;
  const { taken } = await placesTaken(tx, session.id);
  const free = session.capacity - taken;
  if (free <= 0) return 0;
  const offered = await queryRows<MailRow & { id: number; offer_expires_at: string }>(
    tx,
    sql`update enrolments set status = 'offered', offer_expires_at = now() + make_interval(hours => ${OFFER_HOURS})
        where id in (select id from enrolments where session_id = ${session.id} and status = 'waitlist'
                     order by id limit ${free})
        returning id, guardian_name, guardian_email, child_first_name, language, offer_expires_at`,
  );
  for (const row of offered) {
    // The family's link is only in their first mail (we keep its hash): the offer gives a fresh one, which
    // replaces the old.
    const token = newToken();
    await tx.execute(sql`update enrolments set token_hash = ${hashToken(token)} where id = ${row.id}`);
    const enrolment = mailEnrolmentOf(row);
    const until = new Date(row.offer_expires_at);
    await enqueueMail(tx, "enrolment", enrolmentMail(publicUrl, session, enrolment, token, { kind: "offered", until }));
  }
  if (offered.length)
    log("info", "freed places offered to the waitlist", { session: session.id, offers: offered.length });
  return offered.length;
}

export type FamilyAction = "cancel" | "delete" | "accept";

/**
 * What a family does through its private link. Cancelling or deleting frees the place, which goes to the next
 * family waiting; accepting turns an offer that has not expired into a place. Answers whether anything changed.
 */
export async function actOnEnrolment(
  deps: Omit<EnrolDeps, "secret">,
  token: string,
  action: FamilyAction,
): Promise<boolean> {
  if (!tokenPattern.test(token)) return false;
  const hash = hashToken(token);
  return deps.db.transaction(async (tx) => {
    const [found] = await queryRows<{ session_id: number }>(
      tx,
      sql`select session_id from enrolments where token_hash = ${hash}`,
    );
    if (!found) return false;
    const session = await lockSession(tx, found.session_id);
    if (!session) return false;
    if (action === "accept") {
      const accepted = await queryRows(
        tx,
        sql`update enrolments set status = 'confirmed', offer_expires_at = null
            where token_hash = ${hash} and status = 'offered' and offer_expires_at > now() returning id`,
      );
      return accepted.length > 0;
    }
    const changed =
      action === "delete"
        ? await queryRows(tx, sql`delete from enrolments where token_hash = ${hash} returning id`)
        : await queryRows(
            tx,
            sql`update enrolments set status = 'cancelled', cancelled_at = now(), offer_expires_at = null
                where token_hash = ${hash} and status <> 'cancelled' returning id`,
          );
    if (changed.length === 0) return false;
    await offerFreedPlaces(tx, session, deps.publicUrl);
    return true;
  });
}

export type FamilyDetailsOutcome =
  | { ok: true }
  | { ok: false; status: 400 | 409; data: FormOutcome<FamilyDetailField> };

/**
 * A family changes what it may through its private link (familyDetailFields), checked as on the enrol form, while
 * the enrolment is active and its session has not ended. The change is dated, for staff's list. A refusal gives back
 * what was typed.
 */
export async function changeFamilyDetails(
  db: Database,
  token: string,
  form: FormData,
  lang: LanguageCode,
): Promise<FamilyDetailsOutcome> {
  const values = Object.fromEntries(
    familyDetailFields.map((field) => {
      const value = form.get(field);
      return [field, typeof value === "string" ? value.slice(0, programLimits.notesMax + 100) : ""];
    }),
  ) as Record<FamilyDetailField, string>;
  const parsed = familyDetailsSchema(lang).safeParse(values);
  if (!parsed.success)
    return { ok: false, status: 400, data: { ok: false, errors: fieldErrors(parsed.error), values } };
  const input = parsed.data;
  const closed = {
    ok: false,
    status: 409,
    data: { ok: false, message: programsText(lang).enrolment.changeClosed, values },
  } as const;
  const enrolment = await enrolmentByToken(db, token);
  if (!enrolment || enrolment.status === "cancelled" || sessionEnded(enrolment.endsOn)) return closed;
  // Cancelled or deleted meanwhile (by staff, or in another tab): nothing to change.
  const changed = await queryRows(
    db,
    sql`update enrolments set guardian_phone = ${input.guardianPhone}, child_grade = ${input.childGrade},
          school = ${input.school}, language = ${input.language}, notes = ${input.notes},
          photo_consent = ${input.photoConsent}, details_changed_at = now()
        where id = ${enrolment.id} and status <> 'cancelled' returning id`,
  );
  return changed.length ? { ok: true } : closed;
}

/**
 * Staff cancel an enrolment from the roster: the same as the family's cancellation (a freed place goes to the
 * waitlist), and the family is told by e-mail in its language, in the same transaction (the outbox sends it).
 */
export async function cancelEnrolmentById(deps: Omit<EnrolDeps, "secret">, sessionId: number, id: number) {
  return deps.db.transaction(async (tx) => {
    const session = await lockSession(tx, sessionId);
    if (!session) return false;
    const [before] = await queryRows<MailRow & { status: ActiveStatus }>(
      tx,
      sql`select status, guardian_name, guardian_email, child_first_name, language from enrolments
          where id = ${id} and session_id = ${sessionId} and status <> 'cancelled' for update`,
    );
    if (!before) return false;
    await tx.execute(
      sql`update enrolments set status = 'cancelled', cancelled_at = now(), offer_expires_at = null where id = ${id}`,
    );
    const enrolment = mailEnrolmentOf(before);
    await enqueueMail(
      tx,
      "enrolment",
      enrolmentMail(deps.publicUrl, session, enrolment, undefined, { kind: "cancelled", was: before.status }),
    );
    await offerFreedPlaces(tx, session, deps.publicUrl);
    return true;
  });
}

export type SessionUpdate = "saved" | "missing" | { placesTaken: number };

/**
 * Staff save a session's new facts. Under the session's lock, as every change of places: fewer places than
 * families already hold (confirmed or offered) is refused, with the count; places that became free (more places,
 * a session opened again) go to the waitlist in the same transaction.
 */
export async function updateSessionAndOffer(
  deps: Omit<EnrolDeps, "secret">,
  sessionId: number,
  input: SessionInput,
): Promise<SessionUpdate> {
  return deps.db.transaction(async (tx) => {
    if (!(await lockSession(tx, sessionId))) return "missing" as const;
    const { taken } = await placesTaken(tx, sessionId);
    if (input.capacity < taken) return { placesTaken: taken };
    await updateSession(tx, sessionId, input);
    const updated = await lockSession(tx, sessionId);
    if (updated) await offerFreedPlaces(tx, updated, deps.publicUrl);
    return "saved" as const;
  });
}

/**
 * The server's own rounds: an offer not accepted in time goes back to the end of nobody's queue (it is
 * cancelled) and the place goes to the next family; enrolments of sessions that ended more than
 * ENROLMENT_RETENTION_DAYS ago are deleted.
 */
export async function sweepEnrolments(deps: Omit<EnrolDeps, "secret">): Promise<{ expired: number; deleted: number }> {
  const { db } = deps;
  const due = await queryRows<{ session_id: number }>(
    db,
    sql`select distinct session_id from enrolments where status = 'offered' and offer_expires_at <= now()`,
  );
  let expired = 0;
  for (const { session_id } of due) {
    expired += await db.transaction(async (tx) => {
      const session = await lockSession(tx, session_id);
      if (!session) return 0;
      const gone = await queryRows(
        tx,
        sql`update enrolments set status = 'cancelled', cancelled_at = now(), offer_expires_at = null
            where session_id = ${session_id} and status = 'offered' and offer_expires_at <= now() returning id`,
      );
      if (gone.length) await offerFreedPlaces(tx, session, deps.publicUrl);
      return gone.length;
    });
  }
  const deleted = await queryRows(
    db,
    sql`delete from enrolments e using program_sessions s
        where s.id = e.session_id and s.ends_on < current_date - ${ENROLMENT_RETENTION_DAYS}::int returning e.id`,
  );
  if (expired || deleted.length) log("info", "enrolments swept", { expired, deleted: deleted.length });
  return { expired, deleted: deleted.length };
}

/** Runs sweepEnrolments now and every `intervalMs`; answers its stop. */
export function startEnrolmentSweep(deps: Omit<EnrolDeps, "secret">, intervalMs: number): () => Promise<void> {
  let running: Promise<unknown> | undefined;
  const run = () => {
    if (running) return;
    running = sweepEnrolments(deps)
      .catch((error) => logBackgroundFailure("enrolment sweep", error))
      .finally(() => {
        running = undefined;
      });
  };
  const timer = setInterval(run, intervalMs);
  timer.unref();
  run();
  return async () => {
    clearInterval(timer);
    await running;
  };
}

/** Staff's message to the families of a session (confirmed places and open offers), one mail each. */
export async function messageFamilies(
  deps: Omit<EnrolDeps, "secret">,
  sessionId: number,
  message: { subject: string; body: string },
): Promise<number> {
  return deps.db.transaction(async (tx) => {
    const session = await lockSession(tx, sessionId);
    if (!session) return 0;
    const rows = await queryRows<MailRow>(
      tx,
      sql`select guardian_name, guardian_email, child_first_name, language from enrolments
          where session_id = ${sessionId} and status in ('confirmed', 'offered') order by id`,
    );
    for (const row of rows) {
      const enrolment = mailEnrolmentOf(row);
      await enqueueMail(
        tx,
        "program-message",
        enrolmentMail(deps.publicUrl, session, enrolment, undefined, { kind: "message", ...message }),
      );
    }
    return rows.length;
  });
}
