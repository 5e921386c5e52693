import { describe, expect, it } from "vitest";
import { retryAfter } from "#shared/retry-after.ts";
import { retryAfterHeaders } from "./retry-after.ts";

describe("Retry-After", () => {
  it("is written in whole seconds, rounded up, and not at all when there is no wait", () => {
    expect(retryAfter(30)).toEqual({ "Retry-After": "30" });
    expect(retryAfter(0.2)).toEqual({ "Retry-After": "1" });
    expect(retryAfter(undefined)).toEqual({});
    expect(retryAfter(0)).toEqual({});
  });

  it("reaches a page's own response from its action's answer, beside what the page always sends", () => {
    const base = { "Cache-Control": "no-store" };
    const refused = new Headers(retryAfter(900));
    expect(retryAfterHeaders({ actionHeaders: refused }, base)).toEqual({ ...base, "Retry-After": "900" });
    expect(retryAfterHeaders({ actionHeaders: new Headers() }, base)).toEqual(base);
    expect(retryAfterHeaders({ actionHeaders: new Headers({ "Retry-After": "soon" }) })).toEqual({});
  });
});
