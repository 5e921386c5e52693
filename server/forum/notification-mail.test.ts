import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { loadConfig } from "#server/config.ts";
import { mailOutbox, notifications } from "#server/db/schema.ts";
import { createMailer, type Mail } from "#server/mail.ts";
import { sendDueMail } from "#server/mail-outbox.ts";
import { insertMember, seededTestDatabase } from "#tests/unit/support/database.ts";
import * as commands from "./commands.ts";
import {
  composeMail,
  queueDueMail,
  setEmailFrequency,
  unsubscribeUrl,
  verifyUnsubscribe,
} from "./notification-mail.ts";
import { topicPage } from "./pages.ts";

const db = seededTestDatabase();
const options = { publicUrl: "https://genehive.example", secret: "s".repeat(40) };
const minutes = (n: number) => new Date(Date.now() + n * 60_000);
const makeMember = (verified = true) => insertMember(db(), { verified });

/** A topic by `author` and `n` replies to it by fresh members (posting is rate limited per member). */
async function repliesTo(author: Awaited<ReturnType<typeof makeMember>>, n: number, topicId?: number) {
  const id =
    topicId ??
    (
      await commands.createTopic(db(), author, {
        title: "Seed germination",
        category: "lab-activities",
        body: "Which seeds sprout fastest?",
      })
    ).id;
  for (let i = 0; i < n; i++)
    await commands.createReply(db(), await makeMember(), id, { body: `Reply number ${i + 1} here.` });
  return id;
}

/** A new topic by a fresh member that mentions `member`: a notice that is never folded into another. */
async function mentionOf(member: Awaited<ReturnType<typeof makeMember>>) {
  await commands.createTopic(db(), await makeMember(), {
    title: "Bean sprouts",
    category: "lab-activities",
    body: `What do you think, @${member.username}?`,
  });
}

/** Notification mails put in the outbox for a member so far, as stored. */
const batchesOf = (userId: string) =>
  db()
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.userId, userId), eq(mailOutbox.kind, "notifications")))
    .orderBy(mailOutbox.id);
/** A worker that sends into `sent`. */
const collect = (sent: Mail[]) => ({
  publicUrl: options.publicUrl,
  compose: async () => null,
  sendMail: async (mail: Mail) => {
    sent.push(mail);
    return {};
  },
});

describe("composing notification mail", () => {
  it("lists everything new in one mail with a link to each, in text and HTML, escaped", () => {
    const mail = composeMail(
      { name: "Ana <Rivera>" },
      [
        { id: 1, kind: "reply", detail: null, actor: "Ben", topicTitle: "Leaf <discs>", topicId: 5, replyId: 9 },
        {
          id: 2,
          kind: "moderation",
          detail: "topic-deleted",
          actor: "Mod",
          topicTitle: "Old",
          topicId: null,
          replyId: null,
        },
      ],
      {
        publicUrl: "https://genehive.example",
        unsubscribe: "https://genehive.example/email/unsubscribe?u=x&t=y",
        frequency: "immediately",
      },
    );
    expect(mail.subject).toBe("GeneHive: 2 new notifications");
    expect(mail.text).toContain(
      "- Ben replied to your topic “Leaf <discs>”\n  https://genehive.example/community/forum/topic/5?reply=9",
    );
    expect(mail.text).toContain("- A moderator deleted your topic “Old”\n\n");
    expect(mail.text).toContain("Stop these e-mails: https://genehive.example/email/unsubscribe?u=x&t=y");
    expect(mail.html).toContain("Hi Ana &lt;Rivera&gt;,");
    expect(mail.html).toContain(
      '<a href="https://genehive.example/community/forum/topic/5?reply=9">Ben replied to your topic “Leaf &lt;discs&gt;”</a>',
    );
    expect(mail.html).toContain('href="https://genehive.example/email/unsubscribe?u=x&amp;t=y"');
  });

  it("signs the unsubscribe link for one member only", () => {
    const url = new URL(unsubscribeUrl(options.publicUrl, options.secret, "member-1"));
    const token = url.searchParams.get("t")!;
    expect(url.pathname).toBe("/email/unsubscribe");
    expect(verifyUnsubscribe(options.secret, "member-1", token)).toBe(true);
    expect(verifyUnsubscribe(options.secret, "member-2", token)).toBe(false);
    expect(verifyUnsubscribe("x".repeat(40), "member-1", token)).toBe(false);
    expect(verifyUnsubscribe(options.secret, "member-1", "")).toBe(false);
  });
});

