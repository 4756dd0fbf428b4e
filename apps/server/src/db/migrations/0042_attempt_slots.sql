CREATE TABLE "attempt_slot" (
	"limit_name" varchar(32) NOT NULL,
	"subject_hash" varchar(64) NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	"used" integer NOT NULL,
	CONSTRAINT "attempt_slot_limit_name_subject_hash_pk" PRIMARY KEY("limit_name","subject_hash")
);
