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

/**
 * One JSON object per line for everything the server writes (pino): time, level, message, the request's id when
 * there is one, an error's stack as a field, never a secret (scrubbed from the finished line). Written
 * synchronously, so the last lines before a crash are not lost.
 */
shared.logger ??= pino(
  {
    base: undefined,
    messageKey: "msg",
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    mixin: () => requestContext.getStore() ?? {},
    serializers: { err: pino.stdSerializers.err },
    hooks: { streamWrite: scrub },
  },
  pino.destination({ sync: true }),
);
const logger = shared.logger;

export function log(level: Level, msg: string, fields: Record<string, unknown> = {}): void {
  logger[level](fields, msg);
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
