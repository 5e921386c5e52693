CREATE TABLE "forum_categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "forum_categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"description" text NOT NULL,
	"order_position" integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "forum_categories_slug_key" ON "forum_categories" USING btree ("slug");