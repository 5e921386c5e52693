/** One turn of the conversation, as the server expects it (a role and its text, as POST /api/assistant takes its messages). */
export interface ChatMessage {
  role: "user" | "assistant";
  content: string;
}

/** The server's limits (server/assistant/request-schema.ts), mirrored so a long conversation keeps working. */
export const MAX_MESSAGES = 40;
export const MAX_MESSAGE_CHARS = 4000;
/** Under the server's 256 KB body limit, with room for the unit context. */
const MAX_BODY_BYTES = 200_000;

/**
 * The part of the conversation sent with a question: no empty messages, long answers cut to the size
 * the server accepts, and the oldest turns left out once the conversation outgrows one request.
 */
export function historyForRequest(messages: ChatMessage[]): ChatMessage[] {
  let history = messages
    .filter((m) => m.content.trim().length > 0)
    .map((m) => ({ role: m.role, content: m.content.slice(0, MAX_MESSAGE_CHARS) }))
    .slice(-MAX_MESSAGES);
  const size = (list: ChatMessage[]) => new TextEncoder().encode(JSON.stringify(list)).length;
  while (history.length > 1 && size(history) > MAX_BODY_BYTES) history = history.slice(1);
  return history;
}

/** One conversation per unit page and one per phase page (a phase's questions are about that phase). */
export function storageKey(unit: number, phase?: number): string {
  return `genehive.assistant.unit-${unit}${phase === undefined ? "" : `-phase-${phase}`}`;
}

function isMessage(value: unknown): value is ChatMessage {
  if (typeof value !== "object" || value === null) return false;
  const { role, content } = value as Record<string, unknown>;
  return (role === "user" || role === "assistant") && typeof content === "string";
}

/** Reads a saved conversation; anything unreadable counts as none. A reply cut off while empty is dropped. */
export function parseStoredConversation(raw: string | null): ChatMessage[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    return value.filter(isMessage).filter((m) => m.content.length > 0);
  } catch {
    return [];
  }
}

/** sessionStorage can be missing or refuse writes (private modes, quota): the conversation then lives in memory. */
export function loadConversation(unit: number, phase?: number): ChatMessage[] {
  try {
    return parseStoredConversation(sessionStorage.getItem(storageKey(unit, phase)));
  } catch {
    return [];
  }
}

export function saveConversation(unit: number, phase: number | undefined, messages: ChatMessage[]): void {
  try {
    const key = storageKey(unit, phase);
    if (messages.length) sessionStorage.setItem(key, JSON.stringify(messages));
    else sessionStorage.removeItem(key);
  } catch {}
}
