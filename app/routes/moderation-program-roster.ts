import { data } from "react-router";
import { requireRole } from "#server/auth/require-role.ts";
import { rosterCsv, rosterOf } from "#server/programs/roster.ts";
import { getSession, recordProgramAction } from "#server/programs/store.ts";
import { getDb } from "#server/runtime.ts";
import { parseId } from "#shared/forum/schemas.ts";
import type { Route } from "./+types/moderation-program-roster";

/** A session's roster as CSV, for staff only; the download is recorded (it holds families' details). */
export async function loader({ request, params }: Route.LoaderArgs) {
  const member = await requireRole(request, "moderator");
  const id = parseId(params.id);
  const session = id === undefined ? undefined : await getSession(getDb(), id);
  if (!session) throw data(null, { status: 404 });
  const rows = await rosterOf(getDb(), session.id);
  await recordProgramAction(getDb(), {
    actorId: member.id,
    action: "roster.export",
    sessionId: session.id,
    details: { rows: rows.length },
  });
  return new Response(rosterCsv(rows), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="session-${session.id}-roster.csv"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
