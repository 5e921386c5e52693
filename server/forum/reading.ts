import { and, eq, isNull, sql } from "drizzle-orm";
import { type Database, queryRows } from "#server/db/client.ts";
import { isMissingReference } from "#server/db/errors.ts";
import {
  forumLikes,
  forumReplies,
  forumTopicReads,
  forumTopics,
  forumTopicViews,
  forumTopicWatches,
  notifications,
} from "#server/db/schema.ts";
import { forumLimits, forumMessages } from "#shared/forum/schemas.ts";
import type { LikeView, TopicSummary } from "#shared/forum/types.ts";
import { viewCountInterval } from "./commands.ts";
import { ForumError } from "./errors.ts";
import { unreadCountOf } from "./notify.ts";
import { pageOfPosition } from "./queries/topics.ts";

export interface ViewerState {
  /** Replies in the topic, deleted ones included (they keep their place). */
  total: number;
  watching: boolean;
  /** The first reply the viewer has not read and its page; none when all is read or they never opened the topic. */
  firstUnread: { replyId: number; page: number } | null;
  /** Likes of the topic's post (key null) and of the replies on the page. */
  likes: Map<number | null, LikeView>;
  /**
   * Whether opening this page changes what is recorded of the viewer (recordVisit): a view to count (none in the
   * last hour), a read position to move to the page's last reply, or notices about the topic to mark read. Reading
   * a page again changes nothing, and then writes nothing.
   */
  visitChanges: boolean;
  /** The viewer's unread notices, as before this visit. */
  unread: number;
}

/**
 * What the topic page needs beyond its posts, in one query run beside the page's replies: how many replies
 * there are, whether the viewer watches the topic, the first reply they have not read and the page it is on
 * (asked before the visit moves their read position) and the Likes of the posts on the page.
 */
export async function viewerState(db: Database, viewerId: string, topicId: number, page: number): Promise<ViewerState> {
  const size = forumLimits.repliesPerPage;
  const [row] = await queryRows<{
    total: number;
    watching: boolean | null;
    first_unread: number | null;
    first_unread_before: number | null;
    likes: Array<{ reply_id: number | null; names: string[]; mine: boolean }> | null;
    visit_changes: boolean;
    unread: number;
  }>(
    db,
    sql`with shown as (
          select id from ${forumReplies} where topic_id = ${topicId}
          order by created_at, id limit ${size} offset ${(page - 1) * size}),
        unread as (
          select r.id, r.created_at from ${forumReplies} r
          join ${forumTopicReads} me on me.topic_id = r.topic_id and me.user_id = ${viewerId}
          where r.topic_id = ${topicId} and r.deleted_at is null and r.id > me.last_reply_id
          order by r.created_at, r.id limit 1)
        select
          (select count(*)::int from ${forumReplies} where topic_id = ${topicId}) as total,
          (select w.watching from ${forumTopicWatches} w where w.topic_id = ${topicId} and w.user_id = ${viewerId}) as watching,
          (select id from unread) as first_unread,
          (select count(*)::int from ${forumReplies} r, unread u
           where r.topic_id = ${topicId} and (r.created_at, r.id) < (u.created_at, u.id)) as first_unread_before,
          (select json_agg(l) from (
             select l.reply_id, array_agg(u.name order by l.created_at, l.id) as names, bool_or(l.user_id = ${viewerId}) as mine
             from ${forumLikes} l join "user" u on u.id = l.user_id
             where l.topic_id = ${topicId} and (l.reply_id is null or l.reply_id in (select id from shown))
             group by l.reply_id) l) as likes,
          (not exists (select 1 from ${forumTopicViews} v where v.topic_id = ${topicId} and v.user_id = ${viewerId}
                         and v.viewed_at >= now() - ${viewCountInterval}::interval)
           or not exists (select 1 from ${forumTopicReads} me where me.topic_id = ${topicId} and me.user_id = ${viewerId}
                            and me.last_reply_id >= coalesce((select max(id) from shown), 0))
           or exists (select 1 from ${notifications} n where n.topic_id = ${topicId} and n.user_id = ${viewerId}
                        and n.read_at is null)) as visit_changes,
          ${unreadCountOf(viewerId)} as unread`,
  );
  const likes = new Map(
    (row?.likes ?? []).map((l) => [l.reply_id, { count: l.names.length, names: l.names.slice(0, 20), mine: l.mine }]),
  );
  const firstUnread =
    row?.first_unread == null
      ? null
      : { replyId: row.first_unread, page: pageOfPosition(row.first_unread_before ?? 0) };
  return {
    total: row?.total ?? 0,
    watching: row?.watching ?? false,
    firstUnread,
    likes,
    visitChanges: row?.visit_changes ?? true,
    unread: row?.unread ?? 0,
  };
}

