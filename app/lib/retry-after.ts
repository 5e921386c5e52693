import { retryAfter } from "#shared/retry-after.ts";

/**
 * A route's `headers` export that passes an action's Retry-After (a rate limit) on to the page's own
 * response: React Router sends the headers of `data(…, { headers })` only to data requests otherwise. `base` is
 * what the page's responses always carry.
 */
export function retryAfterHeaders(
  { actionHeaders }: { actionHeaders: Headers },
  base: Record<string, string> = {},
): Record<string, string> {
  const seconds = Number(actionHeaders.get("Retry-After"));
  return { ...base, ...retryAfter(Number.isFinite(seconds) ? seconds : undefined) };
}
