CREATE TABLE "credit_approval" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subject_kind" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"approver_id" text NOT NULL,
	"checks" jsonb NOT NULL,
	"reason" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_approval_subject_kind_check" CHECK ("credit_approval"."subject_kind" in ('application', 'order'))
);
--> statement-breakpoint
ALTER TABLE "credit_approval" ADD CONSTRAINT "credit_approval_approver_id_user_id_fk" FOREIGN KEY ("approver_id") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "credit_approval_subject_approver_idx" ON "credit_approval" USING btree ("subject_kind","subject_id","approver_id");--> statement-breakpoint
CREATE INDEX "credit_approval_subject_created_idx" ON "credit_approval" USING btree ("subject_kind","subject_id","created_at");