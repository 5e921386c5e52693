import path from "node:path";
import { type Config, loadConfig } from "./config.ts";
import { type Database, type DatabaseHandle, openDatabase } from "./db/client.ts";
import { lockDataDir } from "./db/data-dir-lock.ts";
import { seed } from "./db/seed.ts";
import { log } from "./log.ts";

/**
 * Process-wide state of the server: configuration and the database. The custom
 * server (server.ts) calls startup() before listening and shutdown() on SIGTERM;
 * loaders and actions reach the database through getDb().
 */
let current: { config: Config; database: DatabaseHandle; unlock: () => void } | undefined;

export async function startup(config: Config = loadConfig()): Promise<void> {
  if (current) return;
  let unlock = () => {};
  let database: DatabaseHandle;
  if (config.DATABASE_URL) {
    database = await openDatabase({ databaseUrl: config.DATABASE_URL });
  } else {
    unlock = lockDataDir(config.dataDir);
    database = await openDatabase({ dataDir: path.join(config.dataDir, "pglite") });
  }
  try {
    await database.migrate();
    await seed(database.db);
  } catch (error) {
    await database.close();
    unlock();
    throw error;
  }
  current = { config, database, unlock };
  log("info", "database ready", { engine: database.engine });
}

export async function shutdown(): Promise<void> {
  if (!current) return;
  const { database, unlock } = current;
  current = undefined;
  await database.close();
  unlock();
}

export function getDb(): Database {
  if (!current) throw new Error("The database is not open: startup() has not run.");
  return current.database.db;
}

export function getConfig(): Config {
  return current?.config ?? loadConfig();
}
