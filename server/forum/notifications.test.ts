import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { forumReplies, user } from "#server/db/schema.ts";
import { forumPaths } from "#shared/forum/paths.ts";
import { forumLimits } from "#shared/forum/schemas.ts";
import { insertMember, seededTestDatabase, type TestMember } from "#tests/unit/support/database.ts";
import * as commands from "./commands.ts";
import { ForumError } from "./errors.ts";
import {
  CALLS_PER_POST,
  listNotifications,
  markNotificationsRead,
  mentionedUsernames,
  quotedPosts,
  setWatching,
  unreadCount,
} from "./notify.ts";
import { topicPage } from "./pages.ts";
import { getTopic } from "./queries/topics.ts";
import { toggleLike, viewerState, withUnread } from "./reading.ts";
import { handleReport } from "./report-actions.ts";

const db = seededTestDatabase();
const makeMember = (role: TestMember["role"] = "member") => insertMember(db(), { role });

async function topicBy(author: TestMember, body = "A question for the community about soil kits.") {
  return (await commands.createTopic(db(), author, { title: "Soil kits that work", category: "lab-activities", body }))
    .id;
}

/** Reply posting is rate limited per member, so each reply here comes from a member who has not posted yet. */
const reply = (author: TestMember, topicId: number, body: string) =>
  commands.createReply(db(), author, topicId, { body });

/**
 * More replies than a page holds (five more), written one second apart on 2026-01-01 (posting them through the
 * command is rate limited); their ids in order.
 */
const longTopicReplies = (topicId: number, author: TestMember) =>
  db()
    .insert(forumReplies)
    .values(
      Array.from({ length: forumLimits.repliesPerPage + 5 }, (_, n) => ({
        topicId,
        authorId: author.id,
        body: `Reply ${n + 1} of a long topic.`,
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, n)),
      })),
    )
    .returning({ id: forumReplies.id });
const kinds = async (member: TestMember) => (await listNotifications(db(), member.id)).map((n) => n.kind);

describe("reading mentions and quotes from Markdown", () => {
  it("finds @names outside code and addresses, once each", () => {
    expect(mentionedUsernames("Thanks @Alice_1 and @bob.smith. cc @alice_1")).toEqual(["alice_1", "bob.smith"]);
    expect(mentionedUsernames("mail me@example.org or see `@code` and\n```\n@fenced\n```")).toEqual([]);
    expect(mentionedUsernames("> **@quoted** [wrote](/community/forum/topic/1):\n> hi @inside\n\nme too")).toEqual([]);
  });

  it("finds the posts a quote block links back to", () => {
    const body =
      "> **@ana** [wrote](/community/forum/topic/5?reply=12):\n> Use iodine.\n\nAgreed.\n\n> **@bo** [wrote](/community/forum/topic/7):\n> Hi";
    expect(quotedPosts(body)).toEqual([
      { topicId: 5, replyId: 12 },
      { topicId: 7, replyId: null },
    ]);
    expect(quotedPosts("I [wrote](/community/forum/topic/5?reply=12) this, not a quote")).toEqual([]);
  });
});

