import { and, eq, isNotNull, isNull, sql } from "drizzle-orm";
import { recordAudit } from "#server/audit.ts";
import type { Member } from "#server/auth/service.ts";
import { type Database, queryRows } from "#server/db/client.ts";
import { forumReplies, forumReports, forumTopics } from "#server/db/schema.ts";
import { firstError } from "#shared/auth/schemas.ts";
import type { ReportIntent } from "#shared/forum/intents.ts";
import { forumMessages as m, reportNoteSchema } from "#shared/forum/schemas.ts";
import { deleteReply, deleteTopic } from "./commands.ts";
import { ForumError } from "./errors.ts";
import { notifyModeration } from "./notify.ts";
import { can } from "./permissions.ts";
import { forumWrite } from "./queries/shared-views.ts";

type Actor = Pick<Member, "id" | "role">;

/** A post's author and its topic's title (a reply's only within the topic named); 404 when there is none. */
async function postAuthorAndTitle(db: Database, topicId: number, replyId: number | null | undefined) {
  const [post] = replyId
    ? await db
        .select({ authorId: forumReplies.authorId, title: forumTopics.title })
        .from(forumReplies)
        .innerJoin(forumTopics, eq(forumTopics.id, forumReplies.topicId))
        .where(and(eq(forumReplies.id, replyId), eq(forumReplies.topicId, topicId)))
    : await db
        .select({ authorId: forumTopics.authorId, title: forumTopics.title })
        .from(forumTopics)
        .where(eq(forumTopics.id, topicId));
  if (!post) throw new ForumError(404, m.notFound);
  return post;
}

/**
 * A moderator's outcome for a reported post, from the report queue: every open report of the post is resolved (its
 * reporters hear it was handled), the outcome is carried out (hide, delete or warn: the author hears of it, with the
 * moderator's note; dismiss leaves the post alone) and written to the audit log (who, when, what, which post), which
 * outlives the post and its reports. All in one transaction: the queue never shows a post handled half-way.
 */
export const handleReport = forumWrite(async function handleReport(
  db: Database,
  actor: Actor,
  reportId: number,
  intent: ReportIntent,
  input: unknown,
): Promise<{ resolved: number }> {
  if (!can(actor, "moderate")) throw new ForumError(403, m.forbidden);
  const parsed = reportNoteSchema.safeParse(input);
  if (!parsed.success) throw new ForumError(400, firstError(parsed.error));
  const { note } = parsed.data;
  if (intent === "warn-author" && !note) throw new ForumError(400, m.warningNeedsNote);
  return db.transaction(async (tx) => {
    const rows = await queryRows<{ reporter_id: string; topic_id: number; reply_id: number | null }>(
      tx,
      sql`
      update ${forumReports} r set resolved_at = now(), resolved_by = ${actor.id}
      from ${forumReports} me
      where me.id = ${reportId} and me.resolved_at is null and r.resolved_at is null
        and r.topic_id = me.topic_id and r.reply_id is not distinct from me.reply_id
      returning r.reporter_id, r.topic_id, r.reply_id`,
    );
    const first = rows[0];
    if (!first) throw new ForumError(404, m.notFound);
    const topicId = first.topic_id;
    const replyId = first.reply_id;
    const post = await postAuthorAndTitle(tx, topicId, replyId);
    const notice = { actorId: actor.id, topicTitle: post.title, note };
    await notifyModeration(tx, {
      ...notice,
      note: undefined,
      userIds: rows.map((r) => r.reporter_id),
      detail: "report-resolved",
      topicId,
      replyId: replyId ?? undefined,
    });
    await recordAudit(tx, {
      actorId: actor.id,
      action: `report.${intent}`,
      targetId: post.authorId,
      details: { topicId, replyId, reports: rows.length },
    });
    const author = { ...notice, userIds: [post.authorId], topicId, replyId: replyId ?? undefined };
    switch (intent) {
      case "hide-post": {
        const table = replyId ? forumReplies : forumTopics;
        const [hidden] = await tx
          .update(table)
          .set({ hiddenAt: sql`now()` })
          .where(and(eq(table.id, replyId ?? topicId), isNull(table.hiddenAt)))
          .returning({ id: table.id });
        if (hidden) await notifyModeration(tx, { ...author, detail: "hidden" });
        break;
      }
      case "delete-post":
        // Last: deleting a topic takes its reports with it (the audit entry above stays).
        if (replyId) await deleteReply(tx, actor, replyId, note);
        else await deleteTopic(tx, actor, topicId, note);
        break;
      case "warn-author":
        await notifyModeration(tx, { ...author, detail: "warned" });
        break;
      case "dismiss":
        break;
    }
    return { resolved: rows.length };
  });
});

/**
 * A moderator undoes a hide (Discourse's "unhide"): everyone reads the post again, its author is told, and the
 * audit log has it beside the hide. A post that is not hidden is left as it is.
 */
export const unhidePost = forumWrite(async function unhidePost(
  db: Database,
  actor: Actor,
  target: { topicId: number; replyId?: number },
): Promise<void> {
  if (!can(actor, "moderate")) throw new ForumError(403, m.forbidden);
  const { topicId, replyId } = target;
  await db.transaction(async (tx) => {
    const post = await postAuthorAndTitle(tx, topicId, replyId);
    const table = replyId ? forumReplies : forumTopics;
    const [shown] = await tx
      .update(table)
      .set({ hiddenAt: null })
      .where(and(eq(table.id, replyId ?? topicId), isNotNull(table.hiddenAt)))
      .returning({ id: table.id });
    if (!shown) return;
    await notifyModeration(tx, {
      userIds: [post.authorId],
      actorId: actor.id,
      detail: "unhidden",
      topicId,
      topicTitle: post.title,
      replyId,
    });
    await recordAudit(tx, {
      actorId: actor.id,
      action: "report.unhide-post",
      targetId: post.authorId,
      details: { topicId, replyId: replyId ?? null, reports: 0 },
    });
  });
});
