import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IP_LIMITS } from "#server/auth/auth.ts";
import { MAIL_CAPS } from "#server/mail-outbox.ts";
import { newMember } from "#tests/support/members.ts";
import { Client } from "./support/http.ts";
import { runNpmScript } from "./support/npm-script.ts";
import { decodeEml, outboxMails, waitFor } from "./support/outbox.ts";
import { startServer, type TestServer } from "./support/server.ts";
import { type SmtpStandIn, startSmtpStandIn } from "./support/smtp-stand-in.ts";

/**
 * Issue 27, items 5, 11 and 16: every mail goes through the outbox table and its worker, so a hung SMTP server
 * delays the mail and never the page; per-recipient caps; "forgot password" answers and works the same whether
 * or not the address has an account.
 */

const cleanup: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const step of cleanup.reverse()) await step();
});

let ipCounter = 0;
const nextIp = () => `10.27.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The server's JSON log lines with this message. */
const logLines = (server: TestServer, msg: string) =>
  server.logs
    .join("")
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((line) => line.msg === msg);

const mailsTo = (server: TestServer, email: string, subject: string) =>
  outboxMails(server.dataDir)
    .map((m) => m.text)
    .filter((text) => text.includes(`To: ${email}\n`) && text.includes(`Subject: ${subject}`));

const linkIn = (text: string, route: string) => text.match(new RegExp(`https?://[^/\\s]+(${route}\\?token=\\S+)`))?.[1];

describe("a hung SMTP server delays the mail, not the page (item 5)", () => {
  for (const mode of ["silent", "hang-after-auth"] as const) {
    it(`sign-up and forgot-password answer at once when the server ${mode === "silent" ? "never greets" : "stops answering after the login"}; the mail goes once it behaves`, async () => {
      const smtp: SmtpStandIn = await startSmtpStandIn(mode);
      cleanup.push(() => smtp.close());
      const smtpPassword = "stand-in-smtp-password";
      const server = await startServer({
        TRUST_PROXY: "true",
        SMTP_URL: `smtp://mailer:${smtpPassword}@127.0.0.1:${smtp.port}`,
        SMTP_TIMEOUT_SECONDS: "3",
      });
      cleanup.push(() => server.stop());
      const member = newMember("hung");
      const c = new Client(server.url, nextIp());

      let started = performance.now();
      const signUp = await c.post("/auth", { intent: "sign-up", ...member });
      const signUpMs = performance.now() - started;
      started = performance.now();
      const reset = await c.post("/auth/forgot-password", { intent: "request-reset", email: member.email });
      const resetMs = performance.now() - started;
      expect(signUp.status).toBe(200);
      expect(reset.status).toBe(200);
      // Generous: before the outbox these took the SMTP timeouts (30 s without a greeting, 300 s after the login).
      expect(signUpMs).toBeLessThan(10_000);
      expect(resetMs).toBeLessThan(10_000);
      console.info(`SMTP ${mode}: sign-up ${signUpMs.toFixed(0)} ms, forgot-password ${resetMs.toFixed(0)} ms`);

      // The worker tried, timed out after SMTP_TIMEOUT_SECONDS, and logged that it will try again.
      const failure = await waitFor(
        "a failed attempt in the log",
        () => logLines(server, "mail not sent; trying again later")[0],
        30_000,
      );
      expect(failure).toMatchObject({ level: "warn", attempt: 1, retryInSeconds: expect.any(Number) });
      expect(String(failure.error)).toMatch(/timeout|greeting|ETIMEDOUT/i);
      expect(smtp.messages).toHaveLength(0);

      smtp.mode = "ok";
      const deliveredAt = performance.now();
      const toMember = () => smtp.messages.filter((m) => m.includes(`To: ${member.email}`));
      await waitFor("both mails delivered", () => toMember().length >= 2 || undefined, 60_000);
      console.info(
        `SMTP ${mode}: both mails delivered ${((performance.now() - deliveredAt) / 1000).toFixed(1)} s after the server behaved`,
      );
      await sleep(3_000);
      const delivered = toMember();
      expect(delivered.filter((m) => m.includes("Subject: Confirm your e-mail address"))).toHaveLength(1);
      expect(delivered.filter((m) => m.includes("Subject: Reset your GeneHive password"))).toHaveLength(1);
      // The reset link is a secret, like the SMTP password: neither is in the log.
      const token = linkIn(delivered.map(decodeEml).join("\n"), "/auth/reset-password");
      expect(token).toBeTruthy();
      const logs = server.logs.join("");
      expect(logs).not.toContain(token!.split("token=")[1]!);
      expect(logs).not.toContain(smtpPassword);
    }, 120_000);
  }
});

