import { and, eq, isNull, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Member } from "#server/auth/service.ts";
import { type Database, queryRows } from "#server/db/client.ts";
import { isMissingReference } from "#server/db/errors.ts";
import {
  forumCategories,
  forumReplies,
  forumReports,
  forumTopicReads,
  forumTopics,
  forumTopicViews,
  notifications,
} from "#server/db/schema.ts";
import { consume, release } from "#server/throttle.ts";
import { firstError } from "#shared/auth/schemas.ts";
import {
  bioSchema,
  editTopicSchema,
  forumLimits,
  forumMessages as m,
  newTopicSchema,
  replySchema,
  reportSchema,
} from "#shared/forum/schemas.ts";
import { markdownMessages } from "#shared/markdown.ts";
import { ForumError } from "./errors.ts";
import { renderPostHtml } from "./markdown.ts";
import { writeMemberProfile } from "./member-profile.ts";
import {
  editCalls,
  editedPostNotices,
  moveNoticesOffDeletedReplies,
  newPostNotices,
  noticeVisible,
  notifyModeration,
  postCalls,
  unreadCount,
  unreadCountOf,
  watchByDefault,
} from "./notify.ts";
import { can, isModerator } from "./permissions.ts";
import { forumWrite } from "./queries/shared-views.ts";
import { othersRepliedSql } from "./queries/topics.ts";

type Actor = Pick<Member, "id" | "role">;

function parse<T extends z.ZodType>(schema: T, input: unknown): z.infer<T> {
  const result = schema.safeParse(input);
  if (!result.success) throw new ForumError(400, firstError(result.error));
  return result.data;
}

async function throttle(db: Database, key: string, seconds: number, message: (s: number) => string) {
  const result = await consume(db, key, 1, seconds);
  if (!result.allowed) throw new ForumError(429, message(result.retryAfter), result.retryAfter);
}

/** The post's HTML, rendered once as it is written; a post that cannot be rendered within bounds is refused. */
async function htmlFor(body: string): Promise<string> {
  const rendered = await renderPostHtml(body);
  if (!rendered.ok) throw new ForumError(400, markdownMessages[rendered.problem]);
  return rendered.html;
}

/**
 * A new post's HTML, once the member's posting limit allows it: a post refused for coming too soon is not rendered
 * at all (most refusals under load), and one that cannot be rendered gives its use of the limit back.
 */
async function throttledHtml(
  db: Database,
  key: string,
  seconds: number,
  message: (s: number) => string,
  body: string,
): Promise<string> {
  await throttle(db, key, seconds, message);
  try {
    return await htmlFor(body);
  } catch (error) {
    await release(db, key);
    throw error;
  }
}

/** Locked means settled: its author can no longer change what it says (moderators still can). */
function refuseEditWhenLocked(actor: Actor, topic: { isLocked: boolean }) {
  if (topic.isLocked && !isModerator(actor)) throw new ForumError(409, m.topicLockedEdits);
}

/** The post was deleted after the command checked it: the member sees the same 404 as if it had gone first. */
function notFoundWhenGone(error: unknown): never {
  if (isMissingReference(error)) throw new ForumError(404, m.notFound);
  throw error;
}

async function topicOwner(db: Database, topicId: number) {
  const [row] = await db
    .select({ authorId: forumTopics.authorId, isLocked: forumTopics.isLocked })
    .from(forumTopics)
    .where(eq(forumTopics.id, topicId));
  if (!row) throw new ForumError(404, m.notFound);
  return row;
}

async function replyOwner(db: Database, replyId: number) {
  const [row] = await db
    .select({ authorId: forumReplies.authorId, topicId: forumReplies.topicId, deletedAt: forumReplies.deletedAt })
    .from(forumReplies)
    .where(eq(forumReplies.id, replyId));
  if (!row || row.deletedAt) throw new ForumError(404, m.notFound);
  return row;
}

