import { randomBytes } from "node:crypto";
import { type DatabaseHandle, openDatabase } from "./client.ts";

/**
 * A fresh, empty database for one test file: a new database on the PostgreSQL server
 * named by DATABASE_URL, or an in-memory PGlite when it is unset.
 */
export async function createTestDatabase(): Promise<DatabaseHandle & { engineName: string; url?: string }> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const handle = await openDatabase({ memory: true });
    return { ...handle, engineName: "pglite" };
  }
  const { default: pg } = await import("pg");
  const name = `genehive_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const testUrl = new URL(url);
  testUrl.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: testUrl.toString(), poolSize: 5 });
  return {
    ...handle,
    engineName: "postgres",
    url: testUrl.toString(),
    async close() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
