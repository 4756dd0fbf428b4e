ALTER TABLE "news_item" ADD COLUMN "notify_members" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "news_item" ADD COLUMN "notify_delivery_id" bigint;