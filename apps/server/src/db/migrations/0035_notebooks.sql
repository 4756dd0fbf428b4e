CREATE TABLE "notebook" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"organization_id" integer NOT NULL,
	"category_id" bigint,
	"title" varchar(100) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"target" jsonb NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"edition" integer DEFAULT 0 NOT NULL,
	"published_at" timestamp with time zone,
	"published_version" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by_login_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notebook_category" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"organization_id" integer NOT NULL,
	"name" varchar(50) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notebook_edition" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"notebook_id" bigint NOT NULL,
	"edition" integer NOT NULL,
	"recipient_count" integer NOT NULL,
	"delivery_id" bigint,
	"published_by_login_user_id" integer,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notebook_file" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"organization_id" integer NOT NULL,
	"file_key" varchar(64) NOT NULL,
	"file_name" varchar(200) NOT NULL,
	"content_type" varchar(100) NOT NULL,
	"page_type" smallint NOT NULL,
	"size" bigint NOT NULL,
	"created_by_login_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notebook_page" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"notebook_id" bigint NOT NULL,
	"position" integer NOT NULL,
	"page_type" smallint NOT NULL,
	"title" varchar(100) NOT NULL,
	"body_html" text DEFAULT '' NOT NULL,
	"file_key" varchar(64),
	"file_name" varchar(200),
	"content_type" varchar(100),
	"size" bigint,
	"revision" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notebook_progress" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"notebook_id" bigint NOT NULL,
	"page_id" bigint NOT NULL,
	"revision" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"played_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "notebook_recipient" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"notebook_id" bigint NOT NULL,
	"member_id" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notebook" ADD CONSTRAINT "notebook_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notebook" ADD CONSTRAINT "notebook_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notebook" ADD CONSTRAINT "notebook_category_id_notebook_category_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."notebook_category"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notebook_category" ADD CONSTRAINT "notebook_category_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notebook_category" ADD CONSTRAINT "notebook_category_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notebook_edition" ADD CONSTRAINT "notebook_edition_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notebook_edition" ADD CONSTRAINT "notebook_edition_notebook_id_notebook_id_fk" FOREIGN KEY ("notebook_id") REFERENCES "public"."notebook"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notebook_file" ADD CONSTRAINT "notebook_file_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notebook_file" ADD CONSTRAINT "notebook_file_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notebook_page" ADD CONSTRAINT "notebook_page_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notebook_page" ADD CONSTRAINT "notebook_page_notebook_id_notebook_id_fk" FOREIGN KEY ("notebook_id") REFERENCES "public"."notebook"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notebook_progress" ADD CONSTRAINT "notebook_progress_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notebook_progress" ADD CONSTRAINT "notebook_progress_notebook_id_notebook_id_fk" FOREIGN KEY ("notebook_id") REFERENCES "public"."notebook"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notebook_progress" ADD CONSTRAINT "notebook_progress_page_id_notebook_page_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."notebook_page"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notebook_progress" ADD CONSTRAINT "notebook_progress_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notebook_recipient" ADD CONSTRAINT "notebook_recipient_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notebook_recipient" ADD CONSTRAINT "notebook_recipient_notebook_id_notebook_id_fk" FOREIGN KEY ("notebook_id") REFERENCES "public"."notebook"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notebook_recipient" ADD CONSTRAINT "notebook_recipient_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notebook_org_idx" ON "notebook" USING btree ("tenant_id","organization_id");--> statement-breakpoint
CREATE UNIQUE INDEX "notebook_category_org_name_key" ON "notebook_category" USING btree ("tenant_id","organization_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "notebook_edition_notebook_edition_key" ON "notebook_edition" USING btree ("notebook_id","edition");--> statement-breakpoint
CREATE UNIQUE INDEX "notebook_file_file_key_key" ON "notebook_file" USING btree ("file_key");--> statement-breakpoint
CREATE INDEX "notebook_page_notebook_idx" ON "notebook_page" USING btree ("tenant_id","notebook_id");--> statement-breakpoint
CREATE UNIQUE INDEX "notebook_progress_page_member_revision_key" ON "notebook_progress" USING btree ("page_id","member_id","revision");--> statement-breakpoint
CREATE INDEX "notebook_progress_notebook_idx" ON "notebook_progress" USING btree ("tenant_id","notebook_id");--> statement-breakpoint
CREATE UNIQUE INDEX "notebook_recipient_notebook_member_key" ON "notebook_recipient" USING btree ("notebook_id","member_id");--> statement-breakpoint
CREATE INDEX "notebook_recipient_member_idx" ON "notebook_recipient" USING btree ("tenant_id","member_id");