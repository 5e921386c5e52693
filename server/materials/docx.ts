import {
  AlignmentType,
  BorderStyle,
  Document,
  Footer,
  HeadingLevel,
  HeightRule,
  Packer,
  PageNumber,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
} from "docx";
import { author, type Block, fixedDate, keepWholeRows, keyColor, type MaterialDocument } from "./model.ts";
import { setZipTimestamps } from "./zip.ts";

// US Letter with one-inch margins, in twips (1/20 pt).
const page = { width: 12240, height: 15840, margin: 1440 };
const contentWidth = page.width - 2 * page.margin;
const heading = { 2: HeadingLevel.HEADING_2, 3: HeadingLevel.HEADING_3 } as const;

function cellParagraphs(text: string, bold = false): Paragraph[] {
  return text.split("\n").map((line) => new Paragraph({ children: [new TextRun({ text: line, bold })] }));
}

function table(block: Extract<Block, { type: "table" }>): Table {
  const columnWidths = block.widths.map((w) => Math.round((w / 100) * contentWidth));
  // Rows left empty for students are tall enough to write in (twips: 20 per point).
  const writable = block.rowHeight ? { value: block.rowHeight * 20, rule: HeightRule.ATLEAST } : undefined;
  // No row splits across pages. A short table is kept on one page (each row kept with the next, as the PDF keeps
  // it whole); a long one may break between rows, its header repeated, but keeps its last two rows together.
  const whole = block.rows.length <= keepWholeRows;
  const row = (cells: string[], header: boolean, keepNext: boolean) =>
    new TableRow({
      tableHeader: header,
      cantSplit: true,
      keepNext,
      height: header ? undefined : writable,
      children: cells.map(
        (text, i) =>
          new TableCell({
            width: { size: columnWidths[i] ?? 0, type: WidthType.DXA },
            margins: { top: 60, bottom: 60, left: 100, right: 100 },
            shading: header ? { fill: "E2E8F0" } : undefined,
            children: cellParagraphs(text, header),
          }),
      ),
    });
  return new Table({
    width: { size: contentWidth, type: WidthType.DXA },
    columnWidths,
    rows: [
      row(block.header, true, true),
      ...block.rows.map((cells, i) =>
        row(cells, false, whole ? i < block.rows.length - 1 : i === block.rows.length - 2),
      ),
    ],
  });
}

const box = { style: BorderStyle.SINGLE, size: 6, color: "64748B" } as const;
const boxBorders = { top: box, bottom: box, left: box, right: box };

/** Storyboard frames, two to a row, each over a caption line. */
function frames(count: number): Table {
  const half = Math.round(contentWidth / 2);
  const rows: TableRow[] = [];
  for (let first = 1; first <= count; first += 2) {
    const numbers = [first, first + 1].filter((n) => n <= count);
    const cell = (children: Paragraph[]) =>
      new TableCell({ width: { size: half, type: WidthType.DXA }, borders: boxBorders, children });
    rows.push(
      new TableRow({
        height: { value: 2600, rule: HeightRule.EXACT },
        cantSplit: true,
        keepNext: true,
        children: numbers.map((n) =>
          cell([new Paragraph({ children: [new TextRun({ text: `Frame ${n}`, bold: true, size: 18 })] })]),
        ),
      }),
      new TableRow({
        cantSplit: true,
        children: numbers.map(() =>
          cell([
            new Paragraph({ spacing: { before: 120, after: 120 }, text: "Caption: ______________________________" }),
          ]),
        ),
      }),
    );
  }
  return new Table({ width: { size: contentWidth, type: WidthType.DXA }, columnWidths: [half, half], rows });
}

const cut = { style: BorderStyle.DASHED, size: 6, color: "64748B" } as const;

