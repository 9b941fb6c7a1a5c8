CREATE TABLE "gl_account" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gl_account_type_check" CHECK ("gl_account"."type" in ('asset', 'liability', 'equity', 'income', 'expense'))
);
--> statement-breakpoint
CREATE TABLE "gl_account_mapping" (
	"mapping_key" text NOT NULL,
	"role" text NOT NULL,
	"account_code" text NOT NULL,
	CONSTRAINT "gl_account_mapping_pkey" PRIMARY KEY("mapping_key","role"),
	CONSTRAINT "gl_account_mapping_role_check" CHECK ("gl_account_mapping"."role" in ('loans_receivable', 'interest_receivable', 'fees_receivable', 'penalties_receivable', 'interest_income', 'fee_income', 'penalty_income', 'recoveries_income', 'write_off_expense', 'loan_loss_allowance', 'provision_expense', 'disbursement_source', 'customer_credit', 'suspense', 'refund_source', 'cash_mtn_momo', 'cash_telecel_cash', 'cash_airteltigo_money', 'cash_card', 'cash_bank_transfer', 'cash_cash'))
);
--> statement-breakpoint
CREATE TABLE "journal_entry" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "journal_entry_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"source" text NOT NULL,
	"kind" text NOT NULL,
	"ledger_entry_id" uuid,
	"loan_id" uuid,
	"posted_on" date NOT NULL,
	"accrual_date" date,
	"reverses" uuid,
	"description" text NOT NULL,
	"txid" bigint DEFAULT txid_current() NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "journal_entry_source_check" CHECK ("journal_entry"."source" in ('ledger', 'accrual'))
);
--> statement-breakpoint
CREATE TABLE "journal_line" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"entry_id" uuid NOT NULL,
	"account_code" text NOT NULL,
	"loan_id" uuid,
	"debit" bigint DEFAULT 0 NOT NULL,
	"credit" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "journal_line_one_side" CHECK (("journal_line"."debit" > 0 and "journal_line"."credit" = 0) or ("journal_line"."credit" > 0 and "journal_line"."debit" = 0))
);
--> statement-breakpoint
ALTER TABLE "gl_account_mapping" ADD CONSTRAINT "gl_account_mapping_account_code_gl_account_code_fk" FOREIGN KEY ("account_code") REFERENCES "public"."gl_account"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_entry" ADD CONSTRAINT "journal_entry_loan_id_loan_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loan"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_line" ADD CONSTRAINT "journal_line_entry_id_journal_entry_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."journal_entry"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_line" ADD CONSTRAINT "journal_line_account_code_gl_account_code_fk" FOREIGN KEY ("account_code") REFERENCES "public"."gl_account"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "journal_entry_ledger_key" ON "journal_entry" USING btree ("ledger_entry_id");--> statement-breakpoint
CREATE UNIQUE INDEX "journal_entry_accrual_day_key" ON "journal_entry" USING btree ("accrual_date") WHERE "journal_entry"."source" = 'accrual';--> statement-breakpoint
CREATE INDEX "journal_entry_posted_idx" ON "journal_entry" USING btree ("posted_on","seq");--> statement-breakpoint
CREATE INDEX "journal_entry_seq_idx" ON "journal_entry" USING btree ("seq");--> statement-breakpoint
CREATE INDEX "journal_entry_loan_idx" ON "journal_entry" USING btree ("loan_id") WHERE "journal_entry"."loan_id" is not null;--> statement-breakpoint
CREATE INDEX "journal_line_entry_idx" ON "journal_line" USING btree ("entry_id");--> statement-breakpoint
CREATE INDEX "journal_line_account_idx" ON "journal_line" USING btree ("account_code","entry_id");--> statement-breakpoint
CREATE INDEX "journal_line_loan_account_idx" ON "journal_line" USING btree ("loan_id","account_code") WHERE "journal_line"."loan_id" is not null;