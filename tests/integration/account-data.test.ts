import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { type SQL, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase, queryRows } from "#server/db/client.ts";
import { DELETED_MEMBER } from "#server/db/deleted-member.ts";
import { createTestDatabase } from "#server/db/test-database.ts";
import { accountMessages } from "#shared/account/schemas.ts";
import { contactLimits } from "#shared/contact/schemas.ts";
import { newMember } from "#tests/support/members.ts";
import { Client, postTopic } from "./support/http.ts";
import { runNpmScript } from "./support/npm-script.ts";
import { startServer, type TestServer } from "./support/server.ts";

// Members' control of their data, on the real server over HTTP and on whichever engine the run uses
// (the embedded one, or PostgreSQL when DATABASE_URL is set): the data download, the password change,
// deletion by the member and by an admin, and the staff inbox of contact messages. The database is read
// with SQL at the end, after the server has stopped (the embedded database allows one process at a time).

let server: TestServer;
let dataDir = "";
let pgDatabase: Awaited<ReturnType<typeof createTestDatabase>> | undefined;
const dbEnv: Record<string, string> = {};

type Person = ReturnType<typeof newMember>;
const admin = { ...newMember("admin"), fullName: "Ada Admin" };
const moderator = { ...newMember("moder"), fullName: "Mo Derator" };

/** Creates or promotes an account with the project's own script, before the server holds the database. */
async function createStaff(person: Person, role: "admin" | "moderator") {
  const result = await runNpmScript(
    "create-admin",
    [
      `--email=${person.email}`,
      `--role=${role}`,
      `--name=${person.fullName}`,
      `--username=${person.username}`,
      `--password=${person.password}`,
      // The server has not created its database yet: this script makes it.
      "--new-database",
    ],
    dbEnv,
  );
  if (result.status !== 0) throw new Error(`create-admin failed:\n${result.stdout}\n${result.stderr}`);
}

beforeAll(async () => {
  if (process.env.DATABASE_URL) {
    pgDatabase = await createTestDatabase();
    dbEnv.DATABASE_URL = pgDatabase.url!;
  } else {
    dataDir = mkdtempSync(path.join(os.tmpdir(), "genehive-account-"));
    dbEnv.DATA_DIR = dataDir;
  }
  await createStaff(admin, "admin");
  await createStaff(moderator, "moderator");
  // Behind a (test) proxy, so each client can be its own address.
  server = await startServer({ TRUST_PROXY: "true", ...dbEnv });
  settled = await signUp("settled");
  settledSince = Date.now();
}, 180_000);

/** A member signed in before everything else, whose session is old enough to be extended by the time it is used. */
let settled: Awaited<ReturnType<typeof signUp>>;
let settledSince = 0;

