import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { createTestDatabase } from "#server/db/test-database.ts";
import { serverEntry, serverNodeFlags } from "../../../scripts/lib/project.ts";

export interface TestServer {
  url: string;
  dataDir: string;
  pid: number;
  logs: string[];
  /** SIGTERM: finishes in-flight requests, closes the database, then cleans up. */
  stop(): Promise<void>;
  /** SIGKILL: the process dies mid-request, as in a crash or an OOM kill; the database is left as it is. */
  kill(): Promise<void>;
}

/**
 * Every server a test started and has not stopped. setup.ts stops them after each test file, however it ended,
 * and a worker that exits takes them with it: a failed or timed-out test leaves no server running.
 */
const running = new Set<ChildProcess>();
process.once("exit", () => {
  for (const child of running) child.kill("SIGKILL");
});

/** Stops (SIGKILL) the servers still running; their folders go with the temporary directory. */
export async function stopLeftoverServers(): Promise<number> {
  const left = [...running];
  await Promise.all(
    left.map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          child.once("exit", () => resolve());
          child.kill("SIGKILL");
        }),
    ),
  );
  running.clear();
  return left.length;
}

/** Polls /healthz until it answers 200; the child's output is in the error when it exits or never answers. */
export async function waitForHealthy(child: ChildProcess, url: string, logs: string[], timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${logs.join("")}`);
    try {
      // Healthy, and this child is the one answering: it said it listens (another server may hold the port).
      if ((await fetch(`${url}/healthz`)).ok && /listening"/.test(logs.join(""))) return;
    } catch {}
    if (Date.now() > deadline) throw new Error(`server did not start in ${timeoutMs / 1000} s:\n${logs.join("")}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

/**
 * Starts the real production server (the build must exist) on a free port, with a fresh
 * embedded database — or, when DATABASE_URL is set, a fresh database on that PostgreSQL.
 */
export async function startServer(env: Record<string, string> = {}): Promise<TestServer> {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "genehive-it-"));
  let dropDatabase = async () => {};
  const dbEnv: Record<string, string> = {};
  // A caller that names its own database (DATABASE_URL, or DATA_DIR for the embedded one) gets that one.
  if (process.env.DATABASE_URL && !("DATABASE_URL" in env) && !("DATA_DIR" in env)) {
    const db = await createTestDatabase();
    if (db.url) dbEnv.DATABASE_URL = db.url;
    dropDatabase = () => db.close();
  }
  const logs: string[] = [];
  // A build of the caller's (BUILD_DIR) runs its own compiled server.
  const entry = env.BUILD_DIR ? path.join(path.resolve(env.BUILD_DIR), "server", "main.js") : serverEntry;
  const child: ChildProcess = spawn(process.execPath, [...serverNodeFlags, entry], {
    cwd: path.resolve(import.meta.dirname, "../../.."),
    env: {
      ...process.env,
      ...dbEnv,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  running.add(child);
  child.once("exit", () => running.delete(child));
  child.stdout?.on("data", (chunk) => logs.push(String(chunk)));
  child.stderr?.on("data", (chunk) => logs.push(String(chunk)));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));

  try {
    await waitForHealthy(child, url, logs, 60_000);
  } catch (error) {
    // A server that never became healthy is stopped all the same: a failed test leaves nothing running.
    child.kill("SIGKILL");
    await exited;
    await dropDatabase();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    url,
    dataDir,
    pid: child.pid ?? -1,
    logs,
    async stop() {
      child.kill("SIGTERM");
      await exited;
      await dropDatabase();
      rmSync(dataDir, { recursive: true, force: true });
    },
    async kill() {
      child.kill("SIGKILL");
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
