import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { username } from "better-auth/plugins";
import { eq } from "drizzle-orm";
import type { Config } from "#server/config.ts";
import type { Database } from "#server/db/client.ts";
import * as schema from "#server/db/schema.ts";
import { log } from "#server/log.ts";
import { createMemberMailer } from "#server/member-mail.ts";
import { RESET_LINK_SECONDS } from "#shared/auth/policy.ts";
import { isReservedUsername } from "#shared/auth/reserved.ts";
import { limits } from "#shared/auth/schemas.ts";
import { clearAccount } from "./lockout.ts";
import { boundedPassword } from "./password-hashing.ts";
import { passwordResetMail, resetUrl, revokeResetLinks } from "./reset-mail.ts";

/** Idle sessions end after 30 minutes on the server too (the browser warns at 25). */
export const SESSION_IDLE_SECONDS = 30 * 60;
/** An active session is extended (and its cookie sent again) at most this often. */
export const SESSION_REFRESH_SECONDS = 60;

/**
 * Per-IP limits of better-auth's limiter, kept in the database so they hold across processes.
 * Generous on purpose: a whole class signs in from one school address. Guessing one
 * member's password is stopped by the per-account lockout instead.
 */
export const IP_LIMITS = {
  signIn: { window: 15 * 60, max: 100 },
  signUp: { window: 60 * 60, max: 60 },
  passwordReset: { window: 60 * 60, max: 20 },
  verificationMail: { window: 60 * 60, max: 20 },
} as const;

/**
 * A browser that has signed in to an account before (known-device.ts) signs in to it on a budget of its own, not
 * its address's: a burst of strangers' sign-ins from a school's shared address cannot lock the owner out
 * (docs/decisions/0022-abuse-limits.md). The service marks such a sign-in with this header; only the service
 * calls better-auth's handler, so no client can set it.
 */
export const KNOWN_DEVICE_HEADER = "x-genehive-known-device";
export const KNOWN_DEVICE_SIGN_INS = { window: 15 * 60, max: 10 } as const;

/** How long the link mailed at sign-up (or sent again from the hub) stays valid. */
export const VERIFICATION_LINK_SECONDS = 24 * 60 * 60;

/** What must go before an account row is deleted; the account module supplies it (auth does not import account). */
export type BeforeDeleteMember = (user: { id: string; email: string }, request: Request | undefined) => Promise<void>;

/** What follows a member proving their address; the educator module supplies it (auth does not import it). */
export type AfterEmailVerified = (user: { id: string }) => Promise<unknown>;

