import { execFile } from "node:child_process";
import { existsSync, mkdirSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import type { SQL } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { log, outsideRequest } from "#server/log.ts";
import { retryingConflicts } from "./conflicts.ts";
import { throwOutagesAsUnavailable } from "./outage.ts";
import { startPgliteWorker } from "./pglite-worker.ts";
import * as schema from "./schema.ts";

/** One query API for both engines: PGlite (embedded) and node-postgres. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  engine: "pglite" | "postgres";
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export type DatabaseOptions = { databaseUrl: string; poolSize?: number } | { dataDir: string } | { memory: true };

export const migrationsFolder = path.resolve(process.env.MIGRATIONS_DIR ?? "server/db/migrations");

// Serialises migrations when several servers start against one PostgreSQL.
const MIGRATION_LOCK_ID = 4_241_927;

/** The embedded PostgreSQL's memory settings for a small site (one process, a few hundred members). */
export const pgliteSettings = ["shared_buffers=16MB", "work_mem=4MB", "temp_buffers=4MB", "maintenance_work_mem=16MB"];

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if ("databaseUrl" in options) return openPostgres(options.databaseUrl, options.poolSize);
  return openPglite("dataDir" in options ? options.dataDir : undefined);
}

async function openPglite(dataDir: string | undefined): Promise<DatabaseHandle> {
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  if (dataDir) {
    // PGlite creates only the last path segment itself.
    mkdirSync(path.dirname(dataDir), { recursive: true });
    if (!existsSync(path.join(dataDir, "PG_VERSION"))) await createCluster(dataDir);
  }
  // Off the server's thread (issue 33): PostgreSQL's work never holds up requests that need no database.
  // PostgreSQL's defaults (128 MB of shared buffers) live in a WebAssembly heap that never shrinks: sized for a
  // small site, the embedded database holds a fraction of that (decision 0014, npm run footprint).
  // (Its initial heap cannot go below the 128 MB the WebAssembly module declares.)
  // A worker that dies (PostgreSQL's WebAssembly aborted) takes the database with it, and this process cannot open
  // the folder again while it holds its lock: the site's database ends the process, and the supervisor's restart
  // replays the write-ahead log as after any crash (section 14 of the deploy guide). A test's in-memory one only
  // fails its queries.
  const client = await startPgliteWorker(dataDir, pgliteSettings, (error) => {
    if (!dataDir) return;
    outsideRequest(() =>
      log("fatal", "the embedded database stopped; exiting so that the service restarts", { err: error }),
    );
    process.exit(1);
  });
  // The worker answers the part of PGlite's interface that Drizzle calls (./pglite-worker.ts).
  const db = retryingConflicts(drizzle({ client: client as never, schema }) as unknown as Database, client);
  return {
    db,
    engine: "pglite",
    migrate: () => migrate(db as never, { migrationsFolder }),
    close: () => client.close(),
  };
}

/**
 * Creates a new embedded cluster (initdb) and applies the migrations in a short-lived child process. Both grow
 * PGlite's WebAssembly heap (past 600 MB for initdb); in the server's own process that memory and the compiled
 * module stayed for good, even after the instance was closed or ran in a worker thread, so a first start idled at
 * well above the memory of every later one.
 */
async function createCluster(dataDir: string): Promise<void> {
  const require = createRequire(import.meta.url);
  const url = (specifier: string) => JSON.stringify(pathToFileURL(require.resolve(specifier)).href);
  const script = `const { PGlite } = await import(${url("@electric-sql/pglite")});
const { drizzle } = await import(${url("drizzle-orm/pglite")});
const { migrate } = await import(${url("drizzle-orm/pglite/migrator")});
const client = new PGlite(process.argv[1]);
await migrate(drizzle({ client }), { migrationsFolder: process.argv[2] });
await client.close();`;
  // Baseline-compiled only, as in the server (serverNodeFlags): optimising PostgreSQL's code would cost more than it saves.
  const args = ["--liftoff-only", "--input-type=module", "-e", script, dataDir, migrationsFolder];
  await promisify(execFile)(process.execPath, args);
}

async function openPostgres(databaseUrl: string, poolSize = 10): Promise<DatabaseHandle> {
  const { default: pg } = await import("pg");
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const { migrate } = await import("drizzle-orm/node-postgres/migrator");
  // An unreachable database makes every query throw the outage response (503), never a raw driver error.
  const pool = throwOutagesAsUnavailable(
    new pg.Pool({ connectionString: databaseUrl, max: poolSize, connectionTimeoutMillis: 5_000 }),
  );
  // A dropped idle connection must not crash the process; the pool replaces it. The event comes in the context of
  // the request that first opened the connection, which is long over: the line is no request's.
  pool.on("error", (error) => outsideRequest(() => log("error", "pg pool error", { error: error.message })));
  const db = retryingConflicts(drizzle({ client: pool, schema }) as unknown as Database, pool);
  return {
    db,
    engine: "postgres",
    async migrate() {
      const conn = await pool.connect();
      try {
        await conn.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
        await migrate(drizzle({ client: conn, schema }), { migrationsFolder });
      } finally {
        await conn.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]).catch(() => {});
        conn.release();
      }
    },
    close: () => pool.end(),
  };
}

/** Runs raw SQL and returns its rows; both drivers answer with `{ rows }`. */
export async function queryRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
