import { count, eq, sql } from "drizzle-orm";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { updateProfile } from "#server/account/profile.ts";
import { cachedMember, cacheMember } from "#server/auth/session-cache.ts";
import { queryRows } from "#server/db/client.ts";
import { forumReplies, forumReports, forumTopics } from "#server/db/schema.ts";
import { validationMessages } from "#shared/auth/schemas.ts";
import { forumLimits, forumMessages } from "#shared/forum/schemas.ts";
import { insertMember, seededTestDatabase, type TestMember } from "#tests/unit/support/database.ts";
import { backfillPostHtml } from "./backfill.ts";
import * as commands from "./commands.ts";
import { ForumError } from "./errors.ts";
import { setWatching } from "./notify.ts";
import { categoryPage, memberProfilePage, membersPage, newTopicPage, topicPage } from "./pages.ts";
import { listCategories } from "./queries/categories.ts";
import { getMember, listMembers } from "./queries/members.ts";
import { reportQueue } from "./queries/reports.ts";
import { searchForum } from "./queries/search.ts";
import { sharedView } from "./queries/shared-views.ts";
import { categoryTopics, getTopic, listingQueries, recentTopics, replyUrl, topicReplies } from "./queries/topics.ts";
import { toggleLike } from "./reading.ts";
import { handleReport } from "./report-actions.ts";

const db = seededTestDatabase();

const makeMember = (role: TestMember["role"] = "member", name = "Pat Example") => insertMember(db(), { role, name });

const topicInput = (title = "Soil testing on a budget", category = "lab-activities") => ({
  title,
  category,
  body: "Which low-cost soil kits have worked for your classes?",
});

/** Posting limits are per member, so each post in these tests comes from a fresh member. */
async function postTopic(title?: string, category?: string, author?: TestMember) {
  const member = author ?? (await makeMember());
  const { id } = await commands.createTopic(db(), member, topicInput(title, category));
  return { id, author: member };
}

async function expectForumError(promise: Promise<unknown>, status: number, message?: string) {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ForumError);
  expect((error as ForumError).status).toBe(status);
  if (message) expect((error as ForumError).message).toBe(message);
}

describe("listing", () => {
  it("categories come in order_position order with topic counts", async () => {
    const before = await listCategories(db());
    expect(before.map((c) => c.slug)[0]).toBe("curriculum-units");
    await postTopic("A topic about curriculum", "curriculum-units");
    const after = await listCategories(db());
    const cu = after.find((c) => c.slug === "curriculum-units");
    expect(cu?.topicCount).toBe((before.find((c) => c.slug === "curriculum-units")?.topicCount ?? 0) + 1);
    expect(cu?.lastActivityAt).not.toBeNull();
  });

  it("recent topics: at most 20, pinned first, then newest, with author and category", async () => {
    const mod = await makeMember("moderator");
    const first = await postTopic("The oldest of many topics");
    for (let i = 0; i < 22; i++) await postTopic(`Topic number ${i} in a long list`);
    await commands.setPinned(db(), mod, first.id, true);
    const recent = await recentTopics(db());
    expect(recent).toHaveLength(20);
    expect(recent[0]?.id).toBe(first.id);
    expect(recent[0]?.isPinned).toBe(true);
    const rest = recent.slice(1).map((t) => t.createdAt);
    expect(rest).toEqual([...rest].sort().reverse());
    expect(recent[1]?.author.fullName).toBe("Pat Example");
    expect(recent[1]?.category).toEqual({ name: "Lab Activities", slug: "lab-activities" });
  });

  it("category pages: pinned first then latest activity, 20 a page", async () => {
    const [cat] = await listCategories(db()).then((cs) => cs.filter((c) => c.slug === "lab-activities"));
    const page1 = await categoryTopics(db(), cat!.id, 1);
    const page2 = await categoryTopics(db(), cat!.id, 2);
    expect(page1.items).toHaveLength(20);
    expect(page1.total).toBeGreaterThan(20);
    expect(page2.items.length).toBe(page1.total - 20);
    expect(new Set([...page1.items, ...page2.items].map((t) => t.id)).size).toBe(page1.total);
  });

  it("the forum home and category pages read their page straight from an index, never sorting every topic", async () => {
    const [cat] = await listCategories(db());
    const plans: Record<string, string> = {};
    // With the alternatives priced out, the planner still sorts when no index has the query's order.
    await db().transaction(async (tx) => {
      for (const setting of ["enable_seqscan", "enable_bitmapscan", "enable_sort"])
        await tx.execute(sql`select set_config(${setting}, 'off', true)`);
      for (const [name, query] of [
        ["recent", listingQueries.recent(db(), 20)],
        ["category", listingQueries.category(db(), cat!.id, 2)],
      ] as const) {
        const rows = await queryRows<{ "QUERY PLAN": string }>(tx, sql`explain ${query.getSQL()}`);
        plans[name] = rows.map((r) => r["QUERY PLAN"]).join("\n");
      }
    });
    expect(plans.recent).toContain("forum_topics_recent_idx");
    expect(plans.category).toContain("forum_topics_category_idx");
    for (const plan of Object.values(plans)) expect(plan).not.toMatch(/Sort Key: .*is_pinned/);
  });
});

