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

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
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
 * the date, then each message under its speaker. Every piece of text is escaped.
 */
export function conversationDocument(unitTitle: string, messages: ChatMessage[], date: Date): string {
  const t = assistantText;
  const when = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeStyle: "short" }).format(date);
  const title = escapeHtml(unitTitle);
  const body = messages
    .map((m) => `<h2>${m.role === "user" ? t.you : t.assistant}</h2>\n${paragraphs(m.content)}`)
    .join("\n");
  return `<html xmlns:o="urn:schemas-microsoft-com:office:office" xmlns:w="urn:schemas-microsoft-com:office:word" xmlns="http://www.w3.org/TR/REC-html40">
<head>
<meta charset="utf-8">
<title>${title}</title>
<!--[if gte mso 9]><xml><w:WordDocument><w:View>Print</w:View><w:Zoom>100</w:Zoom></w:WordDocument></xml><![endif]-->
<style>body{font-family:Calibri,Arial,sans-serif;font-size:11pt;line-height:1.4}h1{font-size:18pt}h2{font-size:13pt;margin-top:14pt}</style>
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
