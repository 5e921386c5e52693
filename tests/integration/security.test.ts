import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { createServer, request, type Server } from "node:http";
import { type AddressInfo, connect } from "node:net";
import path from "node:path";
import { hashPassword } from "better-auth/crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { allMaterials, getUnit } from "#app/content/curriculum/index.ts";
import { RATE_LIMITS } from "#server/assistant/settings.ts";
import { newMember } from "#tests/support/members.ts";
import { buildDir } from "../../scripts/lib/project.ts";
import { Client, postTopic } from "./support/http.ts";
import { startServer, type TestServer } from "./support/server.ts";

/** The https origin of the second server: as behind a TLS-terminating proxy. */
const HTTPS_ORIGIN = "https://genehive.test";
const EVIL_ORIGIN = "https://evil.example";
const SESSION_COOKIE = "better-auth.session_token";
/** better-auth prefixes its cookies with __Secure- when the site is on https. */
const SECURE_SESSION_COOKIE = `__Secure-${SESSION_COOKIE}`;
/** A better-auth scrypt hash (hex salt:hex key) or any `scrypt$` style encoding. */
const PASSWORD_HASH = /\$scrypt|scrypt\$|[0-9a-f]{32}:[0-9a-f]{64,}/i;

/**
 * What docs/deploy.md puts in front of the server: a proxy that terminates TLS and passes the request on
 * with `Host` and `X-Forwarded-Proto: https` (and the client's address in X-Forwarded-For; here the test
 * client's own, so that each client counts as a different address).
 */
