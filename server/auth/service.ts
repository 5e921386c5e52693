import type { Database } from "#server/db/client.ts";
import { databaseDown, noneUnlessOutage, serviceUnavailable } from "#server/db/outage.ts";
import { enqueueComposedLater } from "#server/mail-outbox.ts";
import { consume } from "#server/throttle.ts";
import { verificationText } from "#shared/auth/messages.ts";
import { isRole } from "#shared/auth/roles.ts";
import { type Auth, IP_LIMITS, KNOWN_DEVICE_HEADER, KNOWN_DEVICE_SIGN_INS } from "./auth.ts";
import { createKnownDevices } from "./known-device.ts";
import { ACCOUNT_LOCKOUT, clearBucket, lockedFor, lockoutBucket, releaseAttempt, reserveAttempt } from "./lockout.ts";
import type { Member } from "./member.ts";
import { cachedMember, cacheMember, forgetSessions, sessionKey } from "./session-cache.ts";

/** Who is asking: the client's address as the server determined it, and its browser. */
export interface RequestMeta {
  ip: string;
  userAgent: string;
  cookie?: string;
}

export type AuthOutcome =
  | { ok: true; setCookies: string[] }
  | { ok: false; status: number; message: string; retryAfter?: number; locked?: true };

// The signed-in member, in a module of its own so that the session cache need not import the service.
export type { Member } from "./member.ts";

/** better-auth's words when its per-IP limiter refuses, used for the limits counted here too (a known browser's own
 * sign-in budget among them). */
const RATE_LIMITED = "Too many requests. Please try again later.";

/** A member may ask for the verification link again this often. */
export const VERIFICATION_RESEND_LIMIT = { max: 3, windowSeconds: 60 * 60 } as const;

export const lockedMessage = (seconds: number) =>
  `Too many failed sign-in attempts. Please try again in ${Math.ceil(seconds / 60)} minutes.`;

/**
 * The account operations the site offers, on top of better-auth. Every call goes through
 * better-auth's request handler (not its direct API) so that its origin checks and its
 * per-IP rate limiter apply; the IP header is always ours, never the client's.
 */
