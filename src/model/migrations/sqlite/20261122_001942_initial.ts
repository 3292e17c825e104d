import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`slider_images\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_order\` text,
  	\`image_id\` integer NOT NULL,
  	\`caption\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`slider_images__order_idx\` ON \`slider_images\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`slider_images_image_idx\` ON \`slider_images\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`slider_images_updated_at_idx\` ON \`slider_images\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`slider_images_created_at_idx\` ON \`slider_images\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`partners\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_order\` text,
  	\`partner_name\` text NOT NULL,
  	\`logo_id\` integer NOT NULL,
  	\`url\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`partners__order_idx\` ON \`partners\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`partners_logo_idx\` ON \`partners\` (\`logo_id\`);`)
  await db.run(sql`CREATE INDEX \`partners_updated_at_idx\` ON \`partners\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`partners_created_at_idx\` ON \`partners\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`home_albums\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_order\` text,
  	\`album_name\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`home_albums__order_idx\` ON \`home_albums\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_albums_updated_at_idx\` ON \`home_albums\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`home_albums_created_at_idx\` ON \`home_albums\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`home_albums_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`media_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`home_albums\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_albums_rels_order_idx\` ON \`home_albums_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`home_albums_rels_parent_idx\` ON \`home_albums_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_albums_rels_path_idx\` ON \`home_albums_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`home_albums_rels_media_id_idx\` ON \`home_albums_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`leadership_messages\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_order\` text,
  	\`message_type\` text NOT NULL,
  	\`name\` text NOT NULL,
  	\`designation\` text,
  	\`message\` text NOT NULL,
  	\`image_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`leadership_messages__order_idx\` ON \`leadership_messages\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`leadership_messages_image_idx\` ON \`leadership_messages\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`leadership_messages_updated_at_idx\` ON \`leadership_messages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`leadership_messages_created_at_idx\` ON \`leadership_messages\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`council_members\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_order\` text,
  	\`name\` text NOT NULL,
  	\`designation\` text NOT NULL,
  	\`biography\` text,
  	\`image_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`council_members__order_idx\` ON \`council_members\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`council_members_image_idx\` ON \`council_members\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`council_members_updated_at_idx\` ON \`council_members\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`council_members_created_at_idx\` ON \`council_members\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`management_members\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_order\` text,
  	\`name\` text NOT NULL,
  	\`designation\` text NOT NULL,
  	\`biography\` text,
  	\`image_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`management_members__order_idx\` ON \`management_members\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`management_members_image_idx\` ON \`management_members\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`management_members_updated_at_idx\` ON \`management_members\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`management_members_created_at_idx\` ON \`management_members\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`studies_members\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_order\` text,
  	\`name\` text NOT NULL,
  	\`designation\` text NOT NULL,
  	\`biography\` text,
  	\`image_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`studies_members__order_idx\` ON \`studies_members\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`studies_members_image_idx\` ON \`studies_members\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`studies_members_updated_at_idx\` ON \`studies_members\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`studies_members_created_at_idx\` ON \`studies_members\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`departments_staff_members\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`staff_name\` text NOT NULL,
  	\`designation\` text,
  	\`image_id\` integer,
  	\`email\` text,
  	\`qualifications\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`departments\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`departments_staff_members_order_idx\` ON \`departments_staff_members\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`departments_staff_members_parent_id_idx\` ON \`departments_staff_members\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`departments_staff_members_image_idx\` ON \`departments_staff_members\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`departments\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_order\` text,
  	\`department_name\` text NOT NULL,
  	\`slug\` text,
  	\`description\` text,
  	\`hod_name\` text,
  	\`hod_image_id\` integer,
  	\`hod_message\` text,
  	\`seo_title\` text,
  	\`seo_description\` text,
  	\`seo_image_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`hod_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`seo_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`departments__order_idx\` ON \`departments\` (\`_order\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`departments_slug_idx\` ON \`departments\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`departments_hod_hod_image_idx\` ON \`departments\` (\`hod_image_id\`);`)
  await db.run(sql`CREATE INDEX \`departments_seo_seo_image_idx\` ON \`departments\` (\`seo_image_id\`);`)
  await db.run(sql`CREATE INDEX \`departments_updated_at_idx\` ON \`departments\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`departments_created_at_idx\` ON \`departments\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`_departments_v_version_staff_members\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`staff_name\` text NOT NULL,
  	\`designation\` text,
  	\`image_id\` integer,
  	\`email\` text,
  	\`qualifications\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_departments_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_departments_v_version_staff_members_order_idx\` ON \`_departments_v_version_staff_members\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_departments_v_version_staff_members_parent_id_idx\` ON \`_departments_v_version_staff_members\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_departments_v_version_staff_members_image_idx\` ON \`_departments_v_version_staff_members\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_departments_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version__order\` text,
  	\`version_department_name\` text NOT NULL,
  	\`version_slug\` text,
  	\`version_description\` text,
  	\`version_hod_name\` text,
  	\`version_hod_image_id\` integer,
  	\`version_hod_message\` text,
  	\`version_seo_title\` text,
  	\`version_seo_description\` text,
  	\`version_seo_image_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`departments\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_hod_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_seo_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_departments_v_parent_idx\` ON \`_departments_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_departments_v_version_version__order_idx\` ON \`_departments_v\` (\`version__order\`);`)
  await db.run(sql`CREATE INDEX \`_departments_v_version_version_slug_idx\` ON \`_departments_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_departments_v_version_hod_version_hod_image_idx\` ON \`_departments_v\` (\`version_hod_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_departments_v_version_seo_version_seo_image_idx\` ON \`_departments_v\` (\`version_seo_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_departments_v_version_version_updated_at_idx\` ON \`_departments_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_departments_v_version_version_created_at_idx\` ON \`_departments_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_departments_v_created_at_idx\` ON \`_departments_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_departments_v_updated_at_idx\` ON \`_departments_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`degrees\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_order\` text,
  	\`program_name\` text NOT NULL,
  	\`degree_name\` text NOT NULL,
  	\`slug\` text,
  	\`level\` text DEFAULT 'undergraduate' NOT NULL,
  	\`department_id\` integer,
  	\`description\` text,
  	\`eligibility_criteria\` text,
  	\`investment\` text,
  	\`seo_title\` text,
  	\`seo_description\` text,
  	\`seo_image_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`department_id\`) REFERENCES \`departments\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`seo_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`degrees__order_idx\` ON \`degrees\` (\`_order\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`degrees_slug_idx\` ON \`degrees\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`degrees_department_idx\` ON \`degrees\` (\`department_id\`);`)
  await db.run(sql`CREATE INDEX \`degrees_seo_seo_image_idx\` ON \`degrees\` (\`seo_image_id\`);`)
  await db.run(sql`CREATE INDEX \`degrees_updated_at_idx\` ON \`degrees\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`degrees_created_at_idx\` ON \`degrees\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`degrees_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`documents_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`degrees\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`documents_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`degrees_rels_order_idx\` ON \`degrees_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`degrees_rels_parent_idx\` ON \`degrees_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`degrees_rels_path_idx\` ON \`degrees_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`degrees_rels_documents_id_idx\` ON \`degrees_rels\` (\`documents_id\`);`)
  await db.run(sql`CREATE TABLE \`_degrees_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version__order\` text,
  	\`version_program_name\` text NOT NULL,
  	\`version_degree_name\` text NOT NULL,
  	\`version_slug\` text,
  	\`version_level\` text DEFAULT 'undergraduate' NOT NULL,
  	\`version_department_id\` integer,
  	\`version_description\` text,
  	\`version_eligibility_criteria\` text,
  	\`version_investment\` text,
  	\`version_seo_title\` text,
  	\`version_seo_description\` text,
  	\`version_seo_image_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`degrees\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_department_id\`) REFERENCES \`departments\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_seo_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_degrees_v_parent_idx\` ON \`_degrees_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_degrees_v_version_version__order_idx\` ON \`_degrees_v\` (\`version__order\`);`)
  await db.run(sql`CREATE INDEX \`_degrees_v_version_version_slug_idx\` ON \`_degrees_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_degrees_v_version_version_department_idx\` ON \`_degrees_v\` (\`version_department_id\`);`)
  await db.run(sql`CREATE INDEX \`_degrees_v_version_seo_version_seo_image_idx\` ON \`_degrees_v\` (\`version_seo_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_degrees_v_version_version_updated_at_idx\` ON \`_degrees_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_degrees_v_version_version_created_at_idx\` ON \`_degrees_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_degrees_v_created_at_idx\` ON \`_degrees_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_degrees_v_updated_at_idx\` ON \`_degrees_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`_degrees_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`documents_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_degrees_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`documents_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_degrees_v_rels_order_idx\` ON \`_degrees_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_degrees_v_rels_parent_idx\` ON \`_degrees_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_degrees_v_rels_path_idx\` ON \`_degrees_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_degrees_v_rels_documents_id_idx\` ON \`_degrees_v_rels\` (\`documents_id\`);`)
  await db.run(sql`CREATE TABLE \`programmes\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_order\` text,
  	\`program_name\` text NOT NULL,
  	\`description\` text,
  	\`eligibility_criteria\` text,
  	\`program_benefits\` text,
  	\`seo_title\` text,
  	\`seo_description\` text,
  	\`seo_image_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`seo_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`programmes__order_idx\` ON \`programmes\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`programmes_seo_seo_image_idx\` ON \`programmes\` (\`seo_image_id\`);`)
  await db.run(sql`CREATE INDEX \`programmes_updated_at_idx\` ON \`programmes\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`programmes_created_at_idx\` ON \`programmes\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`programmes_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`documents_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`programmes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`documents_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`programmes_rels_order_idx\` ON \`programmes_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`programmes_rels_parent_idx\` ON \`programmes_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`programmes_rels_path_idx\` ON \`programmes_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`programmes_rels_documents_id_idx\` ON \`programmes_rels\` (\`documents_id\`);`)
  await db.run(sql`CREATE TABLE \`_programmes_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version__order\` text,
  	\`version_program_name\` text NOT NULL,
  	\`version_description\` text,
  	\`version_eligibility_criteria\` text,
  	\`version_program_benefits\` text,
  	\`version_seo_title\` text,
  	\`version_seo_description\` text,
  	\`version_seo_image_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`programmes\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_seo_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_programmes_v_parent_idx\` ON \`_programmes_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_programmes_v_version_version__order_idx\` ON \`_programmes_v\` (\`version__order\`);`)
  await db.run(sql`CREATE INDEX \`_programmes_v_version_seo_version_seo_image_idx\` ON \`_programmes_v\` (\`version_seo_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_programmes_v_version_version_updated_at_idx\` ON \`_programmes_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_programmes_v_version_version_created_at_idx\` ON \`_programmes_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_programmes_v_created_at_idx\` ON \`_programmes_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_programmes_v_updated_at_idx\` ON \`_programmes_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`_programmes_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`documents_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_programmes_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`documents_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_programmes_v_rels_order_idx\` ON \`_programmes_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_programmes_v_rels_parent_idx\` ON \`_programmes_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_programmes_v_rels_path_idx\` ON \`_programmes_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_programmes_v_rels_documents_id_idx\` ON \`_programmes_v_rels\` (\`documents_id\`);`)
  await db.run(sql`CREATE TABLE \`loan_schemes\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_order\` text,
  	\`title\` text NOT NULL,
  	\`slug\` text,
  	\`description\` text,
  	\`eligibility_criteria\` text,
  	\`application_process\` text,
  	\`contact_information\` text,
  	\`seo_title\` text,
  	\`seo_description\` text,
  	\`seo_image_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`seo_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`loan_schemes__order_idx\` ON \`loan_schemes\` (\`_order\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`loan_schemes_slug_idx\` ON \`loan_schemes\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`loan_schemes_seo_seo_image_idx\` ON \`loan_schemes\` (\`seo_image_id\`);`)
  await db.run(sql`CREATE INDEX \`loan_schemes_updated_at_idx\` ON \`loan_schemes\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`loan_schemes_created_at_idx\` ON \`loan_schemes\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`loan_schemes_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`documents_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`loan_schemes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`documents_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`loan_schemes_rels_order_idx\` ON \`loan_schemes_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`loan_schemes_rels_parent_idx\` ON \`loan_schemes_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`loan_schemes_rels_path_idx\` ON \`loan_schemes_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`loan_schemes_rels_documents_id_idx\` ON \`loan_schemes_rels\` (\`documents_id\`);`)
  await db.run(sql`CREATE TABLE \`_loan_schemes_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version__order\` text,
  	\`version_title\` text NOT NULL,
  	\`version_slug\` text,
  	\`version_description\` text,
  	\`version_eligibility_criteria\` text,
  	\`version_application_process\` text,
  	\`version_contact_information\` text,
  	\`version_seo_title\` text,
  	\`version_seo_description\` text,
  	\`version_seo_image_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`loan_schemes\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_seo_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_loan_schemes_v_parent_idx\` ON \`_loan_schemes_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_loan_schemes_v_version_version__order_idx\` ON \`_loan_schemes_v\` (\`version__order\`);`)
  await db.run(sql`CREATE INDEX \`_loan_schemes_v_version_version_slug_idx\` ON \`_loan_schemes_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_loan_schemes_v_version_seo_version_seo_image_idx\` ON \`_loan_schemes_v\` (\`version_seo_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_loan_schemes_v_version_version_updated_at_idx\` ON \`_loan_schemes_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_loan_schemes_v_version_version_created_at_idx\` ON \`_loan_schemes_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_loan_schemes_v_created_at_idx\` ON \`_loan_schemes_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_loan_schemes_v_updated_at_idx\` ON \`_loan_schemes_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`_loan_schemes_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`documents_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_loan_schemes_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`documents_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_loan_schemes_v_rels_order_idx\` ON \`_loan_schemes_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_loan_schemes_v_rels_parent_idx\` ON \`_loan_schemes_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_loan_schemes_v_rels_path_idx\` ON \`_loan_schemes_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_loan_schemes_v_rels_documents_id_idx\` ON \`_loan_schemes_v_rels\` (\`documents_id\`);`)
  await db.run(sql`CREATE TABLE \`career_guidance\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_order\` text,
  	\`title\` text NOT NULL,
  	\`description\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`career_guidance__order_idx\` ON \`career_guidance\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`career_guidance_updated_at_idx\` ON \`career_guidance\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`career_guidance_created_at_idx\` ON \`career_guidance\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`cqa_items\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_order\` text,
  	\`title\` text NOT NULL,
  	\`slug\` text,
  	\`description\` text,
  	\`seo_title\` text,
  	\`seo_description\` text,
  	\`seo_image_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`seo_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`cqa_items__order_idx\` ON \`cqa_items\` (\`_order\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`cqa_items_slug_idx\` ON \`cqa_items\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`cqa_items_seo_seo_image_idx\` ON \`cqa_items\` (\`seo_image_id\`);`)
  await db.run(sql`CREATE INDEX \`cqa_items_updated_at_idx\` ON \`cqa_items\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`cqa_items_created_at_idx\` ON \`cqa_items\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`cqa_items_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`documents_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`cqa_items\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`documents_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`cqa_items_rels_order_idx\` ON \`cqa_items_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`cqa_items_rels_parent_idx\` ON \`cqa_items_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`cqa_items_rels_path_idx\` ON \`cqa_items_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`cqa_items_rels_documents_id_idx\` ON \`cqa_items_rels\` (\`documents_id\`);`)
  await db.run(sql`CREATE TABLE \`_cqa_items_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version__order\` text,
  	\`version_title\` text NOT NULL,
  	\`version_slug\` text,
  	\`version_description\` text,
  	\`version_seo_title\` text,
  	\`version_seo_description\` text,
  	\`version_seo_image_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`cqa_items\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_seo_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_cqa_items_v_parent_idx\` ON \`_cqa_items_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_cqa_items_v_version_version__order_idx\` ON \`_cqa_items_v\` (\`version__order\`);`)
  await db.run(sql`CREATE INDEX \`_cqa_items_v_version_version_slug_idx\` ON \`_cqa_items_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_cqa_items_v_version_seo_version_seo_image_idx\` ON \`_cqa_items_v\` (\`version_seo_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_cqa_items_v_version_version_updated_at_idx\` ON \`_cqa_items_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_cqa_items_v_version_version_created_at_idx\` ON \`_cqa_items_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_cqa_items_v_created_at_idx\` ON \`_cqa_items_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_cqa_items_v_updated_at_idx\` ON \`_cqa_items_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`_cqa_items_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`documents_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_cqa_items_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`documents_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_cqa_items_v_rels_order_idx\` ON \`_cqa_items_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_cqa_items_v_rels_parent_idx\` ON \`_cqa_items_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_cqa_items_v_rels_path_idx\` ON \`_cqa_items_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_cqa_items_v_rels_documents_id_idx\` ON \`_cqa_items_v_rels\` (\`documents_id\`);`)
  await db.run(sql`CREATE TABLE \`service_links\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_order\` text,
  	\`category\` text NOT NULL,
  	\`name\` text NOT NULL,
  	\`url\` text,
  	\`file_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`service_links__order_idx\` ON \`service_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`service_links_category_idx\` ON \`service_links\` (\`category\`);`)
  await db.run(sql`CREATE INDEX \`service_links_file_idx\` ON \`service_links\` (\`file_id\`);`)
  await db.run(sql`CREATE INDEX \`service_links_updated_at_idx\` ON \`service_links\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`service_links_created_at_idx\` ON \`service_links\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`counsellors\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_order\` text,
  	\`name\` text NOT NULL,
  	\`designation\` text,
  	\`tele\` text,
  	\`email\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`counsellors__order_idx\` ON \`counsellors\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`counsellors_updated_at_idx\` ON \`counsellors\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`counsellors_created_at_idx\` ON \`counsellors\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`research_items\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_order\` text,
  	\`title\` text NOT NULL,
  	\`researcher_name\` text NOT NULL,
  	\`category\` text NOT NULL,
  	\`year\` numeric NOT NULL,
  	\`description\` text,
  	\`poster_id\` integer,
  	\`qr_link\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`poster_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`research_items__order_idx\` ON \`research_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`research_items_category_idx\` ON \`research_items\` (\`category\`);`)
  await db.run(sql`CREATE INDEX \`research_items_year_idx\` ON \`research_items\` (\`year\`);`)
  await db.run(sql`CREATE INDEX \`research_items_poster_idx\` ON \`research_items\` (\`poster_id\`);`)
  await db.run(sql`CREATE INDEX \`research_items_updated_at_idx\` ON \`research_items\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`research_items_created_at_idx\` ON \`research_items\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`research_items_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`documents_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`research_items\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`documents_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`research_items_rels_order_idx\` ON \`research_items_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`research_items_rels_parent_idx\` ON \`research_items_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`research_items_rels_path_idx\` ON \`research_items_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`research_items_rels_documents_id_idx\` ON \`research_items_rels\` (\`documents_id\`);`)
  await db.run(sql`CREATE TABLE \`publications\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`authors\` text NOT NULL,
  	\`publication_date\` text NOT NULL,
  	\`journal_name\` text,
  	\`abstract\` text,
  	\`file_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`publications_file_idx\` ON \`publications\` (\`file_id\`);`)
  await db.run(sql`CREATE INDEX \`publications_updated_at_idx\` ON \`publications\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`publications_created_at_idx\` ON \`publications\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`internships\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_order\` text,
  	\`title\` text NOT NULL,
  	\`organization\` text NOT NULL,
  	\`description\` text,
  	\`closing_date\` text,
  	\`url\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`internships__order_idx\` ON \`internships\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`internships_updated_at_idx\` ON \`internships\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`internships_created_at_idx\` ON \`internships\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`clubs\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_order\` text,
  	\`club_name\` text NOT NULL,
  	\`description\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`clubs__order_idx\` ON \`clubs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`clubs_updated_at_idx\` ON \`clubs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`clubs_created_at_idx\` ON \`clubs\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`clubs_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`media_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`clubs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`clubs_rels_order_idx\` ON \`clubs_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`clubs_rels_parent_idx\` ON \`clubs_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`clubs_rels_path_idx\` ON \`clubs_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`clubs_rels_media_id_idx\` ON \`clubs_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`student_events\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`date\` text NOT NULL,
  	\`location\` text,
  	\`description\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`student_events_updated_at_idx\` ON \`student_events\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`student_events_created_at_idx\` ON \`student_events\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`student_events_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`media_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`student_events\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`student_events_rels_order_idx\` ON \`student_events_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`student_events_rels_parent_idx\` ON \`student_events_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`student_events_rels_path_idx\` ON \`student_events_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`student_events_rels_media_id_idx\` ON \`student_events_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`sports\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_order\` text,
  	\`sport_activity\` text NOT NULL,
  	\`description\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`sports__order_idx\` ON \`sports\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`sports_updated_at_idx\` ON \`sports\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`sports_created_at_idx\` ON \`sports\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`sports_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`media_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`sports\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`sports_rels_order_idx\` ON \`sports_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`sports_rels_parent_idx\` ON \`sports_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`sports_rels_path_idx\` ON \`sports_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`sports_rels_media_id_idx\` ON \`sports_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`gallery_albums\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_order\` text,
  	\`album_name\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`gallery_albums__order_idx\` ON \`gallery_albums\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`gallery_albums_updated_at_idx\` ON \`gallery_albums\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`gallery_albums_created_at_idx\` ON \`gallery_albums\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`gallery_albums_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`media_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`gallery_albums\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`gallery_albums_rels_order_idx\` ON \`gallery_albums_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`gallery_albums_rels_parent_idx\` ON \`gallery_albums_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`gallery_albums_rels_path_idx\` ON \`gallery_albums_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`gallery_albums_rels_media_id_idx\` ON \`gallery_albums_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`video_albums\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_order\` text,
  	\`album_name\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`video_albums__order_idx\` ON \`video_albums\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`video_albums_updated_at_idx\` ON \`video_albums\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`video_albums_created_at_idx\` ON \`video_albums\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`video_albums_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`videos_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`video_albums\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`videos_id\`) REFERENCES \`videos\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`video_albums_rels_order_idx\` ON \`video_albums_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`video_albums_rels_parent_idx\` ON \`video_albums_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`video_albums_rels_path_idx\` ON \`video_albums_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`video_albums_rels_videos_id_idx\` ON \`video_albums_rels\` (\`videos_id\`);`)
  await db.run(sql`CREATE TABLE \`news\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`date\` text NOT NULL,
  	\`description\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`news_updated_at_idx\` ON \`news\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`news_created_at_idx\` ON \`news\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`news_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`media_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`news_rels_order_idx\` ON \`news_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`news_rels_parent_idx\` ON \`news_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`news_rels_path_idx\` ON \`news_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`news_rels_media_id_idx\` ON \`news_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`alumni_news\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`date\` text NOT NULL,
  	\`description\` text NOT NULL,
  	\`expanded_content\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`alumni_news_updated_at_idx\` ON \`alumni_news\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`alumni_news_created_at_idx\` ON \`alumni_news\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`alumni_news_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`media_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`alumni_news\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`alumni_news_rels_order_idx\` ON \`alumni_news_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`alumni_news_rels_parent_idx\` ON \`alumni_news_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`alumni_news_rels_path_idx\` ON \`alumni_news_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`alumni_news_rels_media_id_idx\` ON \`alumni_news_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`alumni_albums\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_order\` text,
  	\`album_name\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`alumni_albums__order_idx\` ON \`alumni_albums\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`alumni_albums_updated_at_idx\` ON \`alumni_albums\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`alumni_albums_created_at_idx\` ON \`alumni_albums\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`alumni_albums_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`media_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`alumni_albums\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`alumni_albums_rels_order_idx\` ON \`alumni_albums_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`alumni_albums_rels_parent_idx\` ON \`alumni_albums_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`alumni_albums_rels_path_idx\` ON \`alumni_albums_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`alumni_albums_rels_media_id_idx\` ON \`alumni_albums_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`alumni_directory\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`designation\` text,
  	\`sab_academic_qualifications\` text,
  	\`intake\` text,
  	\`official_address\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`alumni_directory_name_idx\` ON \`alumni_directory\` (\`name\`);`)
  await db.run(sql`CREATE INDEX \`alumni_directory_updated_at_idx\` ON \`alumni_directory\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`alumni_directory_created_at_idx\` ON \`alumni_directory\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`degree_program_names\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_order\` text,
  	\`program_name\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`degree_program_names__order_idx\` ON \`degree_program_names\` (\`_order\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`degree_program_names_program_name_idx\` ON \`degree_program_names\` (\`program_name\`);`)
  await db.run(sql`CREATE INDEX \`degree_program_names_updated_at_idx\` ON \`degree_program_names\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`degree_program_names_created_at_idx\` ON \`degree_program_names\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`alumni_intakes\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_order\` text,
  	\`alumni_intake\` text NOT NULL,
  	\`degree_id\` integer NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`degree_id\`) REFERENCES \`degree_program_names\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`alumni_intakes__order_idx\` ON \`alumni_intakes\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`alumni_intakes_degree_idx\` ON \`alumni_intakes\` (\`degree_id\`);`)
  await db.run(sql`CREATE INDEX \`alumni_intakes_updated_at_idx\` ON \`alumni_intakes\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`alumni_intakes_created_at_idx\` ON \`alumni_intakes\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`flyers\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_order\` text,
  	\`title\` text NOT NULL,
  	\`image_id\` integer NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`flyers__order_idx\` ON \`flyers\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`flyers_image_idx\` ON \`flyers\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`flyers_updated_at_idx\` ON \`flyers\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`flyers_created_at_idx\` ON \`flyers\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`jobs\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_order\` text,
  	\`job_title\` text NOT NULL,
  	\`platform_name\` text,
  	\`url\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`jobs__order_idx\` ON \`jobs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`jobs_updated_at_idx\` ON \`jobs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`jobs_created_at_idx\` ON \`jobs\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`training_partners\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_order\` text,
  	\`partner_name\` text NOT NULL,
  	\`logo_id\` integer NOT NULL,
  	\`url\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`training_partners__order_idx\` ON \`training_partners\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`training_partners_logo_idx\` ON \`training_partners\` (\`logo_id\`);`)
  await db.run(sql`CREATE INDEX \`training_partners_updated_at_idx\` ON \`training_partners\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`training_partners_created_at_idx\` ON \`training_partners\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`training_documents\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_order\` text,
  	\`title\` text NOT NULL,
  	\`file_id\` integer NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`training_documents__order_idx\` ON \`training_documents\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`training_documents_file_idx\` ON \`training_documents\` (\`file_id\`);`)
  await db.run(sql`CREATE INDEX \`training_documents_updated_at_idx\` ON \`training_documents\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`training_documents_created_at_idx\` ON \`training_documents\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`media\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`alt\` text NOT NULL,
  	\`original_filename\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric,
  	\`sizes_thumbnail_url\` text,
  	\`sizes_thumbnail_width\` numeric,
  	\`sizes_thumbnail_height\` numeric,
  	\`sizes_thumbnail_mime_type\` text,
  	\`sizes_thumbnail_filesize\` numeric,
  	\`sizes_thumbnail_filename\` text,
  	\`sizes_card_url\` text,
  	\`sizes_card_width\` numeric,
  	\`sizes_card_height\` numeric,
  	\`sizes_card_mime_type\` text,
  	\`sizes_card_filesize\` numeric,
  	\`sizes_card_filename\` text,
  	\`sizes_hero_url\` text,
  	\`sizes_hero_width\` numeric,
  	\`sizes_hero_height\` numeric,
  	\`sizes_hero_mime_type\` text,
  	\`sizes_hero_filesize\` numeric,
  	\`sizes_hero_filename\` text,
  	\`sizes_og_url\` text,
  	\`sizes_og_width\` numeric,
  	\`sizes_og_height\` numeric,
  	\`sizes_og_mime_type\` text,
  	\`sizes_og_filesize\` numeric,
  	\`sizes_og_filename\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`media_updated_at_idx\` ON \`media\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`media_created_at_idx\` ON \`media\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`media_filename_idx\` ON \`media\` (\`filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_thumbnail_sizes_thumbnail_filename_idx\` ON \`media\` (\`sizes_thumbnail_filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_card_sizes_card_filename_idx\` ON \`media\` (\`sizes_card_filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_hero_sizes_hero_filename_idx\` ON \`media\` (\`sizes_hero_filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_og_sizes_og_filename_idx\` ON \`media\` (\`sizes_og_filename\`);`)
  await db.run(sql`CREATE TABLE \`documents\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`original_filename\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric
  );
  `)
  await db.run(sql`CREATE INDEX \`documents_updated_at_idx\` ON \`documents\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`documents_created_at_idx\` ON \`documents\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`documents_filename_idx\` ON \`documents\` (\`filename\`);`)
  await db.run(sql`CREATE TABLE \`videos\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`original_filename\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric
  );
  `)
  await db.run(sql`CREATE INDEX \`videos_updated_at_idx\` ON \`videos\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`videos_created_at_idx\` ON \`videos\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`videos_filename_idx\` ON \`videos\` (\`filename\`);`)
  await db.run(sql`CREATE TABLE \`users_sessions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`created_at\` text,
  	\`expires_at\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`users_sessions_order_idx\` ON \`users_sessions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`users_sessions_parent_id_idx\` ON \`users_sessions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`users\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`role\` text DEFAULT 'editor' NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`email\` text NOT NULL,
  	\`reset_password_token\` text,
  	\`reset_password_expiration\` text,
  	\`salt\` text,
  	\`hash\` text,
  	\`reset_password_requested_at\` text,
  	\`login_attempts\` numeric DEFAULT 0,
  	\`lock_until\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`users_updated_at_idx\` ON \`users\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`users_created_at_idx\` ON \`users\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`users_email_idx\` ON \`users\` (\`email\`);`)
  await db.run(sql`CREATE TABLE \`payload_kv\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`data\` text NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`payload_kv_key_idx\` ON \`payload_kv\` (\`key\`);`)
  await db.run(sql`CREATE TABLE \`payload_locked_documents\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`global_slug\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_global_slug_idx\` ON \`payload_locked_documents\` (\`global_slug\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_updated_at_idx\` ON \`payload_locked_documents\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_created_at_idx\` ON \`payload_locked_documents\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`slider_images_id\` integer,
  	\`partners_id\` integer,
  	\`home_albums_id\` integer,
  	\`leadership_messages_id\` integer,
  	\`council_members_id\` integer,
  	\`management_members_id\` integer,
  	\`studies_members_id\` integer,
  	\`departments_id\` integer,
  	\`degrees_id\` integer,
  	\`programmes_id\` integer,
  	\`loan_schemes_id\` integer,
  	\`career_guidance_id\` integer,
  	\`cqa_items_id\` integer,
  	\`service_links_id\` integer,
  	\`counsellors_id\` integer,
  	\`research_items_id\` integer,
  	\`publications_id\` integer,
  	\`internships_id\` integer,
  	\`clubs_id\` integer,
  	\`student_events_id\` integer,
  	\`sports_id\` integer,
  	\`gallery_albums_id\` integer,
  	\`video_albums_id\` integer,
  	\`news_id\` integer,
  	\`alumni_news_id\` integer,
  	\`alumni_albums_id\` integer,
  	\`alumni_directory_id\` integer,
  	\`degree_program_names_id\` integer,
  	\`alumni_intakes_id\` integer,
  	\`flyers_id\` integer,
  	\`jobs_id\` integer,
  	\`training_partners_id\` integer,
  	\`training_documents_id\` integer,
  	\`media_id\` integer,
  	\`documents_id\` integer,
  	\`videos_id\` integer,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`slider_images_id\`) REFERENCES \`slider_images\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`partners_id\`) REFERENCES \`partners\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`home_albums_id\`) REFERENCES \`home_albums\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`leadership_messages_id\`) REFERENCES \`leadership_messages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`council_members_id\`) REFERENCES \`council_members\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`management_members_id\`) REFERENCES \`management_members\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`studies_members_id\`) REFERENCES \`studies_members\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`departments_id\`) REFERENCES \`departments\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`degrees_id\`) REFERENCES \`degrees\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`programmes_id\`) REFERENCES \`programmes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`loan_schemes_id\`) REFERENCES \`loan_schemes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`career_guidance_id\`) REFERENCES \`career_guidance\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`cqa_items_id\`) REFERENCES \`cqa_items\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`service_links_id\`) REFERENCES \`service_links\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`counsellors_id\`) REFERENCES \`counsellors\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`research_items_id\`) REFERENCES \`research_items\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`publications_id\`) REFERENCES \`publications\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`internships_id\`) REFERENCES \`internships\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`clubs_id\`) REFERENCES \`clubs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`student_events_id\`) REFERENCES \`student_events\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`sports_id\`) REFERENCES \`sports\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`gallery_albums_id\`) REFERENCES \`gallery_albums\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`video_albums_id\`) REFERENCES \`video_albums\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`news_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`alumni_news_id\`) REFERENCES \`alumni_news\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`alumni_albums_id\`) REFERENCES \`alumni_albums\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`alumni_directory_id\`) REFERENCES \`alumni_directory\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`degree_program_names_id\`) REFERENCES \`degree_program_names\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`alumni_intakes_id\`) REFERENCES \`alumni_intakes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`flyers_id\`) REFERENCES \`flyers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`jobs_id\`) REFERENCES \`jobs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`training_partners_id\`) REFERENCES \`training_partners\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`training_documents_id\`) REFERENCES \`training_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`documents_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`videos_id\`) REFERENCES \`videos\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_slider_images_id_idx\` ON \`payload_locked_documents_rels\` (\`slider_images_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_partners_id_idx\` ON \`payload_locked_documents_rels\` (\`partners_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_home_albums_id_idx\` ON \`payload_locked_documents_rels\` (\`home_albums_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_leadership_messages_id_idx\` ON \`payload_locked_documents_rels\` (\`leadership_messages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_council_members_id_idx\` ON \`payload_locked_documents_rels\` (\`council_members_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_management_members_id_idx\` ON \`payload_locked_documents_rels\` (\`management_members_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_studies_members_id_idx\` ON \`payload_locked_documents_rels\` (\`studies_members_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_departments_id_idx\` ON \`payload_locked_documents_rels\` (\`departments_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_degrees_id_idx\` ON \`payload_locked_documents_rels\` (\`degrees_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_programmes_id_idx\` ON \`payload_locked_documents_rels\` (\`programmes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_loan_schemes_id_idx\` ON \`payload_locked_documents_rels\` (\`loan_schemes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_career_guidance_id_idx\` ON \`payload_locked_documents_rels\` (\`career_guidance_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_cqa_items_id_idx\` ON \`payload_locked_documents_rels\` (\`cqa_items_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_service_links_id_idx\` ON \`payload_locked_documents_rels\` (\`service_links_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_counsellors_id_idx\` ON \`payload_locked_documents_rels\` (\`counsellors_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_research_items_id_idx\` ON \`payload_locked_documents_rels\` (\`research_items_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_publications_id_idx\` ON \`payload_locked_documents_rels\` (\`publications_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_internships_id_idx\` ON \`payload_locked_documents_rels\` (\`internships_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_clubs_id_idx\` ON \`payload_locked_documents_rels\` (\`clubs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_student_events_id_idx\` ON \`payload_locked_documents_rels\` (\`student_events_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_sports_id_idx\` ON \`payload_locked_documents_rels\` (\`sports_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_gallery_albums_id_idx\` ON \`payload_locked_documents_rels\` (\`gallery_albums_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_video_albums_id_idx\` ON \`payload_locked_documents_rels\` (\`video_albums_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_news_id_idx\` ON \`payload_locked_documents_rels\` (\`news_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_alumni_news_id_idx\` ON \`payload_locked_documents_rels\` (\`alumni_news_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_alumni_albums_id_idx\` ON \`payload_locked_documents_rels\` (\`alumni_albums_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_alumni_directory_id_idx\` ON \`payload_locked_documents_rels\` (\`alumni_directory_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_degree_program_names_id_idx\` ON \`payload_locked_documents_rels\` (\`degree_program_names_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_alumni_intakes_id_idx\` ON \`payload_locked_documents_rels\` (\`alumni_intakes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_flyers_id_idx\` ON \`payload_locked_documents_rels\` (\`flyers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_jobs_id_idx\` ON \`payload_locked_documents_rels\` (\`jobs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_training_partners_id_idx\` ON \`payload_locked_documents_rels\` (\`training_partners_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_training_documents_id_idx\` ON \`payload_locked_documents_rels\` (\`training_documents_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_documents_id_idx\` ON \`payload_locked_documents_rels\` (\`documents_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_videos_id_idx\` ON \`payload_locked_documents_rels\` (\`videos_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_preferences\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text,
  	\`value\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_preferences_key_idx\` ON \`payload_preferences\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_updated_at_idx\` ON \`payload_preferences\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_created_at_idx\` ON \`payload_preferences\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_preferences_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_preferences\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_order_idx\` ON \`payload_preferences_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_parent_idx\` ON \`payload_preferences_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_path_idx\` ON \`payload_preferences_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_users_id_idx\` ON \`payload_preferences_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_migrations\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`batch\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_migrations_updated_at_idx\` ON \`payload_migrations\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_migrations_created_at_idx\` ON \`payload_migrations\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`welcome_section\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`welcome_message\` text,
  	\`graduates\` numeric DEFAULT 0,
  	\`faculty_members\` numeric DEFAULT 0,
  	\`employability_rate\` numeric DEFAULT 0,
  	\`years_of_excellence\` numeric DEFAULT 0,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`popup_image\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`enabled\` integer DEFAULT true,
  	\`image_id\` integer,
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`popup_image_image_idx\` ON \`popup_image\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`history\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`description\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`_history_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_description\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`_history_v_created_at_idx\` ON \`_history_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_history_v_updated_at_idx\` ON \`_history_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`vision_mission\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`vision\` text NOT NULL,
  	\`mission\` text NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`cqa_description\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`cqa_description\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`alumni_overview\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`vision\` text,
  	\`mission\` text,
  	\`goals\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`career_header\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`subtitle\` text,
  	\`image_id\` integer,
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`career_header_image_idx\` ON \`career_header\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`contact_info\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`address\` text NOT NULL,
  	\`phone_no\` text NOT NULL,
  	\`email_address\` text NOT NULL,
  	\`map_embed_url\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`site_settings_addresses\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`address\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`site_settings_addresses_order_idx\` ON \`site_settings_addresses\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_addresses_parent_id_idx\` ON \`site_settings_addresses\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`site_settings_phones\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`number\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`site_settings_phones_order_idx\` ON \`site_settings_phones\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_phones_parent_id_idx\` ON \`site_settings_phones\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`site_settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`campus_name\` text NOT NULL,
  	\`campus_abbreviation\` text NOT NULL,
  	\`parent_body_name\` text NOT NULL,
  	\`product_name\` text NOT NULL,
  	\`default_description\` text,
  	\`default_share_image_id\` integer,
  	\`logo_id\` integer,
  	\`footer_tagline\` text DEFAULT 'Expand the Boundaries of Quality Education with world-class standards.' NOT NULL,
  	\`copyright_year\` numeric DEFAULT 2025 NOT NULL,
  	\`email\` text NOT NULL,
  	\`parent_body_url\` text,
  	\`map_embed_url\` text,
  	\`social_instagram\` text,
  	\`social_facebook\` text,
  	\`social_linkedin\` text,
  	\`social_tiktok\` text,
  	\`postgraduate_mba_url\` text,
  	\`live_chat_enabled\` integer DEFAULT false,
  	\`live_chat_script_url\` text,
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`default_share_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`site_settings_default_share_image_idx\` ON \`site_settings\` (\`default_share_image_id\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_logo_idx\` ON \`site_settings\` (\`logo_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`slider_images\`;`)
  await db.run(sql`DROP TABLE \`partners\`;`)
  await db.run(sql`DROP TABLE \`home_albums\`;`)
  await db.run(sql`DROP TABLE \`home_albums_rels\`;`)
  await db.run(sql`DROP TABLE \`leadership_messages\`;`)
  await db.run(sql`DROP TABLE \`council_members\`;`)
  await db.run(sql`DROP TABLE \`management_members\`;`)
  await db.run(sql`DROP TABLE \`studies_members\`;`)
  await db.run(sql`DROP TABLE \`departments_staff_members\`;`)
  await db.run(sql`DROP TABLE \`departments\`;`)
  await db.run(sql`DROP TABLE \`_departments_v_version_staff_members\`;`)
  await db.run(sql`DROP TABLE \`_departments_v\`;`)
  await db.run(sql`DROP TABLE \`degrees\`;`)
  await db.run(sql`DROP TABLE \`degrees_rels\`;`)
  await db.run(sql`DROP TABLE \`_degrees_v\`;`)
  await db.run(sql`DROP TABLE \`_degrees_v_rels\`;`)
  await db.run(sql`DROP TABLE \`programmes\`;`)
  await db.run(sql`DROP TABLE \`programmes_rels\`;`)
  await db.run(sql`DROP TABLE \`_programmes_v\`;`)
  await db.run(sql`DROP TABLE \`_programmes_v_rels\`;`)
  await db.run(sql`DROP TABLE \`loan_schemes\`;`)
  await db.run(sql`DROP TABLE \`loan_schemes_rels\`;`)
  await db.run(sql`DROP TABLE \`_loan_schemes_v\`;`)
  await db.run(sql`DROP TABLE \`_loan_schemes_v_rels\`;`)
  await db.run(sql`DROP TABLE \`career_guidance\`;`)
  await db.run(sql`DROP TABLE \`cqa_items\`;`)
  await db.run(sql`DROP TABLE \`cqa_items_rels\`;`)
  await db.run(sql`DROP TABLE \`_cqa_items_v\`;`)
  await db.run(sql`DROP TABLE \`_cqa_items_v_rels\`;`)
  await db.run(sql`DROP TABLE \`service_links\`;`)
  await db.run(sql`DROP TABLE \`counsellors\`;`)
  await db.run(sql`DROP TABLE \`research_items\`;`)
  await db.run(sql`DROP TABLE \`research_items_rels\`;`)
  await db.run(sql`DROP TABLE \`publications\`;`)
  await db.run(sql`DROP TABLE \`internships\`;`)
  await db.run(sql`DROP TABLE \`clubs\`;`)
  await db.run(sql`DROP TABLE \`clubs_rels\`;`)
  await db.run(sql`DROP TABLE \`student_events\`;`)
  await db.run(sql`DROP TABLE \`student_events_rels\`;`)
  await db.run(sql`DROP TABLE \`sports\`;`)
  await db.run(sql`DROP TABLE \`sports_rels\`;`)
  await db.run(sql`DROP TABLE \`gallery_albums\`;`)
  await db.run(sql`DROP TABLE \`gallery_albums_rels\`;`)
  await db.run(sql`DROP TABLE \`video_albums\`;`)
  await db.run(sql`DROP TABLE \`video_albums_rels\`;`)
  await db.run(sql`DROP TABLE \`news\`;`)
  await db.run(sql`DROP TABLE \`news_rels\`;`)
  await db.run(sql`DROP TABLE \`alumni_news\`;`)
  await db.run(sql`DROP TABLE \`alumni_news_rels\`;`)
  await db.run(sql`DROP TABLE \`alumni_albums\`;`)
  await db.run(sql`DROP TABLE \`alumni_albums_rels\`;`)
  await db.run(sql`DROP TABLE \`alumni_directory\`;`)
  await db.run(sql`DROP TABLE \`degree_program_names\`;`)
  await db.run(sql`DROP TABLE \`alumni_intakes\`;`)
  await db.run(sql`DROP TABLE \`flyers\`;`)
  await db.run(sql`DROP TABLE \`jobs\`;`)
  await db.run(sql`DROP TABLE \`training_partners\`;`)
  await db.run(sql`DROP TABLE \`training_documents\`;`)
  await db.run(sql`DROP TABLE \`media\`;`)
  await db.run(sql`DROP TABLE \`documents\`;`)
  await db.run(sql`DROP TABLE \`videos\`;`)
  await db.run(sql`DROP TABLE \`users_sessions\`;`)
  await db.run(sql`DROP TABLE \`users\`;`)
  await db.run(sql`DROP TABLE \`payload_kv\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_preferences\`;`)
  await db.run(sql`DROP TABLE \`payload_preferences_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_migrations\`;`)
  await db.run(sql`DROP TABLE \`welcome_section\`;`)
  await db.run(sql`DROP TABLE \`popup_image\`;`)
  await db.run(sql`DROP TABLE \`history\`;`)
  await db.run(sql`DROP TABLE \`_history_v\`;`)
  await db.run(sql`DROP TABLE \`vision_mission\`;`)
  await db.run(sql`DROP TABLE \`cqa_description\`;`)
  await db.run(sql`DROP TABLE \`alumni_overview\`;`)
  await db.run(sql`DROP TABLE \`career_header\`;`)
  await db.run(sql`DROP TABLE \`contact_info\`;`)
  await db.run(sql`DROP TABLE \`site_settings_addresses\`;`)
  await db.run(sql`DROP TABLE \`site_settings_phones\`;`)
  await db.run(sql`DROP TABLE \`site_settings\`;`)
}
