import { handleAssistantRequest } from "#server/assistant/handler.ts";
import { getMember, requestMeta } from "#server/auth/session.ts";
import { visitorInOutage } from "#server/db/outage.ts";
import { getConfig, getDb } from "#server/runtime.ts";
import type { Route } from "./+types/api-assistant";

/** The unit assistant: a streamed answer (text/event-stream) to a teacher's question about one unit. */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return new Response(null, { status: 405, headers: { Allow: "POST" } });
  return handleAssistantRequest(request, {
    config: getConfig(),
    db: getDb(),
    // While the database is out of reach nobody can be recognised: the question is a visitor's.
    member: await getMember(request).catch(visitorInOutage),
    ip: requestMeta(request, context).ip,
  });
}
