import { eq, or, sql } from "drizzle-orm";
import { type Database, queryRows } from "#server/db/client.ts";
import { signInFailure } from "#server/db/schema.ts";
import { lockoutPolicy } from "#shared/auth/policy.ts";

/** Per-account protection the browser's counter cannot give: 5 failures in 15 minutes lock for 15 minutes. */
export const ACCOUNT_LOCKOUT = lockoutPolicy;

const normalise = (email: string) => email.trim().toLowerCase();
const deviceInfix = " device:";

/**
 * Whose budget a sign-in attempt spends: the address's own (any browser), or, for a browser that signed in to
 * the account before, that browser's (docs/decisions/0009-lockout.md). Addresses hold no spaces, so the two
 * kinds of key never meet.
 */
export function lockoutBucket(email: string, device: string | null): string {
  return device ? `${normalise(email)}${deviceInfix}${device}` : normalise(email);
}

export type Reservation = { granted: true } | { granted: false; retryAfter: number };

/**
 * Takes one attempt from the bucket's budget before the password is checked, in one statement, so however many
 * requests arrive at once (on one process or several) at most 5 passwords per window are ever checked. The
 * attempt that uses the last one locks the bucket for 15 minutes straight away; a success lifts the lock
 * (clearBucket) and an attempt whose password was never checked gives its place back (releaseAttempt).
 */
export async function reserveAttempt(db: Database, bucket: string): Promise<Reservation> {
  const { maxFailures, windowMinutes, lockMinutes } = ACCOUNT_LOCKOUT;
  // A window with no lock ends 15 minutes after its first failure; a locked one when the lock ends. (Never null:
  // a null here would make every CASE below take its ELSE.)
  const stale = sql`(case when f.locked_until is null
    then f.first_failure_at < now() - make_interval(mins => ${windowMinutes})
    else f.locked_until <= now() end)`;
  const [row] = await queryRows<{ failures: number }>(
    db,
    sql`
    insert into sign_in_failure as f (email, failures, first_failure_at, locked_until)
    values (${bucket}, 1, now(), null)
    on conflict (email) do update set
      failures = case when ${stale} then 1 else f.failures + 1 end,
      first_failure_at = case when ${stale} then now() else f.first_failure_at end,
      locked_until = case when not ${stale} and f.failures + 1 >= ${maxFailures}
        then now() + make_interval(mins => ${lockMinutes}) end
    where ${stale} or f.failures < ${maxFailures}
    returning failures`,
  );
  if (row) return { granted: true };
  return { granted: false, retryAfter: Math.max(1, await lockedFor(db, bucket)) };
}

/** Gives back an attempt whose password was never checked (the per-IP limit refused it, or the server failed). */
export async function releaseAttempt(db: Database, bucket: string): Promise<void> {
  await db.execute(sql`
    update sign_in_failure set
      failures = failures - 1,
      locked_until = case when failures - 1 >= ${ACCOUNT_LOCKOUT.maxFailures} then locked_until end
    where email = ${bucket} and failures > 0`);
}

/** Seconds the bucket stays locked, or 0. Applies whether or not an account exists. */
export async function lockedFor(db: Database, bucket: string): Promise<number> {
  const [row] = await db
    .select({
      seconds: sql<number>`ceil(extract(epoch from (${signInFailure.lockedUntil} - now())))::int`,
    })
    .from(signInFailure)
    .where(eq(signInFailure.email, bucket));
  return Math.max(0, Number(row?.seconds ?? 0));
}

/** A successful sign-in clears the budget it was counted against (the spec's counter returns to 0). */
export async function clearBucket(db: Database, bucket: string): Promise<void> {
  await db.delete(signInFailure).where(eq(signInFailure.email, bucket));
}

/** A password reset proves the owner holds the mailbox: every lock on the account goes, whoever caused it. */
export async function clearAccount(db: Database, email: string): Promise<void> {
  const key = normalise(email);
  await db
    .delete(signInFailure)
    .where(or(eq(signInFailure.email, key), sql`starts_with(${signInFailure.email}, ${key + deviceInfix})`));
}