describe("replies and counts", () => {
  it("counts replies, refuses replies to a locked topic, and marks deleted replies", async () => {
    const { id } = await postTopic("Replies and counting");
    const replier = await makeMember();
    const reply = await commands.createReply(db(), replier, id, { body: "We used the LaMotte kit." });
    expect((await getTopic(db(), id))?.replyCount).toBe(1);

    await commands.deleteReply(db(), replier, reply.id);
    await commands.deleteReply(db(), await makeMember("admin"), reply.id).catch(() => {});
    const { items: replies } = await topicReplies(db(), id, 1);
    expect(replies[0]).toMatchObject({ deleted: true, body: null });
    expect((await getTopic(db(), id))?.replyCount).toBe(0);

    await commands.setLocked(db(), await makeMember("moderator"), id, true);
    await expectForumError(
      commands.createReply(db(), await makeMember(), id, { body: "Too late to reply here." }),
      409,
      forumMessages.topicLocked,
    );
  });

  it("never drifts under concurrent posting", async () => {
    const { id } = await postTopic("Concurrent replies");
    const members = await Promise.all(Array.from({ length: 25 }, () => makeMember()));
    await Promise.all(members.map((m, i) => commands.createReply(db(), m, id, { body: `Concurrent reply ${i}` })));
    const [actual] = await db().select({ n: count() }).from(forumReplies).where(eq(forumReplies.topicId, id));
    expect((await getTopic(db(), id))?.replyCount).toBe(25);
    expect(actual?.n).toBe(25);
  });

  it("a topic deleted while members read, like, reply, report and delete in it: each gets its own answer", async () => {
    // On PostgreSQL deleting a topic locks it, then its rows; the others lock rows, then the topic. Every act
    // must end as a success or a forum refusal, never as the deadlock PostgreSQL broke (the fuzz test's 500).
    const unexpected: string[] = [];
    for (let round = 0; round < 20; round++) {
      const { id, author } = await postTopic(`Deleted while in use ${round}`);
      const [reader, other, moderator] = [await makeMember(), await makeMember(), await makeMember("moderator")];
      const reply = await commands.createReply(db(), reader, id, { body: `A reply for @${author.username}` });
      // A moderator: with others' replies in it, the author may no longer delete the topic.
      const acts: Array<[string, () => Promise<unknown>]> = [
        ["delete topic", () => commands.deleteTopic(db(), moderator, id)],
        ["open (author)", () => commands.recordVisit(db(), author, id, reply.id)],
        ["open (reader)", () => commands.recordVisit(db(), reader, id, reply.id)],
        ["like topic", () => toggleLike(db(), reader.id, { topicId: id })],
        ["like reply", () => toggleLike(db(), author.id, { topicId: id, replyId: reply.id })],
        ["reply", () => commands.createReply(db(), other, id, { body: "Another reply in the topic" })],
        ["report", () => commands.report(db(), other, { topicId: id, replyId: reply.id }, { reason: "spam" })],
        ["watch", () => setWatching(db(), id, other.id, true)],
        ["delete reply", () => commands.deleteReply(db(), reader, reply.id)],
      ];
      // Started in a different order each round, so that each act meets the deletion at a different point.
      const shift = round % acts.length;
      await Promise.all(
        [...acts.slice(shift), ...acts.slice(0, shift)].map(([name, act]) =>
          act().catch((error: unknown) => {
            if (!(error instanceof ForumError)) unexpected.push(`${name}: ${String(error)}`);
          }),
        ),
      );
      expect(await getTopic(db(), id)).toBeNull();
    }
    expect(unexpected).toEqual([]);
  });

  it("counts a view at most once per member per hour", async () => {
    const { id } = await postTopic("Views are counted fairly");
    const a = await makeMember();
    const b = await makeMember();
    await commands.recordVisit(db(), a, id);
    await commands.recordVisit(db(), a, id);
    await commands.recordVisit(db(), b, id);
    expect((await getTopic(db(), id))?.viewCount).toBe(2);
    await db().execute(
      sql`update forum_topic_views set viewed_at = now() - interval '61 minutes' where user_id = ${a.id}`,
    );
    await commands.recordVisit(db(), a, id);
    expect((await getTopic(db(), id))?.viewCount).toBe(3);
  });
});

