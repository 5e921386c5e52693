import type { NextFunction, Request, Response } from "express";
import onHeaders from "on-headers";

/**
 * Pages and actions rendered by the server take their turn, a few at a time, first come first served (issue 33).
 *
 * Rendering is the server thread's work: every request let in at once interleaves its database answers and its React
 * render with every other's, so under a class's burst each one waits on all the others at every step, the slowest
 * far longer than the rest, and /healthz waits behind a whole round of them. Let in a few at a time, each request is
 * rendered almost as if alone while the rest wait in order: the same throughput, a far shorter tail, and the thread
 * free between rounds. A turn lasts until the response's head is written (a stream, such as the assistant's answer,
 * gives its turn back as it starts) or the connection closes; a request whose client left while it waited is skipped.
 */
export function renderQueue(turns: number, exempt: (req: Request) => boolean = () => false) {
  let active = 0;
  const waiting: (() => void)[] = [];

  const startNext = () => {
    while (active < turns && waiting.length) waiting.shift()!();
  };

  return function takeTurn(req: Request, res: Response, next: NextFunction) {
    if (exempt(req)) return next();
    const start = () => {
      if (req.socket.destroyed) return;
      active++;
      let done = false;
      const finish = () => {
        if (done) return;
        done = true;
        active--;
        // Not inside another response's writeHead: the next request starts on its own turn of the event loop.
        setImmediate(startNext);
      };
      onHeaders(res, finish);
      res.once("close", finish);
      next();
    };
    if (active < turns && !waiting.length) start();
    else waiting.push(start);
  };
}
