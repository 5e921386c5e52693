/**
 * The assistant's wire format: Server-Sent Events in the OpenAI chat-completion chunk shape, so the
 * widget reads one format whichever provider answered.
 */
const encoder = new TextEncoder();

export const SSE_HEADERS: Record<string, string> = {
  "Content-Type": "text/event-stream; charset=utf-8",
  "Cache-Control": "no-cache",
  // Tells nginx-style proxies not to hold events back.
  "X-Accel-Buffering": "no",
};

/** One content delta. JSON escapes newlines, so an event is always a single `data:` line. */
export function contentEvent(content: string): string {
  return `data: ${JSON.stringify({ choices: [{ delta: { content } }] })}\n\n`;
}

export const DONE_EVENT = "data: [DONE]\n\n";

/** A failure after the stream has started, when the status code can no longer change. */
export function errorEvent(message: string): string {
  return `data: ${JSON.stringify({ error: { message } })}\n\n`;
}

export function encodeEvent(event: string): Uint8Array {
  return encoder.encode(event);
}