describe("long threads", () => {
  it("a topic's replies come a page at a time, and each reply's address names the page that holds it", async () => {
    const { id } = await postTopic("A very long thread");
    const author = await makeMember();
    const size = forumLimits.repliesPerPage;
    // Written in one statement, so they share one created_at and only their ids order them.
    const ids = (
      await db()
        .insert(forumReplies)
        .values(
          Array.from({ length: size * 2 + 3 }, (_, i) => ({ topicId: id, authorId: author.id, body: `Reply ${i}` })),
        )
        .returning({ id: forumReplies.id })
    ).map((r) => r.id);
    const pages = await Promise.all([1, 2, 3, 4].map((p) => topicReplies(db(), id, p)));
    expect(pages.map((p) => p.items.length)).toEqual([size, size, 3, 0]);
    expect(pages[0]!.total).toBe(size * 2 + 3);
    expect(pages.flatMap((p) => p.items.map((r) => r.id))).toEqual(ids);
    expect(await replyUrl(db(), id, ids[0]!)).toBe(`/community/forum/topic/${id}#reply-${ids[0]}`);
    expect(await replyUrl(db(), id, ids[size - 1]!)).toBe(`/community/forum/topic/${id}#reply-${ids[size - 1]}`);
    expect(await replyUrl(db(), id, ids[size]!)).toBe(`/community/forum/topic/${id}?page=2#reply-${ids[size]}`);
    expect(await replyUrl(db(), id, ids.at(-1)!)).toBe(`/community/forum/topic/${id}?page=3#reply-${ids.at(-1)}`);
    const other = await postTopic("Another topic");
    expect(await replyUrl(db(), other.id, ids[0]!)).toBeNull();
  });
});

