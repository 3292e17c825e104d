import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_settings" ADD COLUMN "application_fee" numeric DEFAULT 1250;
  ALTER TABLE "site_settings" ADD COLUMN "fee_bank_bank" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "fee_bank_branch" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "fee_bank_account_name" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "fee_bank_account_type" varchar DEFAULT 'Current account';
  ALTER TABLE "site_settings" ADD COLUMN "fee_bank_account_number" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "admissions_email" varchar;`)
  // A site that already has its settings keeps the deposit account its pages showed until now (they were in the code).
  await db.execute(sql`
  UPDATE "site_settings" SET "fee_bank_bank" = 'Ceylon Commercial Demo Bank PLC', "fee_bank_branch" = 'Colombo 04 (Bambalapitiya)', "fee_bank_account_name" = 'LIPA Business School (Guarantee) Ltd', "fee_bank_account_number" = '1000 2345 6789';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_settings" DROP COLUMN "application_fee";
  ALTER TABLE "site_settings" DROP COLUMN "fee_bank_bank";
  ALTER TABLE "site_settings" DROP COLUMN "fee_bank_branch";
  ALTER TABLE "site_settings" DROP COLUMN "fee_bank_account_name";
  ALTER TABLE "site_settings" DROP COLUMN "fee_bank_account_type";
  ALTER TABLE "site_settings" DROP COLUMN "fee_bank_account_number";
  ALTER TABLE "site_settings" DROP COLUMN "admissions_email";`)
}