/** Cards two to a row in dashed cut lines, each row kept on one page. */
function cardSet(cards: { title: string; text: string }[]): Table {
  const half = Math.round(contentWidth / 2);
  const rows: TableRow[] = [];
  for (let first = 0; first < cards.length; first += 2) {
    const pair = cards.slice(first, first + 2);
    rows.push(
      new TableRow({
        cantSplit: true,
        height: { value: 1800, rule: HeightRule.ATLEAST },
        children: [0, 1].map(
          (i) =>
            new TableCell({
              width: { size: half, type: WidthType.DXA },
              borders: { top: cut, bottom: cut, left: cut, right: cut },
              margins: { top: 120, bottom: 120, left: 140, right: 140 },
              children: pair[i]
                ? [
                    new Paragraph({
                      spacing: { after: 80 },
                      children: [new TextRun({ text: pair[i].title, bold: true })],
                    }),
                    ...pair[i].text.split("\n").map((line) => new Paragraph({ text: line })),
                  ]
                : [new Paragraph({})],
            }),
        ),
      }),
    );
  }
  return new Table({ width: { size: contentWidth, type: WidthType.DXA }, columnWidths: [half, half], rows });
}

/** An empty box to draw in. */
function drawingBox(lines: number): Table {
  return new Table({
    width: { size: contentWidth, type: WidthType.DXA },
    columnWidths: [contentWidth],
    rows: [
      new TableRow({
        height: { value: lines * 440, rule: HeightRule.EXACT },
        cantSplit: true,
        children: [new TableCell({ borders: boxBorders, children: [new Paragraph({})] })],
      }),
    ],
  });
}

/** A graph grid of small squares, its axes named under and beside it. */
function graphGrid(x: string, y: string): (Paragraph | Table)[] {
  const columns = 16;
  const size = Math.floor((contentWidth * 0.9) / columns);
  const thin = { style: BorderStyle.SINGLE, size: 2, color: "94A3B8" } as const;
  const grid = new Table({
    columnWidths: Array.from({ length: columns }, () => size),
    rows: Array.from(
      { length: 12 },
      () =>
        new TableRow({
          height: { value: size, rule: HeightRule.EXACT },
          cantSplit: true,
          // The grid stays on one page with its axis labels (the y-axis label above is kept with it too).
          keepNext: true,
          children: Array.from(
            { length: columns },
            () =>
              new TableCell({
                width: { size, type: WidthType.DXA },
                borders: { top: thin, bottom: thin, left: thin, right: thin },
                children: [new Paragraph({})],
              }),
          ),
        }),
    ),
  });
  return [
    new Paragraph({ keepNext: true, children: [new TextRun({ text: `y-axis: ${y}`, bold: true })] }),
    grid,
    new Paragraph({
      alignment: AlignmentType.CENTER,
      spacing: { before: 80, after: 120 },
      children: [new TextRun({ text: `x-axis: ${x}`, bold: true })],
    }),
  ];
}

/** Blocks that give room to answer (or a key printed over that room): a question stays on its page with them. */
const answerSpaces = new Set<Block["type"]>(["answerLines", "table", "frames", "box", "grid", "key"]);

const answerLine = { style: BorderStyle.SINGLE, size: 4, color: "94A3B8" } as const;
const noLine = { style: BorderStyle.NONE, size: 0, color: "FFFFFF" } as const;

/**
 * Ruled lines to write on, as a one-column table ruled under each row. (Empty paragraphs with the same bottom
 * border merge into one bordered group in Word and LibreOffice, which then rule only under the last.) The lines of
 * one answer stay on one page.
 */
function answerLines(count: number): Table {
  return new Table({
    width: { size: contentWidth, type: WidthType.DXA },
    columnWidths: [contentWidth],
    borders: {
      top: noLine,
      bottom: noLine,
      left: noLine,
      right: noLine,
      insideHorizontal: noLine,
      insideVertical: noLine,
    },
    rows: Array.from(
      { length: count },
      (_, i) =>
        new TableRow({
          height: { value: 440, rule: HeightRule.EXACT },
          cantSplit: true,
          keepNext: i < count - 1,
          children: [
            new TableCell({
              borders: { top: noLine, left: noLine, right: noLine, bottom: answerLine },
              children: [new Paragraph({})],
            }),
          ],
        }),
    ),
  });
}

