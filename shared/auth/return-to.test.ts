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
});
