CREATE TABLE "educator_decisions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "educator_decisions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" text NOT NULL,
	"decision" text NOT NULL,
	"by_id" text,
	"by_domain" boolean DEFAULT false NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "educator_requests" (
	"user_id" text PRIMARY KEY NOT NULL,
	"organisation" text NOT NULL,
	"position" text NOT NULL,
	"subjects" text NOT NULL,
	"school_email" text,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "educator_decisions" ADD CONSTRAINT "educator_decisions_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "educator_decisions" ADD CONSTRAINT "educator_decisions_by_id_user_id_fk" FOREIGN KEY ("by_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "educator_requests" ADD CONSTRAINT "educator_requests_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "educator_decisions_user_idx" ON "educator_decisions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "educator_requests_status_idx" ON "educator_requests" USING btree ("status","updated_at");