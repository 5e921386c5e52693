import { afterAll, beforeAll, expect, it } from "vitest";
import { IP_LIMITS } from "#server/auth/auth.ts";
import { newMember } from "#tests/support/members.ts";
import { Client } from "./support/http.ts";
import { startServer, type TestServer } from "./support/server.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => server?.stop());

it(
  "without TRUST_PROXY a client cannot dodge the per-IP limit by sending its own X-Forwarded-For",
  async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= IP_LIMITS.signIn.max; i++) {
      const c = new Client(server.url, `203.0.113.${i}`);
      statuses.push(
        (await c.post("/auth", { intent: "sign-in", email: newMember("spoof").email, password: "Wrong!Pass1" })).status,
      );
    }
    expect(statuses.slice(0, IP_LIMITS.signIn.max).every((s) => s === 401)).toBe(true);
    expect(statuses[IP_LIMITS.signIn.max]).toBe(429);
    // Each attempt hashes a password (scrypt): a second or more each on a loaded two-core machine.
  },
  IP_LIMITS.signIn.max * 4_000,
);
