import { describe, expect, it } from "vitest";
import {
  CLIENT_LOCKOUT,
  current,
  initialLockout,
  isLocked,
  loadLockout,
  minutesLeft,
  recordFailure,
  recordServerLock,
  recordSuccess,
  remainingAttempts,
  saveLockout,
} from "./lockout.ts";

const t0 = Date.UTC(2026, 10, 22, 12, 0, 0);
const minute = 60_000;

function failTimes(n: number, at = t0) {
  let s = initialLockout;
  for (let i = 0; i < n; i++) s = recordFailure(s, at + i);
  return s;
}

describe("client lockout", () => {
  it("counts failures and shows remaining attempts between 1 and 4 failures", () => {
    expect(remainingAttempts(initialLockout, t0)).toBeNull();
    expect([1, 2, 3, 4].map((n) => remainingAttempts(failTimes(n), t0 + 10))).toEqual([4, 3, 2, 1]);
  });

  it("locks at 5 failures for 15 minutes", () => {
    const s = failTimes(5);
    expect(isLocked(s, t0 + 5)).toBe(true);
    expect(remainingAttempts(s, t0 + 5)).toBeNull();
    expect(minutesLeft(s, t0 + 4)).toBe(15);
    expect(minutesLeft(s, t0 + 4 + 14 * minute + 1)).toBe(1);
    expect(isLocked(s, t0 + 4 + CLIENT_LOCKOUT.lockMs - 1)).toBe(true);
  });

  it("clears lock and counter after 15 minutes", () => {
    const s = failTimes(5);
    const later = t0 + 4 + CLIENT_LOCKOUT.lockMs;
    expect(isLocked(s, later)).toBe(false);
    expect(current(s, later)).toEqual(initialLockout);
    expect(remainingAttempts(recordFailure(s, later), later)).toBe(4);
  });

  it("further failures while locked do not extend the lock", () => {
    const s = failTimes(5);
    expect(recordFailure(s, t0 + 10 * minute)).toEqual(s);
  });

  it("takes the server's lock for its time: no attempts offered meanwhile, then a fresh count", () => {
    const s = recordServerLock(t0, 14 * 60 + 1);
    expect(isLocked(s, t0 + 14 * minute)).toBe(true);
    expect(remainingAttempts(s, t0 + 14 * minute)).toBeNull();
    expect(minutesLeft(s, t0)).toBe(15);
    expect(isLocked(s, t0 + 14 * minute + 1001)).toBe(false);
    expect(remainingAttempts(recordFailure(s, t0 + 15 * minute), t0 + 15 * minute)).toBe(4);
  });

  it("resets on success", () => {
    expect(recordSuccess()).toEqual(initialLockout);
  });

  it("survives a reload through storage and ignores garbage", () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
    };
    saveLockout(storage, failTimes(3));
    expect(loadLockout(storage)).toEqual(failTimes(3));
    store.set("genehive.auth.lockout", "{not json");
    expect(loadLockout(storage)).toEqual(initialLockout);
    store.set("genehive.auth.lockout", JSON.stringify({ failures: 999, lockedUntil: "soon" }));
    expect(loadLockout(storage)).toEqual({ failures: 5, lockedUntil: null });
  });
});
