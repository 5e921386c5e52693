import { describe, expect, it } from "vitest";
import { createGate } from "./gate.ts";

describe("the first-come, first-served gate", () => {
  it("runs at most `limit` tasks at once, in the order they came, and survives failures", async () => {
    const gate = createGate(2);
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const task = (i: number) => async () => {
      started.push(i);
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running -= 1;
      if (i === 3) throw new Error("task 3 failed");
      return i;
    };
    const results = await Promise.allSettled(Array.from({ length: 10 }, (_, i) => gate(task(i))));
    expect(most).toBe(2);
    expect(started).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(results.filter((r) => r.status === "rejected")).toHaveLength(1);
    // A failed task gives its place back: a later call still runs.
    expect(await gate(async () => "after")).toBe("after");
  });
});
