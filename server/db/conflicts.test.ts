import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "./client.ts";
import { CONFLICT_ATTEMPTS, conflictState } from "./conflicts.ts";
import { createTestDatabase } from "./test-database.ts";

// PostgreSQL itself raises each conflict here (RAISE with its SQLSTATE), so the engine rolls the work back as it does
// a deadlock it broke; the sequence counts tries, since nextval is not undone by a rollback.
describe(`conflicts PostgreSQL rolled back are tried again (${process.env.DATABASE_URL ? "PostgreSQL" : "PGlite"})`, () => {
  let handle: Awaited<ReturnType<typeof createTestDatabase>>;
  const db = () => handle.db;
  const tries = async () => (await queryRows<{ n: number }>(db(), sql`select last_value::int as n from tries`))[0]!.n;

  beforeAll(async () => {
    handle = await createTestDatabase();
    await db().execute(sql`create table kept (attempt int not null)`);
    await db().execute(sql`create table once (id int primary key)`);
    // Raises `state` on the tries up to `failing`, then answers the try's number.
    await db().execute(sql`create function try_once(failing int, state text) returns int language plpgsql as $$
      declare n int := nextval('tries');
      begin
        if n <= failing then raise exception 'conflict for the test' using errcode = state; end if;
        return n;
      end $$`);
  });
  afterAll(async () => handle?.close());

  const freshTries = async () => {
    await db().execute(sql`drop sequence if exists tries`);
    await db().execute(sql`create sequence tries`);
  };

  it("runs a transaction rolled back for a deadlock again, and keeps only the run that committed", async () => {
    await freshTries();
    const runs: number[] = [];
    const answer = await db().transaction(async (tx) => {
      const [row] = await queryRows<{ n: number }>(tx, sql`select try_once(1, '40P01') as n`).catch(async (error) => {
        runs.push(-1);
        throw error;
      });
      runs.push(row!.n);
      await tx.execute(sql`insert into kept (attempt) values (${row!.n})`);
      return row!.n;
    });
    expect(answer).toBe(2);
    expect(runs).toEqual([-1, 2]);
    expect(await queryRows(db(), sql`select attempt from kept`)).toEqual([{ attempt: 2 }]);
  });

  it("undoes a failed run's writes before the next run: what it wrote before the conflict is not kept twice", async () => {
    await freshTries();
    await db().execute(sql`delete from once`);
    await db().transaction(async (tx) => {
      await tx.execute(sql`insert into once (id) values (1)`);
      await tx.execute(sql`select try_once(2, '40001')`);
    });
    expect(await tries()).toBe(3);
    expect(await queryRows(db(), sql`select id from once`)).toEqual([{ id: 1 }]);
  });

  it("sends a statement outside a transaction again", async () => {
    await freshTries();
    const [row] = await queryRows<{ n: number }>(db(), sql`select try_once(2, '40P01') as n`);
    expect(row?.n).toBe(3);
  });

  it("gives up after CONFLICT_ATTEMPTS tries, with PostgreSQL's error; any other error is not tried again", async () => {
    await freshTries();
    const persisting = await db()
      .execute(sql`select try_once(1000, '40P01')`)
      .catch((e: unknown) => e);
    expect(conflictState(persisting)).toBe("40P01");
    expect(await tries()).toBe(CONFLICT_ATTEMPTS);

    await freshTries();
    const other = await db()
      .transaction(async (tx) => {
        await tx.execute(sql`select try_once(1000, '23505')`);
      })
      .catch((e: unknown) => e);
    expect(conflictState(other)).toBeUndefined();
    expect(await tries()).toBe(1);
  });
});
