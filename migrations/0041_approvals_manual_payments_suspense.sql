CREATE TABLE "approval_request" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"action" text NOT NULL,
	"subject_kind" text NOT NULL,
	"subject_id" text NOT NULL,
	"input" jsonb NOT NULL,
	"summary" text NOT NULL,
	"preview" jsonb NOT NULL,
	"amount" bigint,
	"status" text DEFAULT 'pending' NOT NULL,
	"maker_id" text NOT NULL,
	"maker_note" text,
	"checker_id" text,
	"decision_reason" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp (3) with time zone,
	CONSTRAINT "approval_request_action_check" CHECK ("approval_request"."action" in ('disbursement', 'reversal', 'refund', 'credit_applied', 'restructure', 'setting_change')),
	CONSTRAINT "approval_request_status_check" CHECK ("approval_request"."status" in ('pending', 'approved', 'declined', 'cancelled')),
	CONSTRAINT "approval_request_subject_kind_check" CHECK ("approval_request"."subject_kind" in ('loan', 'payment', 'setting')),
	CONSTRAINT "approval_request_four_eyes" CHECK ("approval_request"."checker_id" is null or "approval_request"."checker_id" <> "approval_request"."maker_id"),
	CONSTRAINT "approval_request_decided" CHECK (("approval_request"."status" = 'pending') = ("approval_request"."decided_at" is null))
);
--> statement-breakpoint
ALTER TABLE "notification" DROP CONSTRAINT "notification_target_kind_check";--> statement-breakpoint
ALTER TABLE "payment" DROP CONSTRAINT "payment_status_check";--> statement-breakpoint
ALTER TABLE "journal_entry" DROP CONSTRAINT "journal_entry_source_check";--> statement-breakpoint
ALTER TABLE "payment" ADD COLUMN "received_on" date;--> statement-breakpoint
ALTER TABLE "payment" ADD COLUMN "teller_id" text;--> statement-breakpoint
ALTER TABLE "payment" ADD COLUMN "branch" text;--> statement-breakpoint
ALTER TABLE "payment" ADD COLUMN "depositor_name" text;--> statement-breakpoint
ALTER TABLE "payment" ADD COLUMN "depositor_phone" text;--> statement-breakpoint
ALTER TABLE "payment" ADD COLUMN "suspense_reason" text;--> statement-breakpoint
ALTER TABLE "payment" ADD COLUMN "refund_reference" text;--> statement-breakpoint
ALTER TABLE "payment" ADD COLUMN "refund_reason" text;--> statement-breakpoint
ALTER TABLE "payment" ADD COLUMN "refunded_by" text;--> statement-breakpoint
ALTER TABLE "payment" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "receipt" ADD COLUMN "received_on" date;--> statement-breakpoint
ALTER TABLE "receipt" ADD COLUMN "received_by" text;--> statement-breakpoint
ALTER TABLE "receipt" ADD COLUMN "branch" text;--> statement-breakpoint
ALTER TABLE "receipt" ADD COLUMN "depositor_name" text;--> statement-breakpoint
ALTER TABLE "receipt" ADD COLUMN "depositor_phone" text;--> statement-breakpoint
ALTER TABLE "journal_entry" ADD COLUMN "payment_id" uuid;--> statement-breakpoint
ALTER TABLE "approval_request" ADD CONSTRAINT "approval_request_maker_id_user_id_fk" FOREIGN KEY ("maker_id") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_request" ADD CONSTRAINT "approval_request_checker_id_user_id_fk" FOREIGN KEY ("checker_id") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "approval_request_one_pending" ON "approval_request" USING btree ("action","subject_id") WHERE "approval_request"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "approval_request_status_created_idx" ON "approval_request" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "approval_request_subject_idx" ON "approval_request" USING btree ("subject_id");--> statement-breakpoint
ALTER TABLE "payment" ADD CONSTRAINT "payment_teller_id_user_id_fk" FOREIGN KEY ("teller_id") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment" ADD CONSTRAINT "payment_refunded_by_user_id_fk" FOREIGN KEY ("refunded_by") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_suspense_idx" ON "payment" USING btree ("created_at","id") WHERE "payment"."loan_id" is null and "payment"."status" = 'successful' and "payment"."kind" = 'payment';--> statement-breakpoint
CREATE UNIQUE INDEX "journal_entry_suspense_key" ON "journal_entry" USING btree ("payment_id","kind") WHERE "journal_entry"."source" = 'suspense';--> statement-breakpoint
ALTER TABLE "notification" ADD CONSTRAINT "notification_target_kind_check" CHECK ("notification"."target_kind" is null or "notification"."target_kind" in ('LOAN', 'ORDER', 'APPLICATION', 'TICKET', 'PAYMENT', 'DOCUMENT', 'APPROVAL'));--> statement-breakpoint
ALTER TABLE "payment" ADD CONSTRAINT "payment_refund_check" CHECK (("payment"."status" = 'refunded') = ("payment"."refund_reference" is not null));--> statement-breakpoint
ALTER TABLE "payment" ADD CONSTRAINT "payment_status_check" CHECK ("payment"."status" in ('pending', 'successful', 'failed', 'abandoned', 'expired', 'reversed', 'refunded'));--> statement-breakpoint
ALTER TABLE "journal_entry" ADD CONSTRAINT "journal_entry_source_check" CHECK ("journal_entry"."source" in ('ledger', 'accrual', 'provision', 'suspense'));--> statement-breakpoint
-- Suspense (issue 35): a successful payment with no loan is money held for someone. Its arrival posts Dr the method's
-- clearing account, Cr suspense; a refund posts Dr suspense, Cr the refund account; a reversal Dr suspense, Cr the
-- clearing account. Its allocation to a loan is the loan's own payment entry (the one posting rule below), paid from
-- suspense instead of the clearing account. Accounts come from the default product's mapping ('rent').
CREATE OR REPLACE FUNCTION books_suspense_account(account_role text) RETURNS text
LANGUAGE sql STABLE AS $$
  SELECT account_code FROM gl_account_mapping WHERE role = account_role ORDER BY (mapping_key = 'rent') DESC, mapping_key LIMIT 1
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION books_post_suspense(pay payment, entry_kind text, debit_role text, credit_role text, on_day date, words text) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  entry uuid;
  debit_account text := books_suspense_account(debit_role);
  credit_account text := books_suspense_account(credit_role);
