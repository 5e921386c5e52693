import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createInactivityTimer, INACTIVITY } from "./inactivity.ts";

describe("inactivity timer", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const make = () => {
    const onWarn = vi.fn();
    const onExpire = vi.fn();
    const timer = createInactivityTimer({ onWarn, onExpire }, globalThis);
    return { onWarn, onExpire, timer };
  };

  it("warns at 25 minutes and expires at 30 without activity", () => {
    const { onWarn, onExpire } = make();
    vi.advanceTimersByTime(INACTIVITY.warnAfterMs - 1);
    expect(onWarn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onWarn).toHaveBeenCalledTimes(1);
    expect(onExpire).not.toHaveBeenCalled();
    vi.advanceTimersByTime(5 * 60 * 1000);
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it("activity restarts the count", () => {
    const { onWarn, onExpire, timer } = make();
    vi.advanceTimersByTime(24 * 60 * 1000);
    timer.activity();
    vi.advanceTimersByTime(24 * 60 * 1000);
    expect(onWarn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(2 * 60 * 1000);
    expect(onWarn).toHaveBeenCalledTimes(1);
    expect(onExpire).not.toHaveBeenCalled();
  });

  it("stop cancels both timers", () => {
    const { onWarn, onExpire, timer } = make();
    timer.stop();
    vi.advanceTimersByTime(INACTIVITY.signOutAfterMs * 2);
    expect(onWarn).not.toHaveBeenCalled();
    expect(onExpire).not.toHaveBeenCalled();
  });
});
