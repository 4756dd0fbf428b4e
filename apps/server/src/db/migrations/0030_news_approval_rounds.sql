ALTER TABLE "news_approval_request" ADD COLUMN "round" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "news_item" ADD COLUMN "content_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "news_item" ADD COLUMN "approval_round" integer DEFAULT 0 NOT NULL;