import { redirect } from "react-router";
import { AuthPage } from "#app/features/auth/auth-page.tsx";
import { retryAfterHeaders } from "#app/lib/retry-after.ts";
import { runAuthForm } from "#server/auth/form-actions.ts";
import { getMember, requestMeta } from "#server/auth/session.ts";
import { readForm } from "#server/forms.ts";
import { getAuthService } from "#server/runtime.ts";
import { authText } from "#shared/auth/messages.ts";
import { clearReturnToCookie, readReturnTo } from "#shared/auth/return-to.ts";
import type { Route } from "./+types/auth";

export function meta() {
  return [
    { title: `${authText.heading} | GeneHive` },
    { name: "description", content: authText.subtitle },
    { name: "robots", content: "noindex" },
  ];
}

export async function loader({ request }: Route.LoaderArgs) {
  const returnTo = readReturnTo(request.headers.get("Cookie"));
  if (await getMember(request)) {
    throw redirect(returnTo ?? "/community", { headers: { "Set-Cookie": clearReturnToCookie } });
  }
  const tab = new URL(request.url).searchParams.get("tab") === "sign-up" ? "sign-up" : "sign-in";
  return { returnTo: returnTo ?? "/community", tab } as const;
}

export async function action({ request, context }: Route.ActionArgs) {
  return runAuthForm(await readForm(request), requestMeta(request, context), getAuthService());
}

export default function Auth({ loaderData }: Route.ComponentProps) {
  return <AuthPage returnTo={loaderData.returnTo} tab={loaderData.tab} />;
}

/** A 429 tells the client when to try again. */
export const headers = retryAfterHeaders;
