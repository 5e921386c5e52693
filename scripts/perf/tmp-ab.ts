import { readFileSync } from "node:fs";
import autocannon from "autocannon";
import { cookieHeader, signUpMembers } from "../../tests/integration/support/http.ts";
import { startServer } from "../../tests/integration/support/server.ts";
import { prepareSeededDatabase } from "./bench-seed.ts";

// usage: tsx tmp-ab.ts <path> "<NODE_OPTIONS A>" "<NODE_OPTIONS B>" ... ; alternates A/B three times
const [path, ...configs] = process.argv.slice(2);
const { env, cleanup } = await prepareSeededDatabase("postgres");
const results: Record<string, number[]> = {};
try {
  for (let round = 0; round < 3; round++) {
    for (const flags of configs) {
      const server = await startServer({ ...env, TRUST_PROXY: "true", NODE_OPTIONS: flags });
      try {
        const [member] = (await signUpMembers(server.url, 1, `ab${round}${configs.indexOf(flags)}`)).map(cookieHeader);
        const opts = { url: server.url + path!, headers: { cookie: member! } };
        await autocannon({ ...opts, connections: 10, duration: 3 });
        const cpu = () => { const f = readFileSync(`/proc/${server.pid}/stat`, "utf8").split(") ")[1]!.split(" "); return (Number(f[11]) + Number(f[12])) / 100; };
        const c0 = cpu();
        const r = await autocannon({ ...opts, connections: 50, duration: 8 });
        const ms = ((cpu() - c0) * 1000) / r.requests.total;
        (results[flags] ??= []).push(Number(ms.toFixed(2)));
        console.log(JSON.stringify({ flags, round, rps: Math.round(r.requests.average), p99: r.latency.p99, cpuMsPerReq: Number(ms.toFixed(2)) }));
      } finally { await server.stop(); }
    }
  }
} finally { await cleanup(); }
for (const [k, v] of Object.entries(results)) console.log(k || "(none)", "median cpu ms/req", v.sort()[1]);
