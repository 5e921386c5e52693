import { lockoutPolicy } from "#shared/auth/policy.ts";

/**
 * The browser's failure counter of the account forms: shared by sign-in and sign-up,
 * kept in localStorage (it survives a reload), reset on success; 5 failures lock the
 * forms for 15 minutes, after which lock and counter clear. The server has its own,
 * stricter per-account lockout on the same numbers; this one only spares a person pointless attempts.
 */
export const CLIENT_LOCKOUT = {
  maxFailures: lockoutPolicy.maxFailures,
  lockMs: lockoutPolicy.lockMinutes * 60 * 1000,
} as const;

export interface LockoutState {
  failures: number;
  lockedUntil: number | null;
}

export const initialLockout: LockoutState = { failures: 0, lockedUntil: null };

/** The state as it is at `now`: an expired lock clears itself and the counter. */
export function current(state: LockoutState, now: number): LockoutState {
  if (state.lockedUntil !== null && now >= state.lockedUntil) return initialLockout;
  return state;
}

export function isLocked(state: LockoutState, now: number): boolean {
  const s = current(state, now);
  return s.lockedUntil !== null;
}

export function recordFailure(state: LockoutState, now: number): LockoutState {
  const s = current(state, now);
  if (s.lockedUntil !== null) return s;
  const failures = s.failures + 1;
  return failures >= CLIENT_LOCKOUT.maxFailures
    ? { failures, lockedUntil: now + CLIENT_LOCKOUT.lockMs }
    : { failures, lockedUntil: null };
}

/** The server locked the account (its own count, which failures elsewhere reach too): the forms take its lock. */
export function recordServerLock(now: number, seconds: number): LockoutState {
  return { failures: CLIENT_LOCKOUT.maxFailures, lockedUntil: now + Math.max(1, seconds) * 1000 };
}

export function recordSuccess(): LockoutState {
  return initialLockout;
}

/** Whole minutes left on the lock, rounded up (at least 1 while locked). */
export function minutesLeft(state: LockoutState, now: number): number {
  const s = current(state, now);
  return s.lockedUntil === null ? 0 : Math.max(1, Math.ceil((s.lockedUntil - now) / 60_000));
}

/** Attempts left before the lock, shown while failures are between 1 and 4. */
export function remainingAttempts(state: LockoutState, now: number): number | null {
  const s = current(state, now);
  if (s.lockedUntil !== null || s.failures < 1) return null;
  return CLIENT_LOCKOUT.maxFailures - s.failures;
}

const STORAGE_KEY = "genehive.auth.lockout";

export function loadLockout(storage: Pick<Storage, "getItem"> | undefined): LockoutState {
  try {
    const parsed = JSON.parse(storage?.getItem(STORAGE_KEY) ?? "null") as Partial<LockoutState> | null;
    if (!parsed || typeof parsed.failures !== "number") return initialLockout;
    return {
      failures: Math.max(0, Math.min(CLIENT_LOCKOUT.maxFailures, Math.floor(parsed.failures))),
      lockedUntil: typeof parsed.lockedUntil === "number" ? parsed.lockedUntil : null,
    };
  } catch {
    return initialLockout;
  }
}

export function saveLockout(storage: Pick<Storage, "setItem"> | undefined, state: LockoutState): void {
  try {
    storage?.setItem(STORAGE_KEY, JSON.stringify(state));
  } catch {
    // Private browsing without storage: the counter then lasts for the page only.
  }
}
