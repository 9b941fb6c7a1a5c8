CREATE TABLE "accounting_period" (
	"starts_on" date PRIMARY KEY NOT NULL,
	"ends_on" date NOT NULL,
	"status" text NOT NULL,
	"closed_by" text NOT NULL,
	"closed_at" timestamp (3) with time zone NOT NULL,
	"checklist" jsonb NOT NULL,
	"reopen_requested_by" text,
	"reopen_requested_at" timestamp (3) with time zone,
	"reopen_reason" text,
	"reopened_by" text,
	"reopened_at" timestamp (3) with time zone,
	CONSTRAINT "accounting_period_status_check" CHECK ("accounting_period"."status" in ('closed', 'reopened')),
	CONSTRAINT "accounting_period_month_check" CHECK (extract(day from "accounting_period"."starts_on") = 1 and "accounting_period"."ends_on" = ("accounting_period"."starts_on" + interval '1 month' - interval '1 day')::date),
	CONSTRAINT "accounting_period_four_eyes_check" CHECK ("accounting_period"."reopened_by" is null or "accounting_period"."reopened_by" <> "accounting_period"."reopen_requested_by")
);
--> statement-breakpoint
ALTER TABLE "journal_entry" ADD COLUMN "belongs_on" date;--> statement-breakpoint
ALTER TABLE "accounting_period" ADD CONSTRAINT "accounting_period_closed_by_user_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounting_period" ADD CONSTRAINT "accounting_period_reopen_requested_by_user_id_fk" FOREIGN KEY ("reopen_requested_by") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounting_period" ADD CONSTRAINT "accounting_period_reopened_by_user_id_fk" FOREIGN KEY ("reopened_by") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;