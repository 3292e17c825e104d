import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_settings" ADD COLUMN "privacy_notice" jsonb;
  ALTER TABLE "site_settings" ADD COLUMN "dpo_name" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "dpo_email" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "retention_rejected_application_months" numeric DEFAULT 6 NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "retention_accepted_application_months" numeric DEFAULT 24 NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "retention_answered_inquiry_months" numeric DEFAULT 12 NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "retention_rejected_alumni_months" numeric DEFAULT 6 NOT NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_settings" DROP COLUMN "privacy_notice";
  ALTER TABLE "site_settings" DROP COLUMN "dpo_name";
  ALTER TABLE "site_settings" DROP COLUMN "dpo_email";
  ALTER TABLE "site_settings" DROP COLUMN "retention_rejected_application_months";
  ALTER TABLE "site_settings" DROP COLUMN "retention_accepted_application_months";
  ALTER TABLE "site_settings" DROP COLUMN "retention_answered_inquiry_months";
  ALTER TABLE "site_settings" DROP COLUMN "retention_rejected_alumni_months";`)
}
