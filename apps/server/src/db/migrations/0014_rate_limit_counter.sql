CREATE TABLE "rate_limit_counter" (
	"limit_name" varchar(32) NOT NULL,
	"client_key" varchar(128) NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"hits" integer NOT NULL,
	CONSTRAINT "rate_limit_counter_limit_name_client_key_window_start_pk" PRIMARY KEY("limit_name","client_key","window_start")
);
--> statement-breakpoint
ALTER TABLE "login_session" ADD COLUMN "password_attempt_id" integer;--> statement-breakpoint
ALTER TABLE "login_session" ADD CONSTRAINT "login_session_password_attempt_id_login_attempt_id_fk" FOREIGN KEY ("password_attempt_id") REFERENCES "public"."login_attempt"("id") ON DELETE set null ON UPDATE no action;