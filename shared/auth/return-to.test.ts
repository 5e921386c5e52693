import { describe, expect, it } from "vitest";
import { readReturnTo, returnToCookie, safeReturnPath } from "./return-to.ts";

describe("the page to return to after signing in", () => {
  it("keeps a path on this site, with its query, through the cookie", () => {
    expect(safeReturnPath("/community/forum/topic/3?page=2")).toBe("/community/forum/topic/3?page=2");
    const cookie = returnToCookie("/community/members?q=a")!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(readReturnTo(`other=1; ${cookie.split(";")[0]}`)).toBe("/community/members?q=a");
    expect(readReturnTo(null)).toBeUndefined();
  });

  it("refuses anything that could leave the site, and the sign-in pages", () => {
    for (const hostile of [
      "//evil.example",
      "https://evil.example",
      "/\\evil.example",
      "\\\\evil.example",
      "javascript:alert(1)",
      "/\t/evil.example",
      "evil.example",
      "",
      null,
      "/auth",
      "/auth/reset-password?token=x",
      `/${"a".repeat(2001)}`,
    ]) {
      expect(safeReturnPath(hostile), String(hostile)).toBeUndefined();
      expect(
        readReturnTo(`genehive.return-to=${encodeURIComponent(String(hostile))}`),
        String(hostile),
      ).toBeUndefined();
    }
    expect(readReturnTo("genehive.return-to=%E0%A4%A")).toBeUndefined();
  });

  it("resolves dot segments, encoded ones too, before judging where a path leads (issue 27, item 15)", () => {
    for (const hostile of [
      "/.//evil.test",
      "/x/..//evil.test",
      "/%2e//evil.test",
      "/%2E//evil.test",
      "/%2e%2e//evil.test",
      "/x/%2e%2e//evil.test",
      "/x/.%2e//evil.test",
      "/././/evil.test/path?q=1#top",
      "/x/../\\evil.test",
      "/.\\evil.test",
      "/%2f/evil.test",
      "/%2F%2Fevil.test",
      "/%5cevil.test",
      "/%5C%5Cevil.test",
      "/.//%2f/evil.test",
      "/\t/evil.test",
      "/\n/evil.test",
      "/x/..\r//evil.test",
      "/x/../auth",
      "/%2e/auth/reset-password",
    ]) {
      expect(safeReturnPath(hostile), hostile).toBeUndefined();
      // As planted in the cookie, raw or encoded.
      expect(readReturnTo(`genehive.return-to=${hostile}`), hostile).toBeUndefined();
      expect(readReturnTo(`genehive.return-to=${encodeURIComponent(hostile)}`), hostile).toBeUndefined();
    }
  });

  it("keeps the resolved form of a harmless path with dot segments", () => {
    expect(safeReturnPath("/community/./forum/../members?q=a#b")).toBe("/community/members?q=a#b");
    expect(safeReturnPath("/community/%2e%2e/community/forum")).toBe("/community/forum");
    expect(safeReturnPath("/x/..")).toBe("/");
    // An encoded slash further on is part of a name on this site, not a way to another host.
    expect(safeReturnPath("/community/members?q=%2F%2Fa")).toBe("/community/members?q=%2F%2Fa");
  });
});
