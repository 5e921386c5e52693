import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import https from "node:https";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureDebianPackage } from "../../scripts/lib/debian-package.ts";
import { root } from "../../scripts/lib/project.ts";
import { newMember } from "./support/http.ts";
import { freePort, startServer, type TestServer } from "./support/server.ts";

const NGINX = "/usr/sbin/nginx";
const guide = readFileSync(path.join(root, "docs/deploy.md"), "utf8");

/** The nginx block that follows `<!-- tested: name … -->` in the guide, exactly as an operator copies it. */
function guideBlock(name: string): string {
  const block = guide.match(new RegExp(`<!-- tested: ${name}\\b[^>]*-->\\s*\`\`\`nginx\\n([\\s\\S]*?)\`\`\``))?.[1];
  if (!block) throw new Error(`docs/deploy.md has no nginx block marked <!-- tested: ${name} -->`);
  return block;
}

/** Replaces every `from` in a block; a guide that no longer says it fails here rather than testing something else. */
function rewrite(block: string, from: string, to: string): string {
  if (!block.includes(from)) throw new Error(`the guide's nginx block no longer contains ${JSON.stringify(from)}`);
  return block.replaceAll(from, to);
}

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
    return rewrite(text, "http://127.0.0.1:3000", `http://127.0.0.1:${upstreamPort}`);
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
      if (nginx && nginx.exitCode === null && nginx.signalCode === null) {
        const exited = new Promise((resolve) => nginx?.once("exit", resolve));
        nginx.kill("SIGTERM");
        await exited;
      }
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

  it("in front of GeneHive over https on a port other than 443, forms work: sign up, sign in, the member's page", async () => {
    server = await startServer({ TRUST_PROXY: "true", PUBLIC_URL: `https://${HOST}:${tlsPort}` });
    writeSite([httpBlock(), tlsBlock(Number(new URL(server.url).port))]);
    const logs: string[] = [];
    nginx = spawn(NGINX, ["-c", conf, "-e", path.join(dir, "error.log")], { stdio: ["ignore", "pipe", "pipe"] });
    nginx.stdout?.on("data", (chunk) => logs.push(String(chunk)));
    nginx.stderr?.on("data", (chunk) => logs.push(String(chunk)));
    const ca = readFileSync(path.join(live, "fullchain.pem"), "utf8");
    const origin = `https://${HOST}:${tlsPort}`;
    for (let tries = 0; ; tries++) {
      const up = await request(`${origin}/healthz`, { ca }).then(
        (r) => r.status === 200,
        () => false,
      );
      if (up) break;
      if (tries > 50 || nginx.exitCode !== null) throw new Error(`nginx did not start:\n${logs.join("")}`);
      await new Promise((r) => setTimeout(r, 100));
    }

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
    const post = (fields: Record<string, string>) =>
      request(`${origin}/auth`, {
        ca,
        method: "POST",
        headers: { origin, "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(fields).toString(),
      });
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
});
