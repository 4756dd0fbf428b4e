CREATE TABLE "staff_notice" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"organization_id" integer NOT NULL,
	"notice_type" varchar(32) NOT NULL,
	"title" varchar(200) NOT NULL,
	"body" text NOT NULL,
	"link" varchar(1000) NOT NULL,
	"member_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_notice_recipient" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"notice_id" bigint NOT NULL,
	"login_user_id" integer NOT NULL,
	"by_mail" boolean NOT NULL,
	"by_push" boolean NOT NULL,
	"delivered_at" timestamp with time zone,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_notice_setting" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"login_user_id" integer NOT NULL,
	"notice_type" varchar(32) NOT NULL,
	"by_mail" boolean DEFAULT false NOT NULL,
	"by_push" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_push_subscription" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"login_user_id" integer NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" varchar(200) NOT NULL,
	"auth" varchar(100) NOT NULL,
	"user_agent" varchar(500),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "staff_notice" ADD CONSTRAINT "staff_notice_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_notice" ADD CONSTRAINT "staff_notice_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_notice_recipient" ADD CONSTRAINT "staff_notice_recipient_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_notice_recipient" ADD CONSTRAINT "staff_notice_recipient_notice_id_staff_notice_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."staff_notice"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_notice_recipient" ADD CONSTRAINT "staff_notice_recipient_login_user_id_login_user_id_fk" FOREIGN KEY ("login_user_id") REFERENCES "public"."login_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_notice_setting" ADD CONSTRAINT "staff_notice_setting_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_notice_setting" ADD CONSTRAINT "staff_notice_setting_login_user_id_login_user_id_fk" FOREIGN KEY ("login_user_id") REFERENCES "public"."login_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_push_subscription" ADD CONSTRAINT "staff_push_subscription_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_push_subscription" ADD CONSTRAINT "staff_push_subscription_login_user_id_login_user_id_fk" FOREIGN KEY ("login_user_id") REFERENCES "public"."login_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_notice_tenant_created_idx" ON "staff_notice" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_notice_recipient_uq" ON "staff_notice_recipient" USING btree ("notice_id","login_user_id");--> statement-breakpoint
CREATE INDEX "staff_notice_recipient_user_idx" ON "staff_notice_recipient" USING btree ("tenant_id","login_user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_notice_setting_user_type_uq" ON "staff_notice_setting" USING btree ("tenant_id","login_user_id","notice_type");--> statement-breakpoint
CREATE INDEX "staff_notice_setting_type_idx" ON "staff_notice_setting" USING btree ("tenant_id","notice_type");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_push_subscription_endpoint_uq" ON "staff_push_subscription" USING btree ("endpoint");--> statement-breakpoint
CREATE INDEX "staff_push_subscription_user_idx" ON "staff_push_subscription" USING btree ("tenant_id","login_user_id");