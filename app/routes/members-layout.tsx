import { Outlet, useNavigation } from "react-router";
import { IconSprite } from "#app/components/ui/icon-sprite.tsx";
import { useInactivitySignOut } from "#app/features/auth/use-inactivity-sign-out.ts";
import type { RouteHandle } from "#app/lib/route-handle.ts";
import { requireMember } from "#server/auth/session.ts";
import { layoutOutageMiddleware } from "#server/db/outage-middleware.ts";
import type { Route } from "./+types/members-layout";

/** A members' page whose data could not be read for an outage is the outage page, under the site's navigation. */
export const middleware: Route.MiddlewareFunction[] = layoutOutageMiddleware;

export const handle: RouteHandle = { localTimes: true };

/** Every members-only page sits under this layout: visitors are redirected to /auth. */
export async function loader({ request }: Route.LoaderArgs) {
  const member = await requireMember(request);
  return { member: { name: member.name, username: member.username, role: member.role } };
}

export default function MembersLayout() {
  useInactivitySignOut();
  const navigation = useNavigation();
  return (
    <>
      <p role="status" aria-live="polite" className="sr-only">
        {navigation.state === "loading" ? "Loading..." : ""}
      </p>
      {navigation.state === "loading" && (
        <div
          aria-hidden="true"
          className="fixed inset-x-0 top-0 z-50 h-1 animate-pulse bg-brand-600 dark:bg-honey-300"
        />
      )}
      <IconSprite />
      <Outlet />
    </>
  );
}
