// npm run lighthouse [-- --base http://localhost:3000 --runs 3 --cookie "better-auth.session_token=…" /path …]
// Audits pages of a running production server with Lighthouse (mobile preset) in Debian's Chromium and
// prints the median of each score and of LCP, TBT and CLS. Community pages need --cookie (signed in).
import { spawnSync } from "node:child_process";
import { parseArgs } from "node:util";
import { prerenderPaths } from "../app/content/prerender-paths.ts";
import { chromiumPath } from "./ensure-chromium.ts";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    base: { type: "string", default: "http://localhost:3000" },
    runs: { type: "string", default: "3" },
    cookie: { type: "string" },
  },
});
const paths = positionals.length ? positionals : prerenderPaths;
const runs = Math.max(1, Number(values.runs));
const chromeFlags =
  "--headless --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync";

interface Result {
  performance: number;
  accessibility: number;
  "best-practices": number;
  seo: number;
  lcp: number;
  tbt: number;
  cls: number;
}

function audit(url: string): Result {
  const args = [
    "--yes",
    "lighthouse@13",
    url,
    "--output=json",
    "--output-path=stdout",
    "--quiet",
    `--chrome-flags=${chromeFlags}`,
    "--only-categories=performance,accessibility,best-practices,seo",
  ];
  if (values.cookie) args.push(`--extra-headers=${JSON.stringify({ Cookie: values.cookie })}`);
  const out = spawnSync("npx", args, {
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
    env: { ...process.env, CHROME_PATH: chromiumPath() },
  });
  if (out.status !== 0) throw new Error(`lighthouse failed for ${url}: ${out.stderr.slice(-2000)}`);
  const report = JSON.parse(out.stdout);
  const score = (id: string) => Math.round((report.categories[id]?.score ?? 0) * 100);
  const audit = (id: string) => report.audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    "best-practices": score("best-practices"),
    seo: score("seo"),
    lcp: audit("largest-contentful-paint"),
    tbt: audit("total-blocking-time"),
    cls: audit("cumulative-layout-shift"),
  };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;

console.log(`Lighthouse 13, mobile preset, median of ${runs} run(s), ${values.base}\n`);
console.log("| page | perf | a11y | best practices | SEO | LCP | TBT | CLS |\n|---|---|---|---|---|---|---|---|");
for (const path of paths) {
  const results = Array.from({ length: runs }, () => audit(values.base + path));
  const m = (k: keyof Result) => median(results.map((r) => r[k]));
  console.log(
    `| ${path} | ${m("performance")} | ${m("accessibility")} | ${m("best-practices")} | ${m("seo")} | ${(m("lcp") / 1000).toFixed(2)} s | ${Math.round(m("tbt"))} ms | ${m("cls").toFixed(3)} |`,
  );
}
