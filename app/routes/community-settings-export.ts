import { exportMemberData, jsonDownload } from "#server/account/export.ts";
import { requireMember } from "#server/auth/session.ts";
import { getConfig, getDb } from "#server/runtime.ts";
import type { Route } from "./+types/community-settings-export";

/** "Download my data": the signed-in member's own data, as a JSON file. */
export async function loader({ request }: Route.LoaderArgs) {
  const member = await requireMember(request);
  return jsonDownload(await exportMemberData(getDb(), member.id, getConfig().publicUrl), member.username);
}
