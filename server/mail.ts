import { randomBytes } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Config } from "./config.ts";
import { log } from "./log.ts";

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** Where replies go, when not to the site's own address (a contact message: its sender). */
  replyTo?: string;
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
    const file = path.join(outbox, `${Date.now()}-${randomBytes(4).toString("hex")}.eml`);
    const replyTo = mail.replyTo ? `Reply-To: ${mail.replyTo}\n` : "";
    const body = `From: ${from}\nTo: ${mail.to}\n${replyTo}Subject: ${mail.subject}\nContent-Type: text/plain; charset=utf-8\n\n${mail.text}\n`;
    await writeFile(file, body, { mode: 0o600 });
    log("info", "mail written to outbox", { file, to: mail.to, subject: mail.subject });
  };
}
