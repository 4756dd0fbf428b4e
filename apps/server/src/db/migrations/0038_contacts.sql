CREATE TABLE "contact" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"organization_id" integer NOT NULL,
	"date" date NOT NULL,
	"member_id" bigint NOT NULL,
	"member_no" varchar(32) NOT NULL,
	"member_name" varchar(100) NOT NULL,
	"grade" smallint,
	"division_cd" varchar(32),
	"section_cd" varchar(32),
	"subsection_cd" varchar(32),
	"unit_cd" varchar(32),
	"subunit_cd" varchar(32),
	"type_id" bigint NOT NULL,
	"type_name" varchar(20) NOT NULL,
	"reason" varchar(40),
	"symptoms" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"arrival_time" varchar(5),
	"leave_time" varchar(5),
	"temperature_tenths" smallint,
	"note" varchar(500),
	"via" varchar(4) NOT NULL,
	"late" boolean DEFAULT false NOT NULL,
	"status" varchar(10) DEFAULT 'NEW' NOT NULL,
	"confirmed_at" timestamp with time zone,
	"confirmed_by" varchar(100),
	"reply_text" text,
	"replied_at" timestamp with time zone,
	"replied_by" varchar(100),
	"reply_delivery_id" bigint,
	"withdrawn_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_link" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"organization_id" integer NOT NULL,
	"node_cd" varchar(32) NOT NULL,
	"access_key_id" bigint,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_by_login_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_reminder_run" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"organization_id" integer NOT NULL,
	"date" date NOT NULL,
	"recipient_count" integer DEFAULT 0 NOT NULL,
	"delivery_id" bigint,
	"reminded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_setting" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"organization_id" integer NOT NULL,
	"cutoff_time" varchar(5),
	"after_cutoff" varchar(8) NOT NULL,
	"cutoff_message" varchar(200) NOT NULL,
	"reminder_enabled" boolean DEFAULT false NOT NULL,
	"reminder_time" varchar(5) NOT NULL,
	"expected_days" varchar(12) NOT NULL,
	"reminder_title" varchar(80) NOT NULL,
	"reminder_body" varchar(1000) NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_type" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"organization_id" integer NOT NULL,
	"name" varchar(20) NOT NULL,
	"reasons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"symptoms" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"fields" jsonb NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contact" ADD CONSTRAINT "contact_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact" ADD CONSTRAINT "contact_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_link" ADD CONSTRAINT "contact_link_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_link" ADD CONSTRAINT "contact_link_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_reminder_run" ADD CONSTRAINT "contact_reminder_run_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_reminder_run" ADD CONSTRAINT "contact_reminder_run_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_setting" ADD CONSTRAINT "contact_setting_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_setting" ADD CONSTRAINT "contact_setting_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_type" ADD CONSTRAINT "contact_type_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_type" ADD CONSTRAINT "contact_type_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_board_idx" ON "contact" USING btree ("tenant_id","organization_id","date","id");--> statement-breakpoint
CREATE INDEX "contact_member_idx" ON "contact" USING btree ("tenant_id","member_id","date");--> statement-breakpoint
CREATE INDEX "contact_link_org_idx" ON "contact_link" USING btree ("tenant_id","organization_id","node_cd");--> statement-breakpoint
CREATE UNIQUE INDEX "contact_reminder_run_org_date_key" ON "contact_reminder_run" USING btree ("organization_id","date");--> statement-breakpoint
CREATE INDEX "contact_reminder_run_tenant_idx" ON "contact_reminder_run" USING btree ("tenant_id","organization_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "contact_setting_org_key" ON "contact_setting" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "contact_setting_tenant_idx" ON "contact_setting" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "contact_type_org_idx" ON "contact_type" USING btree ("tenant_id","organization_id","sort_order");