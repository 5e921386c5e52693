import type { NextFunction, Request, Response } from "express";
import { log } from "#server/log.ts";

const KB = 1024;

/** Largest request body per path: forms are small; forum posts and assistant conversations are larger. */
export function bodyLimit(path: string): number {
  if (path.startsWith("/api/assistant")) return 256 * KB;
  if (path.startsWith("/community/forum") || path.startsWith("/community/members")) return 128 * KB;
  // 4,000 characters of any script, percent-encoded, with room for the other fields.
  if (path === "/contact") return 64 * KB;
  return 16 * KB;
}

/**
 * The origin of the URL the request handler builds for this request, exactly as @react-router/express builds
 * it (the Host header, or X-Forwarded-Host behind a trusted proxy, and the protocol), or null when there is none.
 */
export function requestOrigin(req: Request): string | null {
  if (!req.hostname) return null;
  const forwardedHost = req.app.enabled("trust proxy") ? req.get("x-forwarded-host") : undefined;
  const port = [forwardedHost, req.get("host")]
    .map((host) => Number.parseInt(host?.split(":")[1] ?? "", 10))
    .find(Number.isSafeInteger);
  const host = req.hostname.split(/[\\/?#@]/)[0] || "localhost";
  try {
    return new URL(`${req.protocol}://${host}${port === undefined ? "" : `:${port}`}`).origin;
  } catch {
    return null;
  }
}

/**
 * A request must name the host it is for: HTTP/1.0 allows leaving Host out, and the request handler cannot
 * build the request's URL without one (it failed with a 500 and a stack in the log).
 */
export function refuseMissingHost(req: Request, res: Response, next: NextFunction) {
  if (req.hostname) return next();
  res.status(400).type("text/plain").send("The request names no host.");
}

/**
 * Refuses, before any route code runs: cross-site writes (CSRF — browsers always send
 * Origin or Sec-Fetch-Site on a cross-site POST) and bodies over the path's limit.
 */
export function writeGuards(publicUrl: string) {
  const publicOrigin = new URL(publicUrl).origin;
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return next();
    // A page whose referrer policy is no-referrer (or a browser set to send none) posts with `Origin: null`; the
    // browser's own Sec-Fetch-Site, which no page can set, still says whether the post came from this site. Such
    // an Origin says nothing, so it goes: React Router would refuse the action over it.
    if (req.get("origin") === "null" && req.get("sec-fetch-site") === "same-origin") delete req.headers.origin;
    const origin = req.get("origin");
    const ownOrigin = requestOrigin(req);
    const crossSite = origin
      ? origin !== publicOrigin && origin !== ownOrigin
      : req.get("sec-fetch-site") === "cross-site";
    if (crossSite) return void res.status(403).type("text/plain").send("Cross-site request refused.");
    // Our own page posted to a Host that is not ours (a misrouted or forged request): React Router would refuse
    // the action with a stack in the log; it is the client's mistake, so it gets a 400 and the request log line.
    if (origin && origin !== ownOrigin) {
      // The site's own pages posting to an address the server sees differently: a proxy that does not pass the
      // address on. Only the operator can fix it, so the log says how (docs/deploy.md section 6).
      if (origin === publicOrigin) warnProxySetup(origin, ownOrigin);
      return void res.status(400).type("text/plain").send("The request's Host does not match its Origin.");
    }
    const length = req.get("content-length");
    if (length === undefined && req.get("transfer-encoding")) {
      return void res.status(411).type("text/plain").send("A Content-Length header is required.");
    }
    if (Number(length ?? 0) > bodyLimit(req.path)) {
      return void res.status(413).type("text/plain").send("The request is too large.");
    }
    next();
  };
}

let warnedAt = 0;

function warnProxySetup(publicOrigin: string, seen: string | null) {
  if (Date.now() - warnedAt < 60_000) return;
  warnedAt = Date.now();
  log("warn", "a form of this site was refused: the server sees its address as another one", {
    publicUrl: publicOrigin,
    seenAs: seen,
    hint: "behind a reverse proxy set TRUST_PROXY=true and have the proxy send X-Forwarded-Proto and Host $http_host",
  });
}

/** The methods the site answers; the Fetch API behind the request handler cannot even represent TRACE or CONNECT. */
const METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];

export function refuseOtherMethods(req: Request, res: Response, next: NextFunction) {
  if (METHODS.includes(req.method)) return next();
  res.status(405).set("Allow", METHODS.join(", ")).type("text/plain").send("Method not allowed.");
}

/**
 * Refuses an address with an encoded NUL character: no page has one, and PostgreSQL can neither store nor
 * search text that holds one, so it must not reach a query as a search term, slug or name.
 */
export function refuseNulInAddress(req: Request, res: Response, next: NextFunction) {
  if (!req.originalUrl.includes("%00")) return next();
  res.status(400).type("text/plain").send("The address contains a null character.");
}
