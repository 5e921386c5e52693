import { setTimeout as sleep } from "node:timers/promises";
import { contentEvent, DONE_EVENT, encodeEvent } from "./sse.ts";

/** Splits text into pieces of about `size` characters, breaking only after whitespace. */
export function chunkText(text: string, size: number): string[] {
  const chunks: string[] = [];
  let current = "";
  for (const piece of text.match(/\S+\s*|\s+/g) ?? []) {
    current += piece;
    if (current.length >= size) {
      chunks.push(current);
      current = "";
    }
  }
  if (current) chunks.push(current);
  return chunks;
}

/**
 * Streams a finished answer as content events, a small piece at a time, so the offline guide reads
 * like any other assistant reply. Stops early when the client goes away.
 */
export function streamText(
  text: string,
  options: { signal: AbortSignal; chunkSize?: number; delayMs?: number },
): ReadableStream<Uint8Array> {
  const chunks = chunkText(text, options.chunkSize ?? 24);
  const delayMs = options.delayMs ?? 10;
  let next = 0;
  return new ReadableStream({
    async pull(out) {
      if (next > 0 && next < chunks.length) await sleep(delayMs);
      if (options.signal.aborted) return out.close();
      const chunk = chunks[next++];
      if (chunk === undefined) {
        out.enqueue(encodeEvent(DONE_EVENT));
        return out.close();
      }
      out.enqueue(encodeEvent(contentEvent(chunk)));
    },
  });
}
