import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { contactLimits } from "#shared/contact/schemas.ts";

/**
 * The contact form's hidden "started at" field: the time the form was served, signed so a robot cannot
 * claim it opened the form long ago. The signature alone proves the time is ours; a random part makes every
 * form's token its own, so that spending it (spent-tokens.ts: one message per form) never spends another's.
 */
export function issueFormToken(secret: string, issuedAt = Date.now()): string {
  const nonce = randomBytes(12).toString("base64url");
  return `${issuedAt}.${nonce}.${sign(secret, issuedAt, nonce)}`;
}

export type TokenCheck = "ok" | "too-quick" | "expired" | "invalid";

export function checkFormToken(secret: string, token: unknown, now = Date.now()): TokenCheck {
  if (typeof token !== "string" || token.length > 100) return "invalid";
  const match = /^(\d{13})\.([A-Za-z0-9_-]{16})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return "invalid";
  const issuedAt = Number(match[1]);
  const expected = Buffer.from(sign(secret, issuedAt, match[2]!));
  const given = Buffer.from(match[3]!);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return "invalid";
  const age = now - issuedAt;
  if (age < contactLimits.minFillSeconds * 1000) return age < -60_000 ? "invalid" : "too-quick";
  if (age > contactLimits.maxFormAgeHours * 3600 * 1000) return "expired";
  return "ok";
}

function sign(secret: string, issuedAt: number, nonce: string): string {
  return createHmac("sha256", secret).update(`contact-form:${issuedAt}:${nonce}`).digest("base64url");
}