async function startHttpsProxy(target: TestServer): Promise<TestServer> {
  const upstream = new URL(target.url);
  const proxy: Server = createServer((req, res) => {
    const headers = {
      ...req.headers,
      host: new URL(HTTPS_ORIGIN).host,
      "x-forwarded-proto": "https",
      "x-forwarded-for": req.headers["x-forwarded-for"] ?? req.socket.remoteAddress,
    };
    const forward = request(
      { hostname: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forward.on("error", () => res.destroy());
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => proxy.listen(0, "127.0.0.1", resolve));
  const { port } = proxy.address() as AddressInfo;
  return {
    ...target,
    url: `http://127.0.0.1:${port}`,
    async stop() {
      proxy.closeAllConnections();
      await new Promise<void>((resolve) => proxy.close(() => resolve()));
      await target.stop();
    },
  };
}

let server: TestServer;
/** The server with an https PUBLIC_URL, reached through the TLS proxy. */
let secure: TestServer;
beforeAll(async () => {
  // One after the other: each opens its own database.
  server = await startServer({ TRUST_PROXY: "true" });
  secure = await startHttpsProxy(await startServer({ TRUST_PROXY: "true", PUBLIC_URL: HTTPS_ORIGIN }));
});
afterAll(async () => {
  await secure?.stop();
  await server?.stop();
});

let ip = 0;
const client = (s: TestServer = server) => new Client(s.url, `192.0.2.${++ip}`);

/** Signs a new member up and in; `origin` is what the browser would send as Origin. */
async function member(s: TestServer = server, origin = s.url) {
  const c = client(s);
  const m = newMember("sec");
  const signUp = await c.post("/auth", { intent: "sign-up", ...m }, { origin });
  expect(signUp.status).toBe(200);
  const signIn = await c.post("/auth", { intent: "sign-in", email: m.email, password: m.password }, { origin });
  expect(signIn.status).toBe(200);
  return { c, m, signIn };
}

/** A request with exactly these headers plus the client's cookies and address (no Origin added). */
function send(
  c: Client,
  pathname: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Response> {
  const headers: Record<string, string> = { ...init.headers };
  if (c.cookies.size) headers.cookie = [...c.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  if (c.ip) headers["x-forwarded-for"] = c.ip;
  return fetch(c.base + pathname, { method: init.method ?? "GET", headers, body: init.body, redirect: "manual" });
}

const unit1 = getUnit(1)!;
const assistantBody = (question: string) =>
  JSON.stringify({
    messages: [{ role: "user", content: question }],
    unitContext: {
      unit: unit1.number,
      title: unit1.title,
      drivingQuestion: unit1.drivingQuestion,
      coreConcepts: unit1.coreConcepts.map((c) => c.title),
      lessons: unit1.lessons.map(({ title, description }) => ({ title, description })),
    },
  });

function askAssistant(c: Client, origin: string, question = "Which lesson covers ecosystems?") {
  return send(c, "/api/assistant", {
    method: "POST",
    headers: { origin, "content-type": "application/json" },
    body: assistantBody(question),
  });
}

function directive(csp: string, name: string): string | undefined {
  return csp
    .split(";")
    .map((d) => d.trim())
    .find((d) => d === name || d.startsWith(`${name} `));
}

/** Every inline script of an HTML page must be allowed by the page's own CSP: by its nonce or its hash. */
function expectInlineScriptsAllowed(html: string, scriptSrc: string, where: string) {
  let inline = 0;
  for (const [, attrs = "", body = ""] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (/\bsrc=/.test(attrs) || body.length === 0) continue;
    inline += 1;
    const nonce = /\bnonce="([^"]+)"/.exec(attrs)?.[1];
    const hash = `'sha256-${createHash("sha256").update(body).digest("base64")}'`;
    const allowed = (nonce !== undefined && scriptSrc.includes(`'nonce-${nonce}'`)) || scriptSrc.includes(hash);
    expect(allowed, `${where}: inline script ${body.slice(0, 60)}… is not allowed by ${scriptSrc}`).toBe(true);
  }
  return inline;
}

/** The headers every response must carry, whatever produced it. */
async function expectSecurityHeaders(response: Response, where: string, https: boolean) {
  const h = response.headers;
  expect(h.get("x-content-type-options"), where).toBe("nosniff");
  expect(h.get("referrer-policy"), where).toBe("strict-origin-when-cross-origin");
  expect(h.get("x-frame-options"), where).toBe("DENY");
  expect(h.get("x-powered-by"), where).toBeNull();

  const hsts = h.get("strict-transport-security");
  if (https) {
    expect(hsts, where).toMatch(/max-age=\d+/);
    expect(Number(/max-age=(\d+)/.exec(hsts ?? "")?.[1]), where).toBeGreaterThanOrEqual(31_536_000);
  } else {
    // HSTS on a plain-http site would lock browsers out of it.
    expect(hsts, where).toBeNull();
  }

  const csp = h.get("content-security-policy");
  const isHtml = h.get("content-type")?.startsWith("text/html") ?? false;
  if (isHtml) expect(csp, `${where}: an HTML response without a CSP`).toBeTruthy();
  if (!csp) return;
  expect(directive(csp, "frame-ancestors"), where).toBe("frame-ancestors 'none'");
  expect(directive(csp, "object-src"), where).toBe("object-src 'none'");
  const scriptSrc = directive(csp, "script-src");
  expect(scriptSrc, `${where}: no script-src, so scripts fall back to default-src`).toBeTruthy();
  expect(scriptSrc, where).not.toMatch(/'unsafe-(inline|eval|hashes)'|\s\*(\s|$)|\s(https?|data):(\s|$)/);
  if (isHtml && response.status === 200) {
    const inline = expectInlineScriptsAllowed(await response.text(), scriptSrc!, where);
    // A page with no inline script at all would make the check above hollow.
    expect(inline, `${where}: expected React Router's inline scripts`).toBeGreaterThan(0);
  }
}

interface RouteKind {
  kind: string;
  /** Sends the request as a browser would, on the given server. */
  send(ctx: { s: TestServer; origin: string; member: Client; visitor: Client; asset: string }): Promise<Response>;
  status: number;
  type?: string;
}

const routeKinds: RouteKind[] = [
  { kind: "prerendered page", send: ({ visitor }) => visitor.get("/"), status: 200, type: "text/html" },
  {
    kind: "prerendered curriculum page",
    send: ({ visitor }) => visitor.get("/unit/2/phase/4"),
    status: 200,
    type: "text/html",
  },
  { kind: "rendered page", send: ({ visitor }) => visitor.get("/auth"), status: 200, type: "text/html" },
  {
    kind: "community page, signed in",
    send: ({ member }) => member.get("/community"),
    status: 200,
    type: "text/html",
  },
  {
    kind: "members' API (/api/me)",
    send: ({ member }) => member.get("/api/me"),
    status: 200,
    type: "application/json",
  },
  { kind: "redirect (/community as a visitor)", send: ({ visitor }) => visitor.get("/community"), status: 302 },
  {
    kind: "assistant (POST, event stream)",
    send: ({ visitor, origin }) => askAssistant(visitor, origin),
    status: 200,
    type: "text/event-stream",
  },
  {
    kind: "sitemap.xml",
    send: ({ visitor }) => visitor.get("/sitemap.xml"),
    status: 200,
    type: "application/xml",
  },
  { kind: "404", send: ({ visitor }) => visitor.get("/no/such/page"), status: 404, type: "text/html" },
  { kind: "health check", send: ({ visitor }) => visitor.get("/healthz"), status: 200, type: "application/json" },
  {
    kind: "download",
    send: ({ visitor }) => visitor.get(allMaterials()[0]!.material.path),
    status: 200,
  },
  { kind: "hashed asset", send: ({ visitor, asset }) => visitor.get(asset), status: 200, type: "text/css" },
  {
    kind: "cross-site write refused",
    send: ({ member }) => member.post("/community/forum/new", {}, { origin: EVIL_ORIGIN }),
    status: 403,
  },
];

async function firstAsset(s: TestServer): Promise<string> {
  const html = await (await fetch(`${s.url}/`)).text();
  const asset = /\/assets\/[\w.-]+\.css/.exec(html)?.[0];
  expect(asset).toBeTruthy();
  return asset!;
}

describe("response headers of every kind of route", () => {
  for (const https of [false, true]) {
    describe(https ? `on https (PUBLIC_URL=${HTTPS_ORIGIN}): HSTS too` : "on plain http: no HSTS", () => {
      let ctx: Parameters<RouteKind["send"]>[0];
      beforeAll(async () => {
        const s = https ? secure : server;
        const origin = https ? HTTPS_ORIGIN : s.url;
        ctx = { s, origin, member: (await member(s, origin)).c, visitor: client(s), asset: await firstAsset(s) };
      });

      it.each(routeKinds)("$kind", async ({ kind, send, status, type }) => {
        const response = await send(ctx);
        expect(response.status, kind).toBe(status);
        if (type) expect(response.headers.get("content-type"), kind).toContain(type);
        if (status === 302) expect(response.headers.get("location"), kind).toBe("/auth");
        await expectSecurityHeaders(response, kind, https);
        if (!response.bodyUsed) await response.body?.cancel();
      });
    });
  }
});

describe("downloads", () => {
  it("a download is its file's bytes with a strong ETag, and answers revalidation, byte ranges and HEAD", async () => {
    const pdf = allMaterials().find((p) => p.material.path.endsWith(".pdf"))!.material.path;
    const bytes = readFileSync(path.join(buildDir, pdf));
    // The second request is the one answered from memory (the first reads the file).
    for (const round of ["first", "held"]) {
      const whole = await fetch(server.url + pdf);
      expect(whole.status, round).toBe(200);
      expect(Buffer.from(await whole.arrayBuffer()).equals(bytes), round).toBe(true);
      expect(whole.headers.get("content-type"), round).toBe("application/pdf");
      expect(whole.headers.get("content-disposition"), round).toBe(`attachment; filename=${path.basename(pdf)}`);
      expect(whole.headers.get("cache-control"), round).toBe("public, max-age=3600");
      expect(whole.headers.get("etag"), round).toBe(`"${createHash("sha1").update(bytes).digest("base64url")}"`);
      await expectSecurityHeaders(whole, round, false);

      // fetch() adds "Cache-Control: no-cache" (a forced reload) to a conditional request unless told otherwise.
      const again = await fetch(server.url + pdf, {
        headers: { "If-None-Match": whole.headers.get("etag")!, "Cache-Control": "max-age=0" },
      });
      expect(again.status, round).toBe(304);
      const part = await fetch(server.url + pdf, { headers: { Range: "bytes=10-19" } });
      expect(part.status, round).toBe(206);
      expect(part.headers.get("content-range"), round).toBe(`bytes 10-19/${bytes.length}`);
      expect(Buffer.from(await part.arrayBuffer()).equals(bytes.subarray(10, 20)), round).toBe(true);
      const stale = await fetch(server.url + pdf, { headers: { Range: "bytes=10-19", "If-Range": '"older"' } });
      expect(stale.status, round).toBe(200);
      await stale.body?.cancel();
      const past = await fetch(server.url + pdf, { headers: { Range: `bytes=${bytes.length + 5}-` } });
      expect(past.status, round).toBe(416);
      expect(past.headers.get("content-range"), round).toBe(`bytes */${bytes.length}`);
      const head = await fetch(server.url + pdf, { method: "HEAD" });
      expect(head.status, round).toBe(200);
      expect(head.headers.get("content-length"), round).toBe(String(bytes.length));
    }
    const missing = await fetch(`${server.url}/materials/unit1/No_Such_File.pdf`);
    expect(missing.status).toBe(404);
    await missing.body?.cancel();
  });

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
    c.cookies.set(SESSION_COOKIE, "attacker-chosen-value");
    const first = await c.post("/auth", { intent: "sign-in", email: m.email, password: m.password });
    const cookie = first.headers.getSetCookie().find((l) => l.startsWith(`${SESSION_COOKIE}=`))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    // On plain http a Secure cookie would never come back and nobody could stay signed in.
    expect(cookie).not.toMatch(/;\s*Secure/i);
    const token1 = c.cookies.get(SESSION_COOKIE);
    expect(token1).not.toBe("attacker-chosen-value");
    expect((await c.get("/community")).status).toBe(200);
    // Signing in again (say, after signing out on a shared computer) never reuses a session id.
    c.cookies.clear();
    await c.post("/auth", { intent: "sign-in", email: m.email, password: m.password });
    expect(c.cookies.get(SESSION_COOKIE)).toBeTruthy();
    expect(c.cookies.get(SESSION_COOKIE)).not.toBe(token1);
  });

  it("on https every cookie is Secure, httpOnly and SameSite=Lax, under the __Secure- name, and it works", async () => {
    const { c, signIn } = await member(secure, HTTPS_ORIGIN);
    const cookies = signIn.headers.getSetCookie();
    expect(cookies.some((l) => l.startsWith(`${SECURE_SESSION_COOKIE}=`))).toBe(true);
    for (const line of cookies) {
      expect(line).toMatch(/;\s*Secure/i);
      expect(line).toMatch(/HttpOnly/i);
      expect(line).toMatch(/SameSite=Lax/i);
    }
    expect(c.cookies.has(SESSION_COOKIE)).toBe(false);
    // The server reads the __Secure- cookie back: the member is signed in.
    expect((await c.get("/community")).status).toBe(200);
    expect(await (await c.get("/api/me")).json()).toMatchObject({ user: { username: expect.any(String) } });
  });

  it("on https the origin must match exactly: the http:// origin of the same host is refused", async () => {
    const c = client(secure);
    const m = newMember("downgrade");
    const response = await c.post("/auth", { intent: "sign-up", ...m }, { origin: "http://genehive.test" });
    expect(response.status).toBe(403);
    expect(response.headers.getSetCookie()).toEqual([]);
    const signIn = await c.post(
      "/auth",
      { intent: "sign-in", email: m.email, password: m.password },
      { origin: HTTPS_ORIGIN },
    );
    expect(signIn.status, "the refused sign-up must not have created the account").toBe(401);
  });

  it("refuses a cross-site write even with a valid session", async () => {
    const { c } = await member();
    const response = await c.post("/auth/sign-out", {}, { origin: EVIL_ORIGIN });
    expect(response.status).toBe(403);
    expect((await c.get("/community")).status).toBe(200);
  });
});

describe("cross-site writes (CSRF) are refused and write nothing", () => {
  it("forum: a new topic and a reply from another site are refused; the same posts from the site go through", async () => {
    const { c } = await member();
    const tag = Date.now().toString(36);
    const forged = { title: `Forged topic ${tag}`, category: "introductions", body: "Posted from another site." };
    const refused: Record<string, string>[] = [
      { origin: EVIL_ORIGIN },
      { origin: "null" },
      { origin: "null", "sec-fetch-site": "cross-site" },
    ];
    for (const headers of refused) {
      const response = await c.post("/community/forum/new", forged, headers);
      expect(response.status, JSON.stringify(headers)).toBe(403);
    }
    // No Origin header at all, but the browser says the request is cross-site.
    const noOrigin = await send(c, "/community/forum/new", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", "sec-fetch-site": "cross-site" },
      body: new URLSearchParams(forged).toString(),
    });
    expect(noOrigin.status).toBe(403);

    // The same member posts from the site at once: a forged topic would have used up the 30-second posting limit.
    const control = { title: `Control topic ${tag}`, category: "introductions", body: "Posted from the site itself." };
    // Posted by a page that sends no referrer: Origin is "null", and the browser's Sec-Fetch-Site vouches for it.
    const created = await c.post("/community/forum/new", control, { origin: "null", "sec-fetch-site": "same-origin" });
    expect(created.status).toBe(302);
    const topicPath = created.headers.get("location")!;
    expect(topicPath).toMatch(/^\/community\/forum\/topic\/\d+$/);
    const listing = await (await c.get("/community/forum/category/introductions")).text();
    expect(listing).toContain(control.title);
    expect(listing).not.toContain(forged.title);

    const forgedReply = { intent: "reply", body: `Forged reply ${tag} from another site.` };
    expect((await c.post(topicPath, forgedReply, { origin: EVIL_ORIGIN })).status).toBe(403);
    const ownReply = { intent: "reply", body: `Own reply ${tag} from the site.` };
    expect((await c.post(topicPath, ownReply)).status).toBe(302);
    const topic = await (await c.get(topicPath)).text();
    expect(topic).toContain(ownReply.body);
    expect(topic).not.toContain(forgedReply.body);
  });

  it("assistant: cross-site questions are refused before they count against the visitor's or member's limit", async () => {
    const visitor = client();
    const { c: signedIn } = await member();
    for (const [who, c, limit] of [
      ["visitor", visitor, RATE_LIMITS.visitor.max],
      ["member", signedIn, RATE_LIMITS.member.max],
    ] as const) {
      for (let i = 0; i <= limit; i++) {
        const response = await askAssistant(c, EVIL_ORIGIN);
        expect(response.status, `${who} #${i + 1}`).toBe(403);
        expect(response.headers.get("content-type"), who).not.toContain("text/event-stream");
        await response.body?.cancel();
      }
      // Had any refused request reached the handler, the limit would be used up by now (429).
      const own = await askAssistant(c, c.base);
      expect(own.status, who).toBe(200);
      expect(await own.text(), who).toContain("data: [DONE]");
    }
  });
});

