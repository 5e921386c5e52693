import { useCallback, useEffect, useState } from "react";
import type { LockoutState } from "./lockout.ts";
import * as rules from "./lockout.ts";

/** The client failure counter, persisted in localStorage and re-evaluated as time passes. */
export function useLockout() {
  const [state, setState] = useState<LockoutState>(rules.initialLockout);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    setState(rules.loadLockout(window.localStorage));
    setNow(Date.now());
  }, []);

  const locked = rules.isLocked(state, now);
  useEffect(() => {
    if (!locked) return;
    const timer = window.setInterval(() => setNow(Date.now()), 15_000);
    return () => window.clearInterval(timer);
  }, [locked]);

  // localStorage is the source of truth, so another tab's failures count too.
  const update = useCallback((change: (s: LockoutState, at: number) => LockoutState) => {
    const at = Date.now();
    const next = change(rules.loadLockout(window.localStorage), at);
    rules.saveLockout(window.localStorage, next);
    setState(next);
    setNow(at);
    return next;
  }, []);

  return {
    /** Checked at the moment of a submit, not at the last render. */
    lockedNow: () => {
      const at = Date.now();
      const s = rules.loadLockout(window.localStorage);
      return { locked: rules.isLocked(s, at), minutes: rules.minutesLeft(s, at) };
    },
    locked,
    remaining: rules.remainingAttempts(state, now),
    fail: () => rules.isLocked(update(rules.recordFailure), Date.now()),
    lockFor: (seconds: number) => update((_, at) => rules.recordServerLock(at, seconds)),
    succeed: () => update(() => rules.recordSuccess()),
  };
}
