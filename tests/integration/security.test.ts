import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { allMaterials } from "../../app/content/curriculum/index";
import { Client, newMember } from "./support/http";
import { startServer, type TestServer } from "./support/server";

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ TRUST_PROXY: "true" });
});
afterAll(async () => server?.stop());

let ip = 0;
const client = () => new Client(server.url, `192.0.2.${++ip}`);

async function member() {
  const c = client();
  const m = newMember("sec");
  await c.post("/auth", { intent: "sign-up", ...m });
  const signIn = await c.post("/auth", { intent: "sign-in", email: m.email, password: m.password });
  expect(signIn.status).toBe(200);
  return { c, m };
}

describe("response headers of every kind of route", () => {
  it.each([
    ["prerendered page", "/"],
    ["prerendered curriculum page", "/unit/2/phase/4"],
    ["rendered page", "/auth"],
    ["404", "/no/such/page"],
    ["health check", "/healthz"],
    ["download", allMaterials()[0]!.material.path],
  ])("%s", async (_kind, path) => {
    const response = await fetch(server.url + path);
    const h = response.headers;
    expect(h.get("x-content-type-options")).toBe("nosniff");
    expect(h.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(h.get("x-frame-options")).toBe("DENY");
    expect(h.get("x-powered-by")).toBeNull();
    const csp = h.get("content-security-policy");
    if (csp) {
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    }
    if (h.get("content-type")?.startsWith("text/html")) expect(csp).toBeTruthy();
  });
});

describe("downloads", () => {
  it("refuses path traversal on /materials, plain and encoded", async () => {
    for (const path of [
      "/materials/../../package.json",
      "/materials/..%2f..%2fpackage.json",
      "/materials/%2e%2e/%2e%2e/package.json",
      "/materials/unit1/..%5c..%5cpackage.json",
      "/materials/%2e%2e%2f%2e%2e%2fserver.ts",
    ]) {
      const response = await fetch(server.url + path);
      const body = await response.text();
      expect(response.status, path).toBeGreaterThanOrEqual(400);
      expect(response.status, path).toBeLessThan(500);
      expect(body, path).not.toContain('"name": "genehive"');
      expect(body, path).not.toContain("process.on(");
    }
  });
});

describe("sessions and cookies", () => {
  it("the session cookie is httpOnly and SameSite=Lax; a planted session id is replaced, never adopted", async () => {
    const c = client();
    const m = newMember("fix");
    await c.post("/auth", { intent: "sign-up", ...m });
    c.cookies.set("better-auth.session_token", "attacker-chosen-value");
    const first = await c.post("/auth", { intent: "sign-in", email: m.email, password: m.password });
    const cookie = first.headers.getSetCookie().find((l) => l.startsWith("better-auth.session_token="))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    const token1 = c.cookies.get("better-auth.session_token");
    expect(token1).not.toBe("attacker-chosen-value");
    // Signing in again (say, after signing out on a shared computer) never reuses a session id.
    c.cookies.clear();
    await c.post("/auth", { intent: "sign-in", email: m.email, password: m.password });
    expect(c.cookies.get("better-auth.session_token")).toBeTruthy();
    expect(c.cookies.get("better-auth.session_token")).not.toBe(token1);
  });

  it("refuses a cross-site write even with a valid session", async () => {
    const { c } = await member();
    const response = await c.post("/auth/sign-out", {}, { origin: "https://evil.example" });
    expect(response.status).toBe(403);
    expect((await c.get("/community")).status).toBe(200);
  });
});

describe("what pages reveal", () => {
  it("no password hash or other member's e-mail in any page or API response; the owner's own e-mail only where it belongs", async () => {
    const alice = await member();
    const bob = await member();
    await bob.c.post("/community/forum/new", {
      title: "Hello from Bob",
      category: "introductions",
      body: "Glad to be here, everyone!",
    });
    const pages = [
      "/api/me",
      "/community",
      "/community/forum",
      "/community/members",
      `/community/members/${bob.m.username}`,
      "/community/forum/search?q=hello",
    ];
    for (const path of pages) {
      const text = await (await alice.c.get(path)).text();
      expect(text, path).not.toMatch(/\$scrypt|scrypt\$|[0-9a-f]{32}:[0-9a-f]{64,}/i);
      expect(text, path).not.toContain(bob.m.email);
      expect(text, path).not.toContain(alice.m.email);
    }
  });
});
