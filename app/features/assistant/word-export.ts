import type { PhrasingContent, Root, RootContent, Table } from "mdast";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import { unified } from "unified";
import { site } from "#app/content/site.ts";
import type { ChatMessage } from "./conversation.ts";
import { assistantText } from "./text.ts";

/**
 * The assistant's Word export. It is written as RTF in a `.doc` file: Word, LibreOffice, Pages and Google Docs all
 * open it as a word-processing document. An HTML `.doc` (what this was before) opens in LibreOffice's web view,
 * which printed a blank first page and cut the title; RTF has no web view to fall into.
 */

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

/** Text as RTF: its control characters escaped, every character past ASCII as a Unicode escape. */
export function rtfText(text: string): string {
  let out = "";
  for (const char of text.replace(/\s+/g, " ")) {
    const code = char.codePointAt(0)!;
    if (char === "\\" || char === "{" || char === "}") out += `\\${char}`;
    else if (code < 0x80) out += char;
    else if (code <= 0xffff) out += `\\u${code > 0x7fff ? code - 0x10000 : code}?`;
    // Outside the Basic Multilingual Plane: RTF wants the UTF-16 surrogate pair, each as a signed 16-bit number.
    else for (const unit of char.split("")) out += `\\u${unit.charCodeAt(0) - 0x10000}?`;
  }
  return out;
}

// Letter paper with one-inch margins: 6.5 inches of text, in twips.
const TEXT_WIDTH = 9360;
const HEADING_SIZES: Record<number, number> = { 1: 32, 2: 26, 3: 24, 4: 22, 5: 22, 6: 22 };

/** A link a file on the teacher's drive can follow: site paths made absolute, anything but the web and mail dropped. */
function safeUrl(url: string, base: string): string | undefined {
  if (url.startsWith("#")) return undefined;
  const absolute = URL.parse(url, base);
  return absolute && /^(https?|mailto):$/.test(absolute.protocol) ? absolute.href : undefined;
}

function inline(nodes: PhrasingContent[], base: string): string {
  return nodes
    .map((node) => {
      switch (node.type) {
        case "text":
          return rtfText(node.value);
        case "strong":
          return `{\\b ${inline(node.children, base)}}`;
        case "emphasis":
          return `{\\i ${inline(node.children, base)}}`;
        case "delete":
          return `{\\strike ${inline(node.children, base)}}`;
        case "inlineCode":
          return `{\\f1 ${rtfText(node.value)}}`;
        case "break":
          return "\\line ";
        case "link": {
          const url = safeUrl(node.url, base);
          const text = inline(node.children, base);
          return url
            ? `{\\field{\\*\\fldinst{HYPERLINK "${url.replace(/["\\{}]/g, encodeURIComponent)}"}}{\\fldrslt{\\ul\\cf1 ${text}}}}`
            : text;
        }
        case "image":
          return rtfText(node.alt ?? "");
        case "footnoteReference":
          return `{\\super ${rtfText(node.identifier)}}`;
        default:
          // Raw HTML and anything else the assistant should not have sent: left out.
          return "";
      }
    })
    .join("");
}

// A character's width at 11 pt, generous enough for the wider fonts that stand in for Calibri where it is missing
// (LibreOffice on Linux uses Carlito or DejaVu Sans), bold a little wider; and the cell's inner padding.
const CHAR_WIDTH = 140;
const BOLD_CHAR_WIDTH = 165;
const CELL_GAP = 80;

/**
 * Column widths in twips, adding up to the text width. Each column is first made wide enough for its longest word
 * (so a short cell such as "Period" or "Minutes" never breaks inside a word), up to a share of the page; the width
 * left over goes to the columns by how much they hold, so a "Level" column stays narrow beside its descriptions.
 */
