ALTER TABLE "bnpl_order" DROP CONSTRAINT "bnpl_order_status_check";--> statement-breakpoint
ALTER TABLE "loan" DROP CONSTRAINT "loan_status_check";--> statement-breakpoint
ALTER TABLE "loan_schedule_version" DROP CONSTRAINT "loan_schedule_version_reason_check";--> statement-breakpoint
ALTER TABLE "notification" ADD COLUMN "target_kind" text;--> statement-breakpoint
ALTER TABLE "notification" ADD COLUMN "target_id" text;--> statement-breakpoint
ALTER TABLE "bnpl_order" ADD COLUMN "delivery_address" text;--> statement-breakpoint
ALTER TABLE "bnpl_order" ADD COLUMN "delivery_gps_code" text;--> statement-breakpoint
ALTER TABLE "bnpl_order" ADD COLUMN "delivery_phone" text;--> statement-breakpoint
ALTER TABLE "bnpl_order" ADD COLUMN "dispatched_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bnpl_order" ADD COLUMN "dispatched_by" text;--> statement-breakpoint
ALTER TABLE "bnpl_order" ADD COLUMN "delivered_on" date;--> statement-breakpoint
ALTER TABLE "bnpl_order" ADD COLUMN "delivered_by" text;--> statement-breakpoint
ALTER TABLE "bnpl_order" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bnpl_order" ADD COLUMN "cancelled_by" text;--> statement-breakpoint
ALTER TABLE "bnpl_order" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "bnpl_order" ADD CONSTRAINT "bnpl_order_dispatched_by_user_id_fk" FOREIGN KEY ("dispatched_by") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bnpl_order" ADD CONSTRAINT "bnpl_order_delivered_by_user_id_fk" FOREIGN KEY ("delivered_by") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bnpl_order" ADD CONSTRAINT "bnpl_order_cancelled_by_user_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification" ADD CONSTRAINT "notification_target_kind_check" CHECK ("notification"."target_kind" is null or "notification"."target_kind" in ('LOAN', 'ORDER', 'APPLICATION', 'TICKET', 'PAYMENT', 'DOCUMENT'));--> statement-breakpoint
ALTER TABLE "notification" ADD CONSTRAINT "notification_target_id_needs_kind" CHECK ("notification"."target_id" is null or "notification"."target_kind" is not null);--> statement-breakpoint
ALTER TABLE "bnpl_order" ADD CONSTRAINT "bnpl_order_status_check" CHECK ("bnpl_order"."status" in ('pending_approval', 'approved', 'rejected', 'cancelled', 'dispatched', 'delivered'));--> statement-breakpoint
ALTER TABLE "loan" ADD CONSTRAINT "loan_status_check" CHECK ("loan"."status" in ('awaiting_disbursement', 'active', 'in_arrears', 'paid_off', 'written_off', 'cancelled'));--> statement-breakpoint
ALTER TABLE "loan_schedule_version" ADD CONSTRAINT "loan_schedule_version_reason_check" CHECK ("loan_schedule_version"."reason" in ('original', 'prepayment_shorten', 'prepayment_lower', 'settlement', 'reallocation', 'cancellation'));