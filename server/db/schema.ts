import { integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";

export const forumCategories = pgTable(
  "forum_categories",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
    description: text("description").notNull(),
    orderPosition: integer("order_position").notNull(),
  },
  (t) => [uniqueIndex("forum_categories_slug_key").on(t.slug)],
);