describe("permissions", () => {
  const roles = ["member", "moderator", "admin"] as const;

  it.each(roles)("%s: edits only their own posts; deletes own (and others' when moderating)", async (role) => {
    const actor = await makeMember(role);
    const own = await postTopic("My own topic to edit", undefined, actor);
    await commands.editTopic(db(), actor, own.id, { title: "My own topic, edited", body: "Edited body text here." });
    const edited = await getTopic(db(), own.id);
    expect(edited?.title).toBe("My own topic, edited");
    expect(edited?.editedAt).not.toBeNull();

    const other = await postTopic("Somebody else's topic");
    await expectForumError(
      commands.editTopic(db(), actor, other.id, { title: "Hijacked title", body: "Hijacked body text" }),
      403,
    );
    const otherReply = await commands.createReply(db(), other.author, other.id, { body: "Author's own reply" });
    await expectForumError(commands.editReply(db(), actor, otherReply.id, { body: "Changed by someone else" }), 403);

    if (role === "member") {
      await expectForumError(commands.deleteTopic(db(), actor, other.id), 403);
      await expectForumError(commands.deleteReply(db(), actor, otherReply.id), 403);
      await expectForumError(commands.setPinned(db(), actor, other.id, true), 403);
      await expectForumError(commands.setLocked(db(), actor, other.id, true), 403);
      expect(await getTopic(db(), other.id)).toMatchObject({ isPinned: false, isLocked: false });
    } else {
      await commands.setPinned(db(), actor, other.id, true);
      await commands.setLocked(db(), actor, other.id, true);
      expect(await getTopic(db(), other.id)).toMatchObject({ isPinned: true, isLocked: true });
      await commands.deleteReply(db(), actor, otherReply.id);
      await commands.deleteTopic(db(), actor, other.id);
      expect(await getTopic(db(), other.id)).toBeNull();
    }
    await commands.deleteTopic(db(), actor, own.id);
    expect(await getTopic(db(), own.id)).toBeNull();
  });

  it("an author deletes their topic while only they have replied; once another member has, only a moderator can", async () => {
    const { id, author } = await postTopic("A topic its author may delete");
    await commands.createReply(db(), author, id, { body: "A follow-up from the author." });
    expect((await topicPage(db(), author, id, 1))?.topic.canDelete).toBe(true);
    const answer = await commands.createReply(db(), await makeMember(), id, { body: "An answer worth keeping." });
    expect((await topicPage(db(), author, id, 1))?.topic.canDelete).toBe(false);
    await expectForumError(commands.deleteTopic(db(), author, id), 409);
    expect(await getTopic(db(), id)).not.toBeNull();
    // That reply deleted (by its author), the topic is the author's alone again.
    const replier = (await db().select().from(forumReplies).where(eq(forumReplies.id, answer.id)))[0]!.authorId;
    await commands.deleteReply(db(), { id: replier, role: "member" }, answer.id);
    await commands.deleteTopic(db(), author, id);
    expect(await getTopic(db(), id)).toBeNull();
  });

  it("reports: any member reports; only moderators resolve", async () => {
    const { id } = await postTopic("A topic someone reports");
    const reporter = await makeMember();
    await commands.report(db(), reporter, { topicId: id }, { reason: "Off-topic advertising" });
    const queued = async () => (await reportQueue(db(), 1)).items.find((r) => r.topicId === id);
    const mine = await queued();
    expect(mine?.reports.map((r) => r.reason)).toEqual(["Off-topic advertising"]);
    await expectForumError(handleReport(db(), reporter, mine!.reportId, "dismiss", {}), 403);
    await handleReport(db(), await makeMember("moderator"), mine!.reportId, "dismiss", {});
    expect(await queued()).toBeUndefined();
  });
});

describe("rate limits", () => {
  it("one topic per 30 s and one reply per 10 s per member, with a clear message", async () => {
    const member = await makeMember();
    const { id } = await commands.createTopic(db(), member, topicInput("First topic of a busy member"));
    const error = await commands.createTopic(db(), member, topicInput("Second topic too soon")).catch((e) => e);
    expect(error).toBeInstanceOf(ForumError);
    expect(error.status).toBe(429);
    expect(error.message).toMatch(/every 30 seconds/);
    await commands.createReply(db(), member, id, { body: "A first reply from me" });
    await expectForumError(commands.createReply(db(), member, id, { body: "A second reply too soon" }), 429);
    expect((await getTopic(db(), id))?.replyCount).toBe(1);
  });

  it("a post refused for its Markdown does not use up the limit: the corrected post goes through", async () => {
    const member = await makeMember();
    await expectForumError(
      commands.createTopic(db(), member, { ...topicInput("Nested too deeply"), body: ">".repeat(19_990) }),
      400,
    );
    const { id } = await commands.createTopic(db(), member, topicInput("The corrected topic"));
    await expectForumError(commands.createReply(db(), member, id, { body: ">".repeat(19_990) }), 400);
    await commands.createReply(db(), member, id, { body: "The corrected reply" });
    expect((await getTopic(db(), id))?.replyCount).toBe(1);
  });
});

