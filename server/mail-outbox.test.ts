import { randomUUID } from "node:crypto";
import { getTableName, sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import { seededTestDatabase } from "#tests/unit/support/database.ts";
import { releaseOnOwnDeletion } from "./account/auth-calls.ts";
import { createAuth } from "./auth/auth.ts";
import { createResetComposer } from "./auth/reset-composer.ts";
import { createAuthService } from "./auth/service.ts";
import { loadConfig } from "./config.ts";
import { type Database, queryRows } from "./db/client.ts";
import type { Mail } from "./mail.ts";
import {
  enqueueComposedLater,
  enqueueMail,
  MAIL_CAPS,
  MAIL_RETRY,
  type MailKind,
  retryWaitSeconds,
  sendDueMail,
} from "./mail-outbox.ts";

const db = seededTestDatabase();
const publicUrl = "https://genehive.example";
const address = () => `r${randomUUID().slice(0, 8)}@example.org`;

/** A worker whose SMTP server takes everything (into `sent`), or fails while `failing` says so. */
function worker(options: { failing?: () => boolean; compose?: (kind: MailKind, to: string) => Promise<Mail | null> }) {
  const sent: Mail[] = [];
  return {
    sent,
    options: {
      publicUrl,
      compose: options.compose ?? (async () => null),
      sendMail: async (mail: Mail) => {
        if (options.failing?.()) throw Object.assign(new Error("Greeting never received"), { code: "ETIMEDOUT" });
        sent.push(mail);
        return {};
      },
    },
  };
}

const outcomes = (to: string, kind?: MailKind) =>
  queryRows<{ outcome: string | null; text: string | null }>(
    db(),
    sql`select outcome, text from mail_outbox where recipient = ${to} and (${kind ?? null}::text is null or kind = ${kind ?? null})
        order by id`,
  );

describe("per-recipient caps (issue 27, item 11)", () => {
  const stored: [MailKind, number][] = [
    ["account-notice", 4],
    ["verification", 7],
    ["contact-confirmation", 5],
    ["contact-staff", 33],
    ["notifications", 15],
  ];
  for (const [kind, tries] of stored) {
    it(`${kind}: at most ${MAIL_CAPS[kind].max} per ${MAIL_CAPS[kind].windowSeconds / 3600} h to one address; the rest dropped`, async () => {
      const to = address();
      const other = address();
      for (let i = 0; i < tries; i++) await enqueueMail(db(), kind, { to, subject: `Mail ${i}`, text: "Hello" });
      await enqueueMail(db(), kind, { to: other, subject: "Mail", text: "Hello" });
      // Two workers (as two processes would): the count is in the database, not in either of them.
      const [a, b] = [worker({}), worker({})];
      await Promise.all([sendDueMail(db(), a.options), sendDueMail(db(), b.options)]);
      const sent = [...a.sent, ...b.sent];
      expect(sent.filter((m) => m.to === to)).toHaveLength(MAIL_CAPS[kind].max);
      expect(sent.filter((m) => m.to === other)).toHaveLength(1);
      const rows = await outcomes(to);
      expect(rows.filter((r) => r.outcome === "capped")).toHaveLength(tries - MAIL_CAPS[kind].max);
      // Done rows keep no body (a link in it may be a secret).
      expect(rows.every((r) => r.text === null)).toBe(true);
    });
  }

  it("the cap counts an address however it is written", async () => {
    const to = address();
    for (const spelling of [to, to.toUpperCase(), ` ${to} `])
      await enqueueMail(db(), "account-notice", { to: spelling, subject: "Notice", text: "Hello" });
    const w = worker({});
    await sendDueMail(db(), w.options);
    expect(w.sent).toHaveLength(MAIL_CAPS["account-notice"].max);
  });
});

describe("retries", () => {
  it("a failed send is tried again after a growing wait, with the same Message-ID, until it goes; then never again", async () => {
    const to = address();
    await enqueueMail(db(), "account-notice", { to, subject: "Notice", text: "Hello" });
    let failing = true;
    const w = worker({ failing: () => failing });
    const ids: string[] = [];
    const original = w.options.sendMail;
    w.options.sendMail = async (mail) => {
      ids.push(mail.messageId!);
      return original(mail);
    };
    await sendDueMail(db(), w.options);
    const [row] = await queryRows<{ attempts: number; wait: number; claimed: boolean }>(
      db(),
      sql`select attempts, extract(epoch from next_attempt_at - now())::float as wait, claimed_at is not null as claimed
          from mail_outbox where recipient = ${to}`,
    );
    expect(row).toMatchObject({ attempts: 1, claimed: false });
    expect(row!.wait).toBeGreaterThan(retryWaitSeconds(1) - 2);
    // Not due yet: nothing happens.
    await sendDueMail(db(), w.options);
    expect(ids).toHaveLength(1);

    failing = false;
    await db().execute(sql`update mail_outbox set next_attempt_at = now() where recipient = ${to}`);
    await sendDueMail(db(), w.options);
    expect(w.sent).toHaveLength(1);
    expect(ids).toHaveLength(2);
    expect(ids[1]).toBe(ids[0]);
    expect(await outcomes(to)).toEqual([{ outcome: "sent", text: null }]);
    await sendDueMail(db(), w.options);
    expect(w.sent).toHaveLength(1);
  });

  it(`gives up after ${MAIL_RETRY.attempts} attempts; the waits double up to a ceiling`, async () => {
    const to = address();
    await enqueueMail(db(), "verification", { to, subject: "Confirm", text: "Hello" });
    const w = worker({ failing: () => true });
    for (let i = 0; i < MAIL_RETRY.attempts + 2; i++) {
      await db().execute(sql`update mail_outbox set next_attempt_at = now() where recipient = ${to}`);
      await sendDueMail(db(), w.options);
    }
    expect(await outcomes(to)).toEqual([{ outcome: "failed", text: null }]);
    expect(retryWaitSeconds(2)).toBe(2 * retryWaitSeconds(1));
    expect(retryWaitSeconds(30)).toBe(MAIL_RETRY.maxWaitSeconds);
  });
});

describe("forgot password (issue 27, items 11 and 16)", () => {
  const config = loadConfig({ PUBLIC_URL: publicUrl, CONTACT_EMAIL: "hello@genehive.example" });
  const auth = (database = db()) =>
    createAuth({ db: database, config, secret: "s".repeat(40), beforeDeleteMember: releaseOnOwnDeletion(database) });

  /** The database as the request path sees it, writing down every statement it is asked to run. */
  function recording(target: Database, statements: string[]): Database {
    const dialect = new PgDialect();
    return new Proxy(target, {
      get(object, property, receiver) {
        const value = Reflect.get(object, property, receiver);
        if (typeof value !== "function") return value;
        if (property === "execute")
          return (query: Parameters<Database["execute"]>[0]) => {
            statements.push(`execute ${dialect.sqlToQuery(query as never).sql}`);
            return value.call(object, query);
          };
        if (["insert", "update", "delete", "select", "transaction"].includes(String(property)))
          return (...args: unknown[]) => {
            const table = args[0] && typeof args[0] === "object" ? getTableName(args[0] as never) : "";
            statements.push(`${String(property)} ${table}`);
            return value.apply(object, args);
          };
        return value;
      },
    });
  }

  it("the request runs the same statements for an address with an account and one without, and answers the same", async () => {
    const member = { email: address(), password: "Val1d!Password" };
    const signUp = await auth().api.signUpEmail({
      body: { name: "Ana", email: member.email, password: member.password, username: `u${randomUUID().slice(0, 8)}` },
    });
    expect(signUp.user.email).toBe(member.email);
    const known: string[] = [];
    const unknown: string[] = [];
    const meta = (ip: string) => ({ ip, userAgent: "test" });
    // better-auth gets the recording database too: whatever it would look up on the request path shows.
    const service = (statements: string[]) => {
      const database = recording(db(), statements);
      return createAuthService(auth(database), database, publicUrl);
    };
    const a = await service(known).requestPasswordReset(member.email, meta("192.0.2.1"));
    const b = await service(unknown).requestPasswordReset(address(), meta("192.0.2.2"));
    expect(b).toEqual(a);
    expect(a).toEqual({ ok: true, setCookies: [] });
    expect(known.length).toBeGreaterThan(0);
    expect(unknown).toEqual(known);
    expect(known.join("\n")).not.toMatch(/"user"|verification/);
  });

  it(`the worker makes a link for an account only; at most ${MAIL_CAPS["password-reset"].max} an hour; a new link ends the ones before`, async () => {
    const email = address();
    const ben = await auth().api.signUpEmail({
      body: { name: "Ben", email, password: "Val1d!Password", username: `u${randomUUID().slice(0, 8)}` },
    });
    const nobody = address();
    const tries = MAIL_CAPS["password-reset"].max + 2;
    for (let i = 0; i < tries; i++) await enqueueComposedLater(db(), "password-reset", email);
    await enqueueComposedLater(db(), "password-reset", nobody);
    const w = worker({ compose: async (_kind, to) => createResetComposer(auth(), db(), publicUrl)(to) });
    await sendDueMail(db(), w.options);
    expect(w.sent.filter((m) => m.to === nobody)).toHaveLength(0);
    expect((await outcomes(nobody)).map((r) => r.outcome)).toEqual(["no-account"]);
    const mails = w.sent.filter((m) => m.to === email && m.subject === "Reset your GeneHive password");
    expect(mails).toHaveLength(MAIL_CAPS["password-reset"].max);
    expect((await outcomes(email, "password-reset")).map((r) => r.outcome).sort()).toEqual(
      [
        ...Array(MAIL_CAPS["password-reset"].max).fill("sent"),
        ...Array(tries - MAIL_CAPS["password-reset"].max).fill("capped"),
      ].sort(),
    );
    // Only the newest link is still in the database.
    const tokens = mails.map((m) => decodeURIComponent(/token=(\S+)/.exec(m.text)![1]!));
    const live = await queryRows<{ identifier: string }>(
      db(),
      sql`select identifier from verification where value = ${ben.user.id} and identifier like 'reset-password:%'`,
    );
    expect(live.map((r) => r.identifier)).toEqual([`reset-password:${tokens.at(-1)}`]);
  });
});
