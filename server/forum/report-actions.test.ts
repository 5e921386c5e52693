import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, forumReports, notifications } from "#server/db/schema.ts";
import { forumMessages } from "#shared/forum/schemas.ts";
import { insertMember, seededTestDatabase } from "#tests/unit/support/database.ts";
import { createReply, createTopic, report } from "./commands.ts";
import { ForumError } from "./errors.ts";
import { topicPage } from "./pages.ts";
import { searchForum } from "./queries/search.ts";
import { handleReport, unhidePost } from "./report-actions.ts";

const db = seededTestDatabase();

/** A topic whose reply two members reported; the reply's author, a reader, a moderator, and the report's id. */
async function reportedReply(words = "Buy cheap essays at a shady site") {
  const [author, replier, reporterA, reporterB, reader] = await Promise.all(
    [1, 2, 3, 4, 5].map(() => insertMember(db(), { verified: true })),
  );
  const moderator = await insertMember(db(), { role: "moderator", verified: true });
  const topic = await createTopic(db(), author!, {
    title: "Reported reply thread",
    category: "lab-activities",
    body: "A topic whose reply someone will report.",
  });
  const reply = await createReply(db(), replier!, topic.id, { body: `${words}, unrelated to biology.` });
  for (const reporter of [reporterA!, reporterB!])
    await report(db(), reporter, { topicId: topic.id, replyId: reply.id }, { reason: "Spam, not biology." });
  const [open] = await db().select().from(forumReports).where(eq(forumReports.replyId, reply.id));
  return {
    topic,
    reply,
    replier: replier!,
    reader: reader!,
    moderator,
    reporters: [reporterA!, reporterB!],
    reportId: open!.id,
  };
}

const noticesOf = (userId: string) => db().select().from(notifications).where(eq(notifications.userId, userId));
const auditOf = (actorId: string) => db().select().from(auditLog).where(eq(auditLog.actorId, actorId));

describe("a moderator's outcome for a reported post", () => {
  it("hide: the text reaches only its author and staff (and not search); everyone is told; recorded", async () => {
    const r = await reportedReply("Hidden words zebrafishmarker");
    expect(await handleReport(db(), r.moderator, r.reportId, "hide-post", { note: "Please keep to biology." })).toEqual(
      { resolved: 2 },
    );
    const asReader = (await topicPage(db(), r.reader, r.topic.id, 1))!.replies[0]!;
    expect(asReader).toMatchObject({ hidden: true, html: null, body: null });
    const asAuthor = (await topicPage(db(), r.replier, r.topic.id, 1))!.replies[0]!;
    expect(asAuthor.html).toContain("zebrafishmarker");
    expect((await topicPage(db(), r.moderator, r.topic.id, 1))!.replies[0]!.html).toContain("zebrafishmarker");
    expect(await searchForum(db(), "zebrafishmarker")).toEqual([]);
    expect(await noticesOf(r.replier.id)).toMatchObject([
      { kind: "moderation", detail: "hidden", note: "Please keep to biology.", replyId: r.reply.id },
    ]);
    for (const reporter of r.reporters)
      expect(await noticesOf(reporter.id)).toMatchObject([{ detail: "report-resolved", note: null }]);
    expect(await auditOf(r.moderator.id)).toMatchObject([
      {
        action: "report.hide-post",
        targetId: r.replier.id,
        details: { topicId: r.topic.id, replyId: r.reply.id, reports: 2 },
      },
    ]);
    // Handled: it left the queue, and handling it again finds nothing.
    await expect(handleReport(db(), r.moderator, r.reportId, "dismiss", {})).rejects.toMatchObject({ status: 404 });
  });

  it("warn: needs the moderator's words, which reach the author; the post stays", async () => {
    const r = await reportedReply();
    const refused = await handleReport(db(), r.moderator, r.reportId, "warn-author", { note: "  " }).catch((e) => e);
    expect(refused).toBeInstanceOf(ForumError);
    expect(refused.message).toBe(forumMessages.warningNeedsNote);
    await handleReport(db(), r.moderator, r.reportId, "warn-author", { note: "Second warning: no adverts." });
    expect(await noticesOf(r.replier.id)).toMatchObject([{ detail: "warned", note: "Second warning: no adverts." }]);
    expect((await topicPage(db(), r.reader, r.topic.id, 1))!.replies[0]!.html).toContain("cheap essays");
    expect((await auditOf(r.moderator.id)).map((e) => e.action)).toEqual(["report.warn-author"]);
  });

  it("delete: the reply is deleted and its author told; deleting a topic keeps the record", async () => {
    const r = await reportedReply();
    await handleReport(db(), r.moderator, r.reportId, "delete-post", {});
    expect((await topicPage(db(), r.reader, r.topic.id, 1))!.replies[0]).toMatchObject({ deleted: true });
    expect(await noticesOf(r.replier.id)).toMatchObject([{ detail: "reply-deleted" }]);

    const author = await insertMember(db(), { verified: true });
    const topic = await createTopic(db(), author, {
      title: "A topic to delete",
      category: "lab-activities",
      body: "Whole topic reported as spam.",
    });
    await report(db(), r.reader, { topicId: topic.id }, { reason: "Spam, not biology." });
    const [open] = await db().select().from(forumReports).where(eq(forumReports.topicId, topic.id));
    await handleReport(db(), r.moderator, open!.id, "delete-post", { note: "Adverts are not allowed." });
    expect(await topicPage(db(), r.reader, topic.id, 1)).toBeNull();
    expect(await noticesOf(author.id)).toMatchObject([{ detail: "topic-deleted", note: "Adverts are not allowed." }]);
    expect((await auditOf(r.moderator.id)).map((e) => [e.action, e.targetId])).toEqual([
      ["report.delete-post", r.replier.id],
      ["report.delete-post", author.id],
    ]);
  });

  it("dismiss: the post stays, its author hears nothing; members may do none of this", async () => {
    const r = await reportedReply();
    await expect(handleReport(db(), r.reader, r.reportId, "dismiss", {})).rejects.toMatchObject({ status: 403 });
    await handleReport(db(), r.moderator, r.reportId, "dismiss", {});
    expect(await noticesOf(r.replier.id)).toEqual([]);
    expect((await topicPage(db(), r.reader, r.topic.id, 1))!.replies[0]).toMatchObject({
      hidden: false,
      deleted: false,
    });
  });

  it("staff see a topic's open reports on its page; members do not", async () => {
    const r = await reportedReply();
    expect((await topicPage(db(), r.moderator, r.topic.id, 1))!.reports).toEqual([
      {
        replyId: r.reply.id,
        author: expect.any(String),
        count: 2,
        reasons: ["Spam, not biology.", "Spam, not biology."],
      },
    ]);
    expect((await topicPage(db(), r.reader, r.topic.id, 1))!.reports).toEqual([]);
  });
});

