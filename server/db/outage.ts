import { data } from "react-router";
import { log, outsideRequest } from "#server/log.ts";
import { answerAction } from "#server/refusal.ts";
import { type OutageData, outage } from "#shared/outage.ts";
import { retryAfter } from "#shared/retry-after.ts";
import { isConnectionFailure } from "./errors.ts";

/**
 * PostgreSQL could not be reached, or lost the connection: an outage, not a fault in the query. Thrown by every
 * query of the guarded pool; Drizzle wraps it (DrizzleQueryError's cause), which isOutage sees through.
 */
export class DatabaseUnavailableError extends Error {
  override name = "DatabaseUnavailableError";
}

/**
 * The response an outage becomes (503 with Retry-After). Thrown by a loader it is the error page, in the same
 * words on the server and after hydration, so a member with a valid session is never taken for signed out; an
 * action returns outageAnswer instead, so the form keeps what was typed.
 */
export function serviceUnavailable() {
  return data<OutageData>({ outage: true }, { status: 503, headers: retryAfter(outage.retryAfterSeconds) });
}

/**
 * What an action answers in an outage: the form's outcome (shared/action-outcome.ts's FormOutcome) with the
 * outage's message and the 503, so the form keeps what was typed; `extra` goes with it (which form it answers,
 * the text given back as `values`).
 */
export function outageAnswer<E extends object>(extra?: E) {
  return answerAction({
    status: 503,
    data: { ...extra, ok: false as const, message: outage.formMessage },
    retryAfter: outage.retryAfterSeconds,
  });
}

/**
 * Runs a form's action so that an outage is answered beside the form (outageAnswer with `extra`), whether one of
 * its queries could not reach the database or the member could not be recognised (the 503 a session read throws).
 * Without JavaScript the page cannot be drawn, and the outage page gives back `extra.values`.
 */
export async function answerOutageBesideForm<T, E extends object>(run: () => Promise<T>, extra?: E) {
  try {
    return await run();
  } catch (error) {
    if (isOutage(error)) return outageAnswer(extra);
    throw error;
  }
}

/** Whether something thrown is, or was caused by, an outage (the error itself or the response made of it). */
export function isOutage(thrown: unknown): boolean {
  for (let e: unknown = thrown; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    if (e instanceof DatabaseUnavailableError) return true;
    const response = e as { init?: { status?: number }; data?: Partial<OutageData> };
    if (response.init?.status === 503 && response.data?.outage === true) return true;
  }
  return false;
}

/**
 * A background task's failure (the mail worker, a sweep), logged unless it is an outage: the outage has its own line,
 * at most every 10 seconds, and a task that runs every few seconds would otherwise repeat it with its whole query.
 */
export function logBackgroundFailure(task: string, error: unknown, detail: string = String(error)): void {
  if (!isOutage(error)) log("warn", `${task} failed`, { error: detail });
}

/** For a `.catch` that turns a failure into "none": an outage is not "none" (not signed in), it is the 503. */
export function noneUnlessOutage(thrown: unknown): null {
  if (isOutage(thrown)) throw serviceUnavailable();
  return null;
}

/** For a `.catch` of an optional member: in an outage nobody can be recognised, so the request is a visitor's. */
export function visitorInOutage(thrown: unknown): null {
  if (isOutage(thrown)) return null;
  throw thrown;
}

/** What the driver said of an outage, for the log and the start-up's retry lines. */
export function outageCause(thrown: unknown): string {
  let e: unknown = thrown;
  while (e && typeof e === "object" && (e as { cause?: unknown }).cause) e = (e as { cause?: unknown }).cause;
  return String((e as Error)?.message ?? e);
}

/**
 * Whether the database is out of reach since a query found it so (until a query or the probe reaches it again).
 * While it is, members' pages answer 503 at once, even for a session this process remembers.
 */
let down = false;
let probe: NodeJS.Timeout | undefined;
let lastLogged = 0;

export const databaseDown = () => down;

interface Queryable {
  query: (...args: never[]) => unknown;
}

interface Client extends Queryable {
  on(event: "error", listener: (error: Error) => void): unknown;
}

/**
 * Makes every query of a node-postgres pool (and of the clients it lends for transactions) throw
 * DatabaseUnavailableError when PostgreSQL cannot be reached, notes the outage (logged at most once every 10 s)
 * and probes every 2 seconds until the database answers again.
 */
export function throwOutagesAsUnavailable<P extends Queryable & { connect(): Promise<Client> }>(pool: P): P {
  const ping = pool.query.bind(pool) as unknown as (text: string) => Promise<unknown>;
  const translate = (error: unknown): unknown => {
    if (!isConnectionFailure(error)) return error;
    down = true;
    if (Date.now() - lastLogged > 10_000) {
      lastLogged = Date.now();
      log("error", "database unavailable", { error: outageCause(error) });
    }
    // The probe belongs to no request: made in the failing one's context, its line would carry that request's id.
    probe ??= outsideRequest(() =>
      setInterval(() => {
        ping("select 1").then(recovered, () => {});
      }, 2_000).unref(),
    );
    return new DatabaseUnavailableError(`The database cannot be reached: ${outageCause(error)}`, { cause: error });
  };
  const recovered = () => {
    if (!down) return;
    down = false;
    clearInterval(probe);
    probe = undefined;
    log("info", "database reachable again");
  };
  const guarded = new WeakSet<object>();
  const guard = <Q extends Queryable>(target: Q): Q => {
    if (guarded.has(target)) return target;
    guarded.add(target);
    const query = target.query.bind(target) as (...args: unknown[]) => unknown;
    target.query = ((...args: unknown[]) => {
      const result = query(...args);
      return result instanceof Promise
        ? result.then(
            (value) => {
              recovered();
              return value;
            },
            (error) => Promise.reject(translate(error)),
          )
        : result;
    }) as Q["query"];
    return target;
  };

  guard(pool);
  const connect = pool.connect.bind(pool) as (...args: unknown[]) => Promise<Client>;
  const lend = async () => {
    try {
      const client = await connect();
      // A lent client that loses its server between queries reports it as an event: unheard, it would end the
      // process. Its next query fails, and that failure is the outage.
      if (!guarded.has(client)) client.on("error", (error: Error) => outsideRequest(() => translate(error)));
      return guard(client);
    } catch (error) {
      throw translate(error);
    }
  };
  pool.connect = ((...args: unknown[]) => (args.length ? connect(...args) : lend())) as P["connect"];
  return pool;
}
