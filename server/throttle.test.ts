import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { seededTestDatabase } from "#tests/unit/support/database.ts";
import { queryRows } from "./db/client.ts";
import { consume, pruneThrottle, release } from "./throttle.ts";

const db = seededTestDatabase();
const counted = async (key: string) =>
  (await queryRows<{ count: number }>(db(), sql`select count from throttle where key = ${key}`))[0]?.count;

describe("consume: a fixed window per key", () => {
  it("allows up to the limit, then refuses with the seconds left, and a refusal writes nothing", async () => {
    const key = `test:${crypto.randomUUID()}`;
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await consume(db(), key, 3, 60));
    expect(answers.map((a) => a.allowed)).toEqual([true, true, true, false, false]);
    expect(answers[4]!.retryAfter).toBeGreaterThan(0);
    expect(answers[4]!.retryAfter).toBeLessThanOrEqual(60);
    // The refused attempts were answered from a read: the window's count stays at the limit.
    expect(await counted(key)).toBe(3);
    // A use given back (the attempt came to nothing) can be taken again.
    await release(db(), key);
    expect((await consume(db(), key, 3, 60)).allowed).toBe(true);
    expect((await consume(db(), key, 3, 60)).allowed).toBe(false);
  });

  it("a window that has ended starts again at one", async () => {
    const key = `test:${crypto.randomUUID()}`;
    await consume(db(), key, 1, 60);
    expect((await consume(db(), key, 1, 60)).allowed).toBe(false);
    await db().execute(sql`update throttle set reset_at = now() - interval '1 second' where key = ${key}`);
    expect((await consume(db(), key, 1, 60)).allowed).toBe(true);
    expect(await counted(key)).toBe(1);
  });

  it("attempts at once are each counted: no more than the limit are allowed", async () => {
    const key = `test:${crypto.randomUUID()}`;
    const answers = await Promise.all(Array.from({ length: 12 }, () => consume(db(), key, 4, 60)));
    expect(answers.filter((a) => a.allowed)).toHaveLength(4);
  });
});

describe("pruneThrottle", () => {
  it("deletes only the counts whose window has ended; a pruned key starts afresh", async () => {
    const [ended, running] = [`test:${crypto.randomUUID()}`, `test:${crypto.randomUUID()}`];
    await consume(db(), ended, 1, 60);
    await consume(db(), running, 1, 60);
    await db().execute(sql`update throttle set reset_at = now() - interval '1 second' where key = ${ended}`);
    await pruneThrottle(db());
    expect(await counted(ended)).toBeUndefined();
    expect(await counted(running)).toBe(1);
    expect((await consume(db(), running, 1, 60)).allowed).toBe(false);
    expect((await consume(db(), ended, 1, 60)).allowed).toBe(true);
  });
});
