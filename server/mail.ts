import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Config } from "./config.ts";

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** An HTML part beside the text one (notification e-mails). */
  html?: string;
  /** Where replies go, when not to the site's own address (a contact message: its sender). */
  replyTo?: string;
  /** Extra header lines (List-Unsubscribe…). */
  headers?: Record<string, string>;
  /** A stable id: sending the same mail again (a retry after a restart) is the same message, not a new one. */
  messageId?: string;
}

/** Sends one mail; answers where it went (the outbox file), for the log. Throws when it could not be sent. */
export type SendMail = (mail: Mail) => Promise<{ file?: string }>;

/**
 * A header value as one line. Names and titles members type end up in headers (a notification's Subject):
 * a CR or LF there would start a header of its own (a Bcc:) or the body, so they become spaces here, the one
 * place every mail is composed, before nodemailer encodes and folds what is left.
 */
export const oneLine = (value: string) => value.replace(/[\r\n\u2028\u2029]+/g, " ").trim();

/** nodemailer's message for a Mail: every header value on one line. */
export function mailMessage(from: string, mail: Mail) {
  return {
    from,
    // Quoted-printable for every text part: an .eml in the outbox stays readable, and no line is too long for SMTP.
    textEncoding: "quoted-printable" as const,
    to: oneLine(mail.to),
    subject: oneLine(mail.subject),
    text: mail.text,
    ...(mail.html ? { html: mail.html } : {}),
    ...(mail.replyTo ? { replyTo: oneLine(mail.replyTo) } : {}),
    ...(mail.messageId ? { messageId: `<${oneLine(mail.messageId)}>` } : {}),
    headers: Object.fromEntries(
      Object.entries(mail.headers ?? {})
        .filter(([name]) => /^[A-Za-z0-9-]+$/.test(name))
        .map(([name, value]) => [name, oneLine(value)]),
    ),
  };
}

/**
 * How long the SMTP server may take to accept the connection, to greet, and to answer any command: a server
 * that hangs delays the mail (the worker tries again later), never more than this per attempt.
 */
export const smtpTimeouts = (seconds: number) => ({
  connectionTimeout: seconds * 1000,
  greetingTimeout: seconds * 1000,
  socketTimeout: seconds * 1000,
});

/**
 * SMTP_URL as the transport's options, read by the WHATWG URL parser (config.ts checked it): given the URL itself,
 * nodemailer parses it with Node's deprecated url.parse, which warns in the log at the first mail.
 */
export function smtpOptions(smtpUrl: string) {
  const url = new URL(smtpUrl);
  const secure = url.protocol === "smtps:";
  return {
    host: url.hostname.replace(/^\[(.*)\]$/, "$1"),
    port: url.port ? Number(url.port) : secure ? 465 : 587,
    secure,
    auth: url.username ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } : undefined,
  };
}

/**
 * SMTP through nodemailer when SMTP_URL is set; otherwise each message is written to DATA_DIR/outbox as an .eml
 * file, so password resets work out of the box. Both compose the message with nodemailer (headers encoded and
 * folded). Only the outbox worker (mail-outbox.ts) calls this: a request never waits on it.
 */
export function createMailer(config: Config): SendMail {
  const from = `GeneHive <${config.CONTACT_EMAIL}>`;
  if (config.SMTP_URL) {
    const url = config.SMTP_URL;
    let transport: Promise<import("nodemailer").Transporter> | undefined;
    return async (mail) => {
      // The transport itself, not createTransport({ url, … }): given a url, createTransport drops every other option.
      transport ??= Promise.all([import("nodemailer"), import("nodemailer/lib/smtp-transport/index.js")]).then(
        ([{ default: nodemailer }, { default: SMTPTransport }]) =>
          nodemailer.createTransport(
            new SMTPTransport({ ...smtpOptions(url), ...smtpTimeouts(config.SMTP_TIMEOUT_SECONDS) }),
          ),
      );
      await (await transport).sendMail(mailMessage(from, mail));
      return {};
    };
  }
  const outbox = path.join(config.dataDir, "outbox");
  return async (mail) => {
    const message = await emlFile(from, mail);
    await mkdir(outbox, { recursive: true });
    // A mail with a stable id keeps its file name: written again after a restart, it replaces itself.
    const name = (mail.messageId ?? `${Date.now()}`).replace(/[^\w.-]+/g, "_");
    const file = path.join(outbox, `${name}.eml`);
    await writeFile(file, message, { mode: 0o600 });
    return { file };
  };
}

let composer: Promise<import("nodemailer").Transporter> | undefined;

/** The message as an .eml file, composed by nodemailer exactly as it would go over SMTP. */
export async function emlFile(from: string, mail: Mail): Promise<Buffer> {
  composer ??= import("nodemailer").then(({ default: nodemailer }) =>
    nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" }),
  );
  const info = await (await composer).sendMail(mailMessage(from, mail));
  return info.message as Buffer;
}
