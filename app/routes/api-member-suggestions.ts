import { getMember } from "#server/auth/session.ts";
import { SUGGESTION_LOOKUPS, suggestMembers } from "#server/forum/queries/members.ts";
import { getDb } from "#server/runtime.ts";
import { consume } from "#server/throttle.ts";
import { retryAfter } from "#shared/retry-after.ts";
import type { Route } from "./+types/api-member-suggestions";

const PREFIX = /^[a-z0-9_.-]{1,30}$/i;

/** Members whose username starts with `q`, for @mention suggestions in the post editor; members only. */
export async function loader({ request }: Route.LoaderArgs) {
  const headers = { "Cache-Control": "private, no-store" };
  const member = await getMember(request);
  if (!member) return Response.json({ error: "Sign in to see members." }, { status: 401, headers });
  const allowed = await consume(
    getDb(),
    `suggestions:${member.id}`,
    SUGGESTION_LOOKUPS.max,
    SUGGESTION_LOOKUPS.windowSeconds,
  );
  if (!allowed.allowed) {
    return Response.json(
      { error: "Too many look-ups. Please wait a moment.", members: [] },
      { status: 429, headers: { ...headers, ...retryAfter(allowed.retryAfter) } },
    );
  }
  const q = new URL(request.url).searchParams.get("q") ?? "";
  if (!PREFIX.test(q)) return Response.json({ members: [] }, { headers });
  return Response.json({ members: await suggestMembers(getDb(), q) }, { headers });
}
