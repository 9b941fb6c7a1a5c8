-- Every application, order and loan made before credit products existed was priced on today's rent or BNPL terms:
-- it names the seeded version (issue 33).
UPDATE "application" SET "credit_product_version_id" = '00000000-0000-4000-8000-000000000201' WHERE "credit_product_version_id" IS NULL;
--> statement-breakpoint
UPDATE "bnpl_order" SET "credit_product_version_id" = '00000000-0000-4000-8000-000000000202' WHERE "credit_product_version_id" IS NULL;
--> statement-breakpoint
UPDATE "loan" SET "credit_product_version_id" = CASE "source" WHEN 'rent' THEN '00000000-0000-4000-8000-000000000201'::uuid ELSE '00000000-0000-4000-8000-000000000202'::uuid END
  WHERE "credit_product_version_id" IS NULL;
