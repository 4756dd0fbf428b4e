CREATE TABLE "member_sync_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"organization_id" integer NOT NULL,
	"process_mode" smallint NOT NULL,
	"file_name" varchar(255) NOT NULL,
	"stored_path" varchar(200) NOT NULL,
	"file_type" varchar(8) NOT NULL,
	"stage" varchar(8) DEFAULT 'CHECK' NOT NULL,
	"status" varchar(24) NOT NULL,
	"total_count" integer DEFAULT 0 NOT NULL,
	"insert_count" integer DEFAULT 0 NOT NULL,
	"update_count" integer DEFAULT 0 NOT NULL,
	"delete_count" integer DEFAULT 0 NOT NULL,
	"error_count" integer DEFAULT 0 NOT NULL,
	"delete_mode" varchar(16),
	"created_by_login_user_id" integer NOT NULL,
	"created_by_display_user_id" varchar(64) NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"job_id" varchar(36),
	"summary" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_sync_log_detail" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"sync_log_id" bigint NOT NULL,
	"row_number" integer NOT NULL,
	"member_id" varchar(64),
	"sync_type" varchar(8),
	"status" varchar(12) NOT NULL,
	"messages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "member_sync_log" ADD CONSTRAINT "member_sync_log_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_sync_log" ADD CONSTRAINT "member_sync_log_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_sync_log_detail" ADD CONSTRAINT "member_sync_log_detail_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_sync_log_detail" ADD CONSTRAINT "member_sync_log_detail_sync_log_id_member_sync_log_id_fk" FOREIGN KEY ("sync_log_id") REFERENCES "public"."member_sync_log"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_sync_log_listing_idx" ON "member_sync_log" USING btree ("organization_id","process_mode","id");--> statement-breakpoint
CREATE INDEX "member_sync_log_detail_log_idx" ON "member_sync_log_detail" USING btree ("sync_log_id","status","row_number");