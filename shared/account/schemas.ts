import type { FormOutcome } from "#shared/action-outcome.ts";
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
  profileSaved: { title: "Profile saved", message: "Your display name and bio are updated." },
  emailSaved: { title: "E-mail choice saved", message: "Notification e-mails will follow your new choice." },
  emailChoice: "Choose immediately, a daily summary or never.",
  memberSaved: { title: "Member updated", message: "The display name and bio are saved." },
  passwordChanged: {
    title: "Password changed",
    message: "Your password is updated, and every other session of your account has been signed out.",
  },
  memberDeleted: { title: "Account deleted", message: "The account is deleted; the action is in the audit log." },
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

/** What a settings or admin form post answers: the one form outcome, per form (intent) and account (targetId). */
export interface AccountActionData extends FormOutcome {
  targetId?: string;
}
