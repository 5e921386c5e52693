import net from "node:net";
import { afterAll, describe, expect, it } from "vitest";
import { startServer, type TestServer } from "./support/server.ts";

/** Resolves once `text` has arrived on the socket (everything received so far is in `received()`). */
function reader(socket: net.Socket) {
  let data = "";
  let ended = false;
  const waiting: Array<() => void> = [];
  const wake = () => {
    for (const resolve of waiting.splice(0)) resolve();
  };
  socket.on("data", (chunk) => {
    data += chunk;
    wake();
  });
  socket.on("close", () => {
    ended = true;
    wake();
  });
  return {
    received: () => data,
    async until(done: () => boolean) {
      while (!done() && !ended) await new Promise<void>((resolve) => waiting.push(resolve));
      return done();
    },
    ended: () => ended,
  };
}

describe("stopping the server (SIGTERM) with a kept-alive connection in the middle of a request", () => {
  let server: TestServer | undefined;
  afterAll(async () => server?.stop());

  it("finishes the request and tells the client to close the connection, rather than leaving it to a reset", async () => {
    server = await startServer();
    const { port } = new URL(server.url);
    const socket = net.connect(Number(port), "127.0.0.1");
    const from = reader(socket);
    // One answered request first: the connection is a kept-alive one.
    socket.write(`GET /healthz HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n\r\n`);
    expect(await from.until(() => from.received().includes('{"status":"ok"}'))).toBe(true);
    expect(from.received()).toMatch(/connection: keep-alive/i);

    // A form whose body has not arrived yet: "100 Continue" says the server has the request in hand.
    const body = "intent=sign-in&email=nobody%40example.org&password=x";
    socket.write(
      `POST /auth HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/x-www-form-urlencoded\r\n` +
        `Content-Length: ${body.length}\r\nExpect: 100-continue\r\n\r\n`,
    );
    const before = from.received().length;
    expect(await from.until(() => from.received().slice(before).includes("100 Continue"))).toBe(true);
    process.kill(server.pid, "SIGTERM");
    const logs = server.logs;
    while (!logs.join("").includes('"msg":"shutting down"')) await new Promise((r) => setTimeout(r, 20));

    socket.write(body);
    // The answer comes in full, says the connection closes, and the server closes it.
    await from.until(() => from.ended());
    const head = from.received().slice(from.received().lastIndexOf("HTTP/1.1 ")).split("\r\n\r\n")[0];
    expect(head).toMatch(/^HTTP\/1\.1 \d{3} /);
    expect(head).toMatch(/\r\nconnection: close(\r\n|$)/i);
    expect(head).not.toMatch(/keep-alive/i);
  });
});
