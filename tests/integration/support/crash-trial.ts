import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { type DatabaseHandle, openDatabase, queryRows } from "#server/db/client.ts";
import { createTestDatabase } from "#server/db/test-database.ts";
import { forumLimits } from "#shared/forum/schemas.ts";
import { actingAs, type SignedInMember, signUpMembers } from "./http.ts";
import { startServer, type TestServer } from "./server.ts";

/**
 * Crash safety of acknowledged writes: members post replies all at once, the server is killed
 * with SIGKILL while they are in flight, and is started again on the same database. Every reply
 * that was acknowledged (a redirect to its anchor) must be there exactly once with the id it was
 * given; one whose answer was lost may be there once or not at all; no topic's count may drift.
 */
export interface CrashTrialOptions {
  engine: "pglite" | "postgres";
  members: number;
  topics: number;
  /** How many times the server is killed mid-burst. */
  kills: number;
  /** The kill comes this long after the burst starts, picked at random in [min, max). */
  killAfterMs: [number, number];
  log?: (line: string) => void;
}

export interface CrashTrialReport {
  engine: string;
  members: number;
  kills: number;
  sent: number;
  acknowledged: number;
  refused: number;
  /** The server died before answering: allowed to be present once or not at all. */
  unanswered: number;
  unansweredPresent: number;
  /** Acknowledged replies missing from the database after the restarts. */
  lost: string[];
  /** Replies present more than once. */
  duplicated: string[];
  /** Acknowledged replies stored under another id than the one the member was sent to. */
  wrongId: string[];
  /** Topics whose reply_count differs from their live replies. */
  driftedTopics: Array<{ id: number; replyCount: number; actual: number }>;
  /** Refusals other than the posting limit (which is by design). */
  unexpectedStatuses: number[];
  restartSeconds: number[];
}

type Outcome = { kind: "acked"; replyId: number } | { kind: "refused"; status: number } | { kind: "unanswered" };