describe("what pages reveal", () => {
  it("the leak patterns catch a real password hash", async () => {
    expect(await hashPassword("Val1d!Password")).toMatch(PASSWORD_HASH);
  });

  it("no password hash, session token or member's e-mail in any page or API response (not even the owner's)", async () => {
    const alice = await member();
    const bob = await member();
    const topic = await postTopic(bob.c, {
      title: "Hello from Bob",
      category: "introductions",
      body: "Glad to be here, everyone!",
    });
    const aliceToken = decodeURIComponent(alice.c.cookies.get(SESSION_COOKIE)!).split(".")[0]!;
    expect(aliceToken.length).toBeGreaterThan(16);

    // Each response must be the real, signed-in one and show member data (else the checks below prove nothing).
    const responses: [path: string, mustShow: string][] = [
      ["/api/me", alice.m.username],
      ["/community", alice.m.username],
      ["/community.data", alice.m.username],
      ["/community/forum", bob.m.username],
      ["/community/forum/category/introductions", bob.m.username],
      [topic, bob.m.username],
      [`${topic}.data`, bob.m.username],
      ["/community/members", bob.m.username],
      ["/community/members.data", bob.m.username],
      [`/community/members/${bob.m.username}`, bob.m.username],
      [`/community/members/${bob.m.username}.data`, bob.m.username],
      [`/community/members/${alice.m.username}`, alice.m.username],
      [`/community/members/${alice.m.username}.data`, alice.m.username],
      ["/community/forum/search?q=hello", "Hello from Bob"],
      ["/community/forum/search.data?q=hello", "Hello from Bob"],
    ];
    const seen: [string, Response][] = [];
    for (const [path, mustShow] of responses) {
      const response = await alice.c.get(path);
      expect(response.status, path).toBe(200);
      const text = await response.clone().text();
      expect(text, path).toContain(mustShow);
      seen.push([path, response]);
    }
    // Form posts answer with a page too: a failed sign-in, a sign-up with a used address, a reset request.
    const visitor = client();
    seen.push(
      [
        "sign-in, wrong password",
        await visitor.post("/auth", { intent: "sign-in", email: bob.m.email, password: "Wrong!Pass12" }),
      ],
      [
        "sign-up, used e-mail",
        await visitor.post("/auth", { intent: "sign-up", ...newMember("dup"), email: bob.m.email }),
      ],
      [
        "password reset request",
        await visitor.post("/auth/forgot-password", { intent: "request-reset", email: alice.m.email }),
      ],
    );
    for (const [path, response] of seen) {
      const text = await response.text();
      expect(text, path).not.toMatch(PASSWORD_HASH);
      expect(text, path).not.toContain(aliceToken);
      expect(text, path).not.toContain(bob.m.email);
      // No page needs the owner's own address, so none shows it: it goes only into mail to the owner.
      expect(text, path).not.toContain(alice.m.email);
    }
  });

  it("the owner's e-mail goes where it belongs: into mail addressed to the owner (here the outbox)", async () => {
    const { m } = await member();
    const visitor = client();
    const response = await visitor.post("/auth/forgot-password", { intent: "request-reset", email: m.email });
    expect(response.status).toBe(200);
    expect(await response.text()).not.toContain(m.email);
    const outbox = path.join(server.dataDir, "outbox");
    let mail: string | undefined;
    for (let i = 0; i < 50 && !mail; i++) {
      mail = (existsSync(outbox) ? readdirSync(outbox, { withFileTypes: true }) : [])
        .filter((f) => f.isFile())
        .map((f) => readFileSync(path.join(outbox, f.name), "utf8"))
        .find((text) => text.includes(`To: ${m.email}\n`) && text.includes("Subject: Reset"));
      if (!mail) await new Promise((r) => setTimeout(r, 100));
    }
    expect(mail).toContain("Subject: Reset your GeneHive password");
  });
});

