ALTER TABLE "bnpl_order" ADD COLUMN "delivery_region" text;--> statement-breakpoint
ALTER TABLE "bnpl_order" ADD COLUMN "delivery_fee" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bnpl_order" ADD CONSTRAINT "bnpl_order_delivery_fee_not_negative" CHECK ("bnpl_order"."delivery_fee" >= 0);