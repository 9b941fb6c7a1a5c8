CREATE SEQUENCE "public"."receipt_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "idempotency_key" (
	"user_id" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"payment_id" uuid,
	"response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_key_pkey" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
CREATE TABLE "receipt" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"number" text NOT NULL,
	"amount" integer NOT NULL,
	"allocation" jsonb NOT NULL,
	"unallocated" integer DEFAULT 0 NOT NULL,
	"balance_after" bigint NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "receipt_amount_check" CHECK ("receipt"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "payment" ADD COLUMN "loan_id" uuid;--> statement-breakpoint
ALTER TABLE "payment" ADD COLUMN "payer_phone" text;--> statement-breakpoint
ALTER TABLE "payment" ADD COLUMN "settled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment" ADD COLUMN "failure_reason" text;--> statement-breakpoint
ALTER TABLE "payment" ADD COLUMN "simulator_token_hash" text;--> statement-breakpoint
ALTER TABLE "idempotency_key" ADD CONSTRAINT "idempotency_key_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_key" ADD CONSTRAINT "idempotency_key_payment_id_payment_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payment"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt" ADD CONSTRAINT "receipt_payment_id_payment_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payment"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt" ADD CONSTRAINT "receipt_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "receipt_payment_key" ON "receipt" USING btree ("payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "receipt_number_key" ON "receipt" USING btree ("number");--> statement-breakpoint
CREATE INDEX "payment_loan_created_idx" ON "payment" USING btree ("loan_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);