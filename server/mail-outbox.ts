import { createHash } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { type Database, queryRows } from "./db/client.ts";
import { logBackgroundFailure } from "./db/outage.ts";
import { mailOutbox } from "./db/schema.ts";
import { log } from "./log.ts";
import type { Mail, SendMail } from "./mail.ts";
import { consume } from "./throttle.ts";

/**
 * The outbox: every mail is a row first (written by the request, or by the notification composer), and a worker
 * in each server process sends the rows. A request never waits on SMTP; a hung mail server delays the mail only.
 */

export type MailKind =
  | "verification"
  | "password-reset"
  | "account-notice"
  | "contact-staff"
  | "contact-confirmation"
  | "notifications"
  | "enrolment"
  | "program-message"
  | "educator-decision";

/**
 * At most this many mails of a kind to one address per window, counted in the database (so across processes)
 * when the worker first takes the mail. Beyond it the mail is dropped and logged; whoever asked is told
 * nothing different, so the caps reveal neither accounts nor other people's requests.
 */
export const MAIL_CAPS: Record<MailKind, { max: number; windowSeconds: number }> = {
  // A new link ends the ones mailed before (server/auth/reset-mail.ts): three an hour is plenty for an owner.
  "password-reset": { max: 3, windowSeconds: 60 * 60 },
  // The sign-up mail and the three resends a member may ask for in an hour (VERIFICATION_RESEND_LIMIT).
  verification: { max: 4, windowSeconds: 60 * 60 },
  // "You already have an account": once a day says it all.
  "account-notice": { max: 1, windowSeconds: 24 * 60 * 60 },
  // The contact form's confirmations: nobody can use the form to flood someone's inbox.
  "contact-confirmation": { max: 3, windowSeconds: 24 * 60 * 60 },
  // Messages stay in the staff inbox page whatever happens to their copies by mail.
  "contact-staff": { max: 30, windowSeconds: 60 * 60 },
  // The composer already spaces them (one per 10 minutes at most): this only bounds a fault.
  notifications: { max: 12, windowSeconds: 60 * 60 },
  // Confirmations, waitlist places and offers about a family's enrolments: a family may enrol a few children.
  enrolment: { max: 10, windowSeconds: 24 * 60 * 60 },
  // Staff messages to a session's families.
  "program-message": { max: 10, windowSeconds: 24 * 60 * 60 },
  // A staff decision on educator access: a handful a day only if staff change their minds.
  "educator-decision": { max: 5, windowSeconds: 24 * 60 * 60 },
};

/** Tries per mail before giving up, and the first wait between them (doubled each time, at most 15 minutes). */
export const MAIL_RETRY = { attempts: 10, firstWaitSeconds: 5, maxWaitSeconds: 15 * 60 } as const;
/** A claimed mail whose process never finished it (it died) is taken again after this. */
const CLAIM_EXPIRES = "5 minutes";
/** Finished rows are kept this long (for an operator's questions), then deleted. */
const KEEP_DONE = "7 days";
/** How often a worker looks for mail other processes wrote and for retries that are due. */
export const MAIL_POLL_MS = 2_000;

export const addressKey = (address: string) => address.trim().toLowerCase();

/** The mail, stored for the worker to send. `db` may be a transaction: the mail is then sent only if it commits. */
export async function enqueueMail(
  db: Database,
  kind: MailKind,
  mail: Omit<Mail, "messageId">,
  options: { userId?: string } = {},
): Promise<void> {
  await db.insert(mailOutbox).values({
    kind,
    recipient: addressKey(mail.to),
    userId: options.userId,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    replyTo: mail.replyTo,
    headers: mail.headers ?? {},
  });
  wakeMailWorker();
}

/**
 * A mail the worker composes itself (a password reset: whether the address has an account, and the link, are
 * looked at off the request, so the request does the same work for any address).
 */
export async function enqueueComposedLater(db: Database, kind: MailKind, to: string): Promise<void> {
  await db.insert(mailOutbox).values({ kind, recipient: addressKey(to) });
  wakeMailWorker();
}

export interface MailWorkerOptions {
  sendMail: SendMail;
  publicUrl: string;
  /** Composes a mail stored without content; null when there is nothing to send (no such account). */
  compose: (kind: MailKind, recipient: string) => Promise<Mail | null>;
}

interface Row {
  id: number;
  kind: MailKind;
  recipient: string;
  subject: string | null;
  text: string | null;
  html: string | null;
  reply_to: string | null;
  headers: Record<string, string> | null;
  attempts: number;
}

type Outcome = "sent" | "capped" | "no-account" | "failed";

async function finish(db: Database, id: number, outcome: Outcome): Promise<void> {
  // The content goes: a reset or verification link is a secret, and names and addresses in a sent mail are not
  // needed again. What stays (kind, recipient, outcome, times) is deleted with the member's account, or in a week.
  await db
    .update(mailOutbox)
    .set({
      doneAt: sql`now()`,
      outcome,
      claimedAt: null,
      subject: null,
      text: null,
      html: null,
      replyTo: null,
      headers: {},
    })
    .where(eq(mailOutbox.id, id));
}

/** What went wrong, for the log: nodemailer's code and message (never the SMTP URL or the mail). */
function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const code = (error as { code?: unknown }).code;
  return typeof code === "string" ? `${code}: ${error.message}` : error.message;
}

