import { inactivityPolicy } from "#shared/auth/policy.ts";

/**
 * The inactivity rule: warn after 25 idle minutes; the session ends at 30. While the member is active, the page
 * tells the server so (POST /api/me) at most this often, which keeps the session alive there: the navigation's
 * own checks do not (issue 27, item 14).
 */
export const INACTIVITY = {
  warnAfterMs: inactivityPolicy.warnAfterMinutes * 60 * 1000,
  signOutAfterMs: inactivityPolicy.signOutAfterMinutes * 60 * 1000,
  keepaliveMs: 5 * 60 * 1000,
} as const;

export const activityEvents = ["mousemove", "mousedown", "keydown", "scroll", "touchstart", "wheel"] as const;

export interface Timers {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/**
 * Calls `onWarn` after 25 minutes and `onExpire` after 30 minutes without activity;
 * every `activity()` call starts the count again (and re-arms the warning).
 */
export function createInactivityTimer(callbacks: { onWarn(): void; onExpire(): void }, timers: Timers) {
  let warn: unknown;
  let expire: unknown;
  const clear = () => {
    timers.clearTimeout(warn);
    timers.clearTimeout(expire);
  };
  const activity = () => {
    clear();
    warn = timers.setTimeout(callbacks.onWarn, INACTIVITY.warnAfterMs);
    expire = timers.setTimeout(callbacks.onExpire, INACTIVITY.signOutAfterMs);
  };
  activity();
  return { activity, stop: clear };
}
