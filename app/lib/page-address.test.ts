import { describe, expect, it } from "vitest";
import { pageAddress, withQuery } from "./page-address.ts";

describe("pageAddress", () => {
  const at = (path: string) => {
    const { pathname, search } = pageAddress(new Request(`http://localhost${path}`));
    return withQuery(pathname, search);
  };

  it("takes off the router's data suffix and its own parameters, keeping the page's query", () => {
    expect(at("/community/moderation/messages.data")).toBe("/community/moderation/messages");
    expect(at("/community/moderation/messages.data?type=teacher&_routes=routes%2Fmoderation-messages")).toBe(
      "/community/moderation/messages?type=teacher",
    );
    expect(at("/_.data?index")).toBe("/");
    expect(at("/es.data")).toBe("/es");
  });

  it("leaves a page's own address as it is", () => {
    expect(at("/community/moderation/messages?status=handled&page=2")).toBe(
      "/community/moderation/messages?status=handled&page=2",
    );
    expect(at("/")).toBe("/");
  });
});
