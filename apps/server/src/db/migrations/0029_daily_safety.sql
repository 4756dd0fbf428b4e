CREATE TABLE "daily_safety_run" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"organization_id" integer NOT NULL,
	"date" date NOT NULL,
	"outcome" varchar(8) NOT NULL,
	"safety_send_id" bigint,
	"recipient_count" integer DEFAULT 0 NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reminded_at" timestamp with time zone,
	"reminder_count" integer
);
--> statement-breakpoint
CREATE TABLE "daily_safety_school_day" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"organization_id" integer NOT NULL,
	"date" date NOT NULL,
	"kind" varchar(8) NOT NULL,
	"reason" varchar(100) NOT NULL,
	"created_by_login_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "daily_safety_setting" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"organization_id" integer NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"title" varchar(80) NOT NULL,
	"body_html" text NOT NULL,
	"questions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"target" jsonb NOT NULL,
	"send_time" varchar(5) NOT NULL,
	"reminder_time" varchar(5),
	"updated_by_login_user_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "daily_safety_run" ADD CONSTRAINT "daily_safety_run_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_safety_run" ADD CONSTRAINT "daily_safety_run_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_safety_school_day" ADD CONSTRAINT "daily_safety_school_day_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_safety_school_day" ADD CONSTRAINT "daily_safety_school_day_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_safety_setting" ADD CONSTRAINT "daily_safety_setting_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_safety_setting" ADD CONSTRAINT "daily_safety_setting_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "daily_safety_run_org_date_key" ON "daily_safety_run" USING btree ("organization_id","date");--> statement-breakpoint
CREATE INDEX "daily_safety_run_tenant_idx" ON "daily_safety_run" USING btree ("tenant_id","organization_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "daily_safety_school_day_org_date_key" ON "daily_safety_school_day" USING btree ("organization_id","date");--> statement-breakpoint
CREATE INDEX "daily_safety_school_day_tenant_idx" ON "daily_safety_school_day" USING btree ("tenant_id","organization_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "daily_safety_setting_org_key" ON "daily_safety_setting" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "daily_safety_setting_tenant_idx" ON "daily_safety_setting" USING btree ("tenant_id");