import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from "pdf-lib";
import { author, type Block, fixedDate, keepWholeRows, keyColor, type MaterialDocument } from "./model.ts";

// US Letter in points, three-quarter-inch margins.
const pageSize: [number, number] = [612, 792];
const margin = 54;
const contentWidth = pageSize[0] - 2 * margin;
const footerSpace = 24;
const answerLineGap = 22;
const frameHeight = 118;
// The axis labels and 14 rows of 14 pt squares.
const gridHeight = 14 * 14 + 44;
// The room between the top and bottom margins (less the footer) that a page gives the blocks.
const pageRoom = pageSize[1] - 2 * margin - footerSpace;
// A table of at most keepWholeRows rows (model.ts), no taller than this share of a page, is never split across
// pages; a longer one may break, repeating its header, but never leaves its last row alone.
const keepWholeShare = 0.6;
// The space a heading takes: the gap above it, its line and the gap under it (see block()).
const headingHeight = { 2: 10 + 14 * 1.35 + 4, 3: 4 + 11.5 * 1.35 + 4 } as const;

/**
 * Standard fonts are not embedded: a viewer without Helvetica draws a substitute, often wider (DejaVu Sans
 * is about 10% wider), so lines are filled only to this share of their width to stay inside their box.
 */
function usable(width: number): number {
  return width * 0.88;
}

const colors = {
  text: rgb(0.06, 0.09, 0.16),
  muted: rgb(0.28, 0.33, 0.41),
  accent: rgb(0.09, 0.4, 0.2),
  rule: rgb(0.58, 0.64, 0.72),
  headerFill: rgb(0.89, 0.91, 0.94),
  key: rgb(...keyColor.rgb),
};

// A teacher key's note: its label on a line of its own, its text under it, indented past a coloured bar.
const keyIndent = 10;
const keyLabelSize = 9;
const keySize = 10;

/** Characters outside WinAnsi (what the standard PDF fonts can encode), spelled with ones inside it. */
const transliterations: Record<string, string> = {
  "→": "->",
  "←": "<-",
  "↔": "<->",
  "⇒": "=>",
  "≤": "<=",
  "≥": ">=",
  "≠": "!=",
  "≈": "~",
  "−": "-",
  "‐": "-",
  "‑": "-",
  "‒": "-",
  μ: "µ",
  α: "alpha",
  β: "beta",
  γ: "gamma",
  Δ: "Delta",
  "✓": "[x]",
  "✔": "[x]",
  "☐": "[ ]",
  "⁺": "+",
  "⁻": "-",
  "\t": "    ",
};

/**
 * Makes text safe for a standard font: known symbols are transliterated, subscript digits become digits,
 * accents are dropped where the accented letter is missing, and anything left becomes "?". Line breaks
 * stay, for the line wrapper.
 */
export function toWinAnsi(text: string, font: PDFFont): string {
  const supported = new Set(font.getCharacterSet());
  let out = "";
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (supported.has(code) || char === "\n") out += char;
    else if (transliterations[char] !== undefined) out += transliterations[char];
    else if (code >= 0x2080 && code <= 0x2089) out += String(code - 0x2080);
    else if (/\s/.test(char)) out += " ";
    else {
      const plain = char.normalize("NFKD").replace(/\p{M}/gu, "");
      out += [...plain].every((c) => supported.has(c.codePointAt(0) ?? 0)) && plain ? plain : "?";
    }
  }
  return out;
}

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
  italic: PDFFont;
}

/** Splits text into lines no wider than `width`; a word too long for a line is broken. */
export function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split("\n")) {
    let line = "";
    for (const word of paragraph.split(/ +/)) {
      const candidate = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(candidate, size) <= width) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      line = word;
      while (font.widthOfTextAtSize(line, size) > width && line.length > 1) {
        let cut = line.length - 1;
        while (cut > 1 && font.widthOfTextAtSize(line.slice(0, cut), size) > width) cut--;
        lines.push(line.slice(0, cut));
        line = line.slice(cut);
      }
    }
    lines.push(line);
  }
  return lines;
}

