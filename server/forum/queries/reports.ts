import { sql } from "drizzle-orm";
import { type Database, queryRows } from "#server/db/client.ts";
import { forumLimits } from "#shared/forum/schemas.ts";
import type { PageOf, ReportedPost, TopicReport } from "#shared/forum/types.ts";

/** How much of a reported post the moderation page quotes. */
const excerptChars = 280;
/** The latest reasons shown for a post; the count says how many there are in all. */
const reasonsShown = 5;

/**
 * The moderation queue: reported posts with open reports, the longest-waiting first, a page at a time.
 * A post reported many times is one entry with a count, so a flood of reports cannot bury the others
 * or make the page grow without bound.
 */
export async function reportQueue(db: Database, page: number): Promise<PageOf<ReportedPost>> {
  const size = forumLimits.moderationPageSize;
  const rows = await queryRows<{
    report_id: number;
    topic_id: number;
    reply_id: number | null;
    topic_title: string;
    excerpt: string;
    count: number;
    first_reported_at: string | Date;
    reports: Array<{ reason: string; reporter: string; createdAt: string }>;
    total: number;
  }>(
    db,
    sql`
    with open as (
      select topic_id, reply_id, min(id) as report_id, count(*)::int as count, min(created_at) as first_reported_at
      from forum_reports where resolved_at is null
      group by topic_id, reply_id
    )
    select o.report_id, o.topic_id, o.reply_id, t.title as topic_title,
      left(coalesce(r.body, t.body), ${excerptChars}) as excerpt, o.count, o.first_reported_at,
      (select coalesce(json_agg(x order by x."createdAt" desc), '[]'::json) from (
         select fr.reason, coalesce(u.display_username, u.username, '') as reporter,
           to_char(fr.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt"
         from forum_reports fr join "user" u on u.id = fr.reporter_id
         where fr.resolved_at is null and fr.topic_id = o.topic_id and fr.reply_id is not distinct from o.reply_id
         order by fr.created_at desc limit ${reasonsShown}) x) as reports,
      count(*) over ()::int as total
    from open o
    join forum_topics t on t.id = o.topic_id
    left join forum_replies r on r.id = o.reply_id
    order by o.first_reported_at, o.report_id
    limit ${size} offset ${(page - 1) * size}`,
  );
  return {
    items: rows.map(
      (r): ReportedPost => ({
        reportId: r.report_id,
        topicId: r.topic_id,
        replyId: r.reply_id,
        topicTitle: r.topic_title,
        excerpt: r.excerpt,
        count: r.count,
        firstReportedAt: new Date(r.first_reported_at).toISOString(),
        reports: typeof r.reports === "string" ? JSON.parse(r.reports) : r.reports,
      }),
    ),
    page,
    total: rows[0]?.total ?? (page > 1 ? await openPostCount(db) : 0),
    pageSize: size,
  };
}

async function openPostCount(db: Database): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from (select 1 from forum_reports where resolved_at is null group by topic_id, reply_id) g`,
  );
  return row?.n ?? 0;
}

/** A topic's posts with open reports, topic first then replies in order, each with its latest few reasons. */
export async function topicReports(db: Database, topicId: number): Promise<TopicReport[]> {
  const rows = await queryRows<{ reply_id: number | null; author: string | null; count: number; reasons: unknown }>(
    db,
    sql`
    select fr.reply_id, u.name as author, count(*)::int as count,
      (array_agg(fr.reason order by fr.created_at desc))[1:${reasonsShown}] as reasons
    from forum_reports fr
    left join forum_replies r on r.id = fr.reply_id
    left join "user" u on u.id = r.author_id
    where fr.topic_id = ${topicId} and fr.resolved_at is null
    group by fr.reply_id, u.name
    order by fr.reply_id nulls first`,
  );
  return rows.map((r) => ({
    replyId: r.reply_id,
    author: r.author,
    count: r.count,
    reasons: Array.isArray(r.reasons) ? r.reasons.map(String) : [],
  }));
}
