-- A credit agreement is evidence (Electronic Transactions Act, 2008): the document and its fingerprint never change,
-- and once signed nothing about it changes.
CREATE FUNCTION credit_agreement_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.status = 'signed' THEN
    RAISE EXCEPTION 'credit_agreement % is signed and cannot change', OLD.id USING ERRCODE = 'check_violation';
  END IF;
  IF NEW.document IS DISTINCT FROM OLD.document OR NEW.document_sha256 IS DISTINCT FROM OLD.document_sha256
     OR NEW.loan_id IS DISTINCT FROM OLD.loan_id OR NEW.user_id IS DISTINCT FROM OLD.user_id THEN
    RAISE EXCEPTION 'credit_agreement % keeps the document it was prepared with', OLD.id USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER credit_agreement_immutable BEFORE UPDATE ON credit_agreement FOR EACH ROW EXECUTE FUNCTION credit_agreement_immutable();
