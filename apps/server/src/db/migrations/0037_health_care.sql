CREATE TABLE "health_alert" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"organization_id" integer NOT NULL,
	"date" date NOT NULL,
	"class_cd" varchar(32) NOT NULL,
	"kind" varchar(8) NOT NULL,
	"symptom_id" bigint DEFAULT 0 NOT NULL,
	"count" integer NOT NULL,
	"raised_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "health_care_setting" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"organization_id" integer NOT NULL,
	"fever_threshold_tenths" smallint DEFAULT 375 NOT NULL,
	"spread_threshold" smallint DEFAULT 3 NOT NULL,
	"web_link_enabled" boolean DEFAULT true NOT NULL,
	"web_link_valid_days" smallint DEFAULT 180 NOT NULL,
	"updated_by_login_user_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "health_observation" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"organization_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"date" date NOT NULL,
	"temperature_tenths" smallint NOT NULL,
	"fever" boolean NOT NULL,
	"symptom_ids" bigint[] DEFAULT '{}' NOT NULL,
	"note" varchar(200) DEFAULT '' NOT NULL,
	"source" varchar(8) NOT NULL,
	"class_cd" varchar(32) DEFAULT '' NOT NULL,
	"grade" smallint,
	"recorded_by_login_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "health_record" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"organization_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"kind" varchar(8) NOT NULL,
	"recorded_on" date NOT NULL,
	"title" varchar(100) NOT NULL,
	"detail" text DEFAULT '' NOT NULL,
	"created_by_login_user_id" integer,
	"updated_by_login_user_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "health_symptom" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"organization_id" integer NOT NULL,
	"name" varchar(30) NOT NULL,
	"sort_order" smallint NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "health_alert" ADD CONSTRAINT "health_alert_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "health_alert" ADD CONSTRAINT "health_alert_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "health_care_setting" ADD CONSTRAINT "health_care_setting_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "health_care_setting" ADD CONSTRAINT "health_care_setting_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "health_observation" ADD CONSTRAINT "health_observation_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "health_observation" ADD CONSTRAINT "health_observation_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "health_record" ADD CONSTRAINT "health_record_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "health_record" ADD CONSTRAINT "health_record_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "health_symptom" ADD CONSTRAINT "health_symptom_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "health_symptom" ADD CONSTRAINT "health_symptom_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "health_alert_once_key" ON "health_alert" USING btree ("organization_id","date","class_cd","kind","symptom_id");--> statement-breakpoint
CREATE INDEX "health_alert_tenant_idx" ON "health_alert" USING btree ("tenant_id","organization_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "health_care_setting_org_key" ON "health_care_setting" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "health_care_setting_tenant_idx" ON "health_care_setting" USING btree ("tenant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "health_observation_member_date_key" ON "health_observation" USING btree ("tenant_id","member_id","date");--> statement-breakpoint
CREATE INDEX "health_observation_org_date_class_idx" ON "health_observation" USING btree ("tenant_id","organization_id","date","class_cd");--> statement-breakpoint
CREATE INDEX "health_record_member_idx" ON "health_record" USING btree ("tenant_id","member_id","recorded_on");--> statement-breakpoint
CREATE UNIQUE INDEX "health_symptom_org_name_key" ON "health_symptom" USING btree ("organization_id","name");--> statement-breakpoint
CREATE INDEX "health_symptom_tenant_idx" ON "health_symptom" USING btree ("tenant_id","organization_id");