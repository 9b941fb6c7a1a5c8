CREATE TABLE "document_request" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"type" text NOT NULL,
	"reason" text NOT NULL,
	"requested_by" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_request_type_check" CHECK ("document_request"."type" ~ '^[a-z][a-z0-9_]{1,39}$')
);
--> statement-breakpoint
ALTER TABLE "document" DROP CONSTRAINT "document_type_check";--> statement-breakpoint
ALTER TABLE "application" ALTER COLUMN "monthly_rent" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "application" ALTER COLUMN "advance_months" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "application" ALTER COLUMN "property_address" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "application" ALTER COLUMN "property_digital_address" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "application" ALTER COLUMN "landlord_name" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "application" ALTER COLUMN "landlord_phone" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "application" ADD COLUMN "amount" bigint;--> statement-breakpoint
ALTER TABLE "application" ADD COLUMN "payee_name" text;--> statement-breakpoint
ALTER TABLE "application" ADD COLUMN "payee_phone" text;--> statement-breakpoint
ALTER TABLE "application" ADD COLUMN "payee_reference" text;--> statement-breakpoint
ALTER TABLE "document_request" ADD CONSTRAINT "document_request_application_id_application_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."application"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_request" ADD CONSTRAINT "document_request_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_request" ADD CONSTRAINT "document_request_requested_by_user_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_request_application_idx" ON "document_request" USING btree ("application_id","created_at");--> statement-breakpoint
ALTER TABLE "application" ADD CONSTRAINT "application_shape_check" CHECK (("application"."monthly_rent" is not null and "application"."advance_months" is not null and "application"."property_address" is not null
        and "application"."property_digital_address" is not null and "application"."landlord_name" is not null and "application"."landlord_phone" is not null
        and "application"."amount" is null)
       or ("application"."monthly_rent" is null and "application"."advance_months" is null and "application"."amount" > 0 and "application"."payee_name" is not null
        and "application"."payee_phone" is not null and "application"."credit_product_version_id" is not null));--> statement-breakpoint
ALTER TABLE "document" ADD CONSTRAINT "document_type_check" CHECK ("document"."type" ~ '^[a-z][a-z0-9_]{1,39}$');