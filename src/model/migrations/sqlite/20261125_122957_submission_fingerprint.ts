import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`degree_applications\` ADD \`idempotency_fingerprint\` text;`)
  await db.run(sql`ALTER TABLE \`alumni_registrations\` ADD \`idempotency_fingerprint\` text;`)
  await db.run(sql`ALTER TABLE \`inquiries\` ADD \`idempotency_fingerprint\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`degree_applications\` DROP COLUMN \`idempotency_fingerprint\`;`)
  await db.run(sql`ALTER TABLE \`alumni_registrations\` DROP COLUMN \`idempotency_fingerprint\`;`)
  await db.run(sql`ALTER TABLE \`inquiries\` DROP COLUMN \`idempotency_fingerprint\`;`)
}
