// npm run js-size [-- --skip-build --dir build-analysis --top 5]
// How much JavaScript each page ships (gzip level 9, as a CDN would serve it) and which source modules
// make it up, attributed byte by byte through source maps. It builds its own copy of the site with hidden
// source maps (GENEHIVE_SOURCEMAPS=1, read by vite.config.ts) in --dir, so the public build never has them;
// the bundles are byte-identical to a normal build's. Budgets are reported, never enforced: the exit code
// is non-zero only when something could not be measured.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import { SourceMapConsumer } from "source-map-js";
import { root } from "../lib/project.ts";
import {
  communityPages,
  prerenderedPages,
  type SitePage,
  serverPublicPages,
  unlistedPrerenderedPages,
} from "../lib/site-routes.ts";

const { values } = parseArgs({
  options: {
    dir: { type: "string", default: "build-analysis" },
    "skip-build": { type: "boolean", default: false },
    top: { type: "string", default: "5" },
  },
});
const buildDir = path.resolve(root, values.dir);
const clientDir = path.join(buildDir, "client");
const top = Math.max(1, Number(values.top) || 5);
/** The landing page's budget: it ships no React, only the shared progressive-enhancement script. */
const landingBudgetKb = 60;

class MeasureError extends Error {}

if (!values["skip-build"]) {
  console.error(`Building with hidden source maps into ${path.relative(root, buildDir)}/ …`);
  // The build's log goes to stderr, so `npm run js-size > sizes.md` captures just the report.
  const result = spawnSync("react-router", ["build"], {
    cwd: root,
    stdio: ["ignore", 2, 2],
    env: { ...process.env, BUILD_DIR: buildDir, GENEHIVE_SOURCEMAPS: "1" },
  });
  if (result.status !== 0) fail(`the analysis build failed (exit ${result.status ?? result.signal})`);
}
const serverEntry = path.join(buildDir, "server", "index.js");
if (!existsSync(serverEntry)) fail(`No build at ${serverEntry}; run without --skip-build.`);
const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;

// ---------------------------------------------------------------- files, their imports, their modules

interface JsFile {
  url: string;
  raw: number;
  gzip: number;
  /** Static imports (loaded with the file) and dynamic ones (loaded on demand), as URLs. */
  imports: string[];
  lazyImports: string[];
  /** Minified bytes per source module. */
  modules: Map<string, number>;
}

const files = new Map<string, JsFile>();

function fileFor(url: string): JsFile {
  const known = files.get(url);
  if (known) return known;
  const full = path.join(clientDir, url);
  if (!url.startsWith("/") || !full.startsWith(clientDir) || !existsSync(full)) {
    throw new MeasureError(`${url} is referenced but not in ${path.relative(root, clientDir)}`);
  }
  const code = readFileSync(full, "utf8");
  const bytes = Buffer.from(code);
  const dir = path.posix.dirname(url);
  // Rolldown writes specifiers as "…", '…' or `…`; only the chunk's own relative imports matter.
  const spec = String.raw`(["'\x60])(\.{1,2}/[^"'\x60]+?\.js)\1`;
  const staticRe = new RegExp(String.raw`(?:\bfrom\s*|\bimport\s*)${spec}`, "g");
  const dynamicRe = new RegExp(String.raw`\bimport\(\s*${spec}\s*\)`, "g");
  const resolve = (specifier: string) => path.posix.join(dir, specifier);
  const file: JsFile = {
    url,
    raw: bytes.length,
    gzip: gzipSync(bytes, { level: 9 }).length,
    imports: [...new Set([...code.matchAll(staticRe)].map((m) => resolve(m[2]!)))],
    lazyImports: [...new Set([...code.matchAll(dynamicRe)].map((m) => resolve(m[2]!)))],
    modules: attributeBytes(full, code, url),
  };
  files.set(url, file);
  return file;
}

