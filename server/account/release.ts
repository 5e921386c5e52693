import { sql } from "drizzle-orm";
import { forgetSessions } from "#server/auth/session-cache.ts";
import type { Database } from "#server/db/client.ts";
import { DELETED_MEMBER, ensureDeletedMember } from "#server/db/deleted-member.ts";
import { moveNoticesOffDeletedReplies } from "#server/forum/notify.ts";
import { forumWrite } from "#server/forum/queries/shared-views.ts";

/** A literal for a regular expression (PostgreSQL's and JavaScript's alike). */
function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\-]/g, "\\$&");
}

/** What happened to a deleted member's posts. */
export interface ReleasedPosts {
  posts: "kept" | "removed";
  topics: number;
  replies: number;
}

/**
 * Runs just before an account row is deleted (better-auth's beforeDelete for a member's own deletion, the
 * admin command for an admin's): everything that would otherwise keep the member's name, address or id.
 * Topics and replies go to "Deleted member", or are removed when the member asked; reports they made stay
 * for moderators under "Deleted member"; counters keyed by their address or id are deleted. Sessions, the
 * password and the account row itself, and rows whose foreign keys cascade or clear, go with the account.
 */
export const releaseMemberData = forumWrite(async function releaseMemberData(
  db: Database,
  member: { id: string; email: string },
  removePosts: boolean,
): Promise<ReleasedPosts> {
  const { id } = member;
  const email = member.email.trim().toLowerCase();
  const deleted = DELETED_MEMBER.id;
  if (id === deleted) throw new Error("The deleted-member account cannot itself be deleted.");
  await ensureDeletedMember(db);
  const released = await db.transaction(async (tx) => {
    const count = async (query: ReturnType<typeof sql>) =>
      Number(((await tx.execute(query)) as unknown as { rows: Array<{ n: number }> }).rows[0]?.n ?? 0);
    const topics = await count(sql`select count(*)::int as n from forum_topics where author_id = ${id}`);
    const replies = await count(
      sql`select count(*)::int as n from forum_replies where author_id = ${id} and deleted_at is null`,
    );

    if (removePosts) {
      // A removed reply keeps its place in other people's threads ("This reply was deleted"), with no text.
      await tx.execute(sql`
        update forum_topics t set reply_count = t.reply_count - r.n
        from (select topic_id, count(*)::int as n from forum_replies
              where author_id = ${id} and deleted_at is null group by topic_id) r
        where t.id = r.topic_id`);
      await tx.execute(sql`
        update forum_replies set author_id = ${deleted}, body = '', body_html = null,
          deleted_at = coalesce(deleted_at, now())
        where author_id = ${id}`);
      await moveNoticesOffDeletedReplies(tx, sql`d.author_id = ${deleted}`);
      // A removed topic goes with its whole thread, as when its author deletes it in the forum.
      await tx.execute(sql`delete from forum_topics where author_id = ${id}`);
    } else {
      await tx.execute(sql`update forum_topics set author_id = ${deleted} where author_id = ${id}`);
      await tx.execute(sql`update forum_replies set author_id = ${deleted} where author_id = ${id}`);
    }

    // Their name stays in other members' posts as written, no longer a link to a profile that is gone (or that
    // a later member taking the name would own). The stored HTML is as server/markdown renders a mention.
    const named = (await tx.execute(sql`select username from "user" where id = ${id}`)) as unknown as {
      rows: Array<{ username: string | null }>;
    };
    const username = named.rows[0]?.username;
    if (username) {
      const link = `<a href="/community/members/${escapeRegExp(encodeURIComponent(username.toLowerCase()))}" class="mention"[^>]*>([^<]*)</a>`;
      for (const table of [sql`forum_topics`, sql`forum_replies`]) {
        await tx.execute(
          sql`update ${table} set body_html = regexp_replace(body_html, ${link}, ${"\\1"}, 'gi') where body_html ~* ${link}`,
        );
      }
    }

    // One open report per reporter and post: where "Deleted member" already has one, this one adds nothing.
    await tx.execute(sql`
      delete from forum_reports r where r.reporter_id = ${id} and r.resolved_at is null and exists (
        select 1 from forum_reports d where d.reporter_id = ${deleted} and d.resolved_at is null
          and d.topic_id = r.topic_id and coalesce(d.reply_id, 0) = coalesce(r.reply_id, 0))`);
    await tx.execute(sql`update forum_reports set reporter_id = ${deleted} where reporter_id = ${id}`);

    // Rows that name the member by address or id without a foreign key to cascade.
    await tx.execute(sql`delete from sign_in_failure where split_part(email, ' ', 1) = ${email}`);
    await tx.execute(sql`delete from throttle where right(key, ${id.length + 1}) = ${`:${id}`}`);
    await tx.execute(
      sql`delete from verification where value = ${id} or lower(identifier) = ${email} or position(${email} in lower(value)) > 0`,
    );
    // Mail to the address: sent (kept a week for operators) or not sent yet (no longer wanted).
    await tx.execute(sql`delete from mail_outbox where recipient = ${email}`);
    return { posts: removePosts ? "removed" : "kept", topics, replies } satisfies ReleasedPosts;
  });
  // Their sessions are gone (and, by forumWrite, the listings that showed their topics).
  forgetSessions();
  return released;
});
