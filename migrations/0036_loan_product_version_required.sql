-- Every loan is serviced on its product version's terms for life (grace days, penalty rate and cap, accounts): a loan
-- still without one (booked before products, or by a path that left it out) names the seeded version of its channel.
UPDATE "loan" SET "credit_product_version_id" = CASE "source" WHEN 'bnpl' THEN '00000000-0000-4000-8000-000000000202'::uuid ELSE '00000000-0000-4000-8000-000000000201'::uuid END
  WHERE "credit_product_version_id" IS NULL;--> statement-breakpoint
ALTER TABLE "loan" ALTER COLUMN "credit_product_version_id" SET NOT NULL;
