import { randomBytes, randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IP_LIMITS, KNOWN_DEVICE_SIGN_INS } from "#server/auth/auth.ts";
import { issueFormToken } from "#server/contact/token.ts";
import { type Database, type DatabaseHandle, openDatabase } from "#server/db/client.ts";
import { contactMessages, forumCategories, forumReplies, forumTopics, notifications, user } from "#server/db/schema.ts";
import { createTestDatabase } from "#server/db/test-database.ts";
import { CALLS_PER_POST } from "#server/forum/notify.ts";
import { SUGGESTION_LOOKUPS } from "#server/forum/queries/members.ts";
import { contactLimits } from "#shared/contact/schemas.ts";
import { newMember } from "#tests/support/members.ts";
import { Client, postTopic } from "./support/http.ts";
import { freePort, startServer, type TestServer } from "./support/server.ts";

/**
 * Issue 27, items 13, 14 and 17 against the production server: how many members one post can call, a session
 * that only the page's own check keeps open, and the limits of docs/decisions/0022-abuse-limits.md. Tests that
 * must see or stage the database stop the server for it (one process per embedded database) and start it again
 * on the same port, database and secret, so members, sessions and cookies outlive the restart.
 */
const engine = process.env.DATABASE_URL ? "postgres" : "pglite";
const AUTH_SECRET = randomBytes(32).toString("hex");

let server: TestServer;
let env: Record<string, string>;
let dataDir: string;
let pg: (DatabaseHandle & { url?: string }) | undefined;