export async function runCrashTrial(options: CrashTrialOptions): Promise<CrashTrialReport> {
  const say = options.log ?? (() => {});
  // Sessions must survive the restarts, so every server run shares one secret and one database.
  const env: Record<string, string> = {
    TRUST_PROXY: "true",
    AUTH_SECRET: randomBytes(32).toString("hex"),
  };
  let database: (DatabaseHandle & { url?: string }) | undefined;
  let dataDir: string | undefined;
  if (options.engine === "postgres") {
    if (!process.env.DATABASE_URL) throw new Error("the PostgreSQL crash trial needs DATABASE_URL");
    database = await createTestDatabase();
    env.DATABASE_URL = database.url ?? "";
  } else {
    dataDir = mkdtempSync(path.join(os.tmpdir(), "genehive-crash-"));
    env.DATA_DIR = dataDir;
    env.DATABASE_URL = "";
  }

  const report: CrashTrialReport = {
    engine: options.engine,
    members: options.members,
    kills: 0,
    sent: 0,
    acknowledged: 0,
    refused: 0,
    unanswered: 0,
    unansweredPresent: 0,
    lost: [],
    duplicated: [],
    wrongId: [],
    driftedTopics: [],
    unexpectedStatuses: [],
    restartSeconds: [],
  };
  const outcomes = new Map<string, Outcome>();
  let server: TestServer | undefined;
  try {
    server = await startServer(env);
    const members = await signUpMembers(server.url, options.members, "crash");
    const topicIds = await createTopics(server.url, members.slice(0, options.topics));
    say(`${options.engine}: ${members.length} members, topics ${topicIds.join(", ")}`);

    for (let round = 0; round <= options.kills; round++) {
      const killing = round < options.kills;
      // Everyone posts at once; the posting limit allows one reply per member per window.
      const burst = members.map((member, i) => {
        const nonce = `crash-${round}-${i}-${randomBytes(4).toString("hex")}`;
        const topicId = topicIds[i % topicIds.length]!;
        return postReply(server!.url, member, topicId, nonce).then((outcome) => outcomes.set(nonce, outcome));
      });
      report.sent += burst.length;
      if (killing) {
        const [min, max] = options.killAfterMs;
        await sleep(min + Math.random() * (max - min));
        await server.kill();
        report.kills += 1;
        await Promise.all(burst);
        const started = performance.now();
        server = await startServer(env);
        report.restartSeconds.push((performance.now() - started) / 1000);
        say(
          `${options.engine}: killed in round ${round + 1}, back up in ${report.restartSeconds.at(-1)!.toFixed(1)} s`,
        );
        // Let the posting window of the last round pass, so the next burst is not refused by design.
        await sleep(forumLimits.replyIntervalSeconds * 1000);
      } else {
        await Promise.all(burst);
      }
    }
    await server.stop();
    server = undefined;

    // Read the truth straight from the database, with the server stopped.
    if (options.engine === "pglite") database = await openDatabase({ dataDir: path.join(dataDir!, "pglite") });
    const db = database!.db;
    const rows = await queryRows<{ id: number; body: string }>(
      db,
      sql`select id, body from forum_replies where body like 'crash-%'`,
    );
    const stored = new Map<string, number[]>();
    for (const row of rows) stored.set(row.body, [...(stored.get(row.body) ?? []), row.id]);
    for (const [nonce, outcome] of outcomes) {
      const ids = stored.get(nonce) ?? [];
      if (ids.length > 1) report.duplicated.push(nonce);
      if (outcome.kind === "acked") {
        report.acknowledged += 1;
        if (ids.length === 0) report.lost.push(nonce);
        else if (ids[0] !== outcome.replyId) report.wrongId.push(nonce);
      } else if (outcome.kind === "refused") {
        report.refused += 1;
        if (outcome.status !== 429) report.unexpectedStatuses.push(outcome.status);
        if (ids.length > 0) report.duplicated.push(`${nonce} (refused, yet stored)`);
      } else {
        report.unanswered += 1;
        if (ids.length === 1) report.unansweredPresent += 1;
      }
    }
    for (const body of stored.keys()) if (!outcomes.has(body)) report.duplicated.push(`${body} (never sent)`);
    report.driftedTopics = await queryRows<{ id: number; replyCount: number; actual: number }>(
      db,
      sql`select t.id, t.reply_count as "replyCount", count(r.id)::int as actual
          from forum_topics t left join forum_replies r on r.topic_id = t.id and r.deleted_at is null
          group by t.id having t.reply_count <> count(r.id)`,
    );
    return report;
  } finally {
    if (server) await server.stop().catch(() => {});
    await database?.close().catch(() => {});
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

async function createTopics(base: string, authors: SignedInMember[]): Promise<number[]> {
  const ids: number[] = [];
  for (const [i, author] of authors.entries()) {
    const response = await actingAs(base, author).post("/community/forum/new", {
      title: `Crash safety topic ${i}`,
      category: "community-projects",
      body: "Replies to this topic are posted while the server is killed.",
    });
    const id = Number(/\/topic\/(\d+)/.exec(response.headers.get("location") ?? "")?.[1]);
    if (!Number.isInteger(id)) throw new Error(`creating a topic answered ${response.status}`);
    ids.push(id);
  }
  return ids;
}

async function postReply(base: string, member: SignedInMember, topicId: number, nonce: string): Promise<Outcome> {
  try {
    const response = await actingAs(base, member).post(`/community/forum/topic/${topicId}`, {
      intent: "reply",
      body: nonce,
    });
    const replyId = Number(/#reply-(\d+)$/.exec(response.headers.get("location") ?? "")?.[1]);
    if (response.status >= 300 && response.status < 400 && Number.isInteger(replyId)) return { kind: "acked", replyId };
    return { kind: "refused", status: response.status };
  } catch {
    // The connection died with the server: the member never learnt whether the reply was saved.
    return { kind: "unanswered" };
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