/** Lays blocks out top to bottom, starting a new page whenever the next piece does not fit. */
class Layout {
  page!: PDFPage;
  y = 0;

  /** Pages on which a question starts, one entry per question. */
  readonly questionPages: number[] = [];
  readonly lineGap: number;
  readonly frameHeight: number;

  constructor(
    readonly pdf: PDFDocument,
    readonly fonts: Fonts,
    /** Below 1 to tighten the answer spaces, so a last question does not sit alone on a page. */
    readonly scale = 1,
  ) {
    this.lineGap = answerLineGap * scale;
    this.frameHeight = frameHeight * scale;
    this.newPage();
  }

  newPage() {
    this.page = this.pdf.addPage(pageSize);
    this.y = pageSize[1] - margin;
  }

  ensure(height: number) {
    if (this.y - height < margin + footerSpace) this.newPage();
  }

  text(
    text: string,
    options: { font?: PDFFont; size?: number; color?: ReturnType<typeof rgb>; x?: number; gap?: number } = {},
  ) {
    const { font = this.fonts.regular, size = 10.5, color = colors.text, x = 0, gap = 6 } = options;
    const leading = size * 1.35;
    for (const line of wrap(toWinAnsi(text, font), font, size, usable(contentWidth - x))) {
      this.ensure(leading);
      this.y -= leading;
      this.page.drawText(line, { x: margin + x, y: this.y + size * 0.25, size, font, color });
    }
    this.y -= gap;
  }

  /** How tall text() draws a paragraph: its lines and the gap under them. */
  textHeight(text: string, font = this.fonts.regular, size = 10.5, gap = 6) {
    return wrap(toWinAnsi(text, font), font, size, usable(contentWidth)).length * size * 1.35 + gap;
  }

  paragraphHeight(block: Extract<Block, { type: "paragraph" }>) {
    return this.textHeight(block.text, block.emphasis ? this.fonts.italic : this.fonts.regular);
  }

  /** Whether a table stays whole on one page: a short one does (keepWholeRows). */
  keepsWhole(block: Extract<Block, { type: "table" }>) {
    return block.rows.length <= keepWholeRows && this.tableHeight(block) <= pageRoom * keepWholeShare;
  }

  tableHeight(block: Extract<Block, { type: "table" }>, rows = block.rows) {
    return [block.header, ...rows].reduce((sum, cells) => sum + this.rowHeight(block, cells), 0);
  }

  field(label: string, value: string) {
    const size = 10.5;
    const prefix = toWinAnsi(`${label}: `, this.fonts.bold);
    const indent = this.fonts.bold.widthOfTextAtSize(prefix, size) + 2;
    this.ensure(size * 1.35);
    this.page.drawText(prefix, {
      x: margin,
      y: this.y - size * 1.35 + size * 0.25,
      size,
      font: this.fonts.bold,
      color: colors.text,
    });
    this.text(value, { x: indent, gap: 2 });
  }

  bullet(item: string) {
    const size = 10.5;
    this.ensure(size * 1.35);
    this.page.drawText("•", {
      x: margin + 4,
      y: this.y - size * 1.35 + size * 0.25,
      size,
      font: this.fonts.regular,
      color: colors.text,
    });
    this.text(item, { x: 16, gap: 3 });
  }

  rowHeight(block: Extract<Block, { type: "table" }>, cells: string[]) {
    const size = 9;
    const pad = 4;
    const widths = block.widths.map((w) => (w / 100) * contentWidth);
    const lines = cells.map(
      (cell, i) =>
        wrap(toWinAnsi(cell, this.fonts.bold), this.fonts.bold, size, usable((widths[i] ?? 0) - 2 * pad)).length,
    );
    return Math.max((block.rowHeight ?? 0) * this.scale, Math.max(...lines) * size * 1.3 + 2 * pad);
  }

