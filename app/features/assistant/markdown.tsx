import { type ComponentProps, useId } from "react";
import ReactMarkdown, { type Components } from "react-markdown";
import rehypeSanitize, { defaultSchema } from "rehype-sanitize";
import remarkGfm from "remark-gfm";
import { cn } from "#app/lib/cn.ts";
import { lineNestingDepth, markdownLimits, scopeFootnoteIds } from "#shared/markdown.ts";
import { assistantText } from "./text.ts";

function isExternal(href: string | undefined): boolean {
  return !!href && /^https?:\/\//i.test(href) && !href.startsWith(window.location.origin);
}

function MarkdownLink({ href, children, node: _node, ...rest }: ComponentProps<"a"> & { node?: unknown }) {
  if (!isExternal(href)) {
    return (
      <a href={href} {...rest}>
        {children}
      </a>
    );
  }
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" {...rest}>
      {children}
      <span className="sr-only"> {assistantText.newTab}</span>
    </a>
  );
}

// Answers sit under the panel's h2, whatever heading level the writer chose.
const SubHeading = ({ children }: ComponentProps<"h3">) => <h3 className="font-semibold text-base">{children}</h3>;
const MinorHeading = ({ children }: ComponentProps<"h4">) => <h4 className="font-semibold">{children}</h4>;

/**
 * A table wider than the panel (an AI provider's six columns) scrolls inside its own box instead of being
 * clipped by the message bubble; the box takes keyboard focus so it can be scrolled without a pointer.
 */
function ScrollingTable({ node: _node, ...rest }: ComponentProps<"table"> & { node?: unknown }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
    <section aria-label={assistantText.table} tabIndex={0} className="max-w-full overflow-x-auto">
      <table {...rest} />
    </section>
  );
}

const components: Components = {
  a: MarkdownLink,
  table: ScrollingTable,
  h1: SubHeading,
  h2: SubHeading,
  h3: SubHeading,
  h4: MinorHeading,
  h5: MinorHeading,
  h6: MinorHeading,
};

const markdownClass = cn(
  "space-y-2 wrap-anywhere",
  "[&_a]:font-medium [&_a]:text-brand-800 [&_a]:underline [&_a]:underline-offset-2 dark:[&_a]:text-honey-300",
  "[&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:pl-5 [&_ol]:list-decimal [&_ol]:space-y-1 [&_ol]:pl-5",
  "[&_table]:w-full [&_table]:border-collapse [&_table]:text-xs",
  "[&_td]:border [&_td]:border-slate-300 [&_td]:px-1.5 [&_td]:py-1 dark:[&_td]:border-slate-600",
  "[&_th]:border [&_th]:border-slate-300 [&_th]:px-1.5 [&_th]:py-1 [&_th]:text-left dark:[&_th]:border-slate-600",
  "[&_code]:rounded [&_code]:bg-slate-200 [&_code]:px-1 [&_code]:font-mono [&_code]:text-[0.9em] dark:[&_code]:bg-slate-700",
  "[&_pre]:overflow-x-auto [&_pre]:whitespace-pre-wrap [&_blockquote]:border-l-4 [&_blockquote]:border-slate-300 [&_blockquote]:pl-3",
);

// remark-rehype already prefixes footnote ids with "user-content-"; sanitising must not prefix them again
// (that broke every footnote link). With raw HTML dropped, no other ids come from the answer.
const sanitize = { ...defaultSchema, clobberPrefix: "" };

/**
 * An assistant reply: GitHub-flavoured Markdown, sanitised (no raw HTML, no script URLs). A reply that
 * nests quotes or lists past the forum's bound is shown as plain text: rendering such text recurses
 * once per level and could freeze the tab, whatever the provider sent.
 */
export function Markdown({ text }: { text: string }) {
  const scope = useId().replace(/[^\w-]/g, "");
  if (lineNestingDepth(text) > markdownLimits.maxDepth) {
    return <p className="whitespace-pre-wrap wrap-anywhere">{text}</p>;
  }
  return (
    <div className={markdownClass}>
      <ReactMarkdown
        remarkPlugins={[remarkGfm]}
        rehypePlugins={[
          [rehypeSanitize, sanitize],
          [scopeFootnoteIds, { scope }],
        ]}
        components={components}
      >
        {text}
      </ReactMarkdown>
    </div>
  );
}
