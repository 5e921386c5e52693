import autocannon from "autocannon";
import { cookieHeader, signUpMembers } from "../../tests/integration/support/http.ts";
import { startServer } from "../../tests/integration/support/server.ts";
import { prepareSeededDatabase } from "./bench-seed.ts";

const engine = (process.argv[2] ?? "postgres") as "pglite" | "postgres";
const path = process.argv[3] ?? "/community/forum";
const prof = process.argv[4] === "prof";
const { env, cleanup } = await prepareSeededDatabase(engine);
const server = await startServer({ ...env, TRUST_PROXY: "true", ...(prof ? { NODE_OPTIONS: "--cpu-prof --cpu-prof-dir=/tmp/fprof" } : {}) });
try {
  const [member] = (await signUpMembers(server.url, 1, "prof")).map(cookieHeader);
  const opts = { url: server.url + path, headers: { cookie: member! } };
  await autocannon({ ...opts, connections: 10, duration: 3 });
  const { readFileSync } = await import("node:fs");
  const cpu = () => { const f = readFileSync(`/proc/${server.pid}/stat`, "utf8").split(") ")[1]!.split(" "); return (Number(f[11]) + Number(f[12])) / 100; };
  for (const connections of [10, 50]) {
    const c0 = cpu();
    const r = await autocannon({ ...opts, connections, duration: 8 });
    const ms = ((cpu() - c0) * 1000) / (r.requests.total || 1);
    console.log(JSON.stringify({ path, connections, rps: Math.round(r.requests.average), p50: r.latency.p50, p99: r.latency.p99, non2xx: r.non2xx, errors: r.errors, cpuMsPerReq: Number(ms.toFixed(2)) }));
  }
} finally {
  await server.stop();
  await cleanup();
}