export function createAuthService(auth: Auth, db: Database, publicUrl: string) {
  const knownDevices = createKnownDevices(auth.options.secret, publicUrl.startsWith("https:"));
  const locked = (seconds: number): AuthOutcome => ({
    ok: false,
    status: 429,
    message: lockedMessage(seconds),
    retryAfter: seconds,
    locked: true,
  });

  async function call(path: string, meta: RequestMeta, body?: unknown, knownDevice = false): Promise<Response> {
    const headers = new Headers({
      origin: publicUrl,
      "x-forwarded-for": meta.ip,
      "user-agent": meta.userAgent.slice(0, 512),
    });
    if (meta.cookie) headers.set("cookie", meta.cookie);
    if (knownDevice) headers.set(KNOWN_DEVICE_HEADER, "1");
    if (body !== undefined) headers.set("content-type", "application/json");
    return auth.handler(
      new Request(`${publicUrl}/api/auth${path}`, {
        method: body === undefined ? "GET" : "POST",
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    );
  }

  async function outcome(response: Response): Promise<AuthOutcome> {
    if (response.ok) return { ok: true, setCookies: response.headers.getSetCookie() };
    const payload = (await response.json().catch(() => ({}))) as { message?: string };
    const retry = Number(response.headers.get("x-retry-after") ?? response.headers.get("retry-after"));
    return {
      ok: false,
      status: response.status,
      message: payload.message || "Something went wrong. Please try again.",
      retryAfter: Number.isFinite(retry) && retry > 0 ? retry : undefined,
    };
  }

  return {
    async signUp(input: { fullName: string; username: string; email: string; password: string }, meta: RequestMeta) {
      return outcome(
        await call("/sign-up/email", meta, {
          name: input.fullName,
          email: input.email,
          password: input.password,
          username: input.username,
          displayUsername: input.username,
        }),
      );
    },

    /**
     * The attempt is counted before the password is checked (lockout.ts), against the budget of this browser
     * when it has signed in to the account before, else against the address's own.
     */
    async signIn(input: { email: string; password: string }, meta: RequestMeta): Promise<AuthOutcome> {
      const device = await knownDevices.deviceFor(meta.cookie, input.email);
      // A known browser spends its own per-browser budget of sign-ins instead of its address's (auth.ts).
      if (device) {
        const { max, window } = KNOWN_DEVICE_SIGN_INS;
        const budget = await consume(db, `sign-in:device:${device}`, max, window);
        if (!budget.allowed) {
          return { ok: false, status: 429, message: RATE_LIMITED, retryAfter: budget.retryAfter };
        }
      }
      const bucket = lockoutBucket(input.email, device);
      const reservation = await reserveAttempt(db, bucket);
      if (!reservation.granted) return locked(reservation.retryAfter);
      let result: AuthOutcome;
      try {
        // Never hand an existing cookie to sign-in: every sign-in gets a brand-new session (no fixation).
        result = await outcome(await call("/sign-in/email", { ...meta, cookie: undefined }, input, device !== null));
      } catch (error) {
        await releaseAttempt(db, bucket);
        throw error;
      }
      if (result.ok) {
        await clearBucket(db, bucket);
        return { ok: true, setCookies: [...result.setCookies, await knownDevices.remember(meta.cookie, input.email)] };
      }
      // Anything but a wrong password (the per-IP limit, a server fault) was refused before any password was checked.
      if (result.status !== 401) {
        await releaseAttempt(db, bucket);
        return result;
      }
      const nowLocked = await lockedFor(db, bucket);
      return nowLocked > 0 ? locked(nowLocked) : result;
    },

    /** Ends every session of the member (all devices) and clears the cookie. */
    async signOutEverywhere(meta: RequestMeta): Promise<string[]> {
      await call("/revoke-sessions", meta, {});
      forgetSessions();
      const response = await call("/sign-out", meta, {});
      return response.headers.getSetCookie();
    },

    /**
     * The same two statements for any address, and the same answer: the asker's limit, and a reset mail stored
     * without content. The mail worker looks the address up and makes the link (reset-mail.ts), so neither the
     * answer nor its timing tells whether the address has an account.
     */
    async requestPasswordReset(email: string, meta: RequestMeta): Promise<AuthOutcome> {
      const { max, window } = IP_LIMITS.passwordReset;
      const allowed = await consume(db, `password-reset:${meta.ip}`, max, window);
      if (!allowed.allowed) {
        return { ok: false, status: 429, message: RATE_LIMITED, retryAfter: allowed.retryAfter };
      }
      await enqueueComposedLater(db, "password-reset", email);
      return { ok: true, setCookies: [] };
    },

    async resetPassword(token: string, password: string, meta: RequestMeta) {
      const result = outcome(await call("/reset-password", meta, { token, newPassword: password }));
      forgetSessions();
      return result;
    },

    /**
     * Whether a reset link's token is still good (not used, not expired), without using it: the page says so before
     * anyone types a new password into a form that cannot work.
     */
    async resetTokenUsable(token: string): Promise<boolean> {
      if (!token) return false;
      const { internalAdapter } = await auth.$context;
      const found = await internalAdapter.findVerificationValue(`reset-password:${token}`);
      return Boolean(found && found.expiresAt > new Date());
    },

    /** Marks the address verified when the mailed token is good; false when it is invalid or has expired. */
    async verifyEmail(token: string, meta: RequestMeta): Promise<boolean> {
      const verified = (await call(`/verify-email?${new URLSearchParams({ token })}`, { ...meta, cookie: undefined }))
        .ok;
      forgetSessions();
      return verified;
    },

    /** Mails the verification link again to a signed-in member whose address is not verified yet. */
    async resendVerification(member: Member, meta: RequestMeta): Promise<AuthOutcome> {
      const { max, windowSeconds } = VERIFICATION_RESEND_LIMIT;
      const allowed = await consume(db, `verification-mail:${member.id}`, max, windowSeconds);
      if (!allowed.allowed) {
        return { ok: false, status: 429, message: verificationText.resendLimited, retryAfter: allowed.retryAfter };
      }
      const result = await outcome(await call("/send-verification-email", meta, { email: member.email }));
      return result.ok ? result : { ...result, message: verificationText.resendFailed };
    },

    /**
     * The signed-in member (or null), and the Set-Cookie lines the response must carry: reading an active
     * session extends it on the server, and the browser must get the cookie's new lifetime too, or it drops the
     * cookie at the old one (session.ts sends them). A read that is no sign of the member (`refresh: false`, the
     * navigation's background check) leaves the session's idle clock alone: a page left open with nobody at it
     * still ends 30 minutes after its member's last request.
     */
    async getMember(
      headers: Headers,
      { refresh = true }: { refresh?: boolean } = {},
    ): Promise<{ member: Member | null; setCookies: string[] }> {
      // While the database is out of reach, members' pages are a 503 at once, even for a remembered session.
      if (databaseDown()) throw serviceUnavailable();
      const key = sessionKey(headers);
      const cached = key && cachedMember(key);
      if (cached) return { member: cached, setCookies: [] };
      // A database that cannot be reached is an outage (503), never a signed-out member.
      const result = await auth.api
        .getSession({ headers, returnHeaders: true, query: refresh ? undefined : { disableRefresh: true } })
        .catch(noneUnlessOutage);
      const setCookies = result?.headers.getSetCookie() ?? [];
      const session = result?.response;
      if (!session) return { member: null, setCookies };
      const u = session.user as typeof session.user & { username?: string; displayUsername?: string; role?: string };
      const member: Member = {
        id: u.id,
        name: u.name,
        username: u.displayUsername || u.username || "",
        email: u.email,
        role: isRole(u.role) ? u.role : "member",
        emailVerified: u.emailVerified,
      };
      // Only a read that extended the session is remembered: the next real request must still extend it.
      if (key && refresh) cacheMember(key, member);
      return { member, setCookies };
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
export { ACCOUNT_LOCKOUT };
