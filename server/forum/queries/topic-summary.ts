import { eq, sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { forumCategories, forumTopics, user } from "#server/db/schema.ts";
import type { TopicSummary } from "#shared/forum/types.ts";

/** The name a member shows: the username as they typed it, else its normalised form. */
export const authorName = sql<string>`coalesce(${user.displayUsername}, ${user.username}, '')`;

export const summaryColumns = {
  id: forumTopics.id,
  title: forumTopics.title,
  isPinned: forumTopics.isPinned,
  isLocked: forumTopics.isLocked,
  createdAt: forumTopics.createdAt,
  lastActivityAt: forumTopics.lastActivityAt,
  viewCount: forumTopics.viewCount,
  replyCount: forumTopics.replyCount,
  authorUsername: authorName,
  authorFullName: user.name,
  categoryName: forumCategories.name,
  categorySlug: forumCategories.slug,
};

/** Topics with their author and category, as every listing reads them; callers add where, order and limit. */
export function summaries(db: Database) {
  return db
    .select(summaryColumns)
    .from(forumTopics)
    .innerJoin(user, eq(user.id, forumTopics.authorId))
    .innerJoin(forumCategories, eq(forumCategories.id, forumTopics.categoryId));
}

/** A row as the select above returns it (and getTopic's, which selects these columns and more). */
type SummaryRow = Awaited<ReturnType<typeof summaries>>[number];

export function toSummary(r: SummaryRow): TopicSummary {
  return {
    id: r.id,
    title: r.title,
    isPinned: r.isPinned,
    isLocked: r.isLocked,
    createdAt: r.createdAt.toISOString(),
    lastActivityAt: r.lastActivityAt.toISOString(),
    viewCount: r.viewCount,
    replyCount: r.replyCount,
    author: { username: r.authorUsername, fullName: r.authorFullName },
    category: { name: r.categoryName, slug: r.categorySlug },
  };
}
