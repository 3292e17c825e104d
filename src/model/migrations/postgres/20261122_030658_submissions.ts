import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_degree_applications_status" AS ENUM('new', 'in_review', 'accepted', 'rejected');
  CREATE TYPE "public"."enum_degree_applications_week_type" AS ENUM('Weekday', 'Weekend');
  CREATE TYPE "public"."enum_alumni_registrations_status" AS ENUM('new', 'in_review', 'accepted', 'rejected');
  CREATE TYPE "public"."enum_alumni_registrations_qualification_type" AS ENUM('general', 'special');
  CREATE TYPE "public"."enum_inquiries_status" AS ENUM('new', 'answered');
  CREATE TABLE "degree_applications_sl_al_details" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"subject" varchar,
  	"grade" varchar
  );
  
  CREATE TABLE "degree_applications_foreign_educational_details" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"subject" varchar,
  	"grade" varchar
  );
  
  CREATE TABLE "degree_applications_extra_curricular_activities" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"activity" varchar,
  	"achievement" varchar,
  	"achievemnet_year" varchar
  );
  
  CREATE TABLE "degree_applications_documents" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"field" varchar NOT NULL,
  	"original_filename" varchar NOT NULL,
  	"stored_name" varchar NOT NULL,
  	"mime_type" varchar NOT NULL,
  	"size" numeric NOT NULL
  );
  
  CREATE TABLE "degree_applications" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"reference" varchar NOT NULL,
  	"status" "enum_degree_applications_status" DEFAULT 'new' NOT NULL,
  	"staff_notes" varchar,
  	"idempotency_key" varchar,
  	"degree_id" integer NOT NULL,
  	"degree_name" varchar,
  	"week_type" "enum_degree_applications_week_type" NOT NULL,
  	"name_with_initials" varchar NOT NULL,
  	"full_name" varchar NOT NULL,
  	"date_of_birth" varchar NOT NULL,
  	"nationality" varchar NOT NULL,
  	"nic" varchar NOT NULL,
  	"mailing_address" varchar NOT NULL,
  	"permanent_address" varchar,
  	"mobile_no" varchar NOT NULL,
  	"home_no" varchar,
  	"email_address" varchar NOT NULL,
  	"al_school" varchar NOT NULL,
  	"al_index_no" varchar NOT NULL,
  	"al_year" varchar,
  	"al_stream" varchar NOT NULL,
  	"al_medium" varchar NOT NULL,
  	"ol_school" varchar NOT NULL,
  	"ol_index_no" varchar NOT NULL,
  	"ol_year" varchar,
  	"ol_maths_result" varchar NOT NULL,
  	"name_of_the_examination" varchar,
  	"institute" varchar,
  	"country" varchar,
  	"year" varchar,
  	"medium" varchar,
  	"advertisement_media" varchar,
  	"advertised_paper" varchar,
  	"other_media" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "alumni_registrations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"reference" varchar NOT NULL,
  	"status" "enum_alumni_registrations_status" DEFAULT 'new' NOT NULL,
  	"staff_notes" varchar,
  	"idempotency_key" varchar,
  	"directory_entry_id" integer,
  	"name" varchar NOT NULL,
  	"permanent_address" varchar NOT NULL,
  	"correspondence_address" varchar,
  	"mobile_no" varchar NOT NULL,
  	"resident_no" varchar,
  	"personal_email" varchar NOT NULL,
  	"office_email" varchar NOT NULL,
  	"nic_passport_no" varchar NOT NULL,
  	"designation" varchar NOT NULL,
  	"official_address" varchar NOT NULL,
  	"degree_program_id" integer,
  	"qualification_type" "enum_alumni_registrations_qualification_type",
  	"sab_academic_qualifications" varchar NOT NULL,
  	"year_of_enrollment" varchar NOT NULL,
  	"year_of_degree_obtained" varchar NOT NULL,
  	"sab_reg_no" varchar NOT NULL,
  	"intake" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "inquiries" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"reference" varchar NOT NULL,
  	"status" "enum_inquiries_status" DEFAULT 'new' NOT NULL,
  	"staff_notes" varchar,
  	"idempotency_key" varchar,
  	"first_name" varchar NOT NULL,
  	"surname" varchar NOT NULL,
  	"contact_no" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"al_year" varchar NOT NULL,
  	"degree_program" varchar,
  	"message" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "degree_applications_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "alumni_registrations_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "inquiries_id" integer;
  ALTER TABLE "site_settings" ADD COLUMN "notification_email" varchar;
  ALTER TABLE "degree_applications_sl_al_details" ADD CONSTRAINT "degree_applications_sl_al_details_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."degree_applications"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "degree_applications_foreign_educational_details" ADD CONSTRAINT "degree_applications_foreign_educational_details_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."degree_applications"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "degree_applications_extra_curricular_activities" ADD CONSTRAINT "degree_applications_extra_curricular_activities_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."degree_applications"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "degree_applications_documents" ADD CONSTRAINT "degree_applications_documents_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."degree_applications"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "degree_applications" ADD CONSTRAINT "degree_applications_degree_id_degrees_id_fk" FOREIGN KEY ("degree_id") REFERENCES "public"."degrees"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "alumni_registrations" ADD CONSTRAINT "alumni_registrations_directory_entry_id_alumni_directory_id_fk" FOREIGN KEY ("directory_entry_id") REFERENCES "public"."alumni_directory"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "alumni_registrations" ADD CONSTRAINT "alumni_registrations_degree_program_id_degree_program_names_id_fk" FOREIGN KEY ("degree_program_id") REFERENCES "public"."degree_program_names"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "degree_applications_sl_al_details_order_idx" ON "degree_applications_sl_al_details" USING btree ("_order");
  CREATE INDEX "degree_applications_sl_al_details_parent_id_idx" ON "degree_applications_sl_al_details" USING btree ("_parent_id");
  CREATE INDEX "degree_applications_foreign_educational_details_order_idx" ON "degree_applications_foreign_educational_details" USING btree ("_order");
  CREATE INDEX "degree_applications_foreign_educational_details_parent_id_idx" ON "degree_applications_foreign_educational_details" USING btree ("_parent_id");
  CREATE INDEX "degree_applications_extra_curricular_activities_order_idx" ON "degree_applications_extra_curricular_activities" USING btree ("_order");
  CREATE INDEX "degree_applications_extra_curricular_activities_parent_id_idx" ON "degree_applications_extra_curricular_activities" USING btree ("_parent_id");
  CREATE INDEX "degree_applications_documents_order_idx" ON "degree_applications_documents" USING btree ("_order");
  CREATE INDEX "degree_applications_documents_parent_id_idx" ON "degree_applications_documents" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "degree_applications_reference_idx" ON "degree_applications" USING btree ("reference");
  CREATE INDEX "degree_applications_status_idx" ON "degree_applications" USING btree ("status");
  CREATE UNIQUE INDEX "degree_applications_idempotency_key_idx" ON "degree_applications" USING btree ("idempotency_key");
  CREATE INDEX "degree_applications_degree_idx" ON "degree_applications" USING btree ("degree_id");
  CREATE INDEX "degree_applications_week_type_idx" ON "degree_applications" USING btree ("week_type");
  CREATE INDEX "degree_applications_updated_at_idx" ON "degree_applications" USING btree ("updated_at");
  CREATE INDEX "degree_applications_created_at_idx" ON "degree_applications" USING btree ("created_at");
  CREATE UNIQUE INDEX "alumni_registrations_reference_idx" ON "alumni_registrations" USING btree ("reference");
  CREATE INDEX "alumni_registrations_status_idx" ON "alumni_registrations" USING btree ("status");
  CREATE UNIQUE INDEX "alumni_registrations_idempotency_key_idx" ON "alumni_registrations" USING btree ("idempotency_key");
  CREATE INDEX "alumni_registrations_directory_entry_idx" ON "alumni_registrations" USING btree ("directory_entry_id");
  CREATE INDEX "alumni_registrations_degree_program_idx" ON "alumni_registrations" USING btree ("degree_program_id");
  CREATE INDEX "alumni_registrations_updated_at_idx" ON "alumni_registrations" USING btree ("updated_at");
  CREATE INDEX "alumni_registrations_created_at_idx" ON "alumni_registrations" USING btree ("created_at");
  CREATE UNIQUE INDEX "inquiries_reference_idx" ON "inquiries" USING btree ("reference");
  CREATE INDEX "inquiries_status_idx" ON "inquiries" USING btree ("status");
  CREATE UNIQUE INDEX "inquiries_idempotency_key_idx" ON "inquiries" USING btree ("idempotency_key");
  CREATE INDEX "inquiries_updated_at_idx" ON "inquiries" USING btree ("updated_at");
  CREATE INDEX "inquiries_created_at_idx" ON "inquiries" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_degree_applications_fk" FOREIGN KEY ("degree_applications_id") REFERENCES "public"."degree_applications"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_alumni_registrations_fk" FOREIGN KEY ("alumni_registrations_id") REFERENCES "public"."alumni_registrations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_inquiries_fk" FOREIGN KEY ("inquiries_id") REFERENCES "public"."inquiries"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_degree_applications_id_idx" ON "payload_locked_documents_rels" USING btree ("degree_applications_id");
  CREATE INDEX "payload_locked_documents_rels_alumni_registrations_id_idx" ON "payload_locked_documents_rels" USING btree ("alumni_registrations_id");
  CREATE INDEX "payload_locked_documents_rels_inquiries_id_idx" ON "payload_locked_documents_rels" USING btree ("inquiries_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "degree_applications_sl_al_details" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "degree_applications_foreign_educational_details" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "degree_applications_extra_curricular_activities" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "degree_applications_documents" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "degree_applications" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "alumni_registrations" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "inquiries" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "degree_applications_sl_al_details" CASCADE;
  DROP TABLE "degree_applications_foreign_educational_details" CASCADE;
  DROP TABLE "degree_applications_extra_curricular_activities" CASCADE;
  DROP TABLE "degree_applications_documents" CASCADE;
  DROP TABLE "degree_applications" CASCADE;
  DROP TABLE "alumni_registrations" CASCADE;
  DROP TABLE "inquiries" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_degree_applications_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_alumni_registrations_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_inquiries_fk";
  
  DROP INDEX "payload_locked_documents_rels_degree_applications_id_idx";
  DROP INDEX "payload_locked_documents_rels_alumni_registrations_id_idx";
  DROP INDEX "payload_locked_documents_rels_inquiries_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "degree_applications_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "alumni_registrations_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "inquiries_id";
  ALTER TABLE "site_settings" DROP COLUMN "notification_email";
  DROP TYPE "public"."enum_degree_applications_status";
  DROP TYPE "public"."enum_degree_applications_week_type";
  DROP TYPE "public"."enum_alumni_registrations_status";
  DROP TYPE "public"."enum_alumni_registrations_qualification_type";
  DROP TYPE "public"."enum_inquiries_status";`)
}