/** A block as Word paragraphs and tables; `next` is the block after it, which some are kept on a page with. */
function render(block: Block, next?: Block): (Paragraph | Table)[] {
  switch (block.type) {
    case "heading":
      return [new Paragraph({ text: block.text, heading: heading[block.level], keepNext: true, keepLines: true })];
    case "paragraph":
      return [
        new Paragraph({
          spacing: { after: 120 },
          // A question (or a data set's caption) stays on the page with the space or table under it.
          // A label over a list ("Safety:") stays with the list.
          keepNext:
            block.withNext === true ||
            (next !== undefined &&
              (answerSpaces.has(next.type) || (block.emphasis === true && next.type === "bullets"))),
          keepLines: true,
          children: [new TextRun({ text: block.text, italics: block.emphasis })],
        }),
      ];
    case "fields":
      return block.items.map(
        ([label, value]) =>
          new Paragraph({ children: [new TextRun({ text: `${label}: `, bold: true }), new TextRun(value)] }),
      );
    case "bullets":
      return block.items.map((text) => new Paragraph({ text, bullet: { level: 0 } }));
    case "table":
      return [table(block), new Paragraph({})];
    case "frames":
      return [frames(block.count), new Paragraph({})];
    case "box":
      return [drawingBox(block.lines), new Paragraph({})];
    case "grid":
      return graphGrid(block.x, block.y);
    case "cards":
      return [cardSet(block.cards), new Paragraph({})];
    case "key":
      // Set apart by colour and a rule down its left side, and kept on the page with the answer space below.
      return [
        new Paragraph({
          keepNext: true,
          keepLines: true,
          spacing: { before: 60, after: 120 },
          indent: { left: 160 },
          border: { left: { style: BorderStyle.SINGLE, size: 18, color: keyColor.hex, space: 6 } },
          children: [
            new TextRun({ text: `${block.label}: `, bold: true, color: keyColor.hex }),
            new TextRun({ text: block.text, color: keyColor.hex }),
          ],
        }),
      ];
    case "answerLines":
      return [answerLines(block.count), new Paragraph({ spacing: { after: 0 } })];
  }
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;" })[c] ?? c);
}

/** The package's core properties with a fixed date (docx would stamp the current time). */
function coreProperties(doc: MaterialDocument): string {
  const when = fixedDate.toISOString();
  return [
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>',
    '<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/" xmlns:dcmitype="http://purl.org/dc/dcmitype/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">',
    `<dc:title>${escapeXml(doc.title)}</dc:title><dc:subject>${escapeXml(doc.eyebrow)}</dc:subject>`,
    `<dc:creator>${author}</dc:creator><cp:lastModifiedBy>${author}</cp:lastModifiedBy><cp:revision>1</cp:revision>`,
    `<dcterms:created xsi:type="dcterms:W3CDTF">${when}</dcterms:created>`,
    `<dcterms:modified xsi:type="dcterms:W3CDTF">${when}</dcterms:modified>`,
    "</cp:coreProperties>",
  ].join("");
}

/** Renders a document as a Word file; the same document always gives the same bytes. */
export async function renderDocx(doc: MaterialDocument): Promise<Uint8Array> {
  const file = new Document({
    creator: author,
    title: doc.title,
    styles: { default: { document: { run: { font: "Calibri", size: 22 } } } },
    sections: [
      {
        properties: {
          page: {
            size: { width: page.width, height: page.height },
            margin: { top: page.margin, bottom: page.margin, left: page.margin, right: page.margin },
          },
        },
        footers: {
          default: new Footer({
            children: [
              new Paragraph({
                alignment: AlignmentType.CENTER,
                children: [
                  new TextRun({ text: `${author} · ${doc.eyebrow} · Page `, size: 16, color: "475569" }),
                  new TextRun({ children: [PageNumber.CURRENT], size: 16, color: "475569" }),
                ],
              }),
            ],
          }),
        },
        children: [
          new Paragraph({ children: [new TextRun({ text: doc.eyebrow, bold: true, color: "166534", size: 20 })] }),
          new Paragraph({ text: doc.title, heading: HeadingLevel.TITLE }),
          ...(doc.subtitle ? [new Paragraph({ children: [new TextRun({ text: doc.subtitle, italics: true })] })] : []),
          ...doc.blocks.flatMap((block, i) => render(block, doc.blocks[i + 1])),
        ],
      },
    ],
  });
  const bytes = await Packer.toBuffer(file, false, [{ path: "docProps/core.xml", data: coreProperties(doc) }]);
  return setZipTimestamps(new Uint8Array(bytes), fixedDate);
}
