CREATE TABLE "member_card_setting" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"organization_id" integer NOT NULL,
	"card_title" varchar(10) NOT NULL,
	"barcode_type" smallint NOT NULL,
	"show_name_kana" boolean NOT NULL,
	"show_placement" boolean NOT NULL,
	"show_photo" boolean NOT NULL,
	"show_barcode" boolean NOT NULL,
	"updated_by_login_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mobile_app_setting" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"organization_id" integer NOT NULL,
	"setting" jsonb,
	"setting_updated_at" timestamp with time zone,
	"menu" jsonb,
	"menu_updated_at" timestamp with time zone,
	"updated_by_login_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "safety_auto_decision" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"organization_id" integer NOT NULL,
	"document_id" bigint NOT NULL,
	"event_id" varchar(64) NOT NULL,
	"kind" varchar(10) NOT NULL,
	"title" varchar(100) NOT NULL,
	"info_type" varchar(8) NOT NULL,
	"status" varchar(8) NOT NULL,
	"headline" text NOT NULL,
	"reported_at" timestamp with time zone NOT NULL,
	"decision" varchar(10) NOT NULL,
	"reason" text NOT NULL,
	"strength" varchar(8),
	"strength_label" varchar(20),
	"area_codes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"area_names" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"send_state" varchar(8),
	"staff_only" boolean DEFAULT false NOT NULL,
	"send_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"canceled_at" timestamp with time zone,
	"send_job_id" varchar(64),
	"decided_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "safety_auto_rule" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"organization_id" integer NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"prefecture_codes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"threshold_intensity" varchar(2) NOT NULL,
	"tsunami_level" varchar(8),
	"tsunami_area_codes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"guard_delay_minutes" smallint DEFAULT 3 NOT NULL,
	"target" jsonb NOT NULL,
	"staff_login_user_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_by_login_user_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "safety_jma_document" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"entry_id" varchar(500) NOT NULL,
	"url" varchar(500) NOT NULL,
	"title" varchar(100) NOT NULL,
	"entry_updated" varchar(40),
	"state" varchar(8) DEFAULT 'PENDING' NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"error" text,
	"fetched_at" timestamp with time zone,
	"xml" text,
	"parsed" jsonb,
	"event_id" varchar(64),
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "safety_jma_feed" (
	"url" varchar(500) PRIMARY KEY NOT NULL,
	"etag" varchar(500),
	"last_modified" varchar(100),
	"last_polled_at" timestamp with time zone,
	"last_success_at" timestamp with time zone,
	"last_error" text
);
--> statement-breakpoint
CREATE TABLE "survey" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"organization_id" integer NOT NULL,
	"process_mode" smallint DEFAULT 0 NOT NULL,
	"title" varchar(100) NOT NULL,
	"body_html" text NOT NULL,
	"body_text" text NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"anonymous" boolean DEFAULT false NOT NULL,
	"target" jsonb NOT NULL,
	"send_target" varchar(8) NOT NULL,
	"recipient_count" integer DEFAULT 0 NOT NULL,
	"delivery_id" bigint,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_login_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "survey_answer" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"survey_id" bigint NOT NULL,
	"recipient_id" bigint NOT NULL,
	"question_id" bigint NOT NULL,
	"answer_type" varchar(16) NOT NULL,
	"text_value" text,
	"choice_values" text[],
	"date_value" date,
	"bool_value" boolean,
	"file_value" jsonb,
	"answered_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "survey_dispatch" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"survey_id" bigint NOT NULL,
	"delivery_id" bigint NOT NULL,
	"resend_type" smallint,
	"recipient_count" integer DEFAULT 0 NOT NULL,
	"created_by_login_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "survey_file" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"survey_id" bigint NOT NULL,
	"recipient_id" bigint NOT NULL,
	"question_id" bigint NOT NULL,
	"file_name" varchar(255) NOT NULL,
	"mime_type" varchar(100) NOT NULL,
	"size" integer NOT NULL,
	"storage_path" varchar(300) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "survey_question" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"survey_id" bigint NOT NULL,
	"position" smallint NOT NULL,
	"key" varchar(40) NOT NULL,
	"answer_type" varchar(16) NOT NULL,
	"label" varchar(200) NOT NULL,
	"help_text" text DEFAULT '' NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"choices" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"file_types" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"max_file_size_mb" smallint,
	"division_depth" smallint,
	"condition" jsonb
);
--> statement-breakpoint
CREATE TABLE "survey_recipient" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"organization_id" integer NOT NULL,
	"survey_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"grade" smallint,
	"division_cd" varchar(32),
	"section_cd" varchar(32),
	"subsection_cd" varchar(32),
	"unit_cd" varchar(32),
	"subunit_cd" varchar(32),
	"answer_method" varchar(16),
	"first_answered_at" timestamp with time zone,
	"answered_at" timestamp with time zone,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "member_card_setting" ADD CONSTRAINT "member_card_setting_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_card_setting" ADD CONSTRAINT "member_card_setting_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mobile_app_setting" ADD CONSTRAINT "mobile_app_setting_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mobile_app_setting" ADD CONSTRAINT "mobile_app_setting_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "safety_auto_decision" ADD CONSTRAINT "safety_auto_decision_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "safety_auto_decision" ADD CONSTRAINT "safety_auto_decision_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "safety_auto_decision" ADD CONSTRAINT "safety_auto_decision_document_id_safety_jma_document_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."safety_jma_document"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "safety_auto_rule" ADD CONSTRAINT "safety_auto_rule_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "safety_auto_rule" ADD CONSTRAINT "safety_auto_rule_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey" ADD CONSTRAINT "survey_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey" ADD CONSTRAINT "survey_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_answer" ADD CONSTRAINT "survey_answer_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_answer" ADD CONSTRAINT "survey_answer_survey_id_survey_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."survey"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_answer" ADD CONSTRAINT "survey_answer_recipient_id_survey_recipient_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."survey_recipient"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_answer" ADD CONSTRAINT "survey_answer_question_id_survey_question_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."survey_question"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_dispatch" ADD CONSTRAINT "survey_dispatch_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_dispatch" ADD CONSTRAINT "survey_dispatch_survey_id_survey_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."survey"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_file" ADD CONSTRAINT "survey_file_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_file" ADD CONSTRAINT "survey_file_survey_id_survey_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."survey"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_file" ADD CONSTRAINT "survey_file_recipient_id_survey_recipient_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."survey_recipient"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_file" ADD CONSTRAINT "survey_file_question_id_survey_question_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."survey_question"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_question" ADD CONSTRAINT "survey_question_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_question" ADD CONSTRAINT "survey_question_survey_id_survey_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."survey"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_recipient" ADD CONSTRAINT "survey_recipient_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_recipient" ADD CONSTRAINT "survey_recipient_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_recipient" ADD CONSTRAINT "survey_recipient_survey_id_survey_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."survey"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_recipient" ADD CONSTRAINT "survey_recipient_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "member_card_setting_organization_key" ON "member_card_setting" USING btree ("tenant_id","organization_id");--> statement-breakpoint
