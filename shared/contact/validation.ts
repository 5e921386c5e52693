import { hasNoNullCharacter, limits } from "#shared/auth/schemas.ts";
import { catalogue } from "#shared/i18n/catalogues.ts";
import { formatMessage } from "#shared/i18n/format.ts";
import type { LanguageCode } from "#shared/i18n/languages.ts";
import { z } from "#shared/zod.ts";
import { type ContactField, contactLimits as l, type SenderType, senderTypeIds } from "./schemas.ts";

// The contact form's rules, with their messages in the sender's language (the catalogues' `contact` words). The
// server checks every post with them; the English messages are the ones the site has always shown.

/** The contact form's messages in one language, values filled in. */
export function contactMessagesFor(lang: LanguageCode) {
  const m = catalogue(lang).contact;
  return {
    nameRequired: m.nameRequired,
    nameTooLong: formatMessage(lang, m.nameTooLong, { max: l.nameMax }),
    invalidEmail: m.invalidEmail,
    emailTooLong: m.emailTooLong,
    senderTypeRequired: m.senderTypeRequired,
    programUnknown: m.programUnknown,
    messageTooShort: formatMessage(lang, m.messageTooShort, { min: l.messageMin }),
    messageTooLong: formatMessage(lang, m.messageTooLong, { max: l.messageMax }),
    nullCharacter: m.nullCharacter,
    tooQuick: m.tooQuick,
    formExpired: m.formExpired,
    formInvalid: m.formInvalid,
    unavailable: m.unavailable,
    rateLimited: (seconds: number) => formatMessage(lang, m.rateLimited, { minutes: Math.ceil(seconds / 60) }),
  };
}

export type ContactMessages = ReturnType<typeof contactMessagesFor>;

/** The English messages. */
export const contactMessages = contactMessagesFor("en");

/** The form's fields; `programIds` are the programs a sender may choose (from the programs content). */
export function contactFormSchema(programIds: readonly string[], lang: LanguageCode = "en") {
  const m = contactMessagesFor(lang);
  const storable = () => z.string().trim().refine(hasNoNullCharacter, m.nullCharacter);
  return z.object({
    // One line, however it was pasted: the name goes into e-mail subjects.
    name: storable()
      .transform((name) => name.replace(/\s+/g, " "))
      .pipe(z.string().min(1, m.nameRequired).max(l.nameMax, m.nameTooLong)),
    email: z.string().trim().max(limits.emailMax, m.emailTooLong).pipe(z.email(m.invalidEmail)),
    senderType: z.enum(senderTypeIds as unknown as [SenderType, ...SenderType[]], { message: m.senderTypeRequired }),
    program: z
      .string()
      .refine((id) => id === "" || programIds.includes(id), m.programUnknown)
      .transform((id) => id || null),
    message: storable().min(l.messageMin, m.messageTooShort).max(l.messageMax, m.messageTooLong),
  } satisfies Record<ContactField, z.ZodType>);
}

export type ContactInput = z.infer<ReturnType<typeof contactFormSchema>>;
