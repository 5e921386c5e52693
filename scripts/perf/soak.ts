// npm run soak [-- --minutes 10 --concurrency 12 --engine pglite|postgres]
// Mixed traffic against the production server for a while: visitors browsing pages and downloads,
// members signing in and out, reading and posting in the forum, and teachers asking the assistant
// (the offline guide). Reports every answer by kind, latency, and the server's resident memory over
// time; fails on any 5xx or dropped connection. PostgreSQL needs DATABASE_URL (a fresh database is made).
import { readFileSync } from "node:fs";
import os from "node:os";
import { allMaterials, units } from "#app/content/curriculum/index.ts";
import { prerenderPaths } from "#app/content/prerender-paths.ts";
import { unitAssistantProps } from "#app/features/assistant/unit-context.ts";
import { actingAs, Client, signUpMembers } from "#tests/integration/support/http.ts";
import { startServer } from "#tests/integration/support/server.ts";
import { scriptOptions } from "../lib/options.ts";
import { buildIsFresh, run } from "../lib/project.ts";
import { prepareSeededDatabase } from "./bench-seed.ts";

const options = scriptOptions({ minutes: 10, concurrency: 12, engine: "pglite" });
const { minutes, concurrency } = options;
const engine = options.engine === "postgres" ? "postgres" : "pglite";
if (engine === "postgres" && !process.env.DATABASE_URL) throw new Error("--engine postgres needs DATABASE_URL");

if (!buildIsFresh()) run("npm", ["run", "--silent", "build"]);

// A forum of some size, so reads are not served from a handful of rows.
const sizes = { members: 200, topics: 2_000, replies: 20_000 };
const database = await prepareSeededDatabase(engine, sizes);
const server = await startServer({ ...database.env, TRUST_PROXY: "true" });
const rssMb = () => {
  const line = readFileSync(`/proc/${server.pid}/status`, "utf8").match(/VmRSS:\s+(\d+)/);
  return Math.round(Number(line?.[1] ?? 0) / 1024);
};

const posters = await signUpMembers(server.url, 40, "soak");
// Members who sign in and out all the time; signing out ends every session of theirs, so they do only that.
const churners = await signUpMembers(server.url, 8, "churn");
const base = server.url;
const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;
const questions = [
  "How can I adapt this unit for a 45-minute block?",
  "Which lessons address HS-LS2-7?",
  "What materials do I need for the first lab?",
  "How do I support English language learners in this unit?",
  "Give me an exit ticket for the second lesson.",
];
const downloads = allMaterials().map((m) => m.material.path);
const memberPages = [
  "/community",
  "/community/forum",
  "/community/forum/category/lab-activities",
  "/community/forum/search?q=germination",
  "/community/members",
];

type Kind = "page" | "download" | "member page" | "topic page" | "reply" | "new topic" | "sign-in/out" | "assistant";
interface Tally {
  count: number;
  statuses: Map<number, number>;
  failures: number;
  latencies: number[];
}
const tallies = new Map<Kind, Tally>();
const fivexx: string[] = [];

let ipSeq = 0;
const visitorIp = () => {
  ipSeq += 1;
  return `203.0.${Math.floor(ipSeq / 250) % 250}.${(ipSeq % 250) + 1}`;
};

async function timed(kind: Kind, what: string, send: () => Promise<Response>) {
  const tally: Tally = tallies.get(kind) ?? { count: 0, statuses: new Map(), failures: 0, latencies: [] };
  tallies.set(kind, tally);
  const started = performance.now();
  tally.count += 1;
  try {
    const response = await send();
    await response.arrayBuffer();
    tally.latencies.push(performance.now() - started);
    tally.statuses.set(response.status, (tally.statuses.get(response.status) ?? 0) + 1);
    if (response.status >= 500) fivexx.push(`${response.status} ${kind} ${what}`);
    return response;
  } catch (error) {
    tally.failures += 1;
    fivexx.push(`connection failed: ${kind} ${what}: ${(error as Error).message}`);
    return undefined;
  }
}

