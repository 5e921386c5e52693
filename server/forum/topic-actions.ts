import { redirect } from "react-router";
import type { Member } from "#server/auth/service.ts";
import type { Database } from "#server/db/client.ts";
import { topicIntentOf } from "#shared/forum/intents.ts";
import { forumPaths } from "#shared/forum/paths.ts";
import { forumMessages, parseId } from "#shared/forum/schemas.ts";
import type { ForumActionData } from "#shared/forum/types.ts";
import { pick } from "./action.ts";
import {
  createReply,
  deleteReply,
  deleteTopic,
  editReply,
  editTopic,
  report,
  setLocked,
  setPinned,
} from "./commands.ts";
import { ForumError } from "./errors.ts";
import { setWatching } from "./notify.ts";
import { getTopic, replyUrl } from "./queries/topics.ts";
import { toggleLike } from "./reading.ts";
import { unhidePost } from "./report-actions.ts";

async function topicOwnerExists(db: Database, topicId: number) {
  if (!(await getTopic(db, topicId))) throw new ForumError(404, forumMessages.notFound);
}

type Actor = Pick<Member, "id" | "role">;

/**
 * What a form posted to a topic page does, by its intent, and where the member lands afterwards: on the
 * topic, or on the page of the reply they wrote, edited or deleted. Refusals are thrown as ForumError
 * (run it inside runForumAction).
 */
export async function topicIntent(
  db: Database,
  actor: Actor,
  topicId: number,
  form: FormData,
): Promise<Response | ForumActionData> {
  const topicUrl = forumPaths.topic(topicId);
  const replyId = () => {
    const value = parseId(form.get("replyId"));
    if (value === undefined) throw new ForumError(404, forumMessages.notFound);
    return value;
  };
  const toReply = async (id: number) => redirect((await replyUrl(db, topicId, id)) ?? topicUrl);
  const intent = topicIntentOf(form.get("intent"));
  if (!intent) throw new ForumError(400, forumMessages.unknownAction);
  switch (intent) {
    case "reply": {
      const reply = await createReply(db, actor, topicId, pick(form, "body"));
      return toReply(reply.id);
    }
    case "edit-topic":
      await editTopic(db, actor, topicId, pick(form, "title", "body"));
      return redirect(topicUrl);
    case "delete-topic":
      await deleteTopic(db, actor, topicId);
      return redirect(forumPaths.home);
    case "edit-reply": {
      const id = replyId();
      const edited = await editReply(db, actor, id, pick(form, "body"));
      if (edited.topicId !== topicId) throw new ForumError(404, forumMessages.notFound);
      return toReply(id);
    }
    case "delete-reply": {
      // A deleted reply keeps its place, so the member stays where they were reading.
      const id = replyId();
      await deleteReply(db, actor, id);
      return toReply(id);
    }
    case "pin":
    case "unpin":
      await setPinned(db, actor, topicId, intent === "pin");
      return redirect(topicUrl);
    case "lock":
    case "unlock":
      await setLocked(db, actor, topicId, intent === "lock");
      return redirect(topicUrl);
    case "unhide": {
      const target = form.get("replyId") ? { topicId, replyId: replyId() } : { topicId };
      await unhidePost(db, actor, target);
      return target.replyId === undefined ? redirect(topicUrl) : toReply(target.replyId);
    }
    case "report": {
      const target = form.get("replyId") ? { topicId, replyId: replyId() } : { topicId };
      await report(db, actor, target, pick(form, "reason"));
      return { ok: true, message: forumMessages.reported };
    }
    case "like": {
      const target = form.get("replyId") ? { topicId, replyId: replyId() } : { topicId };
      await toggleLike(db, actor.id, target);
      return { ok: true };
    }
    case "watch":
    case "unwatch":
      await topicOwnerExists(db, topicId);
      await setWatching(db, topicId, actor.id, intent === "watch");
      return { ok: true };
  }
}