afterAll(async () => {
  await server?.stop();
  await pgDatabase?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

let ipCounter = 0;
const client = () => new Client(server.url, `10.7.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`);

async function signedIn(person: Person, c = client()) {
  const r = await c.post("/auth", { intent: "sign-in", email: person.email, password: person.password });
  expect(r.status, `sign-in of ${person.email}`).toBe(200);
  return c;
}

async function signUp(prefix: string): Promise<Person & { c: Client }> {
  const person = { ...newMember(prefix), fullName: `Person ${prefix} ${Date.now().toString(36)}` };
  const c = client();
  expect((await c.post("/auth", { intent: "sign-up", ...person })).status).toBe(200);
  await signedIn(person, c);
  return { ...person, c };
}

const startTopic = (c: Client, title: string) =>
  postTopic(c, { title, category: "help-feedback", body: `${title}: the body.` });

async function postReply(c: Client, topicUrl: string, body: string) {
  const r = await c.post(topicUrl, { intent: "reply", body });
  expect(r.status).toBe(302);
  return Number(r.headers.get("location")!.split("#reply-")[1]);
}

async function exportOf(c: Client) {
  const r = await c.get("/community/settings/export");
  expect(r.status).toBe(200);
  expect(r.headers.get("content-disposition")).toMatch(/^attachment; filename="genehive-data-.+\.json"$/);
  expect(r.headers.get("cache-control")).toBe("no-store");
  return { text: await r.clone().text(), data: (await r.json()) as MemberExport };
}

interface MemberExport {
  account: { id: string; email: string; name: string; username: string };
  sessions: Array<Record<string, unknown>>;
  topics: Array<{ id: number; title: string }>;
  replies: Array<{ id: number; topicId: number; body: string }>;
  reports: Array<{ topicId: number; replyId: number | null; reason: string }>;
}

/** Whether the session a client holds still opens a member page. */
async function sessionWorks(cookies: Map<string, string>) {
  const c = client();
  c.cookies = new Map(cookies);
  const r = await c.get("/community/settings");
  return r.status === 200;
}

/** The members whose deletion the last test checks in the database. */
const deleted: Array<{ label: string; id: string; email: string; name: string; username: string }> = [];

/** The settings page's password form, as a browser without JavaScript posts it. */
function changePassword(c: Client, currentPassword: string, newPassword: string, confirmPassword: string) {
  return c.post("/community/settings", { intent: "password", currentPassword, newPassword, confirmPassword });
}

describe("download my data", () => {
  it("holds exactly the member's own account, sessions, topics, replies and reports", async () => {
    const a = await signUp("exporter");
    const b = await signUp("neighbour");
    const topicA = await startTopic(a.c, "Exporter's question about gel electrophoresis");
    await postReply(b.c, topicA, "Neighbour's answer with a tip about agarose.");
    const topicB = await startTopic(b.c, "Neighbour's own topic about microscopes");
    const replyA = await postReply(a.c, topicB, "Exporter's reply in the neighbour's topic.");
    expect((await a.c.post(topicB, { intent: "report", reason: "Exporter reports this topic." })).status).toBe(200);
    expect((await b.c.post(topicA, { intent: "report", reason: "Neighbour reports this." })).status).toBe(200);

    const { text, data } = await exportOf(a.c);
    expect(data.account).toMatchObject({ email: a.email, name: a.fullName, username: a.username });
    expect(data.topics.map((t) => t.title)).toEqual(["Exporter's question about gel electrophoresis"]);
    expect(data.replies.map((r) => [r.id, r.body])).toEqual([[replyA, "Exporter's reply in the neighbour's topic."]]);
    expect(data.reports.map((r) => r.reason)).toEqual(["Exporter reports this topic."]);
    expect(data.sessions.length).toBeGreaterThan(0);
    // Nobody else: not the neighbour who replied to the topic or whose topic the reply is in. The neighbour is
    // named only as the notifications page names them, as who wrote the reply the exporter was told of.
    for (const other of [b.email, admin.email, moderator.email]) expect(text).not.toContain(other);
    const { notifications, ...rest } = data as typeof data & { notifications: Array<Record<string, unknown>> };
    for (const other of [b.fullName, b.username]) expect(JSON.stringify(rest)).not.toContain(other);
    expect(notifications.map((n) => [n.kind, (n.actor as { name: string } | null)?.name])).toEqual([
      ["reply", b.fullName],
    ]);
    expect(text).not.toContain("Neighbour's answer");
    expect(text).not.toContain("Neighbour reports this.");
    // Never a session's secret token.
    const token = a.c.cookies.get("better-auth.session_token")!;
    expect(text).not.toContain(decodeURIComponent(token).split(".")[0]!);
  });

  it("is for signed-in members only", async () => {
    const r = await client().get("/community/settings/export");
    expect(r.status).toBe(302);
    expect(r.headers.get("location")).toBe("/auth");
    // The page asked for is remembered for after signing in.
    expect(r.headers.get("set-cookie")).toContain("genehive.return-to=%2Fcommunity%2Fsettings%2Fexport");
  });
});

describe("change password", () => {
  it("needs the current password, then ends every other session", async () => {
    const m = await signUp("changer");
    const otherDevice = await signedIn(m);
    const newPassword = "N3w!Password-long";
    const wrong = await changePassword(m.c, "Not!TheRight1", newPassword, newPassword);
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain(accountMessages.wrongPassword);
    const mismatch = await changePassword(m.c, m.password, newPassword, `${newPassword}x`);
    expect(mismatch.status).toBe(400);
    expect(await mismatch.text()).toContain(accountMessages.passwordsDiffer);

    const changed = await changePassword(m.c, m.password, newPassword, newPassword);
    expect(changed.status).toBe(302);
    expect(changed.headers.get("location")).toBe("/community/settings?changed=password");
    expect(await (await m.c.get("/community/settings?changed=password")).text()).toContain(
      accountMessages.passwordChanged.message,
    );
    expect(await sessionWorks(m.c.cookies)).toBe(true);
    expect(await sessionWorks(otherDevice.cookies)).toBe(false);
    expect((await client().post("/auth", { intent: "sign-in", email: m.email, password: m.password })).status).toBe(
      401,
    );
    await signedIn({ ...m, password: newPassword });
  });

  it("profile: display name and bio are validated and saved", async () => {
    const m = await signUp("profiler");
    const bad = await m.c.post("/community/settings", { intent: "profile", name: "X", bio: "" });
    expect(bad.status).toBe(400);
    const ok = await m.c.post("/community/settings", {
      intent: "profile",
      name: "Renamed Person",
      bio: "Teaches biology.",
    });
    expect(ok.status).toBe(200);
    const { data } = await exportOf(m.c);
    expect(data.account.name).toBe("Renamed Person");
  });
});

describe("delete my account", () => {
  it("needs the password; then the sessions end and the posts stay as 'Deleted member'", async () => {
    const m = await signUp("leaver");
    const otherDevice = await signedIn(m);
    const reader = await signUp("reader");
    const topic = await startTopic(m.c, "Leaver's topic that should stay");
    await postReply(reader.c, topic, "Reader's reply that must survive.");
    expect((await m.c.post(topic, { intent: "report", reason: "Leaver reports a topic." })).status).toBe(200);
    const { data } = await exportOf(m.c);

    const empty = await m.c.post("/community/settings", { intent: "delete", password: "" });
    expect(empty.status).toBe(400);
    expect(await empty.text()).toContain(accountMessages.confirmPasswordRequired);
    const wrong = await m.c.post("/community/settings", { intent: "delete", password: "Wrong!Passw0rd" });
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain(accountMessages.wrongPassword);
    expect(await sessionWorks(m.c.cookies)).toBe(true);

    const sessionBefore = new Map(m.c.cookies);
    const gone = await m.c.post("/community/settings", { intent: "delete", password: m.password });
    expect(gone.status).toBe(302);
    expect(gone.headers.get("location")).toBe("/account-deleted");
    expect(await sessionWorks(sessionBefore)).toBe(false);
    expect(await sessionWorks(otherDevice.cookies)).toBe(false);

    const page = await (await reader.c.get(topic)).text();
    expect(page).toContain("Leaver&#x27;s topic that should stay");
    expect(page).toContain(DELETED_MEMBER.name);
    expect(page).toContain("Reader&#x27;s reply that must survive.");
    expect(page).not.toContain(m.fullName);
    deleted.push({ label: "kept posts", ...pick(data, m) });
  });

  it("can remove the member's topics and replies too", async () => {
    const m = await signUp("eraser");
    const host = await signUp("host");
    const ownTopic = await startTopic(m.c, "Eraser's topic to be removed");
    const hostTopic = await startTopic(host.c, "Host's topic that stays");
    const reply = await postReply(m.c, hostTopic, "Eraser's reply to be removed.");
    const { data } = await exportOf(m.c);

    const gone = await m.c.post("/community/settings", { intent: "delete", password: m.password, removePosts: "on" });
    expect(gone.status).toBe(302);
    expect((await host.c.get(ownTopic)).status).toBe(404);
    const page = await (await host.c.get(hostTopic)).text();
    expect(page).not.toContain("Eraser&#x27;s reply to be removed.");
    expect(page).toContain(`id="reply-${reply}"`);
    deleted.push({ label: "removed posts", ...pick(data, m) });
  });

  it("frees the e-mail address to sign up again", async () => {
    const m = await signUp("returner");
    expect((await m.c.post("/community/settings", { intent: "delete", password: m.password })).status).toBe(302);
    // Tried with this member, whose address is meant to come back: any sign-in attempt records a failure for
    // the address it names, account or not, so not with those the last test looks for.
    const old = await client().post("/auth", { intent: "sign-in", email: m.email, password: m.password });
    expect(old.status).toBe(401);
    const again = { ...newMember("returned"), email: m.email };
    expect((await client().post("/auth", { intent: "sign-up", ...again })).status).toBe(200);
    const c = await signedIn(again);
    expect((await exportOf(c)).data.account.username).toBe(again.username);
  });
});

describe("staff", () => {
  it("admins delete a member's account, confirmed by username and written to the audit log", async () => {
    const ada = await signedIn(admin);
    const m = await signUp("removed");
    const other = await signedIn(m);
    await startTopic(m.c, "Removed member's topic");
    const { data } = await exportOf(m.c);

    const found = await (await ada.get(`/community/moderation/accounts?q=${m.username}`)).text();
    expect(found).toContain(m.email);
    const exported = await ada.get(`/community/moderation/accounts/${data.account.id}/export`);
    expect(exported.status).toBe(200);
    expect(((await exported.json()) as MemberExport).account.email).toBe(m.email);

    const unconfirmed = await ada.post("/community/moderation/accounts", {
      intent: "delete",
      id: data.account.id,
      confirm: "someone-else",
    });
    expect(unconfirmed.status).toBe(400);
    const gone = await ada.post("/community/moderation/accounts", {
      intent: "delete",
      id: data.account.id,
      confirm: m.username,
    });
    expect(gone.status).toBe(302);
    expect(await sessionWorks(other.cookies)).toBe(false);
    expect(await sessionWorks(m.c.cookies)).toBe(false);

    const log = await (await ada.get("/community/moderation/accounts")).text();
    expect(log).toContain("deleted the account of a deleted member");
    expect(log).toContain("downloaded the data of a deleted member");
    deleted.push({ label: "deleted by an admin", ...pick(data, m) });
  });

  it("the member menu's staff pages come from the server, by role: none for a member", async () => {
    const staffOf = async (c: { get: (path: string) => Promise<Response> }) =>
      ((await (await c.get("/api/me")).json()) as { user: { staff?: Array<{ page: string; path: string }> } }).user
        .staff;
    expect(await staffOf(await signedIn(admin))).toEqual([
      { page: "moderation", path: "/community/moderation" },
      { page: "messages", path: "/community/moderation/messages" },
      { page: "accounts", path: "/community/moderation/accounts" },
      { page: "programs", path: "/community/moderation/programs" },
      { page: "educators", path: "/community/moderation/educators" },
    ]);
    expect(await staffOf(await signedIn(moderator))).toEqual([
      { page: "moderation", path: "/community/moderation" },
      { page: "messages", path: "/community/moderation/messages" },
      { page: "programs", path: "/community/moderation/programs" },
      { page: "educators", path: "/community/moderation/educators" },
    ]);
    expect(await staffOf((await signUp("plain")).c)).toBeUndefined();
  });

  it("member accounts are for admins only; moderators and members find nothing", async () => {
    const mo = await signedIn(moderator);
    const m = await signUp("curious");
    for (const c of [mo, m.c]) {
      expect((await c.get("/community/moderation/accounts")).status).toBe(404);
      expect((await c.get(`/community/moderation/accounts/${m.username}/export`)).status).toBe(404);
    }
  });

  it("the contact inbox: newest first, filtered by sender, handled, deleted; for staff only", async () => {
    const visitor = client();
    const tokens = [];
    for (let i = 0; i < 2; i++) {
      const page = await (await visitor.get("/contact")).text();
      tokens.push(/name="startedAt" value="([^"]+)"/.exec(page)![1]!);
    }
    await new Promise((r) => setTimeout(r, contactLimits.minFillSeconds * 1000 + 200));
    const send = async (token: string, name: string, senderType: string) => {
      const r = await visitor.post("/contact", {
        startedAt: token,
        website: "",
        name,
        email: `${senderType}@example.org`,
        senderType,
        program: "",
        message: `A message from ${name}.`,
      });
      expect(r.status).toBe(303);
    };
    await send(tokens[0]!, "Paula Parent", "parent");
    await send(tokens[1]!, "Terry Teacher", "teacher");

    const member = await signUp("nosy");
    expect((await member.c.get("/community/moderation/messages")).status).toBe(404);
    expect((await client().get("/community/moderation/messages")).status).toBe(302);

    const mo = await signedIn(moderator);
    const inbox = await (await mo.get("/community/moderation/messages")).text();
    expect(inbox.indexOf("Terry Teacher")).toBeGreaterThan(-1);
    expect(inbox.indexOf("Terry Teacher")).toBeLessThan(inbox.indexOf("Paula Parent"));
    expect(inbox).toContain('href="mailto:parent@example.org"');
    expect(inbox).toContain(
      'href="mailto:parent@example.org?subject=Re%3A%20We%20received%20your%20message%20to%20GeneHive&amp;body=',
    );
    const teachers = await (await mo.get("/community/moderation/messages?type=teacher")).text();
    expect(teachers).toContain("Terry Teacher");
    expect(teachers).not.toContain("Paula Parent");

    const id = /name="id" value="(\d+)"/.exec(teachers)![1]!;
    const handled = await mo.post("/community/moderation/messages?type=teacher", { intent: "handled", id });
    expect(handled.status).toBe(302);
    expect(handled.headers.get("location")).toBe("/community/moderation/messages?type=teacher&done=handled");
    expect(await (await mo.get("/community/moderation/messages")).text()).not.toContain("Terry Teacher");
    const done = await (await mo.get("/community/moderation/messages?status=handled")).text();
    expect(done).toContain("Terry Teacher");
    expect(done).toContain(`Handled by ${moderator.fullName}`);
    expect((await mo.post("/community/moderation/messages", { intent: "delete", id })).status).toBe(302);
    expect(await (await mo.get("/community/moderation/messages?status=all")).text()).not.toContain("Terry Teacher");
  });
});

function pick(data: MemberExport, m: Person) {
  return { id: data.account.id, email: m.email, name: m.fullName, username: m.username };
}

describe("a session old enough to be extended", () => {
  it("stays signed in after changing the password, on the new session", async () => {
    // better-auth extends a session (and sends its cookie again) once it is a minute old.
    await new Promise((r) => setTimeout(r, Math.max(0, settledSince + 61_000 - Date.now())));
    const old = settled.c.cookies.get("better-auth.session_token");
    const newPassword = "Settled!Passw0rd";
    const changed = await changePassword(settled.c, settled.password, newPassword, newPassword);
    expect(changed.status).toBe(302);
    // better-auth may send the old session's extended cookie first; the browser keeps the last one, the new session.
    const sessionCookies = changed.headers.getSetCookie().filter((c) => c.startsWith("better-auth.session_token="));
    expect(sessionCookies.at(-1)).not.toContain(old!);
    expect(await sessionWorks(settled.c.cookies)).toBe(true);
  }, 90_000);
});

describe("in the database", () => {
  it("nothing personal of a deleted member is left in any table", async () => {
    expect(deleted.map((d) => d.label)).toEqual(["kept posts", "removed posts", "deleted by an admin"]);
    await server.stop();
    const handle: DatabaseHandle = pgDatabase ?? (await openDatabase({ dataDir: path.join(dataDir, "pglite") }));
    try {
      const rows = <T>(query: SQL) => queryRows<T>(handle.db, query);
      const columns = await rows<{ table_name: string; column_name: string }>(sql`
        select table_name, column_name from information_schema.columns
        where table_schema = current_schema() and data_type in ('text', 'character varying', 'jsonb', 'json')
          and table_name not like '\\_\\_drizzle%'`);
      expect(columns.length).toBeGreaterThan(20);
      for (const member of deleted) {
        for (const needle of [member.id, member.email, member.name, member.username]) {
          for (const { table_name, column_name } of columns) {
            const [hit] = await rows<{ n: number }>(sql`
              select count(*)::int as n from ${sql.identifier(table_name)}
              where position(lower(${needle}) in lower(${sql.identifier(column_name)}::text)) > 0`);
            expect(hit?.n, `${member.label}: "${needle}" in ${table_name}.${column_name}`).toBe(0);
          }
        }
      }
      // What stays is attributed to the deleted-member account, which nobody can sign in as.
      const kept = await rows<{ n: number }>(
        sql`select count(*)::int as n from forum_topics where author_id = ${DELETED_MEMBER.id}`,
      );
      expect(kept[0]?.n).toBeGreaterThanOrEqual(1);
      const credentials = await rows<{ n: number }>(
        sql`select count(*)::int as n from account where user_id = ${DELETED_MEMBER.id}`,
      );
      expect(credentials[0]?.n).toBe(0);
      const audit = await rows<{ action: string; target_id: string | null; details: { posts?: string } }>(
        sql`select action, target_id, details from audit_log order by id`,
      );
      expect(audit.map((a) => a.action)).toEqual(["account.export", "account.delete"]);
      expect(audit.every((a) => a.target_id === null)).toBe(true);
      expect(audit[1]?.details.posts).toBe("kept");
    } finally {
      if (!pgDatabase) await handle.close();
    }
  });
});
