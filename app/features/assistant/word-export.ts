import rehypeSanitize, { defaultSchema } from "rehype-sanitize";
import rehypeStringify from "rehype-stringify";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";
import { site } from "#app/content/site.ts";
import { escapeHtml } from "#shared/html.ts";
import { eachNode, type TreeNode } from "#shared/markdown.ts";
import type { ChatMessage } from "./conversation.ts";
import { assistantText } from "./text.ts";

const pad = (n: number) => String(n).padStart(2, "0");

/** `Cultivating_Tomorrow_Biology_and_Food_Justice_2026-11-22_1530.doc`: the unit title made file-safe, then local date and time. */
export function exportFileName(unitTitle: string, date: Date): string {
  const safe =
    unitTitle
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .replace(/[^A-Za-z0-9]+/g, "_")
      .replace(/^_+|_+$/g, "") || "Unit";
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  return `${safe}_${day}_${pad(date.getHours())}${pad(date.getMinutes())}.doc`;
}

/** A file opened from a teacher's drive has no site to resolve `/unit/2` against: every link names the site. */
function absoluteLinks(options: { base: string }) {
  return (tree: TreeNode) =>
    eachNode(tree, (node) => {
      const href = node.properties?.href;
      // Footnote links (#…) point inside the document and stay as they are.
      if (node.tagName !== "a" || typeof href !== "string" || href.startsWith("#")) return;
      node.properties!.href = URL.parse(href, options.base)?.href ?? href;
    });
}

/** Office suites read a table's borders and alignment from its attributes more reliably than from CSS. */
function officeTables() {
  return (tree: TreeNode) =>
    eachNode(tree, (node) => {
      if (node.tagName === "table") Object.assign(node.properties!, { border: 1, cellSpacing: 0, cellPadding: 4 });
      if (node.tagName === "td" || node.tagName === "th") node.properties!.vAlign = "top";
    });
}

/** An answer as Word shows it: headings, bold, lists and tables as HTML, never raw Markdown; raw HTML dropped. */
export function answerHtml(markdown: string, base: string): string {
  return String(
    unified()
      .use(remarkParse)
      .use(remarkGfm)
      .use(remarkRehype)
      .use(rehypeSanitize, { ...defaultSchema, clobberPrefix: "" })
      .use(absoluteLinks, { base })
      .use(officeTables)
      .use(rehypeStringify)
      .processSync(markdown),
  );
}

function paragraphs(content: string): string {
  return content
    .trim()
    .split(/\n{2,}/)
    .map((block) => `<p>${block.split("\n").map(escapeHtml).join("<br>")}</p>`)
    .join("\n");
}

/**
 * The conversation as an HTML document Word opens as its own (Office namespaces, `.doc`): the unit title,
 * the date, then each message under its speaker. The teacher's words are escaped; answers are rendered from
 * Markdown and sanitised.
 */
export function conversationDocument(
  unitTitle: string,
  messages: ChatMessage[],
  date: Date,
  base = site.publicUrl || window.location.origin,
): string {
  const t = assistantText;
  const when = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeStyle: "short" }).format(date);
  const title = escapeHtml(unitTitle);
  const body = messages
    .map((m) =>
      m.role === "user"
        ? `<h2>${t.you}</h2>\n${paragraphs(m.content)}`
        : `<h2>${t.assistant}</h2>\n${answerHtml(m.content, base)}`,
    )
    .join("\n");
  return `<html xmlns:o="urn:schemas-microsoft-com:office:office" xmlns:w="urn:schemas-microsoft-com:office:word" xmlns="http://www.w3.org/TR/REC-html40">
<head>
<meta charset="utf-8">
<title>${title}</title>
<!--[if gte mso 9]><xml><w:WordDocument><w:View>Print</w:View><w:Zoom>100</w:Zoom></w:WordDocument></xml><![endif]-->
<style>body{font-family:Calibri,Arial,sans-serif;font-size:11pt;line-height:1.4}h1{font-size:18pt}h2{font-size:13pt;margin-top:14pt}h3,h4{font-size:11pt}table{border-collapse:collapse;margin:6pt 0}th,td{border:1pt solid #8c8c8c;padding:3pt 5pt;vertical-align:top;text-align:left}th{background:#eeeeee}code{font-family:Consolas,monospace}</style>
</head>
<body>
<h1>${title}</h1>
<p>${escapeHtml(t.document.heading)}. ${escapeHtml(t.document.date)}: ${escapeHtml(when)}</p>
<p><em>${escapeHtml(t.document.draftNote)}</em></p>
${body}
</body>
</html>
`;
}

/** Saves the conversation as a Word-compatible file through a temporary download link. */
export function downloadConversation(unitTitle: string, messages: ChatMessage[], date = new Date()): void {
  const blob = new Blob(["\ufeff", conversationDocument(unitTitle, messages, date)], { type: "application/msword" });
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = exportFileName(unitTitle, date);
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the object URL can go once this task ends.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
