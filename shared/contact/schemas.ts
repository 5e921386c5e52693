import type { FormOutcome } from "#shared/action-outcome.ts";
import { en } from "#shared/i18n/messages/en.ts";

// The contact form's fields, limits and sender types, light enough for the browser (the staff inbox, the form).
// Its validation, with messages in every language, is shared/contact/validation.ts.

/** Who is writing: the contact form's "I am a" choices, in the order it lists them. */
export const senderTypeIds = ["parent", "student", "teacher", "school", "partner", "funder", "other"] as const;
export type SenderType = (typeof senderTypeIds)[number];

/** The choices with their English names, as the staff inbox and the team's e-mail show them. */
export const senderTypes = senderTypeIds.map((id) => ({ id, label: en.contact.senderTypes[id] }));

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

export const contactFields = ["name", "email", "senderType", "program", "message"] as const;
export type ContactField = (typeof contactFields)[number];

/**
 * What the contact form shows after a post that was not accepted (the route action returns it): the one form
 * outcome, whose message is a problem with the submission as a whole (too quick, expired, too many messages),
 * and the signed "started at" timestamp the form carries next.
 */
export interface ContactFormData extends FormOutcome<ContactField> {
  ok: false;
  token: string;
}
