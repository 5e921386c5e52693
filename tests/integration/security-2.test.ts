import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { hashPassword } from "better-auth/crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "#server/db/client.ts";
import { DELETED_MEMBER } from "#server/db/deleted-member.ts";
import { createTestDatabase } from "#server/db/test-database.ts";
import { unsubscribeUrl } from "#server/forum/notification-mail.ts";
import { PLACEHOLDER_EMAIL, PLACEHOLDER_USERNAME } from "#shared/auth/reserved.ts";
import { validationMessages } from "#shared/auth/schemas.ts";
import { newMember } from "#tests/support/members.ts";
import { Client, postTopic } from "./support/http.ts";
import { runNpmScript } from "./support/npm-script.ts";
import { startServer, type TestServer } from "./support/server.ts";

// Issue 27's security findings 10, 15 and 16 against the production server, on whichever engine the run uses. The
// database starts as one made before the "Deleted member" placeholder was created at start-up: without it, and
// with members who signed up as its username and as its address while nothing reserved them.

const AUTH_SECRET = "a-test-secret-for-signed-unsubscribe-links";
let server: TestServer;
let dataDir = "";
let pgDatabase: Awaited<ReturnType<typeof createTestDatabase>> | undefined;
const dbEnv: Record<string, string> = {};

type Person = ReturnType<typeof newMember>;
const admin = { ...newMember("admin"), fullName: `Ada Adminsky ${Date.now().toString(36)}` };
const password = "Squat!Passw0rd-long";
/** Signed up with the placeholder's username, and with its address, before either was reserved. */
const squatters = {
  byName: { id: "squatter-name", username: PLACEHOLDER_USERNAME, email: "squatter@example.org" },
  byEmail: { id: "squatter-mail", username: "mailsquatter", email: PLACEHOLDER_EMAIL },
};

beforeAll(async () => {
  if (process.env.DATABASE_URL) {
    pgDatabase = await createTestDatabase();
    dbEnv.DATABASE_URL = pgDatabase.url!;
  } else {
    dataDir = mkdtempSync(path.join(os.tmpdir(), "genehive-security-2-"));
    dbEnv.DATA_DIR = dataDir;
  }
  // The project's own script creates the database and its admin, before the server holds it.
  const created = await runNpmScript(
    "create-admin",
    [
      `--email=${admin.email}`,
      `--name=${admin.fullName}`,
      `--username=${admin.username}`,
      `--password=${admin.password}`,
      "--new-database",
    ],
    dbEnv,
  );
  if (created.status !== 0) throw new Error(`create-admin failed:\n${created.stdout}\n${created.stderr}`);

  const handle = pgDatabase ?? (await openDatabase({ dataDir: path.join(dataDir, "pglite") }));
  try {
    await handle.db.execute(sql`delete from "user" where id = ${DELETED_MEMBER.id}`);
    const hash = await hashPassword(password);
    for (const s of Object.values(squatters)) {
      await handle.db.execute(sql`
        insert into "user" (id, name, email, email_verified, username, display_username)
        values (${s.id}, 'Squatter', ${s.email}, true, ${s.username}, ${s.username})`);
      await handle.db.execute(sql`
        insert into account (id, account_id, provider_id, user_id, password)
        values (${`${s.id}-credential`}, ${s.id}, 'credential', ${s.id}, ${hash})`);
    }
  } finally {
    if (!pgDatabase) await handle.close();
  }
  server = await startServer({ TRUST_PROXY: "true", AUTH_SECRET, ...dbEnv });
}, 180_000);

