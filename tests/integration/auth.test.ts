import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IP_LIMITS } from "#server/auth/auth.ts";
import { validationMessages } from "#shared/auth/schemas.ts";
import { newMember } from "#tests/support/members.ts";
import { Client } from "./support/http.ts";
import { outboxMails, waitFor } from "./support/outbox.ts";
import { startServer, type TestServer } from "./support/server.ts";

let server: TestServer;
beforeAll(async () => {
  // Behind a (test) proxy, so each test can be its own client address.
  server = await startServer({ TRUST_PROXY: "true" });
});
afterAll(async () => server?.stop());

let ipCounter = 0;
const client = () => new Client(server.url, `10.0.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`);

async function signUp(c: Client, member = newMember()) {
  const response = await c.post("/auth", { intent: "sign-up", ...member });
  return { response, member, html: await response.text() };
}

describe("sign-up", () => {
  it("creates an account that can then sign in, without signing in by itself", async () => {
    const c = client();
    const { response, member } = await signUp(c);
    expect(response.status).toBe(200);
    expect(c.cookies.size).toBe(0);
    const signIn = await c.post("/auth", { intent: "sign-in", email: member.email, password: member.password });
    expect(signIn.status).toBe(200);
    const cookie = signIn.headers.getSetCookie().find((l) => l.startsWith("better-auth.session_token="));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
  });

  it("validates on the server with the spec's messages", async () => {
    const c = client();
    const cases: Array<[Record<string, string>, string]> = [
      [{ password: "Short1!" }, validationMessages.passwordTooShort],
      [{ password: "nouppercase1!xx" }, validationMessages.passwordUppercase],
      [{ email: "bad" }, validationMessages.invalidEmail],
      [{ username: "ab" }, validationMessages.usernameTooShort],
      [{ fullName: "A" }, validationMessages.fullNameTooShort],
    ];
    for (const [change, message] of cases) {
      const response = await c.post("/auth", { intent: "sign-up", ...newMember(), ...change });
      expect(response.status, message).toBe(400);
      expect(await response.text()).toContain(message);
    }
  });

  it("refuses a taken username, whatever its case", async () => {
    const c = client();
    const { member } = await signUp(c);
    const sameName = await c.post("/auth", {
      intent: "sign-up",
      ...newMember(),
      username: member.username.toUpperCase(),
    });
    expect(sameName.status).toBe(400);
    expect(await sameName.text()).toContain("Username is already taken");
  });

  it("a used e-mail gets the same answer as a new one, creates nothing, and tells the (verified) owner", async () => {
    const c = client();
    const { member } = await signUp(c);
    // Only an address its owner has confirmed gets notices (hardening-auth.test.ts has the unconfirmed case).
    const mails = () => outboxMails(server.dataDir).map((m) => m.text);
    // The mail worker writes it a moment after the answer.
    const confirm = await waitFor("the confirmation mail", () =>
      mails().find((m) => m.includes(`To: ${member.email}`) && m.includes("Subject: Confirm your e-mail address")),
    );
    const link = confirm?.match(/https?:\/\/[^/\s]+(\/auth\/verify-email\?token=\S+)/)?.[1];
    expect(link).toBeTruthy();
    expect((await c.get(link!)).status).toBe(200);
    const second = { ...newMember(), email: member.email, password: "Other!Passw0rd" };
    expect((await c.post("/auth", { intent: "sign-up", ...second })).status).toBe(200);
    expect(
      (await client().post("/auth", { intent: "sign-in", email: member.email, password: second.password })).status,
    ).toBe(401);
    expect(
      (await client().post("/auth", { intent: "sign-in", email: member.email, password: member.password })).status,
    ).toBe(200);
    await waitFor("the notice", () =>
      mails().some((m) => m.includes(`To: ${member.email}`) && m.includes("already has one")),
    );
  });

  it("refuses unknown fields, files and unknown intents with 400", async () => {
    const c = client();
    const extra = await c.post("/auth", { intent: "sign-up", ...newMember(), role: "admin" });
    expect(extra.status).toBe(400);
    expect(await extra.text()).toContain("Unknown field: role");
    expect((await c.post("/auth", { intent: "become-admin" })).status).toBe(400);
    const garbage = await fetch(`${server.url}/auth`, {
      method: "POST",
      headers: { origin: server.url, "content-type": "multipart/form-data; boundary=x" },
      body: "--nope",
    });
    expect(garbage.status).toBe(400);
  });
});

