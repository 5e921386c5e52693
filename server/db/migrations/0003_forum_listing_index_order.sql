DROP INDEX "forum_topics_recent_idx";--> statement-breakpoint
DROP INDEX "forum_topics_category_idx";--> statement-breakpoint
DROP INDEX "forum_topics_author_idx";--> statement-breakpoint
CREATE INDEX "forum_topics_recent_idx" ON "forum_topics" USING btree ("is_pinned" DESC NULLS FIRST,"created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "forum_topics_category_idx" ON "forum_topics" USING btree ("category_id","is_pinned" DESC NULLS FIRST,"last_activity_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "forum_topics_author_idx" ON "forum_topics" USING btree ("author_id","created_at" DESC NULLS FIRST);