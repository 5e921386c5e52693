import type { z } from "zod";
import { isOutage } from "#server/db/outage.ts";
import { getAuthService } from "#server/runtime.ts";
import type { AuthActionData, AuthIntent } from "#shared/auth/form-result.ts";
import { authToasts } from "#shared/auth/messages.ts";
import {
  firstError,
  requestResetSchema,
  resetPasswordSchema,
  signInSchema,
  signUpSchema,
} from "#shared/auth/schemas.ts";
import { outage } from "#shared/outage.ts";
import type { AuthOutcome, RequestMeta } from "./service.ts";

export interface AuthActionResult {
  data: AuthActionData;
  status: number;
  headers: Headers;
}

const schemas = {
  "sign-in": signInSchema,
  "sign-up": signUpSchema,
  "request-reset": requestResetSchema,
  "reset-password": resetPasswordSchema,
} satisfies Record<AuthIntent, z.ZodType>;

/** The fields of a form post, as strings; a file where text belongs is refused. */
function formFields(form: FormData): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const [key, value] of form) if (key !== "intent") fields[key] = typeof value === "string" ? value : undefined;
  return fields;
}

/**
 * Validates an account form on the server (whatever the browser checked) and runs it.
 * Every outcome is a clear message; none is a 500.
 */
export async function runAuthForm(form: FormData, meta: RequestMeta): Promise<AuthActionResult> {
  const intent = form.get("intent");
  const headers = new Headers();
  // Own keys only: "toString" or "__proto__" are in every object, and are no form of ours.
  if (typeof intent !== "string" || !Object.hasOwn(schemas, intent)) {
    return {
      data: { intent: "unknown", ok: false, title: authToasts.error, message: "Unknown form." },
      status: 400,
      headers,
    };
  }
  const typedIntent = intent as AuthIntent;
  const parsed = schemas[typedIntent].safeParse(formFields(form));
  if (!parsed.success) {
    return {
      data: { intent: typedIntent, ok: false, title: authToasts.validationError, message: firstError(parsed.error) },
      status: 400,
      headers,
    };
  }
  let outcome: AuthOutcome;
  try {
    outcome = await runIntent(typedIntent, parsed.data, meta);
  } catch (error) {
    if (!isOutage(error)) throw error;
    // Nothing was checked or changed: the member keeps the form as filled in, and is told to try again.
    headers.set("Retry-After", String(outage.retryAfterSeconds));
    return {
      data: { intent: typedIntent, ok: false, title: authToasts.error, message: outage.formMessage },
      status: 503,
      headers,
    };
  }
  if (outcome.ok) {
    for (const cookie of outcome.setCookies) headers.append("Set-Cookie", cookie);
    return { data: { intent: typedIntent, ok: true }, status: 200, headers };
  }
  if (outcome.retryAfter) headers.set("Retry-After", String(outcome.retryAfter));
  return {
    data: { intent: typedIntent, ok: false, title: authToasts.error, message: outcome.message },
    status: outcome.status >= 400 && outcome.status < 500 ? outcome.status : 400,
    headers,
  };
}

async function runIntent(intent: AuthIntent, input: unknown, meta: RequestMeta): Promise<AuthOutcome> {
  const service = getAuthService();
  switch (intent) {
    case "sign-in":
      return service.signIn(input as z.infer<typeof signInSchema>, meta);
    case "sign-up":
      return service.signUp(input as z.infer<typeof signUpSchema>, meta);
    case "request-reset":
      return service.requestPasswordReset((input as z.infer<typeof requestResetSchema>).email, meta);
    case "reset-password": {
      const { token, password } = input as z.infer<typeof resetPasswordSchema>;
      const outcome = await service.resetPassword(token, password, meta);
      return !outcome.ok && outcome.status === 400
        ? { ...outcome, message: "This reset link is invalid or has expired. Please ask for a new one." }
        : outcome;
    }
  }
}