  table(block: Extract<Block, { type: "table" }>) {
    const size = 9;
    const leading = size * 1.3;
    const pad = 4;
    const widths = block.widths.map((w) => (w / 100) * contentWidth);
    const drawRow = (cells: string[], header: boolean) => {
      const font = header ? this.fonts.bold : this.fonts.regular;
      const lines = cells.map((cell, i) => wrap(toWinAnsi(cell, font), font, size, usable((widths[i] ?? 0) - 2 * pad)));
      const height = Math.max(
        Math.max(...lines.map((l) => l.length)) * leading + 2 * pad,
        header ? 0 : (block.rowHeight ?? 0) * this.scale,
      );
      let x = margin;
      lines.forEach((cellLines, i) => {
        const width = widths[i] ?? 0;
        this.page.drawRectangle({
          x,
          y: this.y - height,
          width,
          height,
          borderColor: colors.rule,
          borderWidth: 0.5,
          color: header ? colors.headerFill : undefined,
        });
        cellLines.forEach((line, n) => {
          this.page.drawText(line, {
            x: x + pad,
            y: this.y - pad - (n + 1) * leading + size * 0.3,
            size,
            font,
            color: colors.text,
          });
        });
        x += width;
      });
      this.y -= height;
      return height;
    };
    const rowHeight = (cells: string[]) => this.rowHeight(block, cells);
    const fits = (height: number) => this.y - height >= margin + footerSpace;
    // A short table is kept whole; a long one starts with its header and first row.
    this.ensure(this.keepsWhole(block) ? this.tableHeight(block) : this.tableHeight(block, block.rows.slice(0, 1)));
    drawRow(block.header, true);
    block.rows.forEach((row, i) => {
      const last = block.rows[i + 1];
      // Break before a row that does not fit, or before the last but one when the last would stand alone.
      const widow = last !== undefined && i === block.rows.length - 2 && !fits(rowHeight(row) + rowHeight(last));
      if (i > 0 && (!fits(rowHeight(row)) || widow)) {
        this.newPage();
        drawRow(block.header, true);
      }
      drawRow(row, false);
    });
    this.y -= 10;
  }

  answerLines(count: number) {
    for (let i = 0; i < count; i++) {
      this.ensure(this.lineGap);
      this.y -= this.lineGap;
      this.page.drawLine({
        start: { x: margin, y: this.y },
        end: { x: margin + contentWidth, y: this.y },
        thickness: 0.5,
        color: colors.rule,
      });
    }
    this.y -= 8;
  }

  /** Storyboard frames, two to a row, each with its number and a caption line under it. */
  frames(count: number) {
    const gap = 14;
    const width = (contentWidth - gap) / 2;
    const height = this.frameHeight;
    for (let first = 1; first <= count; first += 2) {
      this.ensure(height + 30);
      for (const [column, n] of [first, first + 1].entries()) {
        if (n > count) continue;
        const x = margin + column * (width + gap);
        this.page.drawRectangle({ x, y: this.y - height, width, height, borderColor: colors.rule, borderWidth: 0.8 });
        this.page.drawText(`Frame ${n}`, {
          x: x + 4,
          y: this.y - 12,
          size: 8.5,
          font: this.fonts.bold,
          color: colors.muted,
        });
        this.page.drawText("Caption:", {
          x,
          y: this.y - height - 16,
          size: 9,
          font: this.fonts.regular,
          color: colors.text,
        });
        this.page.drawLine({
          start: { x: x + 40, y: this.y - height - 17 },
          end: { x: x + width, y: this.y - height - 17 },
          thickness: 0.5,
          color: colors.rule,
        });
      }
      this.y -= height + 30;
    }
    this.y -= 4;
  }

