CREATE TABLE "delivery" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"organization_id" integer NOT NULL,
	"kind" smallint NOT NULL,
	"source_id" bigint NOT NULL,
	"title" varchar(200) NOT NULL,
	"body_html" text NOT NULL,
	"body_text" text NOT NULL,
	"link_url" varchar(2000),
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"reply_enabled" boolean DEFAULT false NOT NULL,
	"urgent" boolean DEFAULT false NOT NULL,
	"send_at" timestamp with time zone,
	"status" smallint DEFAULT 2 NOT NULL,
	"stage" varchar(16) DEFAULT 'scheduled' NOT NULL,
	"fanout_cursor" bigint DEFAULT 0 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "delivery_installation_key" (
	"id" smallint PRIMARY KEY NOT NULL,
	"vapid_public_key" varchar(200) NOT NULL,
	"vapid_private_key_sealed" text NOT NULL,
	"mail_link_key_sealed" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delivery_recipient" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"delivery_id" bigint NOT NULL,
	"tenant_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"read_at" timestamp with time zone,
	"answer_method" varchar(16),
	"mail_token_hash" varchar(64),
	"mail_token_expires_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "delivery_send" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"delivery_id" bigint NOT NULL,
	"tenant_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"channel" varchar(8) NOT NULL,
	"batch_no" integer NOT NULL,
	"send_status" smallint,
	"failure_reason" text,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"claimed_at" timestamp with time zone,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "push_subscription" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"endpoint" varchar(2000) NOT NULL,
	"p256dh" varchar(200) NOT NULL,
	"auth" varchar(100) NOT NULL,
	"user_agent" varchar(500),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_success_at" timestamp with time zone,
	"failure_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "delivery" ADD CONSTRAINT "delivery_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery" ADD CONSTRAINT "delivery_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_recipient" ADD CONSTRAINT "delivery_recipient_delivery_id_delivery_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."delivery"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_recipient" ADD CONSTRAINT "delivery_recipient_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_recipient" ADD CONSTRAINT "delivery_recipient_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_send" ADD CONSTRAINT "delivery_send_delivery_id_delivery_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."delivery"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_send" ADD CONSTRAINT "delivery_send_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_send" ADD CONSTRAINT "delivery_send_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscription" ADD CONSTRAINT "push_subscription_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscription" ADD CONSTRAINT "push_subscription_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "delivery_tenant_source_idx" ON "delivery" USING btree ("tenant_id","kind","source_id");--> statement-breakpoint
CREATE INDEX "delivery_tenant_created_idx" ON "delivery" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_recipient_delivery_member_key" ON "delivery_recipient" USING btree ("delivery_id","member_id");--> statement-breakpoint
CREATE INDEX "delivery_recipient_inbox_idx" ON "delivery_recipient" USING btree ("tenant_id","member_id","delivery_id");--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_recipient_mail_token_key" ON "delivery_recipient" USING btree ("mail_token_hash") WHERE "delivery_recipient"."mail_token_hash" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_send_delivery_member_channel_key" ON "delivery_send" USING btree ("delivery_id","member_id","channel");--> statement-breakpoint
CREATE INDEX "delivery_send_batch_idx" ON "delivery_send" USING btree ("delivery_id","channel","batch_no");--> statement-breakpoint
CREATE UNIQUE INDEX "push_subscription_endpoint_key" ON "push_subscription" USING btree ("endpoint");--> statement-breakpoint
CREATE INDEX "push_subscription_member_idx" ON "push_subscription" USING btree ("tenant_id","member_id");