import { hashPassword, verifyPassword } from "better-auth/crypto";
import { createGate } from "#server/gate.ts";
import { log } from "#server/log.ts";

/**
 * scrypt runs on libuv's thread pool (4 threads unless UV_THREADPOOL_SIZE says otherwise), the same pool that
 * opens and reads files for downloads. A burst of sign-ins queued every thread behind password hashes and a
 * .docx took seconds; hashing now takes at most half the pool and the rest of a burst waits its turn here.
 * The main thread only starts each hash (about 1 ms). The pauses an embedded site still shows under a burst of
 * sign-ups are the embedded database's queries, which run on the main thread (issue 33); scripts/perf/hash-burst.ts
 * measures both (issue 27, item 16).
 */
const HASHING_CONCURRENCY = Math.max(1, Math.floor((Number(process.env.UV_THREADPOOL_SIZE) || 4) / 2));

const gate = createGate(HASHING_CONCURRENCY);

/** better-auth's own scrypt hashing, through the gate. */
export const boundedPassword = {
  hash: (password: string) => gate(() => hashPassword(password)),
  /**
   * One log line per password checked against an account's hash: the operator's record of guessing (and the
   * evidence the lockout tests count: at most 5 wrong passwords per account and window, however many arrive).
   */
  async verify(data: { hash: string; password: string }): Promise<boolean> {
    const queued = performance.now();
    return gate(async () => {
      const started = performance.now();
      const match = await verifyPassword(data);
      log("info", "password checked", {
        match,
        waitedMs: Math.round(started - queued),
        ms: Math.round(performance.now() - started),
      });
      return match;
    });
  },
};
