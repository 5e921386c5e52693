import { LRUCache } from "lru-cache";
import type { Member } from "./member.ts";

/**
 * How long this process trusts a session it has already read. Reading one costs a signature check and a database
 * query, on every page and data request of every member; a member's requests come seconds apart, a busy page's by
 * the hundred. Signing out everywhere, a password change or reset, a verified address, a profile change or a
 * deleted account forgets every cached session in this process at once; in another process (several servers on
 * one PostgreSQL, or `npm run create-admin`) the change takes effect within this time (docs/deploy.md).
 */
export const SESSION_CACHE_MS = 5_000;

const members = new LRUCache<string, Member>({ max: 10_000, ttl: SESSION_CACHE_MS });

/** The session cookie's value (token and signature), which keys the cache; none without a session cookie. */
export function sessionKey(headers: Headers): string | undefined {
  for (const part of headers.get("cookie")?.split(";") ?? []) {
    const at = part.indexOf("=");
    if (at > 0 && part.slice(0, at).trim().endsWith("better-auth.session_token")) return part.slice(at + 1).trim();
  }
  return undefined;
}

export const cachedMember = (key: string): Member | undefined => members.get(key);

export function cacheMember(key: string, member: Member): void {
  members.set(key, member);
}

/** An account or its sessions changed: the next request of every member reads its session again. */
export function forgetSessions(): void {
  members.clear();
}