  /** Height of one card: its wrapped title and text, padded. */
  cardHeight(card: { title: string; text: string }, width: number) {
    const inner = usable(width - 16);
    const title = wrap(toWinAnsi(card.title, this.fonts.bold), this.fonts.bold, 11, inner).length * 11 * 1.35;
    const text =
      card.text.split("\n").flatMap((line) => wrap(toWinAnsi(line, this.fonts.regular), this.fonts.regular, 9.5, inner))
        .length *
      9.5 *
      1.35;
    return Math.max(90, title + text + 24);
  }

  /** Cards two to a row inside dashed cut lines; a row never splits across pages. */
  cards(cards: { title: string; text: string }[]) {
    const width = contentWidth / 2;
    for (let first = 0; first < cards.length; first += 2) {
      const row = cards.slice(first, first + 2);
      const height = Math.max(...row.map((c) => this.cardHeight(c, width)));
      this.ensure(height);
      row.forEach((card, column) => {
        const x = margin + column * width;
        this.page.drawRectangle({
          x,
          y: this.y - height,
          width,
          height,
          borderColor: colors.rule,
          borderWidth: 0.8,
          borderDashArray: [4, 3],
        });
        let y = this.y - 8;
        const lines: [string, PDFFont, number][] = [
          ...wrap(toWinAnsi(card.title, this.fonts.bold), this.fonts.bold, 11, usable(width - 16)).map(
            (l): [string, PDFFont, number] => [l, this.fonts.bold, 11],
          ),
          // A card's text may run over several lines of its own ("Normal role: …\nCancer role: …").
          ...card.text
            .split("\n")
            .flatMap((line) => wrap(toWinAnsi(line, this.fonts.regular), this.fonts.regular, 9.5, usable(width - 16)))
            .map((l): [string, PDFFont, number] => [l, this.fonts.regular, 9.5]),
        ];
        for (const [line, font, size] of lines) {
          y -= size * 1.35;
          this.page.drawText(line, { x: x + 8, y: y + size * 0.25, size, font, color: colors.text });
        }
      });
      this.y -= height;
    }
    this.y -= 10;
  }

  /** An empty box to draw in. */
  box(lines: number) {
    const height = lines * this.lineGap;
    this.ensure(height + 8);
    this.page.drawRectangle({
      x: margin,
      y: this.y - height,
      width: contentWidth,
      height,
      borderColor: colors.rule,
      borderWidth: 0.8,
    });
    this.y -= height + 10;
  }

  /** A graph grid with the y-axis named above it and the x-axis below. */
  grid(xLabel: string, yLabel: string) {
    const cell = 14;
    const columns = Math.floor((contentWidth - 20) / cell);
    const rows = 14;
    this.ensure(gridHeight);
    this.text(`y-axis: ${yLabel}`, { font: this.fonts.bold, size: 9, gap: 2 });
    const top = this.y;
    const left = margin + 10;
    for (let r = 0; r <= rows; r++) {
      this.page.drawLine({
        start: { x: left, y: top - r * cell },
        end: { x: left + columns * cell, y: top - r * cell },
        thickness: r === rows ? 1 : 0.3,
        color: colors.rule,
      });
    }
    for (let c = 0; c <= columns; c++) {
      this.page.drawLine({
        start: { x: left + c * cell, y: top },
        end: { x: left + c * cell, y: top - rows * cell },
        thickness: c === 0 ? 1 : 0.3,
        color: colors.rule,
      });
    }
    this.y = top - rows * cell - 4;
    this.text(`x-axis: ${xLabel}`, { font: this.fonts.bold, size: 9, x: contentWidth / 3, gap: 10 });
  }

