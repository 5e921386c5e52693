import { sql } from "drizzle-orm";
import { type Database, queryRows } from "./db/client.ts";

export interface ThrottleResult {
  allowed: boolean;
  /** Seconds until the window resets (when not allowed). */
  retryAfter: number;
}

/**
 * A fixed-window counter in the database, one atomic statement per call, so limits
 * hold across server processes and under concurrent requests.
 */
export async function consume(db: Database, key: string, max: number, windowSeconds: number): Promise<ThrottleResult> {
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

/** Takes back the use just counted under `key` (the attempt it allowed came to nothing). */
export async function release(db: Database, key: string): Promise<void> {
  await db.execute(sql`update throttle set count = greatest(count - 1, 0) where key = ${key}`);
}
