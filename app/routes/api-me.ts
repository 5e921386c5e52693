import { activityEvents, INACTIVITY } from "#app/features/auth/inactivity.ts";
import { getMember, peekMember } from "#server/auth/session.ts";
import { unreadCount } from "#server/forum/notify.ts";
import { getDb } from "#server/runtime.ts";
import { staffPagesFor } from "#shared/account/staff-pages.ts";
import { hasRole } from "#shared/auth/roles.ts";
import { catalogue } from "#shared/i18n/catalogues.ts";
import { defaultLanguage, isLanguageCode } from "#shared/i18n/languages.ts";
import type { Route } from "./+types/api-me";

/**
 * Who is signed in and how many notifications they have not read, for the navigation of every page
 * (prerendered ones too), and for staff the staff pages their role opens (the member menu's "Staff" entry; an
 * ordinary member's answer has none). GET is the page's own check every minute: it leaves the session's idle clock
 * alone. POST says the member is at the screen (a key, the mouse, a scroll or a touch): it keeps the session alive.
 * A signed-in member's answer carries the inactivity rule, which /site.js keeps on pages without React, with its
 * words in the page's language (`?lang=`): no page carries them for visitors.
 */
export async function loader({ request }: Route.LoaderArgs) {
  return me(request, await peekMember(request));
}

export async function action({ request }: Route.ActionArgs) {
  return me(request, await getMember(request));
}

async function me(request: Request, member: Awaited<ReturnType<typeof getMember>>) {
  const lang = new URL(request.url).searchParams.get("lang");
  const unread = member ? await unreadCount(getDb(), member.id) : 0;
  const staff = member ? staffPagesFor(member.role).map(({ page, path }) => ({ page, path })) : [];
  return Response.json(
    {
      user: member
        ? {
            name: member.name,
            username: member.username,
            unread,
            // Teacher and assessment keys are theirs (issue 30): unit pages list them instead of the request note.
            ...(hasRole(member, "educator") ? { educator: true } : {}),
            ...(staff.length ? { staff } : {}),
          }
        : null,
      idle: member
        ? {
            ...INACTIVITY,
            events: activityEvents,
            words: catalogue(isLanguageCode(lang) ? lang : defaultLanguage.code).shell.idle,
          }
        : undefined,
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}
