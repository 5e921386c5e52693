import { describe, expect, it } from "vitest";
import {
  type ChatMessage,
  historyForRequest,
  MAX_MESSAGE_CHARS,
  MAX_MESSAGES,
  parseStoredConversation,
} from "./conversation.ts";

const turn = (i: number, content = `message ${i}`): ChatMessage => ({
  role: i % 2 === 0 ? "user" : "assistant",
  content,
});

describe("conversation history sent with a question", () => {
  it("keeps the newest messages within the server's limits", () => {
    const messages = Array.from({ length: 51 }, (_, i) => turn(i));
    const history = historyForRequest(messages);
    expect(history).toHaveLength(MAX_MESSAGES);
    expect(history.at(-1)).toEqual(messages.at(-1));
  });

  it("cuts long answers and leaves out empty ones", () => {
    const history = historyForRequest([
      turn(0),
      { role: "assistant", content: "x".repeat(MAX_MESSAGE_CHARS + 500) },
      { role: "assistant", content: "" },
      turn(2),
    ]);
    expect(history.map((m) => m.content.length)).toEqual([9, MAX_MESSAGE_CHARS, 9]);
  });

  it("drops the oldest turns when the request would be too large", () => {
    const wide = "🧬".repeat(MAX_MESSAGE_CHARS / 2);
    const messages = Array.from({ length: 39 }, (_, i) => turn(i, wide));
    const history = historyForRequest(messages);
    expect(new TextEncoder().encode(JSON.stringify(history)).length).toBeLessThanOrEqual(200_000);
    expect(history.at(-1)).toEqual(messages.at(-1));
    expect(history.length).toBeLessThan(messages.length);
  });
});

describe("stored conversation", () => {
  it("reads what was saved and ignores anything else", () => {
    const saved = [turn(0), turn(1)];
    expect(parseStoredConversation(JSON.stringify(saved))).toEqual(saved);
    expect(parseStoredConversation(null)).toEqual([]);
    expect(parseStoredConversation("{not json")).toEqual([]);
    expect(parseStoredConversation(JSON.stringify({ messages: saved }))).toEqual([]);
    expect(
      parseStoredConversation(
        JSON.stringify([turn(0), { role: "system", content: "x" }, { role: "assistant", content: "" }]),
      ),
    ).toEqual([turn(0)]);
  });
});
