CREATE TABLE "safety_dispatch" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"safety_send_id" bigint NOT NULL,
	"delivery_id" bigint,
	"resend_type" smallint,
	"recipient_count" integer DEFAULT 0 NOT NULL,
	"created_by_login_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "safety_recipient" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"organization_id" integer NOT NULL,
	"safety_send_id" bigint NOT NULL,
	"member_id" bigint,
	"login_user_id" integer,
	"grade" smallint,
	"division_cd" varchar(32),
	"section_cd" varchar(32),
	"subsection_cd" varchar(32),
	"unit_cd" varchar(32),
	"subunit_cd" varchar(32),
	"safety_state" smallint DEFAULT 0 NOT NULL,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"answer_method" varchar(16),
	"answered_by_login_user_id" integer,
	"first_answered_at" timestamp with time zone,
	"answered_at" timestamp with time zone,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "safety_send" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"organization_id" integer NOT NULL,
	"process_mode" smallint DEFAULT 0 NOT NULL,
	"kind" smallint DEFAULT 2 NOT NULL,
	"template_id" bigint,
	"title" varchar(100) NOT NULL,
	"body_html" text NOT NULL,
	"body_text" text NOT NULL,
	"questions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_drill" boolean DEFAULT false NOT NULL,
	"origin" varchar(16) DEFAULT 'MANUAL' NOT NULL,
	"trigger" jsonb,
	"auto_key" varchar(300),
	"staff_only" boolean DEFAULT false NOT NULL,
	"target" jsonb NOT NULL,
	"send_target" varchar(8) NOT NULL,
	"recipient_count" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 2 NOT NULL,
	"delivery_id" bigint,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	"closed_by_login_user_id" integer,
	"created_by_login_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "safety_template" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"organization_id" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	"title" varchar(100) NOT NULL,
	"body_html" text NOT NULL,
	"questions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"auto_trigger" varchar(16),
	"is_drill" boolean DEFAULT false NOT NULL,
	"created_by_login_user_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "safety_dispatch" ADD CONSTRAINT "safety_dispatch_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "safety_dispatch" ADD CONSTRAINT "safety_dispatch_safety_send_id_safety_send_id_fk" FOREIGN KEY ("safety_send_id") REFERENCES "public"."safety_send"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "safety_recipient" ADD CONSTRAINT "safety_recipient_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "safety_recipient" ADD CONSTRAINT "safety_recipient_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "safety_recipient" ADD CONSTRAINT "safety_recipient_safety_send_id_safety_send_id_fk" FOREIGN KEY ("safety_send_id") REFERENCES "public"."safety_send"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "safety_recipient" ADD CONSTRAINT "safety_recipient_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "safety_send" ADD CONSTRAINT "safety_send_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "safety_send" ADD CONSTRAINT "safety_send_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "safety_template" ADD CONSTRAINT "safety_template_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "safety_template" ADD CONSTRAINT "safety_template_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "safety_dispatch_send_idx" ON "safety_dispatch" USING btree ("tenant_id","safety_send_id");--> statement-breakpoint
CREATE INDEX "safety_dispatch_delivery_idx" ON "safety_dispatch" USING btree ("tenant_id","delivery_id");--> statement-breakpoint
CREATE UNIQUE INDEX "safety_recipient_send_member_key" ON "safety_recipient" USING btree ("safety_send_id","member_id") WHERE "safety_recipient"."member_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "safety_recipient_send_login_user_key" ON "safety_recipient" USING btree ("safety_send_id","login_user_id") WHERE "safety_recipient"."login_user_id" is not null;--> statement-breakpoint
CREATE INDEX "safety_recipient_send_state_idx" ON "safety_recipient" USING btree ("tenant_id","safety_send_id","safety_state");--> statement-breakpoint
CREATE INDEX "safety_recipient_member_idx" ON "safety_recipient" USING btree ("tenant_id","member_id");--> statement-breakpoint
CREATE INDEX "safety_recipient_first_answered_idx" ON "safety_recipient" USING btree ("safety_send_id","first_answered_at") WHERE "safety_recipient"."first_answered_at" is not null;--> statement-breakpoint
CREATE INDEX "safety_send_org_created_idx" ON "safety_send" USING btree ("tenant_id","organization_id","created_at");--> statement-breakpoint
CREATE INDEX "safety_send_delivery_idx" ON "safety_send" USING btree ("tenant_id","delivery_id");--> statement-breakpoint
CREATE UNIQUE INDEX "safety_send_org_auto_key" ON "safety_send" USING btree ("organization_id","auto_key") WHERE "safety_send"."auto_key" is not null;--> statement-breakpoint
CREATE INDEX "safety_template_org_idx" ON "safety_template" USING btree ("tenant_id","organization_id");--> statement-breakpoint
CREATE UNIQUE INDEX "safety_template_org_name_key" ON "safety_template" USING btree ("organization_id",lower("name"));