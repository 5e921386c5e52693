import { data } from "react-router";
import { isOutage, outageAnswer } from "#server/db/outage.ts";
import type { ForumActionData } from "#shared/forum/types.ts";
import { ForumError } from "./errors.ts";

/**
 * Runs a forum command; an expected refusal becomes a 4xx with its message, a database outage a 503 beside the
 * form (which keeps what the member wrote), anything else stays a bug.
 */
export async function runForumAction<T>(command: () => Promise<T>) {
  try {
    return await command();
  } catch (error) {
    if (isOutage(error)) return outageAnswer();
    if (!(error instanceof ForumError)) throw error;
    return data<ForumActionData>(
      { ok: false, error: error.message },
      { status: error.status, headers: error.retryAfter ? { "Retry-After": String(error.retryAfter) } : undefined },
    );
  }
}

/** The posted fields that a command takes, as strings (a file where text belongs becomes undefined). */
export function pick(form: FormData, ...names: string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const name of names) {
    const value = form.get(name);
    out[name] = typeof value === "string" ? value : undefined;
  }
  return out;
}
