import { randomUUID } from "node:crypto";
import { eq, inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createAuth } from "#server/auth/auth.ts";
import type { Member } from "#server/auth/service.ts";
import { loadConfig } from "#server/config.ts";
import type { Database } from "#server/db/client.ts";
import {
  account,
  auditLog,
  forumReplies,
  forumReports,
  forumTopics,
  session,
  signInFailure,
  throttle,
  user,
  verification,
} from "#server/db/schema.ts";
import { createReply, createTopic, report } from "#server/forum/commands.ts";
import { listNotifications } from "#server/forum/notify.ts";
import { Refusal } from "#server/refusal.ts";
import { forumPaths } from "#shared/forum/paths.ts";
import { insertMember, seededTestDatabase, type TestMember } from "#tests/unit/support/database.ts";
import { adminDeleteAccount } from "./admin.ts";
import { releaseOnOwnDeletion } from "./auth-calls.ts";
import { releaseMemberData } from "./release.ts";

// What deleting an account promises (docs/decisions/0008-account-deletion.md): the member's posts stay in other
// people's threads under "Deleted member", or go when the member asks; nothing else keeps their name, address or
// id; an admin's deletion is confirmed by the username and audited without naming the member.
const db = seededTestDatabase();
const auth = () =>
  createAuth({
    db: db(),
    config: loadConfig({}),
    secret: "a-test-secret-of-thirty-two-chars!",
    beforeDeleteMember: releaseOnOwnDeletion(db()),
  });
const asMember = (m: TestMember): Member => ({ ...m, emailVerified: true });

/** A member with a topic, a reply in someone else's topic, a report, a session and rows that name them. */
async function activeMember(database: Database) {
  const member = await insertMember(database, { verified: true });
  const other = await insertMember(database, { verified: true });
  const ownTopic = await createTopic(database, member, {
    title: "Seed germination in the dark",
    category: "lab-activities",
    body: "Our radish seeds sprouted in a closed drawer.",
  });
  const othersTopic = await createTopic(database, other, {
    title: "Soil testing kits",
    category: "lab-activities",
    body: "Which kit do you use for nitrate?",
  });
  const reply = await createReply(database, member, othersTopic.id, { body: "We use the LaMotte kit." });
  const othersReply = await createReply(database, other, ownTopic.id, { body: "Light is not needed to germinate." });
  await report(database, member, { topicId: othersTopic.id }, { reason: "Off topic for this category." });
  await database.insert(session).values({
    id: randomUUID(),
    token: randomUUID(),
    userId: member.id,
    expiresAt: new Date(Date.now() + 3_600_000),
  });
  await database.insert(account).values({
    id: randomUUID(),
    accountId: member.id,
    providerId: "credential",
    userId: member.id,
    password: "a stored hash",
  });
  await database.insert(signInFailure).values({ email: member.email, failures: 2 });
  await database.insert(throttle).values({ key: `password-check:${member.id}`, count: 1, resetAt: new Date() });
  await database.insert(verification).values({
    id: randomUUID(),
    identifier: member.email,
    value: randomUUID(),
    expiresAt: new Date(Date.now() + 3_600_000),
  });
  return { member, other, ownTopic, othersTopic, reply, othersReply };
}

const authorOf = async (table: typeof forumTopics | typeof forumReplies, id: number) => {
  const [row] = await db()
    .select({ id: user.id, name: user.name, email: user.email })
    .from(table)
    .innerJoin(user, eq(user.id, table.authorId))
    .where(eq(table.id, id));
  return row;
};

/** Rows outside the forum that still name the member by id or address. */
async function rowsNaming(member: TestMember) {
  const database = db();
  const count = async (query: ReturnType<typeof sql>) =>
    Number(((await database.execute(query)) as unknown as { rows: Array<{ n: number }> }).rows[0]?.n ?? 0);
  return {
    sessions: await count(sql`select count(*)::int as n from session where user_id = ${member.id}`),
    passwords: await count(sql`select count(*)::int as n from account where user_id = ${member.id}`),
    failures: await count(sql`select count(*)::int as n from sign_in_failure where email = ${member.email}`),
    counters: await count(sql`select count(*)::int as n from throttle where key like ${`%:${member.id}`}`),
    verifications: await count(sql`select count(*)::int as n from verification where identifier = ${member.email}`),
    reports: await count(sql`select count(*)::int as n from forum_reports where reporter_id = ${member.id}`),
  };
}

