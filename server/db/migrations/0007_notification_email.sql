CREATE TABLE "mail_batches" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mail_batches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text NOT NULL,
	"claimed_at" timestamp with time zone,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "notification_settings" (
	"user_id" text PRIMARY KEY NOT NULL,
	"email" text DEFAULT 'immediately' NOT NULL,
	"last_mailed_at" timestamp with time zone,
	CONSTRAINT "notification_settings_email_check" CHECK ("notification_settings"."email" in ('immediately', 'daily', 'never'))
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "mail_batch_id" integer;--> statement-breakpoint
ALTER TABLE "mail_batches" ADD CONSTRAINT "mail_batches_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_settings" ADD CONSTRAINT "notification_settings_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_batches_unsent_idx" ON "mail_batches" USING btree ("id") WHERE "mail_batches"."sent_at" is null;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_mail_batch_id_mail_batches_id_fk" FOREIGN KEY ("mail_batch_id") REFERENCES "public"."mail_batches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_unmailed_idx" ON "notifications" USING btree ("user_id") WHERE "notifications"."read_at" is null and "notifications"."mail_batch_id" is null;