import { ResetPasswordForm } from "#app/features/auth/password-reset-forms.tsx";
import { unlistedPageMeta } from "#app/lib/seo.ts";
import { runAuthForm } from "#server/auth/form-actions.ts";
import { requestMeta } from "#server/auth/session.ts";
import { readForm } from "#server/forms.ts";
import { getAuthService } from "#server/runtime.ts";
import type { Route } from "./+types/auth-reset-password";

export function meta() {
  return unlistedPageMeta("Choose a new password");
}

/** The address holds a reset token: no cache may keep the page. */
export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token")?.slice(0, 200) ?? "";
  return { token, usable: await getAuthService().resetTokenUsable(token) };
}

export default function ResetPassword({ loaderData }: Route.ComponentProps) {
  return <ResetPasswordForm token={loaderData.token} usable={loaderData.usable} />;
}

export async function action({ request, context }: Route.ActionArgs) {
  return runAuthForm(await readForm(request), requestMeta(request, context), getAuthService());
}
