import { getUnit, units } from "#app/content/curriculum/index.ts";
import type { Member } from "#server/auth/service.ts";
import type { Config } from "#server/config.ts";
import type { Database } from "#server/db/client.ts";
import { consumeEvenInOutage } from "#server/throttle.ts";
import { retryAfter } from "#shared/retry-after.ts";
import { composeOfflineAnswer } from "./offline-guide.ts";
import { relayChatCompletion } from "./openai-compatible.ts";
import { buildProviderMessages } from "./prompt.ts";
import { parseAssistantRequest, requestMessages } from "./request-schema.ts";
import { scopeToPhase } from "./scope.ts";
import { OFFLINE_GUIDE_FLOOD_LIMIT, RATE_LIMITS } from "./settings.ts";
import { SSE_HEADERS } from "./sse.ts";
import { streamText } from "./stream-text.ts";

export interface AssistantDeps {
  config: Pick<Config, "AI_BASE_URL" | "AI_API_KEY" | "AI_MODEL" | "AI_TIMEOUT_MS" | "ASSISTANT_MEMBERS_ONLY">;
  db: Database;
  member: Member | null;
  ip: string;
}

export const handlerMessages = {
  membersOnly: "Sign in to use the unit assistant.",
  tooMany: (seconds: number) =>
    `Too many questions in a short time. Please wait ${Math.ceil(seconds / 60)} minute${seconds > 60 ? "s" : ""} and try again.`,
} as const;

function jsonError(status: number, error: string, headers: Record<string, string> = {}): Response {
  return Response.json({ error }, { status, headers: { "Cache-Control": "no-store", ...headers } });
}

/** POST /api/assistant: checks who may ask and how often, validates, then streams an answer. */
export async function handleAssistantRequest(request: Request, deps: AssistantDeps): Promise<Response> {
  const { config, member } = deps;
  if (config.ASSISTANT_MEMBERS_ONLY && !member) return jsonError(401, handlerMessages.membersOnly);

  // The provider's limit protects a paid service; the offline guide only needs protecting against floods.
  const provider = Boolean(config.AI_BASE_URL && config.AI_MODEL);
  const limit = provider ? (member ? RATE_LIMITS.member : RATE_LIMITS.visitor) : OFFLINE_GUIDE_FLOOD_LIMIT;
  const key = !provider
    ? `assistant:guide:ip:${deps.ip}`
    : member
      ? `assistant:member:${member.id}`
      : `assistant:ip:${deps.ip}`;
  // The offline guide needs no database: an outage counts the limit in memory instead of refusing the question.
  const throttle = await consumeEvenInOutage(deps.db, key, limit.max, limit.windowSeconds);
  if (!throttle.allowed) {
    return jsonError(429, handlerMessages.tooMany(throttle.retryAfter), retryAfter(throttle.retryAfter));
  }

  const parsed = parseAssistantRequest(await request.text(), units);
  if (!parsed.ok) return jsonError(400, parsed.message);
  const whole = getUnit(parsed.value.unitContext.unit);
  if (!whole) return jsonError(400, requestMessages.unknownUnit);
  const unit = scopeToPhase(whole, parsed.value.unitContext.phase);
  if (!unit) return jsonError(400, requestMessages.unknownPhase);
  const { messages } = parsed.value;

  if (provider && config.AI_BASE_URL && config.AI_MODEL) {
    const result = await relayChatCompletion(buildProviderMessages(unit, messages), {
      baseUrl: config.AI_BASE_URL,
      model: config.AI_MODEL,
      apiKey: config.AI_API_KEY,
      timeoutMs: config.AI_TIMEOUT_MS,
      signal: request.signal,
    });
    if (!result.ok) return jsonError(result.status, result.message);
    return new Response(result.body, { headers: SSE_HEADERS });
  }

  const question = messages.at(-1)?.content ?? "";
  return new Response(streamText(composeOfflineAnswer(unit, question), { signal: request.signal }), {
    headers: SSE_HEADERS,
  });
}