export const retryWaitSeconds = (attempt: number) =>
  Math.min(MAIL_RETRY.firstWaitSeconds * 2 ** (attempt - 1), MAIL_RETRY.maxWaitSeconds);

/** Sends the mail that is due and no process is sending, one at a time; answers how many were sent. */
export async function sendDueMail(db: Database, options: MailWorkerOptions, stopped = () => false): Promise<number> {
  const host = new URL(options.publicUrl).hostname;
  let sent = 0;
  while (!stopped()) {
    // Claimed in one statement: no transaction is held open while the SMTP server is talked to (the embedded
    // database has one connection).
    const [row] = await queryRows<Row>(
      db,
      sql`update ${mailOutbox} set claimed_at = now(), attempts = attempts + 1
          where id = (select id from ${mailOutbox}
                      where done_at is null and next_attempt_at <= now()
                        and (claimed_at is null or claimed_at < now() - interval '${sql.raw(CLAIM_EXPIRES)}')
                      order by next_attempt_at, id limit 1 for update skip locked)
          returning id, kind, recipient, subject, text, html, reply_to, headers, attempts`,
    );
    if (!row) break;
    if (await deliver(db, options, host, row)) sent++;
  }
  return sent;
}

async function deliver(db: Database, options: MailWorkerOptions, host: string, row: Row): Promise<boolean> {
  const fields = { mail: row.id, kind: row.kind, attempt: row.attempts };
  const cap = MAIL_CAPS[row.kind];
  if (row.attempts === 1 && cap) {
    const recipient = createHash("sha256").update(row.recipient).digest("base64url");
    const allowed = await consume(db, `mail:${row.kind}:${recipient}`, cap.max, cap.windowSeconds);
    if (!allowed.allowed) {
      await finish(db, row.id, "capped");
      log("info", "mail not sent: per-recipient cap reached", fields);
      return false;
    }
  }
  let mail: Mail | null;
  if (row.subject === null) {
    mail = await options.compose(row.kind, row.recipient);
    if (!mail) {
      await finish(db, row.id, "no-account");
      log("info", "mail not sent: no account for the address", fields);
      return false;
    }
    // Kept until sent, so a retry sends the same link rather than making another.
    await db
      .update(mailOutbox)
      .set({ subject: mail.subject, text: mail.text, html: mail.html ?? null })
      .where(eq(mailOutbox.id, row.id));
  } else {
    mail = {
      to: row.recipient,
      subject: row.subject,
      text: row.text ?? "",
      ...(row.html ? { html: row.html } : {}),
      ...(row.reply_to ? { replyTo: row.reply_to } : {}),
      headers: row.headers ?? {},
    };
  }
  try {
    // The same id on every attempt: a retry is the same message. Zero-padded, so outbox files sort by age.
    const messageId = `genehive-${String(row.id).padStart(10, "0")}-${row.kind}@${host}`;
    const { file } = await options.sendMail({ ...mail, messageId });
    await finish(db, row.id, "sent");
    log("info", file ? "mail written to outbox" : "mail sent", { ...fields, ...(file ? { file } : {}) });
    return true;
  } catch (error) {
    if (row.attempts >= MAIL_RETRY.attempts) {
      await finish(db, row.id, "failed");
      log("error", "mail not sent; giving up", { ...fields, error: describe(error) });
      return false;
    }
    const wait = retryWaitSeconds(row.attempts);
    await db
      .update(mailOutbox)
      .set({ claimedAt: null, nextAttemptAt: sql`now() + make_interval(secs => ${wait})` })
      .where(eq(mailOutbox.id, row.id));
    log("warn", "mail not sent; trying again later", { ...fields, retryInSeconds: wait, error: describe(error) });
    return false;
  }
}

/** Deletes finished rows older than KEEP_DONE. */
export async function pruneMail(db: Database): Promise<void> {
  await db.execute(
    sql`delete from ${mailOutbox} where done_at is not null and done_at < now() - interval '${sql.raw(KEEP_DONE)}'`,
  );
}

let wake: (() => void) | undefined;

/** Tells this process's worker there is new mail (other processes find it at their next poll). */
export function wakeMailWorker(): void {
  // After the current request's own work: the insert's transaction may not have committed yet.
  if (wake) setImmediate(wake);
}

const PRUNE_EVERY_MS = 60 * 60 * 1000;

/** The worker: sends when woken and every MAIL_POLL_MS; one run at a time per process. Answers its stop. */
export function startMailWorker(db: Database, options: MailWorkerOptions): () => Promise<void> {
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;
  let pruned = 0;
  const run = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      do {
        again = false;
        try {
          await sendDueMail(db, options, () => stopped);
          if (Date.now() - pruned > PRUNE_EVERY_MS) {
            pruned = Date.now();
            await pruneMail(db);
          }
        } catch (error) {
          // Nothing is lost: what was not sent stays stored, and the next run takes it again.
          logBackgroundFailure("mail worker", error, describe(error));
        }
      } while (again && !stopped);
    })().finally(() => {
      running = undefined;
    });
  };
  wake = run;
  const timer = setInterval(run, MAIL_POLL_MS);
  timer.unref();
  run();
  return async () => {
    stopped = true;
    clearInterval(timer);
    if (wake === run) wake = undefined;
    // A send under way may wait on a hung SMTP server: shutting down does not wait for it (its claim expires and
    // another process, or the next start, sends the mail).
    await Promise.race([running, new Promise((resolve) => setTimeout(resolve, 5_000).unref())]);
  };
}
