import { eq, sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { signInFailure } from "#server/db/schema.ts";
import { lockoutPolicy } from "#shared/auth/policy.ts";

/** Per-account protection the browser's counter cannot give: 5 failures in 15 minutes lock for 15 minutes. */
export const ACCOUNT_LOCKOUT = lockoutPolicy;

const key = (email: string) => email.trim().toLowerCase();

/** Seconds the address stays locked, or 0. Applies whether or not an account exists. */
export async function lockedFor(db: Database, email: string): Promise<number> {
  const [row] = await db
    .select({
      seconds: sql<number>`ceil(extract(epoch from (${signInFailure.lockedUntil} - now())))::int`,
    })
    .from(signInFailure)
    .where(eq(signInFailure.email, key(email)));
  return Math.max(0, Number(row?.seconds ?? 0));
}

export async function recordFailure(db: Database, email: string): Promise<void> {
  const { maxFailures, windowMinutes, lockMinutes } = ACCOUNT_LOCKOUT;
  await db.execute(sql`
    insert into sign_in_failure (email, failures, first_failure_at, locked_until)
    values (${key(email)}, 1, now(), null)
    on conflict (email) do update set
      failures = case when sign_in_failure.first_failure_at < now() - make_interval(mins => ${windowMinutes})
        or sign_in_failure.locked_until <= now() then 1 else sign_in_failure.failures + 1 end,
      first_failure_at = case when sign_in_failure.first_failure_at < now() - make_interval(mins => ${windowMinutes})
        or sign_in_failure.locked_until <= now() then now() else sign_in_failure.first_failure_at end,
      locked_until = case
        when sign_in_failure.first_failure_at >= now() - make_interval(mins => ${windowMinutes})
          and (sign_in_failure.locked_until is null or sign_in_failure.locked_until > now())
          and sign_in_failure.failures + 1 >= ${maxFailures}
        then now() + make_interval(mins => ${lockMinutes})
        when sign_in_failure.locked_until <= now() then null
        else sign_in_failure.locked_until end`);
}

export async function clearFailures(db: Database, email: string): Promise<void> {
  await db.delete(signInFailure).where(eq(signInFailure.email, key(email)));
}
