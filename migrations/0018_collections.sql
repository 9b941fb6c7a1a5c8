CREATE TABLE "collection_assignment" (
	"loan_id" uuid PRIMARY KEY NOT NULL,
	"collector_id" text NOT NULL,
	"assigned_by" text NOT NULL,
	"assigned_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "collection_contact" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"loan_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"outcome" text NOT NULL,
	"note" text,
	"recorded_by" text NOT NULL,
	"contacted_on" date NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "collection_contact_channel_check" CHECK ("collection_contact"."channel" in ('call', 'sms', 'visit', 'whatsapp', 'email')),
	CONSTRAINT "collection_contact_outcome_check" CHECK ("collection_contact"."outcome" in ('reached', 'no_answer', 'promised', 'refused', 'wrong_number', 'disputed', 'left_message'))
);
--> statement-breakpoint
CREATE TABLE "promise_to_pay" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"loan_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"promised_on" date NOT NULL,
	"made_on" date NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"paid_amount" bigint DEFAULT 0 NOT NULL,
	"decided_on" date,
	"note" text,
	"recorded_by" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promise_to_pay_amount_positive" CHECK ("promise_to_pay"."amount" > 0),
	CONSTRAINT "promise_to_pay_status_check" CHECK ("promise_to_pay"."status" in ('open', 'kept', 'broken', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "write_off_proposal" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"loan_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"proposed_by" text NOT NULL,
	"decided_by" text,
	"decision_reason" text,
	"written_off" bigint,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp (3) with time zone,
	CONSTRAINT "write_off_proposal_status_check" CHECK ("write_off_proposal"."status" in ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
ALTER TABLE "collection_assignment" ADD CONSTRAINT "collection_assignment_loan_id_loan_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loan"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_assignment" ADD CONSTRAINT "collection_assignment_collector_id_user_id_fk" FOREIGN KEY ("collector_id") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_assignment" ADD CONSTRAINT "collection_assignment_assigned_by_user_id_fk" FOREIGN KEY ("assigned_by") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_contact" ADD CONSTRAINT "collection_contact_loan_id_loan_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loan"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_contact" ADD CONSTRAINT "collection_contact_recorded_by_user_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promise_to_pay" ADD CONSTRAINT "promise_to_pay_loan_id_loan_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loan"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promise_to_pay" ADD CONSTRAINT "promise_to_pay_recorded_by_user_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "write_off_proposal" ADD CONSTRAINT "write_off_proposal_loan_id_loan_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loan"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "write_off_proposal" ADD CONSTRAINT "write_off_proposal_proposed_by_user_id_fk" FOREIGN KEY ("proposed_by") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "write_off_proposal" ADD CONSTRAINT "write_off_proposal_decided_by_user_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "collection_contact_loan_created_idx" ON "collection_contact" USING btree ("loan_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "promise_to_pay_loan_created_idx" ON "promise_to_pay" USING btree ("loan_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "promise_to_pay_open_idx" ON "promise_to_pay" USING btree ("promised_on") WHERE "promise_to_pay"."status" = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "write_off_proposal_pending_key" ON "write_off_proposal" USING btree ("loan_id") WHERE "write_off_proposal"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "write_off_proposal_loan_created_idx" ON "write_off_proposal" USING btree ("loan_id","created_at" DESC NULLS LAST);