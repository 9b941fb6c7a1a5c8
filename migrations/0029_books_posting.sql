-- Books (issue 34): the chart of accounts, the default mapping per loan source, and the posting rules.
-- Every ledger_entry insert posts its journal entry in the same statement (trigger below); journal rows are
-- append-only and an entry whose debits differ from its credits is refused at commit.
INSERT INTO gl_account (code, name, type) VALUES
  ('1000', 'Bank', 'asset'),
  ('1010', 'MTN MoMo clearing', 'asset'),
  ('1011', 'Telecel Cash clearing', 'asset'),
  ('1012', 'AirtelTigo Money clearing', 'asset'),
  ('1020', 'Card clearing (Paystack)', 'asset'),
  ('1100', 'Loans receivable: rent assistance', 'asset'),
  ('1101', 'Loans receivable: BNPL', 'asset'),
  ('1200', 'Interest receivable', 'asset'),
  ('1210', 'Fees receivable', 'asset'),
  ('1220', 'Penalties receivable', 'asset'),
  ('1290', 'Loan-loss allowance', 'asset'),
  ('2000', 'Suspense (unallocated money)', 'liability'),
  ('2010', 'Customer credit balances', 'liability'),
  ('2100', 'Payable to landlords', 'liability'),
  ('2110', 'Payable to merchants', 'liability'),
  ('3000', 'Retained earnings', 'equity'),
  ('4000', 'Interest income', 'income'),
  ('4100', 'Fee income', 'income'),
  ('4200', 'Penalty income', 'income'),
  ('4300', 'Recoveries income', 'income'),
  ('5000', 'Write-off expense', 'expense'),
  ('5100', 'Provision expense', 'expense');
--> statement-breakpoint
INSERT INTO gl_account_mapping (mapping_key, role, account_code)
SELECT k.mapping_key, r.role, CASE r.role
    WHEN 'loans_receivable' THEN CASE k.mapping_key WHEN 'rent' THEN '1100' ELSE '1101' END
    -- Rent: the disbursement is recorded once finance has paid the landlord. BNPL: the merchant is paid on delivery.
    WHEN 'disbursement_source' THEN CASE k.mapping_key WHEN 'rent' THEN '1000' ELSE '2110' END
    ELSE r.account_code END
FROM (VALUES ('rent'), ('bnpl')) AS k(mapping_key)
CROSS JOIN (VALUES
  ('loans_receivable', NULL), ('disbursement_source', NULL),
  ('interest_receivable', '1200'), ('fees_receivable', '1210'), ('penalties_receivable', '1220'),
  ('interest_income', '4000'), ('fee_income', '4100'), ('penalty_income', '4200'), ('recoveries_income', '4300'),
  ('write_off_expense', '5000'), ('loan_loss_allowance', '1290'), ('provision_expense', '5100'),
  ('customer_credit', '2010'), ('suspense', '2000'), ('refund_source', '1000'),
  ('cash_mtn_momo', '1010'), ('cash_telecel_cash', '1011'), ('cash_airteltigo_money', '1012'), ('cash_card', '1020'),
  ('cash_bank_transfer', '1000'), ('cash_cash', '1000')
) AS r(role, account_code);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION refuse_journal_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only (% refused)', TG_TABLE_NAME, TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER journal_entry_append_only BEFORE UPDATE OR DELETE ON journal_entry FOR EACH ROW EXECUTE FUNCTION refuse_journal_change();
--> statement-breakpoint
CREATE TRIGGER journal_line_append_only BEFORE UPDATE OR DELETE ON journal_line FOR EACH ROW EXECUTE FUNCTION refuse_journal_change();
--> statement-breakpoint
CREATE TRIGGER journal_entry_no_truncate BEFORE TRUNCATE ON journal_entry FOR EACH STATEMENT EXECUTE FUNCTION refuse_journal_change();
--> statement-breakpoint
CREATE TRIGGER journal_line_no_truncate BEFORE TRUNCATE ON journal_line FOR EACH STATEMENT EXECUTE FUNCTION refuse_journal_change();
--> statement-breakpoint
-- Σ debits = Σ credits per entry, checked at commit (lines are written after their entry).
CREATE OR REPLACE FUNCTION journal_entry_check_balanced() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  debits bigint;
  credits bigint;
BEGIN
  SELECT coalesce(sum(debit), 0), coalesce(sum(credit), 0) INTO debits, credits FROM journal_line WHERE entry_id = NEW.id;
  IF debits <> credits THEN
    RAISE EXCEPTION 'journal entry % is not balanced (debits %, credits %)', NEW.id, debits, credits USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER journal_entry_balanced AFTER INSERT ON journal_entry
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION journal_entry_check_balanced();
--> statement-breakpoint
-- A line joins only an entry written by the same transaction (a committed entry, checked balanced, stays as it is).
CREATE OR REPLACE FUNCTION journal_line_same_transaction() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM new_lines l JOIN journal_entry e ON e.id = l.entry_id WHERE e.txid <> txid_current()) THEN
    RAISE EXCEPTION 'journal lines may only be added to an entry of the same transaction' USING ERRCODE = 'insufficient_privilege';
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER journal_line_same_transaction AFTER INSERT ON journal_line REFERENCING NEW TABLE AS new_lines
  FOR EACH STATEMENT EXECUTE FUNCTION journal_line_same_transaction();
--> statement-breakpoint
-- The posting rules, one set-based pass over the ledger entries named (signed amounts: + debit, − credit).
-- Allocation parts: payments/reversals record what was paid (+), charges (penalty, fee, rebate, write-off) the
-- change of dues. Interest is earned by the daily accrual (close of business), never at disbursement.
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
    SELECT e.id, e.kind, e.amount, e.loan_id, e.reverses, e.prepaid, e.schedule_version, l.source AS mapping_key,
      l.principal AS principal0, CASE WHEN l.fee_financed THEN l.processing_fee ELSE 0 END AS fee0,
      CASE WHEN pay.method IS NULL THEN 'suspense' ELSE 'cash_' || pay.method END AS cash_role,
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
    -- write-off (negative): principal, fees, penalties and the interest earned and unpaid (interest receivable of the
    -- loan) go to write-off expense; scheduled interest beyond it was never earned and is not booked.
    SELECT b.id, b.loan_id, b.mapping_key, r.role, r.delta FROM base b
      CROSS JOIN LATERAL (
        SELECT least(-b.int, greatest(0, coalesce((
          SELECT sum(jl.debit - jl.credit) FROM journal_line jl
          JOIN gl_account_mapping m ON m.mapping_key = b.mapping_key AND m.role = 'interest_receivable' AND m.account_code = jl.account_code
          WHERE jl.loan_id = b.loan_id), 0))) AS earned
      ) w
      CROSS JOIN LATERAL (VALUES ('loans_receivable', b.prin), ('fees_receivable', b.fee), ('penalties_receivable', b.pen), ('interest_receivable', -w.earned),
        ('write_off_expense', -(b.prin + b.fee + b.pen) + w.earned)) r(role, delta)
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
CREATE OR REPLACE FUNCTION books_post_ledger() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM books_post_ledger_entries(ARRAY(SELECT id FROM new_rows));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_entry_books AFTER INSERT ON ledger_entry REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION books_post_ledger();
--> statement-breakpoint
-- Ledger entries written before the books existed, in the order they were written.
DO $$
DECLARE
  r record;
BEGIN
  FOR r IN SELECT id FROM ledger_entry ORDER BY seq LOOP
    PERFORM books_post_ledger_entries(ARRAY[r.id]);
  END LOOP;
END;
$$;
