import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { getTableName, is, sql } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, queryRows } from "#server/db/client.ts";
import * as schema from "#server/db/schema.ts";
import { contactLimits } from "#shared/contact/schemas.ts";
import { Client, postTopic, verifiedMember } from "./support/http.ts";
import { errorLines, runNpmScript } from "./support/npm-script.ts";
import { outboxMails, waitFor } from "./support/outbox.ts";
import { startServer } from "./support/server.ts";

// `npm run db:move-to-postgres` as an operator runs it (docs/deploy.md, "Moving from the embedded database to
// PostgreSQL"): a site built through the real server on the embedded database, moved into a new database on
// PostgreSQL, then served from there. It needs a PostgreSQL server to move into: vitest.config.ts runs this file
// in the PostgreSQL pass, whose DATABASE_URL it creates its databases on.

const adminUrl = process.env.DATABASE_URL ?? "";
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const cleanup: Array<() => Promise<void> | void> = [];
afterAll(async () => {
  for (const step of cleanup.reverse()) await step();
}, 60_000);

/** Every table of the app's schema, by its name in the database. */
const schemaTables = Object.values(schema)
  .filter((value) => is(value, PgTable))
  .map((table) => getTableName(table as PgTable))
  .sort();

/** A new, empty database on the PostgreSQL server (dropped after the file). */
async function newDatabase(): Promise<string> {
  const name = `genehive_move_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  cleanup.push(async () => {
    const c = new pg.Client({ connectionString: adminUrl });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await c.end();
  });
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Rows per table of the public schema of a PostgreSQL database; no tables: an empty map. */
async function postgresCounts(url: string): Promise<Map<string, number>> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const { rows } = await c.query<{ name: string }>(
      "select tablename as name from pg_tables where schemaname = 'public'",
    );
    const counts = new Map<string, number>();
    for (const { name } of rows) {
      const result = await c.query<{ n: number }>(`select count(*)::int as n from "${name}"`);
      counts.set(name, result.rows[0]!.n);
    }
    return counts;
  } finally {
    await c.end();
  }
}

/** `npm run db:move-to-postgres` as the guide's section 15 runs it. */
const move = (dataDir: string, databaseUrl: string) =>
  runNpmScript("db:move-to-postgres", [], { DATA_DIR: dataDir, DATABASE_URL: databaseUrl, DATABASE_WAIT_SECONDS: "0" });

/** The script's summary: rows per table. */
const summary = (stdout: string) =>
  new Map([...stdout.matchAll(/^ {2}(\w+) +(\d+) rows?$/gm)].map((m) => [m[1]!, Number(m[2])]));

describe("npm run db:move-to-postgres", () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "genehive-move-"));
  cleanup.push(() => rmSync(dataDir, { recursive: true, force: true }));
  const embedded = { DATA_DIR: dataDir, DATABASE_URL: "" };
  let ana: Awaited<ReturnType<typeof verifiedMember>>;
  let ben: Awaited<ReturnType<typeof verifiedMember>>;
  let topicPath: string;
  const title = `Yeast fermentation ${randomBytes(3).toString("hex")}`;
  const replyText = "Warm water and a balloon on the bottle worked for my class.";

  // The site to move, made through the real server on the embedded database.
  beforeAll(async () => {
    const server = await startServer({ ...embedded, NOTIFICATION_MAIL_SECONDS: "1" });
    try {
      ana = await verifiedMember(server, dataDir, "ana");
      ben = await verifiedMember(server, dataDir, "ben");
      topicPath = await postTopic(ana.c, { title, category: "lab-activities", body: "What has worked for you?" });
      expect((await ben.c.post(topicPath, { intent: "reply", body: replyText })).status).toBe(302);
      expect((await ben.c.post(topicPath, { intent: "like" })).status).toBe(200);
      // Ana's notice of Ben's reply is mailed (the outbox table's row) before the server stops.
      await waitFor(
        "the notification mail",
        () =>
          outboxMails(dataDir).find((m) => m.name.includes("-notifications") && m.text.includes(`To: ${ana.email}\n`)),
        30_000,
      );
      const visitor = new Client(server.url);
      const form = await (await visitor.get("/contact")).text();
      const startedAt = /name="startedAt" value="([^"]+)"/.exec(form)![1]!;
      await sleep(contactLimits.minFillSeconds * 1000 + 200);
      const sent = await visitor.post("/contact", {
        startedAt,
        website: "",
        name: "Paula Parent",
        email: "parent@example.org",
        senderType: "parent",
        program: "",
        message: "Does the summer program take beginners?",
      });
      expect(sent.status).toBe(303);
    } finally {
      await server.stop();
    }
  });

  it("copies every table with the same rows; on PostgreSQL members sign in, old sessions hold and new posts get new ids", async () => {
    const target = await newDatabase();
    const moved = await move(dataDir, target);
    expect(errorLines(moved.stderr)).toEqual([]);
    expect(moved.status).toBe(0);

    // Every table of the schema is in the summary, with the rows both databases hold.
    const reported = summary(moved.stdout);
    expect([...reported.keys()].sort()).toEqual(schemaTables);
    const copied = await postgresCounts(target);
    const source = await openDatabase({ dataDir: path.join(dataDir, "pglite") });
    const original = new Map<string, number>();
    try {
      for (const table of schemaTables) {
        const [row] = await queryRows<{ n: number }>(
          source.db,
          sql`select count(*)::int as n from ${sql.identifier(table)}`,
        );
        original.set(table, row!.n);
      }
    } finally {
      await source.close();
    }
    for (const table of schemaTables) {
      expect({ table, rows: copied.get(table) }).toEqual({ table, rows: original.get(table) });
      expect({ table, rows: reported.get(table) }).toEqual({ table, rows: original.get(table) });
    }
    // The site's data is there, not only empty tables.
    // Two members and the "Deleted member" placeholder every start makes.
    expect(original.get("user")).toBe(3);
    expect(original.get("account")).toBe(2);
    expect(original.get("forum_topics")).toBe(1);
    expect(original.get("forum_replies")).toBe(1);
    expect(original.get("forum_likes")).toBe(1);
    expect(original.get("contact_messages")).toBe(1);
    for (const table of ["session", "notifications", "mail_batches", "forum_topic_watches"]) {
      expect({ table, filled: (original.get(table) ?? 0) > 0 }).toEqual({ table, filled: true });
    }

    // The secret the embedded site generated: the operator is told where it is, never shown it.
    const secret = readFileSync(path.join(dataDir, "auth-secret"), "utf8").trim();
    expect(moved.stdout).toContain(
      `Set AUTH_SECRET in the site's settings to the contents of ${path.join(dataDir, "auth-secret")}`,
    );
    expect(moved.stdout).not.toContain(secret);

    // A data folder of its own: the PostgreSQL site signs with AUTH_SECRET, not with the old folder's file.
    const server = await startServer({ DATABASE_URL: target, AUTH_SECRET: secret });
    cleanup.push(() => server.stop());
    const kept = new Client(server.url);
    kept.cookies = new Map(ben.c.cookies);
    expect(await (await kept.get("/api/me")).json()).toMatchObject({ user: { username: ben.username } });

    const again = new Client(server.url);
    const signIn = await again.post("/auth", { intent: "sign-in", email: ana.email, password: ana.password });
    expect(signIn.status).toBe(200);
    const page = await (await again.get(topicPath)).text();
    expect(page).toContain(title);
    expect(page).toContain(replyText);

    // The numbering continues after the copied rows: new rows are written, under new ids. (Ben starts the topic:
    // the copied throttle still holds Ana's, who started one moments ago.)
    const next = await postTopic(kept, { title: "After the move", category: "introductions", body: "Still here." });
    expect(Number(next.split("/").pop())).toBeGreaterThan(Number(topicPath.split("/").pop()));
    expect((await again.post(next, { intent: "reply", body: "So am I, on PostgreSQL now." })).status).toBe(302);
    expect((await again.post(next, { intent: "like" })).status).toBe(200);
    expect(await (await again.get(next)).text()).toContain("So am I, on PostgreSQL now.");
    const after = await postgresCounts(target);
    expect(after.get("forum_replies")).toBe(original.get("forum_replies")! + 1);
  });

  it("refuses a database that already holds data (the server was started on it), and leaves it as it was", async () => {
    const target = await newDatabase();
    const server = await startServer({ DATABASE_URL: target });
    await server.stop();
    const before = await postgresCounts(target);
    expect(before.get("forum_categories")).toBeGreaterThan(0);

    const moved = await move(dataDir, target);
    expect(moved.status).toBe(1);
    expect(errorLines(moved.stderr)).toEqual([
      expect.stringMatching(
        /^db:move-to-postgres: the PostgreSQL database already holds data \(in forum_categories, user\)/,
      ),
    ]);
    expect(await postgresCounts(target)).toEqual(before);
    expect(existsSync(path.join(dataDir, "server.lock"))).toBe(false);
  });

  it("refuses, in one line, while a server holds the data folder, and touches neither database", async () => {
    const server = await startServer(embedded);
    cleanup.push(() => server.stop());
    const target = await newDatabase();

    const moved = await move(dataDir, target);
    expect(moved.status).toBe(1);
    expect(errorLines(moved.stderr)).toEqual([
      `db:move-to-postgres: The data directory ${dataDir} is in use by another GeneHive process (PID ${server.pid}); stop it first or set DATA_DIR to another folder.`,
    ]);
    expect((await postgresCounts(target)).size).toBe(0);
    // The server still holds its lock and answers.
    expect(readFileSync(path.join(dataDir, "server.lock"), "utf8")).toBe(String(server.pid));
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
  });
});
