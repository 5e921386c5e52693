import { useCallback, useEffect, useRef, useState } from "react";
import { toast } from "sonner";
import { readEventStream } from "#shared/assistant/protocol.ts";
import { type ChatMessage, historyForRequest, loadConversation, saveConversation } from "./conversation.ts";
import { markStopped } from "./stopped-reply.ts";
import { assistantText } from "./text.ts";

/** What the widget sends along with the conversation (the unitContext that POST /api/assistant accepts). */
export interface UnitContext {
  unit: number;
  /** On a phase page: the phase the assistant answers about. */
  phase?: number;
  title: string;
  drivingQuestion: string;
  coreConcepts: string[];
  lessons: { title: string; description: string }[];
}

/** The server refused the question and said why in words meant for the teacher (how long to wait). */
class RefusedError extends Error {}

/** The server's own message for a refusal the teacher can act on: too many questions, or sign in first. */
async function refusal(response: Response): Promise<string | undefined> {
  if (response.status !== 429 && response.status !== 401) return undefined;
  try {
    const { error } = (await response.json()) as { error?: unknown };
    return typeof error === "string" && error ? error : undefined;
  } catch {
    return undefined;
  }
}

/** Removes the reply being written when it is still empty (it failed or was stopped before any text). */
function dropEmptyReply(messages: ChatMessage[]): ChatMessage[] {
  const last = messages.at(-1);
  return last?.role === "assistant" && last.content.length === 0 ? messages.slice(0, -1) : messages;
}

/** A reply the teacher stopped after some text arrived keeps that text, closed and marked "(stopped)". */
function markReplyStopped(messages: ChatMessage[]): ChatMessage[] {
  const last = messages.at(-1);
  if (last?.role !== "assistant" || !last.content) return messages;
  return [...messages.slice(0, -1), { role: "assistant", content: markStopped(last.content) }];
}

function appendToReply(messages: ChatMessage[], text: string): ChatMessage[] {
  const last = messages.at(-1);
  if (last?.role !== "assistant") return messages;
  return [...messages.slice(0, -1), { role: "assistant", content: last.content + text }];
}

/**
 * The conversation of one unit: kept in sessionStorage for the tab, sent to /api/assistant, and the
 * reply streamed into an assistant message as it arrives.
 */
export function useConversation(context: UnitContext) {
  const [messages, setMessages] = useState<ChatMessage[]>(() => loadConversation(context.unit, context.phase));
  const [streaming, setStreaming] = useState(false);
  /** Why the last question was refused, shown in the panel until the next one is sent. */
  const [notice, setNotice] = useState<string | null>(null);
  const controllerRef = useRef<AbortController | null>(null);

  useEffect(() => saveConversation(context.unit, context.phase, messages), [context.unit, context.phase, messages]);
  useEffect(() => () => controllerRef.current?.abort(), []);

  const send = useCallback(
    async (text: string) => {
      const content = text.trim();
      if (!content || controllerRef.current) return false;
      const history = historyForRequest([...messages, { role: "user", content }]);
      const controller = new AbortController();
      controllerRef.current = controller;
      setMessages((current) => [...current, { role: "user", content }, { role: "assistant", content: "" }]);
      setStreaming(true);
      setNotice(null);
      let received = false;
      try {
        const response = await fetch("/api/assistant", {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ messages: history, unitContext: context }),
          signal: controller.signal,
        });
        if (!response.ok) {
          const message = await refusal(response);
          throw message ? new RefusedError(message) : new Error(`The assistant answered ${response.status}.`);
        }
        if (!response.body) throw new Error("The assistant sent no body.");
        await readEventStream(response.body, (piece) => {
          received = true;
          setMessages((current) => appendToReply(current, piece));
        });
        if (!received) throw new Error("The assistant sent an empty reply.");
      } catch (error) {
        if (error instanceof RefusedError) {
          // "Please wait 8 minutes": the teacher needs the server's words, not a generic failure.
          setNotice(error.message);
          toast.error(assistantText.errorTitle, { description: error.message });
        } else if (controller.signal.aborted) {
          // Stopped by the teacher: nothing went wrong.
          setMessages(markReplyStopped);
        } else if (!navigator.onLine) {
          toast.error(assistantText.offlineTitle, { description: assistantText.offlineDescription });
        } else {
          toast.error(assistantText.errorTitle, { description: assistantText.errorDescription });
        }
        setMessages(dropEmptyReply);
      } finally {
        controllerRef.current = null;
        setStreaming(false);
      }
      return true;
    },
    [messages, context],
  );

  const stop = useCallback(() => controllerRef.current?.abort(), []);

  const reset = useCallback(() => {
    controllerRef.current?.abort();
    setMessages([]);
    setNotice(null);
  }, []);

  return { messages, streaming, notice, send, stop, reset };
}
