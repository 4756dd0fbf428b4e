-- pg_trgm backs member_search_text_trgm_idx (fragment search). It is a trusted extension (PostgreSQL 13+),
-- so the database owner may create it; PGlite loads it in db/client.ts.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "grade" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"organization_id" integer NOT NULL,
	"grade_cd" smallint NOT NULL,
	"name" varchar(50) NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hierarchy_node" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"organization_id" integer NOT NULL,
	"depth" smallint NOT NULL,
	"division_cd" varchar(32) NOT NULL,
	"parent_division_cd" varchar(32) DEFAULT '0' NOT NULL,
	"name" varchar(100) NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_user" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"organization_id" integer NOT NULL,
	"display_user_id" varchar(64) NOT NULL,
	"name" varchar(100) NOT NULL,
	"mail_address" varchar(254) NOT NULL,
	"password_hash" text NOT NULL,
	"password_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"totp_secret_encrypted" text,
	"totp_enabled" boolean DEFAULT false NOT NULL,
	"failed_login_count" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"organization_id" integer NOT NULL,
	"process_mode" smallint DEFAULT 0 NOT NULL,
	"status" varchar(24) DEFAULT 'AVAILABLE' NOT NULL,
	"enrollment_status" smallint DEFAULT 1 NOT NULL,
	"member_id" varchar(32) NOT NULL,
	"name" varchar(100) NOT NULL,
	"name_kana" varchar(200),
	"gender_cd" smallint,
	"birth_date" date,
	"mobile_tel_no" varchar(20),
	"mail_address" varchar(254),
	"postal_cd" varchar(8),
	"prefectures_cd" varchar(2),
	"address1" varchar(200),
	"address2" varchar(200),
	"grade" smallint,
	"division_cd" varchar(32),
	"section_cd" varchar(32),
	"subsection_cd" varchar(32),
	"unit_cd" varchar(32),
	"subunit_cd" varchar(32),
	"valid_start" date,
	"valid_end" date,
	"examinees_no" varchar(32),
	"examinees_no_last_4_digits" varchar(4),
	"mail_address1" varchar(254),
	"mail_address2" varchar(254),
	"tel_no" varchar(20),
	"fax_no" varchar(20),
	"is_dormitory" boolean DEFAULT false NOT NULL,
	"is_apartment" boolean DEFAULT false NOT NULL,
	"is_international" boolean DEFAULT false NOT NULL,
	"commute" varchar(100),
	"academic_history" text,
	"admission_type" varchar(16),
	"alma_mater_cd" varchar(32),
	"alma_mater_enrolled" varchar(16),
	"alma_mater_grade" varchar(16),
	"alma_mater_graduation_type" varchar(16),
	"alma_mater_result_evaluation" varchar(16),
	"alma_mater_lecturer_name" varchar(100),
	"enrolled" date,
	"application_type" varchar(16),
	"search_text" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_import_field" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"organization_id" integer NOT NULL,
	"process_mode" smallint DEFAULT 0 NOT NULL,
	"field_name" varchar(64) NOT NULL,
	"field_title" varchar(100) NOT NULL,
	"is_valid" boolean DEFAULT true NOT NULL,
	"is_required" boolean DEFAULT false NOT NULL,
	"row_number" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "grade" ADD CONSTRAINT "grade_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grade" ADD CONSTRAINT "grade_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hierarchy_node" ADD CONSTRAINT "hierarchy_node_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hierarchy_node" ADD CONSTRAINT "hierarchy_node_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "login_user" ADD CONSTRAINT "login_user_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "login_user" ADD CONSTRAINT "login_user_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member" ADD CONSTRAINT "member_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member" ADD CONSTRAINT "member_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_import_field" ADD CONSTRAINT "member_import_field_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_import_field" ADD CONSTRAINT "member_import_field_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "grade_org_grade_cd_key" ON "grade" USING btree ("organization_id","grade_cd");--> statement-breakpoint
CREATE UNIQUE INDEX "hierarchy_node_org_division_cd_key" ON "hierarchy_node" USING btree ("organization_id","division_cd");--> statement-breakpoint
CREATE INDEX "hierarchy_node_org_parent_idx" ON "hierarchy_node" USING btree ("organization_id","parent_division_cd");--> statement-breakpoint
CREATE UNIQUE INDEX "login_user_tenant_display_user_id_key" ON "login_user" USING btree ("tenant_id","display_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "member_org_mode_member_id_key" ON "member" USING btree ("organization_id","process_mode","member_id") WHERE "member"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "member_org_mode_hierarchy_idx" ON "member" USING btree ("organization_id","process_mode","division_cd","section_cd","subsection_cd");--> statement-breakpoint
CREATE INDEX "member_tenant_idx" ON "member" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "member_search_text_trgm_idx" ON "member" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "member_import_field_key" ON "member_import_field" USING btree ("organization_id","process_mode","field_name");