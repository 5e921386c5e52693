/** An expected refusal with the status and message the member sees; anything else is a bug. */
export class ForumError extends Error {
  constructor(
    readonly status: 400 | 403 | 404 | 409 | 429,
    message: string,
    readonly retryAfter?: number,
  ) {
    super(message);
  }
}
