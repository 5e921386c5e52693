// Runs in a worker thread (server/markdown/pool.ts): a slow or crashing render stalls only this thread,
// which the pool stops after its time limit, never the server's event loop.
import { parentPort } from "node:worker_threads";
import { lineNestingDepth, type MarkdownProblem, markdownLimits } from "#shared/markdown.ts";
import { idScope, parser, toHtml, treeShape } from "./processor.ts";

export type RenderReply = { ready: true } | { id: number; html: string } | { id: number; problem: MarkdownProblem };

// Each nesting level is two nodes for lists (list, item) and one or two for quotes (quote, paragraph).
const MAX_TREE_DEPTH = 2 * markdownLimits.maxDepth + 4;
// A 20,000-character post of ordinary text parses to a few thousand nodes; a table of empty rows can
// parse to tens of thousands, each rendered as markup: refuse it before the costly passes.
const MAX_NODES = 40_000;

function render(markdown: string): { html: string } | { problem: MarkdownProblem } {
  if (lineNestingDepth(markdown) > markdownLimits.maxDepth) return { problem: "tooDeep" };
  try {
    const tree = parser.parse(markdown);
    const shape = treeShape(tree);
    if (shape.depth > MAX_TREE_DEPTH) return { problem: "tooDeep" };
    if (shape.nodes > MAX_NODES) return { problem: "tooLarge" };
    const file = { data: { idScope: markdown.includes("[^") ? idScope(markdown) : undefined } };
    const html = toHtml.stringify(toHtml.runSync(tree, file as never) as never);
    return html.length > markdownLimits.maxHtmlChars ? { problem: "tooLarge" } : { html };
  } catch (error) {
    // A stack overflow inside the renderer's recursive passes: some nesting the checks above missed.
    if (error instanceof RangeError) return { problem: "tooDeep" };
    throw error;
  }
}

// Loading the Markdown libraries and compiling their hot paths takes a while; the pool starts a task's
// clock only after this, so a fresh worker's first post is not charged for the warm-up.
render(
  "# Warm-up\n\n> *a* **b** [c](https://example.org) `d`\n\n- e\n  1. f\n\n| g | h |\n|---|---|\n| i | j |\n\nk[^1]\n\n[^1]: l",
);
parentPort?.postMessage({ ready: true });

parentPort?.on("message", ({ id, markdown }: { id: number; markdown: string }) => {
  parentPort?.postMessage({ id, ...render(markdown) } satisfies RenderReply);
});
