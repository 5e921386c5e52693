import { randomBytes } from "node:crypto";
import type { Database } from "#server/db/client.ts";
import type { Mail } from "#server/mail.ts";
import { RESET_LINK_SECONDS } from "#shared/auth/policy.ts";
import type { Auth } from "./auth.ts";
import { passwordResetMail, resetUrl, revokeResetLinks } from "./reset-mail.ts";

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
