import {
  AlignmentType,
  BorderStyle,
  Document,
  Footer,
  HeadingLevel,
  Packer,
  PageNumber,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
} from "docx";
import { author, type Block, fixedDate, type MaterialDocument } from "./model.ts";
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
  const row = (cells: string[], header: boolean) =>
    new TableRow({
      tableHeader: header,
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
    rows: [row(block.header, true), ...block.rows.map((cells) => row(cells, false))],
  });
}

function render(block: Block): (Paragraph | Table)[] {
  switch (block.type) {
    case "heading":
      return [new Paragraph({ text: block.text, heading: heading[block.level] })];
    case "paragraph":
      return [
        new Paragraph({
          spacing: { after: 120 },
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
    case "answerLines":
      return Array.from(
        { length: block.count },
        () =>
          new Paragraph({
            spacing: { before: 300 },
            border: { bottom: { style: BorderStyle.SINGLE, size: 4, color: "94A3B8", space: 1 } },
          }),
      );
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
          ...doc.blocks.flatMap(render),
        ],
      },
    ],
  });
  const bytes = await Packer.toBuffer(file, false, [{ path: "docProps/core.xml", data: coreProperties(doc) }]);
  return setZipTimestamps(new Uint8Array(bytes), fixedDate);
}
