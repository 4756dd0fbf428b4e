CREATE TABLE "form_user" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"organization_id" integer NOT NULL,
	"login_id" varchar(254),
	"password_hash" varchar(255),
	"line_subject" varchar(255),
	"line_display_name" varchar(100),
	"name" varchar(50) DEFAULT '' NOT NULL,
	"name_kana" varchar(50) DEFAULT '' NOT NULL,
	"tel_no" varchar(20) DEFAULT '' NOT NULL,
	"last_login_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "form_user_attempt" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "form_user_attempt_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"organization_id" integer NOT NULL,
	"action" varchar(16) NOT NULL,
	"mail_address" varchar(254) NOT NULL,
	"ip" varchar(64) NOT NULL,
	"succeeded" boolean NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "form_user_line_login" (
	"token_hash" varchar(64) PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"organization_id" integer NOT NULL,
	"mode" varchar(8) NOT NULL,
	"form_id" integer,
	"access_key_sealed" text NOT NULL,
	"state" varchar(128) NOT NULL,
	"nonce" varchar(128) NOT NULL,
	"code_verifier" varchar(128) NOT NULL,
	"redirect_uri" varchar(500) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "form_user_password_reset" (
	"token_hash" varchar(64) PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"organization_id" integer NOT NULL,
	"form_user_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "form_user_session" (
	"token_hash" varchar(64) PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"organization_id" integer NOT NULL,
	"form_user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ip" varchar(64),
	"user_agent" text
);
--> statement-breakpoint
CREATE TABLE "form_user_verification" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"organization_id" integer NOT NULL,
	"mail_address" varchar(254) NOT NULL,
	"code_salt" varchar(32) NOT NULL,
	"code_hash" varchar(64) NOT NULL,
	"pending_password_hash" varchar(255) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "form_user" ADD CONSTRAINT "form_user_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_user" ADD CONSTRAINT "form_user_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_user_attempt" ADD CONSTRAINT "form_user_attempt_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_user_attempt" ADD CONSTRAINT "form_user_attempt_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_user_line_login" ADD CONSTRAINT "form_user_line_login_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_user_line_login" ADD CONSTRAINT "form_user_line_login_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_user_password_reset" ADD CONSTRAINT "form_user_password_reset_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_user_password_reset" ADD CONSTRAINT "form_user_password_reset_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_user_password_reset" ADD CONSTRAINT "form_user_password_reset_form_user_id_form_user_id_fk" FOREIGN KEY ("form_user_id") REFERENCES "public"."form_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_user_session" ADD CONSTRAINT "form_user_session_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_user_session" ADD CONSTRAINT "form_user_session_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_user_session" ADD CONSTRAINT "form_user_session_form_user_id_form_user_id_fk" FOREIGN KEY ("form_user_id") REFERENCES "public"."form_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_user_verification" ADD CONSTRAINT "form_user_verification_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_user_verification" ADD CONSTRAINT "form_user_verification_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "form_user_org_login_id_key" ON "form_user" USING btree ("organization_id","login_id") WHERE "form_user"."deleted_at" is null and "form_user"."login_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "form_user_org_line_subject_key" ON "form_user" USING btree ("organization_id","line_subject") WHERE "form_user"."deleted_at" is null and "form_user"."line_subject" is not null;--> statement-breakpoint
CREATE INDEX "form_user_tenant_idx" ON "form_user" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "form_user_attempt_mail_idx" ON "form_user_attempt" USING btree ("organization_id","action","mail_address","occurred_at");--> statement-breakpoint
CREATE INDEX "form_user_attempt_ip_idx" ON "form_user_attempt" USING btree ("action","ip","occurred_at");--> statement-breakpoint
CREATE INDEX "form_user_attempt_time_idx" ON "form_user_attempt" USING btree ("occurred_at");--> statement-breakpoint
CREATE INDEX "form_user_line_login_expires_idx" ON "form_user_line_login" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "form_user_password_reset_user_idx" ON "form_user_password_reset" USING btree ("form_user_id");--> statement-breakpoint
CREATE INDEX "form_user_session_user_idx" ON "form_user_session" USING btree ("form_user_id");--> statement-breakpoint
CREATE INDEX "form_user_session_expires_idx" ON "form_user_session" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "form_user_verification_mail_idx" ON "form_user_verification" USING btree ("organization_id","mail_address","created_at");