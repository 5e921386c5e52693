import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { contentSecurityPolicy, inlineScriptHashes } from "./security-headers.ts";

export interface PrerenderedPage {
  body: Buffer;
  gzip: Buffer;
  brotli: Buffer;
  etag: string;
  csp: string;
}

/** What the build records of each prerendered page (BUILD_DIR/prerendered.json), keyed by its URL path. */
interface ManifestEntry {
  /** The page's folder under build/client ("" for /), holding index.html and its .gz and .br copies. */
  dir: string;
  etag: string;
  /** `'sha256-…'` sources of the page's inline scripts, for its Content-Security-Policy. */
  scripts: string[];
}

const manifestFile = (buildDir: string) => path.join(buildDir, "prerendered.json");

/**
 * At build time: compresses every prerendered page (build/client/**\/index.html) once, at brotli's and gzip's
 * best, beside it, and records its ETag and the hashes of its inline scripts. Doing this at start-up took the
 * server two seconds of CPU (brotli at quality 11 over 40 pages) before it could answer.
 */
export function writePrerenderedPages(buildDir: string): number {
  const clientDir = path.join(buildDir, "client");
  const manifest: Record<string, ManifestEntry> = {};
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir)) {
      const full = path.join(dir, entry);
      if (entry === "assets" && dir === clientDir) continue;
      if (statSync(full).isDirectory()) walk(full);
      else if (entry === "index.html") {
        const rel = path.relative(clientDir, dir).split(path.sep).join("/");
        const body = readFileSync(full);
        writeFileSync(`${full}.gz`, gzipSync(body, { level: 9 }));
        writeFileSync(
          `${full}.br`,
          brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
        );
        manifest[rel ? `/${rel}` : "/"] = {
          dir: rel,
          etag: `"${createHash("sha1").update(body).digest("base64url")}"`,
          scripts: inlineScriptHashes(body.toString("utf8")),
        };
      }
    }
  };
  walk(clientDir);
  writeFileSync(manifestFile(buildDir), JSON.stringify(manifest));
  return Object.keys(manifest).length;
}

/**
 * The prerendered pages as the build left them: each page with its compressed copies, ETag and a CSP that
 * allows exactly its own inline scripts. Reading them is all start-up does (a few MB, a few milliseconds).
 */
export function loadPrerenderedPages(buildDir: string): Map<string, PrerenderedPage> {
  const file = manifestFile(buildDir);
  if (!existsSync(file)) throw new Error(`${file} is missing: the build did not finish; run \`npm run build\`.`);
  const manifest = JSON.parse(readFileSync(file, "utf8")) as Record<string, ManifestEntry>;
  const pages = new Map<string, PrerenderedPage>();
  for (const [urlPath, { dir, etag, scripts }] of Object.entries(manifest)) {
    const html = path.join(buildDir, "client", dir, "index.html");
    pages.set(urlPath, {
      body: readFileSync(html),
      gzip: readFileSync(`${html}.gz`),
      brotli: readFileSync(`${html}.br`),
      etag,
      csp: contentSecurityPolicy(scripts),
    });
  }
  return pages;
}