describe("who hears of a new post", () => {
  it("a reply tells the topic's author and its watchers, never the one who wrote it", async () => {
    const [author, first, second] = [await makeMember(), await makeMember(), await makeMember()];
    const topicId = await topicBy(author);
    await reply(first, topicId, "We used a kit from the garden centre.");
    expect(await kinds(author)).toEqual(["reply"]);
    expect(await kinds(first)).toEqual([]);
    await reply(second, topicId, "Same here, it worked well.");
    // The author's unread notice now stands for both replies.
    expect(await kinds(author)).toEqual(["reply"]);
    expect((await listNotifications(db(), author.id))[0]?.replies).toBe(2);
    // Replying watched the topic for the first replier.
    expect(await kinds(first)).toEqual(["watched-reply"]);
    expect(await kinds(second)).toEqual([]);
  });

  it("an unread notice of replies stands for every reply after it; once read, the next reply is a new notice", async () => {
    const [author, watcher, ...students] = await Promise.all(Array.from({ length: 7 }, () => makeMember()));
    const topicId = await topicBy(author!);
    await reply(watcher!, topicId, "Our class will try this on Friday.");
    const answers: number[] = [];
    for (const [n, student] of students.slice(0, 3).entries())
      answers.push((await reply(student!, topicId, `Student answer ${n + 1}: the radish seeds sprouted first.`)).id);
    const [told] = await listNotifications(db(), watcher!.id);
    expect(await kinds(watcher!)).toEqual(["watched-reply"]);
    // It points at the first of them: opening it starts where the member stopped reading.
    expect(told).toMatchObject({ replies: 3, read: false, href: forumPaths.post(topicId, answers[0]!) });
    expect(await unreadCount(db(), watcher!.id)).toBe(1);
    expect((await listNotifications(db(), author!.id)).map((n) => n.replies)).toEqual([4]);

    // A mention is always its own notice.
    await reply(students[3]!, topicId, `@${watcher!.username} what did your class find?`);
    expect(await kinds(watcher!)).toEqual(["mention", "watched-reply"]);

    await topicPage(db(), watcher!, topicId, 1);
    expect(await unreadCount(db(), watcher!.id)).toBe(0);
    await reply(students[4]!, topicId, "The beans were slower but grew taller.");
    const after = await listNotifications(db(), watcher!.id);
    expect(after.map((n) => [n.kind, n.replies, n.read])).toEqual([
      ["watched-reply", 1, false],
      ["mention", 1, true],
      // Read before the last reply: it keeps the count it had when it was read (the mention's reply among them).
      ["watched-reply", 4, true],
    ]);
  });

  it("stop watching ends reply notices (a mention still arrives); watch again brings them back", async () => {
    const [author, a, b, c] = [await makeMember(), await makeMember(), await makeMember(), await makeMember()];
    const topicId = await topicBy(author);
    await setWatching(db(), topicId, author.id, false);
    await reply(a, topicId, "A first answer.");
    expect(await kinds(author)).toEqual([]);
    await reply(b, topicId, `@${author.username} did you try the iodine test?`);
    expect(await kinds(author)).toEqual(["mention"]);
    await setWatching(db(), topicId, author.id, true);
    await reply(c, topicId, "One more answer.");
    expect(await kinds(author)).toEqual(["reply", "mention"]);
  });

  it("one notice per member per post: a mention wins over a reply; unknown names and self-mentions are nothing", async () => {
    const [author, other] = [await makeMember(), await makeMember()];
    const topicId = await topicBy(author);
    await reply(other, topicId, `@${author.username} @${other.username} @nobody_here thanks!`);
    expect(await kinds(author)).toEqual(["mention"]);
    expect(await kinds(other)).toEqual([]);
  });

  it("the most specific reason wins: quoted and mentioned is a mention, a watcher quoted is a quote", async () => {
    const [author, watcher, both, writer] = [
      await makeMember(),
      await makeMember(),
      await makeMember(),
      await makeMember(),
    ];
    const topicId = await topicBy(author);
    const { id: watcherReply } = await reply(watcher, topicId, "Iodine turns starch blue-black.");
    const { id: bothReply } = await reply(both, topicId, "Benedict's solution needs heat.");
    const quote = (who: TestMember, id: number) =>
      `> **@${who.username}** [wrote](/community/forum/topic/${topicId}?reply=${id}):\n> …\n\n`;
    await reply(writer, topicId, `${quote(watcher, watcherReply)}${quote(both, bothReply)}@${both.username} agreed.`);
    expect((await kinds(watcher)).slice(0, 1)).toEqual(["quote"]);
    expect((await kinds(both)).slice(0, 1)).toEqual(["mention"]);
    expect((await kinds(author)).slice(0, 1)).toEqual(["reply"]);
    // One notice each for the post: the watcher's earlier one came from the second reply.
    expect(await kinds(watcher)).toEqual(["quote", "watched-reply"]);
    expect(await kinds(both)).toEqual(["mention"]);
  });

  it("a mention in a new topic, and a quote of a reply, reach their members", async () => {
    const [author, quoted, quoter, mentioned] = [
      await makeMember(),
      await makeMember(),
      await makeMember(),
      await makeMember(),
    ];
    const topicId = await topicBy(author, `Hello @${mentioned.username}, what do you think?`);
    expect(await kinds(mentioned)).toEqual(["mention"]);
    const { id: replyId } = await reply(quoted, topicId, "Iodine turns starch blue-black.");
    await reply(
      quoter,
      topicId,
      `> **@${quoted.username}** [wrote](/community/forum/topic/${topicId}?reply=${replyId}):\n> Iodine turns starch blue-black.\n\nYes!`,
    );
    expect(await kinds(quoted)).toEqual(["quote"]);
    const [notice] = await listNotifications(db(), quoted.id);
    expect(notice).toMatchObject({ actor: { username: quoter.username }, topicTitle: "Soil kits that work" });
    expect(notice?.href).toMatch(new RegExp(`^/community/forum/topic/${topicId}\\?reply=\\d+$`));
  });
});

