import type { FormOutcome } from "#shared/action-outcome.ts";
import { hasNoNullCharacter, limits } from "#shared/auth/schemas.ts";
import { type LanguageCode, languages } from "#shared/i18n/languages.ts";
import { recordPagePath } from "#shared/i18n/pages.ts";
import { z } from "#shared/zod.ts";
import { programsText } from "./text.ts";

// Programs, sessions and enrolments: the fields, limits and rules shared by the staff editor, the enrol form,
// the server and its tests. Each rule's message is in the language of the page that posted.

/** The programs' ids (the same in every language; app/content/public/programs.ts lists them). */
export const programIds = ["after-school-labs", "camps-and-bootcamps", "teacher-training", "community-hubs"] as const;
export type ProgramId = (typeof programIds)[number];
export const isProgramId = (id: unknown): id is ProgramId => programIds.includes(id as ProgramId);

/** The facts of a program staff keep current, per language. */
export const programFactKeys = ["audience", "format", "where", "when", "cost", "feeHelp", "join"] as const;
export type ProgramFactKey = (typeof programFactKeys)[number];

export const sessionStatuses = ["draft", "open", "full", "closed"] as const;
export type SessionStatus = (typeof sessionStatuses)[number];

/** A session's words per language. */
export const sessionDetailKeys = ["title", "schedule", "grades", "cost", "feeHelp"] as const;
export type SessionDetailKey = (typeof sessionDetailKeys)[number];

export const programLimits = {
  factMax: 600,
  detailMax: 200,
  placeMax: 200,
  capacityMax: 500,
  nameMax: 100,
  phoneMax: 30,
  schoolMax: 100,
  notesMax: 1000,
  messageSubjectMax: 150,
  messageBodyMax: 4000,
} as const;

/** Enrolment data is deleted this many days after its session ends (the privacy notice says so). */
export const ENROLMENT_RETENTION_DAYS = 90;
/** A freed place is kept for the first family on the waitlist this long. */
export const OFFER_HOURS = 48;

