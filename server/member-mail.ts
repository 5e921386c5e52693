import { eq } from "drizzle-orm";
import type { Database } from "./db/client.ts";
import { user } from "./db/schema.ts";
import { log } from "./log.ts";
import type { Mail } from "./mail.ts";
import { enqueueMail } from "./mail-outbox.ts";

/**
 * Mail the site sends to a member's address, by what it is for. Anyone can sign up with someone else's
 * address, so until the owner has proved it (by the verification link, or a password reset through it) the
 * site sends it only what proves or recovers it; everything else (account notices, and any notification or
 * digest) waits for a verified address.
 */
export type MemberMailKind = "verification" | "password-reset" | "account-notice";

const SENT_BEFORE_VERIFICATION: ReadonlySet<MemberMailKind> = new Set(["verification", "password-reset"]);

export type SendMemberMail = (kind: MemberMailKind, mail: Omit<Mail, "messageId">) => Promise<boolean>;

/** Puts in the outbox what the address may receive; answers whether it did. */
export function createMemberMailer(db: Database): SendMemberMail {
  return async (kind, mail) => {
    if (!SENT_BEFORE_VERIFICATION.has(kind)) {
      const [row] = await db
        .select({ verified: user.emailVerified })
        .from(user)
        // better-auth stores addresses in lower case.
        .where(eq(user.email, mail.to.trim().toLowerCase()));
      if (!row?.verified) {
        log("info", "mail withheld: address not verified", { kind, subject: mail.subject });
        return false;
      }
    }
    await enqueueMail(db, kind, mail);
    return true;
  };
}
