import { and, eq, inArray, isNull, type SQL, sql } from "drizzle-orm";
import { type Database, queryRows } from "#server/db/client.ts";
import { isMissingReference } from "#server/db/errors.ts";
import { forumReplies, forumTopics, forumTopicWatches, notifications, user } from "#server/db/schema.ts";
import type { NotificationKind } from "#shared/forum/notification-text.ts";
import { forumPaths } from "#shared/forum/paths.ts";
import { forumMessages } from "#shared/forum/schemas.ts";
import { ForumError } from "./errors.ts";

/** A post's Markdown without code, where an @name or a link is text, not a mention or a quote. */
function withoutCode(markdown: string): string {
  return markdown.replace(/^(```|~~~)[\s\S]*?^\1/gm, "").replace(/`[^`\n]*`/g, "");
}

/**
 * The usernames a post mentions (`@name`, not inside code, an address or a quote, whose names are the
 * quoted post's), lower-cased as stored.
 */
export function mentionedUsernames(markdown: string): string[] {
  const own = withoutCode(markdown).replace(/^>.*$/gm, "");
  const names = [...own.matchAll(/(?<![\w@/.-])@([a-z0-9_.-]{3,30})/gi)].map((m) =>
    m[1]!.replace(/[.-]+$/, "").toLowerCase(),
  );
  return [...new Set(names)].slice(0, 20);
}

/**
 * The posts a post quotes: quote blocks begin with a link to their source written by the Quote button,
 * `> **@name** [wrote](/community/forum/topic/5?reply=12):`, or without `?reply` for the topic's own post.
 */
export function quotedPosts(markdown: string): { topicId: number; replyId: number | null }[] {
  const found = [
    ...withoutCode(markdown).matchAll(/^>[^\n]*\[wrote\]\(\/community\/forum\/topic\/(\d+)(?:\?reply=(\d+))?\)/gm),
  ];
  return found.slice(0, 20).map((m) => ({ topicId: Number(m[1]), replyId: m[2] ? Number(m[2]) : null }));
}

/**
 * Members one post may call by name, mentions and quotes together: enough for a conversation, too few to page a
 * crowd (Discourse's max_mentions_per_post is 10). An account whose address is not confirmed costs nothing to make,
 * so its posts call at most 2, like Discourse's newuser_max_mentions_per_post (docs/decisions/0022-abuse-limits.md).
 */
export const CALLS_PER_POST = { verified: 10, unverified: 2 } as const;

async function callsAllowed(db: Database, actorId: string): Promise<number> {
  const [author] = await db.select({ verified: user.emailVerified }).from(user).where(eq(user.id, actorId));
  return author?.verified ? CALLS_PER_POST.verified : CALLS_PER_POST.unverified;
}

type Called = { userId: string; kind: "mention" | "quote" };

/**
 * The members a post calls, in the order it calls them (mentions as written, then quotes), each once and never its
 * own author. A quote counts only when its header names a post that exists and can be read there: a reply not
 * deleted, in the topic the header names; anything else is a forged header and calls nobody.
 */
async function calledMembers(db: Database, actorId: string, body: string): Promise<Called[]> {
  const called: Called[] = [];
  const call = (userId: string, kind: "mention" | "quote") => {
    if (userId !== actorId && !called.some((c) => c.userId === userId)) called.push({ userId, kind });
  };
  const names = mentionedUsernames(body);
  if (names.length) {
    const found = await db
      .select({ id: user.id, username: user.username })
      .from(user)
      .where(inArray(user.username, names));
    const byName = new Map(found.map((m) => [m.username, m.id]));
    for (const name of names) {
      const id = byName.get(name);
      if (id) call(id, "mention");
    }
  }
  const quoted = quotedPosts(body);
  const replyIds = quoted.flatMap((q) => (q.replyId === null ? [] : [q.replyId]));
  const topicIds = quoted.flatMap((q) => (q.replyId === null ? [q.topicId] : []));
  const replies = replyIds.length
    ? await db
        .select({ id: forumReplies.id, topicId: forumReplies.topicId, authorId: forumReplies.authorId })
        .from(forumReplies)
        .where(and(inArray(forumReplies.id, replyIds), isNull(forumReplies.deletedAt)))
    : [];
  const topics = topicIds.length
    ? await db
        .select({ id: forumTopics.id, authorId: forumTopics.authorId })
        .from(forumTopics)
        .where(inArray(forumTopics.id, topicIds))
    : [];
  for (const q of quoted) {
    const source =
      q.replyId === null
        ? topics.find((t) => t.id === q.topicId)
        : replies.find((r) => r.id === q.replyId && r.topicId === q.topicId);
    if (source) call(source.authorId, "quote");
  }
  return called;
}

/**
 * The members a new post calls by name or by quoting them, no more than CALLS_PER_POST. Only reads, so it is asked
 * before the post's statement, which takes them as data.
 */
export async function postCalls(db: Database, actorId: string, body: string): Promise<Called[]> {
  const called = await calledMembers(db, actorId, body);
  return called.length ? called.slice(0, await callsAllowed(db, actorId)) : [];
}

/**
 * The part of a new post's one statement that tells the members it concerns: the topic's author and its watchers
 * (of a reply), those it mentions and those whose posts it quotes. One notice each, for the most specific reason (a
 * mention over a quote over a reply); never to its own author, and a member who stopped watching the topic hears of
 * replies no more (a mention or a quote still reaches them). A member whose notice of replies in the topic is still
 * unread gets no second one: that notice stands for every reply after it until they read it (`noticeReplies`), as
 * Discourse collapses them, so a class answering in one thread fills each bell with one line, not thirty, and the
 * post writes one row per member who has caught up rather than one per watcher. It reads the statement's
 * `post_topic` (id, title, author_id) and, for a reply, `post_reply` (id); when `post_topic` is empty (a locked
 * topic), nobody is told.
 */
export function newPostNotices(actorId: string, called: Called[], isReply: boolean): SQL {
  const calledRows = sql`select c.user_id, c.kind, case c.kind when 'mention' then 0 else 1 end as priority
    from ${calledRecords(called)}`;
  const caughtUp = (userId: SQL) => sql`not exists (select 1 from ${notifications}
    where ${notifications.userId} = ${userId} and ${notifications.topicId} = t.id and ${notifications.readAt} is null
      and ${notifications.kind} in ${replyKinds} and ${noticeVisible})`;
  const reasons = isReply
    ? sql`select t.author_id, 'reply', 2 from post_topic t
            where not exists (select 1 from ${forumTopicWatches} s
                              where s.topic_id = t.id and s.user_id = t.author_id and not s.watching)
              and ${caughtUp(sql`t.author_id`)}
          union all
          select s.user_id, 'watched-reply', 3 from ${forumTopicWatches} s join post_topic t on s.topic_id = t.id
            where s.watching and ${caughtUp(sql`s.user_id`)}
          union all ${calledRows}`
    : calledRows;
  return sql`post_reasons (user_id, kind, priority) as (${reasons}),
    post_notices as (
      insert into ${notifications} (user_id, kind, actor_id, topic_id, reply_id, topic_title)
      select distinct on (pr.user_id) pr.user_id, pr.kind, ${actorId}, t.id, ${isReply ? sql`r.id` : sql`null::int`}, t.title
      from post_reasons pr cross join post_topic t ${isReply ? sql`cross join post_reply r` : sql``}
      where pr.user_id <> ${actorId}
      order by pr.user_id, pr.priority
    )`;
}

/** The members a post calls, as rows `c (user_id, kind)` of the statement that tells them. */
function calledRecords(called: Called[]): SQL {
  return sql`jsonb_to_recordset(${JSON.stringify(called.map((c) => ({ user_id: c.userId, kind: c.kind })))}::jsonb)
    as c(user_id text, kind text)`;
}

/** A post, as the notices about it name it: a topic's own post (reply null) or a reply in it. */
type PostRef = { topicId: number; replyId: number | null };

/** The notices that called members to one post, by a mention or a quote. */
function callsOf(post: PostRef): SQL {
  return sql`${notifications.topicId} = ${post.topicId} and ${notifications.kind} in ('mention', 'quote') and ${
    post.replyId === null ? sql`${notifications.replyId} is null` : sql`${notifications.replyId} = ${post.replyId}`
  }`;
}

/**
 * The members an edit of a post calls anew, as Discourse notifies on edit: those the edited text calls (postCalls'
 * rules) that the text before it did not, less every member the post has already called (a mention removed by one
 * edit and written again by the next is not news twice), within what is left of the post's CALLS_PER_POST, so
 * editing cannot page a crowd a few at a time. The post calls them: `authorId` is its author (only they edit it),
 * never called, and theirs is the limit. Only reads (the text before the edit too), so it is asked before the edit's
 * statement, which takes them as data (editedPostNotices).
 */
export async function editCalls(db: Database, authorId: string, post: PostRef, body: string): Promise<Called[]> {
  const called = await calledMembers(db, authorId, body);
  if (!called.length) return [];
  const [before] =
    post.replyId === null
      ? await db.select({ body: forumTopics.body }).from(forumTopics).where(eq(forumTopics.id, post.topicId))
      : await db.select({ body: forumReplies.body }).from(forumReplies).where(eq(forumReplies.id, post.replyId));
  const [calledBefore, notified, allowed] = await Promise.all([
    before ? calledMembers(db, authorId, before.body) : [],
    db.select({ userId: notifications.userId }).from(notifications).where(callsOf(post)),
    callsAllowed(db, authorId),
  ]);
  const known = new Set([...calledBefore.map((c) => c.userId), ...notified.map((n) => n.userId)]);
  const left = allowed - new Set(notified.map((n) => n.userId)).size;
  return left > 0 ? called.filter((c) => !known.has(c.userId)).slice(0, left) : [];
}

/**
 * The part of an edit's one statement that tells the members it calls anew (editCalls), one notice each, from the
 * post's author (`authorId`), with the title the topic has now. It reads the statement's `edited_post` (topic_id,
 * reply_id, title): empty when the edit wrote nothing, or the post is hidden by a moderator (nobody is sent to a
 * post they cannot read). A member the post called meanwhile is not called twice.
 */
export function editedPostNotices(authorId: string, called: Called[]): SQL {
  return sql`edit_notices as (
      insert into ${notifications} (user_id, kind, actor_id, topic_id, reply_id, topic_title)
      select c.user_id, c.kind, ${authorId}, p.topic_id, p.reply_id, p.title
      from ${calledRecords(called)} cross join edited_post p
      where c.user_id <> ${authorId}
        and not exists (select 1 from ${notifications} n where n.user_id = c.user_id and n.topic_id = p.topic_id
                        and n.reply_id is not distinct from p.reply_id and n.kind in ('mention', 'quote'))
    )`;
}

/**
 * The part of a new post's statement by which its author watches the topic (`post_topic`), unless they chose to
 * stop watching it before.
 */
export function watchByDefault(userId: string): SQL {
  return sql`post_watch as (
    insert into ${forumTopicWatches} (topic_id, user_id, watching) select id, ${userId}, true from post_topic
    on conflict do nothing
  )`;
}

export type ModerationDetail =
  | "locked"
  | "unlocked"
  | "topic-deleted"
  | "reply-deleted"
  | "report-resolved"
  | "hidden"
  | "unhidden"
  | "warned";

/** Tells a member a moderator acted on their post or report; nobody hears of their own action. */
export async function notifyModeration(
  db: Database,
  notice: {
    userIds: string[];
    actorId: string;
    detail: ModerationDetail;
    topicId: number | null;
    topicTitle: string;
    replyId?: number;
    /** The moderator's words to the member (a warning's). */
    note?: string;
  },
): Promise<void> {
  const userIds = [...new Set(notice.userIds)].filter((id) => id !== notice.actorId);
  if (!userIds.length) return;
  await db.insert(notifications).values(
    userIds.map((userId) => ({
      userId,
      kind: "moderation" as const,
      detail: notice.detail,
      actorId: notice.actorId,
      topicId: notice.topicId,
      replyId: notice.replyId ?? null,
      topicTitle: notice.topicTitle,
      note: notice.note || null,
    })),
  );
}

export async function setWatching(db: Database, topicId: number, userId: string, watching: boolean): Promise<void> {
  await db
    .insert(forumTopicWatches)
    .values({ topicId, userId, watching })
    .onConflictDoUpdate({ target: [forumTopicWatches.topicId, forumTopicWatches.userId], set: { watching } })
    .catch((error: unknown) => {
      if (isMissingReference(error)) throw new ForumError(404, forumMessages.notFound);
      throw error;
    });
}

export async function isWatching(db: Database, topicId: number, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ watching: forumTopicWatches.watching })
    .from(forumTopicWatches)
    .where(and(eq(forumTopicWatches.topicId, topicId), eq(forumTopicWatches.userId, userId)));
  return row?.watching ?? false;
}

