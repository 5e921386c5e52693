import { randomUUID } from "node:crypto";
import path from "node:path";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express, { type NextFunction, type Request, type Response } from "express";
import type { RouterContextProvider, ServerBuild } from "react-router";
import { isKeyAddress } from "#app/content/curriculum/keys.ts";
import type { Config } from "#server/config.ts";
import { log, requestContext } from "#server/log.ts";
import { KEYS_FOLDER } from "#server/materials/keys-folder.ts";
import { earlierReleases } from "#server/releases.ts";
import { filesInMemory } from "./files-in-memory.ts";
import { refuseMissingHost, refuseNulInAddress, refuseOtherMethods, writeGuards } from "./guards.ts";
import { languageHome, servesPrerenderedShell, varyShell } from "./language.ts";
import { loadPrerenderedPages } from "./prerendered.ts";
import { renderQueue } from "./render-queue.ts";
import { baseSecurityHeaders, contentSecurityPolicy, createNonce } from "./security-headers.ts";

/** What the server build's entry module exports for the custom server. */
export interface ServerRuntime {
  startup(config: Config): Promise<void>;
  shutdown(): Promise<void>;
  ready(): Promise<boolean>;
  /** Whether PostgreSQL is known to be out of reach (server/db/outage.ts; never, on the embedded database). */
  databaseDown(): boolean;
  createLoadContext(nonce: string, clientIp: string, keysDir: string): RouterContextProvider;
}

export interface AppOptions {
  /** The server build, or (in development) a function that loads its current version per request. */
  build: ServerBuild | (() => Promise<ServerBuild>);
  runtime: ServerRuntime;
  config: Config;
  /** Where the build's client files and materials are (development: only its materials). */
  buildDir: string;
  /**
   * Development (npm run dev): Vite's middleware serves the scripts and styles with hot reload, and every
   * page is rendered per request instead of served prerendered; everything else is as in production.
   */
  vite?: { middlewares: express.RequestHandler };
}

/**
 * How much of one build's materials a process keeps in memory: all of today's (16 MB, 7 of them zips) with room to
 * grow; a file past it is streamed from disk.
 */
const MATERIALS_HELD_BYTES = 48 * 1024 * 1024;

/**
 * How many rendered requests a process works on at once (./render-queue.ts). Enough to keep the embedded database's
 * worker busy while the thread renders: at 50 connections 8 kept the forum's throughput and cut /healthz's worst
 * wait to under 100 ms, where 4 lost throughput and 16 let the wait grow back (docs/quality.md, issue 33).
 */
const RENDER_TURNS = 8;

