CREATE TABLE "form" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"organization_id" integer NOT NULL,
	"process_mode" smallint DEFAULT 0 NOT NULL,
	"form_cd" varchar(32) NOT NULL,
	"form_type" varchar(16) NOT NULL,
	"title" varchar(200) NOT NULL,
	"description_html" text DEFAULT '' NOT NULL,
	"answer_period_start" timestamp with time zone,
	"answer_period_end" timestamp with time zone,
	"login_required" smallint DEFAULT 0 NOT NULL,
	"account_registration_required" boolean DEFAULT false NOT NULL,
	"editable_after_submit" boolean DEFAULT false NOT NULL,
	"edit_deadline" timestamp with time zone,
	"multiple_answers_allowed" boolean DEFAULT false NOT NULL,
	"sender_mail_address" varchar(254),
	"completion_mail_subject" varchar(200) DEFAULT '' NOT NULL,
	"completion_mail_body" text DEFAULT '' NOT NULL,
	"status" varchar(16) DEFAULT 'DRAFT' NOT NULL,
	"published_at" timestamp with time zone,
	"created_by_login_user_id" integer,
	"updated_by_login_user_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "form_access_key" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"organization_id" integer NOT NULL,
	"form_id" integer NOT NULL,
	"key_hash" varchar(64) NOT NULL,
	"key_prefix" varchar(8) NOT NULL,
	"data_type" varchar(32) DEFAULT 'FORM' NOT NULL,
	"invitee_mail_address" varchar(254),
	"invitee_name" varchar(100),
	"expires_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_by_login_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "form_access_key_failure" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "form_access_key_failure_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"ip" varchar(64) NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "form_item" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"form_id" integer NOT NULL,
	"section_id" integer NOT NULL,
	"item_key" varchar(40) NOT NULL,
	"item_type" varchar(24) NOT NULL,
	"label" varchar(200) NOT NULL,
	"help_text" text DEFAULT '' NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"sort_order" integer NOT NULL,
	"validation" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"choices" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"file_types" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"max_file_size_mb" smallint,
	"division_source" jsonb,
	"condition" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "form_message" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"form_id" integer NOT NULL,
	"message_type" smallint NOT NULL,
	"body_html" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "form_section" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"form_id" integer NOT NULL,
	"title" varchar(200) DEFAULT '' NOT NULL,
	"sort_order" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "form" ADD CONSTRAINT "form_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form" ADD CONSTRAINT "form_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_access_key" ADD CONSTRAINT "form_access_key_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_access_key" ADD CONSTRAINT "form_access_key_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_access_key" ADD CONSTRAINT "form_access_key_form_id_form_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."form"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_item" ADD CONSTRAINT "form_item_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_item" ADD CONSTRAINT "form_item_form_id_form_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."form"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_item" ADD CONSTRAINT "form_item_section_id_form_section_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."form_section"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_message" ADD CONSTRAINT "form_message_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_message" ADD CONSTRAINT "form_message_form_id_form_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."form"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_section" ADD CONSTRAINT "form_section_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_section" ADD CONSTRAINT "form_section_form_id_form_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."form"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "form_org_form_cd_key" ON "form" USING btree ("organization_id","form_cd") WHERE "form"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "form_org_mode_updated_idx" ON "form" USING btree ("organization_id","process_mode","updated_at");--> statement-breakpoint
CREATE INDEX "form_tenant_idx" ON "form" USING btree ("tenant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "form_access_key_hash_key" ON "form_access_key" USING btree ("key_hash");--> statement-breakpoint
CREATE INDEX "form_access_key_form_idx" ON "form_access_key" USING btree ("form_id");--> statement-breakpoint
CREATE INDEX "form_access_key_failure_ip_time_idx" ON "form_access_key_failure" USING btree ("ip","occurred_at");--> statement-breakpoint
CREATE UNIQUE INDEX "form_item_form_item_key_key" ON "form_item" USING btree ("form_id","item_key");--> statement-breakpoint
CREATE INDEX "form_item_section_idx" ON "form_item" USING btree ("section_id","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "form_message_form_type_key" ON "form_message" USING btree ("form_id","message_type");--> statement-breakpoint
CREATE INDEX "form_section_form_idx" ON "form_section" USING btree ("form_id","sort_order");