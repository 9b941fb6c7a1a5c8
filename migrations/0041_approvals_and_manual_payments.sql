CREATE TABLE "approval_request" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"action" text NOT NULL,
	"subject_kind" text NOT NULL,
	"subject_id" text NOT NULL,
	"input" jsonb NOT NULL,
	"summary" text NOT NULL,
	"preview" jsonb NOT NULL,
	"amount" bigint,
	"status" text DEFAULT 'pending' NOT NULL,
	"maker_id" text NOT NULL,
	"maker_note" text,
	"checker_id" text,
	"decision_reason" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp (3) with time zone,
	CONSTRAINT "approval_request_action_check" CHECK ("approval_request"."action" in ('disbursement', 'reversal', 'refund', 'credit_applied', 'suspense_allocation', 'suspense_refund', 'restructure', 'setting_change')),
	CONSTRAINT "approval_request_status_check" CHECK ("approval_request"."status" in ('pending', 'approved', 'declined', 'cancelled')),
	CONSTRAINT "approval_request_subject_kind_check" CHECK ("approval_request"."subject_kind" in ('loan', 'payment', 'setting')),
	CONSTRAINT "approval_request_four_eyes" CHECK ("approval_request"."checker_id" is null or "approval_request"."checker_id" <> "approval_request"."maker_id"),
	CONSTRAINT "approval_request_decided" CHECK (("approval_request"."status" = 'pending') = ("approval_request"."decided_at" is null))
);
--> statement-breakpoint
ALTER TABLE "notification" DROP CONSTRAINT "notification_target_kind_check";--> statement-breakpoint
ALTER TABLE "payment" ADD COLUMN "received_on" date;--> statement-breakpoint
ALTER TABLE "payment" ADD COLUMN "teller_id" text;--> statement-breakpoint
ALTER TABLE "payment" ADD COLUMN "branch" text;--> statement-breakpoint
ALTER TABLE "payment" ADD COLUMN "depositor_name" text;--> statement-breakpoint
ALTER TABLE "payment" ADD COLUMN "depositor_phone" text;--> statement-breakpoint
ALTER TABLE "receipt" ADD COLUMN "received_on" date;--> statement-breakpoint
ALTER TABLE "receipt" ADD COLUMN "received_by" text;--> statement-breakpoint
ALTER TABLE "receipt" ADD COLUMN "branch" text;--> statement-breakpoint
ALTER TABLE "receipt" ADD COLUMN "depositor_name" text;--> statement-breakpoint
ALTER TABLE "receipt" ADD COLUMN "depositor_phone" text;--> statement-breakpoint
ALTER TABLE "approval_request" ADD CONSTRAINT "approval_request_maker_id_user_id_fk" FOREIGN KEY ("maker_id") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_request" ADD CONSTRAINT "approval_request_checker_id_user_id_fk" FOREIGN KEY ("checker_id") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "approval_request_one_pending" ON "approval_request" USING btree ("action","subject_id") WHERE "approval_request"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "approval_request_status_created_idx" ON "approval_request" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "approval_request_subject_idx" ON "approval_request" USING btree ("subject_id");--> statement-breakpoint
ALTER TABLE "payment" ADD CONSTRAINT "payment_teller_id_user_id_fk" FOREIGN KEY ("teller_id") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification" ADD CONSTRAINT "notification_target_kind_check" CHECK ("notification"."target_kind" is null or "notification"."target_kind" in ('LOAN', 'ORDER', 'APPLICATION', 'TICKET', 'PAYMENT', 'DOCUMENT', 'APPROVAL'));