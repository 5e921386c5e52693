import { sql } from "drizzle-orm";
import { LRUCache } from "lru-cache";
import { type Database, queryRows } from "./db/client.ts";
import { isOutage } from "./db/outage.ts";

export interface ThrottleResult {
  allowed: boolean;
  /** Seconds until the window resets (when not allowed). */
  retryAfter: number;
}

/**
 * A fixed-window counter in the database, counted by one atomic statement, so limits hold across server processes
 * and under concurrent requests.
 */
export async function consume(db: Database, key: string, max: number, windowSeconds: number): Promise<ThrottleResult> {
  // A key already spent in this window is refused on a read: a burst of refused attempts (a class posting at once)
  // writes nothing, and the embedded database runs its writes one at a time. The write below still decides every
  // attempt that may be allowed, atomically.
  const [spent] = await queryRows<{ retry_after: number }>(
    db,
    sql`select ceil(extract(epoch from (reset_at - now())))::int as retry_after from throttle
        where key = ${key} and reset_at > now() and count >= ${max}`,
  );
  if (spent) return { allowed: false, retryAfter: Math.max(1, Number(spent.retry_after)) };
  const [row] = await queryRows<{ count: number; retry_after: number }>(
    db,
    sql`
    insert into throttle (key, count, reset_at)
    values (${key}, 1, now() + make_interval(secs => ${windowSeconds}))
    on conflict (key) do update set
      count = case when throttle.reset_at <= now() then 1 else throttle.count + 1 end,
      reset_at = case when throttle.reset_at <= now() then now() + make_interval(secs => ${windowSeconds}) else throttle.reset_at end
    returning count, ceil(extract(epoch from (reset_at - now())))::int as retry_after`,
  );
  if (!row) throw new Error("throttle: no row returned");
  return { allowed: row.count <= max, retryAfter: Math.max(1, Number(row.retry_after)) };
}

/**
 * Deletes the counts whose window has ended: such a row counts for nothing (the next use starts a new window), and
 * its key names an IP address or an account, which is not kept longer than it serves.
 */
export async function pruneThrottle(db: Database): Promise<void> {
  await db.execute(sql`delete from throttle where reset_at <= now()`);
}

/** Takes back the use just counted under `key` (the attempt it allowed came to nothing). */
export async function release(db: Database, key: string): Promise<void> {
  await db.execute(sql`update throttle set count = greatest(count - 1, 0) where key = ${key}`);
}

// Counters kept in this process for while the database is out of reach (consumeEvenInOutage).
const local = new LRUCache<string, { count: number; resetAt: number }>({ max: 50_000 });

/**
 * consume, but a database outage does not stop what needs no database (the assistant's offline guide): the same
 * limit is then counted in this process's memory until the database is back.
 */
export async function consumeEvenInOutage(
  db: Database,
  key: string,
  max: number,
  windowSeconds: number,
): Promise<ThrottleResult> {
  try {
    return await consume(db, key, max, windowSeconds);
  } catch (error) {
    if (!isOutage(error)) throw error;
    const now = Date.now();
    const entry = local.get(key);
    const current = entry && entry.resetAt > now ? entry : { count: 0, resetAt: now + windowSeconds * 1000 };
    current.count++;
    local.set(key, current);
    return { allowed: current.count <= max, retryAfter: Math.max(1, Math.ceil((current.resetAt - now) / 1000)) };
  }
}
