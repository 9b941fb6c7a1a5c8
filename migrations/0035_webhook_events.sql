-- Webhooks (issue 40): the events partners hear of, written in the transaction of the change by statement-level
-- triggers (one INSERT … SELECT per statement, so a close of business that moves many loans costs one statement), and
-- only while an endpoint is enabled (no rows are kept for nobody).
CREATE OR REPLACE FUNCTION webhook_listening() RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT EXISTS (SELECT 1 FROM webhook_endpoint WHERE disabled_at IS NULL)
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION webhook_payment_data(n payment) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT jsonb_build_object('paymentId', n.id, 'loanId', n.loan_id, 'kind', n.kind, 'amount', n.amount, 'method', n.method,
    'status', n.status, 'reference', n.provider_reference, 'settledAt', n.settled_at, 'failureReason', n.failure_reason)
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION webhook_payment_events() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT webhook_listening() THEN RETURN NULL; END IF;
  -- A transition table exists only for its own event: INSERT has no old rows.
  IF TG_OP = 'INSERT' THEN
    INSERT INTO webhook_event (type, data)
    SELECT CASE n.status WHEN 'successful' THEN 'payment.succeeded' ELSE 'payment.failed' END, webhook_payment_data(n)
    FROM new_rows n WHERE n.status IN ('successful', 'failed');
  ELSE
    INSERT INTO webhook_event (type, data)
    SELECT CASE n.status WHEN 'successful' THEN 'payment.succeeded' ELSE 'payment.failed' END, webhook_payment_data(n)
    FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE n.status IN ('successful', 'failed') AND o.status IS DISTINCT FROM n.status;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER payment_webhook_insert AFTER INSERT ON payment REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION webhook_payment_events();
--> statement-breakpoint
CREATE TRIGGER payment_webhook_update AFTER UPDATE ON payment REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION webhook_payment_events();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION webhook_loan_data(n loan) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT jsonb_build_object('loanId', n.id, 'status', n.status, 'source', n.source, 'applicationId', n.application_id,
    'orderId', n.order_id, 'principal', n.principal, 'months', n.months, 'disbursedAt', n.disbursed_at)
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION webhook_loan_events() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT webhook_listening() THEN RETURN NULL; END IF;
  IF TG_OP = 'INSERT' THEN
    INSERT INTO webhook_event (type, data)
    SELECT 'loan.disbursed', webhook_loan_data(n) FROM new_rows n WHERE n.disbursed_at IS NOT NULL;
  ELSE
    INSERT INTO webhook_event (type, data)
    SELECT e.type, webhook_loan_data(n)
    FROM new_rows n JOIN old_rows o ON o.id = n.id
    CROSS JOIN LATERAL (VALUES
      (CASE WHEN n.disbursed_at IS NOT NULL AND o.disbursed_at IS NULL THEN 'loan.disbursed' END),
      (CASE WHEN n.status = 'paid_off' AND o.status <> 'paid_off' THEN 'loan.settled' END),
      (CASE WHEN n.status = 'in_arrears' AND o.status <> 'in_arrears' THEN 'loan.late' END)
    ) e(type)
    WHERE e.type IS NOT NULL;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER loan_webhook_insert AFTER INSERT ON loan REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION webhook_loan_events();
--> statement-breakpoint
CREATE TRIGGER loan_webhook_update AFTER UPDATE ON loan REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION webhook_loan_events();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION webhook_decision_events() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT webhook_listening() THEN RETURN NULL; END IF;
  IF TG_TABLE_NAME = 'application' THEN
    INSERT INTO webhook_event (type, data)
    SELECT 'application.decided', jsonb_build_object('applicationId', n.id, 'status', n.status, 'amount', coalesce(n.amount, n.monthly_rent * n.advance_months),
        'months', n.repayment_months, 'decidedAt', n.decided_at)
    FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE n.status IN ('approved', 'rejected') AND o.status IS DISTINCT FROM n.status;
  ELSE
    INSERT INTO webhook_event (type, data)
    SELECT 'order.status_changed', jsonb_build_object('orderId', n.id, 'status', n.status, 'previousStatus', o.status,
        'subtotal', n.subtotal, 'months', n.months)
    FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE o.status IS DISTINCT FROM n.status;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER application_webhook_update AFTER UPDATE ON application REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION webhook_decision_events();
--> statement-breakpoint
CREATE TRIGGER bnpl_order_webhook_update AFTER UPDATE ON bnpl_order REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION webhook_decision_events();
