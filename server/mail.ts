import { randomBytes } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Config } from "./config.ts";
import { log } from "./log.ts";

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** An HTML part beside the text one (notification e-mails). */
  html?: string;
  /** Where replies go, when not to the site's own address (a contact message: its sender). */
  replyTo?: string;
  /** Extra header lines (List-Unsubscribe…), already valid header values. */
  headers?: Record<string, string>;
  /** A stable id: sending the same mail again (a retry after a restart) is the same message, not a new one. */
  messageId?: string;
}

export type SendMail = (mail: Mail) => Promise<void>;

/**
 * SMTP through nodemailer when SMTP_URL is set; otherwise each message is written to
 * DATA_DIR/outbox as an .eml file, so password resets work out of the box.
 */
export function createMailer(config: Config): SendMail {
  const from = `GeneHive <${config.CONTACT_EMAIL}>`;
  if (config.SMTP_URL) {
    const smtpUrl = config.SMTP_URL;
    let transport: import("nodemailer").Transporter | undefined;
    return async (mail) => {
      if (!transport) {
        const { default: nodemailer } = await import("nodemailer");
        transport = nodemailer.createTransport(smtpUrl);
      }
      await transport.sendMail({ from, ...mail });
    };
  }
  const outbox = path.join(config.dataDir, "outbox");
  return async (mail) => {
    await mkdir(outbox, { recursive: true });
    // A mail with a stable id keeps its file name: written again after a restart, it replaces itself.
    const name = mail.messageId
      ? mail.messageId.replace(/[^\w.-]+/g, "_")
      : `${Date.now()}-${randomBytes(4).toString("hex")}`;
    const file = path.join(outbox, `${name}.eml`);
    await writeFile(file, emlFile(from, mail), { mode: 0o600 });
    log("info", "mail written to outbox", { file, subject: mail.subject });
  };
}

/** The message as an .eml file: plain text, or text and HTML as multipart/alternative. */
export function emlFile(from: string, mail: Mail): string {
  const headers = [
    `From: ${from}`,
    `To: ${mail.to}`,
    ...(mail.replyTo ? [`Reply-To: ${mail.replyTo}`] : []),
    `Subject: ${mail.subject}`,
    ...(mail.messageId ? [`Message-ID: <${mail.messageId}>`] : []),
    ...Object.entries(mail.headers ?? {}).map(([name, value]) => `${name}: ${value}`),
    "MIME-Version: 1.0",
  ];
  if (!mail.html) return `${[...headers, "Content-Type: text/plain; charset=utf-8"].join("\n")}\n\n${mail.text}\n`;
  const boundary = `genehive-${randomBytes(8).toString("hex")}`;
  return `${[...headers, `Content-Type: multipart/alternative; boundary="${boundary}"`].join("\n")}

--${boundary}
Content-Type: text/plain; charset=utf-8

${mail.text}
--${boundary}
Content-Type: text/html; charset=utf-8

${mail.html}
--${boundary}--
`;
}