describe("search", () => {
  it("finds topics by title and body and replies, with marked snippets", async () => {
    const { id } = await postTopic("Photosynthesis with spinach leaf discs");
    await commands.createReply(db(), await makeMember(), id, {
      body: "Try baking soda to supply chloroplasts with carbon.",
    });
    const byTitle = await searchForum(db(), "spinach");
    expect(byTitle.some((h) => h.topicId === id && h.kind === "topic")).toBe(true);
    const byReply = await searchForum(db(), "baking soda");
    const hit = byReply.find((h) => h.kind === "reply");
    expect(hit?.topicId).toBe(id);
    expect(hit?.snippet.some((s) => s.match && /baking/i.test(s.text))).toBe(true);
    expect(await searchForum(db(), "   ")).toEqual([]);
    expect(await searchForum(db(), '"unbalanced ( quotes & | !')).toBeInstanceOf(Array);
  });

  it("shows snippets as plain text: link words without addresses, no emphasis or list markers", async () => {
    const { id } = await postTopic("Microscope slides for onion cells");
    await commands.createReply(db(), await makeMember(), id, {
      body: "## Staining\n\n- Use **iodine** on the [onion skin](https://example.org/onion-guide) _gently_\n- keep `slides` dry",
    });
    const hit = (await searchForum(db(), "iodine onion")).find((h) => h.kind === "reply" && h.topicId === id);
    const text = hit!.snippet.map((s) => s.text).join("");
    expect(text).toContain("Use iodine on the onion skin gently");
    expect(text).not.toMatch(/\*\*|\]\(|https?:|`|^#|\b_|_\b/);
    expect(hit!.snippet.some((s) => s.match && /iodine/i.test(s.text))).toBe(true);
  });
});

describe("members", () => {
  it("directory searches name and username and counts posts; bios are validated", async () => {
    const member = await makeMember("member", "Rosalind Franklin");
    await postTopic("Imaging DNA in the classroom", undefined, member);
    const { items: members } = await listMembers(db(), { q: "rosalind", page: 1 });
    expect(members.find((m) => m.username === member.username)).toMatchObject({
      fullName: "Rosalind Franklin",
      topicCount: 1,
    });
    expect((await listMembers(db(), { q: "%", page: 1 })).items).toEqual([]);
    await commands.updateBio(db(), member, { bio: "Crystallographer and teacher." });
    expect((await getMember(db(), member.username))?.bio).toBe("Crystallographer and teacher.");
    await expectForumError(commands.updateBio(db(), member, { bio: "x".repeat(501) }), 400);
  });

  it("writes a bio from the forum and a profile from the settings in one place, forgetting sessions and views", async () => {
    const member = await makeMember();
    for (const [i, write] of [
      () => commands.updateBio(db(), member, { bio: "Written on the forum profile." }),
      () => updateProfile(db(), member.id, { name: "Renamed Member", bio: "Written in the settings." }),
    ].entries()) {
      cacheMember("a-session", { ...member, emailVerified: true });
      let reads = 0;
      await sharedView(`bio-test-${i}`, db(), async () => ++reads);
      await write();
      expect(cachedMember("a-session")).toBeUndefined();
      expect(await sharedView(`bio-test-${i}`, db(), async () => ++reads)).toBe(2);
    }
    expect(await getMember(db(), member.username)).toMatchObject({ bio: "Written in the settings." });
  });
});

describe("hostile input", () => {
  it("refuses a NUL character in any text field with a message, before the database sees it", async () => {
    const { id: topicId } = await postTopic("A topic to reply to");
    const member = await makeMember();
    const nul = "Soil kits\u0000 that worked for my class";
    const cases: Array<() => Promise<unknown>> = [
      () => commands.createTopic(db(), member, { ...topicInput(), title: nul }),
      () => commands.createTopic(db(), member, { ...topicInput(), body: nul }),
      () => commands.createTopic(db(), member, { ...topicInput(), category: "lab-activities\u0000" }),
      () => commands.createReply(db(), member, topicId, { body: nul }),
      () => commands.report(db(), member, { topicId }, { reason: nul }),
      () => commands.updateBio(db(), member, { bio: nul }),
    ];
    for (const run of cases) await expectForumError(run(), 400, validationMessages.nullCharacter);
  });
});

describe("hostile input (property-based)", () => {
  const anything = fc.oneof(
    fc.string(),
    fc.constantFrom("<script>alert(1)</script>", "'; drop table forum_topics; --", "\u0000", "🧬".repeat(3000)),
    fc.integer(),
    fc.constant(null),
    fc.constant(undefined),
    fc.array(fc.string(), { maxLength: 3 }),
    fc.dictionary(fc.string(), fc.string(), { maxKeys: 3 }),
  );
  const input = fc.record(
    {
      title: anything,
      category: fc.oneof(anything, fc.constantFrom("lab-activities", "introductions")),
      body: anything,
      extra: anything,
    },
    { requiredKeys: [] },
  );

  async function totals() {
    const [[t], [r], [p]] = await Promise.all([
      db().select({ n: count() }).from(forumTopics),
      db().select({ n: count() }).from(forumReplies),
      db().select({ n: count() }).from(forumReports),
    ]);
    return { topics: t!.n, replies: r!.n, reports: p!.n };
  }

  it("every command answers success or a 4xx ForumError, never anything else, and failures write nothing", async () => {
    const { id: topicId } = await postTopic("Target of the fuzzing");
    const ops = [
      (m: TestMember, x: Record<string, unknown>) => commands.createTopic(db(), m, x),
      (m: TestMember, x: Record<string, unknown>) => commands.createReply(db(), m, topicId, x),
      (m: TestMember, x: Record<string, unknown>) => commands.editTopic(db(), m, topicId, x),
      (m: TestMember, x: Record<string, unknown>) => commands.report(db(), m, { topicId }, x),
      (m: TestMember, x: Record<string, unknown>) => commands.updateBio(db(), m, x),
    ];
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: ops.length - 1 }), input, async (op, fields) => {
        const member = await makeMember();
        const before = await totals();
        try {
          await ops[op]!(member, fields);
        } catch (error) {
          expect(error).toBeInstanceOf(ForumError);
          expect((error as ForumError).status).toBeGreaterThanOrEqual(400);
          expect((error as ForumError).status).toBeLessThan(500);
          expect(await totals()).toEqual(before);
        }
      }),
      { numRuns: 150 },
    );
    const rows = await queryRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from forum_topics where reply_count < 0`,
    );
    expect(rows[0]?.n).toBe(0);
  });
});