/** The notices of replies in a topic, one unread at a time per member (newPostNotices). */
const replyKinds = sql`('reply', 'watched-reply')`;

/**
 * How many replies a notice stands for: a notice of replies, every reply in its topic from the one it names until
 * the member read it (or now), by anyone else, neither deleted nor hidden by a moderator (the member could not read
 * it); any other notice, its one post.
 */
export const noticeReplies = sql`case when ${notifications.kind} in ${replyKinds} and ${notifications.replyId} is not null
  then (select count(*)::int from ${forumReplies} r where r.topic_id = ${notifications.topicId}
          and r.id >= ${notifications.replyId} and r.deleted_at is null and r.hidden_at is null
          and r.author_id <> ${notifications.userId}
          and r.created_at <= coalesce(${notifications.readAt}, now()))
  else 1 end`;

/**
 * Where a deleted reply was the one an unread notice of replies names, the notice moves to the next reply in the
 * topic by someone else, with its author and time: it stands for the replies folded into it (newPostNotices), and
 * hiding it with the deleted one (noticeVisible) would lose them. With no later reply it stays where it is, hidden,
 * and the next reply makes a new notice. `deleted` picks the replies just deleted, as `d`.
 */
export async function moveNoticesOffDeletedReplies(db: Database, deleted: SQL): Promise<void> {
  await db.execute(sql`with moved as (
      select n.id, (select x.id from ${forumReplies} x
                    where x.topic_id = d.topic_id and x.id > d.id and x.deleted_at is null and x.author_id <> n.user_id
                    order by x.id limit 1) as next_id
      from ${notifications} n join ${forumReplies} d on d.id = n.reply_id
      where n.read_at is null and n.kind in ${replyKinds} and d.deleted_at is not null and ${deleted}
    )
    update ${notifications} n set reply_id = x.id, actor_id = x.author_id, created_at = x.created_at
    from moved m join ${forumReplies} x on x.id = m.next_id
    where n.id = m.id`);
}