/** Splits a bundle's bytes among its sources, following every mapping to the next one on its line. */
function attributeBytes(full: string, code: string, url: string): Map<string, number> {
  const modules = new Map<string, number>();
  const add = (name: string, n: number) => n > 0 && modules.set(name, (modules.get(name) ?? 0) + n);
  const mapFile = `${full}.map`;
  if (!existsSync(mapFile)) {
    // Files in public/ (site.js) are copied as written, without a map: they are their own source.
    if (url.startsWith("/assets/")) throw new MeasureError(`${url} has no source map; was the build made by js-size?`);
    add(`public${url}`, Buffer.byteLength(code));
    return modules;
  }
  const consumer = new SourceMapConsumer(JSON.parse(readFileSync(mapFile, "utf8")));
  const lines = code.split("\n");
  const owner: { line: number; column: number; name: string }[] = [];
  consumer.eachMapping(
    (m) => owner.push({ line: m.generatedLine, column: m.generatedColumn, name: moduleName(m.source, mapFile) }),
    null,
    SourceMapConsumer.GENERATED_ORDER,
  );
  let cursor = 0;
  lines.forEach((text, index) => {
    const line = index + 1;
    const newline = index < lines.length - 1 ? 1 : 0;
    let column = 0;
    let name = "(unmapped)";
    for (; cursor < owner.length && owner[cursor]!.line === line; cursor++) {
      const next = owner[cursor]!;
      add(name, Buffer.byteLength(text.slice(column, next.column)));
      column = next.column;
      name = next.name;
    }
    add(name, Buffer.byteLength(text.slice(column)) + newline);
  });
  return modules;
}

/** A package for code from node_modules, the project path for our own code. */
function moduleName(source: string | null, mapFile: string): string {
  if (!source) return "(bundler runtime)";
  const clean = source.replace(/^\0/, "");
  if (!clean.startsWith(".") && !clean.startsWith("/")) return clean;
  const relative = path
    .relative(root, path.resolve(path.dirname(mapFile), clean))
    .split(path.sep)
    .join("/");
  const inPackage = relative.lastIndexOf("node_modules/");
  if (inPackage === -1) return relative;
  const parts = relative.slice(inPackage + "node_modules/".length).split("/");
  return parts[0]!.startsWith("@") ? `${parts[0]}/${parts[1]}` : parts[0]!;
}

/** Everything loading these URLs brings in: their static imports, transitively. */
function closure(urls: Iterable<string>): Set<string> {
  const seen = new Set<string>();
  const visit = (url: string) => {
    if (seen.has(url)) return;
    seen.add(url);
    for (const next of fileFor(url).imports) visit(next);
  };
  for (const url of urls) visit(url);
  return seen;
}

// ---------------------------------------------------------------- what a page loads

