import { escapeHtml } from "#shared/html.ts";
import type { LanguageCode } from "#shared/i18n/languages.ts";
import { pagePath } from "#shared/i18n/pages.ts";
import { formatDays, formatMoment, sessionDetail } from "#shared/programs/format.ts";
import { programPaths } from "#shared/programs/schemas.ts";
import { type ActiveStatus, programsText } from "#shared/programs/text.ts";
import type { Mail } from "../mail.ts";

// The e-mails families receive about an enrolment, in the language they chose for messages: a text part and an
// HTML part with the same words. What the family typed appears only in their own mail.

export interface MailSession {
  startsOn: string;
  endsOn: string;
  place: string;
  details: Partial<Record<string, Partial<Record<"title" | "schedule" | "grades" | "cost" | "feeHelp", string>>>>;
}

export interface MailEnrolment {
  guardianName: string;
  guardianEmail: string;
  childFirstName: string;
  language: LanguageCode;
}

export type EnrolmentMailKind =
  | { kind: "confirmed" }
  | { kind: "waitlist"; position: number }
  | { kind: "offered"; until: Date }
  /** Staff cancelled the enrolment, which was `was`: the family hears of it (the privacy notice promises it). */
  | { kind: "cancelled"; was: ActiveStatus }
  | { kind: "message"; subject: string; body: string };

let familiesTimeZone = "UTC";

/** The zone the mails' times are said in: SITE_TIME_ZONE, set once at start-up (server/runtime.ts). */
export function setFamiliesTimeZone(zone: string): void {
  familiesTimeZone = zone;
}

export function enrolmentMail(
  publicUrl: string,
  session: MailSession,
  enrolment: MailEnrolment,
  token: string | undefined,
  what: EnrolmentMailKind,
): Omit<Mail, "messageId"> {
  const lang = enrolment.language;
  const t = programsText(lang).mail;
  const title = sessionDetail(session.details, "title", lang);
  const child = enrolment.childFirstName;
  const subject =
    what.kind === "confirmed"
      ? t.confirmedSubject(title)
      : what.kind === "waitlist"
        ? t.waitlistSubject(title)
        : what.kind === "offered"
          ? t.offerSubject(title)
          : what.kind === "cancelled"
            ? t.cancelledSubject(title)
            : what.subject;
  const body =
    what.kind === "confirmed"
      ? [t.confirmedBody(child, title)]
      : what.kind === "waitlist"
        ? [t.waitlistBody(child, title, what.position)]
        : what.kind === "offered"
          ? [t.offerBody(child, title, formatMoment(what.until, lang, familiesTimeZone))]
          : what.kind === "cancelled"
            ? [t.cancelledBody(child, title, what.was), t.cancelledData]
            : [t.messageIntro(title), what.body];
  const schedule = sessionDetail(session.details, "schedule", lang);
  const when = [formatDays(session.startsOn, session.endsOn, lang), schedule].filter(Boolean).join(" · ");
  const facts = [`${t.when}: ${when}`, ...(session.place ? [`${t.where}: ${session.place}`] : [])];
  const link = token ? `${publicUrl}${programPaths.enrolment(token, lang)}` : undefined;
  // A cancellation by staff tells the family where to ask (we hold no link to mail: only its hash is kept).
  const help =
    what.kind === "cancelled" ? { text: t.cancelledHelp, url: `${publicUrl}${pagePath("contact", lang)}` } : undefined;
  const text = [
    t.greeting(enrolment.guardianName),
    "",
    ...body.flatMap((p) => [p, ""]),
    ...facts,
    "",
    ...(link ? [t.link, link, ""] : []),
    ...(help ? [help.text, help.url, ""] : []),
    ...(what.kind === "confirmed" || what.kind === "waitlist" ? [t.notYou, ""] : []),
    t.signature,
    publicUrl,
  ].join("\n");
  const p = (s: string) => `<p style="margin:0 0 16px">${escapeHtml(s).replace(/\n/g, "<br>")}</p>`;
  const html = [
    `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    `<body style="margin:0;padding:24px;background:#f8fafc;color:#0f172a;font-family:system-ui,sans-serif;font-size:16px;line-height:1.5">`,
    `<div style="max-width:560px;margin:0 auto;background:#fff;border:1px solid #cbd5e1;border-radius:12px;padding:24px">`,
    p(t.greeting(enrolment.guardianName)),
    ...body.map(p),
    `<ul style="margin:0 0 16px;padding-left:20px">${facts.map((f) => `<li>${escapeHtml(f)}</li>`).join("")}</ul>`,
    ...(link
      ? [
          p(t.link),
          `<p style="margin:0 0 16px"><a href="${escapeHtml(link)}" style="color:#1d4ed8;word-break:break-all">${escapeHtml(link)}</a></p>`,
        ]
      : []),
    ...(help
      ? [
          p(help.text),
          `<p style="margin:0 0 16px"><a href="${escapeHtml(help.url)}" style="color:#1d4ed8">${escapeHtml(help.url)}</a></p>`,
        ]
      : []),
    ...(what.kind === "confirmed" || what.kind === "waitlist" ? [p(t.notYou)] : []),
    p(t.signature),
    `</div></body></html>`,
  ].join("");
  return {
    to: enrolment.guardianEmail,
    subject,
    text,
    html,
    headers: { "Content-Language": lang },
  };
}
