/**
 * True when a statement failed because a row it points at is gone (SQLSTATE 23503): on PostgreSQL
 * a topic can be deleted by another request between a command's existence check and its insert.
 * Drizzle wraps the driver's error, so the code may sit on the error or on its cause.
 */
export function isMissingReference(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === "23503") return true;
  }
  return false;
}
