CREATE TABLE "daily_report" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"organization_id" integer NOT NULL,
	"template_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"date" date NOT NULL,
	"answers" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "daily_report_comment" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"report_id" bigint NOT NULL,
	"body" text NOT NULL,
	"login_user_id" integer NOT NULL,
	"author_name" varchar(100) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "daily_report_reminder" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"template_id" bigint NOT NULL,
	"date" date NOT NULL,
	"delivery_id" bigint,
	"recipient_count" integer DEFAULT 0 NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "daily_report_template" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"organization_id" integer NOT NULL,
	"name" varchar(80) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"target" jsonb NOT NULL,
	"weekdays" smallint[] NOT NULL,
	"skip_holidays" boolean DEFAULT true NOT NULL,
	"reminder_time" varchar(5),
	"items" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_by_login_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "daily_report" ADD CONSTRAINT "daily_report_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_report" ADD CONSTRAINT "daily_report_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_report" ADD CONSTRAINT "daily_report_template_id_daily_report_template_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."daily_report_template"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_report_comment" ADD CONSTRAINT "daily_report_comment_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_report_comment" ADD CONSTRAINT "daily_report_comment_report_id_daily_report_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."daily_report"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_report_reminder" ADD CONSTRAINT "daily_report_reminder_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_report_reminder" ADD CONSTRAINT "daily_report_reminder_template_id_daily_report_template_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."daily_report_template"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_report_template" ADD CONSTRAINT "daily_report_template_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_report_template" ADD CONSTRAINT "daily_report_template_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "daily_report_template_member_date_key" ON "daily_report" USING btree ("template_id","member_id","date");--> statement-breakpoint
CREATE INDEX "daily_report_template_date_idx" ON "daily_report" USING btree ("tenant_id","template_id","date");--> statement-breakpoint
CREATE INDEX "daily_report_member_idx" ON "daily_report" USING btree ("tenant_id","member_id","date");--> statement-breakpoint
CREATE INDEX "daily_report_comment_report_idx" ON "daily_report_comment" USING btree ("tenant_id","report_id");--> statement-breakpoint
CREATE UNIQUE INDEX "daily_report_reminder_template_date_key" ON "daily_report_reminder" USING btree ("template_id","date");--> statement-breakpoint
CREATE INDEX "daily_report_template_org_idx" ON "daily_report_template" USING btree ("tenant_id","organization_id");