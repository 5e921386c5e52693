import { data } from "react-router";
import type { ActionAnswer, RefusalStatus } from "#shared/action-outcome.ts";
import { retryAfter } from "#shared/retry-after.ts";

/**
 * An expected refusal, thrown by a command for its action to answer: the status, the message the member sees
 * (empty when the field errors say it all), the field errors, and when to try again. Anything else thrown is a bug.
 */
export class Refusal extends Error {
  readonly errors: Record<string, string>;
  readonly retryAfter?: number;

  constructor(
    readonly status: RefusalStatus,
    message: string,
    detail: { errors?: Record<string, string>; retryAfter?: number } = {},
  ) {
    super(message);
    this.errors = detail.errors ?? {};
    this.retryAfter = detail.retryAfter;
  }

  /** The refusal as an action's answer, `body` being the form's own data made of it. */
  answer<D>(body: D): ActionAnswer<D> {
    return { status: this.status, data: body, retryAfter: this.retryAfter };
  }
}

/** An action's answer as the route's response: its status, its data, and Retry-After when there is a wait. */
export function answerAction<D>({ status, data: body, retryAfter: seconds }: ActionAnswer<D>, headers?: Headers) {
  const all = new Headers(headers);
  for (const [name, value] of Object.entries(retryAfter(seconds))) all.set(name, value);
  return data(body, { status, headers: all });
}
