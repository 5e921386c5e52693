import { getMember } from "#server/auth/session.ts";
import { unreadCount } from "#server/forum/notify.ts";
import { getDb } from "#server/runtime.ts";
import { staffPagesFor } from "#shared/account/staff-pages.ts";
import type { Route } from "./+types/api-me";

/**
 * Who is signed in and how many notifications they have not read, for the navigation of every page
 * (prerendered ones too), and for staff the staff pages their role opens (the member menu's "Staff" entry; an
 * ordinary member's answer has none). Reading it keeps the session alive.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const member = await getMember(request);
  const unread = member ? await unreadCount(getDb(), member.id) : 0;
  const staff = member ? staffPagesFor(member.role).map(({ page, path }) => ({ page, path })) : [];
  return Response.json(
    {
      user: member
        ? { name: member.name, username: member.username, unread, ...(staff.length ? { staff } : {}) }
        : null,
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}
