import { createServer, type Socket } from "node:net";

/**
 * A small SMTP server for tests, speaking the real protocol (EHLO, AUTH PLAIN, MAIL, RCPT, DATA, QUIT). Its mode
 * can change while it runs; each connection keeps the mode it was accepted in:
 * - ok: takes every message (kept in `messages`);
 * - silent: accepts the connection and never greets;
 * - hang-after-auth: greets, accepts the login, then answers nothing more.
 */
export type SmtpMode = "ok" | "silent" | "hang-after-auth";

export interface SmtpStandIn {
  port: number;
  mode: SmtpMode;
  /** Every message taken, as sent (headers and body). */
  messages: string[];
  connections: number;
  close(): Promise<void>;
}

export async function startSmtpStandIn(mode: SmtpMode): Promise<SmtpStandIn> {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => {});
    standIn.connections++;
    const connectionMode = standIn.mode;
    if (connectionMode === "silent") return;
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply("220 stand-in ESMTP");
    let buffer = "";
    let data: string[] | undefined;
    let hung = false;
    socket.on("data", (chunk) => {
      buffer += chunk.toString("utf8");
      for (let end = buffer.indexOf("\r\n"); end >= 0 && !hung; end = buffer.indexOf("\r\n")) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (data) {
          if (line === ".") {
            standIn.messages.push(data.join("\n"));
            data = undefined;
            reply("250 2.0.0 queued");
          } else data.push(line.startsWith("..") ? line.slice(1) : line);
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === "EHLO") socket.write("250-stand-in\r\n250-AUTH PLAIN\r\n250 8BITMIME\r\n");
        else if (verb === "HELO") reply("250 stand-in");
        else if (verb === "AUTH") {
          reply("235 2.7.0 Authentication successful");
          if (connectionMode === "hang-after-auth") hung = true;
        } else if (["MAIL", "RCPT", "RSET", "NOOP"].includes(verb)) reply("250 2.1.0 OK");
        else if (verb === "DATA") {
          data = [];
          reply("354 End data with <CR><LF>.<CR><LF>");
        } else if (verb === "QUIT") {
          reply("221 2.0.0 Bye");
          socket.end();
        } else reply("502 5.5.2 Command not recognised");
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const standIn: SmtpStandIn = {
    port: typeof address === "object" && address ? address.port : 0,
    mode,
    messages: [],
    connections: 0,
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  return standIn;
}
