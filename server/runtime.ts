import path from "node:path";
import { sql } from "drizzle-orm";
import { approveByVerifiedDomain } from "#server/educator/access.ts";
import { releaseOnOwnDeletion } from "./account/auth-calls.ts";
import { type Auth, createAuth } from "./auth/auth.ts";
import { createResetComposer } from "./auth/reset-composer.ts";
import { type AuthService, createAuthService } from "./auth/service.ts";
import { serveSessions } from "./auth/session.ts";
import { authSecret, type Config, ConfigError, loadConfig } from "./config.ts";
import { type Database, type DatabaseHandle, openDatabase } from "./db/client.ts";
import { lockDataDir } from "./db/data-dir-lock.ts";
import { isOutage, outageCause } from "./db/outage.ts";
import { seed } from "./db/seed.ts";
import { backfillPostHtml } from "./forum/backfill.ts";
import { closeMarkdownRenderer } from "./forum/markdown.ts";
import { startNotificationMail } from "./forum/notification-mail.ts";
import { hideInLogs, log } from "./log.ts";
import { createMailer } from "./mail.ts";
import { startMailWorker } from "./mail-outbox.ts";
import { startEnrolmentSweep } from "./programs/enrolment.ts";
import { setFamiliesTimeZone } from "./programs/mail.ts";
import { pruneThrottle } from "./throttle.ts";

/**
 * Process-wide state of the server: configuration and the database. The custom
 * server (server.ts) calls startup() before listening and shutdown() on SIGTERM;
 * loaders and actions reach the database through getDb().
 */
let current:
  | {
      config: Config;
      database: DatabaseHandle;
      unlock: () => void;
      auth: AuthService;
      betterAuth: Auth;
      maintenance: NodeJS.Timeout;
      stopMail: () => Promise<void>;
    }
  | undefined;

// Hourly: throttle counts whose window has ended are deleted (they name IP addresses and accounts; the privacy
// page's "Limits against abuse"), and PGlite, which runs no autovacuum, gets fresh statistics (without them the
// planner picks slow plans as the forum grows).
const HOUSEKEEPING_EVERY_MS = 60 * 60 * 1000;

export async function startup(config: Config = loadConfig()): Promise<void> {
  if (current) return;
  setFamiliesTimeZone(config.SITE_TIME_ZONE);
  let unlock = () => {};
  let database: DatabaseHandle;
  if (config.DATABASE_URL) {
    database = await openDatabase({ databaseUrl: config.DATABASE_URL });
  } else {
    unlock = lockDataDir(config.dataDir);
    try {
      database = await openDatabase({ dataDir: path.join(config.dataDir, "pglite") });
    } catch (error) {
      // A folder that cannot be opened (damaged, not a database) must not stay locked by a process that is gone.
      unlock();
      throw error;
    }
  }
  try {
    await untilReachable(() => database.migrate(), config.DATABASE_WAIT_SECONDS);
    await seed(database.db);
  } catch (error) {
    await database.close();
    unlock();
    throw error;
  }
  // The secret generated into DATA_DIR when AUTH_SECRET is unset is a secret too.
  hideInLogs(authSecret(config));
  const auth = createAuth({
    db: database.db,
    config,
    secret: authSecret(config),
    beforeDeleteMember: releaseOnOwnDeletion(database.db),
    // A member waiting for educator access at a domain the operator lists is approved once the address is proven.
    afterEmailVerified: (user) =>
      approveByVerifiedDomain(database.db, user.id, {
        domains: config.EDUCATOR_EMAIL_DOMAINS,
        publicUrl: config.publicUrl,
      }),
  });
  const housekeeping = async () => {
    await pruneThrottle(database.db).catch((error) => log("warn", "throttle prune failed", { error: String(error) }));
    if (database.engine === "pglite")
      await database.db.execute(sql`analyze`).catch((error) => log("warn", "analyze failed", { error: String(error) }));
  };
  await housekeeping();
  const maintenance = setInterval(housekeeping, HOUSEKEEPING_EVERY_MS);
  maintenance.unref();
  current = {
    config,
    database,
    unlock,
    auth: createAuthService(auth, database.db, config.publicUrl),
    betterAuth: auth,
    maintenance,
    stopMail: startMail(database.db, config, auth),
  };
  serveSessions(current.auth);
  log("info", "database ready", { engine: database.engine });
  background = new AbortController();
  const started = Date.now();
  void backfillPostHtml(database.db, background.signal).then(
    ({ stored, failed }) => {
      if (stored + failed > 0)
        log("info", "stored rendered HTML of older posts", { stored, failed, ms: Date.now() - started });
    },
    (error) => log("warn", "rendering older posts failed", { error: String(error) }),
  );
}

