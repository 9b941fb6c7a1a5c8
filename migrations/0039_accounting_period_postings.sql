-- A closed period takes no postings: an event dated in it (a back-dated payment, a reversal) posts on the first day
-- after the closed months instead, and keeps the day it belongs to in belongs_on. Months close in order and only the
-- latest closed one can be reopened (AccountingPeriodService), so the closed months are exactly those up to the
-- latest end date still closed.
CREATE OR REPLACE FUNCTION journal_entry_open_period() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  closed_through date;
BEGIN
  SELECT max(ends_on) INTO closed_through FROM accounting_period WHERE status = 'closed';
  IF closed_through IS NOT NULL AND NEW.posted_on <= closed_through THEN
    NEW.belongs_on := coalesce(NEW.belongs_on, NEW.posted_on);
    NEW.posted_on := closed_through + 1;
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER journal_entry_open_period BEFORE INSERT ON journal_entry FOR EACH ROW EXECUTE FUNCTION journal_entry_open_period();
