CREATE TABLE "news_approval_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"item_id" bigint NOT NULL,
	"action" varchar(16) NOT NULL,
	"stage" smallint,
	"login_user_id" integer,
	"actor_name" varchar(100) NOT NULL,
	"via" varchar(16) NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news_approval_request" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"item_id" bigint NOT NULL,
	"item_version" integer NOT NULL,
	"stage" smallint NOT NULL,
	"login_user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news_approver" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"organization_id" integer NOT NULL,
	"type" varchar(16) NOT NULL,
	"stage" smallint NOT NULL,
	"login_user_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news_attachment" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"organization_id" integer NOT NULL,
	"file_key" varchar(64) NOT NULL,
	"file_name" varchar(200) NOT NULL,
	"content_type" varchar(100) NOT NULL,
	"size" integer NOT NULL,
	"created_by_login_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news_category" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"organization_id" integer NOT NULL,
	"type" varchar(16) NOT NULL,
	"name" varchar(50) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news_item" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"organization_id" integer NOT NULL,
	"process_mode" smallint DEFAULT 0 NOT NULL,
	"type" varchar(16) NOT NULL,
	"status" smallint NOT NULL,
	"title" varchar(100) NOT NULL,
	"body_html" text NOT NULL,
	"body_text" text NOT NULL,
	"category_id" bigint,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"audience" varchar(8) NOT NULL,
	"target" jsonb,
	"publish_from" timestamp with time zone NOT NULL,
	"publish_to" timestamp with time zone,
	"pinned" boolean DEFAULT false NOT NULL,
	"push_on_publish" boolean DEFAULT false NOT NULL,
	"approval_stage" smallint,
	"stage_count" smallint,
	"recipient_count" integer DEFAULT 0 NOT NULL,
	"delivery_id" bigint,
	"published_at" timestamp with time zone,
	"created_by_login_user_id" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news_recipient" (
	"tenant_id" integer NOT NULL,
	"item_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "news_staff_read" (
	"tenant_id" integer NOT NULL,
	"item_id" bigint NOT NULL,
	"login_user_id" integer NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "news_approval_log" ADD CONSTRAINT "news_approval_log_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_approval_log" ADD CONSTRAINT "news_approval_log_item_id_news_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."news_item"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_approval_request" ADD CONSTRAINT "news_approval_request_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_approval_request" ADD CONSTRAINT "news_approval_request_item_id_news_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."news_item"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_approver" ADD CONSTRAINT "news_approver_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_approver" ADD CONSTRAINT "news_approver_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_attachment" ADD CONSTRAINT "news_attachment_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_attachment" ADD CONSTRAINT "news_attachment_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_category" ADD CONSTRAINT "news_category_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_category" ADD CONSTRAINT "news_category_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_item" ADD CONSTRAINT "news_item_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_item" ADD CONSTRAINT "news_item_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_recipient" ADD CONSTRAINT "news_recipient_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_recipient" ADD CONSTRAINT "news_recipient_item_id_news_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."news_item"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_recipient" ADD CONSTRAINT "news_recipient_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_staff_read" ADD CONSTRAINT "news_staff_read_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_staff_read" ADD CONSTRAINT "news_staff_read_item_id_news_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."news_item"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "news_approval_log_item_idx" ON "news_approval_log" USING btree ("tenant_id","item_id");--> statement-breakpoint
CREATE INDEX "news_approval_request_item_idx" ON "news_approval_request" USING btree ("tenant_id","item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "news_approver_org_type_stage_user_key" ON "news_approver" USING btree ("organization_id","type","stage","login_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "news_attachment_file_key_key" ON "news_attachment" USING btree ("file_key");--> statement-breakpoint
CREATE UNIQUE INDEX "news_category_org_type_name_key" ON "news_category" USING btree ("organization_id","type","name");--> statement-breakpoint
CREATE INDEX "news_item_org_type_idx" ON "news_item" USING btree ("tenant_id","organization_id","type","status");--> statement-breakpoint
CREATE INDEX "news_item_waiting_idx" ON "news_item" USING btree ("status","publish_from");--> statement-breakpoint
CREATE UNIQUE INDEX "news_recipient_item_member_key" ON "news_recipient" USING btree ("item_id","member_id");--> statement-breakpoint
CREATE INDEX "news_recipient_member_idx" ON "news_recipient" USING btree ("tenant_id","member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "news_staff_read_item_user_key" ON "news_staff_read" USING btree ("item_id","login_user_id");