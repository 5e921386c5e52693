import { AsyncLocalStorage } from "node:async_hooks";
import { format } from "node:util";
import pino from "pino";

type Level = "info" | "warn" | "error" | "fatal";

/**
 * This module is bundled twice, into the process's entry (build/server/main.js) and into the server bundle (the
 * routes): both copies share one logger, one request context and one list of secrets through a global.
 */
interface Shared {
  requestContext: AsyncLocalStorage<{ reqId: string }>;
  secrets: Set<string>;
  logger?: pino.Logger;
}
const globals = globalThis as { [key: symbol]: Shared | undefined };
const key = Symbol.for("genehive.log");
globals[key] ??= { requestContext: new AsyncLocalStorage(), secrets: new Set() };
const shared = globals[key];

/** What every line written while a request is handled carries: its id (also the response's X-Request-Id). */
export const requestContext = shared.requestContext;

/** Values a log line must never show (the auth secret, API keys, passwords in URLs), registered at start-up. */
const secrets = shared.secrets;

/** Adds values to hide from every log line (each shown as `[secret]`); short values would hide ordinary words. */
export function hideInLogs(...values: (string | undefined)[]): void {
  for (const value of values) if (value && value.length >= 6) secrets.add(value);
}

/** The secrets of a database or mail URL: its password (and the URL itself). */
export function urlSecrets(url: string | undefined): string[] {
  if (!url) return [];
  try {
    const password = decodeURIComponent(new URL(url).password);
    return password ? [password, url] : [];
  } catch {
    return [url];
  }
}

/** The password part of any URL that slips into a message (`postgres://user:…@host`) is starred. */
const URL_PASSWORD = /(\b[a-z][a-z0-9+.-]*:\/\/[^\s:/@"]+:)[^\s@"/]+@/gi;

export function scrub(text: string): string {
  let out = text.replace(URL_PASSWORD, "$1***@");
  for (const secret of secrets) out = out.split(secret).join("[secret]");
  return out;
}

/** What a log line shows in place of a failed statement's parameters. */
export const HIDDEN_PARAMS = "[hidden]";

/**
 * Drizzle's DrizzleQueryError names the statement's parameters (a session token, the text of a post) in its
 * message (`Failed query: …\nparams: …`) and in `params`. The error serializer takes them out of an error logged
 * as `err`; this catches the same text once it is a string (an error logged as `String(error)`), in the finished
 * JSON line, where the message's line breaks are `\n`: it ends at the stack's first frame, at a cause, or at the
 * end of the string (text the serializer already hid is left as it is).
 */
const PARAMS_IN_LINE = new RegExp(
  String.raw`\\nparams: (?!${HIDDEN_PARAMS.replace(/[[\]]/g, "\\$&")})(?:[^"\\]|\\(?!n {4}at |ncaused by: ).)*`,
  "g",
);

export function hideQueryParams(line: string): string {
  return line.replace(PARAMS_IN_LINE, `\\nparams: ${HIDDEN_PARAMS}`);
}

/**
 * What each failed statement in an error's chain would show of its parameters: the `\nparams: …` text Drizzle
 * put in its message, and each text parameter long enough to tell apart from ordinary words, which PostgreSQL
 * itself may quote back (`invalid input syntax for type integer: "…"`).
 */
function paramsTexts(error: unknown): { list: string; values: string[] }[] {
  const found: { list: string; values: string[] }[] = [];
  const seen = new Set<unknown>();
  for (let e: unknown = error; e && typeof e === "object" && !seen.has(e); e = (e as { cause?: unknown }).cause) {
    seen.add(e);
    const params = (e as { params?: unknown }).params;
    if (!Array.isArray(params)) continue;
    const values = params.filter((p): p is string => typeof p === "string" && p.length >= 6);
    found.push({ list: `\nparams: ${String(params)}`, values });
  }
  return found;
}

/** pino's error serializer (type, message and stack with their causes), without any statement's parameters. */
export function errWithoutParams(error: unknown): unknown {
  const out = pino.stdSerializers.err(error as Error) as unknown as Record<string, unknown>;
  if (!out || typeof out !== "object") return out;
  const found = paramsTexts(error);
  if (found.length === 0) return out;
  const hide = (text: string) =>
    found.reduce(
      (shown, { list, values }) =>
        values.reduce(
          (rest, value) => rest.split(value).join(HIDDEN_PARAMS),
          shown.split(list).join(`\nparams: ${HIDDEN_PARAMS}`),
        ),
      text,
    );
  delete out.params;
  for (const [key, value] of Object.entries(out)) if (typeof value === "string") out[key] = hide(value);
  return out;
}

/**
 * One JSON object per line for everything the server writes (pino): time, level, message, the request's id when
 * there is one, an error's stack as a field, never a secret (scrubbed from the finished line) nor a statement's
 * parameters. Written synchronously, so the last lines before a crash are not lost.
 */
shared.logger ??= pino(
  {
    base: undefined,
    messageKey: "msg",
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    // A copy: pino merges each line's fields into what the mixin returns, and the request's own context object
    // would then carry them (a logged error, the request line's status) into every later line of the request.
    mixin: () => {
      const store = requestContext.getStore();
      return store ? { reqId: store.reqId } : {};
    },
    serializers: { err: errWithoutParams },
    hooks: { streamWrite: (line) => hideQueryParams(scrub(line)) },
  },
  pino.destination({ sync: true }),
);
const logger = shared.logger;

export function log(level: Level, msg: string, fields: Record<string, unknown> = {}): void {
  logger[level](fields, msg);
}

/**
 * For what no request caused, though it may run in one's asynchronous context: an event of a connection or a timer
 * first made while a request was handled (a pool's dropped connection, a probe) would otherwise carry the id of
 * that request, long finished.
 */
export function outsideRequest<T>(run: () => T): T {
  return requestContext.exit(run);
}

/**
 * Sends console output (from libraries that print on their own, React Router's errors among them) through the
 * logger, so no line is multi-line text: an Error becomes the line's `err` field with its stack.
 */
export function logConsoleAsJson(): void {
  // Node's own warnings (a deprecated API a library calls) are warnings, one line each, not stderr text.
  process.removeAllListeners("warning");
  process.on("warning", (warning) => log("warn", warning.message, { warning: warning.name }));
  const levels = { log: "info", info: "info", debug: "info", warn: "warn", error: "error" } as const;
  for (const [method, level] of Object.entries(levels) as [keyof typeof levels, Level][]) {
    console[method] = (...args: unknown[]) => {
      const err = args.find((a) => a instanceof Error) as Error | undefined;
      const rest = args.filter((a) => a !== err);
      log(level, rest.length ? format(...rest) : (err?.message ?? ""), err ? { err } : {});
    };
  }
}
