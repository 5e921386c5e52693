import { createHmac, timingSafeEqual } from "node:crypto";
import { eq, inArray, sql } from "drizzle-orm";
import { type Database, queryRows } from "#server/db/client.ts";
import { logBackgroundFailure } from "#server/db/outage.ts";
import { mailBatches, notificationSettings, notifications, user } from "#server/db/schema.ts";
import { log } from "#server/log.ts";
import { enqueueMail, wakeMailWorker } from "#server/mail-outbox.ts";
import { moreRepliesText, type NotificationKind, notificationText } from "#shared/forum/notification-text.ts";
import { forumPaths } from "#shared/forum/paths.ts";
import { escapeHtml } from "#shared/html.ts";
import { noticeReplies } from "./notify.ts";

/**
 * Notification e-mail. Every minute the server composes, for each member whose next mail is due, one
 * message listing everything new (immediately: at most one per 10 minutes; daily: one digest a day), and
 * puts it in the outbox (mail-outbox.ts), whose worker sends it like every other mail. Composing claims the
 * member's row (FOR UPDATE SKIP LOCKED), so several processes on one PostgreSQL compose each mail once.
 */

export type EmailFrequency = "immediately" | "daily" | "never";
export const emailFrequencies: EmailFrequency[] = ["immediately", "daily", "never"];

const SPACING: Record<Exclude<EmailFrequency, "never">, string> = { immediately: "10 minutes", daily: "24 hours" };
/** Older notices are not worth a mail: whoever has not been back for a week gets only the recent ones. */
const MAX_AGE = "7 days";

interface MailOptions {
  publicUrl: string;
  secret: string;
  /** The clock, for tests; the database's own by default. */
  now?: Date;
}

const at = (now: Date | undefined) => (now ? sql`${now.toISOString()}::timestamptz` : sql`now()`);

// ── Unsubscribing without signing in ─────────────────────────────────────────────────────────────────

function signature(secret: string, userId: string): string {
  return createHmac("sha256", secret).update(`notification-email-unsubscribe:${userId}`).digest("base64url");
}

/** The link in every notification mail that stops them, signed so only the member's own mail holds it. */
export function unsubscribeUrl(publicUrl: string, secret: string, userId: string): string {
  const query = new URLSearchParams({ u: userId, t: signature(secret, userId) });
  return `${publicUrl}/email/unsubscribe?${query}`;
}

