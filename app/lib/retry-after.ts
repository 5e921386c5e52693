/**
 * A route's `headers` export that passes an action's Retry-After (a rate limit) on to the page's own
 * response: React Router sends the headers of `data(…, { headers })` only to data requests otherwise.
 */
export function retryAfterHeaders({ actionHeaders }: { actionHeaders: Headers }): Record<string, string> {
  const retryAfter = actionHeaders.get("Retry-After");
  return retryAfter ? { "Retry-After": retryAfter } : {};
}