/** Notices a member can still follow: not about a reply since deleted, nor (unless a moderator's) a deleted topic. */
export const noticeVisible = sql`(${notifications.kind} in ('moderation', 'educator') or (${notifications.topicId} is not null and
  (${notifications.replyId} is null or exists (select 1 from ${forumReplies} r where r.id = ${notifications.replyId} and r.deleted_at is null))))`;

export async function unreadCount(db: Database, userId: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(db, sql`select ${unreadCountOf(userId)} as n`);
  return row?.n ?? 0;
}

/** The member's unread notices they can still follow, as a subquery (the topic page asks it beside its own state). */
export const unreadCountOf = (userId: string) =>
  sql`(select count(*)::int from ${notifications} where ${notifications.userId} = ${userId}
       and ${notifications.readAt} is null and ${noticeVisible})`;

export interface NotificationView {
  id: number;
  kind: NotificationKind;
  detail: ModerationDetail | null;
  actor: { username: string; fullName: string } | null;
  topicTitle: string;
  /** Where it points: the exact reply (its topic page finds the page), the topic, or nothing (a deleted topic). */
  href: string | null;
  createdAt: string;
  read: boolean;
  /** A moderator's words to the member, with a warning. */
  note: string | null;
  /** How many posts it stands for (noticeReplies): more than 1 for a notice of replies that others followed. */
  replies: number;
}

