/**
 * When to try again (a rate limit, an outage): the one way an answer says so, `Retry-After` in whole seconds;
 * nothing when there is no wait to tell.
 */
export function retryAfter(seconds: number | undefined): Record<string, string> {
  return seconds ? { "Retry-After": String(Math.ceil(seconds)) } : {};
}
