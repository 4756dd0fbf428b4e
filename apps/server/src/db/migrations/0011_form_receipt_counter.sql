ALTER TABLE "form" ADD COLUMN "last_receipt_no" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Forms answered before the counter existed continue from their highest receipt number.
UPDATE "form" SET "last_receipt_no" = coalesce((SELECT max(a."receipt_no") FROM "form_answer" a WHERE a."form_id" = "form"."id"), 0);
