import { asc, eq, sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { forumCategories, forumTopics } from "#server/db/schema.ts";
import type { CategorySummary, CategoryView } from "#shared/forum/types.ts";
import { sharedView } from "./shared-views.ts";

/** Categories in order_position order, with their topic count and latest activity (a shared view). */
export function listCategories(db: Database): Promise<CategorySummary[]> {
  return sharedView("categories", db, () => readCategories(db));
}

async function readCategories(db: Database): Promise<CategorySummary[]> {
  // One pass over the topics for every category's count and latest activity.
  const stats = db
    .select({
      categoryId: forumTopics.categoryId,
      topicCount: sql<number>`count(*)::int`.as("topic_count"),
      lastActivityAt: sql<Date>`max(${forumTopics.lastActivityAt})`.as("last_activity"),
    })
    .from(forumTopics)
    .groupBy(forumTopics.categoryId)
    .as("stats");
  const rows = await db
    .select({
      id: forumCategories.id,
      name: forumCategories.name,
      slug: forumCategories.slug,
      description: forumCategories.description,
      topicCount: sql<number>`coalesce(${stats.topicCount}, 0)`,
      lastActivityAt: stats.lastActivityAt,
    })
    .from(forumCategories)
    .leftJoin(stats, eq(stats.categoryId, forumCategories.id))
    .orderBy(asc(forumCategories.orderPosition), asc(forumCategories.id));
  return rows.map((r) => ({
    ...r,
    lastActivityAt: r.lastActivityAt ? new Date(r.lastActivityAt).toISOString() : null,
  }));
}

export async function getCategory(db: Database, slug: string): Promise<(CategoryView & { id: number }) | null> {
  const [row] = await db
    .select({
      id: forumCategories.id,
      name: forumCategories.name,
      slug: forumCategories.slug,
      description: forumCategories.description,
    })
    .from(forumCategories)
    .where(eq(forumCategories.slug, slug));
  return row ?? null;
}
