import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import type { Member } from "#server/auth/service.ts";
import { auditLog, session } from "#server/db/schema.ts";
import { createReply, createTopic, report } from "#server/forum/commands.ts";
import { toggleLike } from "#server/forum/reading.ts";
import { Refusal } from "#server/refusal.ts";
import { insertMember, seededTestDatabase } from "#tests/unit/support/database.ts";
import { adminExport } from "./admin.ts";
import { exportMemberData, jsonDownload } from "./export.ts";

// The data download promises everything the site holds about the member (account, sessions without their tokens,
// topics, replies, reports) and nothing about anyone else (docs/decisions/0008-account-deletion.md).
const db = seededTestDatabase();
const site = "https://genehive.example";

async function memberWithPosts() {
  const member = await insertMember(db(), { name: "Rosa Exporter", verified: true });
  const other = await insertMember(db(), { name: "Otto Otherperson", verified: true });
  const token = `secret-token-${randomUUID()}`;
  await db()
    .insert(session)
    .values({
      id: randomUUID(),
      token,
      userId: member.id,
      expiresAt: new Date(Date.now() + 3_600_000),
      ipAddress: "203.0.113.7",
      userAgent: "Export test browser",
    });
  const topic = await createTopic(db(), member, {
    title: "Our school garden's first harvest",
    category: "community-projects",
    body: "Forty kilos of tomatoes for the cafeteria.",
  });
  const othersTopic = await createTopic(db(), other, {
    title: "Grant ideas for greenhouses",
    category: "community-projects",
    body: "Otto's private musings about funding.",
  });
  const reply = await createReply(db(), member, othersTopic.id, { body: "Try the state agriculture fund." });
  const othersReply = await createReply(db(), other, topic.id, { body: "Otto says congratulations." });
  await report(db(), member, { topicId: othersTopic.id }, { reason: "Links to a paid course." });
  await toggleLike(db(), member.id, { topicId: othersTopic.id });
  await toggleLike(db(), member.id, { topicId: topic.id, replyId: othersReply.id });
  // Otto's Like of Rosa's topic is Otto's data, not Rosa's.
  await toggleLike(db(), other.id, { topicId: topic.id });
  return { member, other, token, topic, othersTopic, reply, othersReply };
}

it("holds the member's account, sessions, topics, replies, reports and Likes, with links to the posts", async () => {
  const { member, topic, othersTopic, reply, othersReply } = await memberWithPosts();
  const data = await exportMemberData(db(), member.id, site);
  expect(data).toMatchObject({
    format: "genehive-member-data",
    version: 1,
    site,
    account: { id: member.id, name: "Rosa Exporter", email: member.email, username: member.username },
    sessions: [{ ipAddress: "203.0.113.7", userAgent: "Export test browser" }],
    topics: [
      {
        id: topic.id,
        title: "Our school garden's first harvest",
        body: "Forty kilos of tomatoes for the cafeteria.",
        url: `${site}/community/forum/topic/${topic.id}`,
      },
    ],
    replies: [
      {
        id: reply.id,
        topicId: othersTopic.id,
        topicTitle: "Grant ideas for greenhouses",
        body: "Try the state agriculture fund.",
        url: `${site}/community/forum/topic/${othersTopic.id}?reply=${reply.id}`,
      },
    ],
    reports: [{ topicId: othersTopic.id, reason: "Links to a paid course." }],
    likes: [
      {
        topicId: othersTopic.id,
        replyId: null,
        topicTitle: "Grant ideas for greenhouses",
        url: `${site}/community/forum/topic/${othersTopic.id}`,
      },
      {
        topicId: topic.id,
        replyId: othersReply.id,
        topicTitle: "Our school garden's first harvest",
        url: `${site}/community/forum/topic/${topic.id}?reply=${othersReply.id}`,
      },
    ],
  });
  expect(data?.likes).toHaveLength(2);
  expect(Number.isNaN(Date.parse(data?.exportedAt ?? ""))).toBe(false);
});

it("never holds a session's secret token, nor another member's name, address or words", async () => {
  const { member, other, token } = await memberWithPosts();
  const text = JSON.stringify(await exportMemberData(db(), member.id, site));
  expect(text).not.toContain(token);
  for (const theirs of [other.id, other.name, other.email, other.username, "Otto's private musings", "Otto says"])
    expect(text).not.toContain(theirs);
});

it("answers nothing for an unknown member; an admin's download names the member and is audited", async () => {
  expect(await exportMemberData(db(), randomUUID(), site)).toBeNull();
  const { member } = await memberWithPosts();
  const admin: Member = { ...(await insertMember(db(), { role: "admin", verified: true })), emailVerified: true };
  const data = await adminExport(db(), admin, member.id, site);
  expect(data?.account.id).toBe(member.id);
  const entries = await db().select().from(auditLog).where(eq(auditLog.actorId, admin.id));
  expect(entries.map((e) => [e.action, e.targetId])).toEqual([["account.export", member.id]]);
  await expect(adminExport(db(), admin, randomUUID(), site)).rejects.toBeInstanceOf(Refusal);
});

it("downloads as a JSON attachment named after the member and the day, never cached", async () => {
  const response = jsonDownload({ format: "genehive-member-data" }, 'rosa"/../x y');
  expect(response.headers.get("content-disposition")).toMatch(
    /^attachment; filename="genehive-data-rosa\.\.xy-\d{4}-\d{2}-\d{2}\.json"$/,
  );
  expect(response.headers.get("content-type")).toBe("application/json; charset=utf-8");
  expect(response.headers.get("cache-control")).toBe("no-store");
  expect(await response.json()).toEqual({ format: "genehive-member-data" });
  expect(jsonDownload({}, "☃").headers.get("content-disposition")).toContain('"genehive-data-member-');
});
