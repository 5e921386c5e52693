import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/** Quoted-printable undone: soft line breaks joined, =XX decoded as UTF-8. */
function unquote(text: string): string {
  const bytes = Buffer.from(text.replace(/=\r?\n/g, ""), "utf8");
  const out: number[] = [];
  for (let i = 0; i < bytes.length; i++) {
    const hex = bytes[i] === 0x3d ? bytes.subarray(i + 1, i + 3).toString("latin1") : "";
    if (/^[0-9A-Fa-f]{2}$/.test(hex)) {
      out.push(Number.parseInt(hex, 16));
      i += 2;
    } else out.push(bytes[i]!);
  }
  return Buffer.from(out).toString("utf8");
}

/**
 * A mail as a reader sees it, so a test can find a subject's words and a link's token in it: header lines
 * unfolded and their encoded words (RFC 2047) decoded, the body's quoted-printable undone. The files are composed
 * by nodemailer (server/mail.ts), which encodes and folds.
 */
export function decodeEml(raw: string): string {
  const split = raw.search(/\r?\n\r?\n/);
  const head = split < 0 ? raw : raw.slice(0, split);
  const body = split < 0 ? "" : raw.slice(split);
  const headers = head
    .replace(/\r?\n[ \t]+/g, " ")
    .replace(/(=\?[^?\s]+\?[QB]\?[^?\s]*\?=)\s+(?==\?)/gi, "$1")
    .replace(/=\?[^?\s]+\?([QB])\?([^?\s]*)\?=/gi, (_, encoding: string, text: string) =>
      encoding.toUpperCase() === "B" ? Buffer.from(text, "base64").toString("utf8") : unquote(text.replace(/_/g, " ")),
    );
  return headers + unquote(body);
}

/** Every mail in DATA_DIR/outbox, oldest first (the worker names files by their outbox row), decoded. */
export function outboxMails(dataDir: string): { name: string; text: string }[] {
  const box = path.join(dataDir, "outbox");
  if (!existsSync(box)) return [];
  return readdirSync(box)
    .sort()
    .map((name) => ({ name, text: decodeEml(readFileSync(path.join(box, name), "utf8")) }));
}

/** Polls `probe` until it answers something; the mail worker writes a moment after the request that asked. */
export async function waitFor<T>(what: string, probe: () => T | undefined | false, ms = 20_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = probe();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
