import { describe, expect, it } from "vitest";
import { contactLimits } from "#shared/contact/schemas.ts";
import { checkFormToken, issueFormToken } from "./token.ts";

const secret = "a".repeat(40);
const t0 = 1_800_000_000_000;
const minFill = contactLimits.minFillSeconds * 1000;
const maxAge = contactLimits.maxFormAgeHours * 3600 * 1000;

describe("contact form token", () => {
  it("accepts a form sent after the minimum fill time and before it expires", () => {
    const token = issueFormToken(secret, t0);
    expect(checkFormToken(secret, token, t0 + minFill)).toBe("ok");
    expect(checkFormToken(secret, token, t0 + maxAge)).toBe("ok");
  });

  it("calls a form sent sooner too quick, and an old one expired", () => {
    const token = issueFormToken(secret, t0);
    expect(checkFormToken(secret, token, t0 + minFill - 1)).toBe("too-quick");
    expect(checkFormToken(secret, token, t0 + maxAge + 1)).toBe("expired");
  });

  it("refuses a forged, altered, foreign or missing timestamp", () => {
    const token = issueFormToken(secret, t0);
    const [, nonce, signature] = token.split(".");
    expect(checkFormToken(secret, `${t0 - 60_000}.${nonce}.${signature}`, t0 + minFill)).toBe("invalid");
    expect(checkFormToken(secret, `${t0}.${"A".repeat(16)}.${signature}`, t0 + minFill)).toBe("invalid");
    expect(checkFormToken("b".repeat(40), token, t0 + minFill)).toBe("invalid");
    expect(checkFormToken(secret, `${token}x`, t0 + minFill)).toBe("invalid");
    expect(checkFormToken(secret, undefined, t0)).toBe("invalid");
    expect(checkFormToken(secret, "", t0)).toBe("invalid");
    // Issued far in the future (a clock trick): not merely "too quick".
    expect(checkFormToken(secret, issueFormToken(secret, t0 + 3_600_000), t0)).toBe("invalid");
  });

  it("gives every form a token of its own, even two served in the same millisecond", () => {
    // Each token sends one message (spent-tokens.ts): two families must never share one.
    expect(issueFormToken(secret, t0)).not.toBe(issueFormToken(secret, t0));
  });
});
