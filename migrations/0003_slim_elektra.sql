CREATE TABLE "bnpl_order" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"status" text DEFAULT 'pending_approval' NOT NULL,
	"months" smallint NOT NULL,
	"subtotal" integer NOT NULL,
	"disclosure" jsonb NOT NULL,
	"disclosure_accepted_at" timestamp with time zone NOT NULL,
	"disclosure_ip" text,
	"reviewer_id" text,
	"decision_reason" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bnpl_order_subtotal_positive" CHECK ("bnpl_order"."subtotal" > 0),
	CONSTRAINT "bnpl_order_status_check" CHECK ("bnpl_order"."status" in ('pending_approval', 'approved', 'rejected', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "bnpl_order_item" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"name" text NOT NULL,
	"unit_price" integer NOT NULL,
	"quantity" smallint NOT NULL,
	"line_total" integer NOT NULL,
	CONSTRAINT "bnpl_order_item_quantity_positive" CHECK ("bnpl_order_item"."quantity" > 0),
	CONSTRAINT "bnpl_order_item_line_total" CHECK ("bnpl_order_item"."line_total" = "bnpl_order_item"."unit_price" * "bnpl_order_item"."quantity")
);
--> statement-breakpoint
CREATE TABLE "ledger_entry" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"loan_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"amount" bigint NOT NULL,
	"allocation" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"payment_id" uuid,
	"accrual_date" date,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entry_kind_check" CHECK ("ledger_entry"."kind" in ('disbursement', 'payment', 'penalty', 'reversal', 'write_off'))
);
--> statement-breakpoint
CREATE TABLE "loan" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"source" text NOT NULL,
	"application_id" uuid,
	"order_id" uuid,
	"principal" bigint NOT NULL,
	"months" smallint NOT NULL,
	"monthly_rate_bp" integer NOT NULL,
	"method" text NOT NULL,
	"processing_fee" bigint DEFAULT 0 NOT NULL,
	"fee_financed" boolean DEFAULT false NOT NULL,
	"status" text NOT NULL,
	"disclosure" jsonb NOT NULL,
	"start_date" date,
	"disbursed_at" timestamp with time zone,
	"disbursement" jsonb,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loan_principal_positive" CHECK ("loan"."principal" > 0),
	CONSTRAINT "loan_status_check" CHECK ("loan"."status" in ('awaiting_disbursement', 'active', 'in_arrears', 'paid_off', 'written_off')),
	CONSTRAINT "loan_source_link_check" CHECK (("loan"."source" = 'rent' and "loan"."application_id" is not null) or ("loan"."source" = 'bnpl' and "loan"."order_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "loan_instalment" (
	"loan_id" uuid NOT NULL,
	"number" smallint NOT NULL,
	"due_date" date NOT NULL,
	"principal_due" bigint NOT NULL,
	"interest_due" bigint NOT NULL,
	"fee_due" bigint NOT NULL,
	CONSTRAINT "loan_instalment_parts_non_negative" CHECK ("loan_instalment"."principal_due" >= 0 and "loan_instalment"."interest_due" >= 0 and "loan_instalment"."fee_due" >= 0)
);
--> statement-breakpoint
ALTER TABLE "application" ADD COLUMN "disclosure" jsonb;--> statement-breakpoint
ALTER TABLE "application" ADD COLUMN "disclosure_accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "application" ADD COLUMN "disclosure_ip" text;--> statement-breakpoint
ALTER TABLE "bnpl_order" ADD CONSTRAINT "bnpl_order_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bnpl_order" ADD CONSTRAINT "bnpl_order_reviewer_id_user_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bnpl_order_item" ADD CONSTRAINT "bnpl_order_item_order_id_bnpl_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."bnpl_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bnpl_order_item" ADD CONSTRAINT "bnpl_order_item_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entry" ADD CONSTRAINT "ledger_entry_loan_id_loan_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loan"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entry" ADD CONSTRAINT "ledger_entry_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan" ADD CONSTRAINT "loan_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan" ADD CONSTRAINT "loan_application_id_application_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."application"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan" ADD CONSTRAINT "loan_order_id_bnpl_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."bnpl_order"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_instalment" ADD CONSTRAINT "loan_instalment_loan_id_loan_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loan"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bnpl_order_user_created_idx" ON "bnpl_order" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "bnpl_order_status_created_idx" ON "bnpl_order" USING btree ("status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "bnpl_order_created_idx" ON "bnpl_order" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "bnpl_order_item_order_position_idx" ON "bnpl_order_item" USING btree ("order_id","position");--> statement-breakpoint
CREATE INDEX "ledger_entry_loan_created_idx" ON "ledger_entry" USING btree ("loan_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entry_payment_kind_key" ON "ledger_entry" USING btree ("payment_id","kind") WHERE "ledger_entry"."payment_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entry_penalty_day_key" ON "ledger_entry" USING btree ("loan_id","accrual_date") WHERE "ledger_entry"."kind" = 'penalty';--> statement-breakpoint
CREATE INDEX "loan_user_created_idx" ON "loan" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "loan_status_created_idx" ON "loan" USING btree ("status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "loan_created_idx" ON "loan" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "loan_application_key" ON "loan" USING btree ("application_id");--> statement-breakpoint
CREATE UNIQUE INDEX "loan_order_key" ON "loan" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "loan_instalment_loan_number_idx" ON "loan_instalment" USING btree ("loan_id","number");