export const childGrades = ["K", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12"] as const;

export const enrolFields = [
  "guardianName",
  "guardianEmail",
  "guardianPhone",
  "childFirstName",
  "childGrade",
  "school",
  "language",
  "notes",
  "consent",
  "photoConsent",
] as const;
export type EnrolField = (typeof enrolFields)[number];

/** The form's hidden fields, as on the contact form: the signed time it was served and a field only robots fill. */
export const enrolHiddenFields = { token: "startedAt", honeypot: "website" } as const;

/**
 * What the enrol form shows after a post that was not accepted: the one form outcome (its message is a problem
 * with the post as a whole: too quick, expired, too many, closed) and the signed "started at" the form carries next.
 */
export interface EnrolFormData extends FormOutcome<EnrolField> {
  ok: false;
  token: string;
}

const oneLine = (value: string) => value.replace(/\s+/g, " ");

export function enrolFormSchema(lang: LanguageCode) {
  const m = programsText(lang).errors;
  const l = programLimits;
  const storable = () => z.string().trim().refine(hasNoNullCharacter, m.nullCharacter);
  const line = (max: number, required?: string) =>
    storable()
      .transform(oneLine)
      .pipe(required ? z.string().min(1, required).max(max, m.tooLong(max)) : z.string().max(max, m.tooLong(max)));
  return z.object({
    guardianName: line(l.nameMax, m.guardianNameRequired),
    guardianEmail: z.string().trim().max(limits.emailMax, m.invalidEmail).pipe(z.email(m.invalidEmail)),
    guardianPhone: line(l.phoneMax).refine((v) => v === "" || /^[+()\d][\d\s()+-]{5,}$/.test(v), m.invalidPhone),
    childFirstName: line(l.nameMax, m.childFirstNameRequired),
    childGrade: z.enum(childGrades, { message: m.childGradeRequired }),
    school: line(l.schoolMax),
    language: z.enum(languages.map((x) => x.code) as [LanguageCode, ...LanguageCode[]], {
      message: m.languageRequired,
    }),
    notes: storable().pipe(z.string().max(l.notesMax, m.tooLong(l.notesMax))),
    consent: z.literal("yes", { message: m.consentRequired }),
    photoConsent: z.string().transform((v) => v === "yes"),
  } satisfies Record<EnrolField, z.ZodType>);
}
export type EnrolInput = z.infer<ReturnType<typeof enrolFormSchema>>;

/**
 * What a family may change later through its private link, checked as on the enrol form. Not who they are (their
 * name and address, the child's name): those identify the enrolment, and staff change them on request.
 */
export const familyDetailFields = [
  "guardianPhone",
  "childGrade",
  "school",
  "language",
  "notes",
  "photoConsent",
] as const satisfies readonly EnrolField[];
export type FamilyDetailField = (typeof familyDetailFields)[number];

export const familyDetailsSchema = (lang: LanguageCode) =>
  enrolFormSchema(lang).pick({
    guardianPhone: true,
    childGrade: true,
    school: true,
    language: true,
    notes: true,
    photoConsent: true,
  } satisfies Record<FamilyDetailField, true>);
export type FamilyDetailsInput = z.infer<ReturnType<typeof familyDetailsSchema>>;

const dateText = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Use a date like 2027-01-31.");
const staffText = (max: number) =>
  z
    .string()
    .trim()
    .refine(hasNoNullCharacter, "Contains a character that is not allowed.")
    .pipe(z.string().max(max, `Keep this under ${max} characters.`));

/** The staff editor's session form (English messages: the staff pages are in English). */
export const sessionFormSchema = z
  .object({
    programId: z.enum(programIds, { message: "Choose a program." }),
    status: z.enum(sessionStatuses, { message: "Choose a status." }),
    capacity: z.coerce
      .number({ message: "Enter a number of places." })
      .int("Enter a whole number of places.")
      .min(0, "Places cannot be negative.")
      .max(programLimits.capacityMax, `At most ${programLimits.capacityMax} places.`),
    startsOn: dateText,
    endsOn: dateText,
    place: staffText(programLimits.placeMax),
    instructionLanguage: z.enum(languages.map((x) => x.code) as [LanguageCode, ...LanguageCode[]], {
      message: "Choose the language it is taught in.",
    }),
    details: z.record(
      z.enum(languages.map((x) => x.code) as [LanguageCode, ...LanguageCode[]]),
      z.record(z.enum(sessionDetailKeys), staffText(programLimits.detailMax)),
    ),
  })
  .refine((s) => s.endsOn >= s.startsOn, { path: ["endsOn"], message: "The end date cannot be before the start." })
  .refine((s) => Boolean(s.details.en?.title?.trim()), { path: ["title.en"], message: "Give the session a title." });
export type SessionInput = z.infer<typeof sessionFormSchema>;

export const factValueSchema = staffText(programLimits.factMax);

export const programMessageSchema = z.object({
  subject: staffText(programLimits.messageSubjectMax).pipe(z.string().min(1, "Write a subject.")),
  body: staffText(programLimits.messageBodyMax).pipe(z.string().min(1, "Write a message.")),
});

/** The id of the terms' section on enrolling in a program, which the enrol form's terms link opens at. */
export const programTermsSection = "program-enrolment";

/** The public addresses of a session and of an enrolment's private page, in a language. */
export const programPaths = {
  session: (id: number, lang: LanguageCode) => recordPagePath("program-session", id, lang),
  enrolment: (token: string, lang: LanguageCode) => recordPagePath("program-enrolment", token, lang),
  staff: "/community/moderation/programs",
  staffSession: (id: number) => `/community/moderation/programs/sessions/${id}`,
  roster: (id: number) => `/community/moderation/programs/sessions/${id}/roster.csv`,
};
