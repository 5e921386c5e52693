// npm run bench [-- --duration 10 --connections 10,50,200 --only "forum home,post reply"]
// Throughput of the production server at each number of concurrent connections: a prerendered page,
// a curriculum download, the forum home, a topic page and posting replies, on a database seeded with
// 6 categories, 10,000 topics and 100,000 replies. Runs on the embedded database, and on PostgreSQL
// too when DATABASE_URL is set (a fresh database is created there). The same page and download served
// by nginx (Debian's package) in the same run are the ceiling to compare against. During every cell on a
// database, /healthz is asked every 50 ms and its worst wait is reported: it must never queue behind the database.
// --only runs just the scenarios whose names contain one of its comma-separated texts (nginx only for static ones).
// --processes N (N > 1) runs the PostgreSQL cells through nginx in front of N server processes, as the deploy guide's
// section 9 scales out (the embedded database allows one process: its cells stay on one).
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { allMaterials } from "#app/content/curriculum/index.ts";
import { guideBlock, guideUpstream } from "#tests/integration/support/deploy-guide.ts";
import { cookieHeader, signUpMembers } from "#tests/integration/support/http.ts";
import { freePort, startServer } from "#tests/integration/support/server.ts";
import { ensureDebianPackage } from "../lib/debian-package.ts";
import { scriptOptions } from "../lib/options.ts";
import { buildDir, buildIsFresh, run } from "../lib/project.ts";
import { prepareSeededDatabase } from "./bench-seed.ts";

const {
  duration,
  connections: levels,
  members: memberCount,
  only,
  processes,
} = scriptOptions({ duration: 10, connections: [10, 50, 200], members: 100, only: "", processes: 1 });
if (!Number.isInteger(processes) || processes < 1) {
  console.error(`--processes takes a whole number from 1, not ${processes}`);
  process.exit(2);
}
if (processes > 1 && !process.env.DATABASE_URL) {
  console.error("--processes runs the PostgreSQL cells (set DATABASE_URL): the embedded database allows one process");
  process.exit(2);
}
const chosen = (scenario: { name: string }) => only.split(",").some((part) => scenario.name.includes(part.trim()));

if (!buildIsFresh()) run("npm", ["run", "--silent", "build"]);

const PAGE = "/pbl-course";
const DOWNLOAD = allMaterials().find((m) => m.material.path.endsWith(".pdf"))!.material.path;

interface Row {
  server: string;
  scenario: string;
  connections: number;
  rps: number;
  p50: number;
  p99: number;
  ok: number;
  limited: number;
  other4xx: number;
  s5xx: number;
  errors: number;
  /** The longest /healthz took during the cell (database cells only). */
  healthzWorstMs?: number;
}
const rows: Row[] = [];

interface Scenario {
  name: string;
  opts: autocannon.Options;
}

/**
 * A server keeps working through requests queued when a cell ends; `settle` waits them out (a
 * database-backed probe queues behind them) so that they do not count against the next cell.
 */
async function measure(
  server: string,
  scenarios: Scenario[],
  settle: () => Promise<unknown> = async () => {},
  healthz?: string,
) {
  for (const s of scenarios.filter(chosen)) {
    for (const connections of levels) {
      await settle();
      const probe = healthz ? probeHealthz(healthz) : undefined;
      const r = await autocannon({ connections, duration, ...s.opts });
      const healthzWorstMs = await probe?.stop();
      const limited = r.statusCodeStats?.["429"]?.count ?? 0;
      rows.push({
        server,
        scenario: s.name,
        connections,
        rps: Math.round(r.requests.average),
        p50: r.latency.p50,
        p99: r.latency.p99,
        ok: r["2xx"] + r["3xx"],
        limited,
        other4xx: r["4xx"] - limited,
        s5xx: r["5xx"],
        // Connection errors, timeouts included.
        errors: r.errors,
        healthzWorstMs,
      });
      console.log(JSON.stringify(rows.at(-1)));
    }
  }
}

/**
 * Asks `url` every 50 ms (one request at a time) until stopped; answers the longest wait.
 * A wait that has not ended when the cell does counts up to then.
 */
function probeHealthz(url: string) {
  let running = true;
  let worst = 0;
  let inFlightSince: number | undefined;
  const loop = (async () => {
    while (running) {
      inFlightSince = performance.now();
      await fetch(url).then(
        (r) => r.arrayBuffer(),
        () => {},
      );
      worst = Math.max(worst, performance.now() - inFlightSince);
      inFlightSince = undefined;
      await new Promise((r) => setTimeout(r, 50));
    }
  })();
  return {
    async stop() {
      running = false;
      const cutOff = inFlightSince === undefined ? 0 : performance.now() - inFlightSince;
      await loop;
      return Math.round(Math.max(worst, cutOff));
    },
  };
}

const staticScenarios = (url: string): Scenario[] => [
  { name: `prerendered page (${PAGE})`, opts: { url: url + PAGE } },
  { name: "curriculum download (.pdf)", opts: { url: url + DOWNLOAD } },
];