BEGIN
  IF debit_account IS NULL OR credit_account IS NULL THEN
    RAISE EXCEPTION 'no account is mapped for % or %', debit_role, credit_role USING ERRCODE = 'check_violation';
  END IF;
  INSERT INTO journal_entry (source, kind, payment_id, posted_on, description)
  VALUES ('suspense', entry_kind, pay.id, on_day, words)
  RETURNING id INTO entry;
  INSERT INTO journal_line (entry_id, account_code, debit, credit) VALUES (entry, debit_account, pay.amount, 0), (entry, credit_account, 0, pay.amount);
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION books_payment_suspense() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  held boolean;
BEGIN
  IF NEW.kind <> 'payment' THEN RETURN NULL; END IF;
  held := EXISTS (SELECT 1 FROM journal_entry WHERE source = 'suspense' AND kind = 'suspense_in' AND payment_id = NEW.id);
  IF NEW.status = 'successful' AND NEW.loan_id IS NULL AND NOT held THEN
    PERFORM books_post_suspense(NEW, 'suspense_in', 'cash_' || NEW.method, 'suspense',
      (coalesce(NEW.settled_at, NEW.created_at) AT TIME ZONE 'UTC')::date,
      'suspense_in: ' || coalesce(NEW.provider_reference, NEW.id::text));
  ELSIF TG_OP = 'UPDATE' AND OLD.status = 'successful' AND NEW.status IN ('refunded', 'reversed') AND held
    AND NOT EXISTS (SELECT 1 FROM journal_entry WHERE source = 'suspense' AND kind = 'suspense_out' AND payment_id = NEW.id) THEN
    PERFORM books_post_suspense(NEW, 'suspense_out', 'suspense', CASE WHEN NEW.status = 'refunded' THEN 'refund_source' ELSE 'cash_' || NEW.method END,
      (coalesce(NEW.refunded_at, NEW.updated_at) AT TIME ZONE 'UTC')::date,
      'suspense_out: ' || NEW.status || ' ' || coalesce(NEW.refund_reference, NEW.provider_reference, NEW.id::text));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER payment_books_suspense AFTER INSERT OR UPDATE ON payment FOR EACH ROW EXECUTE FUNCTION books_payment_suspense();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION books_post_ledger_entries(ids uuid[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO journal_entry (source, kind, ledger_entry_id, loan_id, posted_on, reverses, description)
  SELECT 'ledger', e.kind, e.id, e.loan_id,
    coalesce(e.effective_on, e.accrual_date, (e.created_at AT TIME ZONE 'UTC')::date),
    (SELECT j.id FROM journal_entry j WHERE j.ledger_entry_id = e.reverses),
    e.kind || coalesce(': ' || e.note, '')
  FROM ledger_entry e WHERE e.id = ANY(ids) ORDER BY e.seq;

  INSERT INTO journal_line (entry_id, account_code, loan_id, debit, credit)
  WITH base AS (
    SELECT e.id, e.kind, e.amount, e.loan_id, e.reverses, e.prepaid, e.schedule_version, loan_mapping_key(l.credit_product_version_id, l.source) AS mapping_key,
      l.principal AS principal0, CASE WHEN l.fee_financed THEN l.processing_fee ELSE 0 END AS fee0,
      CASE WHEN pay.method IS NULL OR EXISTS (SELECT 1 FROM journal_entry sj WHERE sj.source = 'suspense' AND sj.kind = 'suspense_in' AND sj.payment_id = pay.id)
        THEN 'suspense' ELSE 'cash_' || pay.method END AS cash_role,
      coalesce(s.pen, 0) AS pen, coalesce(s.fee, 0) AS fee, coalesce(s.int, 0) AS int, coalesce(s.prin, 0) AS prin
    FROM ledger_entry e
    JOIN loan l ON l.id = e.loan_id
    LEFT JOIN payment pay ON pay.id = e.payment_id
    CROSS JOIN LATERAL (
      SELECT sum(x.penalty) AS pen, sum(x.fee) AS fee, sum(x.interest) AS int, sum(x.principal) AS prin
      FROM jsonb_to_recordset(e.allocation) AS x(penalty bigint, fee bigint, interest bigint, principal bigint)
    ) s
    WHERE e.id = ANY(ids)
  ),
  parts(id, loan_id, mapping_key, role, amount) AS (
    -- disbursement: the principal lent and a financed processing fee (charged now); scheduled interest is not booked.
    SELECT id, loan_id, mapping_key, r.role, r.delta FROM base
      CROSS JOIN LATERAL (VALUES ('loans_receivable', principal0), ('disbursement_source', -principal0), ('fees_receivable', fee0), ('fee_income', -fee0)) r(role, delta)
      WHERE kind = 'disbursement' AND reverses IS NULL
    UNION ALL
    -- payment: cash in; each component clears its receivable; principal paid ahead clears loans receivable.
    SELECT id, loan_id, mapping_key, r.role, r.delta FROM base
      CROSS JOIN LATERAL (VALUES (cash_role, -amount), ('penalties_receivable', -pen), ('fees_receivable', -fee), ('interest_receivable', -int), ('loans_receivable', -(prin + prepaid))) r(role, delta)
      WHERE kind = 'payment' AND reverses IS NULL
    UNION ALL
    SELECT id, loan_id, mapping_key, r.role, r.delta FROM base
      CROSS JOIN LATERAL (VALUES ('penalties_receivable', amount), ('penalty_income', -amount)) r(role, delta)
      WHERE kind = 'penalty' AND reverses IS NULL
    UNION ALL
    SELECT id, loan_id, mapping_key, r.role, r.delta FROM base
      CROSS JOIN LATERAL (VALUES ('fees_receivable', amount), ('fee_income', -amount)) r(role, delta)
      WHERE kind = 'fee' AND reverses IS NULL
    UNION ALL
    -- rebate: interest never earned was never accrued (no lines); interest paid ahead that comes off principal moves
    -- from interest received in advance to principal; fees or penalties given back reverse their income.
    SELECT id, loan_id, mapping_key, r.role, r.delta FROM base
      CROSS JOIN LATERAL (VALUES ('interest_receivable', -prin), ('loans_receivable', prin), ('fees_receivable', fee), ('fee_income', -fee), ('penalties_receivable', pen), ('penalty_income', -pen)) r(role, delta)
      WHERE kind = 'rebate' AND reverses IS NULL
    UNION ALL
    -- reschedule: only a change of principal is booked. Cancellation undoes the disbursement; a restructure that
    -- capitalises arrears turns unpaid interest into principal. Interest no longer scheduled was never accrued.
    SELECT b.id, b.loan_id, b.mapping_key, r.role, r.delta FROM base b
      JOIN loan_schedule_version v ON v.loan_id = b.loan_id AND v.version = b.schedule_version
      CROSS JOIN LATERAL (
        SELECT coalesce((SELECT sum(i.principal_due) FROM loan_instalment i WHERE i.loan_id = b.loan_id AND i.version = b.schedule_version), 0)
             - coalesce((SELECT sum(i.principal_due) FROM loan_instalment i WHERE i.loan_id = b.loan_id
                 AND i.version = (SELECT max(p.version) FROM loan_schedule_version p WHERE p.loan_id = b.loan_id AND p.version < b.schedule_version)), 0) AS capitalised
      ) c
      CROSS JOIN LATERAL (VALUES
        ('loans_receivable', CASE WHEN v.reason = 'cancellation' THEN -b.principal0 WHEN v.reason = 'restructure' THEN c.capitalised ELSE 0 END),
        ('disbursement_source', CASE WHEN v.reason = 'cancellation' THEN b.principal0 ELSE 0 END),
        ('fees_receivable', CASE WHEN v.reason = 'cancellation' THEN -b.fee0 ELSE 0 END),
        ('fee_income', CASE WHEN v.reason = 'cancellation' THEN b.fee0 ELSE 0 END),
        ('interest_receivable', CASE WHEN v.reason = 'restructure' THEN -c.capitalised ELSE 0 END)
      ) r(role, delta)
      WHERE b.kind = 'reschedule' AND b.reverses IS NULL
    UNION ALL
    -- credit: money beyond what is owed, held for the borrower.
    SELECT id, loan_id, mapping_key, r.role, r.delta FROM base
      CROSS JOIN LATERAL (VALUES (cash_role, -amount), ('customer_credit', amount)) r(role, delta)
      WHERE kind = 'credit' AND reverses IS NULL
    UNION ALL
    SELECT id, loan_id, mapping_key, r.role, r.delta FROM base
      CROSS JOIN LATERAL (VALUES ('customer_credit', amount), ('refund_source', -amount)) r(role, delta)
      WHERE kind = 'refund' AND reverses IS NULL
    UNION ALL
    -- credit applied: out of the borrower's credit into suspense, which the payment entry that follows clears.
    SELECT id, loan_id, mapping_key, r.role, r.delta FROM base
      CROSS JOIN LATERAL (VALUES ('customer_credit', amount), ('suspense', -amount)) r(role, delta)
      WHERE kind = 'credit_applied' AND reverses IS NULL
    UNION ALL
    -- write-off (negative): what was really owed leaves the books. Principal, fees and penalties leave their
    -- receivables; the loan's interest receivable is cleared and interest earned since the last close of business
    -- (the write-off takes interest to its own day) is recognised first; the loss goes to the loan-loss allowance held
    -- for the loan, then the product's general allowance (lines without a loan), and only the rest to write-off expense.
    SELECT b.id, r.line_loan, b.mapping_key, r.role, r.delta FROM base b
      CROSS JOIN LATERAL (
        SELECT coalesce((
          SELECT sum(jl.debit - jl.credit) FROM journal_line jl
          JOIN gl_account_mapping m ON m.mapping_key = b.mapping_key AND m.role = 'interest_receivable' AND m.account_code = jl.account_code
          WHERE jl.loan_id = b.loan_id), 0) AS receivable,
          -(b.prin + b.fee + b.pen + b.int) AS loss,
          greatest(0, -coalesce((
            SELECT sum(jl.debit - jl.credit) FROM journal_line jl
            JOIN gl_account_mapping m ON m.mapping_key = b.mapping_key AND m.role = 'loan_loss_allowance' AND m.account_code = jl.account_code
            WHERE jl.loan_id = b.loan_id), 0)) AS held_for_loan,
          greatest(0, -coalesce((
            SELECT sum(jl.debit - jl.credit) FROM journal_line jl
            JOIN gl_account_mapping m ON m.mapping_key = b.mapping_key AND m.role = 'loan_loss_allowance' AND m.account_code = jl.account_code
            WHERE jl.loan_id IS NULL), 0)) AS held_general
      ) a
      CROSS JOIN LATERAL (SELECT least(a.loss, a.held_for_loan) AS from_loan) u
      CROSS JOIN LATERAL (SELECT least(a.loss - u.from_loan, a.held_general) AS from_general) g
      CROSS JOIN LATERAL (VALUES
        ('loans_receivable', b.prin, b.loan_id), ('fees_receivable', b.fee, b.loan_id), ('penalties_receivable', b.pen, b.loan_id),
        ('interest_receivable', -a.receivable, b.loan_id), ('interest_income', a.receivable + b.int, b.loan_id),
        ('loan_loss_allowance', u.from_loan, b.loan_id), ('loan_loss_allowance', g.from_general, NULL::uuid),
        ('write_off_expense', a.loss - u.from_loan - g.from_general, b.loan_id)
      ) r(role, delta, line_loan)
      WHERE b.kind = 'write_off' AND b.amount < 0 AND b.reverses IS NULL
    UNION ALL
    -- recovery (a positive write_off reinstating the dues its payment then pays): recoveries income.
    SELECT id, loan_id, mapping_key, r.role, r.delta FROM base
      CROSS JOIN LATERAL (VALUES ('loans_receivable', prin), ('fees_receivable', fee), ('penalties_receivable', pen), ('interest_receivable', int), ('recoveries_income', -amount)) r(role, delta)
      WHERE kind = 'write_off' AND amount > 0 AND reverses IS NULL
    UNION ALL
    -- a correcting entry (reversal of a payment, or any kind repeated negated): the exact negation of what it corrects.
    SELECT b.id, b.loan_id, NULL, jl.account_code, jl.credit - jl.debit FROM base b
      JOIN journal_entry j ON j.ledger_entry_id = b.reverses
      JOIN journal_line jl ON jl.entry_id = j.id
      WHERE b.reverses IS NOT NULL
  )
  SELECT j.id, coalesce(m.account_code, CASE WHEN p.mapping_key IS NULL THEN p.role END), p.loan_id, greatest(sum(p.amount), 0), greatest(-sum(p.amount), 0)
  FROM parts p
  JOIN journal_entry j ON j.ledger_entry_id = p.id
  LEFT JOIN gl_account_mapping m ON m.mapping_key = p.mapping_key AND m.role = p.role
  GROUP BY j.id, coalesce(m.account_code, CASE WHEN p.mapping_key IS NULL THEN p.role END), p.loan_id
  HAVING sum(p.amount) <> 0;
END;
$$;
--> statement-breakpoint
-- Money already here without a loan: a successful payment whose loan never took it (no ledger entry) is moved to
-- suspense, and every successful payment with no loan is posted into suspense (the trigger above).
UPDATE payment SET loan_id = NULL, suspense_reason = 'The loan it named could not take it.'
WHERE kind = 'payment' AND status = 'successful' AND loan_id IS NOT NULL
  AND NOT EXISTS (SELECT 1 FROM ledger_entry e WHERE e.payment_id = payment.id);
--> statement-breakpoint
UPDATE payment SET suspense_reason = coalesce(suspense_reason, 'Recorded without a loan.')
WHERE kind = 'payment' AND status = 'successful' AND loan_id IS NULL;