/** Notification mail composed into the outbox, and the worker that sends every mail from it. */
function startMail(db: Database, config: Config, auth: Auth): () => Promise<void> {
  const compose = createResetComposer(auth, db, config.publicUrl);
  const stopWorker = startMailWorker(db, {
    sendMail: createMailer(config),
    publicUrl: config.publicUrl,
    compose: async (kind, recipient) => (kind === "password-reset" ? compose(recipient) : null),
  });
  const stopComposing = startNotificationMail(db, {
    publicUrl: config.publicUrl,
    secret: authSecret(config),
    intervalMs: config.NOTIFICATION_MAIL_SECONDS * 1000,
  });
  // Offers that expired go to the next family, and enrolments past their keeping time are deleted (with mail).
  const stopSweep = startEnrolmentSweep({ db, publicUrl: config.publicUrl }, config.PROGRAMS_SWEEP_SECONDS * 1000);
  return async () => {
    await stopSweep();
    await stopComposing();
    await stopWorker();
  };
}

/**
 * Runs `attempt` until the database can be reached, waiting 1, 2, 4… up to 10 seconds between tries, one log line
 * each, for at most `seconds` (PostgreSQL may come up after this server, after a reboot); then gives up clearly.
 */
async function untilReachable(attempt: () => Promise<void>, seconds: number): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  for (let tries = 1, wait = 1; ; tries++, wait = Math.min(wait * 2, 10)) {
    try {
      return await attempt();
    } catch (error) {
      if (!isOutage(error)) throw error;
      const cause = outageCause(error);
      if (Date.now() + wait * 1000 > deadline) {
        throw new ConfigError(`The database could not be reached for ${seconds} s (${cause}); giving up.`);
      }
      log("warn", `database not reachable (${cause}); trying again in ${wait} s`, { attempt: tries });
      await new Promise((resolve) => setTimeout(resolve, wait * 1000));
    }
  }
}

/** Work that runs after start-up (the backfill of posts' HTML); stopped at shutdown. */
let background: AbortController | undefined;

export async function shutdown(): Promise<void> {
  if (!current) return;
  const { database, unlock, maintenance, stopMail } = current;
  current = undefined;
  serveSessions(undefined);
  await stopMail();
  background?.abort();
  await closeMarkdownRenderer();
  clearInterval(maintenance);
  await database.close();
  unlock();
}

/**
 * Whether this process can serve members now: started, and its database answers within 2 seconds (/readyz; the
 * liveness check /healthz asks nothing of the database).
 */
export async function ready(): Promise<boolean> {
  if (!current) return false;
  const db = current.database.db;
  const timeout = new Promise<false>((resolve) => setTimeout(() => resolve(false), 2_000).unref());
  return Promise.race([
    db.execute(sql`select 1`).then(
      () => true,
      () => false,
    ),
    timeout,
  ]);
}

export function getDb(): Database {
  if (!current) throw new Error("The database is not open: startup() has not run.");
  return current.database.db;
}

export function getAuthService(): AuthService {
  if (!current) throw new Error("The server is not started: startup() has not run.");
  return current.auth;
}

/** better-auth itself, for account operations outside the auth service (server/account). */
export function getAuth(): Auth {
  if (!current) throw new Error("The server is not started: startup() has not run.");
  return current.betterAuth;
}

/** False while prerendering at build time, when no database is open. */
export function isStarted(): boolean {
  return current !== undefined;
}

export function getConfig(): Config {
  return current?.config ?? loadConfig();
}
