import { execFileSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "./server.ts";

/**
 * A PostgreSQL cluster of a test's own (Debian's postgresql package, as CI installs it), which the test may stop
 * and start: the shared test database must keep running for the other tests. As root, it runs as `postgres`.
 */
export interface TestCluster {
  url: string;
  start(): void;
  stop(): void;
  remove(): void;
}

function binDir(): string {
  const base = "/usr/lib/postgresql";
  const version = existsSync(base) ? readdirSync(base).sort((a, b) => Number(b) - Number(a))[0] : undefined;
  if (!version) throw new Error("PostgreSQL's server programs are not installed (apt-get install postgresql)");
  return path.join(base, version, "bin");
}

export async function createTestCluster(): Promise<TestCluster> {
  const bin = binDir();
  const dir = mkdtempSync(path.join(os.tmpdir(), "genehive-pg-"));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const uid = Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8" }));
    const gid = Number(execFileSync("id", ["-g", "postgres"], { encoding: "utf8" }));
    chownSync(dir, uid, gid);
  }
  const run = (program: string, args: string[]) => {
    const command = [path.join(bin, program), ...args];
    if (asRoot) execFileSync("su", ["postgres", "-s", "/bin/sh", "-c", command.map((a) => `'${a}'`).join(" ")]);
    else execFileSync(command[0]!, command.slice(1));
  };
  const port = await freePort();
  const data = path.join(dir, "data");
  run("initdb", ["-D", data, "-A", "trust", "-U", "postgres"]);
  const cluster: TestCluster = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start: () =>
      run("pg_ctl", [
        "-D",
        data,
        "-l",
        path.join(dir, "log"),
        "-o",
        `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`,
        "-w",
        "start",
      ]),
    stop: () => run("pg_ctl", ["-D", data, "-m", "fast", "-w", "stop"]),
    remove: () => {
      try {
        cluster.stop();
      } catch {}
      rmSync(dir, { recursive: true, force: true });
    },
  };
  cluster.start();
  return cluster;
}