describe("releasing a member's data before the account row goes", () => {
  it("keeps their topics and replies in place under Deleted member, and their reports for moderators", async () => {
    const { member, ownTopic, othersTopic, reply, othersReply } = await activeMember(db());
    expect(await releaseMemberData(db(), member, false)).toEqual({ posts: "kept", topics: 1, replies: 1 });

    const topicAuthor = await authorOf(forumTopics, ownTopic.id);
    expect(topicAuthor?.name).toBe("Deleted member");
    expect(topicAuthor?.id).not.toBe(member.id);
    expect(await authorOf(forumReplies, reply.id)).toEqual(topicAuthor);
    // The thread is whole: the topic's text and the other member's reply in it are untouched.
    const [topic] = await db().select().from(forumTopics).where(eq(forumTopics.id, ownTopic.id));
    expect(topic?.body).toBe("Our radish seeds sprouted in a closed drawer.");
    expect((await authorOf(forumReplies, othersReply.id))?.name).not.toBe("Deleted member");
    const [kept] = await db().select().from(forumReplies).where(eq(forumReplies.id, reply.id));
    expect(kept?.body).toBe("We use the LaMotte kit.");
    expect(kept?.deletedAt).toBeNull();
    const reports = await db().select().from(forumReports).where(eq(forumReports.topicId, othersTopic.id));
    expect(reports.map((r) => [r.reporterId, r.reason])).toEqual([[topicAuthor?.id, "Off topic for this category."]]);

    expect(await rowsNaming(member)).toEqual({
      sessions: 1,
      passwords: 1,
      failures: 0,
      counters: 0,
      verifications: 0,
      reports: 0,
    });
  });

  it("removes their topics with their threads and empties their replies when they ask, adjusting the counts", async () => {
    const { member, other, ownTopic, othersTopic, reply, othersReply } = await activeMember(db());
    // The other member's unread notice names the removed reply and stands for the one after it too.
    const later = await createReply(db(), await insertMember(db()), othersTopic.id, { body: "We use test strips." });
    const [before] = await db().select().from(forumTopics).where(eq(forumTopics.id, othersTopic.id));
    expect(await releaseMemberData(db(), member, true)).toEqual({ posts: "removed", topics: 1, replies: 1 });
    expect((await listNotifications(db(), other.id)).map((n) => [n.href, n.replies])).toEqual([
      [forumPaths.post(othersTopic.id, later.id), 1],
    ]);

    expect(await db().select().from(forumTopics).where(eq(forumTopics.id, ownTopic.id))).toEqual([]);
    expect(await db().select().from(forumReplies).where(eq(forumReplies.id, othersReply.id))).toEqual([]);
    // The reply keeps its place in the other member's thread ("This reply was deleted"), with no text.
    const [removed] = await db().select().from(forumReplies).where(eq(forumReplies.id, reply.id));
    expect(removed?.body).toBe("");
    expect(removed?.bodyHtml).toBeNull();
    expect(removed?.deletedAt).toBeInstanceOf(Date);
    expect((await authorOf(forumReplies, reply.id))?.name).toBe("Deleted member");
    const [after] = await db().select().from(forumTopics).where(eq(forumTopics.id, othersTopic.id));
    expect(after?.replyCount).toBe((before?.replyCount ?? 0) - 1);
  });

  it("keeps one open report per post when Deleted member already holds one for it", async () => {
    const first = await activeMember(db());
    await releaseMemberData(db(), first.member, false);
    const second = await insertMember(db(), { verified: true });
    await report(db(), second, { topicId: first.othersTopic.id }, { reason: "Also off topic, I think." });
    await releaseMemberData(db(), second, false);
    const open = await db().select().from(forumReports).where(eq(forumReports.topicId, first.othersTopic.id));
    expect(open).toHaveLength(1);
  });

  it("turns mentions of them in other members' posts into plain text, leaving other mentions linked", async () => {
    const gone = await insertMember(db(), { verified: true });
    const stays = await insertMember(db(), { verified: true });
    const writer = await insertMember(db(), { verified: true });
    const mixedCase = gone.username.charAt(0).toUpperCase() + gone.username.slice(1);
    const topic = await createTopic(db(), writer, {
      title: "Who has seedlings to share?",
      category: "lab-activities",
      body: `Ask @${mixedCase} or @${stays.username} about seedlings.`,
    });
    const reply = await createReply(db(), writer, topic.id, { body: `Thanks @${gone.username}!` });
    await releaseMemberData(db(), gone, false);
    const [topicRow] = await db().select().from(forumTopics).where(eq(forumTopics.id, topic.id));
    const [replyRow] = await db().select().from(forumReplies).where(eq(forumReplies.id, reply.id));
    expect(topicRow?.bodyHtml).toContain(`Ask @${mixedCase} or <a href="/community/members/${stays.username}"`);
    expect(topicRow?.bodyHtml).not.toContain(`/community/members/${gone.username}`);
    expect(replyRow?.bodyHtml).toContain(`Thanks @${gone.username}!`);
    expect(replyRow?.bodyHtml).not.toContain("<a ");
  });

  it("refuses to delete the Deleted member account itself", async () => {
    const { member, ownTopic } = await activeMember(db());
    await releaseMemberData(db(), member, false);
    const placeholder = await authorOf(forumTopics, ownTopic.id);
    await expect(releaseMemberData(db(), { id: placeholder!.id, email: placeholder!.email }, false)).rejects.toThrow(
      /cannot itself be deleted/,
    );
  });
});