CREATE UNIQUE INDEX "mobile_app_setting_organization_key" ON "mobile_app_setting" USING btree ("tenant_id","organization_id");--> statement-breakpoint
CREATE UNIQUE INDEX "safety_auto_decision_doc_org_key" ON "safety_auto_decision" USING btree ("organization_id","document_id");--> statement-breakpoint
CREATE INDEX "safety_auto_decision_org_idx" ON "safety_auto_decision" USING btree ("tenant_id","organization_id","decided_at");--> statement-breakpoint
CREATE UNIQUE INDEX "safety_auto_rule_org_key" ON "safety_auto_rule" USING btree ("tenant_id","organization_id");--> statement-breakpoint
CREATE UNIQUE INDEX "safety_jma_document_entry_key" ON "safety_jma_document" USING btree ("entry_id");--> statement-breakpoint
CREATE INDEX "safety_jma_document_pending_idx" ON "safety_jma_document" USING btree ("state","decided_at");--> statement-breakpoint
CREATE INDEX "survey_org_created_idx" ON "survey" USING btree ("tenant_id","organization_id","created_at");--> statement-breakpoint
CREATE INDEX "survey_delivery_idx" ON "survey" USING btree ("tenant_id","delivery_id");--> statement-breakpoint
CREATE UNIQUE INDEX "survey_answer_recipient_question_key" ON "survey_answer" USING btree ("recipient_id","question_id");--> statement-breakpoint
CREATE INDEX "survey_answer_question_idx" ON "survey_answer" USING btree ("tenant_id","survey_id","question_id");--> statement-breakpoint
CREATE INDEX "survey_dispatch_survey_idx" ON "survey_dispatch" USING btree ("tenant_id","survey_id");--> statement-breakpoint
CREATE INDEX "survey_dispatch_delivery_idx" ON "survey_dispatch" USING btree ("tenant_id","delivery_id");--> statement-breakpoint
CREATE INDEX "survey_file_recipient_idx" ON "survey_file" USING btree ("tenant_id","recipient_id","question_id");--> statement-breakpoint
CREATE UNIQUE INDEX "survey_question_key" ON "survey_question" USING btree ("survey_id","key");--> statement-breakpoint
CREATE INDEX "survey_question_tenant_idx" ON "survey_question" USING btree ("tenant_id","survey_id");--> statement-breakpoint
CREATE UNIQUE INDEX "survey_recipient_member_key" ON "survey_recipient" USING btree ("survey_id","member_id");--> statement-breakpoint
CREATE INDEX "survey_recipient_answered_idx" ON "survey_recipient" USING btree ("tenant_id","survey_id","answered_at");--> statement-breakpoint
CREATE INDEX "survey_recipient_member_idx" ON "survey_recipient" USING btree ("tenant_id","member_id");--> statement-breakpoint
CREATE INDEX "member_grade_count_idx" ON "member" USING btree ("organization_id","process_mode","grade","valid_start","valid_end","status","tenant_id") WHERE "member"."deleted_at" is null;