import { Outlet } from "react-router";
import { useInactivitySignOut } from "~/features/auth/use-inactivity-sign-out";
import { requireMember } from "../../server/auth/session";
import type { Route } from "./+types/members-layout";

/** Every members-only page sits under this layout: visitors are redirected to /auth. */
export async function loader({ request }: Route.LoaderArgs) {
  const member = await requireMember(request);
  return { member: { name: member.name, username: member.username, role: member.role } };
}

export default function MembersLayout() {
  useInactivitySignOut();
  return <Outlet />;
}
