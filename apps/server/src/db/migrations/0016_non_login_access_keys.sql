CREATE TABLE "non_login_access_key" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"data_type" varchar(32) NOT NULL,
	"member_id" bigint,
	"target_id" bigint,
	"token_hash" "bytea" NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "non_login_access_key" ADD CONSTRAINT "non_login_access_key_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "non_login_access_key_token_hash_key" ON "non_login_access_key" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "non_login_access_key_member_idx" ON "non_login_access_key" USING btree ("tenant_id","member_id","data_type");--> statement-breakpoint
CREATE INDEX "non_login_access_key_expires_idx" ON "non_login_access_key" USING btree ("expires_at");