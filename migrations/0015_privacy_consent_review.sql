CREATE TYPE "public"."legal_document" AS ENUM('terms', 'privacy');--> statement-breakpoint
CREATE TYPE "public"."review_request_status" AS ENUM('open', 'answered');--> statement-breakpoint
CREATE TABLE "consent" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"document" "legal_document" NOT NULL,
	"version" text NOT NULL,
	"accepted_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"ip" text,
	"user_agent" text
);
--> statement-breakpoint
CREATE TABLE "legal_document_version" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"document" "legal_document" NOT NULL,
	"version" text NOT NULL,
	"summary" text NOT NULL,
	"published_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"published_by" text
);
--> statement-breakpoint
CREATE TABLE "document_access" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"document_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"customer_id" text NOT NULL,
	"staff_id" text NOT NULL,
	"staff_role" text NOT NULL,
	"ip" text,
	"request_id" text NOT NULL,
	"at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "application_review_request" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"message" text NOT NULL,
	"status" "review_request_status" DEFAULT 'open' NOT NULL,
	"answer" text,
	"answered_by" text,
	"answered_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "consent" ADD CONSTRAINT "consent_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legal_document_version" ADD CONSTRAINT "legal_document_version_published_by_user_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_review_request" ADD CONSTRAINT "application_review_request_application_id_application_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."application"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_review_request" ADD CONSTRAINT "application_review_request_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_review_request" ADD CONSTRAINT "application_review_request_answered_by_user_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "consent_user_document_version_idx" ON "consent" USING btree ("user_id","document","version");--> statement-breakpoint
CREATE UNIQUE INDEX "legal_document_version_unique_idx" ON "legal_document_version" USING btree ("document","version");--> statement-breakpoint
CREATE INDEX "legal_document_version_current_idx" ON "legal_document_version" USING btree ("document","published_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "document_access_at_idx" ON "document_access" USING btree ("at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "document_access_customer_idx" ON "document_access" USING btree ("customer_id","at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "application_review_request_application_idx" ON "application_review_request" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "application_review_request_status_idx" ON "application_review_request" USING btree ("status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);