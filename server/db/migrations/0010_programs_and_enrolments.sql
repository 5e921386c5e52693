CREATE TABLE "enrolments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "enrolments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"session_id" integer NOT NULL,
	"status" text NOT NULL,
	"guardian_name" text NOT NULL,
	"guardian_email" text NOT NULL,
	"guardian_phone" text DEFAULT '' NOT NULL,
	"child_first_name" text NOT NULL,
	"child_grade" text NOT NULL,
	"school" text DEFAULT '' NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"photo_consent" boolean DEFAULT false NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"offer_expires_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "enrolments_status_check" CHECK ("enrolments"."status" in ('confirmed', 'waitlist', 'offered', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "program_actions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "program_actions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" text,
	"action" text NOT NULL,
	"session_id" integer,
	"program_id" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "program_facts" (
	"program_id" text NOT NULL,
	"language" text NOT NULL,
	"facts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "program_facts_program_id_language_pk" PRIMARY KEY("program_id","language")
);
--> statement-breakpoint
CREATE TABLE "program_sessions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "program_sessions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"program_id" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"capacity" integer NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"place" text DEFAULT '' NOT NULL,
	"instruction_language" text DEFAULT 'en' NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "program_sessions_status_check" CHECK ("program_sessions"."status" in ('draft', 'open', 'full', 'closed')),
	CONSTRAINT "program_sessions_capacity_check" CHECK ("program_sessions"."capacity" >= 0)
);
--> statement-breakpoint
ALTER TABLE "enrolments" ADD CONSTRAINT "enrolments_session_id_program_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."program_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_actions" ADD CONSTRAINT "program_actions_actor_id_user_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "enrolments_token_key" ON "enrolments" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "enrolments_session_idx" ON "enrolments" USING btree ("session_id","status","id");--> statement-breakpoint
CREATE INDEX "program_actions_recent_idx" ON "program_actions" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "program_sessions_program_idx" ON "program_sessions" USING btree ("program_id","starts_on");