describe("page builders: what each page renders", () => {
  it("topicPage: the post as HTML, what the viewer may do, one page of replies, and the view counted once", async () => {
    const { id, author } = await postTopic("A topic to render for its page");
    const replier = await makeMember();
    const kept = await commands.createReply(db(), replier, id, { body: "A **bold** reply that stays." });
    const gone = await commands.createReply(db(), author, id, { body: "A reply its author deletes." });
    await commands.deleteReply(db(), author, gone.id);
    const viewer = await makeMember();

    const page = await topicPage(db(), viewer, id, 1);
    expect(page?.topic).toMatchObject({ id, viewCount: 1, canEdit: false, canDelete: false });
    expect(page?.topic.html).toContain("<p>Which low-cost soil kits have worked for your classes?</p>");
    expect(page?.topic).not.toHaveProperty("authorId");
    expect(page?.replies.map((r) => [r.id, r.deleted, r.body === null, r.html === null])).toEqual([
      [kept.id, false, false, false],
      [gone.id, true, true, true],
    ]);
    expect(page?.replies[0]?.html).toContain("<strong>bold</strong>");
    expect(page?.replies[0]).toMatchObject({ canEdit: false, canDelete: false });
    expect(page?.replies[1]).toMatchObject({ canEdit: false, canDelete: false });
    expect(page?.replyPages).toEqual({ page: 1, total: 2, pageSize: forumLimits.repliesPerPage });
    expect(page?.canModerate).toBe(false);
    expect((await topicPage(db(), viewer, id, 1))?.topic.viewCount).toBe(1);

    // Another member replied: the author may edit the topic but no longer delete it (the reply would go with it).
    const own = await topicPage(db(), author, id, 1);
    expect(own?.topic).toMatchObject({ canEdit: true, canDelete: false, viewCount: 2 });
    const asReplier = await topicPage(db(), replier, id, 1);
    expect(asReplier?.replies[0]).toMatchObject({ canEdit: true, canDelete: true });
    const asModerator = await topicPage(db(), await makeMember("moderator"), id, 1);
    expect(asModerator).toMatchObject({ canModerate: true, topic: { canEdit: false, canDelete: true } });
    expect(asModerator?.replies[0]).toMatchObject({ canEdit: false, canDelete: true });

    expect(await topicPage(db(), viewer, 2_000_000_000, 1)).toBeNull();
  });

  it("categoryPage, memberProfilePage, membersPage and newTopicPage", async () => {
    const author = await makeMember("member", "Barbara McClintock");
    await postTopic("Maize genetics for beginners", "curriculum-units", author);
    const category = await categoryPage(db(), await makeMember(), "curriculum-units", 1);
    expect(category?.category).toEqual({
      name: "Curriculum & Units",
      slug: "curriculum-units",
      description: expect.any(String),
    });
    expect(category?.topics).toMatchObject({ page: 1, pageSize: forumLimits.pageSize });
    expect(category?.topics.items.some((t) => t.title === "Maize genetics for beginners")).toBe(true);
    expect(await categoryPage(db(), await makeMember(), "no-such-category", 1)).toBeNull();

    const self = await memberProfilePage(db(), author, author.username.toUpperCase());
    expect(self).toMatchObject({ isSelf: true, profile: { fullName: "Barbara McClintock", role: "member" } });
    expect(self?.profile).not.toHaveProperty("id");
    expect(self?.profile.topics.map((t) => t.title)).toEqual(["Maize genetics for beginners"]);
    expect((await memberProfilePage(db(), await makeMember(), author.username))?.isSelf).toBe(false);
    expect(await memberProfilePage(db(), author, "nobody-here")).toBeNull();

    const directory = await membersPage(db(), `McClintock${"x".repeat(200)}`, 1);
    expect(directory.q).toHaveLength(100);
    expect((await membersPage(db(), "mcclintock", 1)).members.items.map((m) => m.fullName)).toContain(
      "Barbara McClintock",
    );

    const form = await newTopicPage(db(), "curriculum-units");
    expect(form.selected).toBe("curriculum-units");
    expect(form.categories[0]).toEqual({ slug: "curriculum-units", name: "Curriculum & Units" });
    expect((await newTopicPage(db(), "made-up")).selected).toBe("");
  });
});