describe("one post cannot page a crowd (issue 27, item 13)", () => {
  /** A reply written straight into the database: the test needs many, from many authors, at once. */
  async function replyBy(author: TestMember, topicId: number) {
    const [row] = await db()
      .insert(forumReplies)
      .values({ topicId, authorId: author.id, body: "An earlier answer." })
      .returning({ id: forumReplies.id });
    return row!.id;
  }
  const crowd = async (n: number) => Promise.all(Array.from({ length: n }, () => makeMember()));
  const called = async (members: TestMember[]) => {
    const out: TestMember[] = [];
    for (const m of members) if ((await kinds(m)).some((k) => k === "mention" || k === "quote")) out.push(m);
    return out;
  };

  it("20 mentions and 20 quotes call the first 10 members written, from a confirmed account", async () => {
    const [author, writer] = [await makeMember(), await insertMember(db(), { verified: true })];
    const topicId = await topicBy(author);
    const [mentioned, quoted] = [await crowd(20), await crowd(20)];
    const quotes = [];
    for (const m of quoted) {
      const replyId = await replyBy(m, topicId);
      quotes.push(
        `> **@${m.username}** [wrote](/community/forum/topic/${topicId}?reply=${replyId}):\n> An earlier answer.`,
      );
    }
    const mentions = mentioned.map((m) => `@${m.username}`).join(" ");
    await reply(writer, topicId, `${quotes.join("\n\n")}\n\nThanks ${mentions}!`);
    expect(CALLS_PER_POST.verified).toBe(10);
    expect(await called([...mentioned, ...quoted])).toEqual(mentioned.slice(0, CALLS_PER_POST.verified));
    // The topic's author hears of the reply as ever.
    expect(await kinds(author)).toEqual(["reply"]);
  });

  it("an account whose address is not confirmed calls 2 at most", async () => {
    const [author, writer] = [await makeMember(), await makeMember()];
    const topicId = await topicBy(author);
    const mentioned = await crowd(5);
    await reply(writer, topicId, mentioned.map((m) => `@${m.username}`).join(" "));
    expect(await called(mentioned)).toEqual(mentioned.slice(0, CALLS_PER_POST.unverified));
  });

  it("a quote header naming a post that does not exist, is deleted, or is not in the topic it names calls nobody", async () => {
    const [author, other, deleted, elsewhere] = [
      await makeMember(),
      await makeMember(),
      await makeMember(),
      await makeMember(),
    ];
    const writer = await insertMember(db(), { verified: true });
    const topicId = await topicBy(author);
    const otherTopic = await topicBy(other);
    const deletedId = await replyBy(deleted, topicId);
    await commands.deleteReply(db(), deleted, deletedId);
    const elsewhereId = await replyBy(elsewhere, otherTopic);
    const header = (topic: number, replyId?: number) =>
      `> **@x** [wrote](/community/forum/topic/${topic}${replyId ? `?reply=${replyId}` : ""}):\n> Quoted.`;
    const forged = [
      header(topicId, 999_999_999),
      header(999_999_999),
      header(topicId, deletedId),
      // A real reply, named under a topic it is not in.
      header(topicId, elsewhereId),
    ];
    await reply(writer, topicId, `${forged.join("\n\n")}\n\nForged.`);
    expect(await kinds(deleted)).toEqual([]);
    expect(await kinds(elsewhere)).toEqual([]);
    expect(await kinds(other)).toEqual([]);
    // The same reply under its own topic, and a topic's own post, are real quotes.
    const again = await insertMember(db(), { verified: true });
    await reply(again, topicId, `${header(otherTopic, elsewhereId)}\n\n${header(otherTopic)}\n\nReal.`);
    expect(await kinds(elsewhere)).toEqual(["quote"]);
    expect(await kinds(other)).toEqual(["quote"]);
  });
});

