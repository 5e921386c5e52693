CREATE TABLE "mail_outbox" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mail_outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"recipient" text NOT NULL,
	"user_id" text,
	"subject" text,
	"text" text,
	"html" text,
	"reply_to" text,
	"headers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_at" timestamp with time zone,
	"done_at" timestamp with time zone,
	"outcome" text
);
--> statement-breakpoint
DROP INDEX "mail_batches_unsent_idx";--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_outbox_due_idx" ON "mail_outbox" USING btree ("next_attempt_at") WHERE "mail_outbox"."done_at" is null;--> statement-breakpoint
CREATE INDEX "mail_outbox_done_idx" ON "mail_outbox" USING btree ("done_at") WHERE "mail_outbox"."done_at" is not null;--> statement-breakpoint
-- Notification mails composed but not sent yet move to the outbox, which sends every mail from now on.
INSERT INTO "mail_outbox" ("kind", "recipient", "user_id", "subject", "text", "html", "created_at")
SELECT 'notifications', lower(u."email"), b."user_id", b."subject", b."text", b."html", b."created_at"
FROM "mail_batches" b JOIN "user" u ON u."id" = b."user_id"
WHERE b."sent_at" IS NULL ORDER BY b."id";--> statement-breakpoint
ALTER TABLE "mail_batches" DROP COLUMN "subject";--> statement-breakpoint
ALTER TABLE "mail_batches" DROP COLUMN "text";--> statement-breakpoint
ALTER TABLE "mail_batches" DROP COLUMN "html";--> statement-breakpoint
ALTER TABLE "mail_batches" DROP COLUMN "claimed_at";--> statement-breakpoint
ALTER TABLE "mail_batches" DROP COLUMN "sent_at";