import { expect, it } from "vitest";
import { startServer } from "./support/server";

function listeningLine(logs: string[]): { mode?: string } | undefined {
  return logs
    .join("")
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line))
    .find((entry) => entry.msg === "listening");
}

it("runs React in production mode when NODE_ENV is not set, as under a plain `npm start`", async () => {
  const server = await startServer({ NODE_ENV: "" });
  try {
    // The line is written as the server starts listening; give the pipe a moment to deliver it.
    for (let i = 0; i < 20 && !listeningLine(server.logs); i++) await new Promise((r) => setTimeout(r, 100));
    expect(listeningLine(server.logs)?.mode).toBe("production");
  } finally {
    await server.stop();
  }
});
