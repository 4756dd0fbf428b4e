CREATE TABLE "safety_alert_no_contact" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"safety_send_id" bigint NOT NULL,
	"minutes" integer NOT NULL,
	"unanswered" integer NOT NULL,
	"recipients" integer NOT NULL,
	"notified_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "safety_alert_setting" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"organization_id" integer NOT NULL,
	"staff_login_user_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"no_contact_minutes" integer,
	"updated_by_login_user_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "safety_alert_no_contact" ADD CONSTRAINT "safety_alert_no_contact_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "safety_alert_setting" ADD CONSTRAINT "safety_alert_setting_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "safety_alert_setting" ADD CONSTRAINT "safety_alert_setting_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "safety_alert_no_contact_send_key" ON "safety_alert_no_contact" USING btree ("safety_send_id");--> statement-breakpoint
CREATE UNIQUE INDEX "safety_alert_setting_org_key" ON "safety_alert_setting" USING btree ("tenant_id","organization_id");