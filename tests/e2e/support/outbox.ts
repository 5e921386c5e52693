import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { decodeEml } from "../../integration/support/outbox.ts";

/** The mail folder of the server playwright.config.ts starts (no SMTP_URL: its mail is written to files). */
const outbox = path.resolve(process.env.BUILD_DIR || "build", "e2e-data", "outbox");

/** Outbox mails (whole .eml texts) that mention `marker`. */
export function mailsWith(marker: string): string[] {
  let files: string[] = [];
  try {
    files = readdirSync(outbox);
  } catch {}
  // Composed by nodemailer (quoted-printable, encoded headers): decoded as a mail program would show it.
  return files
    .map((f) => decodeEml(readFileSync(path.join(outbox, f), "utf8")))
    .filter((mail) => mail.includes(marker));
}
