/**
 * A format-neutral document: the lesson plan, handout and overview builders produce one, and the
 * .docx and .pdf writers each render it, so both formats always carry the same content.
 */
export type Block =
  | { type: "heading"; level: 2 | 3; text: string }
  | { type: "paragraph"; text: string; emphasis?: boolean }
  | { type: "fields"; items: [label: string, value: string][] }
  | { type: "bullets"; items: string[] }
  | { type: "table"; header: string[]; rows: string[][]; widths: number[] }
  | { type: "answerLines"; count: number };

export interface MaterialDocument {
  title: string;
  /** The line above the title, e.g. "Unit 2 · Phase 1 · Lesson Plan". */
  eyebrow: string;
  subtitle?: string;
  blocks: Block[];
}

/** The organisation named as author in every file's metadata. */
export const author = "GeneHive";

/** Fixed so that the same content always gives the same bytes. */
export const fixedDate = new Date("2025-08-01T00:00:00Z");
