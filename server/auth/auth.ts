import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { username } from "better-auth/plugins";
import { REMOVE_POSTS_HEADER } from "#server/account/auth-calls.ts";
import { releaseMemberData } from "#server/account/release.ts";
import type { Config } from "#server/config.ts";
import type { Database } from "#server/db/client.ts";
import * as schema from "#server/db/schema.ts";
import type { SendMail } from "#server/mail.ts";
import { limits } from "#shared/auth/schemas.ts";

/** Idle sessions end after 30 minutes on the server too (the browser warns at 25). */
export const SESSION_IDLE_SECONDS = 30 * 60;

/**
 * Per-IP limits of better-auth's limiter, kept in the database so they hold across processes.
 * Generous on purpose: a whole class signs in from one school address. Guessing one
 * member's password is stopped by the per-account lockout instead.
 */
export const IP_LIMITS = {
  signIn: { window: 15 * 60, max: 100 },
  signUp: { window: 60 * 60, max: 60 },
  passwordReset: { window: 60 * 60, max: 20 },
} as const;

export function createAuth(options: { db: Database; config: Config; secret: string; sendMail: SendMail }) {
  const { db, config, secret, sendMail } = options;
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
    user: {
      additionalFields: {
        role: { type: "string", required: false, defaultValue: "member", input: false },
        bio: { type: "string", required: false, defaultValue: "", input: false },
      },
      // Members delete their own account from /community/settings (server/account): the password is always
      // required there, and their posts stay as "Deleted member" unless they ask for them to go too.
      deleteUser: {
        enabled: true,
        beforeDelete: async (user, request) => {
          await releaseMemberData(db, user, request?.headers.get(REMOVE_POSTS_HEADER) === "1");
        },
      },
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: limits.passwordMin,
      maxPasswordLength: limits.passwordMax,
      autoSignIn: false,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      // Sign-up answers the same for a used address (no account enumeration); the owner is told instead.
      async onExistingUserSignUp({ user }) {
        await sendMail({
          to: user.email,
          subject: "You already have a GeneHive account",
          text: `Hello ${user.name},\n\nSomeone tried to create a GeneHive account with this e-mail address, which already has one.\nIf it was you, sign in at ${config.publicUrl}/auth, or reset your password at ${config.publicUrl}/auth/forgot-password.\nIf it was not you, you can ignore this message.\n\nThe GeneHive team`,
        });
      },
      async sendResetPassword({ user, token }) {
        const url = `${config.publicUrl}/auth/reset-password?token=${encodeURIComponent(token)}`;
        await sendMail({
          to: user.email,
          subject: "Reset your GeneHive password",
          text: `Hello ${user.name},\n\nSomeone (hopefully you) asked to reset the password of your GeneHive account.\nOpen this link within one hour to choose a new password:\n\n${url}\n\nIf you did not ask for this, you can ignore this message; your password stays the same.\n\nThe GeneHive team`,
        });
      },
    },
    plugins: [
      username({
        minUsernameLength: limits.usernameMin,
        maxUsernameLength: limits.usernameMax,
        usernameValidator: (name) => /^[A-Za-z0-9_.-]+$/.test(name),
      }),
    ],
    session: { expiresIn: SESSION_IDLE_SECONDS, updateAge: 60 },
    rateLimit: {
      enabled: true,
      storage: "database",
      window: 60,
      max: 100,
      customRules: {
        "/sign-in/email": IP_LIMITS.signIn,
        "/sign-up/email": IP_LIMITS.signUp,
        "/request-password-reset": IP_LIMITS.passwordReset,
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