/** A member's notices, newest first, that they can still follow. */
export async function listNotifications(db: Database, userId: string, limit = 50): Promise<NotificationView[]> {
  const rows = await queryRows<{
    id: number;
    kind: NotificationView["kind"];
    detail: ModerationDetail | null;
    username: string | null;
    full_name: string | null;
    topic_id: number | null;
    reply_id: number | null;
    topic_title: string;
    created_at: string;
    read_at: string | null;
    note: string | null;
    replies: number;
  }>(
    db,
    sql`select ${notifications.id} as id, ${notifications.kind} as kind, ${notifications.detail} as detail,
               coalesce(u.display_username, u.username) as username, u.name as full_name,
               ${notifications.topicId} as topic_id, ${notifications.replyId} as reply_id,
               ${notifications.topicTitle} as topic_title, ${notifications.createdAt} as created_at,
               ${notifications.readAt} as read_at, ${notifications.note} as note, ${noticeReplies} as replies
        from ${notifications}
        -- The page says "A moderator": the page data must not name them either (issue 27, item 16).
        left join "user" u on u.id = ${notifications.actorId} and ${notifications.kind} <> 'moderation'
        where ${notifications.userId} = ${userId} and ${noticeVisible}
        order by ${notifications.createdAt} desc, ${notifications.id} desc limit ${limit}`,
  );
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    detail: r.detail,
    actor: r.username && r.full_name ? { username: r.username, fullName: r.full_name } : null,
    topicTitle: r.topic_title,
    href: r.topic_id === null ? null : forumPaths.post(r.topic_id, r.reply_id),
    createdAt: new Date(r.created_at).toISOString(),
    read: r.read_at !== null,
    note: r.note,
    replies: r.replies,
  }));
}

/** Marks one notice (or, without an id, every notice) of the member read; another member's stays as it is. */
export async function markNotificationsRead(db: Database, userId: string, id?: number): Promise<void> {
  await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(
      and(
        eq(notifications.userId, userId),
        isNull(notifications.readAt),
        id === undefined ? undefined : eq(notifications.id, id),
      ),
    );
}
