import { setTimeout as sleep } from "node:timers/promises";
import { log } from "#server/log.ts";
import { sqlStateIn } from "./errors.ts";

/**
 * PostgreSQL rolled the work back for another transaction's sake: a deadlock it broke (40P01) or a serialization
 * failure (40001). Nothing of the work is left, and its manual's answer is to run it again. On PostgreSQL a topic
 * deleted while members read, like or reply in it takes locks in the opposite order to theirs (the topic, then its
 * rows) and deadlocks with them (the fuzz test's 500 on delete-topic).
 */
const conflictStates = new Set(["40P01", "40001"]);

/** How many times a statement or transaction is tried in all before its conflict is the request's error. */
export const CONFLICT_ATTEMPTS = 4;

/** The conflict's SQLSTATE; undefined for anything else. */
export const conflictState = (error: unknown): string | undefined => sqlStateIn(error, conflictStates);

/**
 * Runs `work`, and again (up to CONFLICT_ATTEMPTS in all) when PostgreSQL rolled it back for a conflict. Each retry
 * waits a few random milliseconds so that the two sides of a deadlock do not meet again in step.
 */
export async function retryConflicts<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      const state = conflictState(error);
      if (!state || attempt >= CONFLICT_ATTEMPTS) throw error;
      log("warn", "database conflict, trying again", { sqlstate: state, attempt });
      await sleep(5 + Math.random() * 20 * attempt);
    }
  }
}

/**
 * Makes the database retry conflicts: each transaction as a whole (its function may therefore run more than once,
 * so it does nothing outside the database: mail goes through the outbox table), and each statement sent outside a
 * transaction through `autocommit`, the driver's own query method (node-postgres's pool, the embedded worker's
 * client), never used inside one, where a failed statement has already ended the transaction.
 */
export function retryingConflicts<D extends { transaction: (...args: never[]) => Promise<unknown> }>(
  db: D,
  autocommit: { query: (...args: never[]) => unknown },
): D {
  const transaction = db.transaction.bind(db) as (...args: unknown[]) => Promise<unknown>;
  db.transaction = ((...args: unknown[]) => retryConflicts(() => transaction(...args))) as D["transaction"];
  const query = autocommit.query.bind(autocommit) as (...args: unknown[]) => Promise<unknown>;
  // node-postgres also takes a callback (and then answers nothing): such a call is passed on as it is.
  autocommit.query = ((...args: unknown[]) =>
    typeof args.at(-1) === "function" ? query(...args) : retryConflicts(() => query(...args))) as never;
  return db;
}
