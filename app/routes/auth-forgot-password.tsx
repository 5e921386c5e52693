import { ForgotPasswordForm } from "#app/features/auth/password-reset-forms.tsx";
import { unlistedPageMeta } from "#app/lib/seo.ts";
import { runAuthForm } from "#server/auth/form-actions.ts";
import { requestMeta } from "#server/auth/session.ts";
import { readForm } from "#server/forms.ts";
import { getAuthService } from "#server/runtime.ts";
import type { Route } from "./+types/auth-forgot-password";

export function meta() {
  return unlistedPageMeta("Reset your password");
}

export default function ForgotPassword() {
  return <ForgotPasswordForm />;
}

export async function action({ request, context }: Route.ActionArgs) {
  return runAuthForm(await readForm(request), requestMeta(request, context), getAuthService());
}