export const createTopic = forumWrite(async function createTopic(
  db: Database,
  actor: Actor,
  input: unknown,
): Promise<{ id: number }> {
  const { title, category, body } = parse(newTopicSchema, input);
  const [cat] = await db
    .select({ id: forumCategories.id })
    .from(forumCategories)
    .where(eq(forumCategories.slug, category));
  if (!cat) throw new ForumError(400, m.categoryUnknown);
  const bodyHtml = await throttledHtml(
    db,
    `topic:${actor.id}`,
    forumLimits.topicIntervalSeconds,
    m.topicRateLimited,
    body,
  );
  const called = await postCalls(db, actor.id, body);
  const [created] = await queryRows<{ id: number }>(
    db,
    sql`with post_topic as (
          insert into ${forumTopics} (title, body, body_html, category_id, author_id)
          values (${title}, ${body}, ${bodyHtml}, ${cat.id}, ${actor.id})
          returning id, title, author_id
        ), ${watchByDefault(actor.id)}, ${newPostNotices(actor.id, called, false)}
        select id from post_topic`,
  );
  return { id: created!.id };
});

/**
 * Adds a reply, counts it and tells whom it concerns in one statement, so the count never drifts and the database
 * is held for one round trip, not a transaction's several (on the embedded database a transaction holds every
 * other request's statements until it ends); a forum write because the topic's latest activity is its category's too.
 */
export const createReply = forumWrite(async function createReply(
  db: Database,
  actor: Actor,
  topicId: number,
  input: unknown,
): Promise<{ id: number }> {
  const { body } = parse(replySchema, input);
  const topic = await topicOwner(db, topicId);
  if (topic.isLocked) throw new ForumError(409, m.topicLocked);
  const bodyHtml = await throttledHtml(
    db,
    `reply:${actor.id}`,
    forumLimits.replyIntervalSeconds,
    m.replyRateLimited,
    body,
  );
  const called = await postCalls(db, actor.id, body);
  // Taking the topic's row lock first makes a concurrent lock or delete wait or win cleanly; a topic locked (or
  // deleted) meanwhile leaves post_topic empty, and then nothing is written.
  const [created] = await queryRows<{ id: number }>(
    db,
    sql`with post_topic as (
          update ${forumTopics} set reply_count = reply_count + 1, last_activity_at = now()
          where id = ${topicId} and not is_locked
          returning id, title, author_id
        ), post_reply as (
          insert into ${forumReplies} (topic_id, body, body_html, author_id)
          select id, ${body}, ${bodyHtml}, ${actor.id} from post_topic
          returning id
        ), ${watchByDefault(actor.id)}, ${newPostNotices(actor.id, called, true)}
        select id from post_reply`,
  );
  if (!created) throw new ForumError(409, m.topicLocked);
  return { id: created.id };
});

export const editTopic = forumWrite(async function editTopic(
  db: Database,
  actor: Actor,
  topicId: number,
  input: unknown,
): Promise<void> {
  const { title, body } = parse(editTopicSchema, input);
  const topic = await topicOwner(db, topicId);
  if (!can(actor, "edit", topic.authorId)) throw new ForumError(403, m.forbidden);
  refuseEditWhenLocked(actor, topic);
  const bodyHtml = await htmlFor(body);
  // A mention or a quote the edit adds calls its member as a new post would (editCalls), in the edit's statement.
  const called = await editCalls(db, topic.authorId, { topicId, replyId: null }, body);
  await db.execute(sql`with edited as (
      update ${forumTopics} set title = ${title}, body = ${body}, body_html = ${bodyHtml}, edited_at = now()
      where id = ${topicId}
      returning id, title, hidden_at
    ), edited_post as (
      select id as topic_id, null::int as reply_id, title from edited where hidden_at is null
    ), ${editedPostNotices(topic.authorId, called)}
    select 1`);
});

