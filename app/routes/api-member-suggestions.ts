import { getMember } from "#server/auth/session.ts";
import { suggestMembers } from "#server/forum/queries/members.ts";
import { getDb } from "#server/runtime.ts";
import type { Route } from "./+types/api-member-suggestions";

const PREFIX = /^[a-z0-9_.-]{1,30}$/i;

/** Members whose username starts with `q`, for @mention suggestions in the post editor; members only. */
export async function loader({ request }: Route.LoaderArgs) {
  const headers = { "Cache-Control": "private, no-store" };
  if (!(await getMember(request))) return Response.json({ error: "Sign in to see members." }, { status: 401, headers });
  const q = new URL(request.url).searchParams.get("q") ?? "";
  if (!PREFIX.test(q)) return Response.json({ members: [] }, { headers });
  return Response.json({ members: await suggestMembers(getDb(), q) }, { headers });
}
