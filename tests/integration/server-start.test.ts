import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, it } from "vitest";
import { startServer } from "./support/server.ts";

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
  // Starts several servers (each migrates and seeds a database): on a loaded machine that is minutes.
}, 120_000);

it("refuses, in one line, a second server on the same data folder and a port that is taken", async () => {
  // The data-folder lock belongs to the embedded database, whatever engine the rest of the suite uses.
  const embedded = { DATABASE_URL: "" };
  const first = await startServer(embedded);
  try {
    const failures = await Promise.all([
      startServer({ ...embedded, DATA_DIR: first.dataDir }).then(
        (s) => s.stop().then(() => ""),
        (error: Error) => error.message,
      ),
      startServer({ ...embedded, PORT: new URL(first.url).port }).then(
        (s) => s.stop().then(() => ""),
        (error: Error) => error.message,
      ),
    ]);
    const [sameFolder = "", samePort = ""] = failures.map((message) =>
      message.replace(/^server exited early:\n/, "").trim(),
    );
    // One JSON line, like everything the server writes, with the reason and no stack.
    const fatal = sameFolder
      .split("\n")
      .map((line) => JSON.parse(line))
      .filter((line) => line.level === "fatal");
    expect(fatal).toEqual([
      {
        level: "fatal",
        time: expect.any(String),
        msg: expect.stringMatching(/^The data directory .* is in use by another GeneHive process \(PID \d+\)/),
      },
    ]);
    expect(samePort).toContain(`"level":"fatal","time":`);
    expect(samePort).toContain(`Port ${new URL(first.url).port} is already in use; set PORT to a free port.`);
    expect(samePort).not.toContain('"listening"');
    for (const message of [sameFolder, samePort]) expect(message).not.toMatch(/\n\s+at /);
  } finally {
    await first.stop();
  }
  // Starts several servers (each migrates and seeds a database): on a loaded machine that is minutes.
}, 120_000);

it("refuses, in one fatal line that names the setting, a data folder it cannot create or write to", async () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "genehive-datadir-"));
  const notAFolder = path.join(dir, "a-file");
  writeFileSync(notAFolder, "");
  try {
    const message = await startServer({ DATABASE_URL: "", DATA_DIR: notAFolder }).then(
      (s) => s.stop().then(() => ""),
      (error: Error) => error.message,
    );
    const fatal = message
      .split("\n")
      .filter((line) => line.startsWith("{"))
      .map((line) => JSON.parse(line))
      .filter((line) => line.level === "fatal");
    expect(fatal).toEqual([
      {
        level: "fatal",
        time: expect.any(String),
        msg: expect.stringMatching(
          /^Invalid DATA_DIR=".*a-file": the server cannot use it as its data folder \(EEXIST\)/,
        ),
      },
    ]);
    expect(message).not.toMatch(/\n\s+at /);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}, 60_000);