export const deleteTopic = forumWrite(async function deleteTopic(
  db: Database,
  actor: Actor,
  topicId: number,
  /** A moderator's words to the author, sent with the notice (from the report queue). */
  note?: string,
): Promise<void> {
  const topic = await topicOwner(db, topicId);
  if (!can(actor, "delete", topic.authorId)) throw new ForumError(403, m.forbidden);
  // Checked in the delete itself: a reply that arrives meanwhile is never taken with the topic.
  const ownersMay = isModerator(actor)
    ? undefined
    : sql`not ${othersRepliedSql(sql`${forumTopics.id}`, sql`${forumTopics.authorId}`)}`;
  await db.transaction(async (tx) => {
    const [gone] = await tx
      .delete(forumTopics)
      .where(and(eq(forumTopics.id, topicId), ownersMay))
      .returning({ title: forumTopics.title });
    if (!gone && ownersMay) throw new ForumError(409, m.topicHasReplies);
    if (gone)
      await notifyModeration(tx, {
        userIds: [topic.authorId],
        actorId: actor.id,
        detail: "topic-deleted",
        topicId: null,
        topicTitle: gone.title,
        note,
      });
  });
});

export async function editReply(
  db: Database,
  actor: Actor,
  replyId: number,
  input: unknown,
): Promise<{ topicId: number }> {
  const { body } = parse(replySchema, input);
  const reply = await replyOwner(db, replyId);
  if (!can(actor, "edit", reply.authorId)) throw new ForumError(403, m.forbidden);
  refuseEditWhenLocked(actor, await topicOwner(db, reply.topicId));
  const bodyHtml = await htmlFor(body);
  // A mention or a quote the edit adds calls its member as a new post would (editCalls), in the edit's statement.
  const called = await editCalls(db, reply.authorId, { topicId: reply.topicId, replyId }, body);
  await db.execute(sql`with edited as (
      update ${forumReplies} set body = ${body}, body_html = ${bodyHtml}, edited_at = now()
      where id = ${replyId} and deleted_at is null
      returning id, topic_id, hidden_at
    ), edited_post as (
      select e.topic_id, e.id as reply_id, t.title from edited e join ${forumTopics} t on t.id = e.topic_id
      where e.hidden_at is null
    ), ${editedPostNotices(reply.authorId, called)}
    select 1`);
  return { topicId: reply.topicId };
}

/** Marks a reply deleted (it keeps its place) and uncounts it, once, in one transaction. */
export const deleteReply = forumWrite(async function deleteReply(
  db: Database,
  actor: Actor,
  replyId: number,
  /** A moderator's words to the author, sent with the notice (from the report queue). */
  note?: string,
): Promise<{ topicId: number }> {
  const reply = await replyOwner(db, replyId);
  if (!can(actor, "delete", reply.authorId)) throw new ForumError(403, m.forbidden);
  await db.transaction(async (tx) => {
    // The topic's row first, in the order deleting a topic takes them (the topic, then its replies): the other
    // order deadlocks with it on PostgreSQL, and PostgreSQL takes a second to find that out.
    await tx
      .select({ id: forumTopics.id })
      .from(forumTopics)
      .where(eq(forumTopics.id, reply.topicId))
      .for("no key update");
    const [deleted] = await tx
      .update(forumReplies)
      .set({ deletedAt: sql`now()` })
      .where(and(eq(forumReplies.id, replyId), isNull(forumReplies.deletedAt)))
      .returning({ topicId: forumReplies.topicId });
    if (deleted) {
      const [topic] = await tx
        .update(forumTopics)
        .set({ replyCount: sql`greatest(${forumTopics.replyCount} - 1, 0)` })
        .where(eq(forumTopics.id, deleted.topicId))
        .returning({ title: forumTopics.title });
      await moveNoticesOffDeletedReplies(tx, sql`d.id = ${replyId}`);
      await notifyModeration(tx, {
        userIds: [reply.authorId],
        actorId: actor.id,
        detail: "reply-deleted",
        topicId: deleted.topicId,
        topicTitle: topic?.title ?? "",
        replyId,
        note,
      });
    }
  });
  return { topicId: reply.topicId };
});

export const setPinned = forumWrite(async function setPinned(
  db: Database,
  actor: Actor,
  topicId: number,
  pinned: boolean,
): Promise<void> {
  if (!can(actor, "pin")) throw new ForumError(403, m.forbidden);
  await topicOwner(db, topicId);
  await db.update(forumTopics).set({ isPinned: pinned }).where(eq(forumTopics.id, topicId));
});

