import { programsContent } from "#app/content/public/programs.ts";
import type { Database } from "#server/db/client.ts";
import { isOutage } from "#server/db/outage.ts";
import { contactMessages as contactTable } from "#server/db/schema.ts";
import { log } from "#server/log.ts";
import { enqueueMail } from "#server/mail-outbox.ts";
import type { ActionAnswer } from "#shared/action-outcome.ts";
import {
  type ContactField,
  type ContactFormData,
  contactFields,
  contactHiddenFields,
  contactLimits,
  senderTypeLabel,
} from "#shared/contact/schemas.ts";
import { type ContactInput, contactFormSchema, contactMessagesFor } from "#shared/contact/validation.ts";
import { catalogue } from "#shared/i18n/catalogues.ts";
import { defaultLanguage, type LanguageCode, languages } from "#shared/i18n/languages.ts";
import { outage } from "#shared/outage.ts";
import { checkPublicForm } from "./public-form.ts";
import { spendFormToken } from "./spent-tokens.ts";
import { issueFormToken } from "./token.ts";

// Program ids are the same in every language; the schema of each language carries its messages.
const programIds = programsContent.list.items.map((p) => p.id);
const schemas = new Map(languages.map(({ code }) => [code, contactFormSchema(programIds, code)]));

export interface ContactDeps {
  db: Database;
  secret: string;
  contactEmail: string;
  publicUrl: string;
}

export type ContactOutcome = { ok: true } | ({ ok: false; status: 400 | 429 | 503 } & ActionAnswer<ContactFormData>);

/**
 * POST /contact (or /es/contacto): the per-IP limits, the honeypot, the signed fill time, the fields; then the
 * message is stored with the sender's language, e-mailed to the team (replies go to the sender) and confirmed to
 * the sender in their language. Every message the sender sees is in `lang`.
 */
export async function submitContact(
  deps: ContactDeps,
  form: FormData,
  ip: string,
  lang: LanguageCode = defaultLanguage.code,
): Promise<ContactOutcome> {
  const { db, secret } = deps;
  const m = contactMessagesFor(lang);
  const schema = schemas.get(lang)!;
  const values = Object.fromEntries(
    contactFields.map((field) => {
      const value = form.get(field);
      // Echoed back into the form: never more than the field could hold.
      return [field, typeof value === "string" ? value.slice(0, contactLimits.messageMax + 100) : ""];
    }),
  ) as Record<ContactField, string>;
  const token = form.get(contactHiddenFields.token);
  const refused = (status: 400 | 429 | 503, data: Partial<ContactFormData>, retryAfter?: number): ContactOutcome => ({
    ok: false,
    status,
    retryAfter,
    data: { ok: false, errors: {}, values, token: typeof token === "string" ? token : issueFormToken(secret), ...data },
  });

  try {
    return await checkAndStore();
  } catch (error) {
    // The database is out of reach: nothing was stored, so the family's message goes back into the form.
    if (isOutage(error)) return refused(503, { message: m.unavailable }, outage.retryAfterSeconds);
    throw error;
  }

  async function checkAndStore(): Promise<ContactOutcome> {
    const checked = await checkPublicForm({
      db,
      secret,
      ip,
      form,
      scope: "contact",
      honeypotField: contactHiddenFields.honeypot,
      tokenField: contactHiddenFields.token,
      schema,
      values,
      messages: m,
    });
    if (checked.kind === "robot") return { ok: true };
    if (checked.kind === "refused") {
      const { kind: _refused, status, retryAfter, ...data } = checked;
      return refused(status, data, retryAfter);
    }
    const { input, token: spent } = checked;
    // One message per form served: a form sent again (a double post, or one signed form replayed from many
    // addresses) is answered as sent, and nothing is stored or mailed again. Spent with the insert, so a message
    // an outage kept from being stored can be sent again with the same form.
    const stored = await db.transaction(async (tx) => {
      if (!(await spendFormToken(tx, spent))) return false;
      await tx.insert(contactTable).values({
        name: input.name,
        email: input.email,
        senderType: input.senderType,
        program: input.program,
        message: input.message,
        language: lang,
      });
      return true;
    });
    if (!stored) {
      log("info", "contact form sent again with a used token", { ip });
      return { ok: true };
    }
    await sendMails(deps, input, lang);
    return { ok: true };
  }
}

/** The team reads English: the sender's language by its English name ("Spanish"), so they can answer in it. */
const languageNames = new Intl.DisplayNames(["en"], { type: "language" });

/**
 * The message is stored already; both mails go to the outbox (the worker sends them, within the per-recipient
 * caps: MAIL_CAPS), and staff still find the message in the inbox whatever becomes of its copy.
 */
async function sendMails(deps: ContactDeps, input: ContactInput, lang: LanguageCode) {
  const program = programsContent.list.items.find((p) => p.id === input.program)?.title ?? "None";
  const who = senderTypeLabel(input.senderType);
  await enqueueMail(deps.db, "contact-staff", {
    to: deps.contactEmail,
    replyTo: input.email,
    subject: `Contact form: ${who}, ${input.name}`,
    text: [
      `Name: ${input.name}`,
      `E-mail: ${input.email}`,
      `I am a: ${who}`,
      `Program of interest: ${program}`,
      `Language: ${languageNames.of(lang) ?? lang}`,
      "",
      input.message,
      "",
      `Reply to this e-mail to answer the sender. All messages: ${deps.publicUrl}/community/moderation/messages`,
    ].join("\n"),
  });
  // Nothing the sender typed goes into it, so the form cannot be used to send someone else a message. It is in
  // the language the sender wrote in.
  const words = catalogue(lang).contact.confirmation;
  await enqueueMail(deps.db, "contact-confirmation", {
    to: input.email,
    subject: words.subject,
    headers: { "Content-Language": lang },
    text: [words.greeting, "", words.body, "", words.notYou, "", words.signature, deps.publicUrl].join("\n"),
  });
}
