import { describe, expect, it } from "vitest";
import { moderatorTopicIntents, type TopicIntent, topicIntents } from "#shared/forum/intents.ts";
import { forumMessages } from "#shared/forum/schemas.ts";
import { insertMember, seededTestDatabase, type TestMember } from "#tests/unit/support/database.ts";
import { createReply, createTopic } from "./commands.ts";
import { ForumError } from "./errors.ts";
import { topicIntent } from "./topic-actions.ts";

const db = seededTestDatabase();

/** A topic with one reply, by the given members or each by a new one (posting limits are per member). */
async function topicWithReply(author?: TestMember, replier?: TestMember) {
  const topic = await createTopic(db(), author ?? (await insertMember(db())), {
    title: "Which soil kits work in class?",
    category: "lab-activities",
    body: "Which low-cost soil kits have worked for your classes?",
  });
  const reply = await createReply(db(), replier ?? (await insertMember(db())), topic.id, {
    body: "The cheap ones, mostly.",
  });
  return { topicId: topic.id, replyId: reply.id };
}

/** The form a page posts for an intent, with every field any intent reads. */
function form(intent: string | undefined, replyId: number): FormData {
  const data = new FormData();
  if (intent !== undefined) data.set("intent", intent);
  data.set("title", "Which soil kits work best in class?");
  data.set("body", "An edited message that is long enough.");
  data.set("reason", "This looks like spam to me.");
  if (intent?.endsWith("-reply")) data.set("replyId", String(replyId));
  return data;
}

async function outcome(promise: Promise<unknown>) {
  return promise.then(
    (value) => (value instanceof Response ? { status: value.status } : value),
    (error: unknown) => (error instanceof ForumError ? { refused: error.status, message: error.message } : error),
  );
}

describe("a topic page's intents (shared/forum/intents.ts)", () => {
  it("are each carried out by the action: redirected or answered, never an unknown action", async () => {
    const done = new Map<TopicIntent, unknown>();
    for (const intent of topicIntents) {
      // A moderator may do everything the page offers: edit and delete their own posts, like and report others'.
      const moderator = await insertMember(db(), { role: "moderator" });
      const own = /^(edit|delete)-/.test(intent) ? moderator : undefined;
      const { topicId, replyId } = await topicWithReply(own, own);
      done.set(intent, await outcome(topicIntent(db(), moderator, topicId, form(intent, replyId))));
    }
    for (const [intent, result] of done) {
      expect(result, intent).not.toHaveProperty("refused");
      expect([{ status: 302 }, { ok: true }, { ok: true, message: forumMessages.reported }], intent).toContainEqual(
        result,
      );
    }
  });

  it("refuse the moderators' intents to a member", async () => {
    for (const intent of moderatorTopicIntents) {
      const { topicId, replyId } = await topicWithReply();
      const member = await insertMember(db());
      expect(await outcome(topicIntent(db(), member, topicId, form(intent, replyId))), intent).toEqual({
        refused: 403,
        message: forumMessages.forbidden,
      });
    }
  });

  it("refuse a form with no intent or one the page does not know, with 400", async () => {
    const { topicId, replyId } = await topicWithReply();
    const member = await insertMember(db());
    for (const intent of [undefined, "promote", "Reply", "__proto__", ""]) {
      expect(await outcome(topicIntent(db(), member, topicId, form(intent, replyId))), String(intent)).toEqual({
        refused: 400,
        message: forumMessages.unknownAction,
      });
    }
  });
});