export function columnWidths(cells: string[][], textWidth = TEXT_WIDTH): number[] {
  const columns = Math.max(...cells.map((row) => row.length));
  const column = (c: number) => cells.map((row) => row[c] ?? "");
  const longestWord = (text: string) => Math.max(0, ...text.split(/\s+/).map((w) => w.length));
  const least = Array.from({ length: columns }, (_, c) =>
    Math.min(
      textWidth / Math.min(columns, 2.5),
      2 * CELL_GAP +
        20 +
        Math.max(...column(c).map((text, r) => longestWord(text) * (r === 0 ? BOLD_CHAR_WIDTH : CHAR_WIDTH))),
    ),
  );
  const weights = Array.from({ length: columns }, (_, c) =>
    Math.min(80, Math.max(4, ...column(c).map((t) => t.length))),
  );
  // Columns whose share by weight is less than they need get what they need; the rest share what is left.
  const fixed = new Set<number>();
  let widths: number[] = [];
  for (let round = 0; round <= columns; round++) {
    const free = textWidth - [...fixed].reduce((sum, c) => sum + least[c]!, 0);
    const weight = weights.reduce((sum, w, c) => (fixed.has(c) ? sum : sum + w), 0);
    widths = weights.map((w, c) => (fixed.has(c) ? least[c]! : (free * w) / weight));
    const short = widths.findIndex((w, c) => !fixed.has(c) && w < least[c]!);
    if (short < 0) break;
    fixed.add(short);
  }
  // More columns than the page holds at their words' widths: all shrink alike, and some words must break.
  const sum = widths.reduce((a, b) => a + b, 0);
  if (sum > textWidth) widths = widths.map((w) => (w * textWidth) / sum);
  // Whole twips that still add up to the text width.
  const rounded = widths.map(Math.floor);
  rounded[rounded.length - 1]! += textWidth - rounded.reduce((a, b) => a + b, 0);
  return rounded;
}

function table(node: Table, base: string): string {
  const columns = Math.max(...node.children.map((row) => row.children.length));
  const text = (n: { children?: unknown[]; value?: unknown }): string =>
    typeof n.value === "string" ? n.value : (n.children ?? []).map((c) => text(c as typeof n)).join("");
  const widths = columnWidths(node.children.map((row) => row.children.map((cell) => text(cell))));
  const edges = widths.map((_, c) => widths.slice(0, c + 1).reduce((a, b) => a + b, 0));
  const border = "\\clbrdrt\\brdrs\\brdrw10\\clbrdrl\\brdrs\\brdrw10\\clbrdrb\\brdrs\\brdrw10\\clbrdrr\\brdrs\\brdrw10";
  const rows = node.children.map((row, r) => {
    const cells = Array.from({ length: columns }, (_, c) => {
      const content = inline(row.children[c]?.children ?? [], base);
      return `\\pard\\intbl\\sa40 ${r === 0 ? `{\\b ${content}}` : content}\\cell`;
    });
    const defs = edges.map((edge) => `${border}\\clvertalt\\cellx${edge}`).join("");
    // The header row repeats on each page a long table runs over.
    return `\\trowd\\trgaph${CELL_GAP}\\trleft0${r === 0 ? "\\trhdr" : ""}${defs}\n${cells.join("\n")}\n\\row`;
  });
  return `${rows.join("\n")}\n\\pard\\sa120\\par`;
}

function block(node: RootContent, base: string, indent = 0): string {
  const left = indent ? `\\li${indent}` : "";
  switch (node.type) {
    case "heading":
      return `{\\pard\\keepn\\sb200\\sa80\\b\\fs${HEADING_SIZES[node.depth]} ${inline(node.children, base)}\\par}`;
    case "paragraph":
      return `{\\pard${left}\\sa120 ${inline(node.children, base)}\\par}`;
    case "list":
      return node.children
        .map((item, i) => {
          const marker = node.ordered ? `${(node.start ?? 1) + i}.` : "\\bullet";
          const [first, ...rest] = item.children;
          const lead =
            first?.type === "paragraph"
              ? `{\\pard\\li${indent + 360}\\fi-360\\sa60 ${marker}\\tab ${inline(first.children, base)}\\par}`
              : `{\\pard\\li${indent + 360}\\fi-360\\sa60 ${marker}\\tab\\par}${first ? block(first, base, indent + 360) : ""}`;
          return [lead, ...rest.map((child) => block(child, base, indent + 360))].join("\n");
        })
        .join("\n");
    case "blockquote":
      return node.children.map((child) => block(child, base, indent + 540)).join("\n");
    case "code":
      return `{\\pard${left}\\sa120\\f1\\fs20 ${node.value.split("\n").map(rtfText).join("\\line ")}\\par}`;
    case "table":
      return table(node, base);
    case "thematicBreak":
      return "{\\pard\\brdrb\\brdrs\\brdrw10\\sa120\\par}";
    case "footnoteDefinition":
      return node.children
        .map((child) =>
          child.type === "paragraph"
            ? `{\\pard${left}\\sa80\\fs18 {\\super ${rtfText(node.identifier)}} ${inline(child.children, base)}\\par}`
            : block(child, base, indent),
        )
        .join("\n");
    default:
      return "";
  }
}

