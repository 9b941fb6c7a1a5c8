CREATE TABLE "credit_product" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"current_version_id" uuid,
	"created_by" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_product_status_check" CHECK ("credit_product"."status" in ('draft', 'active', 'retired'))
);
--> statement-breakpoint
CREATE TABLE "credit_product_version" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"payee_kind" text NOT NULL,
	"purpose" text NOT NULL,
	"min_amount" bigint NOT NULL,
	"max_amount" bigint NOT NULL,
	"term_months" jsonb NOT NULL,
	"monthly_rate_bp" integer NOT NULL,
	"method" text NOT NULL,
	"fee_bp" integer DEFAULT 0 NOT NULL,
	"fee_fixed" bigint DEFAULT 0 NOT NULL,
	"fee_cap" bigint,
	"fee_financed" boolean DEFAULT false NOT NULL,
	"grace_days" integer NOT NULL,
	"penalty_rate_annual_bp" integer NOT NULL,
	"penalty_cap_bp" integer NOT NULL,
	"early_settlement_fee_bp" integer NOT NULL,
	"four_eyes_threshold" bigint NOT NULL,
	"max_instalment_share_bp" integer NOT NULL,
	"required_documents" jsonb NOT NULL,
	"approval_checks" jsonb NOT NULL,
	"disclosure" jsonb NOT NULL,
	"created_by" text,
	"updated_by" text,
	"activated_by" text,
	"activated_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_product_version_status_check" CHECK ("credit_product_version"."status" in ('draft', 'active', 'superseded')),
	CONSTRAINT "credit_product_version_payee_check" CHECK ("credit_product_version"."payee_kind" in ('landlord', 'merchant', 'school', 'customer', 'other')),
	CONSTRAINT "credit_product_version_method_check" CHECK ("credit_product_version"."method" in ('reducing_balance', 'flat')),
	CONSTRAINT "credit_product_version_rate_check" CHECK ("credit_product_version"."monthly_rate_bp" > 0),
	CONSTRAINT "credit_product_version_amounts_check" CHECK ("credit_product_version"."min_amount" > 0 and "credit_product_version"."min_amount" <= "credit_product_version"."max_amount"),
	CONSTRAINT "credit_product_version_settlement_fee_check" CHECK ("credit_product_version"."early_settlement_fee_bp" between 0 and 25)
);
--> statement-breakpoint
ALTER TABLE "credit_product" ADD CONSTRAINT "credit_product_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_product_version" ADD CONSTRAINT "credit_product_version_product_id_credit_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."credit_product"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_product_version" ADD CONSTRAINT "credit_product_version_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_product_version" ADD CONSTRAINT "credit_product_version_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_product_version" ADD CONSTRAINT "credit_product_version_activated_by_user_id_fk" FOREIGN KEY ("activated_by") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "credit_product_code_idx" ON "credit_product" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_product_version_number_idx" ON "credit_product_version" USING btree ("product_id","version");--> statement-breakpoint
CREATE INDEX "credit_product_version_product_idx" ON "credit_product_version" USING btree ("product_id","status");