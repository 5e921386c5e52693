import { getMember } from "#server/auth/session.ts";
import type { Route } from "./+types/api-me";

/** Who is signed in, for the navigation of pages that are prerendered. Reading it keeps the session alive. */
export async function loader({ request }: Route.LoaderArgs) {
  const member = await getMember(request);
  return Response.json(
    { user: member ? { name: member.name, username: member.username } : null },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}
