import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import type { Member } from "#server/auth/service.ts";
import { auditLog, forumReports, mailOutbox, session, account as signIn } from "#server/db/schema.ts";
import { decideEducatorAccess, requestEducatorAccess } from "#server/educator/access.ts";
import { createReply, createTopic, editReply, recordVisit, report } from "#server/forum/commands.ts";
import { setEmailFrequency } from "#server/forum/notification-mail.ts";
import { setWatching } from "#server/forum/notify.ts";
import { toggleLike } from "#server/forum/reading.ts";
import { handleReport } from "#server/forum/report-actions.ts";
import { Refusal } from "#server/refusal.ts";
import { insertMember, seededTestDatabase } from "#tests/unit/support/database.ts";
import { adminExport } from "./admin.ts";
import { exportMemberData, jsonDownload } from "./export.ts";

// The data download promises everything the site holds about the member (account, sessions without their tokens,
// topics, replies, reports, Likes, watched topics, reading, notifications, mail, staff actions, educator access) and
// nothing about anyone else (docs/decisions/0008-account-deletion.md).
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

it("never holds a session's secret token, nor another member's address or words; their name only as a notice's author", async () => {
  const { member, other, token } = await memberWithPosts();
  const data = await exportMemberData(db(), member.id, site);
  const text = JSON.stringify(data);
  expect(text).not.toContain(token);
  for (const theirs of [other.id, other.email, "Otto's private musings", "Otto says"])
    expect(text).not.toContain(theirs);
  // Otto's reply to Rosa's topic is a notice that names him, as her notifications page does, and nowhere else.
  expect(data?.notifications).toMatchObject([
    {
      kind: "reply",
      actor: { username: other.username, name: "Otto Otherperson" },
      text: "Otto Otherperson replied to your topic",
    },
  ]);
  const withoutNoticeAuthors = JSON.stringify({
    ...data,
    notifications: data?.notifications.map(({ actor: _actor, text: _text, ...n }) => n),
  });
  for (const theirs of [other.name, other.username]) expect(withoutNoticeAuthors).not.toContain(theirs);
});

