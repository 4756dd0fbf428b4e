ALTER TABLE "survey" ADD COLUMN "reserved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "survey" ADD COLUMN "canceled_at" timestamp with time zone;