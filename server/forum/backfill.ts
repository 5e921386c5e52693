import { and, asc, eq, gt, isNull } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { forumReplies, forumTopics } from "#server/db/schema.ts";
import { renderPostHtml } from "./markdown.ts";

const BATCH = 100;

/**
 * Stores the rendered HTML of posts written before posts kept it (body_html is null), a batch at a time,
 * in the background after start-up; until it reaches a post, the topic page renders it on view. A post
 * that cannot be rendered within bounds keeps null and shows a notice. `signal` stops it at shutdown.
 */
export async function backfillPostHtml(db: Database, signal: AbortSignal): Promise<{ stored: number; failed: number }> {
  let stored = 0;
  let failed = 0;
  for (const table of [forumTopics, forumReplies] as const) {
    let after = 0;
    while (!signal.aborted) {
      const rows = await db
        .select({ id: table.id, body: table.body })
        .from(table)
        .where(and(isNull(table.bodyHtml), gt(table.id, after)))
        .orderBy(asc(table.id))
        .limit(BATCH);
      if (rows.length === 0) break;
      for (const row of rows) {
        if (signal.aborted) break;
        after = row.id;
        const rendered = await renderPostHtml(row.body);
        if (!rendered.ok) {
          failed++;
          continue;
        }
        // Only if it is still the text that was rendered: an edit meanwhile stored its own HTML.
        await db
          .update(table)
          .set({ bodyHtml: rendered.html })
          .where(and(eq(table.id, row.id), eq(table.body, row.body), isNull(table.bodyHtml)));
        stored++;
      }
    }
  }
  return { stored, failed };
}
