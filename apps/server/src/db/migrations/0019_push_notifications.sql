CREATE TABLE "push_attachment" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"organization_id" integer NOT NULL,
	"file_key" varchar(64) NOT NULL,
	"file_name" varchar(200) NOT NULL,
	"content_type" varchar(100) NOT NULL,
	"size" integer NOT NULL,
	"created_by_login_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "push_notification" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"organization_id" integer NOT NULL,
	"process_mode" smallint DEFAULT 0 NOT NULL,
	"kind" smallint NOT NULL,
	"title" varchar(100) NOT NULL,
	"body_html" text NOT NULL,
	"body_text" text NOT NULL,
	"links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"reply_type" varchar(8) DEFAULT 'NONE' NOT NULL,
	"reply_choices" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"notify_reply_to_sender" boolean DEFAULT false NOT NULL,
	"urgent" boolean DEFAULT false NOT NULL,
	"target" jsonb NOT NULL,
	"send_target" varchar(8) NOT NULL,
	"recipient_count" integer DEFAULT 0 NOT NULL,
	"reserved_at" timestamp with time zone,
	"status" smallint NOT NULL,
	"delivery_id" bigint,
	"resend_of_id" bigint,
	"resend_type" smallint,
	"created_by_login_user_id" integer,
	"canceled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "push_reply" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"push_notification_id" bigint NOT NULL,
	"delivery_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"reply_text" text,
	"choice" varchar(100),
	"replied_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "push_template" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"organization_id" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	"title" varchar(100) NOT NULL,
	"body_html" text NOT NULL,
	"links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"reply_type" varchar(8) DEFAULT 'NONE' NOT NULL,
	"reply_choices" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by_login_user_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "push_attachment" ADD CONSTRAINT "push_attachment_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_attachment" ADD CONSTRAINT "push_attachment_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_notification" ADD CONSTRAINT "push_notification_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_notification" ADD CONSTRAINT "push_notification_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_reply" ADD CONSTRAINT "push_reply_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_reply" ADD CONSTRAINT "push_reply_push_notification_id_push_notification_id_fk" FOREIGN KEY ("push_notification_id") REFERENCES "public"."push_notification"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_reply" ADD CONSTRAINT "push_reply_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_template" ADD CONSTRAINT "push_template_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_template" ADD CONSTRAINT "push_template_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "push_attachment_file_key_key" ON "push_attachment" USING btree ("file_key");--> statement-breakpoint
CREATE INDEX "push_notification_org_created_idx" ON "push_notification" USING btree ("tenant_id","organization_id","created_at");--> statement-breakpoint
CREATE INDEX "push_notification_delivery_idx" ON "push_notification" USING btree ("tenant_id","delivery_id");--> statement-breakpoint
CREATE UNIQUE INDEX "push_reply_delivery_member_key" ON "push_reply" USING btree ("delivery_id","member_id");--> statement-breakpoint
CREATE INDEX "push_template_org_idx" ON "push_template" USING btree ("tenant_id","organization_id");--> statement-breakpoint
CREATE UNIQUE INDEX "push_template_org_name_key" ON "push_template" USING btree ("organization_id",lower("name"));