export const setLocked = forumWrite(async function setLocked(
  db: Database,
  actor: Actor,
  topicId: number,
  locked: boolean,
): Promise<void> {
  if (!can(actor, "lock")) throw new ForumError(403, m.forbidden);
  const topic = await topicOwner(db, topicId);
  await db.transaction(async (tx) => {
    // Only a change is news: locking a locked topic tells nobody anything.
    const [changed] = await tx
      .update(forumTopics)
      .set({ isLocked: locked })
      .where(and(eq(forumTopics.id, topicId), eq(forumTopics.isLocked, !locked)))
      .returning({ title: forumTopics.title });
    if (changed)
      await notifyModeration(tx, {
        userIds: [topic.authorId],
        actorId: actor.id,
        detail: locked ? "locked" : "unlocked",
        topicId,
        topicTitle: changed.title,
      });
  });
});

export async function report(
  db: Database,
  actor: Actor,
  target: { topicId: number; replyId?: number },
  input: unknown,
): Promise<void> {
  const { reason } = parse(reportSchema, input);
  if (target.replyId !== undefined) {
    const reply = await replyOwner(db, target.replyId);
    if (reply.topicId !== target.topicId) throw new ForumError(404, m.notFound);
  } else {
    await topicOwner(db, target.topicId);
  }
  const limit = await consume(db, `report:${actor.id}`, forumLimits.reportsPerWindow, forumLimits.reportWindowSeconds);
  if (!limit.allowed) throw new ForumError(429, m.reportRateLimited(limit.retryAfter), limit.retryAfter);
  // A member's second report of a post they already reported (still open) adds nothing for moderators.
  await db
    .insert(forumReports)
    .values({ topicId: target.topicId, replyId: target.replyId ?? null, reporterId: actor.id, reason })
    .onConflictDoNothing()
    .catch(notFoundWhenGone);
}

export async function updateBio(db: Database, actor: Actor, input: unknown): Promise<void> {
  const { bio } = parse(bioSchema, input);
  await writeMemberProfile(db, actor.id, { bio });
}

/** A member's views of one topic count once within this interval (a PostgreSQL interval). */
export const viewCountInterval = "1 hour";

/**
 * A member opening a topic page, in one statement: the view counts at most once per member per topic per
 * hour; the read position moves forward to `lastReplyId` (the newest reply on screen; a position that does
 * not move writes nothing); the member's notices about the topic are read. Answers whether the view counted, and
 * the member's unread notices once these are read (the bell on this very page): counted in the same statement, the
 * unread before it less those it read, without asking again.
 */
export async function recordVisit(
  db: Database,
  actor: Actor,
  topicId: number,
  lastReplyId = 0,
): Promise<{ counted: boolean; unread: number }> {
  const [row] = await queryRows<{ counted: boolean; unread: number }>(
    db,
    sql`
    with counted as (
      insert into ${forumTopicViews} (topic_id, user_id, viewed_at) values (${topicId}, ${actor.id}, now())
      on conflict (topic_id, user_id) do update set viewed_at = now()
        where ${forumTopicViews}.viewed_at < now() - ${viewCountInterval}::interval
      returning 1
    ), moved as (
      insert into ${forumTopicReads} (topic_id, user_id, last_reply_id) values (${topicId}, ${actor.id}, ${lastReplyId})
      on conflict (user_id, topic_id) do update set last_reply_id = excluded.last_reply_id
        where ${forumTopicReads}.last_reply_id < excluded.last_reply_id
      returning 1
    ), noticed as (
      update ${notifications} set read_at = now()
      where user_id = ${actor.id} and topic_id = ${topicId} and read_at is null
      returning ${noticeVisible} as visible
    ), viewed as (
      update ${forumTopics} set view_count = view_count + 1
      where id = ${topicId} and exists (select 1 from counted)
      returning id
    )
    select exists (select 1 from viewed) as counted,
           ${unreadCountOf(actor.id)} - (select count(*)::int from noticed where visible) as unread`,
  ).catch((error: unknown) => {
    // A topic deleted while it was being opened has no view to count and nothing to read.
    if (isMissingReference(error)) return [];
    throw error;
  });
  return row ?? { counted: false, unread: await unreadCount(db, actor.id) };
}
