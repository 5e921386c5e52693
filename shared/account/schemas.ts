import { fullNameSchema, limits, newPasswordSchema, validationMessages } from "#shared/auth/schemas.ts";
import { bioSchema } from "#shared/forum/schemas.ts";
import { z } from "#shared/zod.ts";

/** The settings page's and the admin accounts page's forms: rules and messages shared by both sides. */
export const accountMessages = {
  currentPasswordRequired: "Enter your current password",
  passwordsDiffer: "The new passwords do not match",
  confirmPasswordRequired: "Enter your password to confirm",
  wrongPassword: "That password is not correct.",
  tooManyPasswordChecks: (seconds: number) =>
    `Too many password attempts. Please try again in ${Math.ceil(seconds / 60)} minutes.`,
  confirmUsername: "Type the member's username to confirm",
  profileSaved: { title: "Profile saved", description: "Your display name and bio are updated." },
  emailSaved: { title: "E-mail choice saved", description: "Notification e-mails will follow your new choice." },
  emailChoice: "Choose immediately, a daily summary or never.",
  memberSaved: { title: "Member updated", description: "The display name and bio are saved." },
  passwordChanged: {
    title: "Password changed",
    description: "Your password is updated, and every other session of your account has been signed out.",
  },
  memberDeleted: { title: "Account deleted", description: "The account is deleted; the action is in the audit log." },
  unknownAccount: "That account does not exist.",
  cannotDeleteSelf: "Delete your own account from your settings page.",
  unknownAction: "Unknown action.",
} as const;

const m = accountMessages;

export const profileSchema = z.object({ name: fullNameSchema, bio: bioSchema.shape.bio });

export const changePasswordSchema = z
  .object({
    currentPassword: z
      .string()
      .min(1, m.currentPasswordRequired)
      .max(limits.passwordMax, validationMessages.passwordTooLong),
    newPassword: newPasswordSchema,
    confirmPassword: z.string(),
  })
  .refine((v) => v.newPassword === v.confirmPassword, { message: m.passwordsDiffer, path: ["confirmPassword"] });

/** better-auth deletes without a password when the session is fresh: ours always requires one. */
export const deleteAccountSchema = z.object({
  password: z.string().min(1, m.confirmPasswordRequired).max(limits.passwordMax, validationMessages.passwordTooLong),
  removePosts: z.boolean(),
});

/** What a settings or admin form post answers, per form (intent). */
export type AccountActionData =
  | { intent: string; ok: true; title: string; description: string; targetId?: string }
  | { intent: string; ok: false; errors: Record<string, string>; message?: string; targetId?: string };

/** The first message for each field of a failed parse, keyed by field name. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) errors[String(issue.path[0] ?? "form")] ??= issue.message;
  return errors;
}