/** Exactly these bytes on a new connection; the whole answer as text. */
function rawExchange(s: TestServer, bytes: string): Promise<string> {
  const { hostname, port } = new URL(s.url);
  return new Promise((resolve, reject) => {
    // Written, not ended: the server answers and closes (HTTP/1.0, or Connection: close).
    const socket = connect(Number(port), hostname, () => socket.write(bytes));
    let answer = "";
    socket.setEncoding("utf8");
    socket.on("data", (chunk) => {
      answer += chunk;
    });
    socket.on("end", () => resolve(answer));
    socket.on("error", reject);
  });
}

/** The server's log lines from `from` (an index into its log chunks) on, once the line of the request to `path` is in. */
async function logLinesSince(s: TestServer, from: number, path: string): Promise<string[]> {
  const lines = () =>
    s.logs
      .slice(from)
      .join("")
      .split("\n")
      .filter((line) => line.trim() !== "");
  for (
    let i = 0;
    i < 50 && !lines().some((line) => line.includes('"msg":"request"') && line.includes(`"path":"${path}"`));
    i++
  ) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  // Anything a handler printed to the other stream (a stack) would have come before the answer: let it arrive.
  await new Promise((resolve) => setTimeout(resolve, 200));
  return lines();
}

describe("malformed requests: a 400 and one log line", () => {
  it("an HTTP/1.0 request without a Host header", async () => {
    const from = server.logs.length;
    const answer = await rawExchange(server, "GET /community HTTP/1.0\r\n\r\n");
    expect(answer).toMatch(/^HTTP\/1\.[01] 400 /);
    // Every line is JSON (a stack printed as text would not parse). Work of the server's own timers (mail, idle
    // Markdown threads) and the last line of the test before may log in the same moment on a busy machine; this
    // request itself is one line, and no line is an error.
    const lines = (await logLinesSince(server, from, "/community")).map((line) => JSON.parse(line));
    expect(lines.filter((l) => l.msg === "request" && l.path === "/community")).toEqual([
      expect.objectContaining({ msg: "request", method: "GET", status: 400 }),
    ]);
    expect(lines.filter((l) => l.err || l.level === "error")).toEqual([]);
  });

  it("a POST whose Origin is the site but whose Host is another", async () => {
    const m = newMember("host");
    const from = server.logs.length;
    const body = new URLSearchParams({ intent: "sign-in", email: m.email, password: m.password }).toString();
    const answer = await rawExchange(
      server,
      [
        "POST /auth HTTP/1.1",
        "Host: other.example",
        `Origin: ${server.url}`,
        "Content-Type: application/x-www-form-urlencoded",
        `Content-Length: ${Buffer.byteLength(body)}`,
        "Connection: close",
        "",
        body,
      ].join("\r\n"),
    );
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(answer).not.toMatch(/^set-cookie:/im);
    // The request line, and (at most once a minute) a warning for the operator: the site's own form refused is
    // what a proxy that does not pass the address on looks like. Neither has a stack.
    // Only this request's own lines: the test before may log its last line in the same moment.
    const lines = (await logLinesSince(server, from, "/auth")).map((line) => JSON.parse(line));
    expect(lines.filter((l) => l.msg === "request" && l.path === "/auth")).toEqual([
      expect.objectContaining({ msg: "request", method: "POST", status: 400 }),
    ]);
    for (const line of lines.filter((l) => l.level === "warn")) {
      expect(line).toMatchObject({ hint: expect.stringContaining("TRUST_PROXY=true") });
    }
    expect(lines.filter((l) => l.err || l.level === "error")).toEqual([]);
    // The same post to the site's own host reaches sign-in (no such account: 401).
    const own = await client().post("/auth", { intent: "sign-in", email: m.email, password: m.password });
    expect(own.status).toBe(401);
  });
});

describe("caches keep nothing of a member's or a token's", () => {
  it("members' pages, their data requests and the pages a mailed token opens say Cache-Control: private, no-store", async () => {
    const { c, m } = await member();
    const topic = await postTopic(c, { title: "Caching check", category: "introductions", body: "A topic to open." });
    for (const pathname of [
      "/community",
      "/community.data",
      "/community/forum",
      "/community/forum.data",
      "/community/forum/new",
      "/community/forum/category/introductions",
      topic,
      `${topic}.data`,
      "/community/forum/search?q=caching",
      "/community/members",
      `/community/members/${m.username}`,
    ]) {
      const response = await c.get(pathname);
      expect(response.status, pathname).toBe(200);
      expect(response.headers.get("cache-control"), pathname).toBe("private, no-store");
      await response.body?.cancel();
    }
    for (const pathname of ["/auth/reset-password?token=abc", "/auth/verify-email?token=abc"]) {
      const response = await client().get(pathname);
      expect(response.headers.get("cache-control"), pathname).toBe("private, no-store");
      await response.body?.cancel();
    }
  });
});
