-- Webhooks (issue 40): the events partners hear of, written in the transaction of the change by row triggers whose
-- WHEN clause (evaluated without calling a function) lets through only the rows whose status or payout changed, so a
-- close of business that touches many loans pays nothing for loans that stay as they were; and only while an
-- endpoint is enabled (no rows are kept for nobody).
CREATE OR REPLACE FUNCTION webhook_record(event_type text, data jsonb) RETURNS void LANGUAGE sql AS $$
  INSERT INTO webhook_event (type, data)
  SELECT event_type, data WHERE EXISTS (SELECT 1 FROM webhook_endpoint WHERE disabled_at IS NULL)
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION webhook_payment_event() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM webhook_record(CASE NEW.status WHEN 'successful' THEN 'payment.succeeded' ELSE 'payment.failed' END,
    jsonb_build_object('paymentId', NEW.id, 'loanId', NEW.loan_id, 'kind', NEW.kind, 'amount', NEW.amount, 'method', NEW.method,
      'status', NEW.status, 'reference', NEW.provider_reference, 'settledAt', NEW.settled_at, 'failureReason', NEW.failure_reason));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER payment_webhook_insert AFTER INSERT ON payment FOR EACH ROW
  WHEN (NEW.status IN ('successful', 'failed')) EXECUTE FUNCTION webhook_payment_event();
--> statement-breakpoint
CREATE TRIGGER payment_webhook_update AFTER UPDATE ON payment FOR EACH ROW
  WHEN (NEW.status IN ('successful', 'failed') AND OLD.status IS DISTINCT FROM NEW.status) EXECUTE FUNCTION webhook_payment_event();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION webhook_loan_event() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  data jsonb := jsonb_build_object('loanId', NEW.id, 'status', NEW.status, 'source', NEW.source, 'applicationId', NEW.application_id,
    'orderId', NEW.order_id, 'principal', NEW.principal, 'months', NEW.months, 'disbursedAt', NEW.disbursed_at);
BEGIN
  IF NEW.disbursed_at IS NOT NULL AND (TG_OP = 'INSERT' OR OLD.disbursed_at IS NULL) THEN PERFORM webhook_record('loan.disbursed', data); END IF;
  IF TG_OP = 'UPDATE' AND NEW.status = 'paid_off' AND OLD.status <> 'paid_off' THEN PERFORM webhook_record('loan.settled', data); END IF;
  IF TG_OP = 'UPDATE' AND NEW.status = 'in_arrears' AND OLD.status <> 'in_arrears' THEN PERFORM webhook_record('loan.late', data); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER loan_webhook_insert AFTER INSERT ON loan FOR EACH ROW
  WHEN (NEW.disbursed_at IS NOT NULL) EXECUTE FUNCTION webhook_loan_event();
--> statement-breakpoint
CREATE TRIGGER loan_webhook_update AFTER UPDATE ON loan FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR (OLD.disbursed_at IS NULL AND NEW.disbursed_at IS NOT NULL))
  EXECUTE FUNCTION webhook_loan_event();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION webhook_application_event() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM webhook_record('application.decided', jsonb_build_object('applicationId', NEW.id, 'status', NEW.status,
    'amount', coalesce(NEW.amount, NEW.monthly_rent * NEW.advance_months), 'months', NEW.repayment_months, 'decidedAt', NEW.decided_at));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER application_webhook_update AFTER UPDATE ON application FOR EACH ROW
  WHEN (NEW.status IN ('approved', 'rejected') AND OLD.status IS DISTINCT FROM NEW.status) EXECUTE FUNCTION webhook_application_event();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION webhook_order_event() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM webhook_record('order.status_changed', jsonb_build_object('orderId', NEW.id, 'status', NEW.status,
    'previousStatus', OLD.status, 'subtotal', NEW.subtotal, 'months', NEW.months));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER bnpl_order_webhook_update AFTER UPDATE ON bnpl_order FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status) EXECUTE FUNCTION webhook_order_event();
