import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from "pdf-lib";
import { author, type Block, fixedDate, type MaterialDocument } from "./model.ts";

// US Letter in points, three-quarter-inch margins.
const pageSize: [number, number] = [612, 792];
const margin = 54;
const contentWidth = pageSize[0] - 2 * margin;
const footerSpace = 24;
const answerLineGap = 22;

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
};

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

  constructor(
    readonly pdf: PDFDocument,
    readonly fonts: Fonts,
  ) {
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

  textHeight(text: string, font = this.fonts.regular, size = 10.5) {
    return wrap(toWinAnsi(text, font), font, size, usable(contentWidth)).length * size * 1.35;
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

  table(block: Extract<Block, { type: "table" }>) {
    const size = 9;
    const leading = size * 1.3;
    const pad = 4;
    const widths = block.widths.map((w) => (w / 100) * contentWidth);
    const drawRow = (cells: string[], header: boolean) => {
      const font = header ? this.fonts.bold : this.fonts.regular;
      const lines = cells.map((cell, i) => wrap(toWinAnsi(cell, font), font, size, usable((widths[i] ?? 0) - 2 * pad)));
      const height = Math.max(...lines.map((l) => l.length)) * leading + 2 * pad;
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
    const rowHeight = (cells: string[]) =>
      Math.max(
        ...cells.map(
          (cell, i) =>
            wrap(toWinAnsi(cell, this.fonts.regular), this.fonts.regular, size, usable((widths[i] ?? 0) - 2 * pad))
              .length,
        ),
      ) *
        leading +
      2 * pad;
    this.ensure(rowHeight(block.header) + rowHeight(block.rows[0] ?? block.header));
    drawRow(block.header, true);
    for (const row of block.rows) {
      if (this.y - rowHeight(row) < margin + footerSpace) {
        this.newPage();
        drawRow(block.header, true);
      }
      drawRow(row, false);
    }
    this.y -= 10;
  }

  answerLines(count: number) {
    for (let i = 0; i < count; i++) {
      this.ensure(answerLineGap);
      this.y -= answerLineGap;
      this.page.drawLine({
        start: { x: margin, y: this.y },
        end: { x: margin + contentWidth, y: this.y },
        thickness: 0.5,
        color: colors.rule,
      });
    }
    this.y -= 8;
  }

  block(block: Block) {
    switch (block.type) {
      case "heading":
        this.ensure(100); // keep a heading with the start of what follows it
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
    }
  }
}

/** Renders a document as a PDF with the standard fonts; the same document always gives the same bytes. */
export async function renderPdf(doc: MaterialDocument): Promise<Uint8Array> {
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

  const layout = new Layout(pdf, fonts);
  layout.text(doc.eyebrow, { font: fonts.bold, size: 9, color: colors.accent, gap: 2 });
  layout.text(doc.title, { font: fonts.bold, size: 20, gap: 4 });
  if (doc.subtitle) layout.text(doc.subtitle, { font: fonts.italic, size: 11, color: colors.muted, gap: 10 });
  doc.blocks.forEach((block, i) => {
    const next = doc.blocks[i + 1];
    // A prompt stays on the same page as the lines for its answer.
    if (block.type === "paragraph" && next?.type === "answerLines") {
      layout.ensure(layout.textHeight(block.text) + next.count * answerLineGap);
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
  return pdf.save();
}
