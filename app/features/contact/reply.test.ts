import { describe, expect, it } from "vitest";
import { replyHref } from "./reply.ts";

describe("replyHref", () => {
  const message = {
    email: "pat.o'neil+gh@example.org",
    name: "Pat O'Neil",
    message: "Hello & welcome?\r\n\r\nIs there a fee = 0?",
    createdAt: "2026-11-20T14:05:00.000Z",
  };

  it("answers the confirmation's subject and quotes the message under who wrote it when", () => {
    const url = new URL(replyHref(message, "We received your message to GeneHive"));
    expect(url.protocol).toBe("mailto:");
    expect(decodeURIComponent(url.pathname)).toBe(message.email);
    expect(url.searchParams.get("subject")).toBe("Re: We received your message to GeneHive");
    expect(url.searchParams.get("body")).toBe(
      "\r\n\r\nOn November 20, 2026 at 2:05 PM UTC, Pat O'Neil wrote:\r\n> Hello & welcome?\r\n>\r\n> Is there a fee = 0?\r\n",
    );
  });

  it("escapes what a mail program would read as its own syntax; spaces are %20, never +", () => {
    const href = replyHref(message, "Re ? & =");
    expect(href).not.toMatch(/[ +]/);
    expect(href.split("?")).toHaveLength(2);
    expect(new URL(href).searchParams.get("subject")).toBe("Re: Re ? & =");
  });
});