const parser = unified().use(remarkParse).use(remarkGfm);

/** An answer as Word shows it: headings, bold, lists, tables and working links, never raw Markdown; raw HTML dropped. */
export function answerRtf(markdown: string, base: string): string {
  const tree = parser.runSync(parser.parse(markdown)) as Root;
  return tree.children.map((node) => block(node, base)).join("\n");
}

/** Plain text as paragraphs, its line breaks kept. */
function paragraphs(content: string): string {
  return content
    .trim()
    .split(/\n{2,}/)
    .map((part) => `{\\pard\\sa120 ${part.split("\n").map(rtfText).join("\\line ")}\\par}`)
    .join("\n");
}

interface ExportOptions {
  /** The unit (or phase) the conversation is about. */
  unitTitle: string;
  messages: ChatMessage[];
  date: Date;
  base?: string;
}

/**
 * The messages as an RTF document in a `.doc` file: the unit title as its title, the date and the draft note, then
 * each message under its speaker (one answer exported alone comes with the question it answers).
 */
export function wordDocument({
  unitTitle,
  messages,
  date,
  base = site.publicUrl || window.location.origin,
}: ExportOptions): string {
  const t = assistantText;
  const when = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeStyle: "short" }).format(date);
  const body = messages
    .map((m) =>
      m.role === "user"
        ? `{\\pard\\keepn\\sb240\\sa60\\b\\fs24 ${rtfText(t.you)}\\par}\n${paragraphs(m.content)}`
        : `{\\pard\\keepn\\sb240\\sa60\\b\\fs24 ${rtfText(t.assistant)}\\par}\n${answerRtf(m.content, base)}`,
    )
    .join("\n");
  return [
    "{\\rtf1\\ansi\\ansicpg1252\\deff0\\uc1",
    "{\\fonttbl{\\f0\\fswiss\\fcharset0 Calibri;}{\\f1\\fmodern\\fcharset0 Consolas;}}",
    "{\\colortbl;\\red5\\green99\\blue193;}",
    `{\\info{\\title ${rtfText(unitTitle)}}}`,
    "\\paperw12240\\paperh15840\\margl1440\\margr1440\\margt1440\\margb1440\\widowctrl",
    "\\f0\\fs22",
    `{\\pard\\keepn\\sa120\\b\\fs36 ${rtfText(unitTitle)}\\par}`,
    `{\\pard\\sa60 ${rtfText(`${t.document.heading}. ${t.document.date}: ${when}`)}\\par}`,
    `{\\pard\\sa200\\i ${rtfText(t.document.draftNote)}\\par}`,
    body,
    "}",
    "",
  ].join("\n");
}

/** The question an answer replies to and the answer itself: what the per-answer export holds. */
export function answerWithQuestion(messages: ChatMessage[], index: number): ChatMessage[] {
  const answer = messages[index];
  if (!answer) return [];
  const question = messages
    .slice(0, index)
    .reverse()
    .find((m) => m.role === "user");
  return question ? [question, answer] : [answer];
}

/** Saves messages as a Word-compatible file through a temporary download link. */
export function downloadWordDocument(unitTitle: string, messages: ChatMessage[], date = new Date()): void {
  const blob = new Blob([wordDocument({ unitTitle, messages, date })], { type: "application/msword" });
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
