import type { Server, ServerResponse } from "node:http";

/**
 * Stopping without cutting anyone off (issue 27, item 1): `close()` stops accepting connections (a proxy sends
 * the next request to another process), lets the requests in progress finish, and closes the kept-alive
 * connections that wait for a request. What it does not do is tell the clients of the requests in progress: their
 * answers still say `Connection: keep-alive`, and a client (a proxy keeping connections to its upstreams, a
 * browser) that sends its next request on that connection as the server closes it gets a reset. So every answer
 * written once the server is closing says `Connection: close`.
 */
export function closeGracefully(server: Server, onClosed: () => void): void {
  closing.add(server);
  for (const res of unanswered.get(server) ?? []) sayClose(res);
  server.close(onClosed);
  // Node closes them in close() too (since 19); said here, so that it does not depend on that.
  server.closeIdleConnections();
}

const closing = new WeakSet<Server>();
const unanswered = new WeakMap<Server, Set<ServerResponse>>();

function sayClose(res: ServerResponse) {
  if (!res.headersSent) res.setHeader("Connection", "close");
}

/** Follows the server's answers still to be written, for closeGracefully; call before it listens. */
export function trackAnswers(server: Server): void {
  const open = new Set<ServerResponse>();
  unanswered.set(server, open);
  // Before the application's own listener, so that an answer it writes at once already knows.
  server.prependListener("request", (_req, res: ServerResponse) => {
    if (closing.has(server)) return sayClose(res);
    open.add(res);
    res.once("close", () => open.delete(res));
  });
}
