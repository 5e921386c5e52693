import { asc, eq } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import {
  forumCategories,
  forumLikes,
  forumReplies,
  forumReports,
  forumTopics,
  session,
  user,
} from "#server/db/schema.ts";
import { educatorExport } from "#server/educator/access.ts";
import { accountColumns } from "./profile.ts";

/**
 * Everything the site holds about one member, as a JSON download: the account, sign-in sessions (without
 * their secret tokens), topics, replies, the reports they made and the posts they liked. Only the member's own rows and fields:
 * no other member's name or address appears (a reply is listed with its topic's id and title only).
 */
export async function exportMemberData(db: Database, userId: string, publicUrl: string) {
  const [account] = await db
    .select({
      ...accountColumns,
      username: user.displayUsername,
      emailVerified: user.emailVerified,
      updatedAt: user.updatedAt,
    })
    .from(user)
    .where(eq(user.id, userId));
  if (!account) return null;

  const [sessions, topics, replies, reports, likes] = await Promise.all([
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
    db
      .select({
        id: forumTopics.id,
        category: forumCategories.name,
        title: forumTopics.title,
        body: forumTopics.body,
        createdAt: forumTopics.createdAt,
        editedAt: forumTopics.editedAt,
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

  return {
    format: "genehive-member-data",
    version: 1,
    exportedAt: new Date().toISOString(),
    site: publicUrl,
    account: { ...account, username: account.username ?? "" },
    sessions,
    topics: topics.map((t) => ({ ...t, url: `${publicUrl}/community/forum/topic/${t.id}` })),
    replies: replies.map((r) => ({ ...r, url: `${publicUrl}/community/forum/topic/${r.topicId}?reply=${r.id}` })),
    reports,
    likes: likes.map((l) => ({
      ...l,
      url: `${publicUrl}/community/forum/topic/${l.topicId}${l.replyId === null ? "" : `?reply=${l.replyId}`}`,
    })),
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
