import { and, asc, count, desc, eq, ilike, or, sql } from "drizzle-orm";
import { type Database, queryRows } from "#server/db/client.ts";
import { forumCategories, forumReplies, forumReports, forumTopics, user } from "#server/db/schema.ts";
import { forumLimits } from "#shared/forum/schemas.ts";
import type {
  CategorySummary,
  MemberSummary,
  OpenReport,
  ReplyView,
  SearchHit,
  TopicDetail,
  TopicSummary,
} from "#shared/forum/types.ts";

const authorName = sql<string>`coalesce(${user.displayUsername}, ${user.username}, '')`;

const summaryColumns = {
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

interface SummaryRow {
  id: number;
  title: string;
  isPinned: boolean;
  isLocked: boolean;
  createdAt: Date;
  lastActivityAt: Date;
  viewCount: number;
  replyCount: number;
  authorUsername: string;
  authorFullName: string;
  categoryName: string;
  categorySlug: string;
}

function toSummary(r: SummaryRow): TopicSummary {
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

function summaries(db: Database) {
  return db
    .select(summaryColumns)
    .from(forumTopics)
    .innerJoin(user, eq(user.id, forumTopics.authorId))
    .innerJoin(forumCategories, eq(forumCategories.id, forumTopics.categoryId));
}

/** Categories in order_position order, with their topic count and latest activity. */
export async function listCategories(db: Database): Promise<CategorySummary[]> {
  // One pass over the topics for every category's count and latest activity.
  const stats = db
    .select({
      categoryId: forumTopics.categoryId,
      topicCount: sql<number>`count(*)::int`.as("topic_count"),
      lastActivityAt: sql<Date>`max(${forumTopics.lastActivityAt})`.as("last_activity"),
    })
    .from(forumTopics)
    .groupBy(forumTopics.categoryId)
    .as("stats");
  const rows = await db
    .select({
      id: forumCategories.id,
      name: forumCategories.name,
      slug: forumCategories.slug,
      description: forumCategories.description,
      topicCount: sql<number>`coalesce(${stats.topicCount}, 0)`,
      lastActivityAt: stats.lastActivityAt,
    })
    .from(forumCategories)
    .leftJoin(stats, eq(stats.categoryId, forumCategories.id))
    .orderBy(asc(forumCategories.orderPosition), asc(forumCategories.id));
  return rows.map((r) => ({
    ...r,
    lastActivityAt: r.lastActivityAt ? new Date(r.lastActivityAt).toISOString() : null,
  }));
}

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

/** The latest topics, pinned first, then newest. */
export async function recentTopics(db: Database, limit: number = forumLimits.recentTopics): Promise<TopicSummary[]> {
  const rows = await listingQueries.recent(db, limit);
  return rows.map((r) => toSummary(r));
}

export async function getCategory(db: Database, slug: string) {
  const [row] = await db.select().from(forumCategories).where(eq(forumCategories.slug, slug));
  return row ?? null;
}

/** A category's topics, pinned first, then by latest activity, a page at a time. */
export async function categoryTopics(db: Database, categoryId: number, page: number) {
  const size = forumLimits.pageSize;
  const [rows, [total]] = await Promise.all([
    listingQueries.category(db, categoryId, page),
    db.select({ n: count() }).from(forumTopics).where(eq(forumTopics.categoryId, categoryId)),
  ]);
  return { topics: rows.map((r) => toSummary(r)), total: total?.n ?? 0, pageSize: size };
}

export async function getTopic(db: Database, id: number): Promise<TopicDetail | null> {
  const [row] = await db
    .select({
      ...summaryColumns,
      body: forumTopics.body,
      editedAt: forumTopics.editedAt,
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
    editedAt: row.editedAt?.toISOString() ?? null,
    authorId: row.authorId,
  };
}

const replyOrder = [asc(forumReplies.createdAt), asc(forumReplies.id)];

/**
 * One page of a topic's replies in the order they were written (a deleted one keeps its place without
 * its text), and how many there are in all. A page is bounded, so a long thread costs no more to view.
 */
export async function topicReplies(
  db: Database,
  topicId: number,
  page: number,
): Promise<{ replies: ReplyView[]; total: number; pageSize: number }> {
  const size = forumLimits.repliesPerPage;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: forumReplies.id,
        authorId: forumReplies.authorId,
        username: authorName,
        fullName: user.name,
        body: forumReplies.body,
        createdAt: forumReplies.createdAt,
        editedAt: forumReplies.editedAt,
        deletedAt: forumReplies.deletedAt,
      })
      .from(forumReplies)
      .innerJoin(user, eq(user.id, forumReplies.authorId))
      .where(eq(forumReplies.topicId, topicId))
      .orderBy(...replyOrder)
      .limit(size)
      .offset((page - 1) * size),
    db.select({ n: count() }).from(forumReplies).where(eq(forumReplies.topicId, topicId)),
  ]);
  const replies = rows.map((r) => ({
    id: r.id,
    authorId: r.authorId,
    author: { username: r.username, fullName: r.fullName },
    body: r.deletedAt ? null : r.body,
    createdAt: r.createdAt.toISOString(),
    editedAt: r.editedAt?.toISOString() ?? null,
    deleted: r.deletedAt !== null,
  }));
  return { replies, total: total?.n ?? 0, pageSize: size };
}