describe("per-recipient caps and the same answer for every address (items 11 and 16)", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ TRUST_PROXY: "true" });
    cleanup.push(() => server.stop());
  }, 120_000);

  async function verifiedMember() {
    const member = newMember("cap");
    expect((await new Client(server.url, nextIp()).post("/auth", { intent: "sign-up", ...member })).status).toBe(200);
    const mail = await waitFor(
      "the confirmation mail",
      () => mailsTo(server, member.email, "Confirm your e-mail address")[0],
    );
    expect((await new Client(server.url, nextIp()).get(linkIn(mail, "/auth/verify-email")!)).status).toBe(200);
    return member;
  }

  const capped = (kind: string) =>
    logLines(server, "mail not sent: per-recipient cap reached").filter((l) => l.kind === kind).length;

  it("forgot password answers the same for an address with an account and one without; the worker tells them apart", async () => {
    const member = await verifiedMember();
    const unknown = newMember("nobody").email;
    const ask = (email: string) =>
      new Client(server.url, nextIp()).post("/auth/forgot-password", { intent: "request-reset", email });
    const noAccountBefore = logLines(server, "mail not sent: no account for the address").length;
    const known = await ask(member.email);
    const none = await ask(unknown);
    // Everything but what differs on every response anyway: the date, the request's id and the CSP nonce.
    const shape = async (response: Response) => {
      const nonce = /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")?.[1];
      const same = (text: string) => (nonce ? text.split(nonce).join("NONCE") : text);
      return {
        status: response.status,
        body: same(await response.text()),
        setCookies: response.headers.getSetCookie(),
        headers: [...response.headers]
          .filter(([name]) => !["date", "x-request-id"].includes(name))
          .map(([name, value]) => [name, same(value)]),
      };
    };
    expect(await shape(none)).toEqual(await shape(known));
    expect(known.status).toBe(200);
    // The request stored a reset for both; the worker made a link for the account only.
    await waitFor("the reset mail", () => mailsTo(server, member.email, "Reset your GeneHive password")[0]);
    await waitFor(
      "the unknown address dropped",
      () => logLines(server, "mail not sent: no account for the address").length > noAccountBefore || undefined,
    );
    expect(outboxMails(server.dataDir).some((m) => m.text.includes(`To: ${unknown}`))).toBe(false);
  });

  it(`at most ${MAIL_CAPS["password-reset"].max} reset mails an hour to one address, whoever asks; only the newest link works`, async () => {
    const member = await verifiedMember();
    const before = capped("password-reset");
    const asks = MAIL_CAPS["password-reset"].max + 4;
    for (let i = 0; i < asks; i++) {
      const answer = await new Client(server.url, nextIp()).post("/auth/forgot-password", {
        intent: "request-reset",
        email: member.email,
      });
      expect(answer.status).toBe(200);
    }
    await waitFor(
      "the capped requests",
      () => capped("password-reset") - before >= asks - MAIL_CAPS["password-reset"].max || undefined,
    );
    await sleep(1_000);
    const mails = mailsTo(server, member.email, "Reset your GeneHive password");
    expect(mails).toHaveLength(MAIL_CAPS["password-reset"].max);
    const tokens = mails.map((m) => decodeURIComponent(linkIn(m, "/auth/reset-password")!.split("token=")[1]!));
    const c = new Client(server.url, nextIp());
    for (const stale of tokens.slice(0, -1)) {
      const tried = await c.post("/auth/reset-password", {
        intent: "reset-password",
        token: stale,
        password: "Stale!Passw0rd",
      });
      expect(tried.status).toBe(400);
    }
    const newest = await c.post("/auth/reset-password", {
      intent: "reset-password",
      token: tokens.at(-1)!,
      password: "Newest!Passw0rd",
    });
    expect(newest.status).toBe(200);
  });

  it("npm run outbox prints the newest mail decoded: its reset link whole, on one line, ready to copy", async () => {
    const member = await verifiedMember();
    await new Client(server.url, nextIp()).post("/auth/forgot-password", {
      intent: "request-reset",
      email: member.email,
    });
    const mail = await waitFor(
      "the reset mail",
      () => mailsTo(server, member.email, "Reset your GeneHive password")[0],
    );
    const link = linkIn(mail, "/auth/reset-password")!;
    const printed = await runNpmScript("outbox", ["--last", "1"], { DATA_DIR: server.dataDir });
    expect(printed.status).toBe(0);
    expect(printed.stdout).toContain(`To: ${member.email}`);
    expect(printed.stdout.split("\n")).toContain(`${server.url}${link}`);
    expect(printed.stdout).not.toContain("=3D");
  });

  it("one 'already have an account' notice a day to an address, however often someone signs up with it", async () => {
    const member = await verifiedMember();
    const before = capped("account-notice");
    const tries = 5;
    for (let i = 0; i < tries; i++) {
      const again = await new Client(server.url, nextIp()).post("/auth", {
        intent: "sign-up",
        ...newMember("again"),
        email: member.email,
      });
      expect(again.status).toBe(200);
    }
    await waitFor("the capped notices", () => capped("account-notice") - before >= tries - 1 || undefined);
    await sleep(1_000);
    expect(mailsTo(server, member.email, "You already have a GeneHive account")).toHaveLength(1);
  });

  it("the asker's own limit still holds", async () => {
    const c = new Client(server.url, nextIp());
    const statuses: number[] = [];
    for (let i = 0; i <= IP_LIMITS.passwordReset.max; i++) {
      statuses.push(
        (await c.post("/auth/forgot-password", { intent: "request-reset", email: newMember("limit").email })).status,
      );
    }
    expect(statuses.slice(0, -1).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});
