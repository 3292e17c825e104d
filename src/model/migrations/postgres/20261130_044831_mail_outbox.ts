import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_mail_outbox_state" AS ENUM('queued', 'failing', 'sent', 'given_up');
  CREATE TYPE "public"."enum_mail_outbox_kind" AS ENUM('staff_notice', 'acknowledgement', 'status_notice', 'password_reset');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'send-waiting-mail' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'send-waiting-mail' BEFORE 'schedulePublish';
  CREATE TABLE "mail_outbox" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"state" "enum_mail_outbox_state" DEFAULT 'queued' NOT NULL,
  	"kind" "enum_mail_outbox_kind" NOT NULL,
  	"reference" varchar,
  	"to" varchar NOT NULL,
  	"reply_to" varchar,
  	"subject" varchar NOT NULL,
  	"text" varchar,
  	"html" varchar,
  	"attempts" numeric DEFAULT 0 NOT NULL,
  	"next_attempt_at" timestamp(3) with time zone,
  	"sent_at" timestamp(3) with time zone,
  	"last_error" varchar,
  	"message_id" varchar NOT NULL,
  	"retry_from" timestamp(3) with time zone NOT NULL,
  	"claimed_until" timestamp(3) with time zone,
  	"record_collection" varchar,
  	"record_id" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "mail_outbox_id" integer;
  CREATE INDEX "mail_outbox_state_idx" ON "mail_outbox" USING btree ("state");
  CREATE INDEX "mail_outbox_reference_idx" ON "mail_outbox" USING btree ("reference");
  CREATE INDEX "mail_outbox_to_idx" ON "mail_outbox" USING btree ("to");
  CREATE INDEX "mail_outbox_next_attempt_at_idx" ON "mail_outbox" USING btree ("next_attempt_at");
  CREATE UNIQUE INDEX "mail_outbox_message_id_idx" ON "mail_outbox" USING btree ("message_id");
  CREATE INDEX "mail_outbox_record_id_idx" ON "mail_outbox" USING btree ("record_id");
  CREATE INDEX "mail_outbox_updated_at_idx" ON "mail_outbox" USING btree ("updated_at");
  CREATE INDEX "mail_outbox_created_at_idx" ON "mail_outbox" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_mail_outbox_fk" FOREIGN KEY ("mail_outbox_id") REFERENCES "public"."mail_outbox"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_mail_outbox_id_idx" ON "payload_locked_documents_rels" USING btree ("mail_outbox_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "mail_outbox" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "mail_outbox" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_mail_outbox_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'clear-expired-personal-data', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'clear-expired-personal-data', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_mail_outbox_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "mail_outbox_id";
  DROP TYPE "public"."enum_mail_outbox_state";
  DROP TYPE "public"."enum_mail_outbox_kind";`)
}