describe("an edit that calls someone (as Discourse notifies on edit)", () => {
  const editReply = (actor: TestMember, replyId: number, body: string) =>
    commands.editReply(db(), actor, replyId, { body });
  const quoteOf = (who: TestMember, topicId: number, replyId?: number) =>
    `> **@${who.username}** [wrote](/community/forum/topic/${topicId}${replyId ? `?reply=${replyId}` : ""}):\n> …\n\n`;

  it("a mention added by editing a reply reaches its member once, from the post's author; never the author", async () => {
    const [author, writer, added] = [await makeMember(), await makeMember(), await makeMember()];
    const topicId = await topicBy(author);
    const { id: replyId } = await reply(writer, topicId, "Iodine turns starch blue-black.");
    await editReply(writer, replyId, `Iodine turns starch blue-black, @${added.username}. And @${writer.username}.`);
    const [notice] = await listNotifications(db(), added.id);
    expect(notice).toMatchObject({
      kind: "mention",
      actor: { username: writer.username },
      topicTitle: "Soil kits that work",
      href: forumPaths.post(topicId, replyId),
    });
    expect(await kinds(writer)).toEqual([]);
    // Editing again, or removing the mention and writing it back, is not news twice.
    await editReply(writer, replyId, `Iodine turns starch blue-black, @${added.username}! Edited.`);
    await editReply(writer, replyId, "Iodine turns starch blue-black.");
    await editReply(writer, replyId, `Back again, @${added.username}.`);
    expect(await kinds(added)).toEqual(["mention"]);
    // The topic's author heard of the reply, as ever, and of nothing more.
    expect(await kinds(author)).toEqual(["reply"]);
  });

  it("members the post called when written are not called again; nor one past its limit that the edit did not add", async () => {
    const [author, writer, ...named] = await Promise.all(Array.from({ length: 6 }, () => makeMember()));
    const topicId = await topicBy(author!);
    // An unconfirmed account calls 2: the third named member is past the limit.
    const mentions = named.slice(0, 3).map((m) => `@${m!.username}`);
    const { id: replyId } = await reply(writer!, topicId, `Thanks ${mentions.join(" ")}.`);
    expect(await kinds(named[0]!)).toEqual(["mention"]);
    expect(await kinds(named[2]!)).toEqual([]);
    await editReply(writer!, replyId, `Thank you ${mentions.join(" ")} and @${named[3]!.username}.`);
    for (const m of named.slice(0, 2)) expect(await kinds(m!)).toEqual(["mention"]);
    // The post has called its 2: neither the one it named before nor the one the edit added is called.
    expect(await kinds(named[2]!)).toEqual([]);
    expect(await kinds(named[3]!)).toEqual([]);
    // Once the writer confirms their address the post may call 10, but an edit calls only a member it adds: not those
    // the text named already, past the limit it had then (an edit that fixes a typo is no news to them).
    await db().update(user).set({ emailVerified: true }).where(eq(user.id, writer!.id));
    await editReply(writer!, replyId, `Thank you ${mentions.join(" ")}, and @${named[3]!.username} too.`);
    expect(await kinds(named[2]!)).toEqual([]);
    expect(await kinds(named[3]!)).toEqual([]);
    await editReply(writer!, replyId, `Thank you ${mentions.join(" ")}, @${named[3]!.username}, @${author!.username}.`);
    expect(await kinds(named[2]!)).toEqual([]);
    expect(await kinds(named[3]!)).toEqual([]);
    expect(await kinds(author!)).toEqual(["mention", "reply"]);
  });

  it("an edit calls no more than what is left of the post's CALLS_PER_POST", async () => {
    const [author, writer] = [await makeMember(), await insertMember(db(), { verified: true })];
    const topicId = await topicBy(author);
    const crowd = await Promise.all(Array.from({ length: 12 }, () => makeMember()));
    const first = crowd.slice(0, 8).map((m) => `@${m.username}`);
    const { id: replyId } = await reply(writer, topicId, `Hello ${first.join(" ")}.`);
    await editReply(writer, replyId, `Hello ${crowd.map((m) => `@${m.username}`).join(" ")}.`);
    const calledNow = [];
    for (const m of crowd) if ((await kinds(m)).includes("mention")) calledNow.push(m);
    expect(calledNow).toEqual(crowd.slice(0, CALLS_PER_POST.verified));
    // Each called once, the post's limit reached: a later edit calls nobody more.
    for (const m of crowd.slice(0, CALLS_PER_POST.verified)) expect(await kinds(m)).toEqual(["mention"]);
    await editReply(writer, replyId, `Hello ${crowd.map((m) => `@${m.username}`).join(" ")} again.`);
    for (const m of crowd.slice(CALLS_PER_POST.verified)) expect(await kinds(m)).toEqual([]);
  });

  it("editing a topic to quote a reply and mention a member calls both, with the title it has now", async () => {
    const [author, quoted, mentioned] = [await makeMember(), await makeMember(), await makeMember()];
    const topicId = await topicBy(author);
    const { id: replyId } = await reply(quoted, topicId, "Iodine turns starch blue-black.");
    await commands.editTopic(db(), author, topicId, {
      title: "Soil kits that work, edited",
      body: `${quoteOf(quoted, topicId, replyId)}As @${mentioned.username} and this answer say.`,
    });
    const [quote] = await listNotifications(db(), quoted.id);
    expect(quote).toMatchObject({
      kind: "quote",
      actor: { username: author.username },
      topicTitle: "Soil kits that work, edited",
      href: forumPaths.post(topicId, null),
    });
    expect(await kinds(mentioned)).toEqual(["mention"]);
    expect(await kinds(author)).toEqual(["reply"]);
  });

  it("a post hidden by a moderator calls nobody: the member could not read it", async () => {
    const [author, writer, hiddenFrom] = [await makeMember(), await makeMember(), await makeMember()];
    const topicId = await topicBy(author);
    const { id: replyId } = await reply(writer, topicId, "An answer a moderator will hide.");
    await db().update(forumReplies).set({ hiddenAt: new Date() }).where(eq(forumReplies.id, replyId));
    await editReply(writer, replyId, `Hidden, yet @${hiddenFrom.username} is named.`);
    expect(await kinds(hiddenFrom)).toEqual([]);
  });
});

