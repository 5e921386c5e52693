import { afterAll, beforeAll, expect, it } from "vitest";
import { forumLimits } from "#shared/forum/schemas.ts";
import { markdownMessages } from "#shared/markdown.ts";
import { type Client, postTopic, signedInClient } from "./support/http.ts";
import { startServer, type TestServer } from "./support/server.ts";

let server: TestServer;
let member: Client;
let topicUrl: string;

beforeAll(async () => {
  server = await startServer({ TRUST_PROXY: "true" });
  member = await signedInClient(server.url, "192.0.2.61", "md");
  topicUrl = await postTopic(member, {
    title: "A topic that must keep working",
    category: "help-feedback",
    body: "An ordinary first post with **bold** text.",
  });
});
afterAll(async () => server?.stop());

/** Polls /healthz while `work` runs; the slowest answer it saw. */
async function slowestHealthCheck(work: () => Promise<void>): Promise<number> {
  let slowest = 0;
  let running = true;
  const poll = (async () => {
    while (running) {
      const started = performance.now();
      const response = await fetch(`${server.url}/healthz`);
      await response.text();
      slowest = Math.max(slowest, performance.now() - started);
      await new Promise((r) => setTimeout(r, 20));
    }
  })();
  try {
    await work();
  } finally {
    running = false;
    await poll;
  }
  return slowest;
}

// The red-team samples, all within the 20,000-character limit, and generated nesting bombs.
const samples: Array<[string, string]> = [
  ["alternating emphasis", `${"*_".repeat(4997)}a${"_*".repeat(4997)}`],
  ["19,990 quote markers", ">".repeat(19_990)],
  ["6,663 ordered list markers", "1. ".repeat(6_663)],
  ["a list nested by indentation", Array.from({ length: 120 }, (_, i) => `${"  ".repeat(i)}- x`).join("\n")],
  ["a wide table of empty rows", `|${"a|".repeat(25)}\n|${"-|".repeat(25)}\n${"|\n".repeat(2_000)}`],
];
const refusals = [markdownMessages.tooDeep, markdownMessages.tooLarge, markdownMessages.tooComplex];

it("no crafted post stalls the server or breaks its topic: each is refused with a clear message", async () => {
  const slowest = await slowestHealthCheck(async () => {
    for (const [name, body] of samples) {
      const preview = await member.post("/community/forum/new", { intent: "preview", body });
      expect(preview.status, name).toBe(400);
      const previewText = await preview.text();
      expect(
        refusals.some((m) => previewText.includes(m.replace(/'/g, "&#x27;")) || previewText.includes(m)),
        name,
      ).toBe(true);
      // Replies are limited to one per 10 s per member: each sample from a fresh member.
      const poster = await signedInClient(server.url, `192.0.2.${70 + samples.findIndex(([n]) => n === name)}`, "bomb");
      const reply = await poster.post(topicUrl, { intent: "reply", body });
      expect(reply.status, name).toBe(400);
    }
  });
  // Rendered on the event loop, the worst of these samples blocks every request for several seconds (its
  // parse cannot be interrupted); in the workers the server keeps answering, allowing for a busy machine.
  expect(slowest).toBeLessThan(1_000);
  const page = await member.get(topicUrl);
  expect(page.status).toBe(200);
  const html = await page.text();
  expect(html).toContain("<strong>bold</strong>");
  expect(html).not.toContain("&gt;&gt;&gt;&gt;");
});

it("previews are rate-limited like posting", async () => {
  const previewer = await signedInClient(server.url, "192.0.2.90", "preview");
  const statuses: number[] = [];
  for (let i = 0; i <= forumLimits.previewsPerWindow; i++) {
    statuses.push(
      (await previewer.post("/community/forum/new", { intent: "preview", body: `Preview number ${i}` })).status,
    );
  }
  expect(statuses.slice(0, forumLimits.previewsPerWindow).every((s) => s === 200)).toBe(true);
  const limited = await previewer.post("/community/forum/new", { intent: "preview", body: "One too many" });
  expect(limited.status).toBe(429);
  expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
});

it("footnotes link within their post", async () => {
  const poster = await signedInClient(server.url, "192.0.2.91", "footnote");
  await poster.post(topicUrl, { intent: "reply", body: "A claim with a source.[^1]\n\n[^1]: The source." });
  const html = await (await poster.get(topicUrl)).text();
  const ref = /<a href="#([^"]+)" id="([^"]+)" data-footnote-ref/.exec(html);
  expect(ref).not.toBeNull();
  expect(html).toContain(`id="${ref?.[1]}"`);
  expect(html).not.toContain("user-content-user-content");
});