describe("hardening (rendering, locked topics, reports)", () => {
  it("stores each post's HTML as it is written and re-renders it on edit", async () => {
    const { id, author } = await postTopic("Stored HTML at write time");
    const stored = async () =>
      (await db().select({ html: forumTopics.bodyHtml }).from(forumTopics).where(eq(forumTopics.id, id)))[0]?.html;
    expect(await stored()).toBe("<p>Which low-cost soil kits have worked for your classes?</p>");
    await commands.editTopic(db(), author, id, { title: "Stored HTML at write time", body: "Now **bold** text." });
    expect(await stored()).toBe("<p>Now <strong>bold</strong> text.</p>");
  });

  it("refuses a post that nests too deeply, with a clear message, and stores nothing", async () => {
    const member = await makeMember();
    const before = await db().select({ n: count() }).from(forumTopics);
    await expectForumError(
      commands.createTopic(db(), member, { ...topicInput("A nesting bomb"), body: ">".repeat(19_990) }),
      400,
      "This post nests quotes or lists too deeply. Please flatten it.",
    );
    expect(await db().select({ n: count() }).from(forumTopics)).toEqual(before);
  });

  it("a post from before stored HTML that cannot render shows a notice; the rest of the topic shows", async () => {
    const { id, author } = await postTopic("A topic with one bad old reply");
    const reply = await commands.createReply(db(), author, id, { body: "A fine reply that renders." });
    await db()
      .update(forumReplies)
      .set({ body: "1. ".repeat(6_663), bodyHtml: null })
      .where(eq(forumReplies.id, reply.id));
    const page = await topicPage(db(), author, id, 1);
    expect(page?.topic.html).toContain("Which low-cost soil kits");
    expect(page?.replies[0]?.html).toBe("<p><em>This post could not be displayed.</em></p>");
  });

  it("the backfill stores HTML for older posts, and leaves one that cannot render to its notice", async () => {
    const { id, author } = await postTopic("A topic from before stored HTML");
    const good = await commands.createReply(db(), author, id, { body: "An *older* reply." });
    const bad = await commands.createReply(db(), await makeMember(), id, { body: "An older reply, later a bomb." });
    await db().update(forumTopics).set({ bodyHtml: null }).where(eq(forumTopics.id, id));
    await db().update(forumReplies).set({ bodyHtml: null }).where(eq(forumReplies.id, good.id));
    await db()
      .update(forumReplies)
      .set({ body: ">".repeat(19_990), bodyHtml: null })
      .where(eq(forumReplies.id, bad.id));
    const result = await backfillPostHtml(db(), new AbortController().signal);
    expect(result.failed).toBeGreaterThanOrEqual(1);
    const html = async (replyId: number) =>
      (await db().select({ h: forumReplies.bodyHtml }).from(forumReplies).where(eq(forumReplies.id, replyId)))[0]?.h;
    expect(await html(good.id)).toBe("<p>An <em>older</em> reply.</p>");
    expect(await html(bad.id)).toBeNull();
    expect((await getTopic(db(), id))?.bodyHtml).toContain("Which low-cost soil kits");
  });

  it("locked means no edits by members; moderators still can", async () => {
    const { id, author } = await postTopic("A topic that gets locked");
    const reply = await commands.createReply(db(), author, id, { body: "Written before the lock." });
    const mod = await makeMember("moderator");
    await commands.setLocked(db(), mod, id, true);
    const body = "Changed after the lock, which must not happen.";
    await expectForumError(commands.editTopic(db(), author, id, { title: "A new title", body }), 409);
    await expectForumError(commands.editReply(db(), author, reply.id, { body }), 409);
    const page = await topicPage(db(), author, id, 1);
    expect(page?.topic.canEdit).toBe(false);
    expect(page?.replies[0]?.canEdit).toBe(false);
    expect((await getTopic(db(), id))?.body).toBe("Which low-cost soil kits have worked for your classes?");
  });

  it("one open report per member per post, a rate limit, the queue grouped by post, resolved together", async () => {
    const { id } = await postTopic("A topic many members report");
    const reporters = [await makeMember(), await makeMember(), await makeMember()];
    for (const r of reporters) await commands.report(db(), r, { topicId: id }, { reason: "Spam link in the post" });
    // The same member again: accepted quietly, but still one report.
    await commands.report(db(), reporters[0]!, { topicId: id }, { reason: "Spam link, again" });
    const open = await db()
      .select({ n: count() })
      .from(forumReports)
      .where(sql`${forumReports.topicId} = ${id} and ${forumReports.resolvedAt} is null`);
    expect(open[0]?.n).toBe(3);

    const flooder = reporters[1]!;
    const targets = await Promise.all(
      Array.from({ length: forumLimits.reportsPerWindow }, (_, i) => postTopic(`Target ${i} of a flood`)),
    );
    const results = await Promise.allSettled(
      targets.map((t) => commands.report(db(), flooder, { topicId: t.id }, { reason: "Flooding reports" })),
    );
    // Its report above counted too, so the last of these is over the limit.
    expect(results.filter((r) => r.status === "rejected")).toHaveLength(1);
    await expectForumError(commands.report(db(), flooder, { topicId: id }, { reason: "One more" }), 429);

    const entry = (await reportQueue(db(), 1)).items.find((p) => p.topicId === id && p.replyId === null);
    expect(entry?.count).toBe(3);
    const mod = await makeMember("moderator");
    expect(await handleReport(db(), mod, entry!.reportId, "dismiss", {})).toEqual({ resolved: 3 });
    expect((await reportQueue(db(), 1)).items.find((p) => p.topicId === id)).toBeUndefined();
  });
});
