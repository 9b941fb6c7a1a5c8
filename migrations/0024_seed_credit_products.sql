-- Rent assistance and Buy Now Pay Later as the two seeded credit products (issue 33), with the figures the
-- credit.* settings hold when this runs (a fresh database has none yet: the seeded defaults are used).
INSERT INTO "credit_product" ("id", "code", "name", "status", "current_version_id") VALUES
  ('00000000-0000-4000-8000-000000000101', 'rent', 'Rent assistance', 'active', '00000000-0000-4000-8000-000000000201'),
  ('00000000-0000-4000-8000-000000000102', 'bnpl', 'Buy Now Pay Later', 'active', '00000000-0000-4000-8000-000000000202');
--> statement-breakpoint
WITH s AS (
  SELECT
    coalesce((SELECT ("value" #>> '{}')::int FROM "system_settings" WHERE "key" = 'credit.rent_monthly_rate_bp'), 400) AS rent_rate,
    coalesce((SELECT "value" FROM "system_settings" WHERE "key" = 'credit.rent_repayment_months'), '[3, 6, 9, 12, 18, 24]'::jsonb) AS rent_months,
    coalesce((SELECT ("value" #>> '{}')::int FROM "system_settings" WHERE "key" = 'credit.bnpl_monthly_rate_bp'), 400) AS bnpl_rate,
    coalesce((SELECT "value" FROM "system_settings" WHERE "key" = 'credit.bnpl_plan_months'), '[5, 6]'::jsonb) AS bnpl_months,
    coalesce((SELECT "value" #>> '{}' FROM "system_settings" WHERE "key" = 'credit.method'), 'reducing_balance') AS method,
    coalesce((SELECT ("value" #>> '{}')::bigint FROM "system_settings" WHERE "key" = 'credit.min_amount'), 50000) AS min_amount,
    coalesce((SELECT ("value" #>> '{}')::bigint FROM "system_settings" WHERE "key" = 'credit.max_amount'), 5000000) AS max_amount,
    coalesce((SELECT ("value" #>> '{}')::int FROM "system_settings" WHERE "key" = 'credit.processing_fee_bp'), 0) AS fee_bp,
    coalesce((SELECT ("value" #>> '{}')::int FROM "system_settings" WHERE "key" = 'credit.grace_days'), 5) AS grace_days,
    coalesce((SELECT ("value" #>> '{}')::int FROM "system_settings" WHERE "key" = 'credit.penalty_rate_annual_bp'), 3000) AS penalty_rate,
    coalesce((SELECT ("value" #>> '{}')::int FROM "system_settings" WHERE "key" = 'credit.penalty_cap_bp'), 1000) AS penalty_cap,
    least(coalesce((SELECT ("value" #>> '{}')::int FROM "system_settings" WHERE "key" = 'credit.early_settlement_fee_bp'), 0), 25) AS settlement_fee,
    coalesce((SELECT ("value" #>> '{}')::bigint FROM "system_settings" WHERE "key" = 'credit.four_eyes_threshold'), 1000000) AS four_eyes,
    coalesce((SELECT ("value" #>> '{}')::int FROM "system_settings" WHERE "key" = 'credit.max_instalment_share_bp'), 3000) AS share,
    coalesce((SELECT jsonb_agg(jsonb_build_object('kind', kind, 'text', CASE kind
      WHEN 'ghana_card' THEN 'Your Ghana Card (front and back)'
      WHEN 'momo_statement' THEN 'A mobile money statement for the last 3 months'
      WHEN 'payslip' THEN 'Your latest payslip'
      WHEN 'bank_statement' THEN 'A bank statement for the last 3 months'
      WHEN 'tenancy_agreement' THEN 'Your tenancy agreement'
      WHEN 'utility_bill' THEN 'A recent utility bill'
      ELSE initcap(replace(kind, '_', ' ')) END))
    FROM jsonb_array_elements_text((SELECT "value" -> 'rent' FROM "system_settings" WHERE "key" = 'credit.required_documents')) AS kind),
    '[{"kind": "ghana_card", "text": "Your Ghana Card (front and back)"}, {"kind": "momo_statement", "text": "A mobile money statement for the last 3 months"}]'::jsonb) AS rent_documents,
    coalesce((SELECT jsonb_agg(jsonb_build_object('kind', kind, 'text', CASE kind
      WHEN 'ghana_card' THEN 'Your Ghana Card (front and back)'
      WHEN 'momo_statement' THEN 'A mobile money statement for the last 3 months'
      WHEN 'payslip' THEN 'Your latest payslip'
      WHEN 'bank_statement' THEN 'A bank statement for the last 3 months'
      WHEN 'tenancy_agreement' THEN 'Your tenancy agreement'
      WHEN 'utility_bill' THEN 'A recent utility bill'
      ELSE initcap(replace(kind, '_', ' ')) END))
    FROM jsonb_array_elements_text((SELECT "value" -> 'bnpl' FROM "system_settings" WHERE "key" = 'credit.required_documents')) AS kind),
    '[{"kind": "ghana_card", "text": "Your Ghana Card (front and back)"}]'::jsonb) AS bnpl_documents
)
INSERT INTO "credit_product_version" (
  "id", "product_id", "version", "status", "name", "description", "payee_kind", "purpose", "min_amount", "max_amount",
  "term_months", "monthly_rate_bp", "method", "fee_bp", "fee_fixed", "fee_cap", "fee_financed", "grace_days",
  "penalty_rate_annual_bp", "penalty_cap_bp", "early_settlement_fee_bp", "four_eyes_threshold", "max_instalment_share_bp",
  "required_documents", "approval_checks", "disclosure", "activated_at"
)
SELECT '00000000-0000-4000-8000-000000000201'::uuid, '00000000-0000-4000-8000-000000000101'::uuid, 1, 'active', 'Rent assistance',
  'We pay your landlord the advance rent; you repay us monthly.', 'landlord', 'Advance rent paid to a landlord',
  min_amount, max_amount, rent_months, rent_rate, method, fee_bp, 0, NULL::bigint, false, grace_days, penalty_rate, penalty_cap,
  settlement_fee, four_eyes, share,
  rent_documents,
  '["documents", "property", "affordability", "identity"]'::jsonb,
  '{"payee": "The landlord, on the day we pay your rent", "notes": ""}'::jsonb, now()
FROM s
UNION ALL
SELECT '00000000-0000-4000-8000-000000000202'::uuid, '00000000-0000-4000-8000-000000000102'::uuid, 1, 'active', 'Buy Now Pay Later',
  'Take home goods from the shop now and pay in monthly instalments.', 'merchant', 'Goods bought from the shop',
  min_amount, max_amount, bnpl_months, bnpl_rate, method, fee_bp, 0, NULL::bigint, false, grace_days, penalty_rate, penalty_cap,
  settlement_fee, four_eyes, share,
  bnpl_documents,
  '["documents", "affordability", "identity"]'::jsonb,
  '{"payee": "The merchant, on the day we approve your order", "notes": ""}'::jsonb, now()
FROM s;
--> statement-breakpoint
-- A version is immutable once activated: only its status may move (active → superseded); it is never deleted.
CREATE OR REPLACE FUNCTION refuse_credit_product_version_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF OLD."status" <> 'draft' THEN
      RAISE EXCEPTION 'credit_product_version % is not a draft: it cannot be deleted', OLD."id" USING ERRCODE = 'insufficient_privilege';
    END IF;
    RETURN OLD;
  END IF;
  IF OLD."status" <> 'draft' AND (to_jsonb(NEW) - 'status') IS DISTINCT FROM (to_jsonb(OLD) - 'status') THEN
    RAISE EXCEPTION 'credit_product_version % is no longer a draft: its terms cannot change', OLD."id" USING ERRCODE = 'insufficient_privilege';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER credit_product_version_immutable
  BEFORE UPDATE OR DELETE ON "credit_product_version"
  FOR EACH ROW EXECUTE FUNCTION refuse_credit_product_version_change();
