import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { newMember } from "#tests/support/members.ts";
import { Client } from "./support/http.ts";
import { errorLines, runNpmScript } from "./support/npm-script.ts";
import { startServer, type TestServer } from "./support/server.ts";

/** `npm run create-admin` as an operator runs it (docs/deploy.md section 11), on the embedded database in `dataDir`. */
const createAdmin = (dataDir: string, args: string[]) => runNpmScript("create-admin", args, { DATA_DIR: dataDir });

// The refusals concern the embedded database (its lock, its folder), and promoting works alike on both engines:
// vitest.config.ts runs this file in the embedded pass only.
describe("npm run create-admin", () => {
  const dirs: string[] = [];
  const servers: TestServer[] = [];
  const newDir = () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "genehive-create-admin-"));
    dirs.push(dir);
    return dir;
  };
  const start = async (dataDir: string) => {
    const server = await startServer({ DATA_DIR: dataDir });
    servers.push(server);
    return server;
  };
  afterAll(async () => {
    for (const server of servers) await server.stop();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it("promotes an existing account while the server is stopped; after a restart the member moderates", async () => {
    const dataDir = newDir();
    const member = newMember("staff");
    let server = await start(dataDir);
    const browser = new Client(server.url);
    expect((await browser.post("/auth", { intent: "sign-up", ...member })).status).toBe(200);
    await server.stop();

    // A failure after the database is open is one line too, and releases the lock.
    const unknown = await createAdmin(dataDir, ["--email", "nobody@example.org"]);
    expect(unknown.status).toBe(1);
    expect(errorLines(unknown.stderr)).toEqual([expect.stringMatching(/^create-admin: no account with that e-mail/)]);
    expect(existsSync(path.join(dataDir, "server.lock"))).toBe(false);

    const promoted = await createAdmin(dataDir, ["--email", member.email.toUpperCase()]);
    expect(promoted.stderr).not.toMatch(/create-admin:/);
    expect(promoted.stdout).toContain(`${member.email} is now an admin.`);
    expect(promoted.status).toBe(0);
    expect(existsSync(path.join(dataDir, "server.lock"))).toBe(false);

    server = await start(dataDir);
    const signedIn = new Client(server.url);
    await signedIn.post("/auth", { intent: "sign-in", email: member.email, password: member.password });
    expect((await signedIn.get("/community/moderation")).status).toBe(200);
  });

  it("creates an account with the password from stdin, never from the command line, and it signs in", async () => {
    const dataDir = newDir();
    const member = newMember("piped");
    const args = ["--new-database", "--email", member.email, "--name", member.fullName, "--username", member.username];
    const created = await runNpmScript("create-admin", args, { DATA_DIR: dataDir }, `${member.password}\n`);
    expect(errorLines(created.stderr)).toEqual([]);
    expect(created.stdout).toContain(`Created the account ${member.email}.`);
    expect(created.stdout).not.toContain(member.password);

    const server = await start(dataDir);
    const signedIn = new Client(server.url);
    expect(
      (await signedIn.post("/auth", { intent: "sign-in", email: member.email, password: member.password })).status,
    ).toBe(200);
    expect((await signedIn.get("/community/moderation")).status).toBe(200);
  });

  it("refuses, in one line, while a server holds the data folder, and leaves that server unharmed", async () => {
    const dataDir = newDir();
    const server = await start(dataDir);
    const lock = readFileSync(path.join(dataDir, "server.lock"), "utf8");

    const refused = await createAdmin(dataDir, ["--email", "someone@example.org"]);
    expect(refused.status).toBe(1);
    expect(errorLines(refused.stderr)).toEqual([
      `create-admin: The data directory ${dataDir} is in use by another GeneHive process (PID ${server.pid}); stop it first or set DATA_DIR to another folder.`,
    ]);
    expect(readFileSync(path.join(dataDir, "server.lock"), "utf8")).toBe(lock);
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
    const member = newMember("after");
    expect((await new Client(server.url).post("/auth", { intent: "sign-up", ...member })).status).toBe(200);
  });

  it("refuses a data folder without a database (the settings file not loaded), and leaves nothing behind", async () => {
    const dataDir = newDir();
    const refused = await createAdmin(dataDir, ["--email", "someone@example.org"]);
    expect(refused.status).toBe(1);
    const lines = errorLines(refused.stderr);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^create-admin: there is no database in .* and DATABASE_URL is not set/);
    expect(lines[0]).toContain(". /etc/genehive.env");
    expect(existsSync(path.join(dataDir, "server.lock"))).toBe(false);
    expect(existsSync(path.join(dataDir, "pglite"))).toBe(false);
  });

  it("a database that cannot be opened is one line too, and releases the lock it took", async () => {
    const dataDir = newDir();
    mkdirSync(path.join(dataDir, "pglite"));
    writeFileSync(path.join(dataDir, "pglite", "PG_VERSION"), "18\n");
    const failed = await createAdmin(dataDir, ["--email", "someone@example.org"]);
    expect(failed.status).toBe(1);
    expect(errorLines(failed.stderr)).toEqual([expect.stringMatching(/^create-admin: \S/)]);
    expect(existsSync(path.join(dataDir, "server.lock"))).toBe(false);
  });
});
