import { afterAll, describe, expect, it } from "vitest";
import { RenderPool } from "./pool.ts";

describe("the render pool's time limit", () => {
  const pool = new RenderPool({
    threads: 1,
    timeLimitMs: 100,
    maxQueue: 4,
    workerUrl: new URL("./timing-worker.fixture.ts", import.meta.url),
  });
  afterAll(() => pool.close());

  it("counts a task's CPU time, not the time its thread waited", async () => {
    // 300 ms of wall-clock time but almost no CPU: on a machine short of cores a plain post looks like this.
    expect(await pool.render("wait:300")).toEqual({ ok: true, html: "<p>waited 300 ms</p>" });
  });

  it("stops a task that keeps the CPU busy, and the next task gets a fresh worker", async () => {
    // Without a stop this would never answer (the test would time out).
    expect(await pool.render("spin")).toEqual({ ok: false, problem: "tooComplex" });
    expect(await pool.render("wait:10")).toEqual({ ok: true, html: "<p>waited 10 ms</p>" });
  });
});

describe("the render pool's idle threads", () => {
  const pool = new RenderPool({
    threads: 1,
    timeLimitMs: 100,
    maxQueue: 4,
    idleMs: 200,
    workerUrl: new URL("./timing-worker.fixture.ts", import.meta.url),
  });
  afterAll(() => pool.close());

  it("end after idleMs without work, and the next render starts a thread again", async () => {
    expect(await pool.render("wait:10")).toEqual({ ok: true, html: "<p>waited 10 ms</p>" });
    expect(pool.threads).toBe(1);
    await expect.poll(() => pool.threads, { timeout: 5_000 }).toBe(0);
    expect(await pool.render("wait:10")).toEqual({ ok: true, html: "<p>waited 10 ms</p>" });
    expect(pool.threads).toBe(1);
  });
});
