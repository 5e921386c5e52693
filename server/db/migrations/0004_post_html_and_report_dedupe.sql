ALTER TABLE "forum_replies" ADD COLUMN "body_html" text;--> statement-breakpoint
ALTER TABLE "forum_topics" ADD COLUMN "body_html" text;--> statement-breakpoint
-- Before the one-open-report rule: close the repeats of each member's open report on a post, keeping the first.
UPDATE "forum_reports" SET "resolved_at" = now() WHERE "resolved_at" IS NULL AND "id" NOT IN (
  SELECT min("id") FROM "forum_reports" WHERE "resolved_at" IS NULL GROUP BY "reporter_id", "topic_id", coalesce("reply_id", 0)
);--> statement-breakpoint
CREATE UNIQUE INDEX "forum_reports_one_open_key" ON "forum_reports" USING btree ("reporter_id","topic_id",coalesce("reply_id", 0)) WHERE "forum_reports"."resolved_at" is null;