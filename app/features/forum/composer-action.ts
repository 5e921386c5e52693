import { data, isRouteErrorResponse } from "react-router";
import { forumMessages } from "#shared/forum/schemas.ts";
import type { ForumActionData } from "#shared/forum/types.ts";
import { composerText } from "./composer-text.ts";
import { forgetPostedDraft } from "./drafts.ts";

/** What a forum page's clientAction needs to know of the form it sends. */
export interface ComposerForm {
  /** The text fields given back with a failure (as the server's action does with a refusal): none for a button. */
  kept: (form: FormData) => Record<string, string> | undefined;
  /** The draft (drafts.ts's place) that a confirmed post settles; none for a form that keeps no draft. */
  draft: (form: FormData) => string | undefined;
}

/**
 * The message of a post that failed on its way, or undefined for something that is not a failure of the post
 * (then it is thrown on, as before). A network failure (offline, the connection dropped, the server down: fetch's
 * TypeError) is "could not reach"; an answer of 5xx that is not the action's own (a proxy's 502, an unexpected
 * server error) is "could not save"; a post that no longer exists says so. The action's own refusals and its
 * outage answer (503 with the text kept) are data, and never come here.
 */
export function failureMessage(thrown: unknown, keepsText: boolean): string | undefined {
  if (isRouteErrorResponse(thrown)) {
    if (thrown.status === 404) return forumMessages.notFound;
    if (thrown.status >= 500) return keepsText ? composerText.failed : composerText.failedNoText;
    return undefined;
  }
  if (thrown instanceof TypeError) return keepsText ? composerText.unreachable : composerText.unreachableNoText;
  if (thrown instanceof Error) return keepsText ? composerText.failed : composerText.failedNoText;
  return undefined;
}

/**
 * The sent text fields among `names`, to give back with a failure: the browser's side of server/forms.ts's
 * keptText (server code stays out of the browser's bundle).
 */
export function keptFields(form: FormData, ...names: string[]): Record<string, string> {
  return Object.fromEntries(
    names.flatMap((name) => {
      const value = form.get(name);
      return typeof value === "string" ? [[name, value]] : [];
    }),
  );
}

/** Where a redirect thrown by the server's action leads, if it is one. */
function redirectTarget(thrown: unknown): string | undefined {
  if (!(thrown instanceof Response) || thrown.status < 300 || thrown.status > 399) return undefined;
  const location = thrown.headers.get("Location");
  if (!location) return undefined;
  return new URL(location, "http://genehive.invalid").pathname;
}

/**
 * The body of a forum page's clientAction: sends the form to the page's server action (serverAction) and turns a
 * post that never arrived, or that the server failed on, into the page's one form outcome (decision 0025): a
 * refusal whose message shows in the form's own message area, which takes focus, with the text still in the form.
 * Never the root error boundary: nothing a member writes is lost on the way. Only a post confirmed saved (a
 * redirect to where it now is, or an outcome that is ok) forgets its draft; a redirect to /auth (the session ended
 * while they wrote) keeps it, to be offered again once they are signed in.
 */
export async function sendKeepingText(
  request: Request,
  serverAction: () => Promise<unknown>,
  form: ComposerForm,
): Promise<unknown> {
  // The server's request reads the body; this copy is what the form sent, for the draft and the text given back.
  const copy = request.clone();
  let sent: Promise<FormData> | undefined;
  const fields = () => {
    sent ??= copy.formData().catch(() => new FormData());
    return sent;
  };
  try {
    const answer = await serverAction();
    if ((answer as ForumActionData | undefined)?.ok === true) forgetPostedDraft(form.draft(await fields()));
    return answer;
  } catch (thrown) {
    const target = redirectTarget(thrown);
    if (target !== undefined) {
      if (target !== "/auth") forgetPostedDraft(form.draft(await fields()));
      throw thrown;
    }
    // Left for another page (the member navigated away): nothing to show here.
    if (request.signal.aborted) throw thrown;
    const values = form.kept(await fields());
    const message = failureMessage(thrown, Boolean(values && Object.keys(values).length));
    if (message === undefined) throw thrown;
    // A failing status, so the page's data is not read again after it (it could not be, offline): the page stays
    // as it is, its forms holding what was written.
    const status = isRouteErrorResponse(thrown) ? thrown.status : thrown instanceof TypeError ? 503 : 500;
    return data({ ok: false, message, ...(values && { values }) } satisfies ForumActionData, { status });
  }
}
