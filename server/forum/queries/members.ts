import { and, asc, count, eq, ilike, ne, or, sql } from "drizzle-orm";
import { DELETED_MEMBER } from "#server/account/deleted-member.ts";
import type { Database } from "#server/db/client.ts";
import { user } from "#server/db/schema.ts";
import { forumLimits } from "#shared/forum/schemas.ts";
import type { MemberProfile, MemberSummary, PageOf } from "#shared/forum/types.ts";
import { authorName } from "./topic-summary.ts";

/** A LIKE pattern that finds `q` anywhere, with LIKE's own characters in it taken literally. */
export const containsPattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Each member's topics and (not deleted) replies, as columns of a select from `user`. */
export const postCounts = {
  // Qualified by hand: inside the subqueries a bare "id" would mean the topic's or reply's id.
  topicCount: sql<number>`(select count(*)::int from forum_topics t where t.author_id = "user"."id")`,
  replyCount: sql<number>`(select count(*)::int from forum_replies r where r.author_id = "user"."id" and r.deleted_at is null)`,
};

/** The longest directory search looked at. */
export const memberSearchMax = 100;

/** The members directory: search by name or username, a page at a time. */
export async function listMembers(db: Database, options: { q?: string; page: number }): Promise<PageOf<MemberSummary>> {
  const size = forumLimits.pageSize;
  const q = options.q?.trim().slice(0, memberSearchMax);
  const pattern = q ? containsPattern(q) : undefined;
  // Deleted members' kept posts belong to one placeholder account, which is nobody to list.
  const where = and(
    ne(user.id, DELETED_MEMBER.id),
    pattern ? or(ilike(user.name, pattern), ilike(user.username, pattern)) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        username: authorName,
        fullName: user.name,
        joinedAt: user.createdAt,
        role: user.role,
        ...postCounts,
      })
      .from(user)
      .where(where)
      .orderBy(asc(user.name), asc(user.id))
      .limit(size)
      .offset((options.page - 1) * size),
    db.select({ n: count() }).from(user).where(where),
  ]);
  return {
    items: rows.map((r): MemberSummary => ({ ...r, joinedAt: r.joinedAt.toISOString() })),
    page: options.page,
    total: total?.n ?? 0,
    pageSize: size,
  };
}

/** A member by username (any case), with the id the caller needs to tell whether it is the viewer. */
export async function getMember(
  db: Database,
  username: string,
): Promise<(Omit<MemberProfile, "topics"> & { id: string }) | null> {
  const [member] = await db
    .select({
      id: user.id,
      username: authorName,
      fullName: user.name,
      bio: user.bio,
      joinedAt: user.createdAt,
      role: user.role,
    })
    .from(user)
    .where(eq(user.username, username.toLowerCase()));
  return member ? { ...member, joinedAt: member.joinedAt.toISOString() } : null;
}
