ALTER TABLE "close_of_business_batch" ADD COLUMN "lane" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "close_of_business_batch" ADD COLUMN "lanes" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "close_of_business_batch" ADD COLUMN "last_created_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "close_of_business_run" DROP COLUMN "cursor";--> statement-breakpoint
ALTER TABLE "close_of_business_run" DROP COLUMN "cursor_created_at";