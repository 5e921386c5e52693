import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase, queryRows } from "#server/db/client.ts";
import { createTestDatabase } from "#server/db/test-database.ts";
import { parentsFirst, type Table } from "./db-catalog.ts";
import { MoveRefusal, moveDatabase } from "./db-move.ts";

// The copy between two real databases: an embedded source, and a target that is PostgreSQL when DATABASE_URL is
// set (CI's PostgreSQL pass) and another embedded one otherwise. tests/integration/move-to-postgres.test.ts moves
// a whole site made through the server, and the refusals.

const open: DatabaseHandle[] = [];
afterEach(async () => {
  for (const handle of open.splice(0)) await handle.close();
});

async function pair() {
  const source = await openDatabase({ memory: true });
  const target = await createTestDatabase();
  open.push(source, target);
  await source.migrate();
  await target.migrate();
  return { source, target };
}

const addMember = (db: DatabaseHandle) =>
  db.db.execute(sql`insert into "user" (id, name, email) values ('u1', 'Ana', 'ana@example.org')`);

// Two databases opened and migrated per test: on a busy two-core machine that alone can pass the default 30 s.
describe("moveDatabase", { timeout: 180_000 }, () => {
  it("copies a table a later migration adds without being told of it, with its values, and numbers on past a deleted row", async () => {
    const { source, target } = await pair();
    // As a new migration would, on both sides.
    for (const { db } of [source, target]) {
      await db.execute(sql`create table "lab_notes" (
        "id" integer primary key generated always as identity,
        "user_id" text not null references "user"("id"),
        "note" jsonb not null,
        "written_at" timestamp with time zone not null,
        "words" tsvector generated always as (to_tsvector('english', "note"->>'text')) stored
      )`);
    }
    await addMember(source);
    await source.db.execute(sql`insert into "lab_notes" ("user_id", "note", "written_at") values
      ('u1', '["an", "array"]', '2026-03-01 08:00:00.123456+02'),
      ('u1', '{"text": "yeast and sugar", "n": 1.5}', '2026-03-02 09:30:00+00'),
      ('u1', '{"text": "removed"}', now())`);
    await source.db.execute(sql`delete from "lab_notes" where "id" = 3`);

    const moved = await moveDatabase(source, target);
    expect(moved.find((m) => m.table === "lab_notes")).toEqual({ table: "lab_notes", rows: 2 });
    expect(moved.find((m) => m.table === "user")).toEqual({ table: "user", rows: 1 });
    // Parents before the tables that reference them.
    expect(moved.findIndex((m) => m.table === "user")).toBeLessThan(moved.findIndex((m) => m.table === "lab_notes"));

    const read = (db: DatabaseHandle) =>
      queryRows<{ id: number; note: string; at: string; words: string }>(
        db.db,
        sql`select "id", "note"::text as "note", to_char("written_at" at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS.US') as "at",
              "words"::text as "words" from "lab_notes" order by "id"`,
      );
    expect(await read(target)).toEqual(await read(source));
    expect((await read(target))[0]).toMatchObject({ id: 1, note: '["an", "array"]', at: "2026-03-01 06:00:00.123456" });

    const [next] = await queryRows<{ id: number }>(
      target.db,
      sql`insert into "lab_notes" ("user_id", "note", "written_at") values ('u1', '{}', now()) returning "id"`,
    );
    expect(next?.id).toBe(4);
  });

  it("replaces the rows a migration writes with the source's own, and refuses a target holding any row", async () => {
    const { source, target } = await pair();
    // A migration that writes a row (a placeholder account): each database gets its own, made at its own time.
    const placeholder = (handle: DatabaseHandle, made: string): DatabaseHandle => ({
      ...handle,
      async migrate() {
        await handle.migrate();
        await handle.db.execute(sql`insert into "user" (id, name, email, created_at)
          values ('placeholder', 'Deleted member', 'deleted@example.invalid', ${made}::timestamptz)
          on conflict do nothing`);
      },
    });
    await addMember(target);
    await expect(moveDatabase(placeholder(source, "2026-01-01"), placeholder(target, "2026-11-26"))).rejects.toThrow(
      /^the PostgreSQL database already holds data \(in user\)/,
    );
    await target.db.execute(sql`delete from "user"`);
    await addMember(source);

    const moved = await moveDatabase(placeholder(source, "2026-01-01"), placeholder(target, "2026-11-26"));
    expect(moved.find((m) => m.table === "user")).toEqual({ table: "user", rows: 2 });
    const made = await queryRows<{ made: string }>(
      target.db,
      sql`select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD') as made from "user" where id = 'placeholder'`,
    );
    expect(made).toEqual([{ made: "2026-01-01" }]);
  });

  it("undoes the copy when a table's contents differ on arrival, and says which", async () => {
    const { source, target } = await pair();
    await addMember(source);
    // Something on the target that changes rows as they are written.
    await target.db.execute(sql`create function shout() returns trigger language plpgsql as $$
      begin new.name := upper(new.name); return new; end $$`);
    await target.db.execute(sql`create trigger shout before insert on "user" for each row execute function shout()`);

    const refused = moveDatabase(source, target);
    await expect(refused).rejects.toThrow(MoveRefusal);
    await expect(refused).rejects.toThrow(/user: the rows' contents differ\); it was undone, the target is empty/);
    const [users] = await queryRows<{ n: number }>(target.db, sql`select count(*)::int as n from "user"`);
    expect(users?.n).toBe(0);
  });
});

describe("parentsFirst", () => {
  const table = (name: string, parents: string[] = []): Table => ({ name, columns: [], primaryKey: [], parents });

  it("puts each table after the ones it references, ties by name", () => {
    const order = parentsFirst([
      table("reply", ["topic", "user"]),
      table("topic", ["user"]),
      table("user"),
      table("a"),
    ]);
    expect(order.map((t) => t.name)).toEqual(["a", "user", "topic", "reply"]);
  });

  it("names the tables that reference each other in a circle", () => {
    expect(() => parentsFirst([table("a", ["b"]), table("b", ["a"]), table("c")])).toThrow(
      "the tables a, b reference each other in a circle",
    );
  });
});
