/**
 * The first of `states` (PostgreSQL's SQLSTATEs) that a failed statement reported, or undefined. Drizzle wraps the
 * driver's error, so the code may sit on the error or on any cause.
 */
export function sqlStateIn(error: unknown, states: ReadonlySet<string>): string | undefined {
  for (let e: unknown = error; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && states.has(code)) return code;
  }
  return undefined;
}

const missingReference = new Set(["23503"]);

/**
 * True when a statement failed because a row it points at is gone (SQLSTATE 23503): on PostgreSQL
 * a topic can be deleted by another request between a command's existence check and its insert.
 */
export function isMissingReference(error: unknown): boolean {
  return sqlStateIn(error, missingReference) !== undefined;
}

/**
 * PostgreSQL cannot be reached or dropped the connection (it is down, restarting, refusing connections or
 * unreachable): an outage, not a fault in the statement. Node's socket codes and PostgreSQL's connection-class
 * and shutdown SQLSTATEs, on the error or on any cause Drizzle wrapped it in.
 */
export function isConnectionFailure(error: unknown): boolean {
  const socketCodes = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EHOSTUNREACH", "ENETUNREACH", "EPIPE"]);
  const sqlStates = new Set(["57P01", "57P02", "57P03", "08000", "08001", "08003", "08004", "08006"]);
  for (let e: unknown = error; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    const code = String((e as { code?: unknown }).code ?? "");
    if (socketCodes.has(code) || sqlStates.has(code)) return true;
    if (
      /Connection terminated|timeout exceeded when trying to connect|connection error/i.test(
        String((e as Error).message),
      )
    )
      return true;
  }
  return false;
}
