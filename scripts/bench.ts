// npm run bench [-- --duration 10 --connections 50]
// Throughput of the production server on a database seeded with 6 categories, 10,000 topics and
// 100,000 replies: forum home, topic page, category page, search, posting replies. Runs on the embedded
// database, and on PostgreSQL too when DATABASE_URL is set (a fresh database is created there).
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { openDatabase } from "../server/db/client.ts";
import { seed } from "../server/db/seed.ts";
import { createTestDatabase } from "../server/db/test-database.ts";
import { Client } from "../tests/integration/support/http.ts";
import { startServer } from "../tests/integration/support/server.ts";
import { seedBenchData } from "./bench-seed.ts";
import { buildIsFresh, run } from "./lib.ts";

const { values } = parseArgs({
  options: { duration: { type: "string", default: "10" }, connections: { type: "string", default: "50" } },
});
const duration = Number(values.duration);
const connections = Number(values.connections);

if (!buildIsFresh()) run("npm", ["run", "--silent", "build"]);

interface Row {
  engine: string;
  scenario: string;
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}
const rows: Row[] = [];

async function benchEngine(engine: "pglite" | "postgres") {
  const started = performance.now();
  let env: Record<string, string> = { TRUST_PROXY: "true" };
  let cleanup = async () => {};
  if (engine === "postgres") {
    const db = await createTestDatabase();
    await db.migrate();
    await seed(db.db);
    await seedBenchData(db.db);
    env = { ...env, DATABASE_URL: db.url ?? "" };
    cleanup = () => db.close();
  } else {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "genehive-bench-"));
    const db = await openDatabase({ dataDir: path.join(dataDir, "pglite") });
    await db.migrate();
    await seed(db.db);
    await seedBenchData(db.db);
    await db.close();
    env = { ...env, DATA_DIR: dataDir, DATABASE_URL: "" };
    cleanup = async () => rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(`${engine}: seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  // The server must use the seeded folder/database, not a new one.
  const server = await startServer(env);
  try {
    const members: string[] = [];
    for (let i = 0; i < 40; i++) {
      const c = new Client(server.url, `198.51.100.${i + 1}`);
      const m = {
        fullName: `Bench Poster ${i}`,
        username: `poster${i}`,
        email: `poster${i}@example.org`,
        password: "Bench!Passw0rd",
      };
      await c.post("/auth", { intent: "sign-up", ...m });
      await c.post("/auth", { intent: "sign-in", email: m.email, password: m.password });
      members.push([...c.cookies].map(([k, v]) => `${k}=${v}`).join("; "));
    }
    const cookie = members[0]!;
    const scenarios: Array<{ name: string; opts: autocannon.Options }> = [
      { name: "forum home", opts: { url: `${server.url}/community/forum`, headers: { cookie } } },
      { name: "topic page", opts: { url: `${server.url}/community/forum/topic/5000`, headers: { cookie } } },
      {
        name: "category page",
        opts: { url: `${server.url}/community/forum/category/lab-activities?page=3`, headers: { cookie } },
      },
      { name: "search", opts: { url: `${server.url}/community/forum/search?q=catalase+yeast`, headers: { cookie } } },
      {
        name: "post reply (40 members, 1 per 10 s each)",
        opts: {
          url: server.url,
          requests: [
            {
              method: "POST",
              path: "/community/forum/topic/4000",
              setupRequest: (req) => {
                const n = Math.floor(Math.random() * members.length);
                return {
                  ...req,
                  headers: {
                    cookie: members[n]!,
                    origin: server.url,
                    "content-type": "application/x-www-form-urlencoded",
                  },
                  body: `intent=reply&body=${encodeURIComponent(`Bench reply ${Date.now()} ${n}`)}`,
                };
              },
            },
          ],
        },
      },
    ];
    for (const s of scenarios) {
      const result = await autocannon({ connections, duration, ...s.opts });
      rows.push({
        engine,
        scenario: s.name,
        rps: Math.round(result.requests.average),
        p50: result.latency.p50,
        p99: result.latency.p99,
        non2xx: result.non2xx,
        errors: result.errors,
      });
      console.log(JSON.stringify(rows.at(-1)));
    }
  } finally {
    await server.stop();
    await cleanup();
  }
}

await benchEngine("pglite");
if (process.env.DATABASE_URL) await benchEngine("postgres");

console.log(`\n${connections} connections, ${duration} s each, ${os.cpus().length} cores, ${process.version}\n`);
console.log("| engine | scenario | req/s | p50 ms | p99 ms | non-2xx | errors |\n|---|---|---|---|---|---|---|");
for (const r of rows)
  console.log(`| ${r.engine} | ${r.scenario} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.non2xx} | ${r.errors} |`);
