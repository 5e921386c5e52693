import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getUnit, units } from "#app/content/curriculum/index.ts";
import type { Unit } from "#app/content/curriculum/schema.ts";
import { unitAssistantProps } from "#app/features/assistant/unit-context.ts";
import { allLessons, lessonCodes, lessonUrl } from "#server/assistant/offline-index.ts";
import { providerMessages } from "#server/assistant/openai-compatible.ts";
import { requestMessages } from "#server/assistant/request-schema.ts";
import { OFFLINE_GUIDE_FLOOD_LIMIT, RATE_LIMITS } from "#server/assistant/settings.ts";
import { newMember } from "#tests/support/members.ts";
import { Client } from "./support/http.ts";
import { startServer, type TestServer } from "./support/server.ts";

// ---------------------------------------------------------------------------------------------
// A small OpenAI-compatible provider: real HTTP, real SSE. What it does is chosen per request by
// the last user message, and every request it receives is recorded.

type Behaviour = "chunks" | "silent" | "stall" | "error" | "error-event" | "endless";

interface ProviderRequest {
  path: string;
  headers: IncomingMessage["headers"];
  body: { model: string; stream: boolean; messages: { role: string; content: string }[] };
  closedEarly: boolean;
}

const CHUNKS = ["Draft: ", "Lesson 6 ", "addresses ", "HS-LS2-7 ", "through the garden design."];
const CHUNK_GAP_MS = 150;
const API_KEY = "sk-test-provider-key-5f1e";
const TIMEOUT_MS = 1000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const chunk = (content: string) => `data: ${JSON.stringify({ choices: [{ index: 0, delta: { content } }] })}\n\n`;

function startProvider() {
  const requests: ProviderRequest[] = [];
  const server: Server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    let raw = "";
    for await (const piece of req) raw += piece;
    const record: ProviderRequest = {
      path: req.url ?? "",
      headers: req.headers,
      body: JSON.parse(raw),
      closedEarly: false,
    };
    requests.push(record);
    res.on("close", () => {
      if (!res.writableFinished) record.closedEarly = true;
    });
    const behaviour = record.body.messages.at(-1)?.content.split(" ")[0] as Behaviour;
    if (behaviour === "silent") return; // never answers
    if (behaviour === "error") {
      res.writeHead(500, { "Content-Type": "application/json" });
      return void res.end(JSON.stringify({ error: { message: `internal failure for ${API_KEY}` } }));
    }
    res.writeHead(200, { "Content-Type": "text/event-stream", "Cache-Control": "no-cache" });
    res.write(`data: ${JSON.stringify({ choices: [{ index: 0, delta: { role: "assistant" } }] })}\n\n`);
    if (behaviour === "stall") return void res.write(chunk("Partial answer"));
    if (behaviour === "error-event") {
      res.write(chunk("Partial answer"));
      return void res.end(`data: ${JSON.stringify({ error: { message: "model overloaded" } })}\n\n`);
    }
    const pieces = behaviour === "endless" ? Array.from({ length: 200 }, (_, i) => `piece ${i} `) : CHUNKS;
    for (const piece of pieces) {
      if (res.destroyed) return;
      res.write(chunk(piece));
      await sleep(CHUNK_GAP_MS);
    }
    res.end("data: [DONE]\n\n");
  });
  return new Promise<{ url: string; requests: ProviderRequest[]; stop(): Promise<void> }>((resolve) => {
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}/v1`,
        requests,
        stop: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}

// ---------------------------------------------------------------------------------------------

function unit(n: number): Unit {
  const found = getUnit(n);
  if (!found) throw new Error(`unit ${n} is missing`);
  return found;
}

/** What the unit page's widget sends. */
const unitContext = (u: Unit) => unitAssistantProps(u);

const ask = (question: string, u = unit(1)) => ({
  messages: [{ role: "user", content: question }],
  unitContext: unitContext(u),
});

let ipCounter = 0;
const nextIp = () => `10.7.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

async function post(
  server: TestServer,
  body: unknown,
  init: { ip?: string; headers?: Record<string, string>; signal?: AbortSignal } = {},
) {
  return fetch(`${server.url}/api/assistant`, {
    method: "POST",
    headers: {
      origin: server.url,
      "content-type": "application/json",
      "x-forwarded-for": init.ip ?? nextIp(),
      ...init.headers,
    },
    body: typeof body === "string" ? body : JSON.stringify(body),
    signal: init.signal,
  });
}

/** The `data:` payloads of an event stream, in order, with the time each arrived. */
async function readEvents(response: Response) {
  const started = performance.now();
  const events: { data: string; at: number }[] = [];
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = "";
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    buffer += value;
    let end = buffer.indexOf("\n\n");
    while (end >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      for (const line of block.split("\n")) {
        if (line.startsWith("data: ")) events.push({ data: line.slice(6), at: performance.now() - started });
      }
      end = buffer.indexOf("\n\n");
    }
  }
  return events;
}

