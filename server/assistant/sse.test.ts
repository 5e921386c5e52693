import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createEventDecoder, interpretEvent, readEventStream } from "#shared/assistant/protocol.ts";
import { contentEvent, DONE_EVENT, encodeEvent, errorEvent } from "./sse.ts";

/** A body that delivers the bytes in the given pieces, as a network might. */
function bodyOf(bytes: Uint8Array, cuts: number[]): ReadableStream<Uint8Array> {
  const points = [...new Set(cuts.map((c) => c % (bytes.length + 1)))].sort((a, b) => a - b);
  const pieces: Uint8Array[] = [];
  let start = 0;
  for (const point of [...points, bytes.length]) {
    pieces.push(bytes.subarray(start, point));
    start = point;
  }
  return new ReadableStream({
    start(out) {
      for (const piece of pieces) out.enqueue(piece);
      out.close();
    },
  });
}

async function readAll(body: ReadableStream<Uint8Array>): Promise<string[]> {
  const texts: string[] = [];
  await readEventStream(body, (text) => texts.push(text));
  return texts;
}

describe("SSE encoding", () => {
  it("writes the OpenAI chunk format, one data line per event", () => {
    expect(contentEvent('Line one\nline "two"')).toBe(
      'data: {"choices":[{"delta":{"content":"Line one\\nline \\"two\\""}}]}\n\n',
    );
    expect(DONE_EVENT).toBe("data: [DONE]\n\n");
    expect(errorEvent("Provider down")).toBe('data: {"error":{"message":"Provider down"}}\n\n');
  });

  it("round-trips any content, however the bytes are split", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.string({ unit: "grapheme", minLength: 1, maxLength: 40 }), { maxLength: 12 }),
        fc.array(fc.nat(), { maxLength: 10 }),
        async (chunks, cuts) => {
          const bytes = encodeEvent([...chunks.map(contentEvent), DONE_EVENT].join(""));
          expect(await readAll(bodyOf(bytes, cuts))).toEqual(chunks);
        },
      ),
      { numRuns: 200 },
    );
  });

  it("stops at [DONE] and ignores anything after it", async () => {
    const bytes = encodeEvent(contentEvent("a") + DONE_EVENT + contentEvent("late"));
    expect(await readAll(bodyOf(bytes, []))).toEqual(["a"]);
  });

  it("rejects with the message of an error event, after the content before it", async () => {
    const texts: string[] = [];
    const body = bodyOf(encodeEvent(contentEvent("partial") + errorEvent("The AI provider returned an error.")), [7]);
    await expect(readEventStream(body, (t) => texts.push(t))).rejects.toThrow("The AI provider returned an error.");
    expect(texts).toEqual(["partial"]);
  });

  it("reads a body that ends without [DONE], including a last event without its blank line", async () => {
    const bytes = encodeEvent(`${contentEvent("one")}data: {"choices":[{"delta":{"content":"two"}}]}`);
    expect(await readAll(bodyOf(bytes, [3]))).toEqual(["one", "two"]);
  });

  it("skips events that carry no text: role deltas, comments, usage, non-JSON", () => {
    const events: unknown[] = [];
    const decoder = createEventDecoder((e) => events.push(e));
    decoder.feed(
      encodeEvent(
        ': keep-alive\n\ndata: {"choices":[{"delta":{"role":"assistant"}}]}\n\ndata: {"usage":{"total_tokens":3}}\n\ndata: hello\n\n',
      ),
    );
    decoder.end();
    expect(events).toEqual([]);
    expect(interpretEvent({ data: "oops", event: "error" })).toEqual({ type: "error", message: "oops" });
  });
});
