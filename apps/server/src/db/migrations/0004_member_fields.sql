ALTER TABLE "member" ADD COLUMN "transfer_reason" smallint;--> statement-breakpoint
ALTER TABLE "member" ADD COLUMN "photo_status" smallint;--> statement-breakpoint
ALTER TABLE "member" ADD COLUMN "photo_change_apply_status" varchar(16) DEFAULT 'NONE' NOT NULL;--> statement-breakpoint
ALTER TABLE "member" ADD COLUMN "attributes" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "member" ADD COLUMN "created_by_login_user_id" integer;--> statement-breakpoint
CREATE INDEX "member_org_mode_examinees_no_idx" ON "member" USING btree ("organization_id","process_mode","examinees_no");