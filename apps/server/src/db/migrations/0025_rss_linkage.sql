CREATE TABLE "rss_feed" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"organization_id" integer NOT NULL,
	"process_mode" smallint DEFAULT 0 NOT NULL,
	"name" varchar(100) NOT NULL,
	"url" varchar(2000) NOT NULL,
	"target" jsonb NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"paused_reason" text,
	"primed" boolean DEFAULT false NOT NULL,
	"etag" varchar(500),
	"last_modified" varchar(200),
	"last_checked_at" timestamp with time zone,
	"last_success_at" timestamp with time zone,
	"last_new_item_at" timestamp with time zone,
	"last_error" text,
	"consecutive_failures" integer DEFAULT 0 NOT NULL,
	"owner_login_user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rss_item" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"feed_id" bigint NOT NULL,
	"item_key" varchar(64) NOT NULL,
	"title" varchar(300) NOT NULL,
	"link" varchar(2000),
	"summary" text NOT NULL,
	"published_at" timestamp with time zone,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"outcome" smallint NOT NULL,
	"note" text,
	"notification_id" bigint
);
--> statement-breakpoint
ALTER TABLE "rss_feed" ADD CONSTRAINT "rss_feed_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rss_feed" ADD CONSTRAINT "rss_feed_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rss_item" ADD CONSTRAINT "rss_item_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rss_item" ADD CONSTRAINT "rss_item_feed_id_rss_feed_id_fk" FOREIGN KEY ("feed_id") REFERENCES "public"."rss_feed"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rss_feed_org_idx" ON "rss_feed" USING btree ("tenant_id","organization_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rss_item_feed_key_key" ON "rss_item" USING btree ("feed_id","item_key");--> statement-breakpoint
CREATE INDEX "rss_item_feed_received_idx" ON "rss_item" USING btree ("tenant_id","feed_id","received_at");