import type { Database } from "#server/db/client.ts";

/**
 * How long this process reuses what every member's forum home shows alike: the categories' topic counts and latest
 * activity, and the latest topics with their counts. Counting the categories scans every topic (2.6 ms of the
 * database's time at 10,000 topics) and both are read on every view. A write in this process (a topic or reply
 * posted, edited, pinned, locked or deleted) forgets them at once; another process's write shows here within this
 * time, and view counts catch up within it. What differs per member (unread markers, the bell) is never shared.
 */
export const SHARED_VIEW_TTL_MS = 10_000;

const views = new Map<string, { db: Database; at: number; value: Promise<unknown> }>();

/** The view named `name` as read at most SHARED_VIEW_TTL_MS ago on this database, or read now. */
export function sharedView<T>(name: string, db: Database, read: () => Promise<T>): Promise<T> {
  const now = Date.now();
  const cached = views.get(name);
  if (cached?.db === db && now - cached.at < SHARED_VIEW_TTL_MS) return cached.value as Promise<T>;
  const value = read();
  views.set(name, { db, at: now, value });
  // A failed read is not kept: the next view asks again.
  value.catch(() => {
    if (views.get(name)?.value === value) views.delete(name);
  });
  return value;
}

/** The forum changed in this process: the next view reads afresh. */
export function forumChanged(): void {
  views.clear();
}

/**
 * Declares a write that changes what the shared views show: when it succeeds, they are forgotten. The forum's
 * writes (commands.ts) and the account's (a profile or a deleted member) are declared through this, so none has to
 * remember to call forumChanged().
 */
export function forumWrite<A extends unknown[], R>(write: (...args: A) => Promise<R>): (...args: A) => Promise<R> {
  return async (...args) => {
    const result = await write(...args);
    forumChanged();
    return result;
  };
}
