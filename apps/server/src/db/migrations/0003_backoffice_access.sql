CREATE TABLE "operation_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"organization_id" integer NOT NULL,
	"login_user_id" integer NOT NULL,
	"display_user_id" varchar(64) NOT NULL,
	"session_key" varchar(32) NOT NULL,
	"log_type" varchar(32) NOT NULL,
	"function_id" varchar(100) NOT NULL,
	"function_name" varchar(200) NOT NULL,
	"button_id" varchar(100) NOT NULL,
	"button_name" varchar(200) NOT NULL,
	"screen_path" varchar(500),
	"ip" varchar(64),
	"occurred_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"organization_id" integer,
	"login_user_id" integer,
	"actor_display_id" varchar(64) NOT NULL,
	"action" varchar(200) NOT NULL,
	"target_type" varchar(64),
	"target_id" varchar(100),
	"summary" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"status_code" smallint,
	"ip" varchar(64),
	"user_agent" varchar(300),
	"request_id" varchar(64),
	"occurred_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_attempt" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "login_attempt_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer,
	"display_user_id" varchar(64) NOT NULL,
	"login_user_id" integer,
	"step" varchar(8) NOT NULL,
	"succeeded" integer NOT NULL,
	"ip" varchar(64) NOT NULL,
	"user_agent" text,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_session" (
	"token_hash" varchar(64) PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"login_user_id" integer NOT NULL,
	"organization_id" integer NOT NULL,
	"process_mode" smallint DEFAULT 0 NOT NULL,
	"stage" varchar(8) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ip" varchar(64),
	"user_agent" text
);
--> statement-breakpoint
CREATE TABLE "organization_ip_range" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "organization_ip_range_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"organization_id" integer NOT NULL,
	"cidr" varchar(64) NOT NULL,
	"note" varchar(200)
);
--> statement-breakpoint
CREATE TABLE "login_user_permission" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"login_user_id" integer NOT NULL,
	"organization_id" integer NOT NULL,
	"process_mode" smallint DEFAULT 0 NOT NULL,
	"permission_set_id" integer NOT NULL,
	"reference_authority" smallint DEFAULT 0 NOT NULL,
	"grade_permission" smallint DEFAULT -1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "login_user_permission_reference_check" CHECK ("login_user_permission"."reference_authority" in (0, 1, 2))
);
--> statement-breakpoint
CREATE TABLE "login_user_permission_scope" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"login_user_permission_id" integer NOT NULL,
	"data_type" varchar(16) NOT NULL,
	"division_cd" varchar(32) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "menu" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"organization_id" integer NOT NULL,
	"process_mode" smallint DEFAULT 0 NOT NULL,
	"menu_category_id" integer NOT NULL,
	"menu_cd" varchar(64) NOT NULL,
	"name" varchar(100) NOT NULL,
	"css_class_name" varchar(100) DEFAULT '' NOT NULL,
	"disabled_flg" boolean DEFAULT false NOT NULL,
	"hide_flg" boolean DEFAULT false NOT NULL,
	"parameter" text DEFAULT '' NOT NULL,
	"screen_control_string" text DEFAULT '' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "menu_category" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"organization_id" integer NOT NULL,
	"process_mode" smallint DEFAULT 0 NOT NULL,
	"menu_category_cd" smallint NOT NULL,
	"name" varchar(100) NOT NULL,
	"css_class_name" varchar(100) DEFAULT '' NOT NULL,
	"disabled_flg" boolean DEFAULT false NOT NULL,
	"hide_flg" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "permission_set" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"name" varchar(50) NOT NULL,
	"description" varchar(200) DEFAULT '' NOT NULL,
	"is_lecturer_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "permission_set_menu" (
	"tenant_id" integer NOT NULL,
	"permission_set_id" integer NOT NULL,
	"menu_cd" varchar(64) NOT NULL,
	"authority" smallint NOT NULL,
	CONSTRAINT "permission_set_menu_pkey" PRIMARY KEY("permission_set_id","menu_cd"),
	CONSTRAINT "permission_set_menu_authority_check" CHECK ("permission_set_menu"."authority" in (0, 1, 2))
);
--> statement-breakpoint
CREATE TABLE "password_reset_token" (
	"token_hash" varchar(64) PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"login_user_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "login_user" ADD COLUMN "totp_pending_secret_encrypted" text;--> statement-breakpoint
ALTER TABLE "login_user" ADD COLUMN "totp_last_time_step" bigint;--> statement-breakpoint
ALTER TABLE "login_user" ADD COLUMN "password_change_required" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "login_user" ADD COLUMN "last_login_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "operation_log" ADD CONSTRAINT "operation_log_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operation_log" ADD CONSTRAINT "operation_log_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "login_attempt" ADD CONSTRAINT "login_attempt_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "login_attempt" ADD CONSTRAINT "login_attempt_login_user_id_login_user_id_fk" FOREIGN KEY ("login_user_id") REFERENCES "public"."login_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "login_session" ADD CONSTRAINT "login_session_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "login_session" ADD CONSTRAINT "login_session_login_user_id_login_user_id_fk" FOREIGN KEY ("login_user_id") REFERENCES "public"."login_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "login_session" ADD CONSTRAINT "login_session_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_ip_range" ADD CONSTRAINT "organization_ip_range_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_ip_range" ADD CONSTRAINT "organization_ip_range_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "login_user_permission" ADD CONSTRAINT "login_user_permission_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "login_user_permission" ADD CONSTRAINT "login_user_permission_login_user_id_login_user_id_fk" FOREIGN KEY ("login_user_id") REFERENCES "public"."login_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "login_user_permission" ADD CONSTRAINT "login_user_permission_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "login_user_permission" ADD CONSTRAINT "login_user_permission_permission_set_id_permission_set_id_fk" FOREIGN KEY ("permission_set_id") REFERENCES "public"."permission_set"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "login_user_permission_scope" ADD CONSTRAINT "login_user_permission_scope_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "login_user_permission_scope" ADD CONSTRAINT "login_user_permission_scope_login_user_permission_id_login_user_permission_id_fk" FOREIGN KEY ("login_user_permission_id") REFERENCES "public"."login_user_permission"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu" ADD CONSTRAINT "menu_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu" ADD CONSTRAINT "menu_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu" ADD CONSTRAINT "menu_menu_category_id_menu_category_id_fk" FOREIGN KEY ("menu_category_id") REFERENCES "public"."menu_category"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_category" ADD CONSTRAINT "menu_category_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_category" ADD CONSTRAINT "menu_category_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "permission_set" ADD CONSTRAINT "permission_set_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "permission_set_menu" ADD CONSTRAINT "permission_set_menu_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "permission_set_menu" ADD CONSTRAINT "permission_set_menu_permission_set_id_permission_set_id_fk" FOREIGN KEY ("permission_set_id") REFERENCES "public"."permission_set"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_token" ADD CONSTRAINT "password_reset_token_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_token" ADD CONSTRAINT "password_reset_token_login_user_id_login_user_id_fk" FOREIGN KEY ("login_user_id") REFERENCES "public"."login_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "operation_log_tenant_occurred_idx" ON "operation_log" USING btree ("tenant_id","occurred_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "operation_log_session_occurred_idx" ON "operation_log" USING btree ("session_key","occurred_at");--> statement-breakpoint
CREATE INDEX "audit_log_tenant_occurred_idx" ON "audit_log" USING btree ("tenant_id","occurred_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "login_attempt_id_time_idx" ON "login_attempt" USING btree ("tenant_id","display_user_id","occurred_at");--> statement-breakpoint
CREATE INDEX "login_attempt_ip_time_idx" ON "login_attempt" USING btree ("ip","occurred_at");--> statement-breakpoint
CREATE INDEX "login_attempt_user_idx" ON "login_attempt" USING btree ("login_user_id","occurred_at");--> statement-breakpoint
CREATE INDEX "login_session_user_idx" ON "login_session" USING btree ("login_user_id");--> statement-breakpoint
CREATE INDEX "login_session_expires_idx" ON "login_session" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "organization_ip_range_org_idx" ON "organization_ip_range" USING btree ("organization_id");--> statement-breakpoint
CREATE UNIQUE INDEX "login_user_permission_user_org_mode_key" ON "login_user_permission" USING btree ("login_user_id","organization_id","process_mode");--> statement-breakpoint
CREATE INDEX "login_user_permission_set_idx" ON "login_user_permission" USING btree ("permission_set_id");--> statement-breakpoint
CREATE UNIQUE INDEX "login_user_permission_scope_key" ON "login_user_permission_scope" USING btree ("login_user_permission_id","data_type","division_cd");--> statement-breakpoint
CREATE UNIQUE INDEX "menu_org_mode_menu_cd_key" ON "menu" USING btree ("organization_id","process_mode","menu_cd");--> statement-breakpoint
CREATE INDEX "menu_category_idx" ON "menu" USING btree ("menu_category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "menu_category_org_mode_cd_key" ON "menu_category" USING btree ("organization_id","process_mode","menu_category_cd");--> statement-breakpoint
CREATE UNIQUE INDEX "permission_set_tenant_name_key" ON "permission_set" USING btree ("tenant_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "permission_set_lecturer_default_key" ON "permission_set" USING btree ("tenant_id") WHERE "permission_set"."is_lecturer_default";--> statement-breakpoint
CREATE INDEX "password_reset_token_user_idx" ON "password_reset_token" USING btree ("login_user_id");