// Reads generated documents back as text, for the tests: a Word file's runs and a PDF's drawn strings.
import { inflateRawSync } from "node:zlib";
import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream } from "pdf-lib";

/** The files of a zip archive by name (a tiny reader: central directory, stored or deflated entries). */
export function unzip(zip: Uint8Array): Map<string, string> {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  let end = zip.length - 22;
  while (end >= 0 && view.getUint32(end, true) !== 0x06054b50) end--;
  const files = new Map<string, string>();
  let at = view.getUint32(end + 16, true);
  for (let n = view.getUint16(end + 10, true); n > 0; n--) {
    const method = view.getUint16(at + 10, true);
    const size = view.getUint32(at + 20, true);
    const nameLength = view.getUint16(at + 28, true);
    const name = new TextDecoder().decode(zip.subarray(at + 46, at + 46 + nameLength));
    const local = view.getUint32(at + 42, true);
    const start = local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true);
    const data = zip.subarray(start, start + size);
    files.set(name, new TextDecoder().decode(method === 8 ? inflateRawSync(data) : data));
    at += 46 + nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
  }
  return files;
}

/** The visible text of a Word document: its runs, one paragraph per line. */
export function docxText(bytes: Uint8Array): string {
  const xml = unzip(bytes).get("word/document.xml") ?? "";
  return xml
    .split("</w:p>")
    .map((p) => [...p.matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)].map((m) => m[1]).join(""))
    .join("\n")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'");
}

/** The text a PDF draws (standard fonts write WinAnsi hex strings), lines joined by spaces. */
export async function pdfText(bytes: Uint8Array): Promise<{ text: string; pages: number }> {
  const pdf = await PDFDocument.load(bytes);
  const decoder = new TextDecoder("windows-1252");
  let text = "";
  for (const page of pdf.getPages()) {
    const contents = page.node.Contents();
    const streams = contents instanceof PDFArray ? contents.asArray().map((r) => pdf.context.lookup(r)) : [contents];
    for (const stream of streams) {
      if (!(stream instanceof PDFRawStream)) continue;
      const ops = new TextDecoder("latin1").decode(decodePDFRawStream(stream).decode());
      for (const [, hex] of ops.matchAll(/<([0-9A-Fa-f]*)> Tj/g)) {
        const bytes = Uint8Array.from(hex?.match(/../g) ?? [], (h) => Number.parseInt(h, 16));
        text += `${decoder.decode(bytes)} `;
      }
    }
  }
  return { text: text.replace(/\s+/g, " "), pages: pdf.getPageCount() };
}

/** A PDF's page content streams (drawing operators), decoded, pages joined by newlines. */
export async function pdfOperators(bytes: Uint8Array): Promise<string> {
  const pdf = await PDFDocument.load(bytes);
  const pages: string[] = [];
  for (const page of pdf.getPages()) {
    const contents = page.node.Contents();
    const streams = contents instanceof PDFArray ? contents.asArray().map((r) => pdf.context.lookup(r)) : [contents];
    for (const stream of streams) {
      if (stream instanceof PDFRawStream)
        pages.push(new TextDecoder("latin1").decode(decodePDFRawStream(stream).decode()));
    }
  }
  return pages.join("\n");
}
