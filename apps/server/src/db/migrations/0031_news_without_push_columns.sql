ALTER TABLE "news_item" DROP COLUMN "push_on_publish";--> statement-breakpoint
ALTER TABLE "news_item" DROP COLUMN "delivery_id";