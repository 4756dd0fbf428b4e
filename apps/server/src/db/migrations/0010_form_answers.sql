CREATE TABLE "form_answer" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"organization_id" integer NOT NULL,
	"form_id" integer NOT NULL,
	"form_user_id" integer,
	"access_key_id" integer,
	"single_answer" boolean NOT NULL,
	"submission_token" uuid,
	"answer_status" smallint NOT NULL,
	"answer_values" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"receipt_no" integer,
	"mail_address" varchar(254),
	"search_text" text DEFAULT '' NOT NULL,
	"first_submitted_at" timestamp with time zone,
	"last_submitted_at" timestamp with time zone,
	"remand_message" text,
	"status_changed_at" timestamp with time zone,
	"status_changed_by_login_user_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "form_answer_file" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"organization_id" integer NOT NULL,
	"form_id" integer NOT NULL,
	"form_answer_id" integer,
	"item_key" varchar(40) NOT NULL,
	"form_user_id" integer,
	"access_key_id" integer,
	"file_name" varchar(255) NOT NULL,
	"mime_type" varchar(100) NOT NULL,
	"size" bigint NOT NULL,
	"storage_path" varchar(500) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attached_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "form_answer_status_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"form_answer_id" integer NOT NULL,
	"from_status" smallint,
	"to_status" smallint NOT NULL,
	"message" text,
	"login_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "form" ADD COLUMN "show_in_form_list" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "form_answer" ADD CONSTRAINT "form_answer_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_answer" ADD CONSTRAINT "form_answer_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_answer" ADD CONSTRAINT "form_answer_form_id_form_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."form"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_answer" ADD CONSTRAINT "form_answer_form_user_id_form_user_id_fk" FOREIGN KEY ("form_user_id") REFERENCES "public"."form_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_answer" ADD CONSTRAINT "form_answer_access_key_id_form_access_key_id_fk" FOREIGN KEY ("access_key_id") REFERENCES "public"."form_access_key"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_answer_file" ADD CONSTRAINT "form_answer_file_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_answer_file" ADD CONSTRAINT "form_answer_file_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_answer_file" ADD CONSTRAINT "form_answer_file_form_id_form_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."form"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_answer_file" ADD CONSTRAINT "form_answer_file_form_answer_id_form_answer_id_fk" FOREIGN KEY ("form_answer_id") REFERENCES "public"."form_answer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_answer_file" ADD CONSTRAINT "form_answer_file_form_user_id_form_user_id_fk" FOREIGN KEY ("form_user_id") REFERENCES "public"."form_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_answer_file" ADD CONSTRAINT "form_answer_file_access_key_id_form_access_key_id_fk" FOREIGN KEY ("access_key_id") REFERENCES "public"."form_access_key"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_answer_status_log" ADD CONSTRAINT "form_answer_status_log_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_answer_status_log" ADD CONSTRAINT "form_answer_status_log_form_answer_id_form_answer_id_fk" FOREIGN KEY ("form_answer_id") REFERENCES "public"."form_answer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "form_answer_single_key" ON "form_answer" USING btree ("form_id","form_user_id") WHERE "form_answer"."single_answer" and "form_answer"."form_user_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "form_answer_submission_token_key" ON "form_answer" USING btree ("form_id","submission_token");--> statement-breakpoint
CREATE UNIQUE INDEX "form_answer_receipt_no_key" ON "form_answer" USING btree ("form_id","receipt_no");--> statement-breakpoint
CREATE INDEX "form_answer_form_status_idx" ON "form_answer" USING btree ("form_id","answer_status","last_submitted_at");--> statement-breakpoint
CREATE INDEX "form_answer_form_user_idx" ON "form_answer" USING btree ("form_user_id");--> statement-breakpoint
CREATE INDEX "form_answer_tenant_idx" ON "form_answer" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "form_answer_file_answer_idx" ON "form_answer_file" USING btree ("form_answer_id");--> statement-breakpoint
CREATE INDEX "form_answer_file_unattached_idx" ON "form_answer_file" USING btree ("created_at") WHERE "form_answer_file"."form_answer_id" is null;--> statement-breakpoint
CREATE INDEX "form_answer_status_log_answer_idx" ON "form_answer_status_log" USING btree ("form_answer_id","created_at");