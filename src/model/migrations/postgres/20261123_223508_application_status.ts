import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_degree_applications_history_event" AS ENUM('status', 'request', 'upload', 'message');
  CREATE TYPE "public"."enum_degree_applications_history_from_status" AS ENUM('new', 'in_review', 'waiting_documents', 'accepted', 'rejected');
  CREATE TYPE "public"."enum_degree_applications_history_to_status" AS ENUM('new', 'in_review', 'waiting_documents', 'accepted', 'rejected');
  ALTER TYPE "public"."enum_degree_applications_status" ADD VALUE 'waiting_documents' BEFORE 'accepted';
  CREATE TABLE "degree_applications_requested_documents" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL
  );
  
  CREATE TABLE "degree_applications_history" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"at" timestamp(3) with time zone NOT NULL,
  	"by" varchar NOT NULL,
  	"event" "enum_degree_applications_history_event" NOT NULL,
  	"from_status" "enum_degree_applications_history_from_status",
  	"to_status" "enum_degree_applications_history_to_status",
  	"detail" varchar
  );
  
  ALTER TABLE "degree_applications" ADD COLUMN "applicant_message" varchar;
  ALTER TABLE "degree_applications" ADD COLUMN "request_note" varchar;
  ALTER TABLE "degree_applications" ADD COLUMN "status_changed_at" timestamp(3) with time zone;
  ALTER TABLE "degree_applications_requested_documents" ADD CONSTRAINT "degree_applications_requested_documents_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."degree_applications"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "degree_applications_history" ADD CONSTRAINT "degree_applications_history_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."degree_applications"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "degree_applications_requested_documents_order_idx" ON "degree_applications_requested_documents" USING btree ("_order");
  CREATE INDEX "degree_applications_requested_documents_parent_id_idx" ON "degree_applications_requested_documents" USING btree ("_parent_id");
  CREATE INDEX "degree_applications_history_order_idx" ON "degree_applications_history" USING btree ("_order");
  CREATE INDEX "degree_applications_history_parent_id_idx" ON "degree_applications_history" USING btree ("_parent_id");`)
  // The applicant's "last change" of an application sent before the status page: its last save.
  await db.execute(sql`
  UPDATE "degree_applications" SET "status_changed_at" = "updated_at" WHERE "status_changed_at" IS NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   UPDATE "degree_applications" SET "status" = 'in_review' WHERE "status" = 'waiting_documents';
  DROP TABLE "degree_applications_requested_documents" CASCADE;
  DROP TABLE "degree_applications_history" CASCADE;
  ALTER TABLE "degree_applications" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "degree_applications" ALTER COLUMN "status" SET DEFAULT 'new'::text;
  DROP TYPE "public"."enum_degree_applications_status";
  CREATE TYPE "public"."enum_degree_applications_status" AS ENUM('new', 'in_review', 'accepted', 'rejected');
  ALTER TABLE "degree_applications" ALTER COLUMN "status" SET DEFAULT 'new'::"public"."enum_degree_applications_status";
  ALTER TABLE "degree_applications" ALTER COLUMN "status" SET DATA TYPE "public"."enum_degree_applications_status" USING "status"::"public"."enum_degree_applications_status";
  ALTER TABLE "degree_applications" DROP COLUMN "applicant_message";
  ALTER TABLE "degree_applications" DROP COLUMN "request_note";
  ALTER TABLE "degree_applications" DROP COLUMN "status_changed_at";
  DROP TYPE "public"."enum_degree_applications_history_event";
  DROP TYPE "public"."enum_degree_applications_history_from_status";
  DROP TYPE "public"."enum_degree_applications_history_to_status";`)
}
