import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { contentSecurityPolicy, inlineScriptHashes } from "./security-headers.ts";

export interface PrerenderedPage {
  body: Buffer;
  gzip: Buffer;
  brotli: Buffer;
  etag: string;
  csp: string;
}

/**
 * Loads every prerendered page (build/client/**\/index.html) into memory, compressed once,
 * with a CSP that allows exactly its own inline scripts by hash.
 */
export function loadPrerenderedPages(clientDir: string): Map<string, PrerenderedPage> {
  const pages = new Map<string, PrerenderedPage>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir)) {
      const full = path.join(dir, entry);
      if (entry === "assets" && dir === clientDir) continue;
      if (statSync(full).isDirectory()) walk(full);
      else if (entry === "index.html") {
        const rel = path.relative(clientDir, path.dirname(full)).split(path.sep).join("/");
        const urlPath = rel ? `/${rel}` : "/";
        const body = readFileSync(full);
        pages.set(urlPath, {
          body,
          gzip: gzipSync(body, { level: 9 }),
          brotli: brotliCompressSync(body),
          etag: `"${createHash("sha1").update(body).digest("base64url")}"`,
          csp: contentSecurityPolicy(inlineScriptHashes(body.toString("utf8"))),
        });
      }
    }
  };
  walk(clientDir);
  return pages;
}
