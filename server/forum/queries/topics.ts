import { asc, count, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import { type Database, queryRows } from "#server/db/client.ts";
import { forumCategories, forumReplies, forumTopics, user } from "#server/db/schema.ts";
import { forumPaths } from "#shared/forum/paths.ts";
import { forumLimits } from "#shared/forum/schemas.ts";
import type { PageOf, ReplyView, TopicDetail, TopicSummary } from "#shared/forum/types.ts";
import { sharedView } from "./shared-views.ts";
import { authorName, summaries, summaryColumns, toSummary } from "./topic-summary.ts";

/**
 * The listings' queries, in exactly their indexes' order (forum_topics_recent_idx and
 * forum_topics_category_idx), so a page of 20 comes straight from the index, never from a sort.
 */
export const listingQueries = {
  recent: (db: Database, limit: number) =>
    summaries(db).orderBy(desc(forumTopics.isPinned), desc(forumTopics.createdAt)).limit(limit),
  category: (db: Database, categoryId: number, page: number) =>
    summaries(db)
      .where(eq(forumTopics.categoryId, categoryId))
      .orderBy(desc(forumTopics.isPinned), desc(forumTopics.lastActivityAt))
      .limit(forumLimits.pageSize)
      .offset((page - 1) * forumLimits.pageSize),
};

/** The latest topics, pinned first, then newest (the forum home's list is a shared view). */
export async function recentTopics(db: Database, limit: number = forumLimits.recentTopics): Promise<TopicSummary[]> {
  const read = async () => (await listingQueries.recent(db, limit)).map((r) => toSummary(r));
  return limit === forumLimits.recentTopics ? sharedView("recent-topics", db, read) : read();
}

/** The topics with these ids, in the order given (the "New" list orders them itself). */
export async function topicsByIds(db: Database, ids: number[]): Promise<TopicSummary[]> {
  if (!ids.length) return [];
  const rows = await summaries(db).where(inArray(forumTopics.id, ids));
  const byId = new Map(rows.map((r) => [r.id, toSummary(r)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** A category's topics, pinned first, then by latest activity, a page at a time. */
export async function categoryTopics(db: Database, categoryId: number, page: number): Promise<PageOf<TopicSummary>> {
  const [rows, [total]] = await Promise.all([
    listingQueries.category(db, categoryId, page),
    db.select({ n: count() }).from(forumTopics).where(eq(forumTopics.categoryId, categoryId)),
  ]);
  return { items: rows.map((r) => toSummary(r)), page, total: total?.n ?? 0, pageSize: forumLimits.pageSize };
}

/** A member's latest topics, newest first. */
export async function topicsBy(db: Database, authorId: string, limit: number): Promise<TopicSummary[]> {
  const rows = await summaries(db)
    .where(eq(forumTopics.authorId, authorId))
    .orderBy(desc(forumTopics.createdAt))
    .limit(limit);
  return rows.map((r) => toSummary(r));
}

export async function getTopic(db: Database, id: number): Promise<TopicDetail | null> {
  // The summary's columns plus the text and the author's id, which listings never need.
  const [row] = await db
    .select({
      ...summaryColumns,
      body: forumTopics.body,
      bodyHtml: forumTopics.bodyHtml,
      editedAt: forumTopics.editedAt,
      hiddenAt: forumTopics.hiddenAt,
      authorId: forumTopics.authorId,
    })
    .from(forumTopics)
    .innerJoin(user, eq(user.id, forumTopics.authorId))
    .innerJoin(forumCategories, eq(forumCategories.id, forumTopics.categoryId))
    .where(eq(forumTopics.id, id));
  if (!row) return null;
  return {
    ...toSummary(row),
    body: row.body,
    bodyHtml: row.bodyHtml,
    editedAt: row.editedAt?.toISOString() ?? null,
    hidden: row.hiddenAt !== null,
    authorId: row.authorId,
  };
}

const replyOrder = [asc(forumReplies.createdAt), asc(forumReplies.id)];

/**
 * One page of a topic's replies in the order they were written (a deleted one keeps its place without
 * its text), and how many there are in all. A page is bounded, so a long thread costs no more to view.
 */
export async function topicReplies<Extra = never>(
  db: Database,
  topicId: number,
  page: number,
  /** A query to run beside the rows that also answers how many replies there are (the topic page's viewer state). */
  alongside?: () => Promise<Extra & { total: number }>,
): Promise<PageOf<ReplyView> & { extra?: Extra }> {
  const size = forumLimits.repliesPerPage;
  const counted = alongside
    ? alongside()
    : db
        .select({ n: count() })
        .from(forumReplies)
        .where(eq(forumReplies.topicId, topicId))
        .then(([row]) => ({ total: row?.n ?? 0 }) as Extra & { total: number });
  const [rows, extra] = await Promise.all([
    db
      .select({
        id: forumReplies.id,
        authorId: forumReplies.authorId,
        username: authorName,
        fullName: user.name,
        body: forumReplies.body,
        bodyHtml: forumReplies.bodyHtml,
        createdAt: forumReplies.createdAt,
        editedAt: forumReplies.editedAt,
        deletedAt: forumReplies.deletedAt,
        hiddenAt: forumReplies.hiddenAt,
      })
      .from(forumReplies)
      .innerJoin(user, eq(user.id, forumReplies.authorId))
      .where(eq(forumReplies.topicId, topicId))
      .orderBy(...replyOrder)
      .limit(size)
      .offset((page - 1) * size),
    counted,
  ]);
  const items = rows.map(
    (r): ReplyView => ({
      id: r.id,
      authorId: r.authorId,
      author: { username: r.username, fullName: r.fullName },
      body: r.deletedAt ? null : r.body,
      bodyHtml: r.deletedAt ? null : r.bodyHtml,
      createdAt: r.createdAt.toISOString(),
      editedAt: r.editedAt?.toISOString() ?? null,
      deleted: r.deletedAt !== null,
      hidden: r.hiddenAt !== null,
    }),
  );
  return { items, page, total: extra.total, pageSize: size, ...(alongside ? { extra } : {}) };
}

/** The page of a topic's replies that shows the reply with `before` replies ahead of it. */
export const pageOfPosition = (before: number) => Math.floor(before / forumLimits.repliesPerPage) + 1;

/** The address of a reply: its topic's page that holds it, scrolled to it; null when it is not in that topic. */
export async function replyUrl(db: Database, topicId: number, replyId: number): Promise<string | null> {
  // Its place in replyOrder, compared in the database: timestamps reach JavaScript cut to milliseconds.
  const [row] = await queryRows<{ before: number }>(
    db,
    sql`select (select count(*)::int from forum_replies r
                where r.topic_id = me.topic_id and (r.created_at, r.id) < (me.created_at, me.id)) as before
        from forum_replies me where me.id = ${replyId} and me.topic_id = ${topicId}`,
  );
  return row ? forumPaths.reply(topicId, replyId, pageOfPosition(row.before)) : null;
}

/**
 * Whether anyone but the topic's author has a reply in it (not deleted): then only a moderator may delete the
 * topic, since its replies go with it (as Discourse keeps a first post with replies).
 */
export const othersRepliedSql = (topicId: number | SQL, authorId: string | SQL) =>
  sql`exists (select 1 from ${forumReplies} r where r.topic_id = ${topicId} and r.author_id <> ${authorId}
             and r.deleted_at is null)`;

export async function othersReplied(db: Database, topicId: number, authorId: string): Promise<boolean> {
  const [row] = await queryRows<{ yes: boolean }>(db, sql`select ${othersRepliedSql(topicId, authorId)} as yes`);
  return row?.yes ?? false;
}
