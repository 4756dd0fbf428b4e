CREATE TABLE "member_line_link" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"organization_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"line_user_id" varchar(64) NOT NULL,
	"display_name" varchar(100),
	"linked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_line_link_pending" (
	"token_hash" varchar(64) PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"organization_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"state" varchar(128) NOT NULL,
	"nonce" varchar(128) NOT NULL,
	"code_verifier" varchar(128) NOT NULL,
	"redirect_uri" varchar(2000) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "member_line_link" ADD CONSTRAINT "member_line_link_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_line_link" ADD CONSTRAINT "member_line_link_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_line_link" ADD CONSTRAINT "member_line_link_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_line_link_pending" ADD CONSTRAINT "member_line_link_pending_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_line_link_pending" ADD CONSTRAINT "member_line_link_pending_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_line_link_pending" ADD CONSTRAINT "member_line_link_pending_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "member_line_link_member_key" ON "member_line_link" USING btree ("tenant_id","member_id");--> statement-breakpoint
CREATE INDEX "member_line_link_org_idx" ON "member_line_link" USING btree ("tenant_id","organization_id");--> statement-breakpoint
CREATE INDEX "member_line_link_pending_expires_idx" ON "member_line_link_pending" USING btree ("expires_at");