export function verifyUnsubscribe(secret: string, userId: string, token: string): boolean {
  const expected = Buffer.from(signature(secret, userId));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export async function emailFrequency(db: Database, userId: string): Promise<EmailFrequency> {
  const [row] = await db
    .select({ email: notificationSettings.email })
    .from(notificationSettings)
    .where(eq(notificationSettings.userId, userId));
  return row?.email ?? "immediately";
}

export async function setEmailFrequency(db: Database, userId: string, email: EmailFrequency): Promise<void> {
  await db
    .insert(notificationSettings)
    .values({ userId, email })
    .onConflictDoUpdate({ target: notificationSettings.userId, set: { email } });
}

// ── Composing ────────────────────────────────────────────────────────────────────────────────────────

interface Item {
  id: number;
  kind: NotificationKind;
  detail: string | null;
  actor: string | null;
  topicTitle: string;
  topicId: number | null;
  replyId: number | null;
  /** A moderator's words to the member (a warning's), quoted under its line. */
  note?: string | null;
  /** The posts it stands for (noticeReplies); a notice of one post when not given. */
  replies?: number;
}

/** One member's mail: a line per notice with a link to it, then how to change or stop these mails. */
export function composeMail(
  member: { name: string },
  items: Item[],
  links: { publicUrl: string; unsubscribe: string; frequency: EmailFrequency },
): { subject: string; text: string; html: string } {
  const lines = items.map((item) => ({
    text: [
      `${notificationText(item.kind, item.detail, item.actor)} “${item.topicTitle}”`,
      moreRepliesText(item.replies ?? 1),
    ]
      .filter(Boolean)
      .join(" "),
    url: item.topicId === null ? null : `${links.publicUrl}${forumPaths.post(item.topicId, item.replyId)}`,
    note: item.note || null,
  }));
  const subject =
    items.length === 1
      ? `GeneHive: ${lines[0]!.text}`
      : `GeneHive: ${items.length} new notifications${links.frequency === "daily" ? " today" : ""}`;
  const settings = `${links.publicUrl}/community/settings#notifications`;
  const text = [
    `Hi ${member.name},`,
    links.frequency === "daily" ? "Your daily summary from the GeneHive community:" : "New in the GeneHive community:",
    lines
      .map((l) => `- ${l.text}${l.url ? `\n  ${l.url}` : ""}${l.note ? `\n  A moderator's note: ${l.note}` : ""}`)
      .join("\n"),
    `All your notifications: ${links.publicUrl}/community/notifications`,
    `Choose how often we e-mail you: ${settings}\nStop these e-mails: ${links.unsubscribe}`,
  ].join("\n\n");
  const html = `<!doctype html><html lang="en"><body style="font-family:Arial,sans-serif;color:#0f172a;line-height:1.5">
<p>Hi ${escapeHtml(member.name)},</p>
<p>${links.frequency === "daily" ? "Your daily summary from the GeneHive community:" : "New in the GeneHive community:"}</p>
<ul>${lines.map((l) => `<li>${l.url ? `<a href="${escapeHtml(l.url)}">${escapeHtml(l.text)}</a>` : escapeHtml(l.text)}${l.note ? `<br><em>A moderator's note:</em> ${escapeHtml(l.note)}` : ""}</li>`).join("")}</ul>
<p><a href="${escapeHtml(`${links.publicUrl}/community/notifications`)}">All your notifications</a></p>
<p style="font-size:12px;color:#475569"><a href="${escapeHtml(settings)}">Choose how often we e-mail you</a> · <a href="${escapeHtml(links.unsubscribe)}">Stop these e-mails</a></p>
</body></html>`;
  return { subject, text, html };
}

/** Notices a member has neither read nor been mailed, that they can still follow, from the last week. */
const pending = (now: Date | undefined) => sql`${notifications.readAt} is null and ${notifications.mailBatchId} is null
  and ${notifications.createdAt} > ${at(now)} - interval '${sql.raw(MAX_AGE)}'
  and (${notifications.kind} = 'moderation' or (${notifications.topicId} is not null and (${notifications.replyId} is null
    or exists (select 1 from forum_replies r where r.id = ${notifications.replyId} and r.deleted_at is null))))`;

const due = (
  now: Date | undefined,
) => sql`${notificationSettings.email} <> 'never' and (${notificationSettings.lastMailedAt} is null
  or ${notificationSettings.lastMailedAt} <= ${at(now)} - case ${notificationSettings.email}
    when 'daily' then interval '${sql.raw(SPACING.daily)}' else interval '${sql.raw(SPACING.immediately)}' end)`;

/** Composes and stores the mails that are due; answers how many. Only verified addresses get mail. */
export async function queueDueMail(db: Database, options: MailOptions): Promise<number> {
  const { now } = options;
  // A member who never chose gets the default: give them a row to claim.
  await db.execute(sql`insert into ${notificationSettings} (user_id)
    select distinct ${notifications.userId} from ${notifications} where ${pending(now)}
    on conflict do nothing`);
  const candidates = await queryRows<{ user_id: string }>(
    db,
    sql`select ${notificationSettings.userId} as user_id from ${notificationSettings}
        join "user" u on u.id = ${notificationSettings.userId} and u.email_verified
        where ${due(now)} and exists (select 1 from ${notifications} where ${notifications.userId} = ${notificationSettings.userId} and ${pending(now)})
        limit 100`,
  );
  let queued = 0;
  for (const { user_id: userId } of candidates) {
    const made = await db.transaction(async (tx) => {
      // Another process may be composing this member's mail: skip them rather than wait, and send nothing twice.
      const [claimed] = await queryRows<{ email: EmailFrequency }>(
        tx,
        sql`select ${notificationSettings.email} as email from ${notificationSettings}
            where ${notificationSettings.userId} = ${userId} and ${due(now)}
            for update skip locked`,
      );
      if (!claimed) return false;
      const items = await queryRows<{
        id: number;
        kind: NotificationKind;
        detail: string | null;
        actor: string | null;
        topic_title: string;
        topic_id: number | null;
        reply_id: number | null;
        note: string | null;
        replies: number;
      }>(
        tx,
        sql`select ${notifications.id} as id, ${notifications.kind} as kind, ${notifications.detail} as detail,
                   a.name as actor, ${notifications.topicTitle} as topic_title,
                   ${notifications.topicId} as topic_id, ${notifications.replyId} as reply_id,
                   ${notifications.note} as note, ${noticeReplies} as replies
            from ${notifications} left join "user" a on a.id = ${notifications.actorId}
            where ${notifications.userId} = ${userId} and ${pending(now)}
            order by ${notifications.createdAt}, ${notifications.id} limit 50`,
      );
      if (!items.length) return false;
      const [member] = await tx.select({ name: user.name, email: user.email }).from(user).where(eq(user.id, userId));
      if (!member) return false;
      const unsubscribe = unsubscribeUrl(options.publicUrl, options.secret, userId);
      const mail = composeMail(
        { name: member.name },
        items.map((i) => ({
          id: i.id,
          kind: i.kind,
          detail: i.detail,
          actor: i.actor,
          topicTitle: i.topic_title,
          topicId: i.topic_id,
          replyId: i.reply_id,
          note: i.note,
          replies: i.replies,
        })),
        {
          publicUrl: options.publicUrl,
          unsubscribe,
          frequency: claimed.email,
        },
      );
      const [batch] = await tx
        .insert(mailBatches)
        .values({ userId, ...(now ? { createdAt: now } : {}) })
        .returning({ id: mailBatches.id });
      await enqueueMail(
        tx,
        "notifications",
        {
          to: member.email,
          ...mail,
          // RFC 8058: mail programs offer one-click unsubscribe, which POSTs to the same signed address.
          headers: { "List-Unsubscribe": `<${unsubscribe}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
        },
        { userId },
      );
      await tx
        .update(notifications)
        .set({ mailBatchId: batch!.id })
        .where(
          inArray(
            notifications.id,
            items.map((i) => i.id),
          ),
        );
      await tx
        .update(notificationSettings)
        .set({ lastMailedAt: now ?? sql`now()` })
        .where(eq(notificationSettings.userId, userId));
      return true;
    });
    if (made) queued++;
  }
  return queued;
}

// ── Schedule ─────────────────────────────────────────────────────────────────────────────────────────

/** The server's schedule: compose what is due into the outbox; one run at a time per process. */
export function startNotificationMail(
  db: Database,
  options: Omit<MailOptions, "now"> & { intervalMs: number },
): () => Promise<void> {
  let running: Promise<void> | undefined;
  const run = async () => {
    try {
      const queued = await queueDueMail(db, options);
      if (queued) {
        log("info", "notification mail", { queued });
        wakeMailWorker();
      }
    } catch (error) {
      // Nothing is lost: the notices stay unmailed, and the next run tries again.
      logBackgroundFailure("notification mail", error);
    }
  };
  const timer = setInterval(() => {
    running ??= run().finally(() => {
      running = undefined;
    });
  }, options.intervalMs);
  timer.unref();
  // Stopping waits for a run under way, so the database is not closed beneath it.
  return async () => {
    clearInterval(timer);
    await running;
  };
}
