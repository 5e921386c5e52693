import { redirect } from "react-router";
import { requestMeta } from "#server/auth/session.ts";
import { getAuthService } from "#server/runtime.ts";
import type { Route } from "./+types/auth-sign-out";

/** Ends every session of the member, on every device. A plain form post works without JavaScript. */
export async function action({ request, context }: Route.ActionArgs) {
  const setCookies = await getAuthService().signOutEverywhere(requestMeta(request, context));
  const headers = new Headers();
  for (const cookie of setCookies) headers.append("Set-Cookie", cookie);
  return redirect("/", { headers });
}

export function loader() {
  return redirect("/community");
}
