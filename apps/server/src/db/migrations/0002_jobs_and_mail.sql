CREATE TABLE "job_effect" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_id" uuid NOT NULL,
	"effect_key" varchar(200) NOT NULL,
	"result" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_run" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" integer,
	"queue" varchar(100) NOT NULL,
	"status" varchar(16) NOT NULL,
	"progress_done" integer DEFAULT 0 NOT NULL,
	"progress_total" integer,
	"message" text,
	"result" jsonb,
	"error_message" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer,
	"organization_id" integer,
	"idempotency_key" varchar(200) NOT NULL,
	"from_address" varchar(320) NOT NULL,
	"to_address" varchar(320) NOT NULL,
	"subject" varchar(500) NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text,
	"template_key" varchar(64) NOT NULL,
	"status" varchar(16) DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"job_id" uuid,
	"message_id" varchar(255),
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "job_run" ADD CONSTRAINT "job_run_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "job_effect_job_key" ON "job_effect" USING btree ("job_id","effect_key");--> statement-breakpoint
CREATE INDEX "job_run_tenant_created_idx" ON "job_run" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "mail_outbox_idempotency_key" ON "mail_outbox" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "mail_outbox_tenant_created_idx" ON "mail_outbox" USING btree ("tenant_id","created_at");