import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`degree_applications\` ADD \`language\` text DEFAULT 'en' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`alumni_registrations\` ADD \`language\` text DEFAULT 'en' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`inquiries\` ADD \`language\` text DEFAULT 'en' NOT NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`degree_applications\` DROP COLUMN \`language\`;`)
  await db.run(sql`ALTER TABLE \`alumni_registrations\` DROP COLUMN \`language\`;`)
  await db.run(sql`ALTER TABLE \`inquiries\` DROP COLUMN \`language\`;`)
}
