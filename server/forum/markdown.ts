import { LRUCache } from "lru-cache";
import rehypeSanitize, { defaultSchema } from "rehype-sanitize";
import rehypeStringify from "rehype-stringify";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";

type HastNode = { type: string; tagName?: string; properties?: Record<string, unknown>; children?: HastNode[] };

const SAFE_PROTOCOL = /^(https?:|mailto:|\/|#)/i;

/** Links from members are untrusted: no ranking credit, no opener, and only safe protocols. */
function hardenLinks() {
  return (tree: HastNode) => {
    const walk = (node: HastNode) => {
      if (node.type === "element" && node.tagName === "a" && node.properties) {
        const href = String(node.properties.href ?? "");
        if (!SAFE_PROTOCOL.test(href.trim())) delete node.properties.href;
        node.properties.rel = ["nofollow", "ugc", "noopener"];
      }
      if (node.type === "element" && node.tagName === "img") {
        // Remote images would leak readers' addresses to any host; show the alt text instead.
        node.type = "text";
        (node as unknown as { value: string }).value = String(node.properties?.alt ?? "");
        delete node.tagName;
        delete node.properties;
      }
      node.children?.forEach(walk);
    };
    walk(tree);
  };
}

const processor = unified()
  .use(remarkParse)
  .use(remarkGfm)
  // Raw HTML in a post is dropped, not passed through.
  .use(remarkRehype, { allowDangerousHtml: false })
  .use(rehypeSanitize, { ...defaultSchema, clobberPrefix: "user-content-" })
  .use(hardenLinks)
  .use(rehypeStringify);

// Rendering takes about a millisecond a post, and a topic page shows up to 50 of them. The source
// text is the key, so an edited post is simply a new entry and nothing can go stale.
const rendered = new LRUCache<string, string>({
  maxSize: 8 * 1024 * 1024,
  // lru-cache refuses a size of 0, which an empty preview would have.
  sizeCalculation: (html, markdown) => html.length + markdown.length + 1,
});

/** Renders a member's Markdown to HTML that is safe to insert into a page. */
export function renderMarkdown(markdown: string): string {
  let html = rendered.get(markdown);
  if (html === undefined) {
    html = String(processor.processSync(markdown));
    rendered.set(markdown, html);
  }
  return html;
}
