import { asc, eq, isNull } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { forumReplies, forumReports, forumTopics, user } from "#server/db/schema.ts";
import type { OpenReport } from "#shared/forum/types.ts";
import { authorName } from "./topic-summary.ts";

/** How much of a reported post the moderation page quotes. */
const excerptChars = 280;

/** Reports not yet resolved, oldest first. */
export async function openReports(db: Database): Promise<OpenReport[]> {
  const rows = await db
    .select({
      id: forumReports.id,
      topicId: forumReports.topicId,
      replyId: forumReports.replyId,
      topicTitle: forumTopics.title,
      topicBody: forumTopics.body,
      replyBody: forumReplies.body,
      reason: forumReports.reason,
      reporter: authorName,
      createdAt: forumReports.createdAt,
    })
    .from(forumReports)
    .innerJoin(forumTopics, eq(forumTopics.id, forumReports.topicId))
    .leftJoin(forumReplies, eq(forumReplies.id, forumReports.replyId))
    .innerJoin(user, eq(user.id, forumReports.reporterId))
    .where(isNull(forumReports.resolvedAt))
    .orderBy(asc(forumReports.createdAt));
  return rows.map(
    (r): OpenReport => ({
      id: r.id,
      topicId: r.topicId,
      replyId: r.replyId,
      topicTitle: r.topicTitle,
      excerpt: (r.replyBody ?? r.topicBody).slice(0, excerptChars),
      reason: r.reason,
      reporter: r.reporter,
      createdAt: r.createdAt.toISOString(),
    }),
  );
}
