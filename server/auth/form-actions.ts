import type { z } from "zod";
import { answerOutageBesideForm } from "#server/db/outage.ts";
import { answerAction } from "#server/refusal.ts";
import type { AuthActionData, AuthIntent } from "#shared/auth/form-result.ts";
import { authToasts } from "#shared/auth/messages.ts";
import {
  fieldErrors,
  firstError,
  requestResetSchema,
  resetPasswordSchema,
  signInSchema,
  signUpSchema,
} from "#shared/auth/schemas.ts";
import type { AuthOutcome, AuthService, RequestMeta } from "./service.ts";

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
 * Validates an account form on the server (whatever the browser checked) and runs it with the running server's
 * auth service (the route passes it in: this module sits below the runtime that composes it).
 * Every outcome is a clear message; none is a 500. An outage is answered beside the form like every member's form
 * (answerOutageBesideForm): nothing was checked or changed, and the form keeps what was typed.
 */
export async function runAuthForm(form: FormData, meta: RequestMeta, service: AuthService) {
  const intent = form.get("intent");
  // Own keys only: "toString" or "__proto__" are in every object, and are no form of ours.
  if (typeof intent !== "string" || !Object.hasOwn(schemas, intent)) {
    return answer({ intent: "unknown", ok: false, title: authToasts.error, message: "Unknown form." }, 400);
  }
  const typedIntent = intent as AuthIntent;
  const parsed = schemas[typedIntent].safeParse(formFields(form));
  if (!parsed.success) {
    return answer(
      {
        intent: typedIntent,
        ok: false,
        title: authToasts.validationError,
        message: firstError(parsed.error),
        errors: fieldErrors(parsed.error),
      },
      400,
    );
  }
  return answerOutageBesideForm(
    async () => {
      const outcome = await runIntent(service, typedIntent, parsed.data, meta);
      if (outcome.ok) {
        const headers = new Headers();
        for (const cookie of outcome.setCookies) headers.append("Set-Cookie", cookie);
        return answer({ intent: typedIntent, ok: true }, 200, headers);
      }
      return answerAction({
        status: outcome.status >= 400 && outcome.status < 500 ? outcome.status : 400,
        data: {
          intent: typedIntent,
          ok: false,
          title: authToasts.error,
          message: outcome.message,
          ...(outcome.locked && { lockedSeconds: outcome.retryAfter }),
        },
        retryAfter: outcome.retryAfter,
      });
    },
    { intent: typedIntent, title: authToasts.error },
  );
}

const answer = (body: AuthActionData, status: number, headers?: Headers) =>
  answerAction({ status, data: body }, headers);

async function runIntent(
  service: AuthService,
  intent: AuthIntent,
  input: unknown,
  meta: RequestMeta,
): Promise<AuthOutcome> {
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
