CREATE TABLE "close_of_business_batch" (
	"business_date" date NOT NULL,
	"attempt" smallint NOT NULL,
	"number" integer NOT NULL,
	"last_loan_id" uuid NOT NULL,
	"figures" jsonb NOT NULL,
	"ms" integer NOT NULL,
	"committed_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "close_of_business_batch_pkey" PRIMARY KEY("business_date","attempt","number")
);
--> statement-breakpoint
CREATE TABLE "close_of_business_run" (
	"business_date" date PRIMARY KEY NOT NULL,
	"state" text NOT NULL,
	"attempt" smallint DEFAULT 1 NOT NULL,
	"cursor" uuid,
	"cursor_created_at" timestamp (3) with time zone,
	"batches" integer DEFAULT 0 NOT NULL,
	"loans" integer DEFAULT 0 NOT NULL,
	"penalties_written" integer DEFAULT 0 NOT NULL,
	"penalty_total" bigint DEFAULT 0 NOT NULL,
	"to_arrears" integer DEFAULT 0 NOT NULL,
	"to_active" integer DEFAULT 0 NOT NULL,
	"to_paid_off" integer DEFAULT 0 NOT NULL,
	"started_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp (3) with time zone,
	"error" text,
	CONSTRAINT "close_of_business_run_state_check" CHECK ("close_of_business_run"."state" in ('running', 'completed', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "job_run" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"queue" text NOT NULL,
	"job_id" text NOT NULL,
	"attempt" smallint DEFAULT 1 NOT NULL,
	"state" text NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"output" jsonb,
	"error" text,
	"final" smallint DEFAULT 0 NOT NULL,
	"rerun_job_id" text,
	"started_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp (3) with time zone,
	CONSTRAINT "job_run_state_check" CHECK ("job_run"."state" in ('running', 'completed', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "portfolio_snapshot" (
	"business_date" date PRIMARY KEY NOT NULL,
	"open_loans" integer NOT NULL,
	"outstanding_principal" bigint NOT NULL,
	"current_loans" integer NOT NULL,
	"current_principal" bigint NOT NULL,
	"days_1_30_loans" integer NOT NULL,
	"days_1_30_principal" bigint NOT NULL,
	"days_31_60_loans" integer NOT NULL,
	"days_31_60_principal" bigint NOT NULL,
	"days_61_90_loans" integer NOT NULL,
	"days_61_90_principal" bigint NOT NULL,
	"over_90_loans" integer NOT NULL,
	"over_90_principal" bigint NOT NULL,
	"penalty_charged" bigint NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "job_run_queue_started_idx" ON "job_run" USING btree ("queue","started_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "job_run_failed_idx" ON "job_run" USING btree ("started_at" DESC NULLS LAST) WHERE "job_run"."state" = 'failed';