describe("moderators' actions", () => {
  it("locking, deleting a reply or a topic tell its author; resolving a report tells who reported", async () => {
    const [author, replier, reporter, moderator] = [
      await makeMember(),
      await makeMember(),
      await makeMember(),
      await makeMember("moderator"),
    ];
    const topicId = await topicBy(author);
    await commands.setLocked(db(), moderator, topicId, true);
    await commands.setLocked(db(), moderator, topicId, true);
    await commands.setLocked(db(), moderator, topicId, false);
    expect((await listNotifications(db(), author.id)).map((n) => n.detail)).toEqual(["unlocked", "locked"]);
    // "A moderator", in the page and in its data: which one is not the member's to know.
    expect((await listNotifications(db(), author.id)).map((n) => n.actor)).toEqual([null, null]);

    const { id: replyId } = await reply(replier, topicId, "An answer a moderator will remove.");
    await commands.report(db(), reporter, { topicId, replyId }, { reason: "Off-topic advertising here" });
    const [open] = await db().query.forumReports.findMany({ where: (r, { eq }) => eq(r.replyId, replyId) });
    await handleReport(db(), moderator, open!.id, "dismiss", {});
    expect((await listNotifications(db(), reporter.id)).map((n) => n.detail)).toEqual(["report-resolved"]);
    await commands.deleteReply(db(), moderator, replyId);
    expect((await listNotifications(db(), replier.id)).map((n) => n.detail)).toEqual(["reply-deleted"]);

    await commands.deleteTopic(db(), moderator, topicId);
    const [gone] = await listNotifications(db(), author.id);
    expect(gone).toMatchObject({ detail: "topic-deleted", topicTitle: "Soil kits that work", href: null });
  });

  it("members acting on their own posts hear nothing of it", async () => {
    const author = await makeMember();
    const topicId = await topicBy(author);
    const { id } = await reply(author, topicId, "Answering myself first.");
    await commands.deleteReply(db(), author, id);
    await commands.deleteTopic(db(), author, topicId);
    expect(await kinds(author)).toEqual([]);
  });
});