const contentOf = (data: string) =>
  (JSON.parse(data) as { choices: { delta: { content: string } }[] }).choices[0]!.delta.content;

// ---------------------------------------------------------------------------------------------

describe("with an OpenAI-compatible provider", () => {
  let provider: Awaited<ReturnType<typeof startProvider>>;
  let server: TestServer;
  beforeAll(async () => {
    provider = await startProvider();
    server = await startServer({
      TRUST_PROXY: "true",
      AI_BASE_URL: provider.url,
      AI_API_KEY: API_KEY,
      AI_MODEL: "test-model",
      AI_TIMEOUT_MS: String(TIMEOUT_MS),
    });
  });
  afterAll(async () => {
    await server?.stop();
    await provider?.stop();
  });

  it("forwards our system prompt, the conversation and the key, and relays the chunks in order as they come", async () => {
    const u = unit(1);
    const conversation = [
      { role: "user", content: "What is this unit about?" },
      { role: "assistant", content: "Food justice." },
      { role: "user", content: "chunks please" },
    ];
    // The client's context is not trusted for the prompt: a forged title must not reach the model.
    const body = { messages: conversation, unitContext: { ...unitContext(u), title: "Forged title" } };
    const response = await post(server, body, { headers: { "accept-encoding": "gzip, br" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/event-stream/);
    expect(response.headers.get("cache-control")).toBe("no-cache");
    expect(response.headers.get("x-accel-buffering")).toBe("no");
    expect(response.headers.get("content-encoding")).toBeNull();
    const events = await readEvents(response);

    const forwarded = provider.requests.at(-1)!;
    expect(forwarded.path).toBe("/v1/chat/completions");
    expect(forwarded.headers.authorization).toBe(`Bearer ${API_KEY}`);
    expect(forwarded.body).toMatchObject({ model: "test-model", stream: true });
    const [system, ...rest] = forwarded.body.messages;
    expect(system?.role).toBe("system");
    expect(system?.content).toContain(`Unit 1: ${u.title}`);
    expect(system?.content).toContain(u.coreConcepts[0]!.codes[0]!);
    expect(system?.content).toContain(u.drivingQuestion);
    expect(system?.content).not.toContain("Forged title");
    expect(rest).toEqual(conversation);

    expect(events.map((e) => e.data).at(-1)).toBe("[DONE]");
    expect(events.slice(0, -1).map((e) => contentOf(e.data))).toEqual(CHUNKS);
    // Relayed as produced, not buffered: the first chunk arrives long before the last.
    expect(events.at(-1)!.at - events[0]!.at).toBeGreaterThan(CHUNK_GAP_MS * (CHUNKS.length - 2));
  });

  it("never lets the provider's key reach the browser", async () => {
    const response = await post(server, ask("chunks"));
    const text = await response.text();
    const headers = JSON.stringify([...response.headers]);
    const page = await (await fetch(`${server.url}/unit/1`)).text();
    for (const seen of [text, headers, page]) expect(seen).not.toContain(API_KEY);
    const failed = await post(server, ask("error"));
    expect(await failed.text()).not.toContain(API_KEY);
  });

  /** Asks for a provider scenario that sends some text and then fails; the events, once checked. */
  async function expectPartialAnswerThenError(scenario: string, message: string) {
    const response = await post(server, ask(scenario));
    expect(response.status).toBe(200);
    const events = await readEvents(response);
    expect(events.map((e) => e.data)).toEqual([
      JSON.stringify({ choices: [{ delta: { content: "Partial answer" } }] }),
      JSON.stringify({ error: { message } }),
    ]);
    return events;
  }

  it("turns a provider error into a 502 with a clean message", async () => {
    const response = await post(server, ask("error"));
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ error: providerMessages.failed });
  });

  it("turns an error during the stream into an SSE error event after the content so far", async () => {
    await expectPartialAnswerThenError("error-event", providerMessages.failed);
  });

  it("gives up on a provider that sends nothing for AI_TIMEOUT_MS", async () => {
    const started = performance.now();
    const response = await post(server, ask("silent"));
    const elapsed = performance.now() - started;
    expect(response.status).toBe(504);
    expect(await response.json()).toEqual({ error: providerMessages.timeout });
    expect(elapsed).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
    expect(elapsed).toBeLessThan(TIMEOUT_MS + 4000);
    expect(provider.requests.at(-1)!.closedEarly).toBe(true);
  });

  it("times out a provider that goes silent mid-answer, ending the stream with an error event", async () => {
    const events = await expectPartialAnswerThenError("stall", providerMessages.timeout);
    expect(events[1]!.at - events[0]!.at).toBeGreaterThanOrEqual(TIMEOUT_MS - 100);
  });

  it("cancels the provider request when the browser goes away", async () => {
    const controller = new AbortController();
    const response = await post(server, ask("endless"), { signal: controller.signal });
    const reader = response.body!.getReader();
    await reader.read();
    const record = provider.requests.at(-1)!;
    controller.abort();
    for (let i = 0; i < 50 && !record.closedEarly; i++) await sleep(100);
    expect(record.closedEarly).toBe(true);
  });

  it(`limits a visitor to ${RATE_LIMITS.visitor.max} questions to the provider per IP address, with Retry-After`, async () => {
    const ip = nextIp();
    for (let i = 0; i < RATE_LIMITS.visitor.max; i++) {
      const response = await post(server, ask("Hi"), { ip });
      expect(response.status).toBe(200);
      await response.body?.cancel();
    }
    const refused = await post(server, ask("Hi"), { ip });
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(RATE_LIMITS.visitor.windowSeconds);
    expect((await refused.json()).error).toMatch(/Too many questions/);
    const elsewhere = await post(server, ask("Hi"));
    expect(elsewhere.status).toBe(200);
    await elsewhere.body?.cancel();
  });
});

