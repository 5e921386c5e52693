import { describe, expect, it } from "vitest";
import { cachedMember, cacheMember, forgetSessions, sessionKey } from "./session-cache.ts";

const member = {
  id: "u1",
  name: "Ana",
  username: "ana",
  email: "ana@example.org",
  role: "member",
  emailVerified: true,
} as const;

describe("the session cache", () => {
  it("keys on the session cookie's whole value, on http and https alike", () => {
    expect(sessionKey(new Headers({ cookie: "theme=dark; better-auth.session_token=abc.sig" }))).toBe("abc.sig");
    expect(sessionKey(new Headers({ cookie: "__Secure-better-auth.session_token=xyz.s2; a=b" }))).toBe("xyz.s2");
    expect(sessionKey(new Headers({ cookie: "genehive.device=1" }))).toBeUndefined();
    expect(sessionKey(new Headers())).toBeUndefined();
  });

  it("forgets every member when an account or its sessions change", () => {
    cacheMember("k1", member);
    expect(cachedMember("k1")).toEqual(member);
    forgetSessions();
    expect(cachedMember("k1")).toBeUndefined();
  });
});
