// Copies one GeneHive database into another, empty one: every table of the app's schema, parents first, in one
// transaction on the target, which commits only when every table's count and contents match the source.
import { sql } from "drizzle-orm";
import type { Database, DatabaseHandle } from "#server/db/client.ts";
import {
  copiedColumns,
  differences,
  type Fingerprint,
  fingerprint,
  parentsFirst,
  type Runner,
  readCatalog,
  rowsOf,
  type Table,
  textFormatSettings,
} from "./db-catalog.ts";

/** A reason not to move (or to undo the move): one line for the operator, nothing written to the target. */
export class MoveRefusal extends Error {}

export interface MovedTable {
  table: string;
  rows: number;
}

export async function moveDatabase(source: DatabaseHandle, target: DatabaseHandle): Promise<MovedTable[]> {
  // Before the migrations touch it: a database in use by anything (another site, a server already started on it)
  // is left exactly as it was.
  await refuseData(target.db, await readCatalog(target.db));
  // What the server of this version would do at its next start, on each side: both then have the same schema.
  await source.migrate();
  await target.migrate();
  const [sourceJournal, targetJournal] = await Promise.all([journal(source.db), journal(target.db)]);
  if (sourceJournal.join() !== targetJournal.join()) {
    throw new MoveRefusal(
      `the two databases are at different versions (${sourceJournal.length} and ${targetJournal.length} migrations applied): run the move with the GeneHive version that last ran the embedded site`,
    );
  }
  const tables = parentsFirst(await readCatalog(target.db));
  const sourceTables = new Map((await readCatalog(source.db)).map((t) => [t.name, t]));
  for (const table of tables) {
    const columns = (t: Table | undefined) => t?.columns.map((c) => `${c.name} ${c.type}`).join();
    if (columns(sourceTables.get(table.name)) !== columns(table)) {
      throw new MoveRefusal(`the table ${table.name} differs between the two databases; nothing was copied`);
    }
  }
  const extra = [...sourceTables.keys()].filter((name) => !tables.some((t) => t.name === name));
  if (extra.length) throw new MoveRefusal(`the embedded database has tables the target lacks: ${extra.join(", ")}`);

  // Rows the migrations themselves write (a placeholder account, say): the source has its own of them, which
  // replace these. Anything more by the time of the copy was written by someone else.
  const madeByMigrations = await rowCounts(target.db, tables);

  for (const setting of textFormatSettings) await source.db.execute(sql.raw(`set ${setting}`));
  const expected = new Map<string, Fingerprint>();
  for (const table of tables) expected.set(table.name, await fingerprint(source.db, table));

  await target.db.transaction(async (tx) => {
    for (const setting of textFormatSettings) await tx.execute(sql.raw(`set local ${setting}`));
    // Nothing else writes into these tables until the copy commits (a server started on the target meanwhile
    // waits), so the check below is of the copy alone.
    const names = sql.join(
      tables.map((t) => sql.identifier(t.name)),
      sql`, `,
    );
    await tx.execute(sql`lock table ${names} in exclusive mode`);
    const now = await rowCounts(tx, tables);
    const written = tables.filter((t) => now.get(t.name) !== madeByMigrations.get(t.name)).map((t) => t.name);
    if (written.length) {
      throw new MoveRefusal(
        `something wrote into the PostgreSQL database during the move (in ${written.join(", ")}); nothing was copied`,
      );
    }
    for (const table of [...tables].reverse()) {
      if (madeByMigrations.get(table.name)) await tx.execute(sql`delete from ${sql.identifier(table.name)}`);
    }
    for (const table of tables) await copyTable(source.db, tx, table);
    for (const table of tables) await continueNumbering(source.db, tx, table);
    const found = new Map<string, Fingerprint>();
    for (const table of tables) found.set(table.name, await fingerprint(tx, table));
    const wrong = differences(expected, found);
    if (wrong.length) {
      const which = wrong.map(({ table, source: s, target: t }) =>
        t?.rows === s.rows
          ? `${table}: the rows' contents differ`
          : `${table}: ${s.rows} rows in the embedded database, ${t?.rows ?? 0} copied`,
      );
      throw new MoveRefusal(
        `the copy does not match the embedded database (${which.join("; ")}); it was undone, the target is empty`,
      );
    }
  });
  return tables.map((t) => ({ table: t.name, rows: expected.get(t.name)?.rows ?? 0 }));
}

