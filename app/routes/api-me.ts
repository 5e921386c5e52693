import { getMember } from "#server/auth/session.ts";
import { unreadCount } from "#server/forum/notify.ts";
import { getDb } from "#server/runtime.ts";
import type { Route } from "./+types/api-me";

/**
 * Who is signed in and how many notifications they have not read, for the navigation of every page
 * (prerendered ones too). Reading it keeps the session alive.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const member = await getMember(request);
  const unread = member ? await unreadCount(getDb(), member.id) : 0;
  return Response.json(
    { user: member ? { name: member.name, username: member.username, unread } : null },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}
