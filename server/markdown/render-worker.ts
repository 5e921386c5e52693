// Runs in a worker thread (server/markdown/pool.ts): a slow or crashing render stalls only this thread,
// which the pool stops after its time limit, never the server's event loop.
import { parentPort } from "node:worker_threads";
import { lineNestingDepth, type MarkdownProblem, markdownLimits } from "#shared/markdown.ts";
import { idScope, parser, toHtml, treeDepth } from "./processor.ts";

export type RenderReply = { id: number; html: string } | { id: number; problem: MarkdownProblem };

// Each nesting level is two nodes for lists (list, item) and one or two for quotes (quote, paragraph).
const MAX_TREE_DEPTH = 2 * markdownLimits.maxDepth + 4;

function render(markdown: string): { html: string } | { problem: MarkdownProblem } {
  if (lineNestingDepth(markdown) > markdownLimits.maxDepth) return { problem: "tooDeep" };
  try {
    const tree = parser.parse(markdown);
    if (treeDepth(tree) > MAX_TREE_DEPTH) return { problem: "tooDeep" };
    const file = { data: { idScope: markdown.includes("[^") ? idScope(markdown) : undefined } };
    const html = toHtml.stringify(toHtml.runSync(tree, file as never) as never);
    return html.length > markdownLimits.maxHtmlChars ? { problem: "tooLarge" } : { html };
  } catch (error) {
    // A stack overflow inside the renderer's recursive passes: some nesting the checks above missed.
    if (error instanceof RangeError) return { problem: "tooDeep" };
    throw error;
  }
}

parentPort?.on("message", ({ id, markdown }: { id: number; markdown: string }) => {
  parentPort?.postMessage({ id, ...render(markdown) } satisfies RenderReply);
});
