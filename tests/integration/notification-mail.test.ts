import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase, queryRows } from "#server/db/client.ts";
import { createTestDatabase } from "#server/db/test-database.ts";
import { Client, postTopic, verifiedMember } from "./support/http.ts";
import { outboxMails, waitFor } from "./support/outbox.ts";
import { startServer } from "./support/server.ts";

// Notification e-mail through the real server: the outbox's message (text and HTML, one-click unsubscribe),
// the unsubscribe link without signing in, a restart between composing and sending, and (on PostgreSQL)
// two server processes sending each mail once.

const engine = process.env.DATABASE_URL ? "postgres" : "pglite";
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const cleanup: Array<() => Promise<void> | void> = [];
afterAll(async () => {
  for (const step of cleanup.reverse()) await step();
}, 60_000);

/** Every .eml in these data directories' outboxes: name and (decoded) text. */
const outbox = (...dataDirs: string[]) => dataDirs.flatMap((dir) => outboxMails(dir));

const notificationMails = (to: string, ...dataDirs: string[]) =>
  outbox(...dataDirs).filter((m) => m.name.includes("-notifications") && m.text.includes(`To: ${to}\n`));

async function topic(c: Client, title: string): Promise<number> {
  const location = await postTopic(c, { title, category: "lab-activities", body: "What has worked for you?" });
  return Number(/topic\/(\d+)/.exec(location)![1]);
}

const reply = async (c: Client, topicId: number, body: string) =>
  expect((await c.post(`/community/forum/topic/${topicId}`, { intent: "reply", body })).status).toBe(302);

// Processes that share a database share the secret that signs sessions and unsubscribe links.
const AUTH_SECRET = "notification-mail-integration-secret-0123456789";

/** The server's own database, for a test that must look at or stage its state directly. */
async function serverDatabase(): Promise<{
  env: Record<string, string>;
  open: () => Promise<DatabaseHandle>;
  dir: string;
}> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "genehive-mail-"));
  cleanup.push(() => rmSync(dir, { recursive: true, force: true }));
  if (engine === "postgres") {
    const pg = await createTestDatabase();
    cleanup.push(() => pg.close());
    return { env: { DATABASE_URL: pg.url!, DATA_DIR: dir, AUTH_SECRET }, open: async () => pg, dir };
  }
  return { env: { DATA_DIR: dir, AUTH_SECRET }, open: () => openDatabase({ dataDir: path.join(dir, "pglite") }), dir };
}

