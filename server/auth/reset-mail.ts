import { and, eq, like } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import * as schema from "#server/db/schema.ts";
import type { Mail } from "#server/mail.ts";

export function passwordResetMail(member: { name: string; email: string }, url: string): Mail {
  return {
    to: member.email,
    subject: "Reset your GeneHive password",
    text: `Hello ${member.name},\n\nSomeone (hopefully you) asked to reset the password of your GeneHive account.\nOpen this link within one hour to choose a new password:\n\n${url}\n\nIf you did not ask for this, you can ignore this message; your password stays the same.\n\nThe GeneHive team`,
  };
}

export const resetUrl = (publicUrl: string, token: string) =>
  `${publicUrl}/auth/reset-password?token=${encodeURIComponent(token)}`;

/** Ends every password-reset link of the account that has not been used yet. */
export async function revokeResetLinks(db: Database, userId: string): Promise<void> {
  await db
    .delete(schema.verification)
    .where(and(like(schema.verification.identifier, "reset-password:%"), eq(schema.verification.value, userId)));
}