  /** A teacher key's lines: the label in bold, then the text, each as [line, font, size]. */
  keyLines(block: Extract<Block, { type: "key" }>): [string, PDFFont, number][] {
    const width = usable(contentWidth - keyIndent);
    const { bold, regular } = this.fonts;
    return [
      ...wrap(toWinAnsi(block.label, bold), bold, keyLabelSize, width).map((l): [string, PDFFont, number] => [
        l,
        bold,
        keyLabelSize,
      ]),
      ...wrap(toWinAnsi(block.text, regular), regular, keySize, width).map((l): [string, PDFFont, number] => [
        l,
        regular,
        keySize,
      ]),
    ];
  }

  keyHeight(block: Extract<Block, { type: "key" }>): number {
    return this.keyLines(block).reduce((sum, [, , size]) => sum + size * 1.35, 0) + 10;
  }

  /** A teacher key in the key colour, a bar beside each line so it reads as one note across a page break. */
  key(block: Extract<Block, { type: "key" }>) {
    this.y -= 2;
    for (const [line, font, size] of this.keyLines(block)) {
      const leading = size * 1.35;
      this.ensure(leading);
      this.y -= leading;
      this.page.drawRectangle({ x: margin, y: this.y, width: 2.5, height: leading, color: colors.key });
      this.page.drawText(line, { x: margin + keyIndent, y: this.y + size * 0.25, size, font, color: colors.key });
    }
    this.y -= 8;
  }

  /** How tall a block is when it must stay on one page with the question before it. */
  keepHeight(block: Block): number {
    switch (block.type) {
      case "answerLines":
        return block.count * this.lineGap;
      case "frames":
        return this.frameHeight + 30;
      case "box":
        return block.lines * this.lineGap + 8;
      case "grid":
        return gridHeight;
      case "table":
        // A short table is kept whole; a long one starts with its header and two rows.
        return this.keepsWhole(block) ? this.tableHeight(block) : this.tableHeight(block, block.rows.slice(0, 2));
      default:
        return 0;
    }
  }

  block(block: Block) {
    switch (block.type) {
      case "heading":
        this.ensure(Math.max(100, headingHeight[block.level])); // keep a heading with the start of what follows it
        this.y -= block.level === 2 ? 10 : 4;
        this.text(block.text, { font: this.fonts.bold, size: block.level === 2 ? 14 : 11.5, gap: 4 });
        return;
      case "paragraph":
        return this.text(block.text, { font: block.emphasis ? this.fonts.italic : this.fonts.regular });
      case "fields":
        for (const [label, value] of block.items) this.field(label, value);
        this.y -= 6;
        return;
      case "bullets":
        for (const item of block.items) this.bullet(item);
        this.y -= 4;
        return;
      case "table":
        return this.table(block);
      case "answerLines":
        return this.answerLines(block.count);
      case "frames":
        return this.frames(block.count);
      case "box":
        return this.box(block.lines);
      case "grid":
        return this.grid(block.x, block.y);
      case "key":
        return this.key(block);
      case "cards":
        return this.cards(block.cards);
    }
  }
}

/** Renders a document as a PDF with the standard fonts; the same document always gives the same bytes. */
export async function renderPdf(doc: MaterialDocument): Promise<Uint8Array> {
  const alone = (r: LaidOut) => {
    const [last, before] = [r.questionPages.at(-1), r.questionPages.at(-2)];
    // A document with one question has no question before it to move: breaking there would empty page 1.
    return r.pages > 1 && before !== undefined && last === r.pages - 1 && before !== last;
  };
  // A last page holding one question alone: tighten the answer spaces a little, then a little more; if it
  // still stands alone, start the question before it on a new page, so the last page has two.
  const first = await layOut(doc, 1);
  if (!alone(first)) return first.pdf.save();
  for (const scale of [0.85, 0.7]) {
    const tighter = await layOut(doc, scale);
    if (!alone(tighter)) return tighter.pdf.save();
  }
  const previous = first.questionBlocks.at(-2) ?? 0;
  const breakAt = doc.blocks[previous - 1]?.type === "heading" ? previous - 1 : previous;
  return (await layOut(doc, 1, breakAt)).pdf.save();
}