export function createApp(options: AppOptions) {
  const { build, runtime, config, buildDir, vite } = options;
  const clientDir = path.join(buildDir, "client");
  const pages = vite ? new Map<string, never>() : loadPrerenderedPages(buildDir);
  const securityHeaders = baseSecurityHeaders(config.publicUrl.startsWith("https:"));

  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", config.TRUST_PROXY);

  app.use(requestLog);
  app.use((_req, res, next) => {
    res.set(securityHeaders);
    next();
  });

  // Everything up to the request handler below (liveness, scripts and styles, downloads, prerendered pages, the
  // site's files) is answered without the database: the session is read, and every query made, only by the React
  // Router middleware and loaders inside the request handler, so a busy database never holds these up (issue 33).

  // Liveness: the process answers (never asks the database, so an outage does not get it restarted).
  app.get("/healthz", (_req, res) => {
    res.set("Cache-Control", "no-store").json({ status: "ok" });
  });
  // Readiness: the database answers too; a load balancer sends members elsewhere while it does not.
  app.get("/readyz", async (_req, res) => {
    const ok = await runtime.ready();
    res
      .status(ok ? 200 : 503)
      .set("Cache-Control", "no-store")
      .json({ status: ok ? "ready" : "database unavailable" });
  });

  // Generated lesson plans and handouts: always downloaded, never rendered inline. This build's, else an earlier
  // build's, for a link on a page opened before an upgrade.
  // Never a key, though (issue 30): a release built before keys left the public folder still holds them there.
  // Ahead of the compression middleware: PDFs, Word files and zips are compressed already.
  // Held in memory once read (./files-in-memory.ts): a download is answered at nearly a prerendered page's rate.
  // Not in development, where the materials are regenerated in place as an author edits the content.
  for (const dir of vite ? [buildDir] : [buildDir, ...earlierReleases(buildDir)]) {
    const serve = filesInMemory(path.join(dir, "materials"), {
      maxAge: 3600,
      headers: (res, file) => res.attachment(path.basename(file)),
      budgetBytes: vite ? 0 : MATERIALS_HELD_BYTES,
    });
    app.use("/materials", (req, res, next) => (isKeyAddress(`/materials${req.path}`) ? next() : serve(req, res, next)));
  }

  // Event streams must reach the client as they are written, so they are never compressed.
  app.use(
    compression({
      filter: (req, res) =>
        !String(res.getHeader("Content-Type") ?? "").startsWith("text/event-stream") && compression.filter(req, res),
    }),
  );

  if (vite) {
    app.use(vite.middlewares);
  } else {
    // Hashed scripts and styles: this build's, then those of the builds before it (server/releases.ts), so a page
    // a browser opened before an upgrade keeps loading the code it names.
    const assetFolders = [buildDir, ...earlierReleases(buildDir)].map((dir) => path.join(dir, "client", "assets"));
    for (const folder of assetFolders) {
      app.use("/assets", express.static(folder, { immutable: true, maxAge: "1y", index: false, redirect: false }));
    }
    app.use("/assets", (_req, res) => void res.status(404).type("text/plain").send("Not found"));
  }

  // `/` for a visitor who chose another language, before the prerendered `/` is served.
  app.use(languageHome);
  app.use(varyShell);

  app.use((req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const page = pages.get(req.path);
    if (!page || !servesPrerenderedShell(req)) return next();
    res.set({
      "Content-Type": "text/html; charset=utf-8",
      "Content-Security-Policy": page.csp,
      "Cache-Control": "public, max-age=0, must-revalidate",
      ETag: page.etag,
    });
    // Added to, not replaced: `/` varies with the language cookie as well (./language.ts).
    res.vary("Accept-Encoding");
    if (req.headers["if-none-match"] === page.etag) return void res.status(304).end();
    const accepts = String(req.headers["accept-encoding"] ?? "");
    const [body, encoding] = /\bbr\b/.test(accepts)
      ? [page.brotli, "br"]
      : /\bgzip\b/.test(accepts)
        ? [page.gzip, "gzip"]
        : [page.body, undefined];
    if (encoding) res.set("Content-Encoding", encoding);
    res.set("Content-Length", String(body.length));
    // Already compressed: keep the compression middleware out of it.
    res.set("Cache-Control", "public, max-age=0, must-revalidate, no-transform");
    res.end(req.method === "HEAD" ? undefined : body);
  });

  // The site's own files (/site.js, icons, the prerendered pages' .data): every one has an extension, so page
  // addresses skip the file-system lookup.
  if (!vite) {
    const files = express.static(clientDir, { maxAge: "1h", index: false, redirect: false });
    app.use((req, res, next) => (path.posix.extname(req.path) ? files(req, res, next) : next()));
  }

  app.use(refuseMissingHost);
  app.use(writeGuards(config.publicUrl));
  app.use(refuseOtherMethods);
  app.use(refuseNulInAddress);
  // Waiting is not rendering, so it takes no turn: the assistant's answer waits on an outside provider (up to
  // AI_TIMEOUT_MS) before it starts, and while PostgreSQL is out of reach a request may wait up to the pool's
  // connection timeout before its 503.
  app.use(renderQueue(RENDER_TURNS, (req) => req.path === "/api/assistant" || runtime.databaseDown()));

  app.all(
    "/{*splat}",
    (_req, res, next) => {
      res.locals.nonce = createNonce();
      res.set("Content-Security-Policy", contentSecurityPolicy([`'nonce-${res.locals.nonce}'`, "'strict-dynamic'"]));
      next();
    },
    createRequestHandler({
      build,
      mode: config.NODE_ENV,
      getLoadContext: (req, res) =>
        runtime.createLoadContext(res.locals.nonce as string, req.ip ?? "unknown", path.join(buildDir, KEYS_FOLDER)),
    }),
  );

  app.use((error: unknown, req: Request, res: Response, _next: NextFunction) => {
    // The request handler builds the request's URL from the Host header (behind a trusted proxy, from
    // X-Forwarded-Host and -Proto) and the request target: when those make no URL, the request is malformed.
    const status =
      (error as { code?: string }).code === "ERR_INVALID_URL" ? 400 : ((error as { status?: number }).status ?? 500);
    if (status >= 500) log("error", "unhandled error", { path: req.originalUrl.split("?")[0], err: error });
    if (res.headersSent) return void res.end();
    res
      .status(status)
      .type("text/plain")
      .send(status === 404 ? "Not found" : status < 500 ? "Bad request" : "Internal server error");
  });

  return app;
}

/**
 * One line for every response, written when it ends, or when the connection closes first (a stream cut off: the
 * line says `aborted`). Each request gets an id, sent back as X-Request-Id and carried by every line logged while
 * it is handled. The path is the whole one (`/assets/…`, not the part after a mount point).
 */
function requestLog(req: Request, res: Response, next: NextFunction) {
  const start = process.hrtime.bigint();
  const reqId = randomUUID();
  res.setHeader("X-Request-Id", reqId);
  const line = (aborted: boolean) => {
    const status = res.statusCode;
    log(status >= 500 ? "error" : "info", "request", {
      method: req.method,
      path: req.originalUrl.split("?")[0],
      status,
      ms: Number((process.hrtime.bigint() - start) / 1000n) / 1000,
      bytes: Number(res.getHeader("Content-Length") ?? 0) || undefined,
      ip: req.ip,
      ...(aborted ? { aborted: true } : {}),
    });
  };
  res.once("finish", () => line(false));
  res.once("close", () => {
    if (!res.writableFinished) line(true);
  });
  requestContext.run({ reqId }, next);
}
