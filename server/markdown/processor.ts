import rehypeSanitize, { defaultSchema } from "rehype-sanitize";
import rehypeStringify from "rehype-stringify";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";
import { scopeFootnoteIds } from "#shared/markdown.ts";

type Node = { type: string; tagName?: string; properties?: Record<string, unknown>; children?: Node[] };

const SAFE_PROTOCOL = /^(https?:|mailto:|\/|#)/i;

/** Links from members are untrusted: no ranking credit, no opener, and only safe protocols. */
function hardenLinks() {
  return (tree: Node) => {
    const stack: Node[] = [tree];
    for (let node = stack.pop(); node; node = stack.pop()) {
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
      if (node.children) stack.push(...node.children);
    }
  };
}

type Text = Node & { value: string };
const MENTION = /(?<![\w@/.-])@([a-z0-9_.-]{3,30})/gi;

/**
 * `@username` in a post's text becomes a link to that member's profile (not inside a link or code). The
 * same pattern decides whom a post notifies (server/forum/notify.ts).
 */
function linkMentions() {
  return (tree: Node) => {
    const stack: Node[] = [tree];
    for (let node = stack.pop(); node; node = stack.pop()) {
      if (node.type === "element" && ["a", "code", "pre"].includes(node.tagName ?? "")) continue;
      if (!node.children) continue;
      node.children = node.children.flatMap((child): Node[] => {
        if (child.type !== "text") return [child];
        const text = (child as Text).value;
        const parts: Node[] = [];
        let last = 0;
        for (const match of text.matchAll(MENTION)) {
          const name = match[1]!.replace(/[.-]+$/, "");
          const start = match.index!;
          if (start > last) parts.push({ type: "text", value: text.slice(last, start) } as Text);
          parts.push({
            type: "element",
            tagName: "a",
            properties: {
              href: `/community/members/${encodeURIComponent(name.toLowerCase())}`,
              className: ["mention"],
            },
            children: [{ type: "text", value: `@${name}` } as Text],
          });
          last = start + name.length + 1;
        }
        if (!parts.length) return [child];
        if (last < text.length) parts.push({ type: "text", value: text.slice(last) } as Text);
        return parts;
      });
      stack.push(...node.children);
    }
  };
}

/**
 * Depth of the parsed tree and the number of elements it will render to, measured without recursion (the
 * renderer's own passes recurse). A table renders every row to its widest row's width, so its cells
 * count as rows × columns however few the source wrote.
 */
export function treeShape(root: Node): { depth: number; nodes: number } {
  let depth = 0;
  let nodes = 0;
  const stack: Array<[Node, number]> = [[root, 0]];
  for (let item = stack.pop(); item; item = stack.pop()) {
    const [node, level] = item;
    nodes++;
    if (level > depth) depth = level;
    if (node.type === "table" && node.children) {
      const columns = Math.max(0, ...node.children.map((row) => row.children?.length ?? 0));
      nodes += node.children.length * columns;
    }
    for (const child of node.children ?? []) stack.push([child, level + 1]);
  }
  return { depth, nodes };
}

/**
 * Raw HTML in a post is shown as the text the member typed, not rendered and not dropped: "the <gene> of interest"
 * or "CO<sub>2</sub>" lost its words silently when HTML was only dropped. A block of it becomes a paragraph.
 */
function rawHtmlAsText() {
  const asText = (node: Node & { value?: string }) => ({ type: "text", value: node.value ?? "" });
  return (tree: Node) => {
    const stack: Node[] = [tree];
    for (let node = stack.pop(); node; node = stack.pop()) {
      if (!node.children) continue;
      const inline = node.type === "paragraph" || node.type === "heading" || node.type === "tableCell";
      node.children = node.children.map((child) =>
        child.type !== "html" ? child : inline ? asText(child) : { type: "paragraph", children: [asText(child)] },
      );
      stack.push(...node.children);
    }
  };
}

export const parser = unified().use(remarkParse).use(remarkGfm);

export const toHtml = unified()
  .use(rawHtmlAsText)
  // Raw HTML never passes through: rawHtmlAsText has made it text, which rehype-stringify escapes.
  .use(remarkRehype, { allowDangerousHtml: false })
  // remark-rehype already gives footnote ids the "user-content-" prefix (and links to them with it);
  // prefixing again here broke every footnote link. With raw HTML dropped, no other ids reach the page.
  .use(rehypeSanitize, { ...defaultSchema, clobberPrefix: "" })
  .use(linkMentions)
  .use(hardenLinks)
  .use(scopeFootnoteIds)
  .use(rehypeStringify);

/** A short, stable scope for a post's footnote ids, from its text (FNV-1a). */
export function idScope(markdown: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < markdown.length; i++) hash = Math.imul(hash ^ markdown.charCodeAt(i), 0x01000193);
  return (hash >>> 0).toString(36);
}