describe("reading notices", () => {
  it("a notice about a reply since deleted is no longer shown or counted", async () => {
    const [author, replier] = [await makeMember(), await makeMember()];
    const topicId = await topicBy(author);
    const { id } = await reply(replier, topicId, "Soon to be deleted by its author.");
    expect(await unreadCount(db(), author.id)).toBe(1);
    await commands.deleteReply(db(), replier, id);
    expect(await unreadCount(db(), author.id)).toBe(0);
    expect(await listNotifications(db(), author.id)).toEqual([]);
    // Opening the topic reads that uncounted notice too, and the page's bell still counts the one elsewhere.
    await reply(await makeMember(), await topicBy(await makeMember()), `@${author.username} over here.`);
    const page = await topicPage(db(), author, topicId, 1);
    expect(page?.unread).toBe(1);
    expect(await unreadCount(db(), author.id)).toBe(1);
  });

  it("a notice whose reply is deleted moves to the next reply it stood for, so the replies folded into it still reach the member", async () => {
    const [author, first, second, third] = await Promise.all(Array.from({ length: 4 }, () => makeMember()));
    const topicId = await topicBy(author!);
    const gone = await reply(first!, topicId, "Posted in the wrong topic, sorry.");
    const kept = await reply(second!, topicId, "Our radishes came up on day three.");
    await reply(third!, topicId, "Ours on day four, in the cold room.");
    const moderator = await makeMember("moderator");
    await commands.deleteReply(db(), moderator, gone.id);
    const [moved] = await listNotifications(db(), author!.id);
    expect(moved).toMatchObject({
      kind: "reply",
      actor: { username: second!.username },
      replies: 2,
      href: forumPaths.post(topicId, kept.id),
      read: false,
    });
    expect(await unreadCount(db(), author!.id)).toBe(1);

    // Deleting the last reply it stands for leaves nothing to follow: hidden, and the next reply is a new notice.
    const [asker, regretful, later] = await Promise.all(Array.from({ length: 3 }, () => makeMember()));
    const lone = await topicBy(asker!);
    const only = await reply(regretful!, lone, "A reply deleted by its own author.");
    await commands.deleteReply(db(), regretful!, only.id);
    expect(await listNotifications(db(), asker!.id)).toEqual([]);
    const next = await reply(later!, lone, "A later answer.");
    expect((await listNotifications(db(), asker!.id)).map((n) => [n.href, n.replies])).toEqual([
      [forumPaths.post(lone, next.id), 1],
    ]);
  });

  it("a reply a moderator hid is not counted in the notice that stands for it: the member could not read it", async () => {
    const [author, ...students] = await Promise.all(Array.from({ length: 4 }, () => makeMember()));
    const topicId = await topicBy(author!);
    const posted: number[] = [];
    for (const [n, student] of students.entries())
      posted.push((await reply(student!, topicId, `Answer ${n + 1} about the soil kit.`)).id);
    expect((await listNotifications(db(), author!.id)).map((n) => n.replies)).toEqual([3]);
    await db().update(forumReplies).set({ hiddenAt: new Date() }).where(eq(forumReplies.id, posted[1]!));
    expect((await listNotifications(db(), author!.id)).map((n) => n.replies)).toEqual([2]);
  });

  it("opening the topic reads its notices; mark one or all read touches only the member's own", async () => {
    const [author, other, a, b, c] = await Promise.all([1, 2, 3, 4, 5].map(() => makeMember()));
    const one = await topicBy(author!);
    const two = await topicBy(other!);
    await reply(a!, one, `A reply for the author, and @${other!.username}.`);
    await reply(b!, two, "A reply for the other member.");
    await reply(c!, one, "Another reply for the author.");
    // One notice for both replies to the author's topic.
    expect(await unreadCount(db(), author!.id)).toBe(1);
    await topicPage(db(), author!, one, 1);
    expect(await unreadCount(db(), author!.id)).toBe(0);

    const [first] = await listNotifications(db(), other!.id);
    await markNotificationsRead(db(), author!.id, first!.id);
    expect(await unreadCount(db(), other!.id)).toBe(2);
    await markNotificationsRead(db(), other!.id, first!.id);
    expect(await unreadCount(db(), other!.id)).toBe(1);
    await markNotificationsRead(db(), other!.id);
    expect(await unreadCount(db(), other!.id)).toBe(0);
  });
});

describe("opening a topic again", () => {
  it("writes only what changed: a notice that arrived since is read even on a page already read, and the bell counts the rest", async () => {
    const [reader, author, a, b] = [await makeMember(), await makeMember(), await makeMember(), await makeMember()];
    const topicId = await topicBy(author);
    await longTopicReplies(topicId, author);
    const first = await topicPage(db(), reader, topicId, 1);
    expect(first?.topic.viewCount).toBe(1);
    // A mention on page 2, and a reply to the reader's own topic elsewhere: two notices.
    await reply(a, topicId, `On the second page, @${reader.username}.`);
    await reply(b, await topicBy(reader), "A reply in the reader's own topic.");
    expect(await unreadCount(db(), reader.id)).toBe(2);

    // Page 1 again within the hour: nothing to count or move, but the topic's notice is read.
    const again = await topicPage(db(), reader, topicId, 1);
    expect(await unreadCount(db(), reader.id)).toBe(1);
    expect(again).toMatchObject({ unread: 1, topic: { viewCount: 1 } });
    // And once more: nothing changes, and the bell still counts the other topic's notice.
    expect(await topicPage(db(), reader, topicId, 1)).toMatchObject({ unread: 1, topic: { viewCount: 1 } });
    expect(await unreadCount(db(), reader.id)).toBe(1);
  });
});

