import { createHash } from "node:crypto";
import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import express, { type NextFunction, type Request, type RequestHandler, type Response } from "express";

/** A file as it is answered: its bytes and the headers that never change while the process runs. */
interface HeldFile {
  body: Buffer;
  etag: string;
  lastModified: string;
}

export interface FilesInMemoryOptions {
  /** Cache-Control max-age in seconds. */
  maxAge: number;
  /** Headers of a file's answer besides the standard ones (a download's Content-Disposition). */
  headers?: (res: Response, file: string) => void;
  /** How many bytes may be held; files past it are streamed from disk as before. 0 holds none. */
  budgetBytes: number;
}

/**
 * A build's folder of generated files served from memory (issue 33). A build never changes once made (releases
 * are atomic: a new one is a new folder), so a file is read once, on its first request, and its ETag (a hash of
 * its bytes) worked out then; every later request is answered from the buffer without a `stat` or a stream.
 * express.static answered downloads at a fifth of nginx's rate, its time going to those per-request file-system
 * calls. Conditional and range requests are answered as express.static answers them (Express's own `req.fresh`
 * and `req.range`); an address that is not a file of the folder goes on to `next`, as express.static's does.
 */
export function filesInMemory(root: string, options: FilesInMemoryOptions): RequestHandler {
  const held = new Map<string, Promise<HeldFile | undefined>>();
  let heldBytes = 0;
  // What does not fit the budget, and anything this module declines to judge, goes the old way.
  const fromDisk = express.static(root, {
    index: false,
    redirect: false,
    maxAge: options.maxAge * 1000,
    setHeaders: options.headers,
  });
  if (options.budgetBytes === 0) return fromDisk;

  const load = async (file: string): Promise<HeldFile | undefined> => {
    const info = await stat(file).catch(() => undefined);
    if (!info?.isFile() || heldBytes + info.size > options.budgetBytes) return undefined;
    heldBytes += info.size;
    const body = await readFile(file);
    return {
      body,
      etag: `"${createHash("sha1").update(body).digest("base64url")}"`,
      lastModified: info.mtime.toUTCString(),
    };
  };

  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== "GET" && req.method !== "HEAD") return fromDisk(req, res, next);
    const file = fileOf(root, req.path);
    if (!file) return fromDisk(req, res, next);
    let entry = held.get(file);
    if (!entry) {
      entry = load(file);
      held.set(file, entry);
      // A miss is not remembered: any address can be asked for, and the map must not grow with them.
      void entry.then((found) => found || held.delete(file));
    }
    entry.then(
      (found) => (found ? answer(req, res, found, file, options) : fromDisk(req, res, next)),
      () => fromDisk(req, res, next),
    );
  };
}

/** The file an address names inside `root`, or undefined for one express.static would not serve from memory. */
function fileOf(root: string, urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  // Dot-files, parent folders, NUL and backslashes are left to express.static's own refusals.
  if (decoded.includes("\0") || decoded.includes("\\") || decoded.split("/").some((part) => part.startsWith(".")))
    return undefined;
  const file = path.join(root, decoded);
  return file.startsWith(root + path.sep) ? file : undefined;
}

function answer(req: Request, res: Response, held: HeldFile, file: string, options: FilesInMemoryOptions) {
  res.set({
    "Accept-Ranges": "bytes",
    "Cache-Control": `public, max-age=${options.maxAge}`,
    ETag: held.etag,
    "Last-Modified": held.lastModified,
  });
  res.type(path.extname(file));
  options.headers?.(res, file);
  if (req.fresh) return void res.status(304).end();

  let body = held.body;
  const ranges = req.headers.range ? req.range(body.length, { combine: true }) : undefined;
  if (ranges === -1) {
    res.set("Content-Range", `bytes */${body.length}`);
    return void res.status(416).end();
  }
  // One range is answered with it; several (or a malformed header) with the whole file, as express.static does.
  if (Array.isArray(ranges) && ranges.length === 1 && ranges.type === "bytes" && rangeStillApplies(req, held)) {
    const { start, end } = ranges[0]!;
    res.status(206).set("Content-Range", `bytes ${start}-${end}/${body.length}`);
    body = body.subarray(start, end + 1);
  }
  res.set("Content-Length", String(body.length));
  res.end(req.method === "HEAD" ? undefined : body);
}

/** If-Range: a range of a file that changed since the client's copy is answered with the whole file. */
function rangeStillApplies(req: Request, held: HeldFile): boolean {
  const ifRange = req.get("If-Range");
  if (!ifRange) return true;
  return ifRange.includes('"') ? ifRange === held.etag : Date.parse(ifRange) >= Date.parse(held.lastModified);
}
