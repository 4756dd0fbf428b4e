CREATE TABLE "member_attribute" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"organization_id" integer NOT NULL,
	"process_mode" smallint DEFAULT 0 NOT NULL,
	"attribute_cd" varchar(32) NOT NULL,
	"name" varchar(100) NOT NULL,
	"attribute_type" varchar(16) NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_required" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_request" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"organization_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"request_type" varchar(40) NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"payload" jsonb NOT NULL,
	"previous_values" jsonb,
	"staff_comment" text,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"requested_by_login_user_id" integer,
	"processed_by_login_user_id" integer,
	"processed_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_photo" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"organization_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"kind" varchar(8) NOT NULL,
	"file_path" varchar(200) NOT NULL,
	"thumbnail_path" varchar(200) NOT NULL,
	"mime_type" varchar(32) NOT NULL,
	"bytes" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"uploaded_by_login_user_id" integer,
	"reviewed_by_login_user_id" integer,
	"reviewed_at" timestamp with time zone,
	"reject_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "hierarchy_node" ADD COLUMN "disabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "member_attribute" ADD CONSTRAINT "member_attribute_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_attribute" ADD CONSTRAINT "member_attribute_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_request" ADD CONSTRAINT "member_request_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_request" ADD CONSTRAINT "member_request_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_request" ADD CONSTRAINT "member_request_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_photo" ADD CONSTRAINT "member_photo_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_photo" ADD CONSTRAINT "member_photo_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_photo" ADD CONSTRAINT "member_photo_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "member_attribute_key" ON "member_attribute" USING btree ("organization_id","process_mode","attribute_cd");--> statement-breakpoint
CREATE INDEX "member_request_org_requested_idx" ON "member_request" USING btree ("organization_id","requested_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "member_request_org_status_idx" ON "member_request" USING btree ("organization_id","status");--> statement-breakpoint
CREATE INDEX "member_request_member_idx" ON "member_request" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "member_photo_member_kind_key" ON "member_photo" USING btree ("member_id","kind");--> statement-breakpoint
CREATE INDEX "member_photo_org_status_idx" ON "member_photo" USING btree ("organization_id","status","created_at");