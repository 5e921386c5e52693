import { answerOutageBesideForm } from "#server/db/outage.ts";
import { answerAction, Refusal } from "#server/refusal.ts";
import type { ForumActionData } from "#shared/forum/types.ts";

/**
 * Runs a forum command; an expected refusal becomes a 4xx with its message, a database outage a 503 beside the
 * form (which keeps what the member wrote), anything else stays a bug. `values` (the text fields posted) come back
 * with a refusal as the outcome's values: with JavaScript the form still holds them, without it the page drawn
 * again fills them in.
 */
export async function runForumAction<T>(command: () => Promise<T>, values?: Record<string, string>) {
  return answerOutageBesideForm(
    async () => {
      try {
        return await command();
      } catch (error) {
        if (!(error instanceof Refusal)) throw error;
        return answerAction(error.answer<ForumActionData>({ ok: false, message: error.message, values }));
      }
    },
    { values },
  );
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