describe("with the built-in offline guide", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ TRUST_PROXY: "true" });
  });
  afterAll(async () => server?.stop());

  it("answers on a phase page from that phase, and refuses a phase the unit does not have", async () => {
    const question = ask("Which lessons use data?", unit(2));
    const scoped = await post(server, { ...question, unitContext: { ...question.unitContext, phase: 3 } });
    expect(scoped.status).toBe(200);
    const answer = (await readEvents(scoped)).map((e) => e.data).join("");
    expect(answer).toContain("/unit/2/phase/3#lesson-");
    expect(answer).not.toMatch(/\/unit\/2\/phase\/[1245]/);

    const four = ask("Hello", unit(4));
    const missing = await post(server, { ...four, unitContext: { ...four.unitContext, phase: 3 } });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({ error: requestMessages.unknownPhase });
  });

  it("streams a grounded answer in small chunks, ending with [DONE]", async () => {
    const u = unit(1);
    const [code, carriers] = (() => {
      for (const ref of allLessons(u)) {
        const c = lessonCodes(ref.lesson)[0];
        if (c) return [c, allLessons(u).filter((r) => lessonCodes(r.lesson).includes(c))] as const;
      }
      throw new Error("unit 1 has no lesson standards");
    })();
    const response = await post(server, ask(`Which lessons address ${code}?`, u));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/event-stream/);
    const events = await readEvents(response);
    expect(events.at(-1)!.data).toBe("[DONE]");
    const pieces = events.slice(0, -1).map((e) => contentOf(e.data));
    expect(pieces.length).toBeGreaterThan(10);
    expect(Math.max(...pieces.map((p) => p.length))).toBeLessThan(200);
    const answer = pieces.join("");
    expect(answer).toMatch(/^\*\*Offline curriculum guide\.\*\*/);
    expect(answer).toContain(`Lessons that address ${code} in this unit:`);
    for (const { lesson, phase } of carriers) expect(answer).toContain(lessonUrl(u, lesson, phase));
  });

  it("answers for every unit from that unit's own content", async () => {
    for (const { number: n } of units) {
      const u = unit(n);
      const response = await post(server, ask("What is the driving question?", u));
      expect(response.status, `unit ${n}`).toBe(200);
      const answer = (await readEvents(response))
        .slice(0, -1)
        .map((e) => contentOf(e.data))
        .join("");
      expect(answer, `unit ${n}`).toContain(`](/unit/${n})`);
      expect(answer, `unit ${n}`).toContain(u.title);
    }
  });

  it("refuses bad input with 400 and a message", async () => {
    const many = Array.from({ length: 41 }, (_, i) => ({ role: i % 2 ? "assistant" : "user", content: "Hi" }));
    const cases: [unknown, string][] = [
      [{ ...ask("x"), messages: many }, requestMessages.tooManyMessages],
      [ask("x".repeat(4001)), requestMessages.messageTooLong],
      [{ ...ask("Hi"), unitContext: { ...unitContext(unit(1)), unit: 7 } }, requestMessages.unknownUnit],
      ['{"messages": [', requestMessages.invalidJson],
    ];
    for (const [body, message] of cases) {
      const response = await post(server, body);
      expect(response.status, message).toBe(400);
      expect(await response.json()).toEqual({ error: message });
    }
  });

  it("accepts exactly 40 messages of 4,000 characters", async () => {
    const messages = Array.from({ length: 40 }, (_, i) => ({
      role: i % 2 ? "user" : "assistant",
      content: "x".repeat(4000),
    }));
    const response = await post(server, { ...ask("x"), messages });
    expect(response.status).toBe(200);
    await response.body?.cancel();
  });

  it(`answers past the provider's limit of ${RATE_LIMITS.visitor.max}, refusing only a flood of ${OFFLINE_GUIDE_FLOOD_LIMIT.max} per IP with how long to wait`, async () => {
    const ip = nextIp();
    for (let i = 0; i < OFFLINE_GUIDE_FLOOD_LIMIT.max; i++) {
      const response = await post(server, ask("Hi"), { ip });
      expect(response.status, `question ${i + 1}`).toBe(200);
      await response.body?.cancel();
    }
    const refused = await post(server, ask("Hi"), { ip });
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(OFFLINE_GUIDE_FLOOD_LIMIT.windowSeconds);
    expect((await refused.json()).error).toMatch(/Too many questions in a short time\. Please wait \d+ minutes?/);
    const elsewhere = await post(server, ask("Hi"));
    expect(elsewhere.status).toBe(200);
    await elsewhere.body?.cancel();
  });

  it("refuses a cross-site request before the assistant runs", async () => {
    const response = await post(server, ask("Hi"), { headers: { origin: "https://evil.example" } });
    expect(response.status).toBe(403);
  });
});

describe("with ASSISTANT_MEMBERS_ONLY", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ TRUST_PROXY: "true", ASSISTANT_MEMBERS_ONLY: "true" });
  });
  afterAll(async () => server?.stop());

  it("refuses visitors and serves members past the provider's visitor limit", async () => {
    const visitor = await post(server, ask("Hi"));
    expect(visitor.status).toBe(401);

    const ip = nextIp();
    const client = new Client(server.url, ip);
    const member = newMember("assistant");
    expect((await client.post("/auth", { intent: "sign-up", ...member })).status).toBe(200);
    expect(
      (await client.post("/auth", { intent: "sign-in", email: member.email, password: member.password })).status,
    ).toBe(200);
    const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    for (let i = 0; i <= RATE_LIMITS.visitor.max; i++) {
      const response = await post(server, ask("Hi"), { ip, headers: { cookie } });
      expect(response.status, `request ${i + 1}`).toBe(200);
      await response.body?.cancel();
    }
  });
});
