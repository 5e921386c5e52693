// A mail file of the outbox (DATA_DIR/outbox, written when SMTP_URL is unset) as a person reads it: `npm run outbox`
// prints them this way, and the tests read links and subjects from them.

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
 * A mail as a reader sees it, so a link can be copied and a subject read: header lines
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
