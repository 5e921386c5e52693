import { afterEach, describe, expect, it, vi } from "vitest";
import type { Database } from "#server/db/client.ts";
import { forumChanged, forumWrite, SHARED_VIEW_TTL_MS, sharedView } from "./shared-views.ts";

const db = {} as Database;
const otherDb = {} as Database;

describe("shared forum views", () => {
  afterEach(() => {
    forumChanged();
    vi.useRealTimers();
  });

  it("reads once per TTL, again after it, and at once after a change in this process", async () => {
    vi.useFakeTimers();
    let reads = 0;
    const read = async () => ++reads;
    expect(await sharedView("v", db, read)).toBe(1);
    expect(await sharedView("v", db, read)).toBe(1);
    vi.advanceTimersByTime(SHARED_VIEW_TTL_MS);
    expect(await sharedView("v", db, read)).toBe(2);
    forumChanged();
    expect(await sharedView("v", db, read)).toBe(3);
  });

  it("keeps views of different databases apart, and does not keep a failed read", async () => {
    expect(await sharedView("w", db, async () => "first")).toBe("first");
    expect(await sharedView("w", otherDb, async () => "other")).toBe("other");
    await expect(sharedView("x", db, async () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(await sharedView("x", db, async () => "back")).toBe("back");
  });

  it("forgets the views after a declared write succeeds, and keeps them when it fails", async () => {
    let reads = 0;
    const read = async () => ++reads;
    const write = forumWrite(async (fail: boolean) => {
      if (fail) throw new Error("refused");
      return "written";
    });
    expect(await sharedView("y", db, read)).toBe(1);
    await expect(write(true)).rejects.toThrow("refused");
    expect(await sharedView("y", db, read)).toBe(1);
    expect(await write(false)).toBe("written");
    expect(await sharedView("y", db, read)).toBe(2);
  });
});
