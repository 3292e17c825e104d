import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`privacy_notice\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`dpo_name\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`dpo_email\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`retention_rejected_application_months\` numeric DEFAULT 6 NOT NULL;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`retention_accepted_application_months\` numeric DEFAULT 24 NOT NULL;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`retention_answered_inquiry_months\` numeric DEFAULT 12 NOT NULL;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`retention_rejected_alumni_months\` numeric DEFAULT 6 NOT NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`privacy_notice\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`dpo_name\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`dpo_email\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`retention_rejected_application_months\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`retention_accepted_application_months\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`retention_answered_inquiry_months\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`retention_rejected_alumni_months\`;`)
}
