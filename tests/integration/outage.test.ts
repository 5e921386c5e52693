import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAIL_POLL_MS } from "#server/mail-outbox.ts";
import { outage } from "#shared/outage.ts";
import { Client, postTopic, signedInClient } from "./support/http.ts";
import { createTestCluster, type TestCluster } from "./support/pg-cluster.ts";
import { startServer, type TestServer } from "./support/server.ts";

const assistantQuestion = JSON.stringify({
  messages: [{ role: "user", content: "What do students do on Day 1?" }],
  unitContext: {
    unit: 2,
    title: "Community Immunity",
    drivingQuestion: "How can we protect our community?",
    coreConcepts: [],
    lessons: [],
  },
});

// A PostgreSQL outage needs a cluster this test may stop: vitest.config.ts runs it in the PostgreSQL pass
// (DATABASE_URL set).
describe("a PostgreSQL outage", () => {
  let cluster: TestCluster;
  let server: TestServer;
  let member: Client;
  let topic: string;

  beforeAll(async () => {
    cluster = await createTestCluster();
    server = await startServer({ DATABASE_URL: cluster.url, TRUST_PROXY: "true" });
    member = await signedInClient(server.url, "198.51.100.7", "outage");
    topic = await postTopic(member, {
      title: "Written before the outage",
      category: "introductions",
      body: "This topic must still be here afterwards.",
    });
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
    cluster?.remove();
  });

  it("answers 503 (never 'signed out'), keeps what needs no database working, and after it nothing is lost", async () => {
    expect((await member.get("/readyz")).status).toBe(200);
    cluster.stop();

    // Members' pages: a 503 that says what happened and when to try again; never a redirect to /auth.
    const page = await member.get("/community/forum");
    expect(page.status).toBe(503);
    expect(page.headers.get("retry-after")).toBe(String(outage.retryAfterSeconds));
    const html = await page.text();
    expect(html).toContain(outage.title);
    expect(html).not.toContain("Join the Community");
    expect((await member.get(topic)).status).toBe(503);

    // A reply sent from the page (a fetcher's data request) is refused beside its form, with the same message.
    const reply = await member.post(`${topic}.data`, { intent: "reply", body: "Sent while the database is down." });
    expect(reply.status).toBe(503);
    expect(await reply.text()).toContain(outage.formMessage);

    // Signing in says the site is in trouble (not a 500, not "wrong password").
    const signIn = await new Client(server.url, "198.51.100.8").post("/auth", {
      intent: "sign-in",
      email: "someone@example.org",
      password: "Val1d!Password",
    });
    expect(signIn.status).toBe(503);

    // Liveness stays up (nothing to restart); readiness says why members are being sent elsewhere.
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    const ready = await fetch(`${server.url}/readyz`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: "database unavailable" });

    // What needs no database keeps working: public pages, downloads and the assistant's offline guide.
    expect((await fetch(`${server.url}/courses`)).status).toBe(200);
    expect((await fetch(`${server.url}/unit/2`)).status).toBe(200);
    const answer = await fetch(`${server.url}/api/assistant`, {
      method: "POST",
      headers: { origin: server.url, "content-type": "application/json", "x-forwarded-for": "198.51.100.9" },
      body: assistantQuestion,
    });
    expect(answer.status).toBe(200);
    expect(await answer.text()).toContain("data: [DONE]");

    // Back: the same cookie works (the member was never signed out), and everything written before is there.
    cluster.start();
    await expect.poll(async () => (await fetch(`${server.url}/readyz`)).status, { timeout: 30_000 }).toBe(200);
    const after = await member.get(topic);
    expect(after.status).toBe(200);
    expect(await after.text()).toContain("This topic must still be here afterwards.");
    expect(server.logs.join("")).toContain('"msg":"database reachable again"');
  }, 120_000);

  it("answers the first request of an outage with the 503 too, even for a member this process just recognised", async () => {
    // Each page is the first this process serves after PostgreSQL stopped, asked right after the member's last
    // page: the session is remembered, so the page's own query is the first to find the database gone.
    for (const path of [topic, "/community/forum", "/community/members", "/community/notifications"]) {
      expect((await member.get(path)).status, path).toBe(200);
      cluster.stop();
      const first = await member.get(path);
      expect(first.status, path).toBe(503);
      expect(first.headers.get("retry-after"), path).toBe(String(outage.retryAfterSeconds));
      const html = await first.text();
      expect(html, path).toContain(outage.title);
      expect(html, path).toContain('aria-label="Main navigation"');
      cluster.start();
      await expect.poll(async () => (await fetch(`${server.url}/readyz`)).status, { timeout: 30_000 }).toBe(200);
    }
  }, 120_000);

  it("gives back, in a form, a reply or a topic posted without JavaScript during an outage", async () => {
    cluster.stop();
    try {
      // A browser without JavaScript posts the form itself (no `.data`): the answer is the whole page.
      const reply = await member.post(topic, { intent: "reply", body: "Typed while the database was away." });
      expect(reply.status).toBe(503);
      expect(reply.headers.get("retry-after")).toBe(String(outage.retryAfterSeconds));
      const replyPage = await reply.text();
      expect(replyPage).toContain(outage.title);
      expect(replyPage).toMatch(/<textarea[^>]*name="body"[^>]*>Typed while the database was away\.<\/textarea>/);
      // Sent again, the form repeats what it was: a reply to this topic.
      expect(replyPage).toMatch(/<form [^>]*method="post"[^>]*>[\s\S]*name="body"/);
      expect(replyPage).toMatch(/<input type="hidden" name="intent" value="reply"\/>/);

      const started = await member.post("/community/forum/new", {
        title: "A topic typed in the outage",
        category: "introductions",
        body: "Its first message, typed in the outage.",
      });
      expect(started.status).toBe(503);
      const startedPage = await started.text();
      expect(startedPage).toMatch(/<input[^>]*name="title"[^>]*value="A topic typed in the outage"/);
      expect(startedPage).toMatch(/<input type="hidden" name="category" value="introductions"\/>/);
      expect(startedPage).toMatch(
        /<textarea[^>]*name="body"[^>]*>Its first message, typed in the outage\.<\/textarea>/,
      );
    } finally {
      cluster.start();
      await expect.poll(async () => (await fetch(`${server.url}/readyz`)).status, { timeout: 30_000 }).toBe(200);
    }
  }, 120_000);

  it("answers every members' form beside it in an outage, and gives back a profile's text without JavaScript", async () => {
    cluster.stop();
    try {
      expect((await fetch(`${server.url}/readyz`)).status).toBe(503);
      // With JavaScript (a data request), each form's action answers the 503 with the form's message; the
      // staff forms answer it too: in an outage nobody's role can be read, and nothing is refused for it.
      const forms: [string, Record<string, string>][] = [
        ["/community/settings", { intent: "profile", name: "Outage Name", bio: "A bio typed in the outage." }],
        ["/community/notifications", {}],
        ["/community/moderation", { reportId: "1" }],
        ["/community/moderation/messages", { id: "1", intent: "handled" }],
        ["/community/moderation/accounts", { intent: "update", id: "x", name: "Outage Name", bio: "A bio." }],
      ];
      for (const [path, fields] of forms) {
        const answer = await member.post(`${path}.data`, fields);
        expect(answer.status, path).toBe(503);
        expect(answer.headers.get("retry-after"), path).toBe(String(outage.retryAfterSeconds));
        expect(await answer.text(), path).toContain(outage.formMessage);
      }

      // Without JavaScript the profile's text comes back in the outage page's form; a password never does.
      const profile = await member.post("/community/settings", {
        intent: "profile",
        name: "Outage Name",
        bio: "A bio typed in the outage.",
      });
      expect(profile.status).toBe(503);
      const page = await profile.text();
      expect(page).toMatch(/<input[^>]*name="name"[^>]*value="Outage Name"/);
      expect(page).toMatch(/<textarea[^>]*name="bio"[^>]*>A bio typed in the outage\.<\/textarea>/);
      const password = await member.post("/community/settings", {
        intent: "password",
        currentPassword: "Val1d!Password",
        newPassword: "An0ther!Password",
        confirmPassword: "An0ther!Password",
      });
      expect(password.status).toBe(503);
      expect(await password.text()).not.toContain("An0ther!Password");
    } finally {
      cluster.start();
      await expect.poll(async () => (await fetch(`${server.url}/readyz`)).status, { timeout: 30_000 }).toBe(200);
    }
  }, 120_000);

  it("logs no statement's parameters (no session token), and no line of the outage as a finished request's", async () => {
    const other = await signedInClient(server.url, "198.51.100.10", "outagelog");
    const token = decodeURIComponent(other.cookies.get("better-auth.session_token") ?? "").split(".")[0]!;
    expect(token.length).toBeGreaterThan(20);
    const restart = async () => {
      cluster.start();
      await expect.poll(async () => (await fetch(`${server.url}/readyz`)).status, { timeout: 30_000 }).toBe(200);
    };
    // A first outage leaves the pool only the connection /readyz opened again: when the next one starts, nothing
    // has noticed it yet, so the session's own query is the first to fail.
    cluster.stop();
    await restart();
    const mark = server.logs.join("").length;
    cluster.stop();
    expect((await other.get("/community/forum")).status).toBe(503);
    expect((await other.get("/community/notifications")).status).toBe(503);
    // Long enough for the mail worker to try twice: its failures are the outage, already logged once.
    await new Promise((resolve) => setTimeout(resolve, 2 * MAIL_POLL_MS + 500));
    await restart();
    await expect.poll(() => server.logs.join("").slice(mark)).toContain('"msg":"database reachable again"');

    const text = server.logs.join("").slice(mark);
    expect(text).not.toContain('"msg":"mail worker failed"');
    // The session's failed query was logged (so this checks something), without what it was asked for.
    expect(text).toContain("params: [hidden]");
    expect(text).not.toContain(token);
    expect(text).not.toMatch(/params: (?!\[hidden\])/);
    const lines = text
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    for (const line of lines) expect((line.err as { params?: unknown } | undefined)?.params).toBeUndefined();
    // The pool's lines come from connections a finished request opened: they are no request's.
    const poolErrors = lines.filter((line) => line.msg === "pg pool error");
    expect(poolErrors.length).toBeGreaterThan(0);
    for (const line of poolErrors) expect(line).not.toHaveProperty("reqId");
    // A request's line carries its own fields only, not those of lines logged before it.
    for (const line of lines.filter((l) => l.msg === "request")) expect(line).not.toHaveProperty("err");
  }, 120_000);

  it("a server started while the database is down waits for it, one line per try, and gives up clearly", async () => {
    cluster.stop();
    const waiting = startServer({ DATABASE_URL: cluster.url, DATABASE_WAIT_SECONDS: "60" });
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    cluster.start();
    const late = await waiting;
    try {
      const lines = late.logs
        .join("")
        .split("\n")
        .filter((l) => l.includes("database not reachable"));
      expect(lines.length).toBeGreaterThan(0);
      for (const line of lines) expect(JSON.parse(line)).toMatchObject({ level: "warn", attempt: expect.any(Number) });
      expect((await fetch(`${late.url}/readyz`)).status).toBe(200);
    } finally {
      await late.stop();
    }

    cluster.stop();
    const error = await startServer({ DATABASE_URL: cluster.url, DATABASE_WAIT_SECONDS: "2" }).catch((e) => e);
    expect(String(error)).toContain("The database could not be reached for 2 s");
    expect(String(error)).not.toContain("    at ");
    cluster.start();
  }, 120_000);
});