describe("sessions", () => {
  it("members reach the hub; visitors are redirected to /auth with no member data", async () => {
    const visitor = await client().get("/community");
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get("location")).toBe("/auth");

    const c = client();
    const { member } = await signUp(c);
    await c.post("/auth", { intent: "sign-in", email: member.email, password: member.password });
    const hub = await c.get("/community");
    expect(hub.status).toBe(200);
    const html = await hub.text();
    expect(html).toContain("Community Hub");
    expect(html).toContain("Connect, discuss, and collaborate with biology educators");
    const me = await (await c.get("/api/me")).json();
    expect(me.user).toEqual({ name: member.fullName, username: member.username, unread: 0 });
    // The inactivity rule that /site.js keeps on pages without React.
    expect(me.idle).toMatchObject({ warnAfterMs: 25 * 60_000, signOutAfterMs: 30 * 60_000 });
    expect(JSON.stringify(me)).not.toContain(member.email);
  });

  it("sign-out revokes every session of the member, on every device", async () => {
    const laptop = client();
    const { member } = await signUp(laptop);
    const phone = client();
    await laptop.post("/auth", { intent: "sign-in", email: member.email, password: member.password });
    await phone.post("/auth", { intent: "sign-in", email: member.email, password: member.password });
    expect((await phone.get("/community")).status).toBe(200);
    const phoneCookies = new Map(phone.cookies);

    const out = await laptop.post("/auth/sign-out", {});
    expect(out.status).toBe(302);
    expect(out.headers.get("location")).toBe("/");
    expect((await laptop.get("/community")).status).toBe(302);
    phone.cookies = phoneCookies;
    expect((await phone.get("/community")).status).toBe(302);
  });

  it("a signed-in member visiting /auth goes to the hub", async () => {
    const c = client();
    const { member } = await signUp(c);
    await c.post("/auth", { intent: "sign-in", email: member.email, password: member.password });
    const page = await c.get("/auth");
    expect(page.status).toBe(302);
    expect(page.headers.get("location")).toBe("/community");
  });
});

describe("per-account lockout", () => {
  it("locks password sign-in after 5 failures in 15 minutes, even with the right password", async () => {
    const c = client();
    const { member } = await signUp(c);
    for (let i = 1; i <= 4; i++) {
      const r = await client().post("/auth", { intent: "sign-in", email: member.email, password: "Wrong!Password1" });
      expect(r.status).toBe(401);
    }
    const fifth = await client().post("/auth", { intent: "sign-in", email: member.email, password: "Wrong!Password1" });
    expect(fifth.status).toBe(429);
    expect(Number(fifth.headers.get("retry-after"))).toBeGreaterThan(14 * 60);
    expect(await fifth.text()).toContain("Too many failed sign-in attempts");
    const right = await client().post("/auth", { intent: "sign-in", email: member.email, password: member.password });
    expect(right.status).toBe(429);
  });

  it("answers an unknown address the same way, revealing nothing", async () => {
    const email = newMember("ghost").email;
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      statuses.push((await client().post("/auth", { intent: "sign-in", email, password: "Wrong!Password1" })).status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
  });
});

describe("per-IP rate limit", () => {
  it(
    "answers 429 with Retry-After once one address makes too many sign-in attempts",
    async () => {
      const c = client();
      const statuses: number[] = [];
      let last: Response | undefined;
      for (let i = 0; i <= IP_LIMITS.signIn.max; i++) {
        last = await c.post("/auth", { intent: "sign-in", email: newMember("ip").email, password: "Wrong!Password1" });
        statuses.push(last.status);
      }
      expect(statuses.slice(0, IP_LIMITS.signIn.max).every((s) => s === 401)).toBe(true);
      expect(statuses[IP_LIMITS.signIn.max]).toBe(429);
      expect(Number(last!.headers.get("retry-after"))).toBeGreaterThan(0);
      // Each attempt hashes a password (scrypt): a second or more each on a loaded two-core machine.
    },
    IP_LIMITS.signIn.max * 4_000,
  );
});

describe("request guards", () => {
  it("refuses a cross-site POST (CSRF)", async () => {
    const c = client();
    const r = await c.post(
      "/auth",
      { intent: "sign-in", email: "a@b.co", password: "x" },
      { origin: "https://evil.example" },
    );
    expect(r.status).toBe(403);
  });

  it("refuses bodies over 16 KB", async () => {
    const r = await client().post("/auth", { intent: "sign-in", email: "a@b.co", password: "x".repeat(17 * 1024) });
    expect(r.status).toBe(413);
  });
});

describe("password reset", () => {
  it("mails a link to the outbox; the link's token sets a new password that follows the rules", async () => {
    const c = client();
    const { member } = await signUp(c);
    const request = await c.post("/auth", { intent: "request-reset", email: member.email });
    expect(request.status).toBe(200);
    const mail = await waitFor("the reset mail", () =>
      outboxMails(server.dataDir)
        .map((m) => m.text)
        .find((m) => m.includes(`To: ${member.email}`) && m.includes("Subject: Reset your GeneHive password")),
    );
    const link = mail?.match(/https?:\/\/\S+\/auth\/reset-password\?token=(\S+)/);
    expect(link).toBeTruthy();
    const token = decodeURIComponent(link![1]!);

    const weak = await c.post("/auth", { intent: "reset-password", token, password: "weakpassword" });
    expect(weak.status).toBe(400);
    const bad = await c.post("/auth", { intent: "reset-password", token: "not-a-token", password: "N3w!Password99" });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain("invalid or has expired");

    const reset = await c.post("/auth", { intent: "reset-password", token, password: "N3w!Password99" });
    expect(reset.status).toBe(200);
    expect(
      (await client().post("/auth", { intent: "sign-in", email: member.email, password: member.password })).status,
    ).toBe(401);
    expect(
      (await client().post("/auth", { intent: "sign-in", email: member.email, password: "N3w!Password99" })).status,
    ).toBe(200);
  });

  it("answers the same for an unknown address", async () => {
    const r = await client().post("/auth", { intent: "request-reset", email: newMember("nobody").email });
    expect(r.status).toBe(200);
  });
});
