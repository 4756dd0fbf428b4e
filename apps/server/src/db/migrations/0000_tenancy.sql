CREATE TABLE "organization" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"system_cd" smallint NOT NULL,
	"organization_cd" varchar(32) NOT NULL,
	"name" varchar(200) NOT NULL,
	"sender_mail_address" varchar(254),
	"logo_mime_type" varchar(64),
	"logo" "bytea",
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organization_parameter" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"organization_id" integer NOT NULL,
	"process_mode" smallint DEFAULT 0 NOT NULL,
	"parameter_category" varchar(64) NOT NULL,
	"parameter_type" varchar(64) NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tenant" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_cd" varchar(32) NOT NULL,
	"name" varchar(200) NOT NULL,
	"contract_type" varchar(16) NOT NULL,
	"operation_type" varchar(16) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "organization" ADD CONSTRAINT "organization_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_parameter" ADD CONSTRAINT "organization_parameter_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_parameter" ADD CONSTRAINT "organization_parameter_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "organization_tenant_system_cd_key" ON "organization" USING btree ("tenant_id","system_cd","organization_cd");--> statement-breakpoint
CREATE UNIQUE INDEX "organization_parameter_key" ON "organization_parameter" USING btree ("organization_id","process_mode","parameter_category","parameter_type");--> statement-breakpoint
CREATE UNIQUE INDEX "tenant_tenant_cd_key" ON "tenant" USING btree ("tenant_cd");