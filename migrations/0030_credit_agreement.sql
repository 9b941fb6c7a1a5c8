CREATE TABLE "credit_agreement" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"loan_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"credit_product_version_id" uuid,
	"status" text DEFAULT 'awaiting_signature' NOT NULL,
	"document" "bytea" NOT NULL,
	"document_sha256" text NOT NULL,
	"code_hash" text,
	"code_sent_to" text,
	"code_sent_at" timestamp (3) with time zone,
	"code_expires_at" timestamp (3) with time zone,
	"code_attempts" integer DEFAULT 0 NOT NULL,
	"signed_at" timestamp (3) with time zone,
	"signed_ip" text,
	"signed_user_agent" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_agreement_signed_has_moment" CHECK ("credit_agreement"."status" <> 'signed' or "credit_agreement"."signed_at" is not null)
);
--> statement-breakpoint
ALTER TABLE "loan" ADD COLUMN "agreement_signed_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "credit_agreement" ADD CONSTRAINT "credit_agreement_loan_id_loan_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loan"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_agreement" ADD CONSTRAINT "credit_agreement_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_agreement" ADD CONSTRAINT "credit_agreement_credit_product_version_id_credit_product_version_id_fk" FOREIGN KEY ("credit_product_version_id") REFERENCES "public"."credit_product_version"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "credit_agreement_loan_idx" ON "credit_agreement" USING btree ("loan_id");--> statement-breakpoint
CREATE INDEX "credit_agreement_user_idx" ON "credit_agreement" USING btree ("user_id");