/**
 * The one shape of what a form's action answers, whichever form: the status, what the form shows (`data`: the
 * message, the field errors, the text given back), and when to try again (a rate limit, an outage), which becomes
 * the Retry-After header. Refusals thrown on the way are server/refusal.ts's Refusal, answered in the same shape.
 */
export interface ActionAnswer<D> {
  status: number;
  data: D;
  /** Seconds until a retry can succeed (sent as Retry-After); none when there is no wait to tell. */
  retryAfter?: number;
}

/** The statuses of an expected refusal: the member's input, their rights, what they asked for, or a limit. */
export type RefusalStatus = 400 | 403 | 404 | 409 | 429;

/**
 * What every form's action gives its page when it does not redirect, whichever form: whether it was done, the
 * form-level message (a confirmation, or why not: a limit, an outage, a form past its time) with an optional
 * title (the spec's toast titles), a message per field to show beside it, and what the member typed, given back
 * so the form is filled in again (never a password). `intent` names the form on a page that has several.
 * A form adds only what is its own (the contact form's next token, the forum's preview).
 */
export interface FormOutcome<Field extends string = string> {
  ok: boolean;
  intent?: string;
  title?: string;
  message?: string;
  errors?: Partial<Record<Field, string>>;
  values?: Partial<Record<Field, string>>;
}
