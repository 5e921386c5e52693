import { emailSchema, hasNoNullCharacter, validationMessages } from "#shared/auth/schemas.ts";
import { z } from "#shared/zod.ts";

/** Who is writing: the contact form's "I am a" choices, in the order it lists them. */
export const senderTypes = [
  { id: "parent", label: "Parent or guardian" },
  { id: "student", label: "Student" },
  { id: "teacher", label: "Teacher" },
  { id: "school", label: "School or district" },
  { id: "partner", label: "Partner" },
  { id: "funder", label: "Funder" },
  { id: "other", label: "Other" },
] as const;
export type SenderType = (typeof senderTypes)[number]["id"];
const senderTypeIds = senderTypes.map((t) => t.id) as [SenderType, ...SenderType[]];

export function senderTypeLabel(id: string): string {
  return senderTypes.find((t) => t.id === id)?.label ?? id;
}

/** The form's hidden fields: the signed time it was served, and a field only robots fill in. */
export const contactHiddenFields = { token: "startedAt", honeypot: "website" } as const;

export const contactLimits = {
  nameMax: 100,
  messageMin: 10,
  messageMax: 4000,
  /** A person needs longer than this to fill in the form; most spam robots post at once. */
  minFillSeconds: 3,
  /** A form opened longer ago than this is sent again with a fresh timestamp. */
  maxFormAgeHours: 24,
} as const;

const l = contactLimits;

export const contactMessages = {
  nameRequired: "Please enter your name",
  nameTooLong: `Name must be at most ${l.nameMax} characters`,
  senderTypeRequired: "Please choose who you are",
  programUnknown: "Please choose a program from the list",
  messageTooShort: `Please write a message of at least ${l.messageMin} characters`,
  messageTooLong: `Message must be at most ${l.messageMax.toLocaleString("en-US")} characters`,
  tooQuick: "That was quick! Please check your message, then press Send Message again.",
  formExpired: "This form was open for a long time. Please press Send Message again.",
  formInvalid: "The form could not be read. Please press Send Message again.",
  rateLimited: (seconds: number) => {
    const minutes = Math.ceil(seconds / 60);
    return `Too many messages from your network. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;
  },
} as const;

const m = contactMessages;

/** A trimmed text field that can be stored: see hasNoNullCharacter. */
const storable = () => z.string().trim().refine(hasNoNullCharacter, validationMessages.nullCharacter);

/** The form's fields; `programIds` are the programs a sender may choose (from the programs content). */
export function contactFormSchema(programIds: readonly string[]) {
  return z.object({
    // One line, however it was pasted: the name goes into e-mail subjects.
    name: storable()
      .transform((name) => name.replace(/\s+/g, " "))
      .pipe(z.string().min(1, m.nameRequired).max(l.nameMax, m.nameTooLong)),
    email: emailSchema,
    senderType: z.enum(senderTypeIds, { message: m.senderTypeRequired }),
    program: z
      .string()
      .refine((id) => id === "" || programIds.includes(id), m.programUnknown)
      .transform((id) => id || null),
    message: storable().min(l.messageMin, m.messageTooShort).max(l.messageMax, m.messageTooLong),
  });
}

export type ContactInput = z.infer<ReturnType<typeof contactFormSchema>>;
export type ContactField = keyof ContactInput;
export const contactFields: ContactField[] = ["name", "email", "senderType", "program", "message"];

/** What the contact form shows after a post that was not accepted: the route action returns it. */
export interface ContactFormData {
  errors: Partial<Record<ContactField, string>>;
  /** A problem with the submission as a whole: too quick, expired, too many messages. */
  formError?: string;
  /** What the sender typed, to fill the form in again. */
  values: Record<ContactField, string>;
  /** The signed "started at" timestamp the form carries next. */
  token: string;
}