export function createAuth(options: {
  db: Database;
  config: Config;
  secret: string;
  beforeDeleteMember: BeforeDeleteMember;
  afterEmailVerified?: AfterEmailVerified;
}) {
  const { db, config, secret, beforeDeleteMember, afterEmailVerified } = options;
  // Every mail goes to the outbox table; the mail worker sends it (a request never waits on SMTP).
  const mailMember = createMemberMailer(db);
  return betterAuth({
    appName: "GeneHive",
    baseURL: config.publicUrl,
    secret,
    trustedOrigins: [config.publicUrl],
    telemetry: { enabled: false },
    database: drizzleAdapter(db as never, {
      provider: "pg",
      schema: {
        user: schema.user,
        session: schema.session,
        account: schema.account,
        verification: schema.verification,
        rateLimit: schema.rateLimit,
      },
    }),
    databaseHooks: {
      account: {
        update: {
          // A password set any other way (a change while signed in) also ends the reset links mailed before.
          async after(account) {
            if (account?.providerId === "credential" && account.userId) await revokeResetLinks(db, account.userId);
          },
        },
      },
    },
    user: {
      additionalFields: {
        role: { type: "string", required: false, defaultValue: "member", input: false },
        bio: { type: "string", required: false, defaultValue: "", input: false },
      },
      // Members delete their own account from /community/settings (server/account): the password is always
      // required there, and their posts stay as "Deleted member" unless they ask for them to go too.
      deleteUser: {
        enabled: true,
        beforeDelete: (user, request) => beforeDeleteMember(user, request),
      },
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: limits.passwordMin,
      maxPasswordLength: limits.passwordMax,
      autoSignIn: false,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: RESET_LINK_SECONDS,
      password: boundedPassword,
      // Sign-up answers the same for a used address (no account enumeration); the owner is told instead.
      async onExistingUserSignUp({ user }) {
        await mailMember("account-notice", {
          to: user.email,
          subject: "You already have a GeneHive account",
          text: `Hello ${user.name},\n\nSomeone tried to create a GeneHive account with this e-mail address, which already has one.\nIf it was you, sign in at ${config.publicUrl}/auth, or reset your password at ${config.publicUrl}/auth/forgot-password.\nIf it was not you, you can ignore this message.\n\nThe GeneHive team`,
        });
      },
      // The site's "forgot password" makes its links in the mail worker (reset-mail.ts); this serves a direct call.
      async sendResetPassword({ user, token }) {
        await mailMember("password-reset", passwordResetMail(user, resetUrl(config.publicUrl, token)));
      },
      async onPasswordReset({ user }) {
        // better-auth consumes only the link just used: any other link mailed before must die with it.
        await revokeResetLinks(db, user.id);
        // The reset link reached this mailbox, which proves it is the owner's: the address is verified, and the
        // locks others may have caused are lifted.
        await db.update(schema.user).set({ emailVerified: true }).where(eq(schema.user.id, user.id));
        await clearAccount(db, user.email);
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: false,
      autoSignInAfterVerification: false,
      expiresIn: VERIFICATION_LINK_SECONDS,
      async afterEmailVerification(user) {
        await afterEmailVerified?.(user);
      },
      async sendVerificationEmail({ user, token }) {
        const url = `${config.publicUrl}/auth/verify-email?token=${encodeURIComponent(token)}`;
        await mailMember("verification", {
          to: user.email,
          subject: "Confirm your e-mail address for GeneHive",
          text: `Hello ${user.name},\n\nPlease confirm that this address belongs to your GeneHive account by opening this link within 24 hours:\n\n${url}\n\nUntil you do, GeneHive sends this address nothing but this kind of message and password resets.\nIf you did not create a GeneHive account, you can ignore this message.\n\nThe GeneHive team`,
        });
      },
    },
    plugins: [
      username({
        minUsernameLength: limits.usernameMin,
        maxUsernameLength: limits.usernameMax,
        // The forms refuse a reserved name first, with its message; this holds for any other way in.
        usernameValidator: (name) => /^[A-Za-z0-9_.-]+$/.test(name) && !isReservedUsername(name),
      }),
    ],
    session: { expiresIn: SESSION_IDLE_SECONDS, updateAge: SESSION_REFRESH_SECONDS },
    rateLimit: {
      enabled: true,
      storage: "database",
      window: 60,
      max: 100,
      customRules: {
        "/sign-in/email": (request) => (request.headers.get(KNOWN_DEVICE_HEADER) ? false : IP_LIMITS.signIn),
        "/sign-up/email": IP_LIMITS.signUp,
        "/request-password-reset": IP_LIMITS.passwordReset,
        "/send-verification-email": IP_LIMITS.verificationMail,
      },
    },
    // better-auth's own messages ("Failed to run background task" and the like) as the server's JSON lines. No
    // `level`: with one set, better-auth also prints every refused request (a taken username) through a console
    // logger of its own; the request line already says what the member got.
    logger: {
      log: (level, message, ...args) => {
        const err = args.find((a) => a instanceof Error);
        log(
          level === "error" ? "error" : level === "warn" ? "warn" : "info",
          `better-auth: ${message}`,
          err ? { err } : {},
        );
      },
    },
    advanced: {
      // The server sets this header from the socket address (or the trusted proxy's),
      // never from what the client sent.
      ipAddress: { ipAddressHeaders: ["x-forwarded-for"] },
      useSecureCookies: config.publicUrl.startsWith("https:"),
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