async function oneAction(): Promise<void> {
  const roll = Math.random();
  if (roll < 0.3) {
    const path = pick(prerenderPaths);
    await timed("page", path, () => new Client(base, visitorIp()).get(path));
  } else if (roll < 0.38) {
    const path = pick(downloads);
    await timed("download", path, () => new Client(base, visitorIp()).get(path));
  } else if (roll < 0.58) {
    const path = pick(memberPages);
    await timed("member page", path, () => actingAs(base, pick(posters)).get(path));
  } else if (roll < 0.73) {
    const path = `/community/forum/topic/${1 + Math.floor(Math.random() * sizes.topics)}`;
    await timed("topic page", path, () => actingAs(base, pick(posters)).get(path));
  } else if (roll < 0.83) {
    const path = `/community/forum/topic/${1 + Math.floor(Math.random() * sizes.topics)}`;
    await timed("reply", path, () =>
      actingAs(base, pick(posters)).post(path, { intent: "reply", body: `Soak reply at ${new Date().toISOString()}` }),
    );
  } else if (roll < 0.84) {
    await timed("new topic", "", () =>
      actingAs(base, pick(posters)).post("/community/forum/new", {
        title: `Soak topic at ${new Date().toISOString()}`,
        category: "teaching-strategies",
        body: "A topic posted during the soak test.",
      }),
    );
  } else if (roll < 0.9) {
    const i = Math.floor(Math.random() * churners.length);
    const client = new Client(base, visitorIp());
    await timed("sign-in/out", "sign-in", () =>
      client.post("/auth", { intent: "sign-in", email: `churn${i}@example.org`, password: "Load!Test!Passw0rd" }),
    );
    await timed("sign-in/out", "sign-out", () => client.post("/auth/sign-out", {}));
  } else {
    const unit = pick(units);
    const body = JSON.stringify({
      messages: [{ role: "user", content: pick(questions) }],
      unitContext: unitAssistantProps(unit),
    });
    await timed("assistant", `unit ${unit.number}`, () =>
      fetch(`${base}/api/assistant`, {
        method: "POST",
        headers: { origin: base, "content-type": "application/json", "x-forwarded-for": visitorIp() },
        body,
      }),
    );
  }
}

const rss: Array<{ minute: number; mb: number }> = [{ minute: 0, mb: rssMb() }];
const started = Date.now();
const deadline = started + minutes * 60_000;
const sampler = setInterval(() => rss.push({ minute: (Date.now() - started) / 60_000, mb: rssMb() }), 30_000);
console.log(`soak: ${engine}, ${minutes} min, ${concurrency} at once, RSS at start ${rss[0]!.mb} MB`);
await Promise.all(
  Array.from({ length: concurrency }, async () => {
    while (Date.now() < deadline) await oneAction();
  }),
);
clearInterval(sampler);
rss.push({ minute: (Date.now() - started) / 60_000, mb: rssMb() });
await server.stop();
await database.cleanup();

const pct = (xs: number[], p: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0);
};
console.log(
  `\n${engine}, ${minutes} min, ${concurrency} concurrent clients, ${os.cpus().length} cores, ${process.version}, ${new Date().toISOString()}\n`,
);
console.log(
  "| traffic | requests | answers | p50 ms | p99 ms | 5xx | failed connections |\n|---|---|---|---|---|---|---|",
);
let total = 0;
for (const [kind, t] of tallies) {
  total += t.count;
  const answers = [...t.statuses]
    .sort(([a], [b]) => a - b)
    .map(([s, n]) => `${s}: ${n}`)
    .join(", ");
  const s5 = [...t.statuses].filter(([s]) => s >= 500).reduce((n, [, c]) => n + c, 0);
  console.log(
    `| ${kind} | ${t.count} | ${answers} | ${pct(t.latencies, 50)} | ${pct(t.latencies, 99)} | ${s5} | ${t.failures} |`,
  );
}
console.log(`\n${total} requests, ${(total / (minutes * 60)).toFixed(1)} per second`);
console.log(`server RSS (MB) by minute: ${rss.map((r) => `${r.minute.toFixed(1)}: ${r.mb}`).join(" · ")}`);
if (fivexx.length) {
  console.log(
    `\n${fivexx.length} server errors or dropped connections, first ones:\n${fivexx.slice(0, 10).join("\n")}`,
  );
  process.exit(1);
}
