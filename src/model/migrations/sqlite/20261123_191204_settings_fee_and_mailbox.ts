import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`application_fee\` numeric DEFAULT 1250;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`fee_bank_bank\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`fee_bank_branch\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`fee_bank_account_name\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`fee_bank_account_type\` text DEFAULT 'Current account';`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`fee_bank_account_number\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`admissions_email\` text;`)
  // A site that already has its settings keeps the deposit account its pages showed until now (they were in the code).
  await db.run(sql`UPDATE \`site_settings\` SET \`fee_bank_bank\` = 'Ceylon Commercial Demo Bank PLC', \`fee_bank_branch\` = 'Colombo 04 (Bambalapitiya)', \`fee_bank_account_name\` = 'LIPA Business School (Guarantee) Ltd', \`fee_bank_account_number\` = '1000 2345 6789';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`application_fee\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`fee_bank_bank\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`fee_bank_branch\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`fee_bank_account_name\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`fee_bank_account_type\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`fee_bank_account_number\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`admissions_email\`;`)
}
