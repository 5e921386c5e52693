import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import {
  chmodSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import http from "node:http";
import https from "node:https";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { allMaterials } from "#app/content/curriculum/index.ts";
import { inUseDir, releasesDir, switchTo } from "#server/releases.ts";
import { newMember } from "#tests/support/members.ts";
import { ensureDebianPackage } from "../../scripts/lib/debian-package.ts";
import { root } from "../../scripts/lib/project.ts";
import { guideBlock, guideUpstream, rewrite } from "./support/deploy-guide.ts";
import { createTestCluster } from "./support/pg-cluster.ts";
import { assetsOf, release } from "./support/releases.ts";
import { freePort, startServer, type TestServer } from "./support/server.ts";

const NGINX = "/usr/sbin/nginx";
const HOST = "genehive.test";

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A request over https to nginx on 127.0.0.1 as `https://genehive.test:<port>`, checked against our own CA. */
function request(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string; ca?: string } = {},
): Promise<Answer> {
  const { hostname, port, pathname, search, protocol } = new URL(url);
  return new Promise((resolve, reject) => {
    const req = (protocol === "https:" ? https : http).request(
      {
        host: "127.0.0.1",
        port,
        path: pathname + search,
        method: options.method ?? "GET",
        servername: hostname,
        ca: options.ca,
        headers: { host: `${hostname}:${port}`, ...options.headers },
      },
      (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk) => (body += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.once("error", reject);
    req.end(options.body);
  });
}

/** A browser's sign-up or sign-in form post to `/auth` through nginx: Origin is the public origin, with its port. */
function postAuthForm(origin: string, ca: string, fields: Record<string, string>): Promise<Answer> {
  return request(`${origin}/auth`, {
    ca,
    method: "POST",
    headers: { origin, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });
}

// nginx does not depend on the database engine: vitest.config.ts runs this file in the embedded pass only.
describe("the nginx configuration in docs/deploy.md section 6", () => {
  // Set in beforeAll: a skipped suite (the PostgreSQL run) is still collected, and must leave no folder behind.
  let dir = "";
  let sites = "";
  let webroot = "";
  let live = "";
  let conf = "";
  let nginx: ChildProcess | undefined;
  let server: TestServer | undefined;
  let httpPort = 0;
  let tlsPort = 0;

  // The guide's blocks with this machine's name, ports and folders: the only changes made to them.
  const httpBlock = () => {
    let text = rewrite(guideBlock("nginx-http"), "genehive.example.org", HOST);
    text = rewrite(text, "listen 80;", `listen 127.0.0.1:${httpPort};`);
    return rewrite(text, "/var/www/letsencrypt", webroot);
  };
  const tlsBlock = (upstreamPort: number) => {
    let text = rewrite(guideBlock("nginx-tls"), "genehive.example.org", HOST);
    text = rewrite(text, "listen 443 ssl", `listen 127.0.0.1:${tlsPort} ssl`);
    text = rewrite(text, `/etc/letsencrypt/live/${HOST}`, live);
    return rewrite(text, "server 127.0.0.1:3000 ", `server 127.0.0.1:${upstreamPort} `);
  };
  /** Section 9: the TLS block with its upstream replaced by the guide's upstream of two processes. */
  const twoProcessTlsBlock = (ports: [number, number]) => {
    const upstream = guideUpstream(ports.map((port) => `127.0.0.1:${port}`));
    const tls = tlsBlock(0);
    const single = tls.match(/^upstream genehive \{\n[\s\S]*?\n\}\n/m)?.[0];
    if (!single) throw new Error("the guide's TLS block no longer starts its upstream with `upstream genehive {`");
    return tls.replace(single, upstream);
  };

  /** The site file at a step of the guide: step 1 is the HTTP block; step 3 adds the TLS block below it. */
  const writeSite = (blocks: string[]) => writeFileSync(path.join(sites, "genehive"), blocks.join("\n"));

  /** `nginx -t` on the whole configuration, as the guide runs it after each step. */
  const nginxTest = () => spawnSync(NGINX, ["-t", "-c", conf, "-e", path.join(dir, "error.log")], { encoding: "utf8" });

  beforeAll(async () => {
    expect(ensureDebianPackage(NGINX, "nginx", "testing the guide's nginx configuration")).toBe(true);
    expect(ensureDebianPackage("/usr/bin/openssl", "openssl", "the test's certificate")).toBe(true);
    dir = mkdtempSync(path.join(os.tmpdir(), "genehive-nginx-"));
    sites = path.join(dir, "sites");
    webroot = path.join(dir, "letsencrypt-webroot");
    live = path.join(dir, "live", HOST);
    conf = path.join(dir, "nginx.conf");
    // nginx's workers run as an unprivileged user when the test runs as root: they must reach the temporary files.
    chmodSync(dir, 0o755);
    for (const folder of [sites, webroot, live]) mkdirSync(folder, { recursive: true });
    httpPort = await freePort();
    do tlsPort = await freePort();
    while (tlsPort === httpPort);
    // A configuration of nginx's own, like Debian's /etc/nginx/nginx.conf but with every file in the temporary folder.
    writeFileSync(
      conf,
      `daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log;
events { worker_connections 64; }
http {
  include /etc/nginx/mime.types;
  access_log ${dir}/access.log;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  include ${sites}/*;
}
`,
    );
  });

  afterAll(async () => {
    try {
      await stopNginx();
    } finally {
      await server?.stop();
      if (dir) rmSync(dir, { recursive: true, force: true });
    }
  });

  it("step 1, HTTP only, passes nginx -t before any certificate exists; the TLS block would not", () => {
    writeSite([httpBlock()]);
    const step1 = nginxTest();
    expect(step1.stderr).toContain("test is successful");
    expect(step1.status).toBe(0);

    // Why the guide's order matters: the TLS block names certificate files certbot has not written yet.
    writeSite([httpBlock(), tlsBlock(3000)]);
    const tooEarly = nginxTest();
    expect(tooEarly.status).not.toBe(0);
    expect(tooEarly.stderr).toContain("cannot load certificate");
  });

  it("step 3, with a certificate where certbot puts it, passes nginx -t", () => {
    // A self-signed certificate in place of Let's Encrypt's, at the paths the TLS block names.
    const made = spawnSync(
      "openssl",
      [
        "req",
        "-x509",
        "-newkey",
        "rsa:2048",
        "-nodes",
        "-days",
        "2",
        "-subj",
        `/CN=${HOST}`,
        "-addext",
        `subjectAltName=DNS:${HOST}`,
        "-keyout",
        path.join(live, "privkey.pem"),
        "-out",
        path.join(live, "fullchain.pem"),
      ],
      { encoding: "utf8" },
    );
    expect(made.status, made.stderr).toBe(0);
    writeSite([httpBlock(), tlsBlock(3000)]);
    const step3 = nginxTest();
    expect(step3.stderr).toContain("test is successful");
    expect(step3.status).toBe(0);
  });

  /** Starts nginx on the site file as written, once it answers /healthz from a GeneHive behind it. */
  async function startNginx(): Promise<string> {
    const logs: string[] = [];
    nginx = spawn(NGINX, ["-c", conf, "-e", path.join(dir, "error.log")], { stdio: ["ignore", "pipe", "pipe"] });
    nginx.stdout?.on("data", (chunk) => logs.push(String(chunk)));
    nginx.stderr?.on("data", (chunk) => logs.push(String(chunk)));
    const ca = readFileSync(path.join(live, "fullchain.pem"), "utf8");
    for (let tries = 0; ; tries++) {
      const up = await request(`https://${HOST}:${tlsPort}/healthz`, { ca }).then(
        (r) => r.status === 200,
        () => false,
      );
      if (up) return ca;
      if (tries > 50 || nginx.exitCode !== null) throw new Error(`nginx did not start:\n${logs.join("")}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  async function stopNginx() {
    if (nginx && nginx.exitCode === null && nginx.signalCode === null) {
      const exited = new Promise((resolve) => nginx?.once("exit", resolve));
      nginx.kill("SIGTERM");
      await exited;
    }
    nginx = undefined;
  }

  it("in front of GeneHive over https on a port other than 443, forms work: sign up, sign in, the member's page", async () => {
    server = await startServer({ TRUST_PROXY: "true", PUBLIC_URL: `https://${HOST}:${tlsPort}` });
    writeSite([httpBlock(), tlsBlock(Number(new URL(server.url).port))]);
    const ca = await startNginx();
    const origin = `https://${HOST}:${tlsPort}`;

    // The HTTP block: certbot's challenge files are served, everything else goes to https.
    mkdirSync(path.join(webroot, ".well-known", "acme-challenge"), { recursive: true });
    writeFileSync(path.join(webroot, ".well-known", "acme-challenge", "token"), "proof");
    const challenge = await request(`http://${HOST}:${httpPort}/.well-known/acme-challenge/token`);
    expect(challenge.body).toBe("proof");
    const redirect = await request(`http://${HOST}:${httpPort}/auth`);
    expect(redirect.status).toBe(301);
    expect(redirect.headers.location).toBe(`https://${HOST}/auth`);

    // A browser's form post: Origin is the public origin, with its port, which the server must recognise as its own.
    const member = newMember("proxied");
    const post = (fields: Record<string, string>) => postAuthForm(origin, ca, fields);
    const signUp = await post({ intent: "sign-up", ...member });
    expect(signUp.status, signUp.body).toBe(200);
    const signIn = await post({ intent: "sign-in", email: member.email, password: member.password });
    expect(signIn.status, signIn.body).toBe(200);
    // https in PUBLIC_URL: the Secure cookie, which a browser sends back only over https.
    const cookie = ([] as string[])
      .concat(signIn.headers["set-cookie"] ?? [])
      .find((line) => line.startsWith("__Secure-better-auth.session_token="));
    expect(cookie).toMatch(/; Secure/i);
    const hub = await request(`${origin}/community`, { ca, headers: { cookie: cookie!.split(";")[0]! } });
    expect(hub.status).toBe(200);
  });

  it("two processes behind the guide's upstream: a restart, an upgrade and a rollback one at a time fail no request (issue 27, item 1)", async () => {
    // The guide's loop waits with curl (as the unit's ExecStartPost does).
    expect(ensureDebianPackage("/usr/bin/curl", "curl", "the guide's restart loop")).toBe(true);
    await stopNginx();
    await server?.stop();
    server = undefined;
    // Two processes share a database: a PostgreSQL cluster of the test's own (this file runs in the embedded pass).
    const cluster = await createTestCluster();
    const buildDir = path.join(root, `build-deploy-guide-${process.pid}`);
    const processes = new Map<number, TestServer>();
    const control = http.createServer();
    let restarts = 0;
    try {
      const first = release(buildDir);
      const ports: [number, number] = [await freePort(), 0];
      do ports[1] = await freePort();
      while (ports[1] === ports[0]);
      const origin = `https://${HOST}:${tlsPort}`;
      // What /etc/genehive.env holds for both (section 4): one database, one AUTH_SECRET.
      const env = {
        BUILD_DIR: buildDir,
        DATABASE_URL: cluster.url,
        AUTH_SECRET: "a".repeat(64),
        TRUST_PROXY: "true",
        PUBLIC_URL: origin,
      };
      const start = async (port: number) => processes.set(port, await startServer({ ...env, PORT: String(port) }));
      // One at a time: the first migrates the database, the second waits for nothing.
      for (const port of ports) await start(port);
      writeSite([httpBlock(), twoProcessTlsBlock(ports)]);
      const ca = await startNginx();

      // `systemctl restart genehive@<port>` for the guide's loop, run as printed: SIGTERM, wait for the process to
      // end, start it again from what `build` points to now, return once it answers /healthz (the unit's
      // ExecStartPost; startServer waits for that). The loop itself then waits for /readyz.
      control.on("request", (req, res) => {
        const port = Number(req.url?.split("/").pop());
        const running = processes.get(port);
        if (!running) return void res.writeHead(404).end();
        processes.delete(port);
        running
          .stop()
          .then(() => start(port))
          .then(
            () => {
              restarts += 1;
              res.writeHead(200).end();
            },
            (error) => res.writeHead(500).end(String(error)),
          );
      });
      const controlPort = await freePort();
      await new Promise<void>((resolve) => control.listen(controlPort, "127.0.0.1", resolve));
      const bin = path.join(dir, "bin");
      mkdirSync(bin, { recursive: true });
      writeFileSync(path.join(bin, "sudo"), '#!/bin/sh\nexec "$@"\n', { mode: 0o755 });
      writeFileSync(
        path.join(bin, "systemctl"),
        `#!/bin/sh\n[ "$1" = restart ] || exit 2\nexec curl -fsS -X POST "http://127.0.0.1:${controlPort}/restart/\${2#genehive@}"\n`,
        { mode: 0o755 },
      );
      const loop = rewrite(guideBlock("rolling-restart"), "for port in 3001 3002;", `for port in ${ports.join(" ")};`);
      const restartOneAtATime = async () => {
        const before = restarts;
        const sh = spawn("sh", ["-ec", loop], {
          env: { ...process.env, PATH: `${bin}:${process.env.PATH}` },
          stdio: ["ignore", "ignore", "pipe"],
        });
        let stderr = "";
        sh.stderr?.on("data", (chunk) => (stderr += chunk));
        const status = await new Promise((resolve) => sh.once("exit", resolve));
        expect(status, stderr).toBe(0);
        // The loop ends with `break`, status 0, at a process that does not come back: each must have restarted.
        expect(restarts - before, stderr).toBe(ports.length);
      };

      // A member, signed up and in through nginx, whose page the client asks for throughout.
      const member = newMember("rolling");
      const post = (fields: Record<string, string>) => postAuthForm(origin, ca, fields);
      expect((await post({ intent: "sign-up", ...member })).status).toBe(200);
      const signIn = await post({ intent: "sign-in", email: member.email, password: member.password });
      const cookie = ([] as string[])
        .concat(signIn.headers["set-cookie"] ?? [])
        .find((line) => line.startsWith("__Secure-better-auth.session_token="))!
        .split(";")[0]!;
      const page = await request(`${origin}/auth`, { ca });
      const assets = assetsOf(page.body);
      expect(assets.length).toBeGreaterThan(1);
      const download = allMaterials().find((m) => m.material.path.endsWith(".pdf"))!.material.path;
      const urls = ["/", "/courses", ...assets, download, "/community"];

      // The client: a few browsers at once, each asking for every address in turn over a kept-alive connection.
      const agent = new https.Agent({ keepAlive: true, ca });
      const answers = new Map<string, number>();
      const failures: string[] = [];
      let phase = "";
      let polling = true;
      const ask = (url: string) =>
        new Promise<number>((resolve) => {
          const req = https.request(
            {
              host: "127.0.0.1",
              port: tlsPort,
              path: url,
              servername: HOST,
              agent,
              headers: { host: `${HOST}:${tlsPort}`, cookie },
            },
            (res) => {
              res.resume();
              res.once("end", () => resolve(res.statusCode ?? 0));
              res.once("error", () => resolve(0));
            },
          );
          req.once("error", () => resolve(0));
          req.end();
        });
      const client = async () => {
        while (polling) {
          for (const url of urls) {
            const status = await ask(url);
            answers.set(phase, (answers.get(phase) ?? 0) + 1);
            if (status !== 200) failures.push(`${phase}: ${url} ${status || "no answer"}`);
          }
        }
      };
      phase = "restart";
      const clients = [client(), client(), client()];
      try {
        await restartOneAtATime();
        // An upgrade: a new release (section 11: pull, npm ci, build), then the loop.
        phase = "upgrade";
        const upgraded = release(buildDir);
        expect(realpathSync(buildDir)).toBe(upgraded.dir);
        await restartOneAtATime();
        // A rollback: `build` pointed at the previous release in one step, then the loop.
        phase = "rollback";
        switchTo(buildDir, first.dir);
        await restartOneAtATime();
      } finally {
        polling = false;
        await Promise.all(clients);
        agent.destroy();
      }
      // Each process now runs, and has marked, the release it was rolled back to (decision 0019).
      const marks = inUseDir(releasesDir(buildDir));
      const marked = readdirSync(marks).map((name) => readFileSync(path.join(marks, name), "utf8"));
      expect(marked).toEqual([path.basename(first.dir), path.basename(first.dir)]);
      console.log(
        `two processes behind nginx: ${[...answers].map(([name, n]) => `${name} ${n} requests`).join(", ")}; ${failures.length} failed`,
      );
      expect(failures).toEqual([]);
      for (const name of ["restart", "upgrade", "rollback"]) expect(answers.get(name)).toBeGreaterThan(urls.length);
    } finally {
      await new Promise((resolve) => control.close(resolve));
      await stopNginx();
      for (const running of processes.values()) await running.stop();
      cluster.remove();
      for (const folder of [buildDir, releasesDir(buildDir)]) rmSync(folder, { recursive: true, force: true });
    }
  });
});
