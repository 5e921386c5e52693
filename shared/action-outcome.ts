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
