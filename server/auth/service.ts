import type { Database } from "#server/db/client.ts";
import type { Auth } from "./auth.ts";
import { ACCOUNT_LOCKOUT, clearFailures, lockedFor, recordFailure } from "./lockout.ts";

/** Who is asking: the client's address as the server determined it, and its browser. */
export interface RequestMeta {
  ip: string;
  userAgent: string;
  cookie?: string;
}

export type AuthOutcome =
  | { ok: true; setCookies: string[] }
  | { ok: false; status: number; message: string; retryAfter?: number };

export interface Member {
  id: string;
  name: string;
  username: string;
  email: string;
  role: "member" | "moderator" | "admin";
}

export const lockedMessage = (seconds: number) =>
  `Too many failed sign-in attempts. Please try again in ${Math.ceil(seconds / 60)} minutes.`;

/**
 * The account operations the site offers, on top of better-auth. Every call goes through
 * better-auth's request handler (not its direct API) so that its origin checks and its
 * per-IP rate limiter apply; the IP header is always ours, never the client's.
 */
export function createAuthService(auth: Auth, db: Database, publicUrl: string) {
  async function call(path: string, meta: RequestMeta, body?: unknown): Promise<Response> {
    const headers = new Headers({
      origin: publicUrl,
      "x-forwarded-for": meta.ip,
      "user-agent": meta.userAgent.slice(0, 512),
    });
    if (meta.cookie) headers.set("cookie", meta.cookie);
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

    async signIn(input: { email: string; password: string }, meta: RequestMeta): Promise<AuthOutcome> {
      const locked = await lockedFor(db, input.email);
      if (locked > 0) return { ok: false, status: 429, message: lockedMessage(locked), retryAfter: locked };
      // Never hand an existing cookie to sign-in: every sign-in gets a brand-new session (no fixation).
      const result = await outcome(await call("/sign-in/email", { ...meta, cookie: undefined }, input));
      if (result.ok) {
        await clearFailures(db, input.email);
      } else if (result.status === 401) {
        await recordFailure(db, input.email);
        const nowLocked = await lockedFor(db, input.email);
        if (nowLocked > 0) return { ok: false, status: 429, message: lockedMessage(nowLocked), retryAfter: nowLocked };
      }
      return result;
    },

    /** Ends every session of the member (all devices) and clears the cookie. */
    async signOutEverywhere(meta: RequestMeta): Promise<string[]> {
      await call("/revoke-sessions", meta, {});
      const response = await call("/sign-out", meta, {});
      return response.headers.getSetCookie();
    },

    async requestPasswordReset(email: string, meta: RequestMeta) {
      return outcome(await call("/request-password-reset", meta, { email }));
    },

    async resetPassword(token: string, password: string, meta: RequestMeta) {
      return outcome(await call("/reset-password", meta, { token, newPassword: password }));
    },

    /** The signed-in member, or null. Reading it also keeps an active session alive. */
    async getMember(headers: Headers): Promise<Member | null> {
      const session = await auth.api.getSession({ headers }).catch(() => null);
      if (!session) return null;
      const u = session.user as typeof session.user & { username?: string; displayUsername?: string; role?: string };
      return {
        id: u.id,
        name: u.name,
        username: u.displayUsername || u.username || "",
        email: u.email,
        role: u.role === "admin" || u.role === "moderator" ? u.role : "member",
      };
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
export { ACCOUNT_LOCKOUT };