interface LaidOut {
  pdf: PDFDocument;
  pages: number;
  questionPages: number[];
  questionBlocks: number[];
}

async function layOut(doc: MaterialDocument, scale: number, breakAt?: number): Promise<LaidOut> {
  const pdf = await PDFDocument.create({ updateMetadata: false });
  const fonts: Fonts = {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
    italic: await pdf.embedFont(StandardFonts.HelveticaOblique),
  };
  pdf.setTitle(toWinAnsi(doc.title, fonts.regular));
  pdf.setSubject(toWinAnsi(doc.eyebrow, fonts.regular));
  pdf.setAuthor(author);
  pdf.setCreator(author);
  pdf.setProducer(`${author} materials generator (pdf-lib)`);
  pdf.setCreationDate(fixedDate);
  pdf.setModificationDate(fixedDate);

  const layout = new Layout(pdf, fonts, scale);
  layout.text(doc.eyebrow, { font: fonts.bold, size: 9, color: colors.accent, gap: 2 });
  layout.text(doc.title, { font: fonts.bold, size: 20, gap: 4 });
  if (doc.subtitle) layout.text(doc.subtitle, { font: fonts.italic, size: 11, color: colors.muted, gap: 10 });
  // A question stays on one page with its answer space (and, in a teacher key, the key between them), and a
  // heading with the question under it.
  // A data set's caption stays with its table the same way.
  const questionHeight = (at: number): number => {
    const [block, next] = [doc.blocks[at], doc.blocks[at + 1]];
    // A question with its frame under it: both go with the answer space.
    if (block?.type === "paragraph" && block.withNext) {
      const rest = questionHeight(at + 1);
      return rest && layout.paragraphHeight(block) + rest;
    }
    const key = next?.type === "key" ? next : undefined;
    const space = key ? doc.blocks[at + 2] : next;
    return block?.type === "paragraph" && space && layout.keepHeight(space) > 0
      ? layout.paragraphHeight(block) + (key ? layout.keyHeight(key) : 0) + layout.keepHeight(space)
      : 0;
  };
  // What must follow a heading on its page: the question (or captioned table) under it, the table or grid, or a
  // heading under it with what follows that ("Part A", then "Step 1 of 6", then the step).
  const afterHeading = (at: number): number => {
    const next = doc.blocks[at];
    if (next?.type === "heading") return headingHeight[next.level] + afterHeading(at + 1);
    return questionHeight(at) || (next ? layout.keepHeight(next) : 0);
  };
  const questionBlocks: number[] = [];
  doc.blocks.forEach((block, i) => {
    if (i === breakAt) layout.newPage();
    const next = doc.blocks[i + 1];
    if (block.type === "heading") layout.ensure(headingHeight[block.level] + afterHeading(i + 1));
    // A label over a list ("Safety:") stays with the list's first two lines.
    else if (block.type === "paragraph" && block.emphasis && next?.type === "bullets")
      layout.ensure(layout.paragraphHeight(block) + 2 * 10.5 * 1.35);
    else layout.ensure(questionHeight(i));
    // The frame under a question is part of that question, not one of its own.
    const before = doc.blocks[i - 1];
    if (questionHeight(i) > 0 && !(before?.type === "paragraph" && before.withNext)) {
      layout.questionPages.push(pdf.getPageCount() - 1);
      questionBlocks.push(i);
    }
    layout.block(block);
  });

  const pages = pdf.getPages();
  pages.forEach((page, i) => {
    const footer = toWinAnsi(`${author} · ${doc.eyebrow} · Page ${i + 1} of ${pages.length}`, fonts.regular);
    const size = 8;
    const lines = wrap(footer, fonts.regular, size, contentWidth);
    page.drawText(lines[0] ?? "", { x: margin, y: margin - 20, size, font: fonts.regular, color: colors.muted });
  });
  return { pdf, pages: pages.length, questionPages: layout.questionPages, questionBlocks };
}
