import { log } from "#server/log.ts";
import { createEventDecoder } from "#shared/assistant/protocol.ts";
import { contentEvent, DONE_EVENT, encodeEvent, errorEvent } from "./sse.ts";

export interface ProviderOptions {
  baseUrl: string;
  model: string;
  apiKey?: string;
  /** Longest silence from the provider (before its answer starts and between chunks). */
  timeoutMs: number;
  /** Aborted when our client goes away: the provider request is then cancelled too. */
  signal: AbortSignal;
}

export type RelayResult =
  | { ok: true; body: ReadableStream<Uint8Array> }
  | { ok: false; status: number; message: string };

/** What the teacher is told; the provider's own error text stays in our log. */
export const providerMessages = {
  unreachable: "The AI provider could not be reached.",
  failed: "The AI provider returned an error.",
  timeout: "The AI provider did not respond in time.",
} as const;

export function chatCompletionsUrl(baseUrl: string): string {
  return `${baseUrl.replace(/\/+$/, "")}/chat/completions`;
}

/** A silence timer that aborts the provider request, armed only while we wait for the provider. */
function silenceWatch(timeoutMs: number, controller: AbortController) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let fired = false;
  return {
    get fired() {
      return fired;
    },
    async wait<T>(promise: Promise<T>): Promise<T> {
      timer = setTimeout(() => {
        fired = true;
        controller.abort();
      }, timeoutMs);
      try {
        return await promise;
      } finally {
        clearTimeout(timer);
      }
    },
  };
}

/**
 * Calls `POST {baseUrl}/chat/completions` with `stream: true` and relays the content as our event stream.
 * Failures before the answer starts become a non-200 result; failures during it, an error event.
 */
export async function relayChatCompletion(
  messages: { role: "system" | "user" | "assistant"; content: string }[],
  options: ProviderOptions,
): Promise<RelayResult> {
  const controller = new AbortController();
  const onClientGone = () => controller.abort();
  if (options.signal.aborted) controller.abort();
  options.signal.addEventListener("abort", onClientGone, { once: true });
  const release = () => {
    options.signal.removeEventListener("abort", onClientGone);
    controller.abort();
  };
  const silence = silenceWatch(options.timeoutMs, controller);
  const headers: Record<string, string> = { "Content-Type": "application/json", Accept: "text/event-stream" };
  if (options.apiKey) headers.Authorization = `Bearer ${options.apiKey}`;

  let response: Response;
  try {
    response = await silence.wait(
      fetch(chatCompletionsUrl(options.baseUrl), {
        method: "POST",
        headers,
        body: JSON.stringify({ model: options.model, messages, stream: true }),
        signal: controller.signal,
      }),
    );
  } catch (error) {
    release();
    if (silence.fired) return { ok: false, status: 504, message: providerMessages.timeout };
    if (!options.signal.aborted) log("warn", "assistant provider unreachable", { error: String(error) });
    return { ok: false, status: 502, message: providerMessages.unreachable };
  }

  if (!response.ok || !response.body) {
    const detail = await silence.wait(response.text()).catch(() => "");
    release();
    log("warn", "assistant provider error", { status: response.status, detail: detail.slice(0, 500) });
    return { ok: false, status: 502, message: providerMessages.failed };
  }

  // A provider that ignores `stream: true` answers with one JSON completion: relay it as one chunk.
  if (response.headers.get("content-type")?.includes("application/json")) {
    const json = (await silence.wait(response.json()).catch(() => undefined)) as
      | { choices?: { message?: { content?: unknown } }[] }
      | undefined;
    release();
    const content = json?.choices?.[0]?.message?.content;
    if (typeof content !== "string") return { ok: false, status: 502, message: providerMessages.failed };
    return { ok: true, body: fixedStream([contentEvent(content), DONE_EVENT]) };
  }

  const reader = response.body.getReader();
  const pending: string[] = [];
  let finished = false;
  const finish = (event: string) => {
    if (finished) return;
    pending.push(event);
    finished = true;
  };
  const decoder = createEventDecoder((event) => {
    if (finished) return;
    if (event.type === "content") pending.push(contentEvent(event.text));
    else if (event.type === "done") finish(DONE_EVENT);
    else {
      log("warn", "assistant provider error event", { detail: event.message.slice(0, 500) });
      finish(errorEvent(providerMessages.failed));
    }
  });

  return {
    ok: true,
    body: new ReadableStream<Uint8Array>({
      async pull(out) {
        try {
          while (pending.length === 0 && !finished) {
            const { done, value } = await silence.wait(reader.read());
            if (done) {
              decoder.end();
              finish(DONE_EVENT);
            } else decoder.feed(value);
          }
        } catch {
          if (options.signal.aborted) {
            // Our client is gone: nobody reads this stream any more.
            release();
            try {
              out.close();
            } catch {}
            return;
          }
          finish(errorEvent(silence.fired ? providerMessages.timeout : providerMessages.failed));
        }
        if (pending.length) out.enqueue(encodeEvent(pending.splice(0).join("")));
        if (finished) {
          release();
          out.close();
        }
      },
      cancel() {
        release();
      },
    }),
  };
}

function fixedStream(events: string[]): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(out) {
      out.enqueue(encodeEvent(events.join("")));
      out.close();
    },
  });
}
