// What a copy of the whole database needs to know, read from the database's own catalog rather than from a list
// kept by hand: a table a new migration adds is copied without a change here.
import { type SQL, sql } from "drizzle-orm";

/** Anything that runs a query: a database, or a transaction on one. */
export interface Runner {
  execute(query: SQL): PromiseLike<unknown>;
}

/** Runs a query and returns its rows (both drivers answer with `{ rows }`). */
export async function rowsOf<T>(runner: Runner, query: SQL): Promise<T[]> {
  return ((await runner.execute(query)) as { rows: T[] }).rows;
}

export interface Column {
  name: string;
  /** As the catalog spells it (`timestamp with time zone`), for a cast from text. */
  type: string;
  /** Computed by the database (a search vector): never written, it follows from the others. */
  generated: boolean;
  /** GENERATED ALWAYS AS IDENTITY: an insert that gives the value must say OVERRIDING SYSTEM VALUE. */
  identityAlways: boolean;
  /** The sequence that numbers it (identity or serial), schema-qualified. */
  sequence: string | null;
}

export interface Table {
  name: string;
  columns: Column[];
  primaryKey: string[];
  /** Tables this one's foreign keys point at, itself excluded. */
  parents: string[];
}

/** The tables of the `public` schema (the app's; drizzle keeps its migration journal in its own schema). */
export async function readCatalog(db: Runner): Promise<Table[]> {
  const columns = await rowsOf<{
    table: string;
    column: string;
    type: string;
    generated: boolean;
    identity: string;
    sequence: string | null;
  }>(
    db,
    sql`select c.relname as "table", a.attname as "column", format_type(a.atttypid, a.atttypmod) as "type",
          a.attgenerated <> '' as "generated", a.attidentity as "identity",
          pg_get_serial_sequence(format('%I.%I', n.nspname, c.relname), a.attname) as "sequence"
        from pg_class c
        join pg_namespace n on n.oid = c.relnamespace
        join pg_attribute a on a.attrelid = c.oid
        where n.nspname = 'public' and c.relkind = 'r' and a.attnum > 0 and not a.attisdropped
        order by c.relname, a.attnum`,
  );
  const keys = await rowsOf<{ table: string; column: string }>(
    db,
    sql`select c.relname as "table", a.attname as "column"
        from pg_index i
        join pg_class c on c.oid = i.indrelid
        join pg_namespace n on n.oid = c.relnamespace
        join lateral unnest(i.indkey) with ordinality as k(attnum, position) on true
        join pg_attribute a on a.attrelid = c.oid and a.attnum = k.attnum
        where n.nspname = 'public' and i.indisprimary
        order by c.relname, k.position`,
  );
  const references = await rowsOf<{ table: string; parent: string }>(
    db,
    sql`select distinct c.relname as "table", p.relname as "parent"
        from pg_constraint k
        join pg_class c on c.oid = k.conrelid
        join pg_class p on p.oid = k.confrelid
        join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and k.contype = 'f'`,
  );
  const tables = new Map<string, Table>();
  for (const row of columns) {
    const table = tables.get(row.table) ?? { name: row.table, columns: [], primaryKey: [], parents: [] };
    tables.set(row.table, table);
    table.columns.push({
      name: row.column,
      type: row.type,
      generated: Boolean(row.generated),
      identityAlways: row.identity === "a",
      sequence: row.sequence,
    });
  }
  for (const row of keys) tables.get(row.table)?.primaryKey.push(row.column);
  for (const row of references) {
    const table = tables.get(row.table);
    if (table && row.parent !== row.table) table.parents.push(row.parent);
  }
  return [...tables.values()];
}

/**
 * The tables in an order where each comes after every table it references, so each row's parents are there
 * before it (ties by name, so the order is the same on every run). Tables that reference each other in a circle
 * cannot be ordered: that is an error naming them.
 */
export function parentsFirst(tables: Table[]): Table[] {
  const byName = new Map(tables.map((t) => [t.name, t]));
  const done = new Set<string>();
  const ordered: Table[] = [];
  while (ordered.length < tables.length) {
    const ready = tables
      .filter((t) => !done.has(t.name) && t.parents.every((p) => done.has(p) || !byName.has(p)))
      .sort((a, b) => a.name.localeCompare(b.name));
    if (!ready.length) {
      const left = tables.filter((t) => !done.has(t.name)).map((t) => t.name);
      throw new Error(`the tables ${left.join(", ")} reference each other in a circle: no order copies them`);
    }
    for (const t of ready) {
      done.add(t.name);
      ordered.push(t);
    }
  }
  return ordered;
}

/** The columns a copy writes: all but the generated ones. */
export const copiedColumns = (table: Table) => table.columns.filter((c) => !c.generated);

/**
 * Settings under which every value reads back as the same text on both engines, whatever the server's defaults
 * (a timestamp in the session's time zone, a float's digits). Values travel as text, as in pg_dump.
 */
export const textFormatSettings = [
  "TimeZone = 'UTC'",
  "DateStyle = 'ISO, YMD'",
  "IntervalStyle = 'postgres'",
  "extra_float_digits = 1",
  "bytea_output = 'hex'",
];

export interface Fingerprint {
  rows: number;
  /** md5 over the sorted md5s of each row's copied columns as text: equal when the rows are. */
  digest: string;
}

/** A table's row count and a digest of its contents, comparable between two databases. */
export async function fingerprint(db: Runner, table: Table): Promise<Fingerprint> {
  const row = sql.join(
    copiedColumns(table).map((c) => sql.identifier(c.name)),
    sql`, `,
  );
  const [result] = await rowsOf<{ rows: number | string; digest: string }>(
    db,
    sql`select count(*)::int as "rows", coalesce(md5(string_agg(h, '' order by h)), '') as "digest"
        from (select md5(row(${row})::text) collate "C" as h from ${sql.identifier(table.name)}) as hashed`,
  );
  return { rows: Number(result?.rows ?? 0), digest: result?.digest ?? "" };
}

export interface Difference {
  table: string;
  source: Fingerprint;
  target: Fingerprint | undefined;
}

/** The tables whose count or contents differ between the source and the target. */
export function differences(
  source: Map<string, Fingerprint>,
  target: Map<string, Fingerprint | undefined>,
): Difference[] {
  return [...source]
    .filter(([name, s]) => {
      const t = target.get(name);
      return !t || t.rows !== s.rows || t.digest !== s.digest;
    })
    .map(([name, s]) => ({ table: name, source: s, target: target.get(name) }));
}
