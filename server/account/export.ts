import { and, asc, eq, notInArray, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "#server/db/client.ts";
import {
  auditLog,
  forumCategories,
  forumLikes,
  forumReplies,
  forumReports,
  forumTopicReads,
  forumTopics,
  forumTopicViews,
  forumTopicWatches,
  mailBatches,
  mailOutbox,
  notificationSettings,
  notifications,
  session,
  account as signIn,
  user,
} from "#server/db/schema.ts";
import { educatorExport } from "#server/educator/access.ts";
import { type NotificationKind, notificationText } from "#shared/forum/notification-text.ts";
import { accountColumns } from "./profile.ts";

/** Who a notice names: another member as the notifications page shows them, never the staff behind a decision. */
const noticeActor = alias(user, "notice_actor");

/**
 * Everything the site holds about one member, as a JSON download (docs/decisions/0008-account-deletion.md): the
 * account, how they sign in (never a password hash or token), sign-in sessions (without their secret tokens),
 * topics, replies, the reports they made, the posts they liked, the topics they watch or stopped watching, how far
 * they read and when they last counted as a topic's viewer, their notifications (a moderator's warning with its words),
 * their notification mail setting and the notification mails sent them, what staff did to their account or posts,
 * and their educator access request with every decision on it. Only the member's own rows and fields: no other
 * member's address, id or words appears (a reply is listed with its topic's id and title only; a notice names the
 * member who wrote the post by the name the notifications page shows, and a moderator or staff member not at all).
 * Rows keyed by an e-mail address rather than the account (enrolments, contact messages, failed sign-ins) and
 * short-lived counters and secrets (throttles, verification links) are not in it: see the decision.
 */
export async function exportMemberData(db: Database, userId: string, publicUrl: string) {
  const [account] = await db
    .select({
      ...accountColumns,
      username: user.displayUsername,
      image: user.image,
      emailVerified: user.emailVerified,
      updatedAt: user.updatedAt,
    })
    .from(user)
    .where(eq(user.id, userId));
  if (!account) return null;

  const [sessions, signIns, topics, replies, reports, likes] = await Promise.all([
    db
      .select({
        createdAt: session.createdAt,
        expiresAt: session.expiresAt,
        ipAddress: session.ipAddress,
        userAgent: session.userAgent,
      })
      .from(session)
      .where(eq(session.userId, userId))
      .orderBy(asc(session.createdAt)),
    // How they sign in: the provider ("credential" is a password) and when it was set or last changed, nothing more.
    db
      .select({ provider: signIn.providerId, createdAt: signIn.createdAt, updatedAt: signIn.updatedAt })
      .from(signIn)
      .where(eq(signIn.userId, userId))
      .orderBy(asc(signIn.createdAt)),
    db
      .select({
        id: forumTopics.id,
        category: forumCategories.name,
        title: forumTopics.title,
        body: forumTopics.body,
        createdAt: forumTopics.createdAt,
        editedAt: forumTopics.editedAt,
        hiddenAt: forumTopics.hiddenAt,
        isPinned: forumTopics.isPinned,
        isLocked: forumTopics.isLocked,
        viewCount: forumTopics.viewCount,
        replyCount: forumTopics.replyCount,
      })
      .from(forumTopics)
      .innerJoin(forumCategories, eq(forumCategories.id, forumTopics.categoryId))
      .where(eq(forumTopics.authorId, userId))
      .orderBy(asc(forumTopics.createdAt)),
    db
      .select({
        id: forumReplies.id,
        topicId: forumReplies.topicId,
        topicTitle: forumTopics.title,
        body: forumReplies.body,
        createdAt: forumReplies.createdAt,
        editedAt: forumReplies.editedAt,
        deletedAt: forumReplies.deletedAt,
        hiddenAt: forumReplies.hiddenAt,
      })
      .from(forumReplies)
      .innerJoin(forumTopics, eq(forumTopics.id, forumReplies.topicId))
      .where(eq(forumReplies.authorId, userId))
      .orderBy(asc(forumReplies.createdAt)),
    db
      .select({
        id: forumReports.id,
        topicId: forumReports.topicId,
        replyId: forumReports.replyId,
        reason: forumReports.reason,
        createdAt: forumReports.createdAt,
        resolvedAt: forumReports.resolvedAt,
      })
      .from(forumReports)
      .where(eq(forumReports.reporterId, userId))
      .orderBy(asc(forumReports.createdAt)),
    // A Like names the post by its topic (whose title is public to members), never by its author.
    db
      .select({
        topicId: forumLikes.topicId,
        replyId: forumLikes.replyId,
        topicTitle: forumTopics.title,
        createdAt: forumLikes.createdAt,
      })
      .from(forumLikes)
      .innerJoin(forumTopics, eq(forumTopics.id, forumLikes.topicId))
      .where(eq(forumLikes.userId, userId))
      .orderBy(asc(forumLikes.createdAt), asc(forumLikes.id)),
  ]);

  const [watches, reads, views, notices, [mailSetting], mails, staffActions] = await Promise.all([
    // A topic they watch (watching) or chose to stop watching (not watching): the choice is theirs and kept.
    db
      .select({
        topicId: forumTopicWatches.topicId,
        topicTitle: forumTopics.title,
        watching: forumTopicWatches.watching,
      })
      .from(forumTopicWatches)
      .innerJoin(forumTopics, eq(forumTopics.id, forumTopicWatches.topicId))
      .where(eq(forumTopicWatches.userId, userId))
      .orderBy(asc(forumTopicWatches.topicId)),
    db
      .select({
        topicId: forumTopicReads.topicId,
        topicTitle: forumTopics.title,
        lastReplyId: forumTopicReads.lastReplyId,
      })
      .from(forumTopicReads)
      .innerJoin(forumTopics, eq(forumTopics.id, forumTopicReads.topicId))
      .where(eq(forumTopicReads.userId, userId))
      .orderBy(asc(forumTopicReads.topicId)),
    db
      .select({ topicId: forumTopicViews.topicId, topicTitle: forumTopics.title, viewedAt: forumTopicViews.viewedAt })
      .from(forumTopicViews)
      .innerJoin(forumTopics, eq(forumTopics.id, forumTopicViews.topicId))
      .where(eq(forumTopicViews.userId, userId))
      .orderBy(asc(forumTopicViews.topicId)),
    // Every notice kept for them, those the page no longer shows too (about a post since deleted). The member who
    // wrote the post is named as the page names them; a moderator or staff member is not (the page says "A
    // moderator", "Staff"), in the text or the data.
    db
      .select({
        id: notifications.id,
        kind: notifications.kind,
        detail: notifications.detail,
        actorUsername: sql<string | null>`coalesce(${noticeActor.displayUsername}, ${noticeActor.username})`,
        actorName: noticeActor.name,
        topicId: notifications.topicId,
        replyId: notifications.replyId,
        topicTitle: notifications.topicTitle,
        note: notifications.note,
        createdAt: notifications.createdAt,
        readAt: notifications.readAt,
        mailedAt: mailBatches.createdAt,
      })
      .from(notifications)
      .leftJoin(
        noticeActor,
        and(eq(noticeActor.id, notifications.actorId), notInArray(notifications.kind, ["moderation", "educator"])),
      )
      .leftJoin(mailBatches, eq(mailBatches.id, notifications.mailBatchId))
      .where(eq(notifications.userId, userId))
      .orderBy(asc(notifications.createdAt), asc(notifications.id)),
    db
      .select({ email: notificationSettings.email, lastMailedAt: notificationSettings.lastMailedAt })
      .from(notificationSettings)
      .where(eq(notificationSettings.userId, userId)),
    // The notification mails made for them: when, and how each ended (their words are cleared once sent).
    db
      .select({
        kind: mailOutbox.kind,
        createdAt: mailOutbox.createdAt,
        doneAt: mailOutbox.doneAt,
        outcome: mailOutbox.outcome,
      })
      .from(mailOutbox)
      .where(eq(mailOutbox.userId, userId))
      .orderBy(asc(mailOutbox.createdAt), asc(mailOutbox.id)),
    // What staff did to their account or posts (an admin's edit or download, a report's outcome), never who.
    db
      .select({ action: auditLog.action, createdAt: auditLog.createdAt, details: auditLog.details })
      .from(auditLog)
      .where(eq(auditLog.targetId, userId))
      .orderBy(asc(auditLog.createdAt), asc(auditLog.id)),
  ]);

  const postUrl = (topicId: number, replyId: number | null) =>
    `${publicUrl}/community/forum/topic/${topicId}${replyId === null ? "" : `?reply=${replyId}`}`;
  return {
    format: "genehive-member-data",
    version: 1,
    exportedAt: new Date().toISOString(),
    site: publicUrl,
    account: { ...account, username: account.username ?? "" },
    signInMethods: signIns,
    sessions,
    topics: topics.map((t) => ({ ...t, url: postUrl(t.id, null) })),
    replies: replies.map((r) => ({ ...r, url: postUrl(r.topicId, r.id) })),
    reports,
    likes: likes.map((l) => ({ ...l, url: postUrl(l.topicId, l.replyId) })),
    watchedTopics: watches.map((w) => ({ ...w, url: postUrl(w.topicId, null) })),
    readTopics: reads,
    topicViews: views,
    notifications: notices.map(({ actorUsername, actorName, ...n }) => {
      const actor = actorUsername && actorName ? { username: actorUsername, name: actorName } : null;
      return {
        ...n,
        // The line the notifications page shows, before the topic's title.
        text: notificationText(n.kind as NotificationKind, n.detail, actor?.name ?? null),
        actor,
        url: n.topicId === null ? null : postUrl(n.topicId, n.replyId),
      };
    }),
    // No row is the default: mail right away.
    notificationMail: { email: mailSetting?.email ?? "immediately", lastMailedAt: mailSetting?.lastMailedAt ?? null },
    mails,
    staffActions,
    // What was collected to verify them as an educator, and every decision on it (issue 30).
    educator: await educatorExport(db, userId),
  };
}

/** An export as a file download, named after the member and the day. */
export function jsonDownload(body: unknown, username: string): Response {
  const date = new Date().toISOString().slice(0, 10);
  const name = `genehive-data-${username.replace(/[^A-Za-z0-9_.-]/g, "") || "member"}-${date}.json`;
  return new Response(`${JSON.stringify(body, null, 2)}\n`, {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="${name}"`,
      "Cache-Control": "no-store",
    },
  });
}
