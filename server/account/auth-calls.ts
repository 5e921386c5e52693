import type { Auth, BeforeDeleteMember } from "#server/auth/auth.ts";
import type { RequestMeta } from "#server/auth/service.ts";
import { forgetSessions } from "#server/auth/session-cache.ts";
import type { Database } from "#server/db/client.ts";
import { releaseMemberData } from "./release.ts";

/** Tells the beforeDelete hook (releaseOnOwnDeletion) to remove the member's posts instead of keeping them. */
export const REMOVE_POSTS_HEADER = "x-genehive-remove-posts";

/** better-auth's beforeDelete for a member's own deletion: releases their data as the deletion form asked. */
export function releaseOnOwnDeletion(db: Database): BeforeDeleteMember {
  return async (user, request) => {
    await releaseMemberData(db, user, request?.headers.get(REMOVE_POSTS_HEADER) === "1");
  };
}

export type AccountAuthOutcome = { ok: true; setCookies: string[] } | { ok: false; status: number; code: string };

/**
 * better-auth's own change-password and delete-user endpoints, called through its request handler as
 * server/auth/service.ts does: the library checks and hashes passwords, its origin checks and per-IP limiter
 * apply, and the IP header is the one the server determined.
 */
export function accountAuthCalls(auth: Auth, publicUrl: string) {
  async function call(path: string, meta: RequestMeta, body: unknown, extra: Record<string, string> = {}) {
    const headers = new Headers({
      origin: publicUrl,
      "x-forwarded-for": meta.ip,
      "user-agent": meta.userAgent.slice(0, 512),
      "content-type": "application/json",
      ...extra,
    });
    if (meta.cookie) headers.set("cookie", meta.cookie);
    const response = await auth.handler(
      new Request(`${publicUrl}/api/auth${path}`, { method: "POST", headers, body: JSON.stringify(body) }),
    );
    // A changed password ends the other sessions; a deleted account ends all of them.
    forgetSessions();
    if (response.ok) return { ok: true, setCookies: response.headers.getSetCookie() } satisfies AccountAuthOutcome;
    const payload = (await response.json().catch(() => ({}))) as { code?: string };
    return { ok: false, status: response.status, code: payload.code ?? "UNKNOWN" } satisfies AccountAuthOutcome;
  }

  return {
    /** Every other session ends; this one is replaced by a new session, whose cookie the answer sets. */
    changePassword(meta: RequestMeta, currentPassword: string, newPassword: string): Promise<AccountAuthOutcome> {
      return call("/change-password", meta, { currentPassword, newPassword, revokeOtherSessions: true });
    },
    deleteAccount(meta: RequestMeta, password: string, removePosts: boolean): Promise<AccountAuthOutcome> {
      return call("/delete-user", meta, { password }, { [REMOVE_POSTS_HEADER]: removePosts ? "1" : "0" });
    },
  };
}
