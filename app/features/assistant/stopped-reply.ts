/**
 * A reply the teacher stopped keeps what arrived: the Markdown it ended in the middle of is closed
 * (a code fence, inline code, bold or italics, a table row), so the text after it is not swallowed by
 * the open marker, and the reply says it was stopped.
 */
export const STOPPED_MARK = "_(stopped)_";

const DELIMITERS = ["**", "__", "*", "_"] as const;

function isWordChar(char: string | undefined): boolean {
  return !!char && /[\p{L}\p{N}]/u.test(char);
}

/** The inline markers left open in one paragraph, innermost last. */
function openInlineMarkers(paragraph: string): string[] {
  const open: string[] = [];
  for (let i = 0; i < paragraph.length; i++) {
    const char = paragraph[i]!;
    if (char === "\\") {
      i++;
      continue;
    }
    if (char === "`") {
      const close = paragraph.indexOf("`", i + 1);
      if (close === -1) return [...open, "`"];
      i = close;
      continue;
    }
    const marker = DELIMITERS.find((d) => paragraph.startsWith(d, i));
    if (!marker) continue;
    const before = paragraph[i - 1];
    const after = paragraph[i + marker.length];
    // snake_case and 2*3 are words, not emphasis: a marker between two word characters counts for neither side.
    if (!(isWordChar(before) && isWordChar(after))) {
      if (open.at(-1) === marker && !/\s/.test(before ?? " ")) open.pop();
      else if (after && !/\s/.test(after)) open.push(marker);
    }
    i += marker.length - 1;
  }
  return open;
}

export function closeOpenFormatting(markdown: string): string {
  let text = markdown.trimEnd();
  const fences = text.match(/^\s*(```|~~~)/gm) ?? [];
  if (fences.length % 2 === 1) return `${text}\n${fences.at(-1)!.trim()}`;
  const lastLine = text.slice(text.lastIndexOf("\n") + 1);
  if (/^\s*\|/.test(lastLine) && !/\|\s*$/.test(lastLine)) text += " |";
  const paragraph = text.slice(text.lastIndexOf("\n\n") + 1);
  return text + openInlineMarkers(paragraph).reverse().join("");
}

export function markStopped(markdown: string): string {
  return `${closeOpenFormatting(markdown)}\n\n${STOPPED_MARK}`;
}
