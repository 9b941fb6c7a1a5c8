ALTER TABLE "journal_entry" DROP CONSTRAINT "journal_entry_ledger_entry_id_ledger_entry_id_fk";
--> statement-breakpoint
CREATE INDEX "journal_entry_seq_idx" ON "journal_entry" USING btree ("seq");