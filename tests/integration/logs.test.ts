import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { allMaterials } from "#app/content/curriculum/index.ts";
import { newMember } from "#tests/support/members.ts";
import { Client } from "./support/http.ts";
import { startServer, type TestServer } from "./support/server.ts";

const authSecret = `log-test-auth-secret-${randomBytes(12).toString("hex")}`;
const apiKey = `sk-logtest-${randomBytes(8).toString("hex")}`;
const smtpPassword = `Smtp${randomBytes(6).toString("hex")}`;

const question = JSON.stringify({
  messages: [{ role: "user", content: "How long is Day 1?" }],
  unitContext: { unit: 2, title: "Community Immunity", drivingQuestion: "How?", coreConcepts: [], lessons: [] },
});

/** Every line the server wrote, parsed: each must be one JSON object. */
const lines = (server: TestServer) =>
  server.logs
    .join("")
    .split("\n")
    .filter((line) => line.trim())
    .map((line) => {
      try {
        return JSON.parse(line) as Record<string, unknown>;
      } catch {
        throw new Error(`not a JSON line: ${line}`);
      }
    });

describe("the server's log", () => {
  let server: TestServer;
  let offline: TestServer;
  const member = newMember("logs");

  beforeAll(async () => {
    [server, offline] = await Promise.all([
      startServer({
        AUTH_SECRET: authSecret,
        AI_BASE_URL: "http://127.0.0.1:9/v1",
        AI_MODEL: "log-test-model",
        AI_API_KEY: apiKey,
        // Nothing listens there: every mail fails, and the failure is logged.
        SMTP_URL: `smtp://mailer:${smtpPassword}@127.0.0.1:9`,
      }),
      startServer(),
    ]);
  }, 120_000);
  afterAll(async () => {
    await Promise.all([server?.stop(), offline?.stop()]);
  });

  it("is one JSON line for everything, with time, level and request id, and never a secret or a password", async () => {
    const client = new Client(server.url, "203.0.113.5");
    await client.post("/auth", { intent: "sign-up", ...member });
    await client.post("/auth", { intent: "sign-in", email: member.email, password: "Wrong!Password1" });
    await client.post("/auth", { intent: "sign-in", email: member.email, password: member.password });
    await client.post("/auth/forgot-password", { intent: "request-reset", email: member.email });
    await fetch(`${server.url}/api/assistant`, {
      method: "POST",
      headers: { origin: server.url, "content-type": "application/json" },
      body: question,
    }).then((r) => r.text());
    const material = allMaterials().find((m) => m.material.path.endsWith(".pdf"))!.material.path;
    await fetch(server.url + material).then((r) => r.arrayBuffer());
    await fetch(`${server.url}/assets/no-such-file.js`).then((r) => r.arrayBuffer());
    // Let the mail and provider failures land in the log.
    await new Promise((r) => setTimeout(r, 1_500));

    const all = lines(server);
    for (const line of all) {
      expect(line, JSON.stringify(line)).toMatchObject({ time: expect.any(String), level: expect.any(String) });
      expect(typeof line.msg, JSON.stringify(line)).toBe("string");
    }
    const text = server.logs.join("");
    for (const secret of [authSecret, apiKey, smtpPassword, member.password, "Wrong!Password1"]) {
      expect(text).not.toContain(secret);
    }
    const requests = all.filter((l) => l.msg === "request");
    expect(requests.find((l) => l.path === material)).toMatchObject({ status: 200 });
    expect(requests.find((l) => l.path === "/assets/no-such-file.js")).toMatchObject({ status: 404 });
    for (const line of requests) expect(line.reqId).toMatch(/^[0-9a-f-]{36}$/);
    // The build was made for the default address; this server runs at another one (its own URL): it says so.
    expect(all.find((l) => l.level === "warn" && l.builtFor)).toMatchObject({
      builtFor: "http://localhost:3000",
      running: server.url,
    });
    // The failures logged while a request was handled carry its id.
    expect(all.find((l) => l.msg === "assistant provider unreachable")?.reqId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("writes a line for a response cut off mid-stream, saying so", async () => {
    const aborted = new AbortController();
    const response = await fetch(`${offline.url}/api/assistant`, {
      method: "POST",
      headers: { origin: offline.url, "content-type": "application/json" },
      body: question,
      signal: aborted.signal,
    });
    const reader = response.body!.getReader();
    await reader.read();
    aborted.abort();
    await expect
      .poll(() => lines(offline).find((l) => l.msg === "request" && l.path === "/api/assistant"), { timeout: 10_000 })
      .toMatchObject({ aborted: true, status: 200 });
  });
});
