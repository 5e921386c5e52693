import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase, queryRows } from "./client.ts";
import { isMissingReference } from "./errors.ts";
import { STATEMENT_LIFETIME_MS, STATEMENTS_KEPT } from "./pglite-worker.ts";

// The embedded database runs in a worker thread (issue 33): these check what the server relies on across it.
describe("the embedded database's worker", () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openDatabase({ memory: true });
    await handle.db.execute(sql`create table parent (id int primary key)`);
    await handle.db.execute(sql`create table child (id int primary key, parent_id int references parent (id))`);
  });
  afterAll(async () => {
    await handle?.close();
  });

  it("keeps the server's thread free while a statement runs", async () => {
    let finished = false;
    const slow = handle.db.execute(sql`select pg_sleep(2)`).then(() => {
      finished = true;
    });
    // In the thread, PostgreSQL's code would run to the end before this timer could fire.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(finished).toBe(false);
    await slow;
    expect(finished).toBe(true);
  });

  it("holds the database for a transaction: a statement from outside waits until it ends", async () => {
    let outside: Promise<{ n: number }[]> | undefined;
    await expect(
      handle.db.transaction(async (tx) => {
        await tx.execute(sql`insert into parent values (1)`);
        // Run inside the open transaction, it would see the row that is rolled back below.
        outside = queryRows<{ n: number }>(handle.db, sql`select count(*)::int as n from parent`);
        await new Promise((resolve) => setTimeout(resolve, 50));
        throw new Error("roll back");
      }),
    ).rejects.toThrow("roll back");
    expect(await outside).toEqual([{ n: 0 }]);
  });

  it("commits a transaction, with a nested one rolled back to its savepoint", async () => {
    await handle.db.transaction(async (tx) => {
      await tx.execute(sql`insert into parent values (2)`);
      await tx
        .transaction(async (inner) => {
          await inner.execute(sql`insert into parent values (3)`);
          throw new Error("inner");
        })
        .catch(() => {});
    });
    expect(await queryRows(handle.db, sql`select id from parent order by id`)).toEqual([{ id: 2 }]);
  });

  it("reports PostgreSQL's error codes, as the server's error handling reads them", async () => {
    const error = await handle.db.execute(sql`insert into child values (1, 999)`).catch((e: unknown) => e);
    expect(isMissingReference(error)).toBe(true);
    await expect(handle.db.execute(sql`insert into parent values (2)`)).rejects.toMatchObject({
      cause: { code: "23505", constraint: "parent_pkey" },
    });
  });

  it("keeps timestamps, numbers, booleans and bytes as the in-thread driver gave them", async () => {
    const [row] = await queryRows<Record<string, unknown>>(
      handle.db,
      sql`select timestamptz '2026-01-02 03:04:05+00' as at, 42::int8 as big, true as yes, '\\x0102'::bytea as bytes, '{"a":1}'::jsonb as doc`,
    );
    expect(row).toEqual({
      at: "2026-01-02 03:04:05+00",
      big: 42,
      yes: true,
      bytes: new Uint8Array([1, 2]),
      doc: { a: 1 },
    });
  });

  it("parses a statement once and keeps it: the same text again runs the kept statement", async () => {
    const kept = () =>
      queryRows<{ n: number }>(
        handle.db,
        sql`select count(*)::int as n from pg_prepared_statements where statement = 'select $1::int + 1 as next'`,
      );
    for (const n of [1, 2, 3, 4, 5, 6, 7])
      expect(await queryRows(handle.db, sql`select ${n}::int + 1 as next`)).toEqual([{ next: n + 1 }]);
    expect(await kept()).toEqual([{ n: 1 }]);
  });

  it("parses a kept statement again once it has been kept for its lifetime, and lets the old one go", async () => {
    const text = "select $1::int * 2 as twice";
    const names = () =>
      queryRows<{ name: string }>(handle.db, sql`select name from pg_prepared_statements where statement = ${text}`);
    expect(await queryRows(handle.db, sql`select ${1}::int * 2 as twice`)).toEqual([{ twice: 2 }]);
    const [first] = await names();
    expect(first).toBeDefined();
    expect(await queryRows(handle.db, sql`select ${2}::int * 2 as twice`)).toEqual([{ twice: 4 }]);
    expect(await names()).toEqual([first]);
    await new Promise((resolve) => setTimeout(resolve, STATEMENT_LIFETIME_MS + 100));
    expect(await queryRows(handle.db, sql`select ${3}::int * 2 as twice`)).toEqual([{ twice: 6 }]);
    const [second, ...more] = await names();
    expect(more).toEqual([]);
    expect(second?.name).not.toBe(first?.name);
  }, 30_000);

  it("after a failed statement, a kept one and a new one still run; a statement that does not parse is not kept", async () => {
    const divide = (by: number) => queryRows(handle.db, sql`select 10 / ${by}::int as q`);
    expect(await divide(2)).toEqual([{ q: 5 }]);
    await expect(divide(0)).rejects.toMatchObject({ cause: { code: "22012" } });
    expect(await divide(5)).toEqual([{ q: 2 }]);
    await expect(handle.db.execute(sql`select (1 + nowhere_at_all`)).rejects.toMatchObject({
      cause: { code: "42601" },
    });
    expect(
      await queryRows(
        handle.db,
        sql`select count(*)::int as n from pg_prepared_statements where strpos(statement, ${"nowhere_at_all"}) > 0`,
      ),
    ).toEqual([{ n: 0 }]);
    // One parsed inside a transaction that rolled back stays usable (prepared statements are not transactional).
    await expect(
      handle.db.transaction(async (tx) => {
        expect(await queryRows(tx, sql`select ${3}::int * 3 as nine`)).toEqual([{ nine: 9 }]);
        throw new Error("roll back");
      }),
    ).rejects.toThrow("roll back");
    expect(await queryRows(handle.db, sql`select ${3}::int * 3 as nine`)).toEqual([{ nine: 9 }]);
  });

  it(`keeps at most ${STATEMENTS_KEPT} statements, the most recently used`, async () => {
    const distinct = STATEMENTS_KEPT + 20;
    for (let i = 0; i < distinct; i++) expect(await queryRows(handle.db, sql.raw(`select ${i} as i`))).toEqual([{ i }]);
    const [row] = await queryRows<{ n: number; newest: number; oldest: number }>(
      handle.db,
      sql`select count(*)::int as n, count(*) filter (where statement = ${`select ${distinct - 1} as i`})::int as newest,
                 count(*) filter (where statement = 'select 0 as i')::int as oldest
          from pg_prepared_statements`,
    );
    // This very statement is parsed before the oldest is let go, so it sees one more than are kept.
    expect(row).toEqual({ n: STATEMENTS_KEPT + 1, newest: 1, oldest: 0 });
    expect(await queryRows(handle.db, sql.raw("select 0 as i"))).toEqual([{ i: 0 }]);
  });

  it("closes its thread, and refuses statements afterwards instead of leaving them unanswered", async () => {
    const other = await openDatabase({ memory: true });
    expect(await queryRows(other.db, sql`select 1 as n`)).toEqual([{ n: 1 }]);
    await other.close();
    await expect(queryRows(other.db, sql`select 1`)).rejects.toThrow();
  });
});
