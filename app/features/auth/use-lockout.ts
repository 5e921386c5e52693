import { useCallback, useEffect, useState } from "react";
import {
  initialLockout,
  isLocked,
  type LockoutState,
  loadLockout,
  minutesLeft,
  recordFailure,
  recordSuccess,
  remainingAttempts,
  saveLockout,
} from "./lockout.ts";

/** The client failure counter, persisted in localStorage and re-evaluated as time passes. */
export function useLockout() {
  const [state, setState] = useState<LockoutState>(initialLockout);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    setState(loadLockout(window.localStorage));
    setNow(Date.now());
  }, []);

  const locked = isLocked(state, now);
  useEffect(() => {
    if (!locked) return;
    const timer = window.setInterval(() => setNow(Date.now()), 15_000);
    return () => window.clearInterval(timer);
  }, [locked]);

  // localStorage is the source of truth, so another tab's failures count too.
  const update = useCallback((change: (s: LockoutState, at: number) => LockoutState) => {
    const at = Date.now();
    const next = change(loadLockout(window.localStorage), at);
    saveLockout(window.localStorage, next);
    setState(next);
    setNow(at);
    return next;
  }, []);

  return {
    /** Checked at the moment of a submit, not at the last render. */
    lockedNow: () => {
      const at = Date.now();
      const s = loadLockout(window.localStorage);
      return { locked: isLocked(s, at), minutes: minutesLeft(s, at) };
    },
    locked,
    remaining: remainingAttempts(state, now),
    fail: () => isLocked(update(recordFailure), Date.now()),
    succeed: () => update(() => recordSuccess()),
  };
}
