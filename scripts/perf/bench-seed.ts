import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { type Database, openDatabase } from "#server/db/client.ts";
import { seed } from "#server/db/seed.ts";
import { createTestDatabase } from "#server/db/test-database.ts";

/** Bench data: the seeded categories, 500 members, 10,000 topics and 100,000 replies, in set-based SQL. */
export async function seedBenchData(db: Database, sizes = { members: 500, topics: 10_000, replies: 100_000 }) {
  await db.execute(sql`
    insert into "user" (id, name, email, username, display_username)
    select 'bench-' || g, 'Bench Member ' || g, 'bench' || g || '@example.org', 'bench' || g, 'bench' || g
    from generate_series(1, ${sizes.members}) g
    on conflict do nothing`);
  await db.execute(sql`
    with cats as (select id, row_number() over (order by id) - 1 as n, count(*) over () as total from forum_categories)
    insert into forum_topics (category_id, author_id, title, body, created_at, last_activity_at, is_pinned)
    select cats.id, 'bench-' || (g % ${sizes.members} + 1),
           'Bench topic ' || g || ': enzymes, photosynthesis and soil microbes',
           'How do you teach enzyme kinetics with low-cost materials? Topic ' || g || ' asks about labs, soil and food.',
           now() - make_interval(mins => g), now() - make_interval(mins => g), g % 2000 = 0
    from generate_series(1, ${sizes.topics}) g
    join cats on cats.n = g % cats.total`);
  await db.execute(sql`
    with topics as (select id, row_number() over (order by id) - 1 as n from forum_topics)
    insert into forum_replies (topic_id, author_id, body, created_at)
    select topics.id, 'bench-' || (g % ${sizes.members} + 1),
           'Reply ' || g || ': we used yeast and hydrogen peroxide, which worked well for catalase.',
           now() - make_interval(secs => g)
    from generate_series(1, ${sizes.replies}) g
    join topics on topics.n = g % ${sizes.topics}`);
  // Posts keep the HTML they were rendered to when written (plain sentences: one paragraph each), so the
  // server's background backfill of older posts has nothing to do and does not run under the measurement.
  await db.execute(sql`update forum_topics set body_html = '<p>' || body || '</p>' where body_html is null`);
  await db.execute(sql`update forum_replies set body_html = '<p>' || body || '</p>' where body_html is null`);
  await db.execute(sql`
    update forum_topics t set reply_count = c.n
    from (select topic_id, count(*)::int as n from forum_replies group by topic_id) c
    where c.topic_id = t.id`);
  // Fresh statistics, as autovacuum would gather on a server that has been running.
  await db.execute(sql`analyze`);
}

/**
 * A migrated, seeded database for a load script, outside the server: a fresh PostgreSQL database
 * (DATABASE_URL names the server) or a fresh embedded data folder. `env` points a server at it.
 */
export async function prepareSeededDatabase(
  engine: "pglite" | "postgres",
  sizes?: Parameters<typeof seedBenchData>[1],
): Promise<{ env: Record<string, string>; cleanup: () => Promise<void> }> {
  if (engine === "postgres") {
    const db = await createTestDatabase();
    await db.migrate();
    await seed(db.db);
    await seedBenchData(db.db, sizes);
    return { env: { DATABASE_URL: db.url ?? "" }, cleanup: () => db.close() };
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "genehive-load-"));
  const db = await openDatabase({ dataDir: path.join(dataDir, "pglite") });
  await db.migrate();
  await seed(db.db);
  await seedBenchData(db.db, sizes);
  await db.close();
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: "" },
    cleanup: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}
