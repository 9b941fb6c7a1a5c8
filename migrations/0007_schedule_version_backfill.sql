-- Loans disbursed before schedule versions existed: their one schedule is version 1, the one the borrower signed.
INSERT INTO "loan_schedule_version" ("loan_id", "version", "reason", "effective_on", "created_at")
SELECT "id", 1, 'original', coalesce("disbursed_at"::date, "start_date"), coalesce("disbursed_at", "created_at")
FROM "loan"
WHERE "start_date" IS NOT NULL
ON CONFLICT DO NOTHING;
