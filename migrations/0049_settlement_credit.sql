ALTER TABLE "ledger_entry" DROP CONSTRAINT "ledger_entry_kind_check";--> statement-breakpoint
ALTER TABLE "ledger_entry" ADD CONSTRAINT "ledger_entry_kind_check" CHECK ("ledger_entry"."kind" in ('disbursement', 'payment', 'penalty', 'fee', 'rebate', 'reschedule', 'reversal', 'credit', 'refund', 'credit_applied', 'write_off', 'settlement_credit'));--> statement-breakpoint
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
    -- settlement credit: interest paid ahead (held on interest receivable as received in advance) beyond everything
    -- the settled loan still owed, moved to the borrower's credit balance.
    SELECT id, loan_id, mapping_key, r.role, r.delta FROM base
      CROSS JOIN LATERAL (VALUES ('interest_receivable', -amount), ('customer_credit', amount)) r(role, delta)
      WHERE kind = 'settlement_credit' AND reverses IS NULL
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
