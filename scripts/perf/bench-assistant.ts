// Time to first streamed byte of an assistant answer: through our server (POST /api/assistant, relaying an
// OpenAI-compatible provider) versus straight from that provider, median of 20 each, so the relay's
// overhead is known. Needs a build: `npm run bench:assistant [-- runs]`.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { getUnit } from "#app/content/curriculum/index.ts";
import { buildProviderMessages } from "#server/assistant/prompt.ts";
import { startServer } from "#tests/integration/support/server.ts";

const runs = Number(process.argv[2] ?? 20);
const question = [{ role: "user" as const, content: "Which lessons address HS-LS2-7?" }];
const unit = getUnit(1);
if (!unit) throw new Error("unit 1 is missing from the content");

/** A local OpenAI-compatible provider that starts streaming as soon as it has read the request. */
async function startProvider() {
  const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    for await (const _ of req);
    res.writeHead(200, { "Content-Type": "text/event-stream", "Cache-Control": "no-cache" });
    for (const content of ["Draft: ", "Lesson 6 ", "addresses ", "HS-LS2-7."]) {
      res.write(`data: ${JSON.stringify({ choices: [{ index: 0, delta: { content } }] })}\n\n`);
    }
    res.end("data: [DONE]\n\n");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`, server };
}

/** Milliseconds from sending the request to the first byte of the streamed body. */
async function firstByte(url: string, body: unknown, headers: Record<string, string>): Promise<number> {
  const started = performance.now();
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
  if (!response.ok || !response.body) throw new Error(`${url} answered ${response.status}`);
  const reader = response.body.getReader();
  const { value } = await reader.read();
  const elapsed = performance.now() - started;
  if (!value?.length) throw new Error(`${url} sent an empty body`);
  while (!(await reader.read()).done);
  return elapsed;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

const provider = await startProvider();
const server = await startServer({ TRUST_PROXY: "true", AI_BASE_URL: provider.url, AI_MODEL: "bench-model" });
try {
  const direct = {
    url: `${provider.url}/chat/completions`,
    body: { model: "bench-model", stream: true, messages: buildProviderMessages(unit, question) },
  };
  const relayed = {
    url: `${server.url}/api/assistant`,
    body: {
      messages: question,
      unitContext: { unit: 1, title: unit.title, drivingQuestion: unit.drivingQuestion, coreConcepts: [], lessons: [] },
    },
  };
  let client = 0;
  // Each relayed request comes from its own (proxied) address, so the rate limit never refuses one.
  const viaServer = () =>
    firstByte(relayed.url, relayed.body, {
      origin: server.url,
      "x-forwarded-for": `10.9.${++client >> 8}.${client & 255}`,
    });
  const viaProvider = () => firstByte(direct.url, direct.body, {});

  for (let i = 0; i < 3; i++) {
    await viaProvider();
    await viaServer();
  }
  const times = { direct: [] as number[], relayed: [] as number[] };
  for (let i = 0; i < runs; i++) {
    times.direct.push(await viaProvider());
    times.relayed.push(await viaServer());
  }
  const result = {
    runs,
    directMedianMs: Number(median(times.direct).toFixed(2)),
    relayedMedianMs: Number(median(times.relayed).toFixed(2)),
    overheadMs: Number((median(times.relayed) - median(times.direct)).toFixed(2)),
  };
  console.log(JSON.stringify(result));
} finally {
  await server.stop();
  provider.server.close();
}

// The built-in offline guide (no AI_* settings): time to first byte of the teacher tasks, which
// compute their answers (a whole unit's pacing table is the largest), on the unit page and a phase page.
const offline = await startServer({ TRUST_PROXY: "true" });
try {
  const unit2 = getUnit(2)!;
  const asks = [
    "Adapt this for 45-minute periods",
    "Make a rubric for the final project",
    "What NGSS standards does phase 2 cover?",
  ].flatMap((content) =>
    [undefined, 2].map((phase) => ({
      messages: [{ role: "user" as const, content }],
      unitContext: {
        unit: 2,
        phase,
        title: unit2.title,
        drivingQuestion: unit2.drivingQuestion,
        coreConcepts: [],
        lessons: [],
      },
    })),
  );
  let client = 0;
  const ask = (body: unknown) =>
    firstByte(`${offline.url}/api/assistant`, body, {
      origin: offline.url,
      "x-forwarded-for": `10.8.${++client >> 8}.${client & 255}`,
    });
  for (const body of asks) await ask(body);
  const times: number[] = [];
  for (let i = 0; i < runs; i++) for (const body of asks) times.push(await ask(body));
  console.log(JSON.stringify({ offlineGuide: { requests: times.length, medianMs: Number(median(times).toFixed(2)) } }));
} finally {
  await offline.stop();
}
