-- Write-offs go through maker-checker (approval_request, action write_off, subject the loan): every proposal of the
-- old flow moves there under the same id, so WriteOffProposal.id and the links to it keep working. A proposal still
-- pending waits in Approvals (its input: the loan, the reason and the proposer's override from the audit trail); one
-- the proposer rejected themselves reads as cancelled (a checker is never the maker).
INSERT INTO "approval_request" ("id", "action", "subject_kind", "subject_id", "input", "summary", "preview", "amount", "status", "maker_id", "checker_id", "decision_reason", "created_at", "decided_at")
SELECT p."id", 'write_off', 'loan', p."loan_id"::text,
  jsonb_build_object('loanId', p."loan_id", 'reason', p."reason", 'overrideReason', (
    SELECT a."after"->>'overrideReason' FROM "audit_event" a
    WHERE a."action" = 'collections.propose_write_off' AND a."entity_id" = p."loan_id"::text AND a."after"->>'proposalId' = p."id"::text
    LIMIT 1)),
  'Write off GH₵' || to_char(p."amount" / 100.0, 'FM999,999,999,990.00') || ' owed on loan LN-' || upper(left(replace(p."loan_id"::text, '-', ''), 8)) || ' (' || trim(u."first_name" || ' ' || u."last_name") || ')',
  jsonb_build_array(
    jsonb_build_object('label', 'Loan', 'value', 'LN-' || upper(left(replace(p."loan_id"::text, '-', ''), 8)) || ' (' || trim(u."first_name" || ' ' || u."last_name") || ')'),
    jsonb_build_object('label', 'Owed when proposed', 'value', 'GH₵' || to_char(p."amount" / 100.0, 'FM999,999,999,990.00') || ' (approval writes off what is owed on its day)'),
    jsonb_build_object('label', 'Reason', 'value', p."reason")),
  p."amount",
  CASE WHEN p."status" = 'pending' THEN 'pending' WHEN p."status" = 'approved' THEN 'approved' WHEN p."decided_by" = p."proposed_by" THEN 'cancelled' ELSE 'declined' END,
  p."proposed_by",
  CASE WHEN p."status" = 'rejected' AND p."decided_by" = p."proposed_by" THEN NULL ELSE p."decided_by" END,
  p."decision_reason",
  p."created_at",
  CASE WHEN p."status" = 'pending' THEN NULL ELSE coalesce(p."decided_at", p."created_at") END
FROM "write_off_proposal" p
JOIN "loan" l ON l."id" = p."loan_id"
JOIN "user" u ON u."id" = l."user_id";--> statement-breakpoint
DROP TABLE "write_off_proposal" CASCADE;
