CREATE TABLE "hardship_request" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"loan_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text NOT NULL,
	"details" text NOT NULL,
	"affordable" bigint NOT NULL,
	"holiday_months" smallint DEFAULT 0 NOT NULL,
	"capitalise_arrears" boolean DEFAULT true NOT NULL,
	"approved_affordable" bigint,
	"approved_holiday_months" smallint,
	"approved_capitalise_arrears" boolean,
	"approved_monthly_rate_bp" integer,
	"decision_note" text,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"closed_on" date,
	"applied_version" smallint,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hardship_request_status_check" CHECK ("hardship_request"."status" in ('pending', 'approved', 'accepted', 'declined', 'cancelled')),
	CONSTRAINT "hardship_request_reason_check" CHECK ("hardship_request"."reason" in ('job_loss', 'reduced_income', 'illness', 'family_emergency', 'business_difficulty', 'other')),
	CONSTRAINT "hardship_request_terms_check" CHECK ("hardship_request"."affordable" > 0 and "hardship_request"."holiday_months" between 0 and 2)
);
--> statement-breakpoint
ALTER TABLE "loan_schedule_version" DROP CONSTRAINT "loan_schedule_version_reason_check";--> statement-breakpoint
ALTER TABLE "hardship_request" ADD CONSTRAINT "hardship_request_loan_id_loan_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loan"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hardship_request" ADD CONSTRAINT "hardship_request_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hardship_request" ADD CONSTRAINT "hardship_request_decided_by_user_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "hardship_request_open_loan_key" ON "hardship_request" USING btree ("loan_id") WHERE "hardship_request"."status" in ('pending', 'approved');--> statement-breakpoint
CREATE INDEX "hardship_request_status_created_idx" ON "hardship_request" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "hardship_request_loan_idx" ON "hardship_request" USING btree ("loan_id","created_at");--> statement-breakpoint
ALTER TABLE "loan_schedule_version" ADD CONSTRAINT "loan_schedule_version_reason_check" CHECK ("loan_schedule_version"."reason" in ('original', 'prepayment_shorten', 'prepayment_lower', 'settlement', 'reallocation', 'cancellation', 'restructure'));