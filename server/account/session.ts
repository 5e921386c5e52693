import { redirect } from "react-router";
import { noneUnlessOutage } from "#server/db/outage.ts";
import { getAuth } from "#server/runtime.ts";

/**
 * The signed-in member for the settings action, read without extending the session. Changing the password or
 * deleting the account replaces or ends the session and sets its cookie: an extension read first would send
 * the old session's cookie on the same response too (server/auth/session.ts), and the browser would keep it.
 */
export async function requireAccountHolder(request: Request): Promise<{ id: string }> {
  const session = await getAuth()
    .api.getSession({ headers: request.headers, query: { disableRefresh: true } })
    .catch(noneUnlessOutage);
  if (!session) throw redirect("/auth");
  return { id: session.user.id };
}