describe("unread tracking", () => {
  it("a topic is new until opened; then only replies written since count, and opening jumps to the first", async () => {
    const [reader, author, a, b] = [await makeMember(), await makeMember(), await makeMember(), await makeMember()];
    const topicId = await topicBy(author);
    const listed = async () => (await withUnread(db(), reader.id, [(await getTopic(db(), topicId))!]))[0]!.unread;
    expect(await listed()).toEqual({ isNew: true, newReplies: 0 });
    expect(await viewerState(db(), reader.id, topicId, 1)).toMatchObject({ watching: false, firstUnread: null });
    await topicPage(db(), reader, topicId, 1);
    expect(await listed()).toEqual({ isNew: false, newReplies: 0 });
    const { id: firstNew } = await reply(a, topicId, "A reply the reader has not seen.");
    await reply(b, topicId, "And a second one.");
    expect(await listed()).toEqual({ isNew: false, newReplies: 2 });
    expect((await viewerState(db(), reader.id, topicId, 1)).firstUnread).toEqual({ replyId: firstNew, page: 1 });
    // What the page saw before this visit: the first unread reply, while the visit reads it.
    expect((await topicPage(db(), reader, topicId, 1))?.firstUnread).toEqual({ replyId: firstNew, page: 1 });
    expect((await viewerState(db(), reader.id, topicId, 1)).firstUnread).toBeNull();
    await topicPage(db(), reader, topicId, 1);
    expect(await listed()).toEqual({ isNew: false, newReplies: 0 });
    // The author's own topic is never "new" to them.
    expect((await withUnread(db(), author.id, [(await getTopic(db(), topicId))!]))[0]!.unread?.isNew).toBe(false);
  });

  it("the first unread reply is found on the page that holds it, after the replies read on the page before", async () => {
    const [reader, author] = [await makeMember(), await makeMember()];
    const topicId = await topicBy(author);
    const size = forumLimits.repliesPerPage;
    const written = await longTopicReplies(topicId, author);
    await topicPage(db(), reader, topicId, 1);
    expect((await viewerState(db(), reader.id, topicId, 1)).firstUnread).toEqual({
      replyId: written[size]!.id,
      page: 2,
    });
    await topicPage(db(), reader, topicId, 2);
    expect((await viewerState(db(), reader.id, topicId, 2)).firstUnread).toBeNull();
  });
});

describe("likes", () => {
  it("one Like per member per post, toggled; who liked, in order; a deleted reply cannot be liked", async () => {
    const [author, fan, other] = [await makeMember(), await makeMember(), await makeMember()];
    const topicId = await topicBy(author);
    const { id: replyId } = await reply(other, topicId, "A reply worth liking.");
    expect(await toggleLike(db(), fan.id, { topicId })).toBe(true);
    expect(await toggleLike(db(), other.id, { topicId })).toBe(true);
    expect(await toggleLike(db(), fan.id, { topicId, replyId })).toBe(true);
    let likes = (await viewerState(db(), fan.id, topicId, 1)).likes;
    expect(likes.get(null)).toEqual({ count: 2, names: [fan.name, other.name], mine: true });
    expect(likes.get(replyId)).toEqual({ count: 1, names: [fan.name], mine: true });
    expect(await toggleLike(db(), fan.id, { topicId })).toBe(false);
    likes = (await viewerState(db(), fan.id, topicId, 1)).likes;
    expect(likes.get(null)).toEqual({ count: 1, names: [other.name], mine: false });
    await commands.deleteReply(db(), other, replyId);
    const refused = await toggleLike(db(), author.id, { topicId, replyId }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ForumError);
    expect((refused as ForumError).status).toBe(404);
    const own = await toggleLike(db(), author.id, { topicId }).catch((e: unknown) => e);
    expect((own as ForumError).status).toBe(403);
  });
});
