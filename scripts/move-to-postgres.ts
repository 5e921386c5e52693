// npm run db:move-to-postgres
// Copies the embedded database of DATA_DIR into the empty PostgreSQL database of DATABASE_URL, checks that every
// table holds the same rows on both sides, and says what else the PostgreSQL site needs from DATA_DIR
// (docs/deploy.md, "Moving from the embedded database to PostgreSQL"). Run it with the server stopped and its
// settings loaded. Every refusal or failure is one line on stderr and exit status 1, with nothing written.
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { loadConfig, shownValue } from "#server/config.ts";
import { type DatabaseHandle, openDatabase } from "#server/db/client.ts";
import { lockDataDir } from "#server/db/data-dir-lock.ts";
import { isOutage, outageCause } from "#server/db/outage.ts";
import { MoveRefusal, moveDatabase } from "./lib/db-move.ts";

const name = "db:move-to-postgres";

async function main() {
  const config = loadConfig();
  if (!config.DATABASE_URL) {
    throw new MoveRefusal(
      "DATABASE_URL is not set: set it to the new, empty PostgreSQL database, with the site's other settings (DATA_DIR) loaded",
    );
  }
  const folder = path.join(config.dataDir, "pglite");
  if (!existsSync(path.join(folder, "PG_VERSION"))) {
    throw new MoveRefusal(
      `there is no embedded database in ${config.dataDir} (DATA_DIR): load the site's settings, or set DATA_DIR to its data folder`,
    );
  }
  // Before anything is opened: a running server's database must not be read (PGlite has no lock of its own).
  const unlock = lockDataDir(config.dataDir);
  let source: DatabaseHandle | undefined;
  let target: DatabaseHandle | undefined;
  try {
    console.log(`Moving the embedded database in ${folder} to ${shownValue("DATABASE_URL", config.DATABASE_URL)}`);
    source = await openDatabase({ dataDir: folder });
    target = await openDatabase({ databaseUrl: config.DATABASE_URL, poolSize: 2 });
    const moved = await moveDatabase(source, target);
    const width = Math.max(...moved.map((m) => m.table.length));
    for (const { table, rows } of moved)
      console.log(`  ${table.padEnd(width)} ${String(rows).padStart(8)} ${rows === 1 ? "row" : "rows"}`);
    const total = moved.reduce((sum, m) => sum + m.rows, 0);
    console.log(`Copied ${total} rows in ${moved.length} tables; every table's count and contents match.`);
    for (const line of dataDirNotes(config.dataDir, Boolean(config.AUTH_SECRET))) console.log(line);
  } finally {
    await target?.close().catch(() => {});
    await source?.close().catch(() => {});
    unlock();
  }
}

/** What lives in DATA_DIR besides the database, and what the PostgreSQL site needs done about it. */
function dataDirNotes(dataDir: string, authSecretSet: boolean): string[] {
  const notes = ["Before starting the site on PostgreSQL:"];
  const secretFile = path.join(dataDir, "auth-secret");
  if (authSecretSet) {
    notes.push("- Keep AUTH_SECRET as it is in the site's settings: sessions and e-mailed links are signed with it.");
  } else if (existsSync(secretFile)) {
    // The secret itself is never printed: the operator copies it from the file into the settings.
    notes.push(
      `- Set AUTH_SECRET in the site's settings to the contents of ${secretFile}: sessions and e-mailed links are signed with it (without it everyone is signed out and earlier links stop working).`,
    );
  }
  const outbox = path.join(dataDir, "outbox");
  const mails = existsSync(outbox) ? readdirSync(outbox).filter((f) => f.endsWith(".eml")).length : 0;
  if (mails) {
    notes.push(
      `- ${mails} ${mails === 1 ? "mail" : "mails"} written without SMTP_URL stay in ${outbox}; the PostgreSQL site writes there too until SMTP_URL is set, so keep DATA_DIR=${dataDir}.`,
    );
  }
  notes.push(
    `- The embedded database in ${path.join(dataDir, "pglite")} is left as it was; keep it as a copy until the site runs well on PostgreSQL.`,
  );
  return notes;
}

/** One line for the operator: the database's own words, never the query or its values (rows, session tokens). */
function describe(error: unknown): string {
  if (isOutage(error)) return `PostgreSQL could not be reached (${outageCause(error)})`;
  let innermost = error;
  while (innermost instanceof Error && innermost.cause instanceof Error) innermost = innermost.cause;
  return innermost instanceof Error ? innermost.message : String(error);
}

await main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(`${name}: ${describe(error)}`);
    process.exit(1);
  },
);