describe(`notification e-mail (${engine})`, () => {
  it("mails a reply with a text and an HTML part and one-click unsubscribe; the link asks first, and works without signing in", async () => {
    const db = await serverDatabase();
    const server = await startServer({ ...db.env, NOTIFICATION_MAIL_SECONDS: "1" });
    cleanup.push(() => server.stop());
    const ana = await verifiedMember(server, db.dir, "ana");
    const ben = await verifiedMember(server, db.dir, "ben");
    const topicId = await topic(ana.c, "Seed germination with cress");
    await reply(ben.c, topicId, `Cress sprouts in two days for us, @${ana.username}.`);

    const mail = await waitFor("the notification mail", () => notificationMails(ana.email, db.dir)[0]?.text);
    expect(mail).toContain(`Subject: GeneHive: ${ben.fullName} mentioned you in “Seed germination with cress”`);
    expect(mail).toMatch(/Content-Type: multipart\/alternative; boundary="([^"]+)"/);
    expect(mail).toContain("Content-Type: text/plain; charset=utf-8");
    expect(mail).toContain("Content-Type: text/html; charset=utf-8");
    expect(mail).toMatch(new RegExp(`${server.url}/community/forum/topic/${topicId}\\?reply=\\d+`));
    expect(mail).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
    const unsubscribe = /^List-Unsubscribe: <([^>]+)>$/m.exec(mail)![1]!;
    const address = unsubscribe.slice(server.url.length);

    // Opening the link (as a mail scanner would) only asks.
    const stranger = new Client(server.url);
    const asked = await stranger.get(address);
    expect(asked.status).toBe(200);
    expect(await asked.text()).toContain("Stop the e-mails");
    expect(await (await ana.c.get("/community/settings")).text()).toMatch(
      /name="email" checked="" value="immediately"/,
    );
    // The mail program's one-click POST (RFC 8058): no cookies, no Origin.
    const clicked = await fetch(unsubscribe, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(clicked.status).toBe(200);
    expect(await clicked.text()).toContain("You will get no more notification e-mails");
    expect(await (await ana.c.get("/community/settings")).text()).toMatch(/name="email" checked="" value="never"/);

    const forged = await stranger.post(address.replace(/t=[^&]+/, "t=forged"), {});
    expect(forged.status).toBe(400);
    expect(await forged.text()).not.toMatch(/at \w+ \(/);
    const cleo = await verifiedMember(server, db.dir, "cleo");
    await reply(cleo.c, topicId, "Ours took three days on wet paper towels.");
    await sleep(3_000);
    expect(notificationMails(ana.email, db.dir)).toHaveLength(1);
    // Ben watches the topic he replied to, and still gets mail.
    await waitFor("Ben's mail", () => notificationMails(ben.email, db.dir)[0]);
  }, 120_000);

  it("a mail composed but not sent when the server stopped (or was claimed by a process that died) is sent once after the restart", async () => {
    const db = await serverDatabase();
    // A schedule too slow to run during the test: the notices wait in the database.
    const first = await startServer({ ...db.env, NOTIFICATION_MAIL_SECONDS: "3600" });
    const ana = await verifiedMember(first, db.dir, "ana");
    const ben = await verifiedMember(first, db.dir, "ben");
    const cleo = await verifiedMember(first, db.dir, "cleo");
    const dev = await verifiedMember(first, db.dir, "dev");
    const one = await topic(ana.c, "Owl pellet dissection");
    const two = await topic(ben.c, "Owl pellet bones chart");
    await reply(cleo.c, one, "We sterilise the pellets first.");
    await reply(dev.c, two, "A chart with vole bones helps.");
    await first.stop();

    // Composed and stored, then: one mail claimed by a process that died mid-send, one never claimed.
    const handle = await db.open();
    const { queueDueMail } = await import("#server/forum/notification-mail.ts");
    await queueDueMail(handle.db, { publicUrl: first.url, secret: AUTH_SECRET });
    const stored = await queryRows<{ id: number }>(
      handle.db,
      sql`select id from mail_outbox where kind = 'notifications' order by id`,
    );
    expect(stored).toHaveLength(2);
    await handle.db.execute(
      sql`update mail_outbox set claimed_at = now() - interval '10 minutes', attempts = 1 where id = ${stored[0]!.id}`,
    );
    if (engine === "pglite") await handle.close();

    const second = await startServer({ ...db.env, NOTIFICATION_MAIL_SECONDS: "1" });
    cleanup.push(() => second.stop());
    await waitFor("both mails", () =>
      notificationMails(ana.email, db.dir).length && notificationMails(ben.email, db.dir).length ? true : undefined,
    );
    await sleep(3_000);
    expect(notificationMails(ana.email, db.dir)).toHaveLength(1);
    expect(notificationMails(ben.email, db.dir)).toHaveLength(1);
    const check = engine === "pglite" ? undefined : await db.open();
    if (check) {
      const [unsent] = await queryRows<{ n: number }>(
        check.db,
        sql`select count(*)::int as n from mail_outbox where kind = 'notifications' and done_at is null`,
      );
      expect(unsent!.n).toBe(0);
    }
  }, 180_000);

  if (engine === "postgres") {
    it("two server processes on one PostgreSQL send each mail exactly once", async () => {
      const db = await serverDatabase();
      const otherDir = mkdtempSync(path.join(os.tmpdir(), "genehive-mail-b-"));
      cleanup.push(() => rmSync(otherDir, { recursive: true, force: true }));
      const a = await startServer({ ...db.env, NOTIFICATION_MAIL_SECONDS: "1" });
      const b = await startServer({ ...db.env, DATA_DIR: otherDir, NOTIFICATION_MAIL_SECONDS: "1" });
      cleanup.push(
        () => a.stop(),
        () => b.stop(),
      );
      const authors = [];
      for (let i = 0; i < 6; i++) authors.push(await verifiedMember(a, [db.dir, otherDir], `author${i}`));
      for (const [i, author] of authors.entries()) {
        const topicId = await topic(author.c, `Enzyme lab question ${i}`);
        const replier = await verifiedMember(i % 2 ? a : b, [db.dir, otherDir], `replier${i}`);
        await reply(replier.c, topicId, "Catalase foams best with fresh liver.");
      }
      for (const author of authors)
        await waitFor(`mail to ${author.username}`, () => notificationMails(author.email, db.dir, otherDir)[0]);
      await sleep(4_000);
      for (const author of authors) expect(notificationMails(author.email, db.dir, otherDir)).toHaveLength(1);
      const names = outbox(db.dir, otherDir)
        .filter((m) => m.name.includes("-notifications"))
        .map((m) => m.name);
      expect(new Set(names).size).toBe(names.length);
    }, 240_000);
  }
});