/** Likes a post (the topic's own with no replyId), or takes the Like back; true when it is now liked. */
export async function toggleLike(
  db: Database,
  userId: string,
  target: { topicId: number; replyId?: number },
): Promise<boolean> {
  const replyId = target.replyId ?? null;
  const post = replyId
    ? await db
        .select({ authorId: forumReplies.authorId })
        .from(forumReplies)
        .where(
          and(eq(forumReplies.id, replyId), eq(forumReplies.topicId, target.topicId), isNull(forumReplies.deletedAt)),
        )
    : await db.select({ authorId: forumTopics.authorId }).from(forumTopics).where(eq(forumTopics.id, target.topicId));
  if (!post.length) throw new ForumError(404, forumMessages.notFound);
  // A Like says another member found the post useful; one's own would say nothing.
  if (post[0]!.authorId === userId) throw new ForumError(403, forumMessages.forbidden);
  const removed = await db
    .delete(forumLikes)
    .where(
      and(
        eq(forumLikes.userId, userId),
        eq(forumLikes.topicId, target.topicId),
        sql`${forumLikes.replyId} is not distinct from ${replyId}`,
      ),
    )
    .returning({ id: forumLikes.id });
  if (removed.length) return false;
  await db
    .insert(forumLikes)
    .values({ topicId: target.topicId, replyId, userId })
    .onConflictDoNothing()
    .catch((error: unknown) => {
      if (isMissingReference(error)) throw new ForumError(404, forumMessages.notFound);
      throw error;
    });
  return true;
}

export interface Unread {
  /** Never opened, and started after the member joined by someone else. */
  isNew: boolean;
  /** Replies written since the member last read the topic (0 for a topic never opened). */
  newReplies: number;
}

// Per topic: the member's read position and their join date; replies are counted only in topics they opened.
const unreadColumns = (viewerId: string) => sql`
  t.id,
  (r.last_reply_id is null and t.created_at > u.created_at and t.author_id <> u.id) as is_new,
  case when r.last_reply_id is null then 0 else
    (select count(*)::int from ${forumReplies} fr
     where fr.topic_id = t.id and fr.deleted_at is null and fr.id > r.last_reply_id and fr.author_id <> ${viewerId})
  end as new_replies`;
const unreadFrom = (viewerId: string) => sql`
  from ${forumTopics} t join "user" u on u.id = ${viewerId}
  left join ${forumTopicReads} r on r.topic_id = t.id and r.user_id = ${viewerId}`;

/** What is unread for the member in the listed topics: one query for the whole list, not one per topic. */
export async function unreadFor(db: Database, viewerId: string, topicIds: number[]): Promise<Map<number, Unread>> {
  if (!topicIds.length) return new Map();
  const rows = await queryRows<{ id: number; is_new: boolean; new_replies: number }>(
    db,
    sql`select ${unreadColumns(viewerId)} ${unreadFrom(viewerId)} where t.id = any(${`{${topicIds.join(",")}}`}::int[])`,
  );
  return new Map(rows.map((r) => [r.id, { isNew: r.is_new, newReplies: r.new_replies }]));
}

/** The member's "New" list: topics new to them or with unread replies, most recently active first. */
export async function unreadTopicIds(db: Database, viewerId: string, limit: number): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select id from (select ${unreadColumns(viewerId)}, t.last_activity_at ${unreadFrom(viewerId)}) s
        where is_new or new_replies > 0 order by last_activity_at desc, id desc limit ${limit}`,
  );
  return rows.map((r) => r.id);
}

/** Topics as listed, each with what the member has not read yet. */
export async function withUnread(db: Database, viewerId: string, topics: TopicSummary[]): Promise<TopicSummary[]> {
  const unread = await unreadFor(
    db,
    viewerId,
    topics.map((t) => t.id),
  );
  return topics.map((t) => ({ ...t, unread: unread.get(t.id) }));
}
