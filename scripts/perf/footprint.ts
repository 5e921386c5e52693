// npm run footprint [-- --views 20 --seconds 10 --concurrency 20]
// The production server's footprint: time from start to the first /healthz 200 (a fresh data folder and an
// existing one), resident memory once idle (20 s after start and a few page views), and the peak under a short
// mixed load (pages, members' forum pages and replies, assistant answers);
// on the embedded database, and on PostgreSQL too when DATABASE_URL is set. Compares each figure with
// scripts/perf/footprint-budget.json and prints which budget is exceeded: a report, not a test.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { actingAs, type Client, signUpMembers } from "#tests/integration/support/http.ts";
import { startServer, type TestServer } from "#tests/integration/support/server.ts";
import { scriptOptions } from "../lib/options.ts";
import { buildIsFresh, root, run } from "../lib/project.ts";

const { views, seconds, concurrency } = scriptOptions({ views: 20, seconds: 10, concurrency: 20 });
if (!buildIsFresh()) run("npm", ["run", "--silent", "build"]);

type Engine = "pglite" | "postgres";
interface Figures {
  freshStartMs: number;
  existingStartMs: number;
  idleRssMb: number;
  peakRssMb: number;
}
const budget = JSON.parse(readFileSync(path.join(root, "scripts/perf/footprint-budget.json"), "utf8")) as Record<
  Engine,
  Partial<Figures>
>;

const pages = ["/", "/curriculum", "/unit/2", "/unit/2/phase/3", "/impact", "/es", "/auth", "/healthz"];

const question = JSON.stringify({
  messages: [{ role: "user", content: "Adapt this unit for 45-minute periods" }],
  unitContext: { unit: 2, title: "Community Immunity", drivingQuestion: "How?", coreConcepts: [], lessons: [] },
});

/**
 * One request of the mixed load, by turn: a page, a member's forum home and topic (with their unread state), a
 * reply (the posting limit answers most with 429, as under real load), and an assistant answer streamed whole.
 */
async function mixedRequest(base: string, members: Client[], topic: string, n: number): Promise<void> {
  const member = members[n % members.length]!;
  switch (n % 5) {
    case 0:
      await (await fetch(base + pages[n % pages.length], { redirect: "manual" })).arrayBuffer();
      return;
    case 1:
      await (await member.get("/community/forum")).arrayBuffer();
      return;
    case 2:
      await (await member.get(topic)).arrayBuffer();
      return;
    case 3:
      await (
        await member.post(topic, { intent: "reply", body: `Footprint reply ${n}: notes from our lab.` })
      ).arrayBuffer();
      return;
    default:
      await (
        await fetch(`${base}/api/assistant`, {
          method: "POST",
          headers: { origin: base, "content-type": "application/json", "x-forwarded-for": `198.19.0.${n % 250}` },
          body: question,
        })
      ).arrayBuffer();
  }
}

/** VmRSS (now) or VmHWM (the peak so far) of a process, in MB. */
function memoryMb(pid: number, field: "VmRSS" | "VmHWM"): number {
  const line = readFileSync(`/proc/${pid}/status`, "utf8")
    .split("\n")
    .find((l) => l.startsWith(`${field}:`));
  return Number(/(\d+)/.exec(line ?? "")?.[1] ?? 0) / 1024;
}

async function timedStart(env: Record<string, string>): Promise<{ server: TestServer; ms: number }> {
  const started = performance.now();
  const server = await startServer(env);
  return { server, ms: performance.now() - started };
}

async function measure(engine: Engine): Promise<Figures> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "genehive-footprint-"));
  // TRUST_PROXY: the load's members come from addresses of their own (benchmark range), past the per-IP limits.
  const env: Record<string, string> = {
    TRUST_PROXY: "true",
    ...(engine === "pglite"
      ? { DATA_DIR: dataDir, DATABASE_URL: "" }
      : { DATABASE_URL: process.env.DATABASE_URL ?? "" }),
  };
  try {
    const fresh = await timedStart(env);
    await fresh.server.stop();
    const startedAt = performance.now();
    const { server, ms: existingStartMs } = await timedStart(env);
    try {
      for (let i = 0; i < views; i++)
        await (await fetch(server.url + pages[i % pages.length], { redirect: "manual" })).arrayBuffer();
      // Idle as the issue measures it: 20 s after start-up and a few page views.
      await new Promise((r) => setTimeout(r, Math.max(0, 20_000 - (performance.now() - startedAt))));
      const idleRssMb = memoryMb(server.pid, "VmRSS");
      const members = (await signUpMembers(server.url, 4, `fp${Date.now().toString(36)}`)).map((m) =>
        actingAs(server.url, m),
      );
      const created = await members[0]!.post("/community/forum/new", {
        title: "Footprint topic for the mixed load",
        category: "introductions",
        body: "A topic the load reads and replies to.",
      });
      const topic = created.headers.get("location") ?? "/community/forum";
      const until = Date.now() + seconds * 1000;
      await Promise.all(
        Array.from({ length: concurrency }, async (_, worker) => {
          for (let n = worker; Date.now() < until; n += concurrency) await mixedRequest(server.url, members, topic, n);
        }),
      );
      return { freshStartMs: fresh.ms, existingStartMs, idleRssMb, peakRssMb: memoryMb(server.pid, "VmHWM") };
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const engines: Engine[] = process.env.DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];
const results: Array<[Engine, Figures]> = [];
for (const engine of engines) results.push([engine, await measure(engine)]);

const labels: Record<keyof Figures, string> = {
  freshStartMs: "start, fresh data (ms)",
  existingStartMs: "start, existing data (ms)",
  idleRssMb: "idle RSS (MB)",
  peakRssMb: "peak RSS under load (MB)",
};
console.log(
  `\nFootprint, ${os.cpus().length} CPUs, ${views} page views, ${seconds} s of load at ${concurrency} connections\n`,
);
console.log(`| engine | ${Object.values(labels).join(" | ")} |`);
console.log(
  `|---|${Object.keys(labels)
    .map(() => "---")
    .join("|")}|`,
);
const over: string[] = [];
for (const [engine, figures] of results) {
  const cells = (Object.keys(labels) as (keyof Figures)[]).map((key) => {
    const limit = budget[engine]?.[key];
    if (limit !== undefined && figures[key] > limit)
      over.push(`${engine}: ${labels[key]} ${Math.round(figures[key])} > ${limit}`);
    return `${Math.round(figures[key])}${limit === undefined ? "" : ` (budget ${limit})`}`;
  });
  console.log(`| ${engine} | ${cells.join(" | ")} |`);
}
console.log(over.length ? `\nOver budget:\n  ${over.join("\n  ")}` : "\nEvery figure is within its budget.");
