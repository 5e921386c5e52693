import { and, asc, count, desc, eq, ilike, isNull, ne, or, sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { DELETED_MEMBER } from "#server/db/deleted-member.ts";
import { forumReplies, forumTopics, user } from "#server/db/schema.ts";
import { publicRole } from "#shared/auth/roles.ts";
import { forumLimits } from "#shared/forum/schemas.ts";
import type { MemberProfile, MemberSummary, PageOf } from "#shared/forum/types.ts";
import { plainSnippet } from "./search.ts";
import { authorName } from "./topic-summary.ts";

/** `q` for a LIKE pattern: LIKE's own characters in it taken literally. */
const likeLiteral = (q: string) => q.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A LIKE pattern that finds `q` anywhere. */
export const containsPattern = (q: string) => `%${likeLiteral(q)}%`;

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
    items: rows.map((r): MemberSummary => ({ ...r, role: publicRole(r.role), joinedAt: r.joinedAt.toISOString() })),
    page: options.page,
    total: total?.n ?? 0,
    pageSize: size,
  };
}

/** A member's latest replies that are not deleted, newest first, with the first words of each. */
export async function repliesBy(db: Database, authorId: string, limit: number): Promise<MemberProfile["replies"]> {
  const rows = await db
    .select({
      topicId: forumReplies.topicId,
      replyId: forumReplies.id,
      topicTitle: forumTopics.title,
      body: sql<string>`left(${forumReplies.body}, 400)`,
      createdAt: forumReplies.createdAt,
    })
    .from(forumReplies)
    .innerJoin(forumTopics, eq(forumTopics.id, forumReplies.topicId))
    .where(and(eq(forumReplies.authorId, authorId), isNull(forumReplies.deletedAt), isNull(forumReplies.hiddenAt)))
    .orderBy(desc(forumReplies.createdAt), desc(forumReplies.id))
    .limit(limit);
  return rows.map(({ body, createdAt, ...r }) => {
    const text = plainSnippet(body);
    return {
      ...r,
      excerpt: text.length > 160 ? `${text.slice(0, 159).trimEnd()}…` : text,
      createdAt: createdAt.toISOString(),
    };
  });
}

/**
 * Look-ups per member and minute: the editor asks once per pause in typing a name (150 ms), so a person stays far
 * below it; a script walking the directory name by name does not (docs/decisions/0022-abuse-limits.md).
 */
export const SUGGESTION_LOOKUPS = { max: 60, windowSeconds: 60 } as const;

/** Usernames starting with `prefix`, for the @mention suggestions while writing a post. */
export async function suggestMembers(
  db: Database,
  prefix: string,
  limit = 8,
): Promise<Array<{ username: string; fullName: string }>> {
  const pattern = `${likeLiteral(prefix.toLowerCase())}%`;
  return db
    .select({ username: authorName, fullName: user.name })
    .from(user)
    .where(and(ne(user.id, DELETED_MEMBER.id), ilike(user.username, pattern)))
    .orderBy(asc(user.username))
    .limit(limit);
}

/** A member by username (any case), with the id the caller needs to tell whether it is the viewer. */
export async function getMember(
  db: Database,
  username: string,
): Promise<(Omit<MemberProfile, "topics" | "replies"> & { id: string }) | null> {
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
  return member ? { ...member, role: publicRole(member.role), joinedAt: member.joinedAt.toISOString() } : null;
}