afterAll(async () => {
  await server?.stop();
  await pgDatabase?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

let ipCounter = 0;
const client = () => new Client(server.url, `10.27.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`);

async function signedIn(person: { email: string; password: string }, c = client()) {
  const r = await c.post("/auth", { intent: "sign-in", email: person.email, password: person.password });
  expect(r.status, `sign-in of ${person.email}`).toBe(200);
  return c;
}

async function signUp(prefix: string): Promise<Person & { c: Client; id: string }> {
  const person = newMember(prefix);
  const c = client();
  expect((await c.post("/auth", { intent: "sign-up", ...person })).status).toBe(200);
  await signedIn(person, c);
  const settings = await (await c.get("/community/settings/export")).json();
  return { ...person, c, id: (settings as { account: { id: string } }).account.id };
}

const deleteOwnAccount = (c: Client, pw: string) => c.post("/community/settings", { intent: "delete", password: pw });

const adminDelete = (c: Client, id: string, username: string) =>
  c.post("/community/moderation/accounts", { intent: "delete", id, confirm: username });

describe("the Deleted member placeholder's username and address (item 10)", () => {
  it("no sign-up can take them: each is refused with its own message", async () => {
    for (const [change, message] of [
      [{ username: PLACEHOLDER_USERNAME }, validationMessages.usernameReserved],
      [{ username: "Deleted_Member" }, validationMessages.usernameReserved],
      [{ email: PLACEHOLDER_EMAIL }, validationMessages.emailReserved],
      [{ email: "anyone@GeneHive.invalid" }, validationMessages.emailReserved],
    ] as const) {
      const r = await client().post("/auth", { intent: "sign-up", ...newMember("taker"), ...change });
      expect(r.status, JSON.stringify(change)).toBe(400);
      expect(await r.text()).toContain(message);
    }
  });

  it("a member deletes their own account while squatters hold both; the posts go to the placeholder", async () => {
    const m = await signUp("leaver");
    const topic = await postTopic(m.c, {
      title: "A topic that outlives its author",
      category: "help-feedback",
      body: "It stays, under Deleted member.",
    });
    const gone = await deleteOwnAccount(m.c, m.password);
    expect(gone.status).toBe(302);
    expect(gone.headers.get("location")).toBe("/account-deleted");
    const page = await (await (await signUp("reader")).c.get(topic)).text();
    expect(page).toContain("A topic that outlives its author");
    expect(page).toContain(DELETED_MEMBER.name);
  });

  it("an admin deletes a member, and the squatters, one of them deletes itself", async () => {
    const ada = await signedIn(admin);
    const m = await signUp("removed");
    await postTopic(m.c, {
      title: "Removed member's topic",
      category: "help-feedback",
      body: "Kept under Deleted member.",
    });
    expect((await adminDelete(ada, m.id, m.username)).status).toBe(302);
    expect((await adminDelete(ada, squatters.byEmail.id, squatters.byEmail.username)).status).toBe(302);
    const squatter = await signedIn({ email: squatters.byName.email, password });
    expect((await deleteOwnAccount(squatter, password)).status).toBe(302);
  });
});

describe("moderation notices (item 16)", () => {
  it("name no moderator in the page nor in its data", async () => {
    const author = await signUp("locked");
    const topic = await postTopic(author.c, {
      title: "A topic a moderator will lock",
      category: "help-feedback",
      body: "Locked soon.",
    });
    const ada = await signedIn(admin);
    expect((await ada.post(topic, { intent: "lock" })).status).toBe(302);
    const html = await (await author.c.get("/community/notifications")).text();
    expect(html).toContain("A moderator locked your topic");
    const pageData = await author.c.get("/community/notifications.data");
    expect(pageData.status).toBe(200);
    const body = await pageData.text();
    expect(body).toContain("A topic a moderator will lock");
    for (const answer of [html, body]) {
      expect(answer).not.toContain(admin.fullName);
      expect(answer).not.toContain(admin.username);
    }
  });
});

describe("a deleted member's unsubscribe link (item 16)", () => {
  it("answers 410 'no longer applies', opened or posted, and logs no error", async () => {
    const m = await signUp("unsubscriber");
    const link = new URL(unsubscribeUrl(server.url, AUTH_SECRET, m.id));
    const address = link.pathname + link.search;
    expect((await client().get(address)).status).toBe(200);
    expect((await deleteOwnAccount(m.c, m.password)).status).toBe(302);

    const from = server.logs.length;
    const opened = await client().get(address);
    expect(opened.status).toBe(410);
    expect(await opened.text()).toContain("This link no longer applies");
    // Mail programs' one-click unsubscribe posts to the same address.
    const posted = await client().post(address, { "List-Unsubscribe": "One-Click" });
    expect(posted.status).toBe(410);
    expect(await posted.text()).toContain("This link no longer applies");
    await new Promise((resolve) => setTimeout(resolve, 300));
    const lines = server.logs.slice(from).join("").split("\n").filter(Boolean);
    expect(lines.filter((line) => line.includes("/email/unsubscribe")).length).toBeGreaterThanOrEqual(2);
    expect(lines.filter((line) => /"level":"error"|"err"|\n\s+at /.test(line))).toEqual([]);
  });
});

describe("a planted return-to cookie (item 15)", () => {
  it("never leads off the site after signing in", async () => {
    for (const planted of ["/.//evil.test", "/x/..//evil.test", "/%2e//evil.test", "/%2f/evil.test", "/%5cevil.test"]) {
      const m = newMember("returner");
      const c = client();
      expect((await c.post("/auth", { intent: "sign-up", ...m })).status).toBe(200);
      c.cookies.set("genehive.return-to", encodeURIComponent(planted));
      const page = await (await c.get("/auth")).text();
      expect(page, planted).not.toContain("evil.test");
      await signedIn(m, c);
      c.cookies.set("genehive.return-to", encodeURIComponent(planted));
      const after = await c.get("/auth");
      expect(after.status, planted).toBe(302);
      expect(after.headers.get("location"), planted).toBe("/community");
    }
    // A page on the site is still where signing in leads.
    const m = newMember("returner");
    const c = client();
    expect((await c.post("/auth", { intent: "sign-up", ...m })).status).toBe(200);
    await signedIn(m, c);
    c.cookies.set("genehive.return-to", encodeURIComponent("/community/./members"));
    expect((await c.get("/auth")).headers.get("location")).toBe("/community/members");
  });
});
