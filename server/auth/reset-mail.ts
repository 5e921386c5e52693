import { randomBytes } from "node:crypto";
import { and, eq, like } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import * as schema from "#server/db/schema.ts";
import type { Mail } from "#server/mail.ts";
import type { Auth } from "./auth.ts";

/** How long a mailed reset link works. */
export const RESET_LINK_SECONDS = 60 * 60;

export function passwordResetMail(member: { name: string; email: string }, url: string): Mail {
  return {
    to: member.email,
    subject: "Reset your GeneHive password",
    text: `Hello ${member.name},\n\nSomeone (hopefully you) asked to reset the password of your GeneHive account.\nOpen this link within one hour to choose a new password:\n\n${url}\n\nIf you did not ask for this, you can ignore this message; your password stays the same.\n\nThe GeneHive team`,
  };
}

export const resetUrl = (publicUrl: string, token: string) =>
  `${publicUrl}/auth/reset-password?token=${encodeURIComponent(token)}`;

/**
 * "Forgot password" is in two halves, so the request does the same work whether or not the address has an
 * account (service.ts: the asker's limit, and a reset mail stored without content). This is the worker's half:
 * the account of the address (none: nothing is sent), a new link that ends every link mailed
 * before (only the newest one works, so requests by others cannot pile up valid links), and the mail.
 */
export function createResetComposer(auth: Auth, db: Database, publicUrl: string) {
  return async (address: string): Promise<Mail | null> => {
    const context = await auth.$context;
    const found = await context.internalAdapter.findUserByEmail(address);
    if (!found) return null;
    await revokeResetLinks(db, found.user.id);
    // The same kind of token better-auth makes, stored the way it stores its own (its reset endpoint reads it).
    const token = randomBytes(18).toString("base64url");
    await context.internalAdapter.createVerificationValue({
      value: found.user.id,
      identifier: `reset-password:${token}`,
      expiresAt: new Date(Date.now() + RESET_LINK_SECONDS * 1000),
    });
    return passwordResetMail(found.user, resetUrl(publicUrl, token));
  };
}

/** Ends every password-reset link of the account that has not been used yet. */
export async function revokeResetLinks(db: Database, userId: string): Promise<void> {
  await db
    .delete(schema.verification)
    .where(and(like(schema.verification.identifier, "reset-password:%"), eq(schema.verification.value, userId)));
}