let ipCounter = 0;
const nextIp = () => `10.27.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), "genehive-abuse-"));
  env = { TRUST_PROXY: "true", AUTH_SECRET, DATA_DIR: dataDir, DATABASE_URL: "", PORT: String(await freePort()) };
  if (engine === "postgres") {
    pg = await createTestDatabase();
    env.DATABASE_URL = pg.url!;
  }
  server = await startServer(env);
}, 180_000);

afterAll(async () => {
  await server?.stop();
  await pg?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Works on the server's database with the server stopped, then starts it again. */
async function offline<T>(work: (db: Database) => Promise<T>): Promise<T> {
  await server.stop();
  const handle = pg ?? (await openDatabase({ dataDir: path.join(dataDir, "pglite") }));
  try {
    return await work(handle.db);
  } finally {
    if (!pg) await handle.close();
    server = await startServer(env);
  }
}

/** A new member, signed up and signed in through the real forms, each from an address of its own. */
async function signedUp(prefix: string, ip = nextIp()) {
  const c = new Client(server.url, ip);
  const m = newMember(prefix);
  expect((await c.post("/auth", { intent: "sign-up", ...m })).status).toBe(200);
  expect((await c.post("/auth", { intent: "sign-in", email: m.email, password: m.password })).status).toBe(200);
  return { c, ...m };
}

const idOf = async (db: Database, email: string) =>
  (await db.select({ id: user.id }).from(user).where(eq(user.email, email)))[0]!.id;

describe("one post calls at most a few members (item 13)", () => {
  it("a reply with 20 mentions and 20 forged quote headers calls at most the cap; forged headers call nobody", async () => {
    const author = await signedUp("author");
    const writer = await signedUp("writer");
    const newcomer = await signedUp("newcomer");
    const topicId = Number(
      /\d+$/.exec(
        await postTopic(author.c, { title: "Mentions and quotes", category: "lab-activities", body: "Who is here?" }),
      )![0],
    );
    // 20 members to mention, and 20 more who wrote a reply elsewhere, written straight into the database.
    const staged = await offline(async (db) => {
      const make = async (n: number) => {
        const rows = Array.from({ length: n }, () => {
          const id = randomUUID();
          const username = `u${id.slice(0, 8)}`;
          return {
            id,
            name: `Member ${username}`,
            email: `${username}@example.org`,
            username,
            displayUsername: username,
          };
        });
        await db.insert(user).values(rows);
        return rows;
      };
      const [mentioned, quoted] = [await make(20), await make(20)];
      const [category] = await db.select({ id: forumCategories.id }).from(forumCategories).limit(1);
      const [elsewhere] = await db
        .insert(forumTopics)
        .values({ title: "Elsewhere", body: "Another topic.", categoryId: category!.id, authorId: quoted[0]!.id })
        .returning({ id: forumTopics.id });
      const replies = await db
        .insert(forumReplies)
        .values(quoted.map((q) => ({ topicId: elsewhere!.id, authorId: q.id, body: "An answer elsewhere." })))
        .returning({ id: forumReplies.id });
      // The writer has confirmed the address; the newcomer has not.
      await db.update(user).set({ emailVerified: true }).where(eq(user.email, writer.email));
      return { mentioned, quoted, replyIds: replies.map((r) => r.id) };
    });
    const mentions = staged.mentioned.map((m) => `@${m.username}`).join(" ");
    // Real replies, named under a topic they are not in; and replies that do not exist.
    const forged = (ids: number[]) =>
      ids.map((id) => `> **@someone** [wrote](/community/forum/topic/${topicId}?reply=${id}):\n> Quoted.`).join("\n\n");
    const missing = staged.replyIds.map((id) => id + 1_000_000);

    const post = async (c: Client, body: string) =>
      expect((await c.post(`/community/forum/topic/${topicId}`, { intent: "reply", body })).status).toBe(302);
    await post(writer.c, `${forged(staged.replyIds)}\n\nThanks ${mentions}!`);
    await post(newcomer.c, `${forged(missing.slice(0, 10))}\n\n${forged(staged.replyIds.slice(10))}\n\n${mentions}`);

    const called = await offline(async (db) => {
      const byActor = async (email: string) =>
        (
          await db
            .select({ userId: notifications.userId })
            .from(notifications)
            .where(
              and(eq(notifications.actorId, await idOf(db, email)), inArray(notifications.kind, ["mention", "quote"])),
            )
            .orderBy(asc(notifications.id))
        ).map((n) => n.userId);
      return { writer: await byActor(writer.email), newcomer: await byActor(newcomer.email) };
    });
    const mentionedIds = staged.mentioned.map((m) => m.id);
    expect(called.writer.sort()).toEqual(mentionedIds.slice(0, CALLS_PER_POST.verified).sort());
    expect(called.newcomer.sort()).toEqual(mentionedIds.slice(0, CALLS_PER_POST.unverified).sort());
  });
});

describe("idle sessions end while a page is open (item 14)", () => {
  it("a session that only answers the navigation's check ends 30 minutes after the last activity; reported activity keeps one", async () => {
    const idle = await signedUp("idle");
    const active = await signedUp("active");
    const me = async (c: Client, method: "GET" | "POST" = "GET") => {
      const r = method === "GET" ? await c.get("/api/me") : await c.post("/api/me", {});
      if (r.status !== 200) return `${method} /api/me answered ${r.status}`;
      return ((await r.json()) as { user: { username: string } | null }).user;
    };
    expect(await me(idle.c)).toMatchObject({ username: idle.username });
    // Time passes: both sessions were last used 29 minutes ago (the database is the server's only clock for them).
    const idleFor = (minutes: number) =>
      offline(async (db) => {
        const ids = [await idOf(db, idle.email), await idOf(db, active.email)];
        await db.execute(sql`update session set expires_at = expires_at - make_interval(mins => ${minutes}),
          updated_at = updated_at - make_interval(mins => ${minutes}) where user_id in (${sql.join(ids, sql`, `)})`);
      });
    await idleFor(29);
    // The bell's check every minute: still signed in, but the check is no activity.
    expect(await me(idle.c)).toMatchObject({ username: idle.username });
    // The page reports a key, the mouse, a scroll or a touch.
    const reported = await me(active.c, "POST");
    await idleFor(2);
    expect(await me(idle.c)).toBeNull();
    expect((await idle.c.get("/community")).headers.get("location")).toBe("/auth");
    expect(reported).toMatchObject({ username: active.username });
    expect(await me(active.c)).toMatchObject({ username: active.username });
    expect((await active.c.get("/community")).status).toBe(200);
  });
});

describe("abuse limits of docs/decisions/0022-abuse-limits.md (item 17)", () => {
  it("one signed contact form sends one message: replayed from other addresses it is answered as sent and stores nothing", async () => {
    const token = issueFormToken(AUTH_SECRET, Date.now() - (contactLimits.minFillSeconds + 1) * 1000);
    const email = `replay-${Date.now()}@example.org`;
    for (let i = 0; i < 5; i++) {
      const answer = await new Client(server.url, nextIp()).post("/contact", {
        startedAt: token,
        website: "",
        name: `Replay ${i}`,
        email,
        senderType: "parent",
        program: "",
        message: `A message, sent time ${i}.`,
      });
      expect(answer.status).toBe(303);
    }
    const stored = await offline((db) =>
      db.select({ name: contactMessages.name }).from(contactMessages).where(eq(contactMessages.email, email)),
    );
    expect(stored.map((m) => m.name)).toEqual(["Replay 0"]);
  });

  it("strangers filling a school address's sign-in budget do not lock out a browser that signed in before; it has a budget of its own", async () => {
    const school = nextIp();
    const m = newMember("owner");
    expect((await new Client(server.url, nextIp()).post("/auth", { intent: "sign-up", ...m })).status).toBe(200);
    const owner = new Client(server.url, school);
    const signIn = (c: Client, email = m.email, password = m.password) =>
      c.post("/auth", { intent: "sign-in", email, password });
    expect((await signIn(owner)).status).toBe(200);
    const device = owner.cookies.get("genehive.device");
    expect(device).toBeTruthy();
    /** The owner's browser, signed out: it keeps only the cookie that says it signed in to the account before. */
    const known = () => {
      const c = new Client(server.url, school);
      c.cookies.set("genehive.device", device!);
      return c;
    };

    // One burst of junk sign-ins from the same address uses up its budget.
    for (let start = 0; start < IP_LIMITS.signIn.max; start += 10) {
      await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          signIn(new Client(server.url, school), `junk${start + i}-${Date.now()}@example.org`, "Wrong!Guess12"),
        ),
      );
    }
    expect((await signIn(new Client(server.url, school))).status).toBe(429);
    expect((await signIn(known())).status).toBe(200);
    // The browser's own budget is a budget too.
    const answers: number[] = [];
    for (let i = 1; i <= KNOWN_DEVICE_SIGN_INS.max; i++) answers.push((await signIn(known())).status);
    expect(answers).toEqual([...Array(KNOWN_DEVICE_SIGN_INS.max - 1).fill(200), 429]);
  });

  it("member suggestions are limited per member: a script walking the directory is stopped, another member is not", async () => {
    const walker = await signedUp("walker");
    const typist = await signedUp("typist");
    const statuses: number[] = [];
    for (let i = 0; i <= SUGGESTION_LOOKUPS.max; i++)
      statuses.push((await walker.c.get(`/api/member-suggestions?q=${"abcdefghij"[i % 10]}`)).status);
    expect(statuses).toEqual([...Array(SUGGESTION_LOOKUPS.max).fill(200), 429]);
    const refused = await walker.c.get("/api/member-suggestions?q=a");
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await typist.c.get("/api/member-suggestions?q=a")).status).toBe(200);
  });
});
