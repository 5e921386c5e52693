import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, queryRows } from "./client.ts";
import { DataDirLockedError, lockDataDir } from "./data-dir-lock.ts";
import { isMissingReference } from "./errors.ts";
import { forumCategories } from "./schema.ts";
import { seed, seedCategories } from "./seed.ts";
import { createTestDatabase } from "./test-database.ts";

describe(`database layer (${process.env.DATABASE_URL ? "PostgreSQL" : "PGlite"})`, () => {
  let handle: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(async () => {
    await handle?.close();
  });

  it("migrates an empty database, and migrating again changes nothing", async () => {
    await handle.migrate();
    await handle.migrate();
    const rows = await queryRows<{ count: number }>(
      handle.db,
      sql`select count(*)::int as count from information_schema.tables where table_name = 'forum_categories'`,
    );
    expect(rows[0]?.count).toBe(1);
  });

  it("seeds the categories in order, idempotently", async () => {
    await seed(handle.db);
    await seed(handle.db);
    const rows = await handle.db.select().from(forumCategories).orderBy(asc(forumCategories.orderPosition));
    expect(rows.map((r) => r.slug)).toEqual(seedCategories.map((c) => c.slug));
    expect(rows.map((r) => r.orderPosition)).toEqual(seedCategories.map((_, i) => i + 1));
  });

  it("keeps a category an admin edited when seeding again", async () => {
    await handle.db
      .update(forumCategories)
      .set({ description: "Edited by a moderator" })
      .where(eq(forumCategories.slug, "introductions"));
    await seed(handle.db);
    const [row] = await handle.db.select().from(forumCategories).where(eq(forumCategories.slug, "introductions"));
    expect(row?.description).toBe("Edited by a moderator");
  });

  it("round-trips a row and enforces unique slugs", async () => {
    const [created] = await handle.db
      .insert(forumCategories)
      .values({ name: "Round Trip", slug: "round-trip", description: "A test category", orderPosition: 99 })
      .returning();
    expect(created?.id).toBeGreaterThan(0);
    const [read] = await handle.db.select().from(forumCategories).where(eq(forumCategories.id, created!.id));
    expect(read).toEqual(created);
    await expect(
      handle.db
        .insert(forumCategories)
        .values({ name: "Dup", slug: "round-trip", description: "x", orderPosition: 100 }),
    ).rejects.toThrow();
  });

  it("tells a row that points at a deleted one from other failures, whatever the driver wraps", async () => {
    const failure = (query: Promise<unknown>) =>
      query.then(
        () => undefined,
        (error: unknown) => error,
      );
    const missing = await failure(
      handle.db.execute(sql`insert into forum_topic_views (topic_id, user_id) values (2147483647, 'nobody')`),
    );
    const duplicate = await failure(
      handle.db
        .insert(forumCategories)
        .values({ name: "Dup", slug: "round-trip", description: "x", orderPosition: 100 }),
    );
    expect(isMissingReference(missing)).toBe(true);
    expect(isMissingReference(duplicate)).toBe(false);
    expect(isMissingReference(undefined)).toBe(false);
  });
});

describe("embedded data directory", () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "genehive-db-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("creates the folder tree and keeps data across reopen", async () => {
    const dataDir = path.join(dir, "nested", "deeper", "pglite");
    const first = await openDatabase({ dataDir });
    await first.migrate();
    await seed(first.db);
    await first.close();
    const second = await openDatabase({ dataDir });
    const rows = await second.db.select().from(forumCategories);
    expect(rows).toHaveLength(seedCategories.length);
    await second.close();
  });

  it("refuses a second live process and takes over a stale lock", async () => {
    const lockDir = path.join(dir, "locked");
    const unlock = lockDataDir(lockDir);
    const { writeFileSync } = await import("node:fs");
    writeFileSync(path.join(lockDir, "server.lock"), String(process.ppid));
    expect(() => lockDataDir(lockDir)).toThrow(DataDirLockedError);
    writeFileSync(path.join(lockDir, "server.lock"), "999999999");
    const unlockAgain = lockDataDir(lockDir);
    unlockAgain();
    unlock();
  });
});
