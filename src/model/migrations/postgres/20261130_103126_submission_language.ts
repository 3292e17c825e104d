import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_degree_applications_language" AS ENUM('en', 'si', 'ta');
  CREATE TYPE "public"."enum_alumni_registrations_language" AS ENUM('en', 'si', 'ta');
  CREATE TYPE "public"."enum_inquiries_language" AS ENUM('en', 'si', 'ta');
  ALTER TABLE "degree_applications" ADD COLUMN "language" "enum_degree_applications_language" DEFAULT 'en' NOT NULL;
  ALTER TABLE "alumni_registrations" ADD COLUMN "language" "enum_alumni_registrations_language" DEFAULT 'en' NOT NULL;
  ALTER TABLE "inquiries" ADD COLUMN "language" "enum_inquiries_language" DEFAULT 'en' NOT NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "degree_applications" DROP COLUMN "language";
  ALTER TABLE "alumni_registrations" DROP COLUMN "language";
  ALTER TABLE "inquiries" DROP COLUMN "language";
  DROP TYPE "public"."enum_degree_applications_language";
  DROP TYPE "public"."enum_alumni_registrations_language";
  DROP TYPE "public"."enum_inquiries_language";`)
}
