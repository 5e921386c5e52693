import { createParser, type EventSourceMessage } from "eventsource-parser";

/**
 * Reading the assistant's event stream: OpenAI-style chat-completion chunks ending with `[DONE]`.
 * The widget reads our server with it, and the server reads OpenAI-compatible providers with it.
 */
export type StreamEvent = { type: "content"; text: string } | { type: "done" } | { type: "error"; message: string };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

/** What one server-sent event means; undefined for events that carry no text (role-only deltas, usage, pings). */
export function interpretEvent(event: Pick<EventSourceMessage, "data" | "event">): StreamEvent | undefined {
  if (event.data.trim() === "[DONE]") return { type: "done" };
  let value: unknown;
  try {
    value = JSON.parse(event.data);
  } catch {
    return event.event === "error" ? { type: "error", message: event.data } : undefined;
  }
  if (!isRecord(value)) return undefined;
  if (value.error !== undefined || event.event === "error") {
    const error = value.error;
    const message = isRecord(error) && typeof error.message === "string" ? error.message : String(error);
    return { type: "error", message };
  }
  const choice = Array.isArray(value.choices) ? value.choices[0] : undefined;
  const delta = isRecord(choice) ? choice.delta : undefined;
  const content = isRecord(delta) ? delta.content : undefined;
  return typeof content === "string" && content.length > 0 ? { type: "content", text: content } : undefined;
}

/** Turns bytes, split anywhere (even inside a UTF-8 character), into stream events. */
export function createEventDecoder(onEvent: (event: StreamEvent) => void) {
  const text = new TextDecoder();
  const parser = createParser({
    onEvent: (message) => {
      const event = interpretEvent(message);
      if (event) onEvent(event);
    },
  });
  return {
    feed(bytes: Uint8Array) {
      parser.feed(text.decode(bytes, { stream: true }));
    },
    end() {
      parser.feed(`${text.decode()}\n\n`);
    },
  };
}

/**
 * Reads a whole stream, calling onText for each piece of content. Resolves at `[DONE]` or the end of the
 * body; rejects with the message of an error event.
 */
export async function readEventStream(body: ReadableStream<Uint8Array>, onText: (text: string) => void): Promise<void> {
  const reader = body.getReader();
  let finished = false;
  let failure: string | undefined;
  const decoder = createEventDecoder((event) => {
    if (finished) return;
    if (event.type === "content") onText(event.text);
    else if (event.type === "error") failure = event.message;
    if (event.type !== "content") finished = true;
  });
  try {
    while (!finished) {
      const { done, value } = await reader.read();
      if (done) {
        decoder.end();
        break;
      }
      decoder.feed(value);
    }
  } finally {
    if (finished) await reader.cancel().catch(() => {});
    reader.releaseLock();
  }
  if (failure !== undefined) throw new Error(failure);
}
