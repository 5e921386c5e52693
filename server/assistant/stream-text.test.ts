import { describe, expect, it } from "vitest";
import { readEventStream } from "#shared/assistant/protocol.ts";
import { chunkText, streamText } from "./stream-text.ts";

const text =
  "**Offline curriculum guide.** Lessons that address HS-LS2-7:\n- [Lesson 6](/unit/1#lesson-6) — design.\n\n";

describe("streaming a finished answer", () => {
  it("cuts text into small pieces at whitespace, losing nothing", () => {
    const chunks = chunkText(text, 24);
    expect(chunks.join("")).toBe(text);
    expect(chunks.length).toBeGreaterThan(3);
    for (const chunk of chunks.slice(0, -1)) expect(chunk).toMatch(/\s$/);
  });

  it("sends the pieces as content events followed by [DONE]", async () => {
    const pieces: string[] = [];
    await readEventStream(streamText(text, { signal: new AbortController().signal, delayMs: 0 }), (p) =>
      pieces.push(p),
    );
    expect(pieces).toEqual(chunkText(text, 24));
  });

  it("stops when the client goes away", async () => {
    const controller = new AbortController();
    const reader = streamText(text.repeat(50), { signal: controller.signal, delayMs: 1 }).getReader();
    await reader.read();
    controller.abort();
    let reads = 0;
    while (!(await reader.read()).done) reads++;
    expect(reads).toBeLessThanOrEqual(1);
  });
});
