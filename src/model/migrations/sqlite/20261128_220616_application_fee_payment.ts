import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`degree_applications\` ADD \`fee_method\` text DEFAULT 'bank';`)
  await db.run(sql`ALTER TABLE \`degree_applications\` ADD \`fee_status\` text DEFAULT 'unpaid';`)
  await db.run(sql`ALTER TABLE \`degree_applications\` ADD \`fee_amount\` numeric;`)
  await db.run(sql`ALTER TABLE \`degree_applications\` ADD \`payment_id\` text;`)
  await db.run(sql`ALTER TABLE \`degree_applications\` ADD \`payment_method\` text;`)
  await db.run(sql`ALTER TABLE \`degree_applications\` ADD \`payment_amount\` text;`)
  await db.run(sql`ALTER TABLE \`degree_applications\` ADD \`payment_currency\` text;`)
  await db.run(sql`ALTER TABLE \`degree_applications\` ADD \`payment_notice_at\` text;`)
  await db.run(sql`ALTER TABLE \`degree_applications\` ADD \`fee_paid_at\` text;`)
  await db.run(sql`CREATE INDEX \`degree_applications_fee_method_idx\` ON \`degree_applications\` (\`fee_method\`);`)
  await db.run(sql`CREATE INDEX \`degree_applications_fee_status_idx\` ON \`degree_applications\` (\`fee_status\`);`)
  await db.run(sql`CREATE INDEX \`degree_applications_payment_id_idx\` ON \`degree_applications\` (\`payment_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`degree_applications_fee_method_idx\`;`)
  await db.run(sql`DROP INDEX \`degree_applications_fee_status_idx\`;`)
  await db.run(sql`DROP INDEX \`degree_applications_payment_id_idx\`;`)
  await db.run(sql`ALTER TABLE \`degree_applications\` DROP COLUMN \`fee_method\`;`)
  await db.run(sql`ALTER TABLE \`degree_applications\` DROP COLUMN \`fee_status\`;`)
  await db.run(sql`ALTER TABLE \`degree_applications\` DROP COLUMN \`fee_amount\`;`)
  await db.run(sql`ALTER TABLE \`degree_applications\` DROP COLUMN \`payment_id\`;`)
  await db.run(sql`ALTER TABLE \`degree_applications\` DROP COLUMN \`payment_method\`;`)
  await db.run(sql`ALTER TABLE \`degree_applications\` DROP COLUMN \`payment_amount\`;`)
  await db.run(sql`ALTER TABLE \`degree_applications\` DROP COLUMN \`payment_currency\`;`)
  await db.run(sql`ALTER TABLE \`degree_applications\` DROP COLUMN \`payment_notice_at\`;`)
  await db.run(sql`ALTER TABLE \`degree_applications\` DROP COLUMN \`fee_paid_at\`;`)
}
