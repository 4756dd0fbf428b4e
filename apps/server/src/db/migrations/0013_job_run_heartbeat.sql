ALTER TABLE "job_run" ADD COLUMN "worker_id" varchar(100);--> statement-breakpoint
ALTER TABLE "job_run" ADD COLUMN "heartbeat_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "job_run_running_heartbeat_idx" ON "job_run" USING btree ("heartbeat_at") WHERE "job_run"."status" = 'running';--> statement-breakpoint
CREATE INDEX "job_run_finished_idx" ON "job_run" USING btree ("finished_at");