CREATE TABLE "loan_schedule_version" (
	"loan_id" uuid NOT NULL,
	"version" smallint NOT NULL,
	"reason" text NOT NULL,
	"payment_id" uuid,
	"effective_on" date NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loan_schedule_version_pkey" PRIMARY KEY("loan_id","version"),
	CONSTRAINT "loan_schedule_version_reason_check" CHECK ("loan_schedule_version"."reason" in ('original', 'prepayment_shorten', 'prepayment_lower', 'settlement', 'reallocation'))
);
--> statement-breakpoint
ALTER TABLE "payment" DROP CONSTRAINT "payment_kind_check";--> statement-breakpoint
ALTER TABLE "payment" DROP CONSTRAINT "payment_status_check";--> statement-breakpoint
ALTER TABLE "ledger_entry" DROP CONSTRAINT "ledger_entry_kind_check";--> statement-breakpoint
DROP INDEX "ledger_entry_payment_kind_key";--> statement-breakpoint
DROP INDEX "loan_instalment_loan_number_idx";--> statement-breakpoint
ALTER TABLE "payment" ALTER COLUMN "amount" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "receipt" ALTER COLUMN "amount" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "receipt" ALTER COLUMN "unallocated" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "payment" ADD COLUMN "prepayment" text;--> statement-breakpoint
ALTER TABLE "payment" ADD COLUMN "settlement_quote" jsonb;--> statement-breakpoint
ALTER TABLE "receipt" ADD COLUMN "prepaid" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_entry" ADD COLUMN "seq" bigint NOT NULL GENERATED ALWAYS AS IDENTITY (sequence name "ledger_entry_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1);--> statement-breakpoint
ALTER TABLE "ledger_entry" ADD COLUMN "reverses" uuid;--> statement-breakpoint
ALTER TABLE "ledger_entry" ADD COLUMN "effective_on" date;--> statement-breakpoint
ALTER TABLE "ledger_entry" ADD COLUMN "schedule_version" smallint;--> statement-breakpoint
ALTER TABLE "ledger_entry" ADD COLUMN "prepaid" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_entry" ADD COLUMN "payment_terms" jsonb;--> statement-breakpoint
ALTER TABLE "ledger_entry" ADD COLUMN "reference" text;--> statement-breakpoint
ALTER TABLE "ledger_entry" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "ledger_entry" ADD COLUMN "recorded_by" text;--> statement-breakpoint
ALTER TABLE "loan" ADD COLUMN "schedule_version" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "loan_instalment" ADD COLUMN "version" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "loan_schedule_version" ADD CONSTRAINT "loan_schedule_version_loan_id_loan_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loan"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_entry_loan_seq_idx" ON "ledger_entry" USING btree ("loan_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entry_reverses_key" ON "ledger_entry" USING btree ("reverses");--> statement-breakpoint
CREATE INDEX "ledger_entry_payment_idx" ON "ledger_entry" USING btree ("payment_id") WHERE "ledger_entry"."payment_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "loan_instalment_loan_version_number_key" ON "loan_instalment" USING btree ("loan_id","version","number");--> statement-breakpoint
ALTER TABLE "payment" ADD CONSTRAINT "payment_prepayment_check" CHECK ("payment"."prepayment" is null or "payment"."prepayment" in ('shorten', 'lower_instalment'));--> statement-breakpoint
ALTER TABLE "payment" ADD CONSTRAINT "payment_kind_check" CHECK ("payment"."kind" in ('payment', 'reversal', 'refund'));--> statement-breakpoint
ALTER TABLE "payment" ADD CONSTRAINT "payment_status_check" CHECK ("payment"."status" in ('pending', 'successful', 'failed', 'abandoned', 'expired', 'reversed'));--> statement-breakpoint
ALTER TABLE "ledger_entry" ADD CONSTRAINT "ledger_entry_kind_check" CHECK ("ledger_entry"."kind" in ('disbursement', 'payment', 'penalty', 'fee', 'rebate', 'reschedule', 'reversal', 'credit', 'refund', 'credit_applied', 'write_off'));