describe("a moderator undoes a hide", () => {
  it("unhide: everyone reads the post again, its author is told, the audit log has it; twice changes nothing", async () => {
    const r = await reportedReply("Words hidden by mistake kelpforestmarker");
    await handleReport(db(), r.moderator, r.reportId, "hide-post", {});
    expect((await topicPage(db(), r.reader, r.topic.id, 1))!.replies[0]).toMatchObject({ hidden: true, html: null });

    await unhidePost(db(), r.moderator, { topicId: r.topic.id, replyId: r.reply.id });
    const asReader = (await topicPage(db(), r.reader, r.topic.id, 1))!.replies[0]!;
    expect(asReader.hidden).toBe(false);
    expect(asReader.html).toContain("kelpforestmarker");
    expect((await searchForum(db(), "kelpforestmarker")).map((hit) => hit.topicId)).toContain(r.topic.id);
    expect((await noticesOf(r.replier.id)).map((n) => n.detail)).toEqual(["hidden", "unhidden"]);
    expect((await auditOf(r.moderator.id)).map((a) => a.action).sort()).toEqual([
      "report.hide-post",
      "report.unhide-post",
    ]);

    await unhidePost(db(), r.moderator, { topicId: r.topic.id, replyId: r.reply.id });
    expect(await noticesOf(r.replier.id)).toHaveLength(2);
  });

  it("is refused to a member (403) and to a post that is not in the topic named (404)", async () => {
    const r = await reportedReply();
    await handleReport(db(), r.moderator, r.reportId, "hide-post", {});
    await expect(unhidePost(db(), r.reader, { topicId: r.topic.id, replyId: r.reply.id })).rejects.toMatchObject({
      status: 403,
    });
    await expect(
      unhidePost(db(), r.moderator, { topicId: r.topic.id + 1, replyId: r.reply.id }),
    ).rejects.toBeInstanceOf(ForumError);
    expect((await topicPage(db(), r.reader, r.topic.id, 1))!.replies[0]).toMatchObject({ hidden: true });
  });
});