async function refuseData(db: Runner, tables: Table[]): Promise<void> {
  const filled: string[] = [];
  for (const table of tables) {
    const [row] = await rowsOf<{ filled: boolean }>(
      db,
      sql`select exists (select 1 from ${sql.identifier(table.name)}) as "filled"`,
    );
    if (row?.filled) filled.push(table.name);
  }
  if (filled.length) {
    throw new MoveRefusal(
      `the PostgreSQL database already holds data (in ${filled.join(", ")}); move into a new, empty database, and do not start the server on it before the move`,
    );
  }
}

async function rowCounts(db: Runner, tables: Table[]): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for (const table of tables) {
    const [row] = await rowsOf<{ n: number }>(db, sql`select count(*)::int as "n" from ${sql.identifier(table.name)}`);
    counts.set(table.name, Number(row?.n ?? 0));
  }
  return counts;
}

/** The migrations applied to a database, oldest first (drizzle's journal). */
async function journal(db: Database): Promise<string[]> {
  const rows = await rowsOf<{ hash: string }>(db, sql`select hash from drizzle.__drizzle_migrations order by id`);
  return rows.map((r) => r.hash);
}

/** Rows read a batch at a time through a cursor and written as multi-row inserts, values as text, as pg_dump does. */
async function copyTable(source: Database, target: Runner, table: Table): Promise<void> {
  const columns = copiedColumns(table);
  // Well under PostgreSQL's 65,535 parameters per statement.
  const batchSize = Math.max(1, Math.min(500, Math.floor(20_000 / columns.length)));
  const names = sql.join(
    columns.map((c) => sql.identifier(c.name)),
    sql`, `,
  );
  const asText = sql.join(
    columns.map((c) => sql`${sql.identifier(c.name)}::text as ${sql.identifier(c.name)}`),
    sql`, `,
  );
  const order = table.primaryKey.length
    ? sql` order by ${sql.join(
        table.primaryKey.map((c) => sql.identifier(c)),
        sql`, `,
      )}`
    : sql``;
  // The identity values are the rows' ids, which other rows and links refer to: they are kept.
  const overriding = columns.some((c) => c.identityAlways) ? sql` overriding system value` : sql``;
  await source.transaction(async (read) => {
    await read.execute(
      sql`declare move_rows no scroll cursor for select ${asText} from ${sql.identifier(table.name)}${order}`,
    );
    for (;;) {
      const batch = await rowsOf<Record<string, string | null>>(
        read,
        sql.raw(`fetch forward ${batchSize} from move_rows`),
      );
      if (!batch.length) break;
      const values = sql.join(
        batch.map(
          (row) =>
            sql`(${sql.join(
              columns.map((c) => sql`${row[c.name] ?? null}::${sql.raw(c.type)}`),
              sql`, `,
            )})`,
        ),
        sql`, `,
      );
      await target.execute(sql`insert into ${sql.identifier(table.name)} (${names})${overriding} values ${values}`);
    }
    await read.execute(sql`close move_rows`);
  });
}

/**
 * Sets each sequence of the table where the embedded one stood (or at the highest id, if that is further), so new
 * rows get new ids: never one a copied row has, nor one a deleted row had (an old link must not find a new topic).
 */
async function continueNumbering(source: Database, target: Runner, table: Table): Promise<void> {
  for (const column of table.columns) {
    if (!column.sequence) continue;
    const [sourceState] = await rowsOf<{ last: string | null }>(
      source,
      sql`select pg_sequence_last_value(pg_get_serial_sequence(${`public.${quoteIdent(table.name)}`}, ${column.name})::regclass)::text as "last"`,
    );
    const [highest] = await rowsOf<{ max: string }>(
      target,
      sql`select coalesce(max(${sql.identifier(column.name)}), 0)::text as "max" from ${sql.identifier(table.name)}`,
    );
    const value = [sourceState?.last, highest?.max].reduce((a, b) => {
      const n = BigInt(b ?? 0);
      return n > a ? n : a;
    }, 0n);
    if (value > 0n) await target.execute(sql`select setval(${column.sequence}::regclass, ${value.toString()}::bigint)`);
  }
}

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;
