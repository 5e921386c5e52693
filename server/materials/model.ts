/**
 * A format-neutral document: the lesson plan, handout and overview builders produce one, and the
 * .docx and .pdf writers each render it, so both formats always carry the same content.
 */
export type Block =
  | { type: "heading"; level: 2 | 3; text: string }
  /** `withNext`: kept on the page with the block after it (a question with the frame printed under it). */
  | { type: "paragraph"; text: string; emphasis?: boolean; withNext?: boolean }
  | { type: "fields"; items: [label: string, value: string][] }
  | { type: "bullets"; items: string[] }
  | {
      type: "table";
      header: string[];
      rows: string[][];
      widths: number[] /** points, for writing in */;
      rowHeight?: number;
    }
  | { type: "answerLines"; count: number }
  /** Storyboard frames, two to a row, each with a caption line. */
  | { type: "frames"; count: number }
  /** An empty box to draw in, as tall as this many answer lines. */
  | { type: "box"; lines: number }
  /** A graph grid with its axes named. */
  | { type: "grid"; x: string; y: string }
  /** A card set to cut apart, two cards to a row, each its title over its text, inside a dashed cut line. */
  | { type: "cards"; cards: { title: string; text: string }[] }
  /** A teacher key's note under a prompt (or atop the document), set apart in the key colour. */
  | { type: "key"; label: string; text: string };

export interface MaterialDocument {
  title: string;
  /** The line above the title, e.g. "Unit 2 · Phase 1 · Lesson Plan". */
  eyebrow: string;
  subtitle?: string;
  blocks: Block[];
}

/**
 * A table of at most this many rows (a data set, a word bank, a table to fill in) is kept on one page in both
 * formats; a longer one may break between rows, repeating its header, but never leaves its last row alone.
 */
export const keepWholeRows = 12;

/** The organisation named as author in every file's metadata. */
export const author = "GeneHive";

/** Fixed so that the same content always gives the same bytes. */
export const fixedDate = new Date("2025-08-01T00:00:00Z");

/** The colour teacher keys are printed in (red, as a teacher's pen), distinct from the text and the accent. */
export const keyColor = { hex: "B91C1C", rgb: [0.725, 0.11, 0.11] as const };
