import { redirect } from "react-router";
import type { Auth } from "#server/auth/auth.ts";
import { noneUnlessOutage } from "#server/db/outage.ts";

/**
 * The signed-in member for the settings action, read without extending the session. Changing the password or
 * deleting the account replaces or ends the session and sets its cookie: an extension read first would send
 * the old session's cookie on the same response too (server/auth/session.ts), and the browser would keep it.
 * `auth` is the running server's better-auth, passed in by the route.
 */
export async function requireAccountHolder(request: Request, auth: Auth): Promise<{ id: string }> {
  const session = await auth.api
    .getSession({ headers: request.headers, query: { disableRefresh: true } })
    .catch(noneUnlessOutage);
  if (!session) throw redirect("/auth");
  return { id: session.user.id };
}
