import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`degree_applications_requested_documents\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`degree_applications\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`degree_applications_requested_documents_order_idx\` ON \`degree_applications_requested_documents\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`degree_applications_requested_documents_parent_id_idx\` ON \`degree_applications_requested_documents\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`degree_applications_history\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`at\` text NOT NULL,
  	\`by\` text NOT NULL,
  	\`event\` text NOT NULL,
  	\`from_status\` text,
  	\`to_status\` text,
  	\`detail\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`degree_applications\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`degree_applications_history_order_idx\` ON \`degree_applications_history\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`degree_applications_history_parent_id_idx\` ON \`degree_applications_history\` (\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`degree_applications\` ADD \`applicant_message\` text;`)
  await db.run(sql`ALTER TABLE \`degree_applications\` ADD \`request_note\` text;`)
  await db.run(sql`ALTER TABLE \`degree_applications\` ADD \`status_changed_at\` text;`)
  // The applicant's "last change" of an application sent before the status page: its last save.
  await db.run(sql`UPDATE \`degree_applications\` SET \`status_changed_at\` = \`updated_at\` WHERE \`status_changed_at\` IS NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`UPDATE \`degree_applications\` SET \`status\` = 'in_review' WHERE \`status\` = 'waiting_documents';`)
  await db.run(sql`DROP TABLE \`degree_applications_requested_documents\`;`)
  await db.run(sql`DROP TABLE \`degree_applications_history\`;`)
  await db.run(sql`ALTER TABLE \`degree_applications\` DROP COLUMN \`applicant_message\`;`)
  await db.run(sql`ALTER TABLE \`degree_applications\` DROP COLUMN \`request_note\`;`)
  await db.run(sql`ALTER TABLE \`degree_applications\` DROP COLUMN \`status_changed_at\`;`)
}