/** The address of a reply: its topic's page that holds it, scrolled to it; null when it is not in that topic. */
export async function replyUrl(db: Database, topicId: number, replyId: number): Promise<string | null> {
  // Its place in replyOrder, compared in the database: timestamps reach JavaScript cut to milliseconds.
  const [row] = await queryRows<{ before: number }>(
    db,
    sql`select (select count(*)::int from forum_replies r
                where r.topic_id = me.topic_id and (r.created_at, r.id) < (me.created_at, me.id)) as before
        from forum_replies me where me.id = ${replyId} and me.topic_id = ${topicId}`,
  );
  if (!row) return null;
  const page = Math.floor(row.before / forumLimits.repliesPerPage) + 1;
  return `/community/forum/topic/${topicId}${page > 1 ? `?page=${page}` : ""}#reply-${replyId}`;
}

const START = "\u0001";
const STOP = "\u0002";

function segments(headline: string): SearchHit["snippet"] {
  const out: SearchHit["snippet"] = [];
  for (const part of headline.split(START)) {
    const [matched, rest] = part.includes(STOP) ? part.split(STOP) : [undefined, part];
    if (matched) out.push({ text: matched, match: true });
    if (rest) out.push({ text: rest, match: false });
  }
  return out;
}

/** Full-text search over topic titles, bodies and replies (PostgreSQL text search), best first. */
export async function searchForum(db: Database, q: string, limit = 30): Promise<SearchHit[]> {
  const query = q.trim().slice(0, forumLimits.searchMax);
  if (!query) return [];
  const options = `StartSel=${START}, StopSel=${STOP}, MaxWords=35, MinWords=15, MaxFragments=2`;
  const rows = await queryRows<{
    kind: "topic" | "reply";
    topic_id: number;
    reply_id: number | null;
    title: string;
    headline: string;
    created_at: string;
  }>(
    db,
    // Rank first and cut to the page; headlines are costly, so only the shown hits get one.
    sql`with q as (select websearch_to_tsquery('english', ${query}) as tsq),
      hits as (
        select * from (
          select 'topic' as kind, t.id as topic_id, null::int as reply_id, t.created_at, ts_rank(t.search, q.tsq) as rank
          from forum_topics t, q where t.search @@ q.tsq
          union all
          select 'reply', r.topic_id, r.id, r.created_at, ts_rank(r.search, q.tsq) * 0.8
          from forum_replies r, q where r.deleted_at is null and r.search @@ q.tsq
        ) all_hits order by rank desc, created_at desc limit ${limit}
      )
      select h.kind, h.topic_id, h.reply_id, t.title, h.created_at,
             ts_headline('english', case when h.reply_id is null then t.title || ' - ' || t.body else r.body end,
                         q.tsq, ${options}) as headline
      from hits h join forum_topics t on t.id = h.topic_id left join forum_replies r on r.id = h.reply_id, q
      order by h.rank desc, h.created_at desc`,
  );
  return rows.map((r) => ({
    kind: r.kind,
    topicId: r.topic_id,
    replyId: r.reply_id,
    title: r.title,
    snippet: segments(r.headline),
    createdAt: new Date(r.created_at).toISOString(),
  }));
}

/** The members directory: search by name or username, a page at a time. */
export async function listMembers(db: Database, options: { q?: string; page: number }) {
  const size = forumLimits.pageSize;
  const q = options.q?.trim().slice(0, 100);
  const pattern = q ? `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  const where = pattern ? or(ilike(user.name, pattern), ilike(user.username, pattern)) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        username: authorName,
        fullName: user.name,
        joinedAt: user.createdAt,
        role: user.role,
        // Qualified by hand: inside the subqueries a bare "id" would mean the topic's or reply's id.
        topicCount: sql<number>`(select count(*)::int from forum_topics t where t.author_id = "user"."id")`,
        replyCount: sql<number>`(select count(*)::int from forum_replies r where r.author_id = "user"."id" and r.deleted_at is null)`,
      })
      .from(user)
      .where(where)
      .orderBy(asc(user.name), asc(user.id))
      .limit(size)
      .offset((options.page - 1) * size),
    db.select({ n: count() }).from(user).where(where),
  ]);
  return {
    members: rows.map((r) => ({ ...r, joinedAt: r.joinedAt.toISOString() })) as MemberSummary[],
    total: total?.n ?? 0,
    pageSize: size,
  };
}

export async function memberProfile(db: Database, username: string) {
  const [member] = await db
    .select({
      id: user.id,
      username: authorName,
      fullName: user.name,
      bio: user.bio,
      joinedAt: user.createdAt,
      role: user.role,
    })
    .from(user)
    .where(eq(user.username, username.toLowerCase()));
  if (!member) return null;
  const topics = await summaries(db)
    .where(eq(forumTopics.authorId, member.id))
    .orderBy(desc(forumTopics.createdAt))
    .limit(10);
  return {
    ...member,
    joinedAt: member.joinedAt.toISOString(),
    topics: topics.map((r) => toSummary(r)),
  };
}

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
    .where(and(sql`${forumReports.resolvedAt} is null`))
    .orderBy(asc(forumReports.createdAt));
  return rows.map((r) => ({
    id: r.id,
    topicId: r.topicId,
    replyId: r.replyId,
    topicTitle: r.topicTitle,
    excerpt: (r.replyBody ?? r.topicBody).slice(0, 280),
    reason: r.reason,
    reporter: r.reporter,
    createdAt: r.createdAt.toISOString(),
  }));
}
