// tsx scripts/perf/hash-burst.ts [--rounds 5 --burst 20 --profile yes]
// How long a burst of password hashing holds up everything else (issue 27, item 16): each round fires `burst`
// sign-ups at once, then as many sign-ins, while one client polls /healthz back to back (one request in flight);
// the worst /healthz wait of each burst is reported. PostgreSQL needs DATABASE_URL (a fresh database is made).
// With --profile the server writes a CPU profile of its main thread, summarised at the end by where the time went:
// node:crypto's scrypt runs on libuv's pool and never shows there; what does show is main-thread work.
import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { Client } from "#tests/integration/support/http.ts";
import { startServer } from "#tests/integration/support/server.ts";
import { scriptOptions } from "../lib/options.ts";
import { buildIsFresh, run } from "../lib/project.ts";

const { rounds, burst, profile } = scriptOptions({ rounds: 5, burst: 20, profile: "no" });
if (!buildIsFresh()) run("npm", ["run", "--silent", "build"]);

const profileDir = mkdtempSync(path.join(os.tmpdir(), "genehive-hash-burst-"));
const server = await startServer({
  TRUST_PROXY: "true",
  ...(profile === "yes" ? { NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${profileDir}` } : {}),
});
const password = "Burst!Test!Passw0rd";

/** Polls /healthz until `done` settles; the longest single wait, in ms. */
async function worstHealthzWait(done: Promise<unknown>): Promise<number> {
  let finished = false;
  void done.finally(() => {
    finished = true;
  });
  let worst = 0;
  while (!finished) {
    const started = performance.now();
    await fetch(`${server.url}/healthz`);
    worst = Math.max(worst, performance.now() - started);
  }
  return worst;
}

const results: Array<{ round: number; signUpMs: number; signInMs: number }> = [];
for (let round = 0; round < rounds; round++) {
  const people = Array.from({ length: burst }, (_, i) => ({
    client: new Client(server.url, `198.19.${round}.${i + 1}`),
    email: `burst${round}x${i}@example.org`,
    username: `burst${round}x${i}`,
  }));
  const signUps = Promise.all(
    people.map((p) =>
      p.client.post("/auth", {
        intent: "sign-up",
        fullName: "Burst Member",
        username: p.username,
        email: p.email,
        password,
      }),
    ),
  );
  const signUpMs = await worstHealthzWait(signUps);
  const signIns = Promise.all(
    people.map((p) => p.client.post("/auth", { intent: "sign-in", email: p.email, password })),
  );
  const signInMs = await worstHealthzWait(signIns);
  const statuses = [...(await signUps), ...(await signIns)].map((r) => r.status);
  if (statuses.some((s) => s !== 200)) throw new Error(`unexpected answers: ${statuses.join(" ")}`);
  results.push({ round, signUpMs: Math.round(signUpMs), signInMs: Math.round(signInMs) });
}
await server.stop();

console.log(`engine: ${process.env.DATABASE_URL ? "postgres" : "pglite"}; worst /healthz wait during ${burst} at once`);
console.table(results);

if (profile === "yes") {
  interface Node {
    id: number;
    callFrame: { functionName: string; url: string };
    children?: number[];
  }
  const file = readdirSync(profileDir).find((f) => f.endsWith(".cpuprofile"));
  if (!file) throw new Error(`no profile in ${profileDir}`);
  const cpu = JSON.parse(readFileSync(path.join(profileDir, file), "utf8")) as {
    nodes: Node[];
    samples: number[];
    timeDeltas: number[];
  };
  const byId = new Map(cpu.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, Node>();
  for (const n of cpu.nodes) for (const child of n.children ?? []) parent.set(child, n);
  // Each sample goes to the nearest frame of its stack that says whose work it is.
  const owner = (node: Node | undefined): string => {
    for (let n = node; n; n = parent.get(n.id)) {
      const { url, functionName } = n.callFrame;
      if (url.startsWith("wasm://") || url.includes("pglite")) return "embedded database (PGlite)";
      if (functionName === "scrypt" || functionName === "generateKey") return "password hashing (scrypt call)";
    }
    const name = node?.callFrame.functionName ?? "";
    return name.startsWith("(") ? name : "everything else";
  };
  const ms = new Map<string, number>();
  cpu.samples.forEach((id, i) => {
    const key = owner(byId.get(id));
    ms.set(key, (ms.get(key) ?? 0) + (cpu.timeDeltas[i] ?? 0) / 1000);
  });
  console.log("main-thread time over the whole run, start-up included (ms):");
  console.table(Object.fromEntries([...ms].map(([k, v]) => [k, Math.round(v)])));
}