it("holds what the forum keeps about the member: watched topics, reading, notices (a warning with its words), mail", async () => {
  const { member, other, topic, othersTopic, reply, othersReply } = await memberWithPosts();
  const moderator = await insertMember(db(), { name: "Mona Moderatorname", role: "moderator", verified: true });
  // Rosa stops watching Otto's topic (replying watched it), opens it; Otto stops watching her topic: his choice.
  await setWatching(db(), othersTopic.id, member.id, false);
  await setWatching(db(), topic.id, other.id, false);
  await recordVisit(db(), member, othersTopic.id, reply.id);
  await recordVisit(db(), other, topic.id, othersReply.id);
  // Otto reports Rosa's topic; a moderator warns her, with words for her only.
  await report(db(), other, { topicId: topic.id }, { reason: "Otto's report: tomatoes are off-topic." });
  const [open] = await db().select().from(forumReports).where(eq(forumReports.topicId, topic.id));
  await handleReport(db(), moderator, open!.id, "warn-author", { note: "Please keep the harvest photos smaller." });
  // A mention by Otto in an edit of his reply, and his own notices of Rosa's posts, which are his.
  await editReply(db(), other, othersReply.id, { body: `Otto says congratulations, @${member.username}.` });
  await setEmailFrequency(db(), member.id, "daily");
  await setEmailFrequency(db(), other.id, "never");
  await db()
    .insert(mailOutbox)
    .values([
      { kind: "notifications", recipient: member.email, userId: member.id, subject: "Rosa's mail" },
      { kind: "notifications", recipient: other.email, userId: other.id, subject: "Otto's mail" },
    ]);
  await db().insert(signIn).values({
    id: randomUUID(),
    accountId: member.id,
    providerId: "credential",
    userId: member.id,
    password: "scrypt-hash-of-rosas-password",
  });

  const data = await exportMemberData(db(), member.id, site);
  expect(data?.signInMethods).toEqual([
    { provider: "credential", createdAt: expect.any(Date), updatedAt: expect.any(Date) },
  ]);
  expect(data?.watchedTopics).toEqual([
    {
      topicId: topic.id,
      topicTitle: "Our school garden's first harvest",
      watching: true,
      url: `${site}/community/forum/topic/${topic.id}`,
    },
    {
      topicId: othersTopic.id,
      topicTitle: "Grant ideas for greenhouses",
      watching: false,
      url: `${site}/community/forum/topic/${othersTopic.id}`,
    },
  ]);
  expect(data?.readTopics).toEqual([
    { topicId: othersTopic.id, topicTitle: "Grant ideas for greenhouses", lastReplyId: reply.id },
  ]);
  expect(data?.topicViews).toMatchObject([{ topicId: othersTopic.id, topicTitle: "Grant ideas for greenhouses" }]);
  expect(data?.notifications.map((n) => [n.kind, n.detail, n.actor?.username ?? null, n.text, n.note, n.url])).toEqual([
    [
      "reply",
      null,
      other.username,
      "Otto Otherperson replied to your topic",
      null,
      `${site}/community/forum/topic/${topic.id}?reply=${othersReply.id}`,
    ],
    [
      "moderation",
      "warned",
      null,
      "A moderator warned you about your post in",
      "Please keep the harvest photos smaller.",
      `${site}/community/forum/topic/${topic.id}`,
    ],
    [
      "mention",
      null,
      other.username,
      "Otto Otherperson mentioned you in",
      null,
      `${site}/community/forum/topic/${topic.id}?reply=${othersReply.id}`,
    ],
  ]);
  expect(data?.notificationMail).toEqual({ email: "daily", lastMailedAt: null });
  expect(data?.mails).toMatchObject([{ kind: "notifications", outcome: null }]);
  expect(data?.staffActions).toMatchObject([{ action: "report.warn-author", details: { topicId: topic.id } }]);

  // Never the moderator, Otto's report or mail, a mail's words (they may hold a link) or a password's hash.
  const text = JSON.stringify(data);
  for (const notInIt of [
    moderator.id,
    moderator.name,
    moderator.username,
    "Otto's report",
    "Otto's mail",
    "Rosa's mail",
    "scrypt-hash-of-rosas-password",
  ])
    expect(text).not.toContain(notInIt);
});

it("holds the member's request for educator access and every decision on it, never naming the staff member", async () => {
  const member = await insertMember(db(), { name: "Edna Educator", verified: true });
  const staff = await insertMember(db(), { name: "Stella Staffname", role: "admin", verified: true });
  const other = await insertMember(db(), { name: "Olga Otherteacher", verified: true });
  const options = { domains: [], publicUrl: site };
  const request = { organisation: "Riverside Middle School", position: "Science teacher", subjects: "Biology" };
  await requestEducatorAccess(db(), { ...member, emailVerified: true }, { ...request, schoolEmail: "" }, options);
  await requestEducatorAccess(
    db(),
    { ...other, emailVerified: true },
    { organisation: "Olga's Academy", position: "Tutor", subjects: "Chemistry", schoolEmail: "" },
    options,
  );
  await decideEducatorAccess(db(), member.id, "declined", staff.id, "We could not find the school.", site);
  await decideEducatorAccess(db(), other.id, "approved", staff.id, "Olga's school checked.", site);

  const data = await exportMemberData(db(), member.id, site);
  expect(data?.educator).toMatchObject({
    request: { ...request, status: "declined" },
    decisions: [{ decision: "declined", by: "staff", reason: "We could not find the school." }],
  });
  expect(data?.notifications).toMatchObject([
    { kind: "educator", detail: "declined", actor: null, text: "Staff declined your request for" },
  ]);
  const text = JSON.stringify(data);
  for (const notHers of [staff.id, staff.name, staff.username, "Olga", other.email])
    expect(text).not.toContain(notHers);
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