describe("an admin deleting a member's account", () => {
  it("deletes the account row, its sessions and password, keeps the posts, and audits without naming the member", async () => {
    const admin = asMember(await insertMember(db(), { role: "admin", verified: true }));
    const { member, ownTopic } = await activeMember(db());
    await adminDeleteAccount(db(), auth(), admin, member.id, member.username.toUpperCase(), false);

    expect(await db().select().from(user).where(eq(user.id, member.id))).toEqual([]);
    expect(await rowsNaming(member)).toEqual({
      sessions: 0,
      passwords: 0,
      failures: 0,
      counters: 0,
      verifications: 0,
      reports: 0,
    });
    expect((await authorOf(forumTopics, ownTopic.id))?.name).toBe("Deleted member");
    const entries = await db().select().from(auditLog).where(eq(auditLog.actorId, admin.id));
    expect(entries.map((e) => [e.action, e.targetId, e.details])).toEqual([
      ["account.delete", null, { posts: "kept", topics: 1, replies: 1 }],
    ]);
    // The e-mail address is free for a new sign-up.
    expect(await db().select().from(user).where(eq(user.email, member.email))).toEqual([]);
  });

  it("refuses a wrong confirmation, the admin's own account, an unknown account and the placeholder", async () => {
    const admin = asMember(await insertMember(db(), { role: "admin", verified: true }));
    const { member, ownTopic } = await activeMember(db());
    const refusal = (targetId: string, confirm: string) =>
      adminDeleteAccount(db(), auth(), admin, targetId, confirm, false).then(
        () => undefined,
        (error: unknown) => (error instanceof Refusal ? error.status : error),
      );
    expect(await refusal(member.id, "someone-else")).toBe(400);
    expect(await refusal(admin.id, admin.username)).toBe(400);
    expect(await refusal(randomUUID(), "anyone")).toBe(404);
    // Nothing was released by the refused attempts.
    expect((await authorOf(forumTopics, ownTopic.id))?.id).toBe(member.id);
    const others = await db()
      .select({ id: user.id })
      .from(user)
      .where(inArray(user.id, [member.id, admin.id]));
    expect(others).toHaveLength(2);

    await releaseMemberData(db(), member, false);
    const placeholder = await authorOf(forumTopics, ownTopic.id);
    expect(await refusal(placeholder!.id, "deleted-member")).toBe(404);
  });
});
