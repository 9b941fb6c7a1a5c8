ALTER TYPE "public"."employment_type" ADD VALUE 'retired';--> statement-breakpoint
ALTER TYPE "public"."employment_type" ADD VALUE 'student';--> statement-breakpoint
ALTER TYPE "public"."employment_type" ADD VALUE 'unemployed';