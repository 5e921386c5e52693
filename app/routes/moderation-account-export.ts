import { data } from "react-router";
import { adminExport } from "#server/account/admin.ts";
import { jsonDownload } from "#server/account/export.ts";
import { requireRole } from "#server/auth/require-role.ts";
import { Refusal } from "#server/refusal.ts";
import { getConfig, getDb } from "#server/runtime.ts";
import type { Route } from "./+types/moderation-account-export";

/** An admin downloads a member's data (recorded in the audit log); anyone else finds nothing here. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const admin = await requireRole(request, "admin");
  try {
    const body = await adminExport(getDb(), admin, params.id, getConfig().publicUrl);
    return jsonDownload(body, body?.account.username ?? "member");
  } catch (error) {
    if (error instanceof Refusal) throw data(null, { status: error.status });
    throw error;
  }
}
