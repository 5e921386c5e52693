import { LRUCache } from "lru-cache";
import { type RenderOutcome, RenderPool } from "#server/markdown/pool.ts";
import { markdownLimits } from "#shared/markdown.ts";

export type { RenderOutcome };

let pool: RenderPool | undefined;

// Posts are rendered once when written and stored; this cache serves the rows written before that
// (until the backfill reaches them) and previews. The source text is the key, so nothing goes stale,
// and a failure is remembered too, so a bad post costs one bounded render, not one per view.
const rendered = new LRUCache<string, RenderOutcome>({
  maxSize: 8 * 1024 * 1024,
  // lru-cache refuses a size of 0, which an empty preview would have.
  sizeCalculation: (outcome, markdown) => (outcome.ok ? outcome.html.length : 16) + markdown.length + 1,
});

/**
 * Renders a member's Markdown to HTML that is safe to insert into a page, off the main thread and
 * within markdownLimits; a post that breaks a limit answers which one.
 */
export async function renderPostHtml(markdown: string): Promise<RenderOutcome> {
  const cached = rendered.get(markdown);
  if (cached) return cached;
  // Threads end after a minute without posts, so a quiet server does not keep their heaps.
  pool ??= new RenderPool({ threads: 2, timeLimitMs: markdownLimits.renderMs, maxQueue: 256, idleMs: 60_000 });
  const outcome = await pool.render(markdown);
  rendered.set(markdown, outcome);
  return outcome;
}

/** Stops the render threads (server shutdown, tests). */
export async function closeMarkdownRenderer(): Promise<void> {
  const current = pool;
  pool = undefined;
  await current?.close();
}
