import { sql } from "drizzle-orm";
import { type Database, queryRows } from "#server/db/client.ts";
import { forumLimits } from "#shared/forum/schemas.ts";
import type { SearchHit } from "#shared/forum/types.ts";

const START = "\u0001";
const STOP = "\u0002";

// A lone * or _ that opens or closes emphasis: next to a word (or a match marker) on one side only.
const emphasisMarker = new RegExp(
  `(^|[^\\p{L}\\p{N}])[*_]+(?=[\\p{L}\\p{N}${START}])|(?<=[\\p{L}\\p{N}.!?,;:${STOP}])[*_]+(?=$|[^\\p{L}\\p{N}])`,
  "gu",
);

/**
 * A post's Markdown as a reader sees it, for a snippet: link and image text without their addresses, no
 * emphasis, code or heading markers, one line. Works on fragments (ts_headline cuts mid-link).
 */
export function plainSnippet(markdown: string): string {
  return markdown
    .replace(/!?\[([^\]]*)\]\([^)]*\)?/g, "$1")
    .replace(/\]\([^)\s]*\)?/g, "")
    .replace(/<(https?:[^>]+)>/g, "$1")
    .replace(/(^|\n)[ \t]{0,3}(#{1,6}[ \t]+|>[ \t]?|[-*+][ \t]+|\d+[.)][ \t]+)/g, "$1")
    .replace(/\*\*|__|~~|`+/g, "")
    .replace(emphasisMarker, "$1")
    .replace(/\s+/g, " ")
    .trim();
}

function segments(headline: string): SearchHit["snippet"] {
  const out: SearchHit["snippet"] = [];
  for (const part of plainSnippet(headline).split(START)) {
    const [matched, rest] = part.includes(STOP) ? part.split(STOP) : [undefined, part];
    if (matched) out.push({ text: matched, match: true });
    if (rest) out.push({ text: rest, match: false });
  }
  return out;
}

/** Full-text search over topic titles, bodies and replies (PostgreSQL text search), best first. */
export async function searchForum(db: Database, q: string, limit = 30): Promise<SearchHit[]> {
  const query = q.trim().slice(0, forumLimits.searchMax);
  if (!query) return [];
  const options = `StartSel=${START}, StopSel=${STOP}, MaxWords=35, MinWords=15, MaxFragments=2`;
  // Raw SQL (a union and ts_headline), so its row is declared here; the hit built from it is checked against SearchHit.
  const rows = await queryRows<{
    kind: SearchHit["kind"];
    topic_id: number;
    reply_id: number | null;
    title: string;
    headline: string;
    created_at: string;
  }>(
    db,
    // Rank first and cut to the page; headlines are costly, so only the shown hits get one.
    sql`with q as (select websearch_to_tsquery('english', ${query}) as tsq),
      hits as (
        select * from (
          select 'topic' as kind, t.id as topic_id, null::int as reply_id, t.created_at, ts_rank(t.search, q.tsq) as rank
          from forum_topics t, q where t.hidden_at is null and t.search @@ q.tsq
          union all
          select 'reply', r.topic_id, r.id, r.created_at, ts_rank(r.search, q.tsq) * 0.8
          from forum_replies r, q where r.deleted_at is null and r.hidden_at is null and r.search @@ q.tsq
        ) all_hits order by rank desc, created_at desc limit ${limit}
      )
      select h.kind, h.topic_id, h.reply_id, t.title, h.created_at,
             ts_headline('english', case when h.reply_id is null then t.title || ' - ' || t.body else r.body end,
                         q.tsq, ${options}) as headline
      from hits h join forum_topics t on t.id = h.topic_id left join forum_replies r on r.id = h.reply_id, q
      order by h.rank desc, h.created_at desc`,
  );
  return rows.map(
    (r): SearchHit => ({
      kind: r.kind,
      topicId: r.topic_id,
      replyId: r.reply_id,
      title: r.title,
      snippet: segments(r.headline),
      createdAt: new Date(r.created_at).toISOString(),
    }),
  );
}