describe("batching (a fake clock)", () => {
  it("right away means one mail listing everything new, then none for 10 minutes", async () => {
    const author = await makeMember();
    const topicId = await repliesTo(author, 2);
    await queueDueMail(db(), { ...options, now: minutes(0) });
    let batches = await batchesOf(author.id);
    expect(batches).toHaveLength(1);
    // Two replies, one notice: the second reply came while the first's notice was unread.
    expect(batches[0]!.text!.match(/replied to your topic “Seed germination” \(and 1 more reply\)/g)).toHaveLength(1);

    // Another reply while that notice is still unread is counted in it, not told again; a mention is told.
    await repliesTo(author, 1, topicId);
    await mentionOf(author);
    await queueDueMail(db(), { ...options, now: minutes(5) });
    expect(await batchesOf(author.id)).toHaveLength(1);
    await queueDueMail(db(), { ...options, now: minutes(11) });
    batches = await batchesOf(author.id);
    expect(batches).toHaveLength(2);
    // The second mail lists only what the first did not.
    expect(batches[1]!.text!.match(/mentioned you in “Bean sprouts”/g)).toHaveLength(1);
    expect(batches[1]!.text).not.toMatch(/replied to your topic/);
  });

  it("a daily digest waits a day; never and unconfirmed addresses get no mail; read notices are not mailed", async () => {
    const [daily, never, unverified, reader] = [
      await makeMember(),
      await makeMember(),
      await makeMember(false),
      await makeMember(),
    ];
    await setEmailFrequency(db(), daily.id, "daily");
    await setEmailFrequency(db(), never.id, "never");
    await repliesTo(daily, 1);
    await repliesTo(never, 1);
    await repliesTo(unverified, 1);
    const readTopic = await repliesTo(reader, 1);
    await topicPage(db(), reader, readTopic, 1);

    await queueDueMail(db(), { ...options, now: minutes(0) });
    expect((await batchesOf(daily.id))[0]?.subject).toMatch(/^GeneHive: .* replied to your topic “Seed germination”$/);
    await mentionOf(daily);
    await queueDueMail(db(), { ...options, now: minutes(60) });
    expect(await batchesOf(daily.id)).toHaveLength(1);
    await queueDueMail(db(), { ...options, now: minutes(24 * 60 + 1) });
    expect(await batchesOf(daily.id)).toHaveLength(2);
    expect(await batchesOf(never.id)).toHaveLength(0);
    expect(await batchesOf(unverified.id)).toHaveLength(0);
    expect(await batchesOf(reader.id)).toHaveLength(0);
  });
});

describe("sending", () => {
  it("sends each stored mail once, with one-click unsubscribe headers; a claim left by a dead process is retried after it expires", async () => {
    const author = await makeMember();
    await repliesTo(author, 1);
    const now = minutes(60 * 24 * 3);
    await queueDueMail(db(), { ...options, now });
    const sent: Mail[] = [];
    await sendDueMail(db(), collect(sent));
    const mine = sent.filter((m) => m.to === author.email);
    expect(mine).toHaveLength(1);
    const unsubscribe = /<(.+)>/.exec(mine[0]!.headers!["List-Unsubscribe"]!)![1]!;
    expect(unsubscribe).toBe(unsubscribeUrl(options.publicUrl, options.secret, author.id));
    expect(mine[0]!.headers!["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect(mine[0]!.html).toContain("<ul>");
    expect(mine[0]!.messageId).toMatch(/^genehive-\d{10}-notifications@genehive\.example$/);
    await sendDueMail(db(), collect(sent));
    expect(sent.filter((m) => m.to === author.email)).toHaveLength(1);

    // A process claimed a mail and died before saying it was sent.
    const other = await makeMember();
    await repliesTo(other, 1);
    await queueDueMail(db(), { ...options, now });
    await db().execute(sql`update mail_outbox set claimed_at = now() - interval '1 minute' where done_at is null`);
    await sendDueMail(db(), collect(sent));
    expect(sent.filter((m) => m.to === other.email)).toHaveLength(0);
    await db().execute(sql`update mail_outbox set claimed_at = now() - interval '6 minutes' where done_at is null`);
    await sendDueMail(db(), collect(sent));
    const retried = sent.filter((m) => m.to === other.email);
    expect(retried).toHaveLength(1);
  });
});

describe("header injection (issue 27, item 12)", () => {
  it("a display name and topic title with CR/LF give an .eml with no Bcc line and a Subject of one header", async () => {
    const injection = "\r\nBcc: x@evil.test\r\nX-Evil: 1\r\n\r\nfake body";
    const author = await insertMember(db(), { verified: true, name: `Ana${injection}` });
    const actor = await insertMember(db(), { verified: true, name: `Ben${injection}` });
    const topicId = await repliesTo(author, 0);
    await db()
      .insert(notifications)
      .values({ userId: author.id, kind: "mention", actorId: actor.id, topicId, topicTitle: `Owls${injection}` });
    await queueDueMail(db(), { ...options, now: minutes(60 * 24 * 5) });
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "genehive-eml-"));
    try {
      const sendMail = createMailer(loadConfig({ DATA_DIR: dataDir }));
      await sendDueMail(db(), { publicUrl: options.publicUrl, compose: async () => null, sendMail });
      const outbox = path.join(dataDir, "outbox");
      const mail = readdirSync(outbox)
        .map((f) => readFileSync(path.join(outbox, f), "utf8"))
        .find((m) => m.includes(`To: ${author.email}`));
      expect(mail).toBeDefined();
      const head = mail!.slice(0, mail!.indexOf("\n\n"));
      // Every line is a header of its own ("Name:…") or the folded continuation of one (starting with white space).
      const starts = head.split("\n").filter((line) => !/^[ \t]/.test(line));
      for (const line of starts) expect(line).toMatch(/^[A-Za-z-]+:/);
      const names = starts.map((line) => line.slice(0, line.indexOf(":")).toLowerCase());
      expect(names).not.toContain("bcc");
      expect(names).not.toContain("x-evil");
      expect(names.filter((name) => name === "subject")).toHaveLength(1);
      expect(head).toMatch(/Owls/);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
