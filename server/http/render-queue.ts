import type { NextFunction, Request, Response } from "express";
import onHeaders from "on-headers";
import { createGate } from "#server/gate.ts";

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
  const gate = createGate(turns);
  return function takeTurn(req: Request, res: Response, next: NextFunction) {
    if (exempt(req)) return next();
    void gate(
      () =>
        new Promise<void>((done) => {
          if (req.socket.destroyed) return done();
          // The next request starts on a turn of the event loop of its own, not straight after this one's head:
          // passed on at once, the turns kept the thread busy and /healthz waited 200-270 ms at 50 connections.
          const finish = () => setImmediate(done);
          onHeaders(res, finish);
          res.once("close", finish);
          next();
        }),
    );
  };
}
