import { Refusal } from "#server/refusal.ts";

/** A forum command's refusal: the one Refusal, with its status, message and, for a limit, when to try again. */
export class ForumError extends Refusal {
  constructor(status: 400 | 403 | 404 | 409 | 429, message: string, retryAfter?: number) {
    super(status, message, { retryAfter });
  }
}