/** nginx (Debian's package) with `server` as its one server block, on a free port; undefined where it cannot be had. */
async function startNginx(server: (port: number) => string, purpose: string) {
  if (!ensureDebianPackage("/usr/sbin/nginx", "nginx", purpose)) return undefined;
  const dir = mkdtempSync(path.join(os.tmpdir(), "genehive-nginx-"));
  chmodSync(dir, 0o777);
  const port = await freePort();
  writeFileSync(
    path.join(dir, "nginx.conf"),
    `worker_processes auto;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log;
events { worker_connections 4096; }
http {
  include /etc/nginx/mime.types;
  access_log off;
  sendfile on;
  keepalive_requests 1000000;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
${server(port)}
}
`,
  );
  const nginx = spawn("/usr/sbin/nginx", ["-c", path.join(dir, "nginx.conf"), "-e", path.join(dir, "error.log")], {
    stdio: "inherit",
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 50; i++) {
    if (
      await fetch(url + PAGE).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    async stop() {
      nginx.kill("SIGTERM");
      await new Promise((r) => nginx.once("exit", r));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** nginx serving the same build: the static ceiling on this machine. */
async function benchNginx() {
  const nginx = await startNginx(
    (port) => `  server {
    listen 127.0.0.1:${port};
    root ${path.join(buildDir, "client")};
    location / { try_files $uri $uri/index.html =404; }
    location /materials/ { alias ${path.join(buildDir, "materials")}/; }
  }`,
    "the static-file ceiling",
  );
  if (!nginx) return;
  try {
    await measure("nginx", staticScenarios(nginx.url));
  } finally {
    await nginx.stop();
  }
}

/**
 * nginx in front of several server processes, with the deploy guide's own blocks (docs/deploy.md): section 9's
 * upstream with one line per process, and the `location /` of section 6's site block, served over http here.
 */
function proxyServerBlock(servers: string[]) {
  const upstream = guideUpstream(servers.map((url) => new URL(url).host));
  const location = guideBlock("nginx-tls").match(/^ {2}location \/ \{\n[\s\S]*?\n {2}\}\n/m)?.[0];
  if (!location) throw new Error("the guide's site block no longer has its `location / { … }`");
  return (port: number) => `${upstream}server {\n  listen 127.0.0.1:${port};\n${location}}`;
}

async function benchEngine(engine: "pglite" | "postgres") {
  const started = performance.now();
  const { env, cleanup } = await prepareSeededDatabase(engine);
  console.log(`${engine}: seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  // The servers must use the seeded folder/database, not a new one; several share one secret, so that each accepts
  // a session another made.
  const count = engine === "postgres" ? processes : 1;
  const secret = { AUTH_SECRET: randomBytes(32).toString("hex") };
  const servers = await Promise.all(
    Array.from({ length: count }, () => startServer({ ...env, ...secret, TRUST_PROXY: "true" })),
  );
  const front =
    count > 1 ? await startNginx(proxyServerBlock(servers.map((s) => s.url)), "the processes' proxy") : undefined;
  const server = { url: front?.url ?? servers[0]!.url };
  try {
    if (count > 1 && !front) throw new Error("--processes needs nginx in front of the processes");
    // Signed up at one process: through the proxy every sign-up would come from one address and meet its limit.
    const members = (await signUpMembers(servers[0]!.url, memberCount, "poster")).map(cookieHeader);
    const cookie = members[0]!;
    const settle = () => fetch(`${server.url}/community/forum`, { headers: { cookie } }).then((r) => r.arrayBuffer());
    await measure(
      front ? `${engine} ×${count} (nginx)` : engine,
      [
        ...staticScenarios(server.url),
        { name: "forum home", opts: { url: `${server.url}/community/forum`, headers: { cookie } } },
        { name: "topic page", opts: { url: `${server.url}/community/forum/topic/5000`, headers: { cookie } } },
        {
          name: `post reply (${memberCount} members)`,
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
      ],
      settle,
      `${server.url}/healthz`,
    );
  } finally {
    await front?.stop();
    await Promise.all(servers.map((s) => s.stop()));
    await cleanup();
  }
}

if (staticScenarios("").some(chosen)) await benchNginx();
await benchEngine("pglite");
if (process.env.DATABASE_URL) await benchEngine("postgres");

console.log(
  `\n${duration} s per cell, ${os.cpus().length} cores (shared with autocannon), ${process.version}, ${new Date().toISOString()}${processes > 1 ? `; PostgreSQL through nginx to ${processes} processes` : ""}\n`,
);
console.log(
  "| server | scenario | connections | req/s | p50 ms | p99 ms | ok (2xx/3xx) | 429 | other 4xx | 5xx | errors | /healthz worst ms |\n|---|---|---|---|---|---|---|---|---|---|---|---|",
);
for (const r of rows)
  console.log(
    `| ${r.server} | ${r.scenario} | ${r.connections} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.ok} | ${r.limited} | ${r.other4xx} | ${r.s5xx} | ${r.errors} | ${r.healthzWorstMs ?? ""} |`,
  );
