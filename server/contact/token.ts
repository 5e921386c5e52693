import { createHmac, timingSafeEqual } from "node:crypto";
import { contactLimits } from "#shared/contact/schemas.ts";

/**
 * The contact form's hidden "started at" field: the time the form was served, signed so a robot cannot
 * claim it opened the form long ago. Nothing is stored: the signature alone proves the time is ours.
 */
export function issueFormToken(secret: string, issuedAt = Date.now()): string {
  return `${issuedAt}.${sign(secret, issuedAt)}`;
}

export type TokenCheck = "ok" | "too-quick" | "expired" | "invalid";

export function checkFormToken(secret: string, token: unknown, now = Date.now()): TokenCheck {
  if (typeof token !== "string" || token.length > 100) return "invalid";
  const match = /^(\d{13})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return "invalid";
  const issuedAt = Number(match[1]);
  const expected = Buffer.from(sign(secret, issuedAt));
  const given = Buffer.from(match[2]!);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return "invalid";
  const age = now - issuedAt;
  if (age < contactLimits.minFillSeconds * 1000) return age < -60_000 ? "invalid" : "too-quick";
  if (age > contactLimits.maxFormAgeHours * 3600 * 1000) return "expired";
  return "ok";
}

function sign(secret: string, issuedAt: number): string {
  return createHmac("sha256", secret).update(`contact-form:${issuedAt}`).digest("base64url");
}
