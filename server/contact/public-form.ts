import type { z } from "zod";
import type { Database } from "#server/db/client.ts";
import { log } from "#server/log.ts";
import { consume } from "#server/throttle.ts";
import { contactLimits } from "#shared/contact/schemas.ts";
import { CONTACT_LIMITS } from "./settings.ts";
import { checkFormToken, issueFormToken } from "./token.ts";

// The guards every public form (the contact form, the enrolment form) runs before it stores anything, in one order:
// the per-address post limit, the honeypot, the fields, the signed fill time, then the per-address send limit.

/** What the guards decide: a refusal to show in the form, a robot to answer as if sent, or the parsed input. */
export type PublicFormCheck<F extends string, T> =
  | {
      kind: "refused";
      status: 400 | 429;
      message?: string;
      errors?: Partial<Record<F, string>>;
      /** A fresh signed token for the form given back, when the old one cannot be sent again. */
      token?: string;
      retryAfter?: number;
    }
  | { kind: "robot" }
  | { kind: "valid"; input: T; token: string };

export interface PublicForm<F extends string, T> {
  db: Database;
  secret: string;
  ip: string;
  form: FormData;
  /** Names the form's throttles ("contact" counts contact:post:<ip> and contact:sent:<ip>) and its log lines. */
  scope: string;
  honeypotField: string;
  tokenField: string;
  schema: z.ZodType<T>;
  values: Record<F, string>;
  messages: {
    rateLimited(retryAfterSeconds: number): string;
    tooQuick: string;
    formExpired: string;
    formInvalid: string;
  };
}

export async function checkPublicForm<F extends string, T>(f: PublicForm<F, T>): Promise<PublicFormCheck<F, T>> {
  const posts = await consume(
    f.db,
    `${f.scope}:post:${f.ip}`,
    CONTACT_LIMITS.posts.max,
    CONTACT_LIMITS.posts.windowSeconds,
  );
  if (!posts.allowed)
    return {
      kind: "refused",
      status: 429,
      message: f.messages.rateLimited(posts.retryAfter),
      retryAfter: posts.retryAfter,
    };

  const honeypot = f.form.get(f.honeypotField);
  if (typeof honeypot !== "string" || honeypot !== "") {
    // A robot: it gets the same answer as a person, and nothing is stored or sent.
    log("info", `${f.scope} form honeypot filled`, { ip: f.ip });
    return { kind: "robot" };
  }

  const parsed = f.schema.safeParse(f.values);
  const errors: Partial<Record<F, string>> = {};
  if (!parsed.success) for (const issue of parsed.error.issues) errors[issue.path[0] as F] ??= issue.message;
  const token = f.form.get(f.tokenField);
  const check = checkFormToken(f.secret, token);
  if (check !== "ok") {
    const message = {
      "too-quick": f.messages.tooQuick,
      expired: f.messages.formExpired,
      invalid: f.messages.formInvalid,
    }[check];
    // A form left open too long was filled in by someone: its fresh timestamp counts as already waited.
    const next =
      check === "too-quick"
        ? (token as string)
        : issueFormToken(f.secret, Date.now() - (check === "expired" ? contactLimits.minFillSeconds * 1000 : 0));
    return { kind: "refused", status: 400, errors, message, token: next };
  }
  if (!parsed.success) return { kind: "refused", status: 400, errors };

  const sent = await consume(
    f.db,
    `${f.scope}:sent:${f.ip}`,
    CONTACT_LIMITS.sent.max,
    CONTACT_LIMITS.sent.windowSeconds,
  );
  if (!sent.allowed)
    return {
      kind: "refused",
      status: 429,
      message: f.messages.rateLimited(sent.retryAfter),
      retryAfter: sent.retryAfter,
    };
  return { kind: "valid", input: parsed.data, token: token as string };
}
