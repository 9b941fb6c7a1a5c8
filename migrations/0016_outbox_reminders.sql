CREATE TABLE "communication_preference" (
	"user_id" text PRIMARY KEY NOT NULL,
	"sms" boolean DEFAULT true NOT NULL,
	"email" boolean DEFAULT false NOT NULL,
	"in_app" boolean DEFAULT true NOT NULL,
	"marketing" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbound_message" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"channel" text NOT NULL,
	"user_id" text,
	"recipient" text NOT NULL,
	"kind" text NOT NULL,
	"subject" text,
	"body" text NOT NULL,
	"sensitive" boolean DEFAULT false NOT NULL,
	"dedupe_key" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"provider" text,
	"provider_message_id" text,
	"target_kind" text,
	"target_id" text,
	"sms_day" date,
	"next_attempt_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"claimed_at" timestamp (3) with time zone,
	"sent_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "outbound_message_channel_check" CHECK ("outbound_message"."channel" in ('sms', 'email', 'in_app')),
	CONSTRAINT "outbound_message_status_check" CHECK ("outbound_message"."status" in ('queued', 'sending', 'sent', 'failed', 'dead'))
);
--> statement-breakpoint
ALTER TABLE "broadcast" ADD COLUMN "marketing" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "communication_preference" ADD CONSTRAINT "communication_preference_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbound_message" ADD CONSTRAINT "outbound_message_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "outbound_message_dedupe_key" ON "outbound_message" USING btree ("dedupe_key");--> statement-breakpoint
CREATE UNIQUE INDEX "outbound_message_sms_day_key" ON "outbound_message" USING btree ("user_id","sms_day") WHERE "outbound_message"."sms_day" is not null;--> statement-breakpoint
CREATE INDEX "outbound_message_due_idx" ON "outbound_message" USING btree ("next_attempt_at") WHERE "outbound_message"."status" in ('queued', 'failed');--> statement-breakpoint
CREATE INDEX "outbound_message_created_idx" ON "outbound_message" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);