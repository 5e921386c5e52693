import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";

/**
 * The embedded database in a worker thread of its own (issue 33). PGlite runs PostgreSQL's code in WebAssembly on
 * the thread that calls it: on the server's thread, a burst of writes or a checkpoint held up every request,
 * static pages and /healthz included. The worker owns the PGlite instance; this side is the part of PGlite's
 * interface that Drizzle (drizzle-orm/pglite, its migrator) calls: query, exec and transaction.
 */

/** What a statement answers, as PGlite's query() does. */
export interface Results {
  rows: unknown[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows?: number;
}

interface QueryOptions {
  rowMode?: "array" | "object";
  parsers?: Record<number, (value: string, typeId: number) => unknown>;
}

/** The PGlite methods a transaction's callback gets; Drizzle uses query (and exec through raw SQL). */
export interface WorkerTransaction {
  query(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results>;
  exec(sql: string): Promise<Results[]>;
  rollback(): Promise<void>;
  readonly closed: boolean;
}

export interface PgliteWorker extends Omit<WorkerTransaction, "rollback" | "closed"> {
  transaction<T>(callback: (tx: WorkerTransaction) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/**
 * How many statements the worker keeps parsed, the most recently used: room for every statement the app writes, while
 * a list of ids of varying length (an IN list) makes a new text per length, for which the oldest make room.
 */
export const STATEMENTS_KEPT = 300;

/**
 * How long a kept statement is reused before it is parsed and planned again. Kept for the whole of a bench run, they
 * slowed the database's thread until it was the limit: posting fell from 116 to 68 requests/s within 30 s after the
 * topic-page cells (and a restart on the same data brought it back), while parsed again every 10 s it held 125-133,
 * with the topic page as fast as before. PostgreSQL's plans for the two slowed statements, compared by EXPLAIN
 * ANALYZE, were the same kept or fresh, and its memory stayed flat: what grows is not pinned down (issue 33's notes
 * in docs/quality.md). Parsing again costs well under a millisecond a statement.
 */
export const STATEMENT_LIFETIME_MS = 10_000;

type Request =
  | { op: "query"; sql: string; params: unknown[]; rowMode?: "array" | "object"; textTypes: number[] }
  | { op: "exec"; sql: string }
  | { op: "close" };

type Reply = { id: number; ok: true; value: unknown } | { id: number; ok: false; error: Record<string, unknown> };

// The worker's own code: plain JavaScript evaluated in the thread, importing PGlite by its resolved address, so that
// the server build needs no separate entry for it.
const workerSource = (pgliteUrl: string) => `
const { parentPort, workerData } = require("node:worker_threads");
const toError = (error) => {
  const fields = {};
  for (const [key, value] of Object.entries(error ?? {})) {
    if (value === undefined || typeof value === "function" || key === "params") continue;
    fields[key] = typeof value === "object" && value !== null ? String(value) : value;
  }
  return { ...fields, name: error?.name ?? "Error", message: error?.message ?? String(error) };
};
import(${JSON.stringify(pgliteUrl)}).then(async ({ PGlite, parse, protocol }) => {
  const options = { startParams: [...PGlite.defaultStartParams, ...workerData.settings] };
  let db;
  try {
    db = workerData.dataDir ? new PGlite(workerData.dataDir, options) : new PGlite(options);
    await db.waitReady;
  } catch (error) {
    parentPort.postMessage({ id: 0, ok: false, error: toError(error) });
    return;
  }
  parentPort.postMessage({ id: 0, ok: true });
  const { statementsKept, statementLifetimeMs } = workerData;
  const statements = preparedStatements(db, parse, protocol.serialize, statementsKept, statementLifetimeMs);
  // One request at a time, in the order they came: closing, too, waits for what was asked before it.
  let turn = Promise.resolve();
  parentPort.on("message", (message) => {
    turn = turn.then(() => answer(message));
  });
  async function answer({ id, request }) {
    try {
      let value;
      if (request.op === "query") {
        const parsers = Object.fromEntries(request.textTypes.map((type) => [type, (text) => text]));
        const result = await statements.query(request.sql, request.params, { rowMode: request.rowMode, parsers });
        value = { rows: result.rows, fields: result.fields, affectedRows: result.affectedRows };
      } else if (request.op === "exec") {
        value = (await db.exec(request.sql)).map((r) => ({ rows: r.rows, fields: r.fields, affectedRows: r.affectedRows }));
      } else {
        await db.close();
        value = null;
      }
      parentPort.postMessage({ id, ok: true, value });
    } catch (error) {
      parentPort.postMessage({ id, ok: false, error: toError(error) });
    }
  }
}, (error) => parentPort.postMessage({ id: 0, ok: false, error: toError(error) }));

// PGlite's query() parses, analyses and plans its statement anew every time (an unnamed statement): for the forum's
// statements that was most of PostgreSQL's work. The same steps as query(), with each statement's text parsed once
// into a named statement and kept (the most recently used, up to STATEMENTS_KEPT, each for STATEMENT_LIFETIME_MS), so
// PostgreSQL can reuse its parse and, once it judges a generic plan as good, its plan. Only reads and writes of rows
// are kept: anything else (migrations' DDL, SET, BEGIN) goes through query() as before. Requests reach it one at a
// time (answer()'s turns).
function preparedStatements(db, parse, serialize, statementsKept, statementLifetimeMs) {
  const kept = new Map();
  let made = 0;
  const send = (message) => db.execProtocolStream(message, { syncToFs: false });
  const keepable = /^\\s*(select|insert|update|delete|with)\\b/i;
  async function statementFor(text) {
    const known = kept.get(text);
    if (known) {
      kept.delete(text);
      if (performance.now() - known.parsedAt < statementLifetimeMs) {
        kept.set(text, known);
        return { statement: known, messages: [] };
      }
      // Kept long enough (STATEMENT_LIFETIME_MS): let go, and parsed again below under a new name.
      await send(serialize.close({ type: "S", name: known.name }));
    }
    const name = "genehive_" + ++made;
    const messages = await send(serialize.parse({ name, text }));
    const types = parse.parseDescribeStatementResults(await send(serialize.describe({ type: "S", name })));
    const statement = { name, types, parsedAt: performance.now() };
    kept.set(text, statement);
    return { statement, messages };
  }
  return {
    async query(text, params, options) {
      if (!keepable.test(text)) return db.query(text, params, options);
      const messages = [];
      try {
        const { statement, messages: parsed } = await statementFor(text);
        const values = params.map((value, i) => {
          if (value == null) return null;
          const serializer = db.serializers[statement.types[i]];
          return serializer ? serializer(value) : value.toString();
        });
        messages.push(
          ...parsed,
          ...(await send(serialize.bind({ statement: statement.name, values }))),
          ...(await send(serialize.describe({ type: "P" }))),
          ...(await send(serialize.execute({}))),
        );
      } catch (error) {
        if (error && typeof error === "object") Object.assign(error, { query: text });
        throw error;
      } finally {
        messages.push(...(await send(serialize.sync())));
        if (kept.size > statementsKept) {
          const [oldest, { name }] = kept.entries().next().value;
          kept.delete(oldest);
          await send(serialize.close({ type: "S", name }));
          await send(serialize.sync());
        }
      }
      await db.syncToFs();
      return parse.parseResults(messages, db.parsers, options)[0];
    },
  };
}
`;

/**
 * Only the parsers that keep a type's text as it is can cross to the worker (functions cannot be sent): those are
 * the ones Drizzle passes, so that it converts dates and intervals itself.
 */
function textTypes(parsers: QueryOptions["parsers"]): number[] {
  return Object.entries(parsers ?? {}).map(([type, parse]) => {
    const probe = "2001-02-03 04:05:06";
    if (parse(probe, Number(type)) !== probe)
      throw new Error(`the embedded database's worker cannot run parser ${type}`);
    return Number(type);
  });
}

function rebuildError(fields: Record<string, unknown>): Error {
  const error = new Error(String(fields.message));
  Object.assign(error, fields);
  return error;
}

/**
 * Starts the worker and waits until its database is open. `dataDir` undefined: an in-memory database.
 * `settings` are PostgreSQL settings (`name=value`) added to PGlite's defaults.
 */
export async function startPgliteWorker(
  dataDir: string | undefined,
  settings: string[],
  onLost?: (error: Error) => void,
): Promise<PgliteWorker> {
  const require = createRequire(import.meta.url);
  const pgliteUrl = pathToFileURL(require.resolve("@electric-sql/pglite")).href;
  const worker = new Worker(workerSource(pgliteUrl), {
    eval: true,
    workerData: {
      dataDir,
      settings: settings.flatMap((setting) => ["-c", setting]),
      statementsKept: STATEMENTS_KEPT,
      statementLifetimeMs: STATEMENT_LIFETIME_MS,
    },
  });
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  let nextId = 1;
  let failure: Error | undefined;
  let closing = false;
  let opened = false;
  const ready = Promise.withResolvers<void>();
  pending.set(0, { resolve: () => ready.resolve(), reject: ready.reject });

  const failAll = (error: Error) => {
    failure ??= error;
    for (const { reject } of pending.values()) reject(failure);
    pending.clear();
  };
  worker.on("message", (reply: Reply) => {
    const waiting = pending.get(reply.id);
    if (!waiting) return;
    pending.delete(reply.id);
    if (pending.size === 0) worker.unref();
    if (reply.ok) waiting.resolve(reply.value);
    else waiting.reject(rebuildError(reply.error));
  });
  worker.on("error", (error) => failAll(error));
  worker.on("exit", (code) => {
    failAll(new Error(`the embedded database's worker stopped (exit code ${code})`));
    // Lost only once it had opened: one that never opened rejects the start, and its caller reports why.
    if (opened && !closing) onLost?.(failure as Error);
  });

  const send = <T>(request: Request): Promise<T> => {
    if (failure) return Promise.reject(failure);
    const id = nextId++;
    const { promise, resolve, reject } = Promise.withResolvers<T>();
    pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
    // Like PGlite in the thread, an idle database keeps no process alive; one with work to answer does.
    worker.ref();
    worker.postMessage({ id, request });
    return promise;
  };
  const query = (sql: string, params: unknown[] = [], options: QueryOptions = {}) =>
    send<Results>({ op: "query", sql, params, rowMode: options.rowMode, textTypes: textTypes(options.parsers) });
  const exec = (sql: string) => send<Results[]>({ op: "exec", sql });

  // A transaction holds the database as PGlite's own does: statements asked for meanwhile (outside it) wait their
  // turn behind it, in order. Without one in progress or waiting, statements go straight to the worker.
  let tail: Promise<unknown> = Promise.resolve();
  let holders = 0;
  const exclusively = <T>(work: () => Promise<T>): Promise<T> => {
    holders++;
    const result = tail.then(work);
    tail = result.then(
      () => holders--,
      () => holders--,
    );
    return result;
  };

  try {
    await ready.promise;
    opened = true;
  } catch (error) {
    closing = true;
    await worker.terminate();
    throw error;
  }

  return {
    query: (sql, params, options) =>
      holders === 0 ? query(sql, params, options) : exclusively(() => query(sql, params, options)),
    exec: (sql) => (holders === 0 ? exec(sql) : exclusively(() => exec(sql))),
    transaction: (callback) =>
      exclusively(async () => {
        let closed = false;
        const open = () => {
          if (closed) throw new Error("the transaction is already closed");
        };
        const tx: WorkerTransaction = {
          async query(sql, params, options) {
            open();
            return query(sql, params, options);
          },
          async exec(sql) {
            open();
            return exec(sql);
          },
          async rollback() {
            open();
            await exec("ROLLBACK");
            closed = true;
          },
          get closed() {
            return closed;
          },
        };
        await exec("BEGIN");
        try {
          const result = await callback(tx);
          if (!closed) await exec("COMMIT");
          return result;
        } catch (error) {
          // The statement's own error is the one to report; a worker gone meanwhile fails everything anyway.
          if (!closed) await exec("ROLLBACK").catch(() => {});
          throw error;
        } finally {
          closed = true;
        }
      }),
    async close() {
      closing = true;
      // Whatever was asked before closing is answered first (the worker takes requests in order).
      await exclusively(() => send<null>({ op: "close" }));
      // Closed and flushed: nothing is left for the thread to do (it would not always end by itself).
      await worker.terminate();
    },
  };
}
