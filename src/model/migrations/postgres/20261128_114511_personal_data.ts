import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_audit_log_action" AS ENUM('document_download', 'csv_export', 'data_copy', 'data_erasure', 'retention_run', 'sign_in', 'role_change');
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'clear-expired-personal-data');
  CREATE TYPE "public"."enum_payload_jobs_log_state" AS ENUM('failed', 'succeeded');
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'clear-expired-personal-data');
  CREATE TABLE "audit_log" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"action" "enum_audit_log_action" NOT NULL,
  	"actor_id" integer,
  	"actor_name" varchar NOT NULL,
  	"actor_role" varchar,
  	"address" varchar,
  	"subject" varchar NOT NULL,
  	"detail" jsonb,
  	"run_key" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_jobs_log" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"executed_at" timestamp(3) with time zone NOT NULL,
  	"completed_at" timestamp(3) with time zone NOT NULL,
  	"task_slug" "enum_payload_jobs_log_task_slug" NOT NULL,
  	"task_i_d" varchar NOT NULL,
  	"input" jsonb,
  	"output" jsonb,
  	"state" "enum_payload_jobs_log_state" NOT NULL,
  	"error" jsonb
  );
  
  CREATE TABLE "payload_jobs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"input" jsonb,
  	"completed_at" timestamp(3) with time zone,
  	"total_tried" numeric DEFAULT 0,
  	"has_error" boolean DEFAULT false,
  	"error" jsonb,
  	"task_slug" "enum_payload_jobs_task_slug",
  	"queue" varchar DEFAULT 'default',
  	"wait_until" timestamp(3) with time zone,
  	"processing" boolean DEFAULT false,
  	"meta" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_jobs_stats" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"stats" jsonb,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "degree_applications" ADD COLUMN "decided_at" timestamp(3) with time zone;
  ALTER TABLE "degree_applications" ADD COLUMN "personal_data_cleared_at" timestamp(3) with time zone;
  ALTER TABLE "alumni_registrations" ADD COLUMN "decided_at" timestamp(3) with time zone;
  ALTER TABLE "alumni_registrations" ADD COLUMN "personal_data_cleared_at" timestamp(3) with time zone;
  ALTER TABLE "inquiries" ADD COLUMN "decided_at" timestamp(3) with time zone;
  ALTER TABLE "inquiries" ADD COLUMN "personal_data_cleared_at" timestamp(3) with time zone;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "audit_log_id" integer;
  ALTER TABLE "site_settings" ADD COLUMN "privacy_notice" jsonb;
  ALTER TABLE "site_settings" ADD COLUMN "dpo_name" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "dpo_email" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "retention_rejected_application_months" numeric DEFAULT 6 NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "retention_accepted_application_months" numeric DEFAULT 24 NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "retention_answered_inquiry_months" numeric DEFAULT 12 NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "retention_rejected_alumni_months" numeric DEFAULT 6 NOT NULL;
  ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_jobs_log" ADD CONSTRAINT "payload_jobs_log_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."payload_jobs"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "audit_log_action_idx" ON "audit_log" USING btree ("action");
  CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id");
  CREATE INDEX "audit_log_actor_name_idx" ON "audit_log" USING btree ("actor_name");
  CREATE UNIQUE INDEX "audit_log_run_key_idx" ON "audit_log" USING btree ("run_key");
  CREATE INDEX "audit_log_updated_at_idx" ON "audit_log" USING btree ("updated_at");
  CREATE INDEX "audit_log_created_at_idx" ON "audit_log" USING btree ("created_at");
  CREATE INDEX "payload_jobs_log_order_idx" ON "payload_jobs_log" USING btree ("_order");
  CREATE INDEX "payload_jobs_log_parent_id_idx" ON "payload_jobs_log" USING btree ("_parent_id");
  CREATE INDEX "payload_jobs_completed_at_idx" ON "payload_jobs" USING btree ("completed_at");
  CREATE INDEX "payload_jobs_total_tried_idx" ON "payload_jobs" USING btree ("total_tried");
  CREATE INDEX "payload_jobs_has_error_idx" ON "payload_jobs" USING btree ("has_error");
  CREATE INDEX "payload_jobs_task_slug_idx" ON "payload_jobs" USING btree ("task_slug");
  CREATE INDEX "payload_jobs_queue_idx" ON "payload_jobs" USING btree ("queue");
  CREATE INDEX "payload_jobs_wait_until_idx" ON "payload_jobs" USING btree ("wait_until");
  CREATE INDEX "payload_jobs_processing_idx" ON "payload_jobs" USING btree ("processing");
  CREATE INDEX "payload_jobs_updated_at_idx" ON "payload_jobs" USING btree ("updated_at");
  CREATE INDEX "payload_jobs_created_at_idx" ON "payload_jobs" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_audit_log_fk" FOREIGN KEY ("audit_log_id") REFERENCES "public"."audit_log"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "degree_applications_decided_at_idx" ON "degree_applications" USING btree ("decided_at");
  CREATE INDEX "alumni_registrations_decided_at_idx" ON "alumni_registrations" USING btree ("decided_at");
  CREATE INDEX "inquiries_decided_at_idx" ON "inquiries" USING btree ("decided_at");
  CREATE INDEX "payload_locked_documents_rels_audit_log_id_idx" ON "payload_locked_documents_rels" USING btree ("audit_log_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "audit_log" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs_log" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs_stats" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "audit_log" CASCADE;
  DROP TABLE "payload_jobs_log" CASCADE;
  DROP TABLE "payload_jobs" CASCADE;
  DROP TABLE "payload_jobs_stats" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_audit_log_fk";
  
  DROP INDEX "degree_applications_decided_at_idx";
  DROP INDEX "alumni_registrations_decided_at_idx";
  DROP INDEX "inquiries_decided_at_idx";
  DROP INDEX "payload_locked_documents_rels_audit_log_id_idx";
  ALTER TABLE "degree_applications" DROP COLUMN "decided_at";
  ALTER TABLE "degree_applications" DROP COLUMN "personal_data_cleared_at";
  ALTER TABLE "alumni_registrations" DROP COLUMN "decided_at";
  ALTER TABLE "alumni_registrations" DROP COLUMN "personal_data_cleared_at";
  ALTER TABLE "inquiries" DROP COLUMN "decided_at";
  ALTER TABLE "inquiries" DROP COLUMN "personal_data_cleared_at";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "audit_log_id";
  ALTER TABLE "site_settings" DROP COLUMN "privacy_notice";
  ALTER TABLE "site_settings" DROP COLUMN "dpo_name";
  ALTER TABLE "site_settings" DROP COLUMN "dpo_email";
  ALTER TABLE "site_settings" DROP COLUMN "retention_rejected_application_months";
  ALTER TABLE "site_settings" DROP COLUMN "retention_accepted_application_months";
  ALTER TABLE "site_settings" DROP COLUMN "retention_answered_inquiry_months";
  ALTER TABLE "site_settings" DROP COLUMN "retention_rejected_alumni_months";
  DROP TYPE "public"."enum_audit_log_action";
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  DROP TYPE "public"."enum_payload_jobs_log_state";
  DROP TYPE "public"."enum_payload_jobs_task_slug";`)
}