/** From prerendered HTML: script src, modulepreload links, and what inline module scripts import. */
function scriptsInHtml(html: string): string[] {
  const urls: string[] = [];
  const attr = (attrs: string, name: string) => new RegExp(String.raw`\b${name}="([^"]*)"`).exec(attrs)?.[1];
  for (const [, attrs = "", body = ""] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    const src = attr(attrs, "src");
    if (src) urls.push(src);
    else if (attr(attrs, "type") === "module") {
      // React Router's bootstrap imports the route modules, then import()s the entry right away.
      for (const m of body.matchAll(/\bimport\s*(?:[\w$*{},\s]+?\s*from\s*|\(\s*)?(["'`])(\/[^"'`]+?\.js)\1/g)) {
        urls.push(m[2]!);
      }
    }
  }
  for (const [, attrs = ""] of html.matchAll(/<link\b([^>]*)>/g)) {
    if (attr(attrs, "rel") === "modulepreload") urls.push(attr(attrs, "href")!);
  }
  return urls.map((u) => new URL(u, "http://x").pathname);
}

/** The islands a static page loads when first used (the unit assistant): on demand, like a lazy chunk. */
function islandsInHtml(html: string): string[] {
  const data = /<script type="application\/json" data-script-data="assistant">([\s\S]*?)<\/script>/.exec(html)?.[1];
  return data ? [(JSON.parse(data) as { island: string }).island] : [];
}

function prerenderedHtml(urlPath: string): string {
  const file = path.join(clientDir, urlPath, "index.html");
  if (!existsSync(file)) throw new MeasureError(`${urlPath} is in the prerender list but ${file} is missing`);
  return readFileSync(file, "utf8");
}

const routeTree: RouteObject[] = (() => {
  const children = new Map<string | undefined, RouteObject[]>();
  for (const r of Object.values(build.routes)) {
    if (!r) continue;
    const list = children.get(r.parentId) ?? [];
    list.push(
      (r.index
        ? { id: r.id, index: true, path: r.path, caseSensitive: r.caseSensitive }
        : { id: r.id, path: r.path, caseSensitive: r.caseSensitive }) as RouteObject,
    );
    children.set(r.parentId, list);
  }
  const attach = (route: RouteObject): RouteObject =>
    route.index ? route : { ...route, children: (children.get(route.id) ?? []).map(attach) };
  return (children.get(undefined) ?? []).map(attach);
})();

/**
 * What React Router's <Scripts> renders for a server-rendered page (entry, then every matched route's
 * module and imports), or nothing when a matched route's handle says the page is static.
 */
function scriptsFromManifest(urlPath: string): { urls: string[]; routeIds: string[] } {
  const matches = matchRoutes(routeTree, urlPath) ?? [];
  const routeIds = matches.map((m) => m.route.id!);
  if (routeIds.length === 0) throw new MeasureError(`no route matches ${urlPath}`);
  const hydrate = !routeIds.some(
    (id) => (build.routes[id]?.module.handle as { hydrate?: boolean } | undefined)?.hydrate === false,
  );
  // root.tsx loads /site.js on every page, hydrated or not.
  const urls = ["/site.js"];
  if (hydrate) {
    urls.push(build.assets.entry.module, ...build.assets.entry.imports);
    for (const id of routeIds) {
      const r = build.assets.routes[id];
      if (!r) throw new MeasureError(`route ${id} is not in the client manifest`);
      for (const u of [
        r.module,
        r.clientActionModule,
        r.clientLoaderModule,
        r.hydrateFallbackModule,
        ...(r.imports ?? []),
      ])
        if (u) urls.push(u);
    }
  }
  return { urls, routeIds };
}

// ---------------------------------------------------------------- measure every page

interface Row {
  label: string;
  files: number;
  gzip: number;
  modules: [string, number][];
  lazyGzip: number;
  lazyModules: [string, number][];
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const ownCode = (name: string) => name.startsWith("app/") || name.startsWith("public/");

/** Source modules of these files, largest first, in (estimated) gzip bytes. */
function modulesOf(urls: Iterable<string>): [string, number][] {
  const modules = new Map<string, number>();
  for (const url of urls) {
    const file = fileFor(url);
    // Gzip is not additive per module: each module gets its share of the file's minified bytes.
    const ratio = file.gzip / file.raw;
    for (const [name, bytes] of file.modules) modules.set(name, (modules.get(name) ?? 0) + bytes * ratio);
  }
  return [...modules].sort((x, y) => y[1] - x[1]);
}

function measure(page: SitePage, prerendered: boolean): Row {
  const fromManifest = scriptsFromManifest(page.path);
  let entry = fromManifest.urls;
  let islands: string[] = [];
  if (prerendered) {
    const html = prerenderedHtml(page.path);
    entry = scriptsInHtml(html);
    islands = islandsInHtml(html);
    // The HTML is the truth for prerendered pages; agreeing with it on the build's modules shows the manifest
    // reading is right (a page's plain scripts from public/, such as /unit-page.js, are the HTML's alone).
    const modules = (urls: string[]) =>
      [...closure(urls)]
        .filter((u) => u.startsWith("/assets/"))
        .sort()
        .join(" ");
    const [a, b] = [modules(entry), modules(fromManifest.urls)];
    if (a !== b) throw new MeasureError(`${page.path}: the HTML loads [${a}] but the manifest says [${b}]`);
  }
  const loaded = closure(entry);
  const lazy = closure([...[...loaded].flatMap((u) => fileFor(u).lazyImports), ...islands]);
  for (const u of loaded) lazy.delete(u);
  const sum = (urls: Iterable<string>) => [...urls].reduce((n, u) => n + fileFor(u).gzip, 0);
  return {
    label: page.label,
    files: loaded.size,
    gzip: sum(loaded),
    modules: modulesOf(loaded),
    lazyGzip: sum(lazy),
    lazyModules: modulesOf(lazy),
  };
}

function fail(message: string): never {
  console.error(`js-size: ${message}`);
  process.exit(1);
}

try {
  const sample = { categorySlug: "curriculum-units", topicId: "1", username: "someone" };
  const pages: [SitePage, boolean][] = [
    ...[...prerenderedPages, ...unlistedPrerenderedPages].map((p): [SitePage, boolean] => [p, true]),
    ...[...serverPublicPages, ...communityPages(sample)].map((p): [SitePage, boolean] => [p, false]),
  ];

  // A page route nobody measures would make "every page" untrue; the list in site-routes.ts must grow with it.
  const covered = new Set(pages.flatMap(([p]) => scriptsFromManifest(p.path).routeIds));
  // A route with a component is a page; the others (api/*, sitemap.xml, sign-out) are resource routes.
  const missing = Object.values(build.routes)
    .filter((r) => r?.module.default && !covered.has(r.id))
    .map((r) => r!.id);
  if (missing.length)
    throw new MeasureError(`page routes not covered by scripts/lib/site-routes.ts: ${missing.join(", ")}`);

  const rows = pages.map(([page, prerendered]) => measure(page, prerendered));
  console.log(`JavaScript per page, gzip level 9, ${new Date().toISOString().slice(0, 10)}\n`);
  console.log(
    "| page | JS gzip KB | files | largest modules (≈ gzip KB) | largest own code (≈ gzip KB) | on demand (gzip KB) |",
  );
  console.log("|---|---:|---:|---|---|---|");
  const list = (modules: [string, number][], n: number) =>
    modules
      .slice(0, n)
      .map(([name, bytes]) => `${name} ${kb(bytes)}`)
      .join(", ");
  for (const r of rows) {
    const lazy = r.lazyGzip ? `${kb(r.lazyGzip)}: ${list(r.lazyModules, 2)}` : "–";
    console.log(
      `| ${r.label} | ${kb(r.gzip)} | ${r.files} | ${list(r.modules, top)} | ${list(
        r.modules.filter(([name]) => ownCode(name)),
        2,
      )} | ${lazy} |`,
    );
  }
  console.log(
    "\nJS gzip KB: every script the page loads before it is interactive, each file gzipped on its own (level 9).",
  );
  console.log("Module sizes: each module's share of its file's minified bytes, scaled to the file's gzip size.");
  console.log(
    "Own code: modules under app/ and public/. On demand: chunks imported only when used, and islands (the unit assistant) fetched when first wanted (not counted).",
  );

  const landing = rows.find((r) => r.label === "/");
  if (!landing) throw new MeasureError("the landing page (/) was not measured");
  const within = landing.gzip <= landingBudgetKb * 1024;
  console.log(
    `\nBudget: landing page / ships ${kb(landing.gzip)} KB gzip of JavaScript; budget ≤ ${landingBudgetKb} KB: ${within ? "within budget" : "OVER BUDGET"}.`,
  );
} catch (error) {
  if (error instanceof MeasureError) fail(error.message);
  throw error;
}
