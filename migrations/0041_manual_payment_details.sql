ALTER TABLE "payment" ADD COLUMN "received_on" date;--> statement-breakpoint
ALTER TABLE "payment" ADD COLUMN "teller_id" text;--> statement-breakpoint
ALTER TABLE "payment" ADD COLUMN "branch" text;--> statement-breakpoint
ALTER TABLE "payment" ADD COLUMN "depositor_name" text;--> statement-breakpoint
ALTER TABLE "payment" ADD COLUMN "depositor_phone" text;--> statement-breakpoint
ALTER TABLE "receipt" ADD COLUMN "received_on" date;--> statement-breakpoint
ALTER TABLE "receipt" ADD COLUMN "received_by" text;--> statement-breakpoint
ALTER TABLE "receipt" ADD COLUMN "branch" text;--> statement-breakpoint
ALTER TABLE "receipt" ADD COLUMN "depositor_name" text;--> statement-breakpoint
ALTER TABLE "receipt" ADD COLUMN "depositor_phone" text;--> statement-breakpoint
ALTER TABLE "payment" ADD CONSTRAINT "payment_teller_id_user_id_fk" FOREIGN KEY ("teller_id") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;