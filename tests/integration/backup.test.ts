import { spawnSync } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { root } from "../../scripts/lib/project.ts";
import { createTestCluster, type TestCluster } from "./support/pg-cluster.ts";
import { freePort } from "./support/server.ts";

const script = path.join(root, "scripts/backup.sh");
// The pg_dump beside the cluster's server programs: no older than the server it dumps.
const pgDump = () => {
  const versions = readdirSync("/usr/lib/postgresql").sort((a, b) => Number(b) - Number(a));
  return path.join("/usr/lib/postgresql", versions[0]!, "bin", "pg_dump");
};

/** The guide's cron command, `sh scripts/backup.sh …`, as it runs. */
function backup(...args: string[]) {
  const ran = spawnSync("sh", [script, ...args], { encoding: "utf8", env: { ...process.env, PG_DUMP: pgDump() } });
  return { status: ran.status, stderr: ran.stderr };
}

const guide = readFileSync(path.join(root, "docs/deploy.md"), "utf8");

/** The cron line (`minute hour day month weekday user command`) the guide's block marked `backup-cron` installs. */
function guideCronLine() {
  const block = guide.match(/<!-- tested: backup-cron\b[^>]*-->\s*```sh\n([\s\S]*?)```/)?.[1];
  const line = block?.match(/echo "([^"]+)"/)?.[1];
  const fields = line?.match(/^(\S+ \S+ \S+ \S+ \S+) (\S+) (.+)$/);
  if (!fields) throw new Error("docs/deploy.md has no cron line in the block marked <!-- tested: backup-cron -->");
  return { schedule: fields[1]!, user: fields[2]!, command: fields[3]! };
}

/** Replaces `from` in the guide's command; a guide that no longer says it fails here. */
function rewrite(text: string, from: string, to: string): string {
  if (!text.includes(from)) throw new Error(`the guide's cron line no longer contains ${JSON.stringify(from)}`);
  return text.replaceAll(from, to);
}

/** Everything in the backup folder, hidden (temporary) names included. */
const contents = (dir: string) => readdirSync(dir).sort();

// The backups do not depend on the engine the server runs on: vitest.config.ts runs this file in the embedded pass.
describe("scripts/backup.sh (docs/deploy.md sections 3 and 10; issue 27, item 7)", () => {
  let cluster: TestCluster | undefined;
  let dir = "";
  let connection = "";
  beforeAll(async () => {
    cluster = await createTestCluster();
    const { port } = new URL(cluster.url);
    connection = `host=127.0.0.1 port=${port} user=postgres dbname=postgres`;
    dir = mkdtempSync(path.join(os.tmpdir(), "genehive-backup-"));
  });
  afterAll(() => {
    cluster?.remove();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  const folder = (name: string) => {
    const made = path.join(dir, name);
    mkdirSync(made);
    return made;
  };

  it("the guide's cron line names the cluster and database, and makes a backup as printed", () => {
    const cron = guideCronLine();
    expect(cron.user).toBe("postgres");
    // cron reads an unescaped % as the end of the command.
    expect(cron.command).not.toMatch(/(^|[^\\])%/);
    expect(cron.command).toMatch(/'host=\S+ port=\d+ dbname=genehive'/);
    const into = folder("cron");
    const { port } = new URL(cluster!.url);
    let command = rewrite(cron.command, "/opt/genehive/scripts/backup.sh", script);
    command = rewrite(
      command,
      "host=/var/run/postgresql port=5432 dbname=genehive",
      `host=127.0.0.1 port=${port} dbname=postgres`,
    );
    command = rewrite(command, "/var/backups/genehive", into);
    // As the postgres user: the role its connection gets.
    const ran = spawnSync("sh", ["-c", command], {
      encoding: "utf8",
      env: { ...process.env, PG_DUMP: pgDump(), PGUSER: "postgres" },
    });
    expect(ran.status, ran.stderr).toBe(0);
    expect(contents(into)).toEqual([expect.stringMatching(/^genehive-.*\.dump$/)]);
  });

  it("a pg_dump that fails (no cluster on that port) leaves no file, exits non-zero and says why", async () => {
    const into = folder("failed");
    const closed = await freePort();
    const ran = backup("postgres", `host=127.0.0.1 port=${closed} user=postgres dbname=postgres`, into);
    expect(ran.status).not.toBe(0);
    expect(ran.stderr).toMatch(/^genehive-backup: pg_dump failed \(exit \d+\); no backup written$/m);
    expect(contents(into)).toEqual([]);
  });

  it("a good dump is a non-empty file; two runs the same day are two files; a third with keep 2 removes the oldest", () => {
    const into = folder("dumps");
    expect(backup("postgres", connection, into).status).toBe(0);
    expect(backup("postgres", connection, into).status).toBe(0);
    const two = contents(into);
    expect(two).toHaveLength(2);
    for (const name of two) {
      expect(name).toMatch(/^genehive-\d{4}-\d{2}-\d{2}-\d{6}\.dump$/);
      // pg_dump's custom format starts with "PGDMP".
      expect(readFileSync(path.join(into, name)).subarray(0, 5).toString()).toBe("PGDMP");
    }
    // Files that are not the script's own backups are never pruned; a dump of the guide's earlier cron line is.
    writeFileSync(path.join(into, "notes.txt"), "mine");
    writeFileSync(path.join(into, "genehive-2026-01-05.dump"), "PGDMP");
    expect(backup("postgres", connection, into, "2").status).toBe(0);
    const after = contents(into);
    expect(after).toHaveLength(3);
    expect(after).toContain("notes.txt");
    expect(after).not.toContain("genehive-2026-01-05.dump");
    expect(after).not.toContain(two[0]);
    expect(after).toContain(two[1]);
  });

  it("copies an embedded data folder only while no server holds it, and keeps the newest copies", () => {
    const data = folder("data");
    writeFileSync(path.join(data, "PG_VERSION"), "17");
    mkdirSync(path.join(data, "base"));
    writeFileSync(path.join(data, "base", "1"), "rows");
    const into = folder("copies");
    // A running server's lock: this test's own process.
    writeFileSync(path.join(data, "server.lock"), String(process.pid));
    const refused = backup("embedded", data, into);
    expect(refused.status).not.toBe(0);
    expect(refused.stderr).toContain(`a GeneHive process (PID ${process.pid}) is using ${data}: stop it first`);
    expect(contents(into)).toEqual([]);

    rmSync(path.join(data, "server.lock"));
    for (let run = 0; run < 3; run++) expect(backup("embedded", data, into, "2").stderr).toBe("");
    const copies = contents(into);
    expect(copies).toHaveLength(2);
    for (const copy of copies) {
      expect(copy).toMatch(/^data-\d{4}-\d{2}-\d{2}-\d{6}$/);
      expect(readFileSync(path.join(into, copy, "base", "1"), "utf8")).toBe("rows");
      expect(statSync(path.join(into, copy)).isDirectory()).toBe(true);
    }
    expect(existsSync(path.join(into, copies[0]!, "PG_VERSION"))).toBe(true);
  });
});
