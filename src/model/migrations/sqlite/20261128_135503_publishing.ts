import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

import { createFirstVersions } from '../../../records/publishing/firstVersions'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`_slider_images_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version__order\` text,
  	\`version_image_id\` integer,
  	\`version_caption\` text,
  	\`version_last_changed_by\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'published',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`slider_images\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_slider_images_v_parent_idx\` ON \`_slider_images_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_slider_images_v_version_version__order_idx\` ON \`_slider_images_v\` (\`version__order\`);`)
  await db.run(sql`CREATE INDEX \`_slider_images_v_version_version_image_idx\` ON \`_slider_images_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_slider_images_v_version_version_updated_at_idx\` ON \`_slider_images_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_slider_images_v_version_version_created_at_idx\` ON \`_slider_images_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_slider_images_v_version_version__status_idx\` ON \`_slider_images_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_slider_images_v_created_at_idx\` ON \`_slider_images_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_slider_images_v_updated_at_idx\` ON \`_slider_images_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_slider_images_v_latest_idx\` ON \`_slider_images_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_partners_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version__order\` text,
  	\`version_partner_name\` text,
  	\`version_logo_id\` integer,
  	\`version_url\` text,
  	\`version_last_changed_by\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'published',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`partners\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_partners_v_parent_idx\` ON \`_partners_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_partners_v_version_version__order_idx\` ON \`_partners_v\` (\`version__order\`);`)
  await db.run(sql`CREATE INDEX \`_partners_v_version_version_logo_idx\` ON \`_partners_v\` (\`version_logo_id\`);`)
  await db.run(sql`CREATE INDEX \`_partners_v_version_version_updated_at_idx\` ON \`_partners_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_partners_v_version_version_created_at_idx\` ON \`_partners_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_partners_v_version_version__status_idx\` ON \`_partners_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_partners_v_created_at_idx\` ON \`_partners_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_partners_v_updated_at_idx\` ON \`_partners_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_partners_v_latest_idx\` ON \`_partners_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_home_albums_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version__order\` text,
  	\`version_album_name\` text,
  	\`version_last_changed_by\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'published',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`home_albums\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_albums_v_parent_idx\` ON \`_home_albums_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_albums_v_version_version__order_idx\` ON \`_home_albums_v\` (\`version__order\`);`)
  await db.run(sql`CREATE INDEX \`_home_albums_v_version_version_updated_at_idx\` ON \`_home_albums_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_home_albums_v_version_version_created_at_idx\` ON \`_home_albums_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_home_albums_v_version_version__status_idx\` ON \`_home_albums_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_home_albums_v_created_at_idx\` ON \`_home_albums_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_home_albums_v_updated_at_idx\` ON \`_home_albums_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_home_albums_v_latest_idx\` ON \`_home_albums_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_home_albums_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`media_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_home_albums_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_albums_v_rels_order_idx\` ON \`_home_albums_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_home_albums_v_rels_parent_idx\` ON \`_home_albums_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_albums_v_rels_path_idx\` ON \`_home_albums_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_home_albums_v_rels_media_id_idx\` ON \`_home_albums_v_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`_leadership_messages_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version__order\` text,
  	\`version_message_type\` text,
  	\`version_name\` text,
  	\`version_designation\` text,
  	\`version_message\` text,
  	\`version_image_id\` integer,
  	\`version_last_changed_by\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'published',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`leadership_messages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_leadership_messages_v_parent_idx\` ON \`_leadership_messages_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_leadership_messages_v_version_version__order_idx\` ON \`_leadership_messages_v\` (\`version__order\`);`)
  await db.run(sql`CREATE INDEX \`_leadership_messages_v_version_version_image_idx\` ON \`_leadership_messages_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_leadership_messages_v_version_version_updated_at_idx\` ON \`_leadership_messages_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_leadership_messages_v_version_version_created_at_idx\` ON \`_leadership_messages_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_leadership_messages_v_version_version__status_idx\` ON \`_leadership_messages_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_leadership_messages_v_created_at_idx\` ON \`_leadership_messages_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_leadership_messages_v_updated_at_idx\` ON \`_leadership_messages_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_leadership_messages_v_latest_idx\` ON \`_leadership_messages_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_council_members_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version__order\` text,
  	\`version_name\` text,
  	\`version_designation\` text,
  	\`version_biography\` text,
  	\`version_image_id\` integer,
  	\`version_last_changed_by\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'published',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`council_members\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_council_members_v_parent_idx\` ON \`_council_members_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_council_members_v_version_version__order_idx\` ON \`_council_members_v\` (\`version__order\`);`)
  await db.run(sql`CREATE INDEX \`_council_members_v_version_version_image_idx\` ON \`_council_members_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_council_members_v_version_version_updated_at_idx\` ON \`_council_members_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_council_members_v_version_version_created_at_idx\` ON \`_council_members_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_council_members_v_version_version__status_idx\` ON \`_council_members_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_council_members_v_created_at_idx\` ON \`_council_members_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_council_members_v_updated_at_idx\` ON \`_council_members_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_council_members_v_latest_idx\` ON \`_council_members_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_management_members_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version__order\` text,
  	\`version_name\` text,
  	\`version_designation\` text,
  	\`version_biography\` text,
  	\`version_image_id\` integer,
  	\`version_last_changed_by\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'published',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`management_members\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_management_members_v_parent_idx\` ON \`_management_members_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_management_members_v_version_version__order_idx\` ON \`_management_members_v\` (\`version__order\`);`)
  await db.run(sql`CREATE INDEX \`_management_members_v_version_version_image_idx\` ON \`_management_members_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_management_members_v_version_version_updated_at_idx\` ON \`_management_members_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_management_members_v_version_version_created_at_idx\` ON \`_management_members_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_management_members_v_version_version__status_idx\` ON \`_management_members_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_management_members_v_created_at_idx\` ON \`_management_members_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_management_members_v_updated_at_idx\` ON \`_management_members_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_management_members_v_latest_idx\` ON \`_management_members_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_studies_members_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version__order\` text,
  	\`version_name\` text,
  	\`version_designation\` text,
  	\`version_biography\` text,
  	\`version_image_id\` integer,
  	\`version_last_changed_by\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'published',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`studies_members\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_studies_members_v_parent_idx\` ON \`_studies_members_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_studies_members_v_version_version__order_idx\` ON \`_studies_members_v\` (\`version__order\`);`)
  await db.run(sql`CREATE INDEX \`_studies_members_v_version_version_image_idx\` ON \`_studies_members_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_studies_members_v_version_version_updated_at_idx\` ON \`_studies_members_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_studies_members_v_version_version_created_at_idx\` ON \`_studies_members_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_studies_members_v_version_version__status_idx\` ON \`_studies_members_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_studies_members_v_created_at_idx\` ON \`_studies_members_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_studies_members_v_updated_at_idx\` ON \`_studies_members_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_studies_members_v_latest_idx\` ON \`_studies_members_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_career_guidance_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version__order\` text,
  	\`version_title\` text,
  	\`version_description\` text,
  	\`version_last_changed_by\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'published',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`career_guidance\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_career_guidance_v_parent_idx\` ON \`_career_guidance_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_career_guidance_v_version_version__order_idx\` ON \`_career_guidance_v\` (\`version__order\`);`)
  await db.run(sql`CREATE INDEX \`_career_guidance_v_version_version_updated_at_idx\` ON \`_career_guidance_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_career_guidance_v_version_version_created_at_idx\` ON \`_career_guidance_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_career_guidance_v_version_version__status_idx\` ON \`_career_guidance_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_career_guidance_v_created_at_idx\` ON \`_career_guidance_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_career_guidance_v_updated_at_idx\` ON \`_career_guidance_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_career_guidance_v_latest_idx\` ON \`_career_guidance_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_service_links_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version__order\` text,
  	\`version_category\` text,
  	\`version_name\` text,
  	\`version_url\` text,
  	\`version_file_id\` integer,
  	\`version_last_changed_by\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'published',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`service_links\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_file_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_service_links_v_parent_idx\` ON \`_service_links_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_service_links_v_version_version__order_idx\` ON \`_service_links_v\` (\`version__order\`);`)
  await db.run(sql`CREATE INDEX \`_service_links_v_version_version_category_idx\` ON \`_service_links_v\` (\`version_category\`);`)
  await db.run(sql`CREATE INDEX \`_service_links_v_version_version_file_idx\` ON \`_service_links_v\` (\`version_file_id\`);`)
  await db.run(sql`CREATE INDEX \`_service_links_v_version_version_updated_at_idx\` ON \`_service_links_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_service_links_v_version_version_created_at_idx\` ON \`_service_links_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_service_links_v_version_version__status_idx\` ON \`_service_links_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_service_links_v_created_at_idx\` ON \`_service_links_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_service_links_v_updated_at_idx\` ON \`_service_links_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_service_links_v_latest_idx\` ON \`_service_links_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_counsellors_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version__order\` text,
  	\`version_name\` text,
  	\`version_designation\` text,
  	\`version_tele\` text,
  	\`version_email\` text,
  	\`version_last_changed_by\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'published',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`counsellors\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_counsellors_v_parent_idx\` ON \`_counsellors_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_counsellors_v_version_version__order_idx\` ON \`_counsellors_v\` (\`version__order\`);`)
  await db.run(sql`CREATE INDEX \`_counsellors_v_version_version_updated_at_idx\` ON \`_counsellors_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_counsellors_v_version_version_created_at_idx\` ON \`_counsellors_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_counsellors_v_version_version__status_idx\` ON \`_counsellors_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_counsellors_v_created_at_idx\` ON \`_counsellors_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_counsellors_v_updated_at_idx\` ON \`_counsellors_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_counsellors_v_latest_idx\` ON \`_counsellors_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_research_items_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version__order\` text,
  	\`version_title\` text,
  	\`version_researcher_name\` text,
  	\`version_category\` text,
  	\`version_year\` numeric,
  	\`version_description\` text,
  	\`version_poster_id\` integer,
  	\`version_qr_link\` text,
  	\`version_last_changed_by\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'published',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`research_items\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_poster_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_research_items_v_parent_idx\` ON \`_research_items_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_research_items_v_version_version__order_idx\` ON \`_research_items_v\` (\`version__order\`);`)
  await db.run(sql`CREATE INDEX \`_research_items_v_version_version_category_idx\` ON \`_research_items_v\` (\`version_category\`);`)
  await db.run(sql`CREATE INDEX \`_research_items_v_version_version_year_idx\` ON \`_research_items_v\` (\`version_year\`);`)
  await db.run(sql`CREATE INDEX \`_research_items_v_version_version_poster_idx\` ON \`_research_items_v\` (\`version_poster_id\`);`)
  await db.run(sql`CREATE INDEX \`_research_items_v_version_version_updated_at_idx\` ON \`_research_items_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_research_items_v_version_version_created_at_idx\` ON \`_research_items_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_research_items_v_version_version__status_idx\` ON \`_research_items_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_research_items_v_created_at_idx\` ON \`_research_items_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_research_items_v_updated_at_idx\` ON \`_research_items_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_research_items_v_latest_idx\` ON \`_research_items_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_research_items_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`documents_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_research_items_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`documents_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_research_items_v_rels_order_idx\` ON \`_research_items_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_research_items_v_rels_parent_idx\` ON \`_research_items_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_research_items_v_rels_path_idx\` ON \`_research_items_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_research_items_v_rels_documents_id_idx\` ON \`_research_items_v_rels\` (\`documents_id\`);`)
  await db.run(sql`CREATE TABLE \`_publications_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_authors\` text,
  	\`version_publication_date\` text,
  	\`version_journal_name\` text,
  	\`version_abstract\` text,
  	\`version_file_id\` integer,
  	\`version_last_changed_by\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'published',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`publications\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_file_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_publications_v_parent_idx\` ON \`_publications_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_publications_v_version_version_file_idx\` ON \`_publications_v\` (\`version_file_id\`);`)
  await db.run(sql`CREATE INDEX \`_publications_v_version_version_updated_at_idx\` ON \`_publications_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_publications_v_version_version_created_at_idx\` ON \`_publications_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_publications_v_version_version__status_idx\` ON \`_publications_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_publications_v_created_at_idx\` ON \`_publications_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_publications_v_updated_at_idx\` ON \`_publications_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_publications_v_latest_idx\` ON \`_publications_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_internships_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version__order\` text,
  	\`version_title\` text,
  	\`version_organization\` text,
  	\`version_description\` text,
  	\`version_closing_date\` text,
  	\`version_url\` text,
  	\`version_last_changed_by\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'published',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`internships\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_internships_v_parent_idx\` ON \`_internships_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_internships_v_version_version__order_idx\` ON \`_internships_v\` (\`version__order\`);`)
  await db.run(sql`CREATE INDEX \`_internships_v_version_version_updated_at_idx\` ON \`_internships_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_internships_v_version_version_created_at_idx\` ON \`_internships_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_internships_v_version_version__status_idx\` ON \`_internships_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_internships_v_created_at_idx\` ON \`_internships_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_internships_v_updated_at_idx\` ON \`_internships_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_internships_v_latest_idx\` ON \`_internships_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_clubs_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version__order\` text,
  	\`version_club_name\` text,
  	\`version_description\` text,
  	\`version_last_changed_by\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'published',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`clubs\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_clubs_v_parent_idx\` ON \`_clubs_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_clubs_v_version_version__order_idx\` ON \`_clubs_v\` (\`version__order\`);`)
  await db.run(sql`CREATE INDEX \`_clubs_v_version_version_updated_at_idx\` ON \`_clubs_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_clubs_v_version_version_created_at_idx\` ON \`_clubs_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_clubs_v_version_version__status_idx\` ON \`_clubs_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_clubs_v_created_at_idx\` ON \`_clubs_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_clubs_v_updated_at_idx\` ON \`_clubs_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_clubs_v_latest_idx\` ON \`_clubs_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_clubs_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`media_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_clubs_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_clubs_v_rels_order_idx\` ON \`_clubs_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_clubs_v_rels_parent_idx\` ON \`_clubs_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_clubs_v_rels_path_idx\` ON \`_clubs_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_clubs_v_rels_media_id_idx\` ON \`_clubs_v_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`_student_events_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_date\` text,
  	\`version_location\` text,
  	\`version_description\` text,
  	\`version_last_changed_by\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'published',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`student_events\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_student_events_v_parent_idx\` ON \`_student_events_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_student_events_v_version_version_updated_at_idx\` ON \`_student_events_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_student_events_v_version_version_created_at_idx\` ON \`_student_events_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_student_events_v_version_version__status_idx\` ON \`_student_events_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_student_events_v_created_at_idx\` ON \`_student_events_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_student_events_v_updated_at_idx\` ON \`_student_events_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_student_events_v_latest_idx\` ON \`_student_events_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_student_events_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`media_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_student_events_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_student_events_v_rels_order_idx\` ON \`_student_events_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_student_events_v_rels_parent_idx\` ON \`_student_events_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_student_events_v_rels_path_idx\` ON \`_student_events_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_student_events_v_rels_media_id_idx\` ON \`_student_events_v_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`_sports_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version__order\` text,
  	\`version_sport_activity\` text,
  	\`version_description\` text,
  	\`version_last_changed_by\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'published',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`sports\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_sports_v_parent_idx\` ON \`_sports_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_sports_v_version_version__order_idx\` ON \`_sports_v\` (\`version__order\`);`)
  await db.run(sql`CREATE INDEX \`_sports_v_version_version_updated_at_idx\` ON \`_sports_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_sports_v_version_version_created_at_idx\` ON \`_sports_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_sports_v_version_version__status_idx\` ON \`_sports_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_sports_v_created_at_idx\` ON \`_sports_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_sports_v_updated_at_idx\` ON \`_sports_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_sports_v_latest_idx\` ON \`_sports_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_sports_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`media_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_sports_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_sports_v_rels_order_idx\` ON \`_sports_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_sports_v_rels_parent_idx\` ON \`_sports_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_sports_v_rels_path_idx\` ON \`_sports_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_sports_v_rels_media_id_idx\` ON \`_sports_v_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`_gallery_albums_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version__order\` text,
  	\`version_album_name\` text,
  	\`version_last_changed_by\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'published',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`gallery_albums\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_gallery_albums_v_parent_idx\` ON \`_gallery_albums_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_gallery_albums_v_version_version__order_idx\` ON \`_gallery_albums_v\` (\`version__order\`);`)
  await db.run(sql`CREATE INDEX \`_gallery_albums_v_version_version_updated_at_idx\` ON \`_gallery_albums_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_gallery_albums_v_version_version_created_at_idx\` ON \`_gallery_albums_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_gallery_albums_v_version_version__status_idx\` ON \`_gallery_albums_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_gallery_albums_v_created_at_idx\` ON \`_gallery_albums_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_gallery_albums_v_updated_at_idx\` ON \`_gallery_albums_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_gallery_albums_v_latest_idx\` ON \`_gallery_albums_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_gallery_albums_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`media_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_gallery_albums_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_gallery_albums_v_rels_order_idx\` ON \`_gallery_albums_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_gallery_albums_v_rels_parent_idx\` ON \`_gallery_albums_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_gallery_albums_v_rels_path_idx\` ON \`_gallery_albums_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_gallery_albums_v_rels_media_id_idx\` ON \`_gallery_albums_v_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`_video_albums_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version__order\` text,
  	\`version_album_name\` text,
  	\`version_last_changed_by\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'published',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`video_albums\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_video_albums_v_parent_idx\` ON \`_video_albums_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_video_albums_v_version_version__order_idx\` ON \`_video_albums_v\` (\`version__order\`);`)
  await db.run(sql`CREATE INDEX \`_video_albums_v_version_version_updated_at_idx\` ON \`_video_albums_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_video_albums_v_version_version_created_at_idx\` ON \`_video_albums_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_video_albums_v_version_version__status_idx\` ON \`_video_albums_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_video_albums_v_created_at_idx\` ON \`_video_albums_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_video_albums_v_updated_at_idx\` ON \`_video_albums_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_video_albums_v_latest_idx\` ON \`_video_albums_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_video_albums_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`videos_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_video_albums_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`videos_id\`) REFERENCES \`videos\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_video_albums_v_rels_order_idx\` ON \`_video_albums_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_video_albums_v_rels_parent_idx\` ON \`_video_albums_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_video_albums_v_rels_path_idx\` ON \`_video_albums_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_video_albums_v_rels_videos_id_idx\` ON \`_video_albums_v_rels\` (\`videos_id\`);`)
  await db.run(sql`CREATE TABLE \`_news_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_date\` text,
  	\`version_description\` text,
  	\`version_last_changed_by\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'published',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_news_v_parent_idx\` ON \`_news_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_updated_at_idx\` ON \`_news_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_created_at_idx\` ON \`_news_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version__status_idx\` ON \`_news_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_created_at_idx\` ON \`_news_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_updated_at_idx\` ON \`_news_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_latest_idx\` ON \`_news_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_news_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`media_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_news_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_news_v_rels_order_idx\` ON \`_news_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_rels_parent_idx\` ON \`_news_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_rels_path_idx\` ON \`_news_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_rels_media_id_idx\` ON \`_news_v_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`_alumni_news_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_date\` text,
  	\`version_description\` text,
  	\`version_expanded_content\` text,
  	\`version_last_changed_by\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'published',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`alumni_news\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_alumni_news_v_parent_idx\` ON \`_alumni_news_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_alumni_news_v_version_version_updated_at_idx\` ON \`_alumni_news_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_alumni_news_v_version_version_created_at_idx\` ON \`_alumni_news_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_alumni_news_v_version_version__status_idx\` ON \`_alumni_news_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_alumni_news_v_created_at_idx\` ON \`_alumni_news_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_alumni_news_v_updated_at_idx\` ON \`_alumni_news_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_alumni_news_v_latest_idx\` ON \`_alumni_news_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_alumni_news_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`media_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_alumni_news_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_alumni_news_v_rels_order_idx\` ON \`_alumni_news_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_alumni_news_v_rels_parent_idx\` ON \`_alumni_news_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_alumni_news_v_rels_path_idx\` ON \`_alumni_news_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_alumni_news_v_rels_media_id_idx\` ON \`_alumni_news_v_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`_alumni_albums_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version__order\` text,
  	\`version_album_name\` text,
  	\`version_last_changed_by\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'published',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`alumni_albums\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_alumni_albums_v_parent_idx\` ON \`_alumni_albums_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_alumni_albums_v_version_version__order_idx\` ON \`_alumni_albums_v\` (\`version__order\`);`)
  await db.run(sql`CREATE INDEX \`_alumni_albums_v_version_version_updated_at_idx\` ON \`_alumni_albums_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_alumni_albums_v_version_version_created_at_idx\` ON \`_alumni_albums_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_alumni_albums_v_version_version__status_idx\` ON \`_alumni_albums_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_alumni_albums_v_created_at_idx\` ON \`_alumni_albums_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_alumni_albums_v_updated_at_idx\` ON \`_alumni_albums_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_alumni_albums_v_latest_idx\` ON \`_alumni_albums_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_alumni_albums_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`media_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_alumni_albums_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_alumni_albums_v_rels_order_idx\` ON \`_alumni_albums_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_alumni_albums_v_rels_parent_idx\` ON \`_alumni_albums_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_alumni_albums_v_rels_path_idx\` ON \`_alumni_albums_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_alumni_albums_v_rels_media_id_idx\` ON \`_alumni_albums_v_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`_degree_program_names_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version__order\` text,
  	\`version_program_name\` text,
  	\`version_last_changed_by\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'published',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`degree_program_names\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_degree_program_names_v_parent_idx\` ON \`_degree_program_names_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_degree_program_names_v_version_version__order_idx\` ON \`_degree_program_names_v\` (\`version__order\`);`)
  await db.run(sql`CREATE INDEX \`_degree_program_names_v_version_version_program_name_idx\` ON \`_degree_program_names_v\` (\`version_program_name\`);`)
  await db.run(sql`CREATE INDEX \`_degree_program_names_v_version_version_updated_at_idx\` ON \`_degree_program_names_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_degree_program_names_v_version_version_created_at_idx\` ON \`_degree_program_names_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_degree_program_names_v_version_version__status_idx\` ON \`_degree_program_names_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_degree_program_names_v_created_at_idx\` ON \`_degree_program_names_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_degree_program_names_v_updated_at_idx\` ON \`_degree_program_names_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_degree_program_names_v_latest_idx\` ON \`_degree_program_names_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_alumni_intakes_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version__order\` text,
  	\`version_alumni_intake\` text,
  	\`version_degree_id\` integer,
  	\`version_last_changed_by\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'published',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`alumni_intakes\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_degree_id\`) REFERENCES \`degree_program_names\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_alumni_intakes_v_parent_idx\` ON \`_alumni_intakes_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_alumni_intakes_v_version_version__order_idx\` ON \`_alumni_intakes_v\` (\`version__order\`);`)
  await db.run(sql`CREATE INDEX \`_alumni_intakes_v_version_version_degree_idx\` ON \`_alumni_intakes_v\` (\`version_degree_id\`);`)
  await db.run(sql`CREATE INDEX \`_alumni_intakes_v_version_version_updated_at_idx\` ON \`_alumni_intakes_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_alumni_intakes_v_version_version_created_at_idx\` ON \`_alumni_intakes_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_alumni_intakes_v_version_version__status_idx\` ON \`_alumni_intakes_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_alumni_intakes_v_created_at_idx\` ON \`_alumni_intakes_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_alumni_intakes_v_updated_at_idx\` ON \`_alumni_intakes_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_alumni_intakes_v_latest_idx\` ON \`_alumni_intakes_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_flyers_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version__order\` text,
  	\`version_title\` text,
  	\`version_image_id\` integer,
  	\`version_last_changed_by\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'published',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`flyers\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_flyers_v_parent_idx\` ON \`_flyers_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_flyers_v_version_version__order_idx\` ON \`_flyers_v\` (\`version__order\`);`)
  await db.run(sql`CREATE INDEX \`_flyers_v_version_version_image_idx\` ON \`_flyers_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_flyers_v_version_version_updated_at_idx\` ON \`_flyers_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_flyers_v_version_version_created_at_idx\` ON \`_flyers_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_flyers_v_version_version__status_idx\` ON \`_flyers_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_flyers_v_created_at_idx\` ON \`_flyers_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_flyers_v_updated_at_idx\` ON \`_flyers_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_flyers_v_latest_idx\` ON \`_flyers_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_jobs_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version__order\` text,
  	\`version_job_title\` text,
  	\`version_platform_name\` text,
  	\`version_url\` text,
  	\`version_last_changed_by\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'published',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`jobs\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_jobs_v_parent_idx\` ON \`_jobs_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_jobs_v_version_version__order_idx\` ON \`_jobs_v\` (\`version__order\`);`)
  await db.run(sql`CREATE INDEX \`_jobs_v_version_version_updated_at_idx\` ON \`_jobs_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_jobs_v_version_version_created_at_idx\` ON \`_jobs_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_jobs_v_version_version__status_idx\` ON \`_jobs_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_jobs_v_created_at_idx\` ON \`_jobs_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_jobs_v_updated_at_idx\` ON \`_jobs_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_jobs_v_latest_idx\` ON \`_jobs_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_training_partners_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version__order\` text,
  	\`version_partner_name\` text,
  	\`version_logo_id\` integer,
  	\`version_url\` text,
  	\`version_last_changed_by\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'published',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`training_partners\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_training_partners_v_parent_idx\` ON \`_training_partners_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_training_partners_v_version_version__order_idx\` ON \`_training_partners_v\` (\`version__order\`);`)
  await db.run(sql`CREATE INDEX \`_training_partners_v_version_version_logo_idx\` ON \`_training_partners_v\` (\`version_logo_id\`);`)
  await db.run(sql`CREATE INDEX \`_training_partners_v_version_version_updated_at_idx\` ON \`_training_partners_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_training_partners_v_version_version_created_at_idx\` ON \`_training_partners_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_training_partners_v_version_version__status_idx\` ON \`_training_partners_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_training_partners_v_created_at_idx\` ON \`_training_partners_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_training_partners_v_updated_at_idx\` ON \`_training_partners_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_training_partners_v_latest_idx\` ON \`_training_partners_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_training_documents_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version__order\` text,
  	\`version_title\` text,
  	\`version_file_id\` integer,
  	\`version_last_changed_by\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'published',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`training_documents\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_file_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_training_documents_v_parent_idx\` ON \`_training_documents_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_training_documents_v_version_version__order_idx\` ON \`_training_documents_v\` (\`version__order\`);`)
  await db.run(sql`CREATE INDEX \`_training_documents_v_version_version_file_idx\` ON \`_training_documents_v\` (\`version_file_id\`);`)
  await db.run(sql`CREATE INDEX \`_training_documents_v_version_version_updated_at_idx\` ON \`_training_documents_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_training_documents_v_version_version_created_at_idx\` ON \`_training_documents_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_training_documents_v_version_version__status_idx\` ON \`_training_documents_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_training_documents_v_created_at_idx\` ON \`_training_documents_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_training_documents_v_updated_at_idx\` ON \`_training_documents_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_training_documents_v_latest_idx\` ON \`_training_documents_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_welcome_section_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_welcome_message\` text,
  	\`version_graduates\` numeric DEFAULT 0,
  	\`version_faculty_members\` numeric DEFAULT 0,
  	\`version_employability_rate\` numeric DEFAULT 0,
  	\`version_years_of_excellence\` numeric DEFAULT 0,
  	\`version_last_changed_by\` text,
  	\`version__status\` text DEFAULT 'published',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer
  );
  `)
  await db.run(sql`CREATE INDEX \`_welcome_section_v_version_version__status_idx\` ON \`_welcome_section_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_welcome_section_v_created_at_idx\` ON \`_welcome_section_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_welcome_section_v_updated_at_idx\` ON \`_welcome_section_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_welcome_section_v_latest_idx\` ON \`_welcome_section_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_popup_image_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_enabled\` integer DEFAULT true,
  	\`version_image_id\` integer,
  	\`version_last_changed_by\` text,
  	\`version__status\` text DEFAULT 'published',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_popup_image_v_version_version_image_idx\` ON \`_popup_image_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_popup_image_v_version_version__status_idx\` ON \`_popup_image_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_popup_image_v_created_at_idx\` ON \`_popup_image_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_popup_image_v_updated_at_idx\` ON \`_popup_image_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_popup_image_v_latest_idx\` ON \`_popup_image_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_vision_mission_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_vision\` text,
  	\`version_mission\` text,
  	\`version_last_changed_by\` text,
  	\`version__status\` text DEFAULT 'published',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer
  );
  `)
  await db.run(sql`CREATE INDEX \`_vision_mission_v_version_version__status_idx\` ON \`_vision_mission_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_vision_mission_v_created_at_idx\` ON \`_vision_mission_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_vision_mission_v_updated_at_idx\` ON \`_vision_mission_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_vision_mission_v_latest_idx\` ON \`_vision_mission_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_cqa_description_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_cqa_description\` text,
  	\`version_last_changed_by\` text,
  	\`version__status\` text DEFAULT 'published',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer
  );
  `)
  await db.run(sql`CREATE INDEX \`_cqa_description_v_version_version__status_idx\` ON \`_cqa_description_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_cqa_description_v_created_at_idx\` ON \`_cqa_description_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_cqa_description_v_updated_at_idx\` ON \`_cqa_description_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_cqa_description_v_latest_idx\` ON \`_cqa_description_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_alumni_overview_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_vision\` text,
  	\`version_mission\` text,
  	\`version_goals\` text,
  	\`version_last_changed_by\` text,
  	\`version__status\` text DEFAULT 'published',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer
  );
  `)
  await db.run(sql`CREATE INDEX \`_alumni_overview_v_version_version__status_idx\` ON \`_alumni_overview_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_alumni_overview_v_created_at_idx\` ON \`_alumni_overview_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_alumni_overview_v_updated_at_idx\` ON \`_alumni_overview_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_alumni_overview_v_latest_idx\` ON \`_alumni_overview_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_career_header_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_title\` text,
  	\`version_subtitle\` text,
  	\`version_image_id\` integer,
  	\`version_last_changed_by\` text,
  	\`version__status\` text DEFAULT 'published',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_career_header_v_version_version_image_idx\` ON \`_career_header_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_career_header_v_version_version__status_idx\` ON \`_career_header_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_career_header_v_created_at_idx\` ON \`_career_header_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_career_header_v_updated_at_idx\` ON \`_career_header_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_career_header_v_latest_idx\` ON \`_career_header_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_contact_info_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_address\` text,
  	\`version_phone_no\` text,
  	\`version_email_address\` text,
  	\`version_map_embed_url\` text,
  	\`version_last_changed_by\` text,
  	\`version__status\` text DEFAULT 'published',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer
  );
  `)
  await db.run(sql`CREATE INDEX \`_contact_info_v_version_version__status_idx\` ON \`_contact_info_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_contact_info_v_created_at_idx\` ON \`_contact_info_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_contact_info_v_updated_at_idx\` ON \`_contact_info_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_contact_info_v_latest_idx\` ON \`_contact_info_v\` (\`latest\`);`)
  await db.run(sql`ALTER TABLE \`slider_images\` ADD \`last_changed_by\` text;`)
  await db.run(sql`ALTER TABLE \`slider_images\` ADD \`_status\` text DEFAULT 'published';`)
  await db.run(sql`CREATE INDEX \`slider_images__status_idx\` ON \`slider_images\` (\`_status\`);`)
  await db.run(sql`ALTER TABLE \`partners\` ADD \`last_changed_by\` text;`)
  await db.run(sql`ALTER TABLE \`partners\` ADD \`_status\` text DEFAULT 'published';`)
  await db.run(sql`CREATE INDEX \`partners__status_idx\` ON \`partners\` (\`_status\`);`)
  await db.run(sql`ALTER TABLE \`home_albums\` ADD \`last_changed_by\` text;`)
  await db.run(sql`ALTER TABLE \`home_albums\` ADD \`_status\` text DEFAULT 'published';`)
  await db.run(sql`CREATE INDEX \`home_albums__status_idx\` ON \`home_albums\` (\`_status\`);`)
  await db.run(sql`ALTER TABLE \`leadership_messages\` ADD \`last_changed_by\` text;`)
  await db.run(sql`ALTER TABLE \`leadership_messages\` ADD \`_status\` text DEFAULT 'published';`)
  await db.run(sql`CREATE INDEX \`leadership_messages__status_idx\` ON \`leadership_messages\` (\`_status\`);`)
  await db.run(sql`ALTER TABLE \`council_members\` ADD \`last_changed_by\` text;`)
  await db.run(sql`ALTER TABLE \`council_members\` ADD \`_status\` text DEFAULT 'published';`)
  await db.run(sql`CREATE INDEX \`council_members__status_idx\` ON \`council_members\` (\`_status\`);`)
  await db.run(sql`ALTER TABLE \`management_members\` ADD \`last_changed_by\` text;`)
  await db.run(sql`ALTER TABLE \`management_members\` ADD \`_status\` text DEFAULT 'published';`)
  await db.run(sql`CREATE INDEX \`management_members__status_idx\` ON \`management_members\` (\`_status\`);`)
  await db.run(sql`ALTER TABLE \`studies_members\` ADD \`last_changed_by\` text;`)
  await db.run(sql`ALTER TABLE \`studies_members\` ADD \`_status\` text DEFAULT 'published';`)
  await db.run(sql`CREATE INDEX \`studies_members__status_idx\` ON \`studies_members\` (\`_status\`);`)
  await db.run(sql`ALTER TABLE \`departments\` ADD \`last_changed_by\` text;`)
  await db.run(sql`ALTER TABLE \`departments\` ADD \`_status\` text DEFAULT 'published';`)
  await db.run(sql`CREATE INDEX \`departments__status_idx\` ON \`departments\` (\`_status\`);`)
  await db.run(sql`ALTER TABLE \`_departments_v\` ADD \`version_last_changed_by\` text;`)
  await db.run(sql`ALTER TABLE \`_departments_v\` ADD \`version__status\` text DEFAULT 'published';`)
  await db.run(sql`ALTER TABLE \`_departments_v\` ADD \`latest\` integer;`)
  await db.run(sql`CREATE INDEX \`_departments_v_version_version__status_idx\` ON \`_departments_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_departments_v_latest_idx\` ON \`_departments_v\` (\`latest\`);`)
  await db.run(sql`ALTER TABLE \`degrees\` ADD \`last_changed_by\` text;`)
  await db.run(sql`ALTER TABLE \`degrees\` ADD \`_status\` text DEFAULT 'published';`)
  await db.run(sql`CREATE INDEX \`degrees__status_idx\` ON \`degrees\` (\`_status\`);`)
  await db.run(sql`ALTER TABLE \`_degrees_v\` ADD \`version_last_changed_by\` text;`)
  await db.run(sql`ALTER TABLE \`_degrees_v\` ADD \`version__status\` text DEFAULT 'published';`)
  await db.run(sql`ALTER TABLE \`_degrees_v\` ADD \`latest\` integer;`)
  await db.run(sql`CREATE INDEX \`_degrees_v_version_version__status_idx\` ON \`_degrees_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_degrees_v_latest_idx\` ON \`_degrees_v\` (\`latest\`);`)
  await db.run(sql`ALTER TABLE \`programmes\` ADD \`last_changed_by\` text;`)
  await db.run(sql`ALTER TABLE \`programmes\` ADD \`_status\` text DEFAULT 'published';`)
  await db.run(sql`CREATE INDEX \`programmes__status_idx\` ON \`programmes\` (\`_status\`);`)
  await db.run(sql`ALTER TABLE \`_programmes_v\` ADD \`version_last_changed_by\` text;`)
  await db.run(sql`ALTER TABLE \`_programmes_v\` ADD \`version__status\` text DEFAULT 'published';`)
  await db.run(sql`ALTER TABLE \`_programmes_v\` ADD \`latest\` integer;`)
  await db.run(sql`CREATE INDEX \`_programmes_v_version_version__status_idx\` ON \`_programmes_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_programmes_v_latest_idx\` ON \`_programmes_v\` (\`latest\`);`)
  await db.run(sql`ALTER TABLE \`loan_schemes\` ADD \`last_changed_by\` text;`)
  await db.run(sql`ALTER TABLE \`loan_schemes\` ADD \`_status\` text DEFAULT 'published';`)
  await db.run(sql`CREATE INDEX \`loan_schemes__status_idx\` ON \`loan_schemes\` (\`_status\`);`)
  await db.run(sql`ALTER TABLE \`_loan_schemes_v\` ADD \`version_last_changed_by\` text;`)
  await db.run(sql`ALTER TABLE \`_loan_schemes_v\` ADD \`version__status\` text DEFAULT 'published';`)
  await db.run(sql`ALTER TABLE \`_loan_schemes_v\` ADD \`latest\` integer;`)
  await db.run(sql`CREATE INDEX \`_loan_schemes_v_version_version__status_idx\` ON \`_loan_schemes_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_loan_schemes_v_latest_idx\` ON \`_loan_schemes_v\` (\`latest\`);`)
  await db.run(sql`ALTER TABLE \`career_guidance\` ADD \`last_changed_by\` text;`)
  await db.run(sql`ALTER TABLE \`career_guidance\` ADD \`_status\` text DEFAULT 'published';`)
  await db.run(sql`CREATE INDEX \`career_guidance__status_idx\` ON \`career_guidance\` (\`_status\`);`)
  await db.run(sql`ALTER TABLE \`cqa_items\` ADD \`last_changed_by\` text;`)
  await db.run(sql`ALTER TABLE \`cqa_items\` ADD \`_status\` text DEFAULT 'published';`)
  await db.run(sql`CREATE INDEX \`cqa_items__status_idx\` ON \`cqa_items\` (\`_status\`);`)
  await db.run(sql`ALTER TABLE \`_cqa_items_v\` ADD \`version_last_changed_by\` text;`)
  await db.run(sql`ALTER TABLE \`_cqa_items_v\` ADD \`version__status\` text DEFAULT 'published';`)
  await db.run(sql`ALTER TABLE \`_cqa_items_v\` ADD \`latest\` integer;`)
  await db.run(sql`CREATE INDEX \`_cqa_items_v_version_version__status_idx\` ON \`_cqa_items_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_cqa_items_v_latest_idx\` ON \`_cqa_items_v\` (\`latest\`);`)
  await db.run(sql`ALTER TABLE \`service_links\` ADD \`last_changed_by\` text;`)
  await db.run(sql`ALTER TABLE \`service_links\` ADD \`_status\` text DEFAULT 'published';`)
  await db.run(sql`CREATE INDEX \`service_links__status_idx\` ON \`service_links\` (\`_status\`);`)
  await db.run(sql`ALTER TABLE \`counsellors\` ADD \`last_changed_by\` text;`)
  await db.run(sql`ALTER TABLE \`counsellors\` ADD \`_status\` text DEFAULT 'published';`)
  await db.run(sql`CREATE INDEX \`counsellors__status_idx\` ON \`counsellors\` (\`_status\`);`)
  await db.run(sql`ALTER TABLE \`research_items\` ADD \`last_changed_by\` text;`)
  await db.run(sql`ALTER TABLE \`research_items\` ADD \`_status\` text DEFAULT 'published';`)
  await db.run(sql`CREATE INDEX \`research_items__status_idx\` ON \`research_items\` (\`_status\`);`)
  await db.run(sql`ALTER TABLE \`publications\` ADD \`last_changed_by\` text;`)
  await db.run(sql`ALTER TABLE \`publications\` ADD \`_status\` text DEFAULT 'published';`)
  await db.run(sql`CREATE INDEX \`publications__status_idx\` ON \`publications\` (\`_status\`);`)
  await db.run(sql`ALTER TABLE \`internships\` ADD \`last_changed_by\` text;`)
  await db.run(sql`ALTER TABLE \`internships\` ADD \`_status\` text DEFAULT 'published';`)
  await db.run(sql`CREATE INDEX \`internships__status_idx\` ON \`internships\` (\`_status\`);`)
  await db.run(sql`ALTER TABLE \`clubs\` ADD \`last_changed_by\` text;`)
  await db.run(sql`ALTER TABLE \`clubs\` ADD \`_status\` text DEFAULT 'published';`)
  await db.run(sql`CREATE INDEX \`clubs__status_idx\` ON \`clubs\` (\`_status\`);`)
  await db.run(sql`ALTER TABLE \`student_events\` ADD \`last_changed_by\` text;`)
  await db.run(sql`ALTER TABLE \`student_events\` ADD \`_status\` text DEFAULT 'published';`)
  await db.run(sql`CREATE INDEX \`student_events__status_idx\` ON \`student_events\` (\`_status\`);`)
  await db.run(sql`ALTER TABLE \`sports\` ADD \`last_changed_by\` text;`)
  await db.run(sql`ALTER TABLE \`sports\` ADD \`_status\` text DEFAULT 'published';`)
  await db.run(sql`CREATE INDEX \`sports__status_idx\` ON \`sports\` (\`_status\`);`)
  await db.run(sql`ALTER TABLE \`gallery_albums\` ADD \`last_changed_by\` text;`)
  await db.run(sql`ALTER TABLE \`gallery_albums\` ADD \`_status\` text DEFAULT 'published';`)
  await db.run(sql`CREATE INDEX \`gallery_albums__status_idx\` ON \`gallery_albums\` (\`_status\`);`)
  await db.run(sql`ALTER TABLE \`video_albums\` ADD \`last_changed_by\` text;`)
  await db.run(sql`ALTER TABLE \`video_albums\` ADD \`_status\` text DEFAULT 'published';`)
  await db.run(sql`CREATE INDEX \`video_albums__status_idx\` ON \`video_albums\` (\`_status\`);`)
  await db.run(sql`ALTER TABLE \`news\` ADD \`last_changed_by\` text;`)
  await db.run(sql`ALTER TABLE \`news\` ADD \`_status\` text DEFAULT 'published';`)
  await db.run(sql`CREATE INDEX \`news__status_idx\` ON \`news\` (\`_status\`);`)
  await db.run(sql`ALTER TABLE \`alumni_news\` ADD \`last_changed_by\` text;`)
  await db.run(sql`ALTER TABLE \`alumni_news\` ADD \`_status\` text DEFAULT 'published';`)
  await db.run(sql`CREATE INDEX \`alumni_news__status_idx\` ON \`alumni_news\` (\`_status\`);`)
  await db.run(sql`ALTER TABLE \`alumni_albums\` ADD \`last_changed_by\` text;`)
  await db.run(sql`ALTER TABLE \`alumni_albums\` ADD \`_status\` text DEFAULT 'published';`)
  await db.run(sql`CREATE INDEX \`alumni_albums__status_idx\` ON \`alumni_albums\` (\`_status\`);`)
  await db.run(sql`ALTER TABLE \`degree_program_names\` ADD \`last_changed_by\` text;`)
  await db.run(sql`ALTER TABLE \`degree_program_names\` ADD \`_status\` text DEFAULT 'published';`)
  await db.run(sql`CREATE INDEX \`degree_program_names__status_idx\` ON \`degree_program_names\` (\`_status\`);`)
  await db.run(sql`ALTER TABLE \`alumni_intakes\` ADD \`last_changed_by\` text;`)
  await db.run(sql`ALTER TABLE \`alumni_intakes\` ADD \`_status\` text DEFAULT 'published';`)
  await db.run(sql`CREATE INDEX \`alumni_intakes__status_idx\` ON \`alumni_intakes\` (\`_status\`);`)
  await db.run(sql`ALTER TABLE \`flyers\` ADD \`last_changed_by\` text;`)
  await db.run(sql`ALTER TABLE \`flyers\` ADD \`_status\` text DEFAULT 'published';`)
  await db.run(sql`CREATE INDEX \`flyers__status_idx\` ON \`flyers\` (\`_status\`);`)
  await db.run(sql`ALTER TABLE \`jobs\` ADD \`last_changed_by\` text;`)
  await db.run(sql`ALTER TABLE \`jobs\` ADD \`_status\` text DEFAULT 'published';`)
  await db.run(sql`CREATE INDEX \`jobs__status_idx\` ON \`jobs\` (\`_status\`);`)
  await db.run(sql`ALTER TABLE \`training_partners\` ADD \`last_changed_by\` text;`)
  await db.run(sql`ALTER TABLE \`training_partners\` ADD \`_status\` text DEFAULT 'published';`)
  await db.run(sql`CREATE INDEX \`training_partners__status_idx\` ON \`training_partners\` (\`_status\`);`)
  await db.run(sql`ALTER TABLE \`training_documents\` ADD \`last_changed_by\` text;`)
  await db.run(sql`ALTER TABLE \`training_documents\` ADD \`_status\` text DEFAULT 'published';`)
  await db.run(sql`CREATE INDEX \`training_documents__status_idx\` ON \`training_documents\` (\`_status\`);`)
  await db.run(sql`ALTER TABLE \`vision_mission\` ADD \`last_changed_by\` text;`)
  await db.run(sql`ALTER TABLE \`vision_mission\` ADD \`_status\` text DEFAULT 'published';`)
  await db.run(sql`CREATE INDEX \`vision_mission__status_idx\` ON \`vision_mission\` (\`_status\`);`)
  await db.run(sql`ALTER TABLE \`contact_info\` ADD \`last_changed_by\` text;`)
  await db.run(sql`ALTER TABLE \`contact_info\` ADD \`_status\` text DEFAULT 'published';`)
  await db.run(sql`CREATE INDEX \`contact_info__status_idx\` ON \`contact_info\` (\`_status\`);`)
  await db.run(sql`ALTER TABLE \`welcome_section\` ADD \`last_changed_by\` text;`)
  await db.run(sql`ALTER TABLE \`welcome_section\` ADD \`_status\` text DEFAULT 'published';`)
  await db.run(sql`CREATE INDEX \`welcome_section__status_idx\` ON \`welcome_section\` (\`_status\`);`)
  await db.run(sql`ALTER TABLE \`popup_image\` ADD \`last_changed_by\` text;`)
  await db.run(sql`ALTER TABLE \`popup_image\` ADD \`_status\` text DEFAULT 'published';`)
  await db.run(sql`CREATE INDEX \`popup_image__status_idx\` ON \`popup_image\` (\`_status\`);`)
  await db.run(sql`ALTER TABLE \`history\` ADD \`last_changed_by\` text;`)
  await db.run(sql`ALTER TABLE \`history\` ADD \`_status\` text DEFAULT 'published';`)
  await db.run(sql`CREATE INDEX \`history__status_idx\` ON \`history\` (\`_status\`);`)
  await db.run(sql`ALTER TABLE \`_history_v\` ADD \`version_last_changed_by\` text;`)
  await db.run(sql`ALTER TABLE \`_history_v\` ADD \`version__status\` text DEFAULT 'published';`)
  await db.run(sql`ALTER TABLE \`_history_v\` ADD \`latest\` integer;`)
  await db.run(sql`CREATE INDEX \`_history_v_version_version__status_idx\` ON \`_history_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_history_v_latest_idx\` ON \`_history_v\` (\`latest\`);`)
  await db.run(sql`ALTER TABLE \`cqa_description\` ADD \`last_changed_by\` text;`)
  await db.run(sql`ALTER TABLE \`cqa_description\` ADD \`_status\` text DEFAULT 'published';`)
  await db.run(sql`CREATE INDEX \`cqa_description__status_idx\` ON \`cqa_description\` (\`_status\`);`)
  await db.run(sql`ALTER TABLE \`alumni_overview\` ADD \`last_changed_by\` text;`)
  await db.run(sql`ALTER TABLE \`alumni_overview\` ADD \`_status\` text DEFAULT 'published';`)
  await db.run(sql`CREATE INDEX \`alumni_overview__status_idx\` ON \`alumni_overview\` (\`_status\`);`)
  await db.run(sql`ALTER TABLE \`career_header\` ADD \`last_changed_by\` text;`)
  await db.run(sql`ALTER TABLE \`career_header\` ADD \`_status\` text DEFAULT 'published';`)
  await db.run(sql`CREATE INDEX \`career_header__status_idx\` ON \`career_header\` (\`_status\`);`)
  // The records that existed before drafts get their published self as a first version.
  await createFirstVersions(payload, req)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`_slider_images_v\`;`)
  await db.run(sql`DROP TABLE \`_partners_v\`;`)
  await db.run(sql`DROP TABLE \`_home_albums_v\`;`)
  await db.run(sql`DROP TABLE \`_home_albums_v_rels\`;`)
  await db.run(sql`DROP TABLE \`_leadership_messages_v\`;`)
  await db.run(sql`DROP TABLE \`_council_members_v\`;`)
  await db.run(sql`DROP TABLE \`_management_members_v\`;`)
  await db.run(sql`DROP TABLE \`_studies_members_v\`;`)
  await db.run(sql`DROP TABLE \`_career_guidance_v\`;`)
  await db.run(sql`DROP TABLE \`_service_links_v\`;`)
  await db.run(sql`DROP TABLE \`_counsellors_v\`;`)
  await db.run(sql`DROP TABLE \`_research_items_v\`;`)
  await db.run(sql`DROP TABLE \`_research_items_v_rels\`;`)
  await db.run(sql`DROP TABLE \`_publications_v\`;`)
  await db.run(sql`DROP TABLE \`_internships_v\`;`)
  await db.run(sql`DROP TABLE \`_clubs_v\`;`)
  await db.run(sql`DROP TABLE \`_clubs_v_rels\`;`)
  await db.run(sql`DROP TABLE \`_student_events_v\`;`)
  await db.run(sql`DROP TABLE \`_student_events_v_rels\`;`)
  await db.run(sql`DROP TABLE \`_sports_v\`;`)
  await db.run(sql`DROP TABLE \`_sports_v_rels\`;`)
  await db.run(sql`DROP TABLE \`_gallery_albums_v\`;`)
  await db.run(sql`DROP TABLE \`_gallery_albums_v_rels\`;`)
  await db.run(sql`DROP TABLE \`_video_albums_v\`;`)
  await db.run(sql`DROP TABLE \`_video_albums_v_rels\`;`)
  await db.run(sql`DROP TABLE \`_news_v\`;`)
  await db.run(sql`DROP TABLE \`_news_v_rels\`;`)
  await db.run(sql`DROP TABLE \`_alumni_news_v\`;`)
  await db.run(sql`DROP TABLE \`_alumni_news_v_rels\`;`)
  await db.run(sql`DROP TABLE \`_alumni_albums_v\`;`)
  await db.run(sql`DROP TABLE \`_alumni_albums_v_rels\`;`)
  await db.run(sql`DROP TABLE \`_degree_program_names_v\`;`)
  await db.run(sql`DROP TABLE \`_alumni_intakes_v\`;`)
  await db.run(sql`DROP TABLE \`_flyers_v\`;`)
  await db.run(sql`DROP TABLE \`_jobs_v\`;`)
  await db.run(sql`DROP TABLE \`_training_partners_v\`;`)
  await db.run(sql`DROP TABLE \`_training_documents_v\`;`)
  await db.run(sql`DROP TABLE \`_welcome_section_v\`;`)
  await db.run(sql`DROP TABLE \`_popup_image_v\`;`)
  await db.run(sql`DROP TABLE \`_vision_mission_v\`;`)
  await db.run(sql`DROP TABLE \`_cqa_description_v\`;`)
  await db.run(sql`DROP TABLE \`_alumni_overview_v\`;`)
  await db.run(sql`DROP TABLE \`_career_header_v\`;`)
  await db.run(sql`DROP TABLE \`_contact_info_v\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_slider_images\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_order\` text,
  	\`image_id\` integer NOT NULL,
  	\`caption\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_slider_images\`("id", "_order", "image_id", "caption", "updated_at", "created_at") SELECT "id", "_order", "image_id", "caption", "updated_at", "created_at" FROM \`slider_images\`;`)
  await db.run(sql`DROP TABLE \`slider_images\`;`)
  await db.run(sql`ALTER TABLE \`__new_slider_images\` RENAME TO \`slider_images\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`slider_images__order_idx\` ON \`slider_images\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`slider_images_image_idx\` ON \`slider_images\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`slider_images_updated_at_idx\` ON \`slider_images\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`slider_images_created_at_idx\` ON \`slider_images\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_partners\` (
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
  await db.run(sql`INSERT INTO \`__new_partners\`("id", "_order", "partner_name", "logo_id", "url", "updated_at", "created_at") SELECT "id", "_order", "partner_name", "logo_id", "url", "updated_at", "created_at" FROM \`partners\`;`)
  await db.run(sql`DROP TABLE \`partners\`;`)
  await db.run(sql`ALTER TABLE \`__new_partners\` RENAME TO \`partners\`;`)
  await db.run(sql`CREATE INDEX \`partners__order_idx\` ON \`partners\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`partners_logo_idx\` ON \`partners\` (\`logo_id\`);`)
  await db.run(sql`CREATE INDEX \`partners_updated_at_idx\` ON \`partners\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`partners_created_at_idx\` ON \`partners\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_home_albums\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_order\` text,
  	\`album_name\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_albums\`("id", "_order", "album_name", "updated_at", "created_at") SELECT "id", "_order", "album_name", "updated_at", "created_at" FROM \`home_albums\`;`)
  await db.run(sql`DROP TABLE \`home_albums\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_albums\` RENAME TO \`home_albums\`;`)
  await db.run(sql`CREATE INDEX \`home_albums__order_idx\` ON \`home_albums\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_albums_updated_at_idx\` ON \`home_albums\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`home_albums_created_at_idx\` ON \`home_albums\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_leadership_messages\` (
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
  await db.run(sql`INSERT INTO \`__new_leadership_messages\`("id", "_order", "message_type", "name", "designation", "message", "image_id", "updated_at", "created_at") SELECT "id", "_order", "message_type", "name", "designation", "message", "image_id", "updated_at", "created_at" FROM \`leadership_messages\`;`)
  await db.run(sql`DROP TABLE \`leadership_messages\`;`)
  await db.run(sql`ALTER TABLE \`__new_leadership_messages\` RENAME TO \`leadership_messages\`;`)
  await db.run(sql`CREATE INDEX \`leadership_messages__order_idx\` ON \`leadership_messages\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`leadership_messages_image_idx\` ON \`leadership_messages\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`leadership_messages_updated_at_idx\` ON \`leadership_messages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`leadership_messages_created_at_idx\` ON \`leadership_messages\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_council_members\` (
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
  await db.run(sql`INSERT INTO \`__new_council_members\`("id", "_order", "name", "designation", "biography", "image_id", "updated_at", "created_at") SELECT "id", "_order", "name", "designation", "biography", "image_id", "updated_at", "created_at" FROM \`council_members\`;`)
  await db.run(sql`DROP TABLE \`council_members\`;`)
  await db.run(sql`ALTER TABLE \`__new_council_members\` RENAME TO \`council_members\`;`)
  await db.run(sql`CREATE INDEX \`council_members__order_idx\` ON \`council_members\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`council_members_image_idx\` ON \`council_members\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`council_members_updated_at_idx\` ON \`council_members\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`council_members_created_at_idx\` ON \`council_members\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_management_members\` (
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
  await db.run(sql`INSERT INTO \`__new_management_members\`("id", "_order", "name", "designation", "biography", "image_id", "updated_at", "created_at") SELECT "id", "_order", "name", "designation", "biography", "image_id", "updated_at", "created_at" FROM \`management_members\`;`)
  await db.run(sql`DROP TABLE \`management_members\`;`)
  await db.run(sql`ALTER TABLE \`__new_management_members\` RENAME TO \`management_members\`;`)
  await db.run(sql`CREATE INDEX \`management_members__order_idx\` ON \`management_members\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`management_members_image_idx\` ON \`management_members\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`management_members_updated_at_idx\` ON \`management_members\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`management_members_created_at_idx\` ON \`management_members\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_studies_members\` (
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
  await db.run(sql`INSERT INTO \`__new_studies_members\`("id", "_order", "name", "designation", "biography", "image_id", "updated_at", "created_at") SELECT "id", "_order", "name", "designation", "biography", "image_id", "updated_at", "created_at" FROM \`studies_members\`;`)
  await db.run(sql`DROP TABLE \`studies_members\`;`)
  await db.run(sql`ALTER TABLE \`__new_studies_members\` RENAME TO \`studies_members\`;`)
  await db.run(sql`CREATE INDEX \`studies_members__order_idx\` ON \`studies_members\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`studies_members_image_idx\` ON \`studies_members\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`studies_members_updated_at_idx\` ON \`studies_members\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`studies_members_created_at_idx\` ON \`studies_members\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_departments\` (
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
  await db.run(sql`INSERT INTO \`__new_departments\`("id", "_order", "department_name", "slug", "description", "hod_name", "hod_image_id", "hod_message", "seo_title", "seo_description", "seo_image_id", "updated_at", "created_at") SELECT "id", "_order", "department_name", "slug", "description", "hod_name", "hod_image_id", "hod_message", "seo_title", "seo_description", "seo_image_id", "updated_at", "created_at" FROM \`departments\`;`)
  await db.run(sql`DROP TABLE \`departments\`;`)
  await db.run(sql`ALTER TABLE \`__new_departments\` RENAME TO \`departments\`;`)
  await db.run(sql`CREATE INDEX \`departments__order_idx\` ON \`departments\` (\`_order\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`departments_slug_idx\` ON \`departments\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`departments_hod_hod_image_idx\` ON \`departments\` (\`hod_image_id\`);`)
  await db.run(sql`CREATE INDEX \`departments_seo_seo_image_idx\` ON \`departments\` (\`seo_image_id\`);`)
  await db.run(sql`CREATE INDEX \`departments_updated_at_idx\` ON \`departments\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`departments_created_at_idx\` ON \`departments\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new__departments_v\` (
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
  await db.run(sql`INSERT INTO \`__new__departments_v\`("id", "parent_id", "version__order", "version_department_name", "version_slug", "version_description", "version_hod_name", "version_hod_image_id", "version_hod_message", "version_seo_title", "version_seo_description", "version_seo_image_id", "version_updated_at", "version_created_at", "created_at", "updated_at") SELECT "id", "parent_id", "version__order", "version_department_name", "version_slug", "version_description", "version_hod_name", "version_hod_image_id", "version_hod_message", "version_seo_title", "version_seo_description", "version_seo_image_id", "version_updated_at", "version_created_at", "created_at", "updated_at" FROM \`_departments_v\`;`)
  await db.run(sql`DROP TABLE \`_departments_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__departments_v\` RENAME TO \`_departments_v\`;`)
  await db.run(sql`CREATE INDEX \`_departments_v_parent_idx\` ON \`_departments_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_departments_v_version_version__order_idx\` ON \`_departments_v\` (\`version__order\`);`)
  await db.run(sql`CREATE INDEX \`_departments_v_version_version_slug_idx\` ON \`_departments_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_departments_v_version_hod_version_hod_image_idx\` ON \`_departments_v\` (\`version_hod_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_departments_v_version_seo_version_seo_image_idx\` ON \`_departments_v\` (\`version_seo_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_departments_v_version_version_updated_at_idx\` ON \`_departments_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_departments_v_version_version_created_at_idx\` ON \`_departments_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_departments_v_created_at_idx\` ON \`_departments_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_departments_v_updated_at_idx\` ON \`_departments_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_degrees\` (
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
  await db.run(sql`INSERT INTO \`__new_degrees\`("id", "_order", "program_name", "degree_name", "slug", "level", "department_id", "description", "eligibility_criteria", "investment", "seo_title", "seo_description", "seo_image_id", "updated_at", "created_at") SELECT "id", "_order", "program_name", "degree_name", "slug", "level", "department_id", "description", "eligibility_criteria", "investment", "seo_title", "seo_description", "seo_image_id", "updated_at", "created_at" FROM \`degrees\`;`)
  await db.run(sql`DROP TABLE \`degrees\`;`)
  await db.run(sql`ALTER TABLE \`__new_degrees\` RENAME TO \`degrees\`;`)
  await db.run(sql`CREATE INDEX \`degrees__order_idx\` ON \`degrees\` (\`_order\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`degrees_slug_idx\` ON \`degrees\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`degrees_department_idx\` ON \`degrees\` (\`department_id\`);`)
  await db.run(sql`CREATE INDEX \`degrees_seo_seo_image_idx\` ON \`degrees\` (\`seo_image_id\`);`)
  await db.run(sql`CREATE INDEX \`degrees_updated_at_idx\` ON \`degrees\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`degrees_created_at_idx\` ON \`degrees\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new__degrees_v\` (
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
  await db.run(sql`INSERT INTO \`__new__degrees_v\`("id", "parent_id", "version__order", "version_program_name", "version_degree_name", "version_slug", "version_level", "version_department_id", "version_description", "version_eligibility_criteria", "version_investment", "version_seo_title", "version_seo_description", "version_seo_image_id", "version_updated_at", "version_created_at", "created_at", "updated_at") SELECT "id", "parent_id", "version__order", "version_program_name", "version_degree_name", "version_slug", "version_level", "version_department_id", "version_description", "version_eligibility_criteria", "version_investment", "version_seo_title", "version_seo_description", "version_seo_image_id", "version_updated_at", "version_created_at", "created_at", "updated_at" FROM \`_degrees_v\`;`)
  await db.run(sql`DROP TABLE \`_degrees_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__degrees_v\` RENAME TO \`_degrees_v\`;`)
  await db.run(sql`CREATE INDEX \`_degrees_v_parent_idx\` ON \`_degrees_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_degrees_v_version_version__order_idx\` ON \`_degrees_v\` (\`version__order\`);`)
  await db.run(sql`CREATE INDEX \`_degrees_v_version_version_slug_idx\` ON \`_degrees_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_degrees_v_version_version_department_idx\` ON \`_degrees_v\` (\`version_department_id\`);`)
  await db.run(sql`CREATE INDEX \`_degrees_v_version_seo_version_seo_image_idx\` ON \`_degrees_v\` (\`version_seo_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_degrees_v_version_version_updated_at_idx\` ON \`_degrees_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_degrees_v_version_version_created_at_idx\` ON \`_degrees_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_degrees_v_created_at_idx\` ON \`_degrees_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_degrees_v_updated_at_idx\` ON \`_degrees_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_programmes\` (
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
  await db.run(sql`INSERT INTO \`__new_programmes\`("id", "_order", "program_name", "description", "eligibility_criteria", "program_benefits", "seo_title", "seo_description", "seo_image_id", "updated_at", "created_at") SELECT "id", "_order", "program_name", "description", "eligibility_criteria", "program_benefits", "seo_title", "seo_description", "seo_image_id", "updated_at", "created_at" FROM \`programmes\`;`)
  await db.run(sql`DROP TABLE \`programmes\`;`)
  await db.run(sql`ALTER TABLE \`__new_programmes\` RENAME TO \`programmes\`;`)
  await db.run(sql`CREATE INDEX \`programmes__order_idx\` ON \`programmes\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`programmes_seo_seo_image_idx\` ON \`programmes\` (\`seo_image_id\`);`)
  await db.run(sql`CREATE INDEX \`programmes_updated_at_idx\` ON \`programmes\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`programmes_created_at_idx\` ON \`programmes\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new__programmes_v\` (
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
  await db.run(sql`INSERT INTO \`__new__programmes_v\`("id", "parent_id", "version__order", "version_program_name", "version_description", "version_eligibility_criteria", "version_program_benefits", "version_seo_title", "version_seo_description", "version_seo_image_id", "version_updated_at", "version_created_at", "created_at", "updated_at") SELECT "id", "parent_id", "version__order", "version_program_name", "version_description", "version_eligibility_criteria", "version_program_benefits", "version_seo_title", "version_seo_description", "version_seo_image_id", "version_updated_at", "version_created_at", "created_at", "updated_at" FROM \`_programmes_v\`;`)
  await db.run(sql`DROP TABLE \`_programmes_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__programmes_v\` RENAME TO \`_programmes_v\`;`)
  await db.run(sql`CREATE INDEX \`_programmes_v_parent_idx\` ON \`_programmes_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_programmes_v_version_version__order_idx\` ON \`_programmes_v\` (\`version__order\`);`)
  await db.run(sql`CREATE INDEX \`_programmes_v_version_seo_version_seo_image_idx\` ON \`_programmes_v\` (\`version_seo_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_programmes_v_version_version_updated_at_idx\` ON \`_programmes_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_programmes_v_version_version_created_at_idx\` ON \`_programmes_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_programmes_v_created_at_idx\` ON \`_programmes_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_programmes_v_updated_at_idx\` ON \`_programmes_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_loan_schemes\` (
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
  await db.run(sql`INSERT INTO \`__new_loan_schemes\`("id", "_order", "title", "slug", "description", "eligibility_criteria", "application_process", "contact_information", "seo_title", "seo_description", "seo_image_id", "updated_at", "created_at") SELECT "id", "_order", "title", "slug", "description", "eligibility_criteria", "application_process", "contact_information", "seo_title", "seo_description", "seo_image_id", "updated_at", "created_at" FROM \`loan_schemes\`;`)
  await db.run(sql`DROP TABLE \`loan_schemes\`;`)
  await db.run(sql`ALTER TABLE \`__new_loan_schemes\` RENAME TO \`loan_schemes\`;`)
  await db.run(sql`CREATE INDEX \`loan_schemes__order_idx\` ON \`loan_schemes\` (\`_order\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`loan_schemes_slug_idx\` ON \`loan_schemes\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`loan_schemes_seo_seo_image_idx\` ON \`loan_schemes\` (\`seo_image_id\`);`)
  await db.run(sql`CREATE INDEX \`loan_schemes_updated_at_idx\` ON \`loan_schemes\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`loan_schemes_created_at_idx\` ON \`loan_schemes\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new__loan_schemes_v\` (
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
  await db.run(sql`INSERT INTO \`__new__loan_schemes_v\`("id", "parent_id", "version__order", "version_title", "version_slug", "version_description", "version_eligibility_criteria", "version_application_process", "version_contact_information", "version_seo_title", "version_seo_description", "version_seo_image_id", "version_updated_at", "version_created_at", "created_at", "updated_at") SELECT "id", "parent_id", "version__order", "version_title", "version_slug", "version_description", "version_eligibility_criteria", "version_application_process", "version_contact_information", "version_seo_title", "version_seo_description", "version_seo_image_id", "version_updated_at", "version_created_at", "created_at", "updated_at" FROM \`_loan_schemes_v\`;`)
  await db.run(sql`DROP TABLE \`_loan_schemes_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__loan_schemes_v\` RENAME TO \`_loan_schemes_v\`;`)
  await db.run(sql`CREATE INDEX \`_loan_schemes_v_parent_idx\` ON \`_loan_schemes_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_loan_schemes_v_version_version__order_idx\` ON \`_loan_schemes_v\` (\`version__order\`);`)
  await db.run(sql`CREATE INDEX \`_loan_schemes_v_version_version_slug_idx\` ON \`_loan_schemes_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_loan_schemes_v_version_seo_version_seo_image_idx\` ON \`_loan_schemes_v\` (\`version_seo_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_loan_schemes_v_version_version_updated_at_idx\` ON \`_loan_schemes_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_loan_schemes_v_version_version_created_at_idx\` ON \`_loan_schemes_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_loan_schemes_v_created_at_idx\` ON \`_loan_schemes_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_loan_schemes_v_updated_at_idx\` ON \`_loan_schemes_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_career_guidance\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_order\` text,
  	\`title\` text NOT NULL,
  	\`description\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_career_guidance\`("id", "_order", "title", "description", "updated_at", "created_at") SELECT "id", "_order", "title", "description", "updated_at", "created_at" FROM \`career_guidance\`;`)
  await db.run(sql`DROP TABLE \`career_guidance\`;`)
  await db.run(sql`ALTER TABLE \`__new_career_guidance\` RENAME TO \`career_guidance\`;`)
  await db.run(sql`CREATE INDEX \`career_guidance__order_idx\` ON \`career_guidance\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`career_guidance_updated_at_idx\` ON \`career_guidance\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`career_guidance_created_at_idx\` ON \`career_guidance\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_cqa_items\` (
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
  await db.run(sql`INSERT INTO \`__new_cqa_items\`("id", "_order", "title", "slug", "description", "seo_title", "seo_description", "seo_image_id", "updated_at", "created_at") SELECT "id", "_order", "title", "slug", "description", "seo_title", "seo_description", "seo_image_id", "updated_at", "created_at" FROM \`cqa_items\`;`)
  await db.run(sql`DROP TABLE \`cqa_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_cqa_items\` RENAME TO \`cqa_items\`;`)
  await db.run(sql`CREATE INDEX \`cqa_items__order_idx\` ON \`cqa_items\` (\`_order\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`cqa_items_slug_idx\` ON \`cqa_items\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`cqa_items_seo_seo_image_idx\` ON \`cqa_items\` (\`seo_image_id\`);`)
  await db.run(sql`CREATE INDEX \`cqa_items_updated_at_idx\` ON \`cqa_items\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`cqa_items_created_at_idx\` ON \`cqa_items\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new__cqa_items_v\` (
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
  await db.run(sql`INSERT INTO \`__new__cqa_items_v\`("id", "parent_id", "version__order", "version_title", "version_slug", "version_description", "version_seo_title", "version_seo_description", "version_seo_image_id", "version_updated_at", "version_created_at", "created_at", "updated_at") SELECT "id", "parent_id", "version__order", "version_title", "version_slug", "version_description", "version_seo_title", "version_seo_description", "version_seo_image_id", "version_updated_at", "version_created_at", "created_at", "updated_at" FROM \`_cqa_items_v\`;`)
  await db.run(sql`DROP TABLE \`_cqa_items_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__cqa_items_v\` RENAME TO \`_cqa_items_v\`;`)
  await db.run(sql`CREATE INDEX \`_cqa_items_v_parent_idx\` ON \`_cqa_items_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_cqa_items_v_version_version__order_idx\` ON \`_cqa_items_v\` (\`version__order\`);`)
  await db.run(sql`CREATE INDEX \`_cqa_items_v_version_version_slug_idx\` ON \`_cqa_items_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_cqa_items_v_version_seo_version_seo_image_idx\` ON \`_cqa_items_v\` (\`version_seo_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_cqa_items_v_version_version_updated_at_idx\` ON \`_cqa_items_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_cqa_items_v_version_version_created_at_idx\` ON \`_cqa_items_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_cqa_items_v_created_at_idx\` ON \`_cqa_items_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_cqa_items_v_updated_at_idx\` ON \`_cqa_items_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_service_links\` (
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
  await db.run(sql`INSERT INTO \`__new_service_links\`("id", "_order", "category", "name", "url", "file_id", "updated_at", "created_at") SELECT "id", "_order", "category", "name", "url", "file_id", "updated_at", "created_at" FROM \`service_links\`;`)
  await db.run(sql`DROP TABLE \`service_links\`;`)
  await db.run(sql`ALTER TABLE \`__new_service_links\` RENAME TO \`service_links\`;`)
  await db.run(sql`CREATE INDEX \`service_links__order_idx\` ON \`service_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`service_links_category_idx\` ON \`service_links\` (\`category\`);`)
  await db.run(sql`CREATE INDEX \`service_links_file_idx\` ON \`service_links\` (\`file_id\`);`)
  await db.run(sql`CREATE INDEX \`service_links_updated_at_idx\` ON \`service_links\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`service_links_created_at_idx\` ON \`service_links\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_counsellors\` (
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
  await db.run(sql`INSERT INTO \`__new_counsellors\`("id", "_order", "name", "designation", "tele", "email", "updated_at", "created_at") SELECT "id", "_order", "name", "designation", "tele", "email", "updated_at", "created_at" FROM \`counsellors\`;`)
  await db.run(sql`DROP TABLE \`counsellors\`;`)
  await db.run(sql`ALTER TABLE \`__new_counsellors\` RENAME TO \`counsellors\`;`)
  await db.run(sql`CREATE INDEX \`counsellors__order_idx\` ON \`counsellors\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`counsellors_updated_at_idx\` ON \`counsellors\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`counsellors_created_at_idx\` ON \`counsellors\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_research_items\` (
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
  await db.run(sql`INSERT INTO \`__new_research_items\`("id", "_order", "title", "researcher_name", "category", "year", "description", "poster_id", "qr_link", "updated_at", "created_at") SELECT "id", "_order", "title", "researcher_name", "category", "year", "description", "poster_id", "qr_link", "updated_at", "created_at" FROM \`research_items\`;`)
  await db.run(sql`DROP TABLE \`research_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_research_items\` RENAME TO \`research_items\`;`)
  await db.run(sql`CREATE INDEX \`research_items__order_idx\` ON \`research_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`research_items_category_idx\` ON \`research_items\` (\`category\`);`)
  await db.run(sql`CREATE INDEX \`research_items_year_idx\` ON \`research_items\` (\`year\`);`)
  await db.run(sql`CREATE INDEX \`research_items_poster_idx\` ON \`research_items\` (\`poster_id\`);`)
  await db.run(sql`CREATE INDEX \`research_items_updated_at_idx\` ON \`research_items\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`research_items_created_at_idx\` ON \`research_items\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_publications\` (
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
  await db.run(sql`INSERT INTO \`__new_publications\`("id", "title", "authors", "publication_date", "journal_name", "abstract", "file_id", "updated_at", "created_at") SELECT "id", "title", "authors", "publication_date", "journal_name", "abstract", "file_id", "updated_at", "created_at" FROM \`publications\`;`)
  await db.run(sql`DROP TABLE \`publications\`;`)
  await db.run(sql`ALTER TABLE \`__new_publications\` RENAME TO \`publications\`;`)
  await db.run(sql`CREATE INDEX \`publications_file_idx\` ON \`publications\` (\`file_id\`);`)
  await db.run(sql`CREATE INDEX \`publications_updated_at_idx\` ON \`publications\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`publications_created_at_idx\` ON \`publications\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_internships\` (
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
  await db.run(sql`INSERT INTO \`__new_internships\`("id", "_order", "title", "organization", "description", "closing_date", "url", "updated_at", "created_at") SELECT "id", "_order", "title", "organization", "description", "closing_date", "url", "updated_at", "created_at" FROM \`internships\`;`)
  await db.run(sql`DROP TABLE \`internships\`;`)
  await db.run(sql`ALTER TABLE \`__new_internships\` RENAME TO \`internships\`;`)
  await db.run(sql`CREATE INDEX \`internships__order_idx\` ON \`internships\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`internships_updated_at_idx\` ON \`internships\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`internships_created_at_idx\` ON \`internships\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_clubs\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_order\` text,
  	\`club_name\` text NOT NULL,
  	\`description\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_clubs\`("id", "_order", "club_name", "description", "updated_at", "created_at") SELECT "id", "_order", "club_name", "description", "updated_at", "created_at" FROM \`clubs\`;`)
  await db.run(sql`DROP TABLE \`clubs\`;`)
  await db.run(sql`ALTER TABLE \`__new_clubs\` RENAME TO \`clubs\`;`)
  await db.run(sql`CREATE INDEX \`clubs__order_idx\` ON \`clubs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`clubs_updated_at_idx\` ON \`clubs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`clubs_created_at_idx\` ON \`clubs\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_student_events\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`date\` text NOT NULL,
  	\`location\` text,
  	\`description\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_student_events\`("id", "title", "date", "location", "description", "updated_at", "created_at") SELECT "id", "title", "date", "location", "description", "updated_at", "created_at" FROM \`student_events\`;`)
  await db.run(sql`DROP TABLE \`student_events\`;`)
  await db.run(sql`ALTER TABLE \`__new_student_events\` RENAME TO \`student_events\`;`)
  await db.run(sql`CREATE INDEX \`student_events_updated_at_idx\` ON \`student_events\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`student_events_created_at_idx\` ON \`student_events\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_sports\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_order\` text,
  	\`sport_activity\` text NOT NULL,
  	\`description\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_sports\`("id", "_order", "sport_activity", "description", "updated_at", "created_at") SELECT "id", "_order", "sport_activity", "description", "updated_at", "created_at" FROM \`sports\`;`)
  await db.run(sql`DROP TABLE \`sports\`;`)
  await db.run(sql`ALTER TABLE \`__new_sports\` RENAME TO \`sports\`;`)
  await db.run(sql`CREATE INDEX \`sports__order_idx\` ON \`sports\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`sports_updated_at_idx\` ON \`sports\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`sports_created_at_idx\` ON \`sports\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_gallery_albums\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_order\` text,
  	\`album_name\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_gallery_albums\`("id", "_order", "album_name", "updated_at", "created_at") SELECT "id", "_order", "album_name", "updated_at", "created_at" FROM \`gallery_albums\`;`)
  await db.run(sql`DROP TABLE \`gallery_albums\`;`)
  await db.run(sql`ALTER TABLE \`__new_gallery_albums\` RENAME TO \`gallery_albums\`;`)
  await db.run(sql`CREATE INDEX \`gallery_albums__order_idx\` ON \`gallery_albums\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`gallery_albums_updated_at_idx\` ON \`gallery_albums\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`gallery_albums_created_at_idx\` ON \`gallery_albums\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_video_albums\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_order\` text,
  	\`album_name\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_video_albums\`("id", "_order", "album_name", "updated_at", "created_at") SELECT "id", "_order", "album_name", "updated_at", "created_at" FROM \`video_albums\`;`)
  await db.run(sql`DROP TABLE \`video_albums\`;`)
  await db.run(sql`ALTER TABLE \`__new_video_albums\` RENAME TO \`video_albums\`;`)
  await db.run(sql`CREATE INDEX \`video_albums__order_idx\` ON \`video_albums\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`video_albums_updated_at_idx\` ON \`video_albums\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`video_albums_created_at_idx\` ON \`video_albums\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_news\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`date\` text NOT NULL,
  	\`description\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_news\`("id", "title", "date", "description", "updated_at", "created_at") SELECT "id", "title", "date", "description", "updated_at", "created_at" FROM \`news\`;`)
  await db.run(sql`DROP TABLE \`news\`;`)
  await db.run(sql`ALTER TABLE \`__new_news\` RENAME TO \`news\`;`)
  await db.run(sql`CREATE INDEX \`news_updated_at_idx\` ON \`news\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`news_created_at_idx\` ON \`news\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_alumni_news\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`date\` text NOT NULL,
  	\`description\` text NOT NULL,
  	\`expanded_content\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_alumni_news\`("id", "title", "date", "description", "expanded_content", "updated_at", "created_at") SELECT "id", "title", "date", "description", "expanded_content", "updated_at", "created_at" FROM \`alumni_news\`;`)
  await db.run(sql`DROP TABLE \`alumni_news\`;`)
  await db.run(sql`ALTER TABLE \`__new_alumni_news\` RENAME TO \`alumni_news\`;`)
  await db.run(sql`CREATE INDEX \`alumni_news_updated_at_idx\` ON \`alumni_news\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`alumni_news_created_at_idx\` ON \`alumni_news\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_alumni_albums\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_order\` text,
  	\`album_name\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_alumni_albums\`("id", "_order", "album_name", "updated_at", "created_at") SELECT "id", "_order", "album_name", "updated_at", "created_at" FROM \`alumni_albums\`;`)
  await db.run(sql`DROP TABLE \`alumni_albums\`;`)
  await db.run(sql`ALTER TABLE \`__new_alumni_albums\` RENAME TO \`alumni_albums\`;`)
  await db.run(sql`CREATE INDEX \`alumni_albums__order_idx\` ON \`alumni_albums\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`alumni_albums_updated_at_idx\` ON \`alumni_albums\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`alumni_albums_created_at_idx\` ON \`alumni_albums\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_degree_program_names\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_order\` text,
  	\`program_name\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_degree_program_names\`("id", "_order", "program_name", "updated_at", "created_at") SELECT "id", "_order", "program_name", "updated_at", "created_at" FROM \`degree_program_names\`;`)
  await db.run(sql`DROP TABLE \`degree_program_names\`;`)
  await db.run(sql`ALTER TABLE \`__new_degree_program_names\` RENAME TO \`degree_program_names\`;`)
  await db.run(sql`CREATE INDEX \`degree_program_names__order_idx\` ON \`degree_program_names\` (\`_order\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`degree_program_names_program_name_idx\` ON \`degree_program_names\` (\`program_name\`);`)
  await db.run(sql`CREATE INDEX \`degree_program_names_updated_at_idx\` ON \`degree_program_names\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`degree_program_names_created_at_idx\` ON \`degree_program_names\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_alumni_intakes\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_order\` text,
  	\`alumni_intake\` text NOT NULL,
  	\`degree_id\` integer NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`degree_id\`) REFERENCES \`degree_program_names\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_alumni_intakes\`("id", "_order", "alumni_intake", "degree_id", "updated_at", "created_at") SELECT "id", "_order", "alumni_intake", "degree_id", "updated_at", "created_at" FROM \`alumni_intakes\`;`)
  await db.run(sql`DROP TABLE \`alumni_intakes\`;`)
  await db.run(sql`ALTER TABLE \`__new_alumni_intakes\` RENAME TO \`alumni_intakes\`;`)
  await db.run(sql`CREATE INDEX \`alumni_intakes__order_idx\` ON \`alumni_intakes\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`alumni_intakes_degree_idx\` ON \`alumni_intakes\` (\`degree_id\`);`)
  await db.run(sql`CREATE INDEX \`alumni_intakes_updated_at_idx\` ON \`alumni_intakes\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`alumni_intakes_created_at_idx\` ON \`alumni_intakes\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_flyers\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_order\` text,
  	\`title\` text NOT NULL,
  	\`image_id\` integer NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_flyers\`("id", "_order", "title", "image_id", "updated_at", "created_at") SELECT "id", "_order", "title", "image_id", "updated_at", "created_at" FROM \`flyers\`;`)
  await db.run(sql`DROP TABLE \`flyers\`;`)
  await db.run(sql`ALTER TABLE \`__new_flyers\` RENAME TO \`flyers\`;`)
  await db.run(sql`CREATE INDEX \`flyers__order_idx\` ON \`flyers\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`flyers_image_idx\` ON \`flyers\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`flyers_updated_at_idx\` ON \`flyers\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`flyers_created_at_idx\` ON \`flyers\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_jobs\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_order\` text,
  	\`job_title\` text NOT NULL,
  	\`platform_name\` text,
  	\`url\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_jobs\`("id", "_order", "job_title", "platform_name", "url", "updated_at", "created_at") SELECT "id", "_order", "job_title", "platform_name", "url", "updated_at", "created_at" FROM \`jobs\`;`)
  await db.run(sql`DROP TABLE \`jobs\`;`)
  await db.run(sql`ALTER TABLE \`__new_jobs\` RENAME TO \`jobs\`;`)
  await db.run(sql`CREATE INDEX \`jobs__order_idx\` ON \`jobs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`jobs_updated_at_idx\` ON \`jobs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`jobs_created_at_idx\` ON \`jobs\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_training_partners\` (
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
  await db.run(sql`INSERT INTO \`__new_training_partners\`("id", "_order", "partner_name", "logo_id", "url", "updated_at", "created_at") SELECT "id", "_order", "partner_name", "logo_id", "url", "updated_at", "created_at" FROM \`training_partners\`;`)
  await db.run(sql`DROP TABLE \`training_partners\`;`)
  await db.run(sql`ALTER TABLE \`__new_training_partners\` RENAME TO \`training_partners\`;`)
  await db.run(sql`CREATE INDEX \`training_partners__order_idx\` ON \`training_partners\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`training_partners_logo_idx\` ON \`training_partners\` (\`logo_id\`);`)
  await db.run(sql`CREATE INDEX \`training_partners_updated_at_idx\` ON \`training_partners\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`training_partners_created_at_idx\` ON \`training_partners\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_training_documents\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_order\` text,
  	\`title\` text NOT NULL,
  	\`file_id\` integer NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_training_documents\`("id", "_order", "title", "file_id", "updated_at", "created_at") SELECT "id", "_order", "title", "file_id", "updated_at", "created_at" FROM \`training_documents\`;`)
  await db.run(sql`DROP TABLE \`training_documents\`;`)
  await db.run(sql`ALTER TABLE \`__new_training_documents\` RENAME TO \`training_documents\`;`)
  await db.run(sql`CREATE INDEX \`training_documents__order_idx\` ON \`training_documents\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`training_documents_file_idx\` ON \`training_documents\` (\`file_id\`);`)
  await db.run(sql`CREATE INDEX \`training_documents_updated_at_idx\` ON \`training_documents\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`training_documents_created_at_idx\` ON \`training_documents\` (\`created_at\`);`)
  await db.run(sql`DROP INDEX \`welcome_section__status_idx\`;`)
  await db.run(sql`ALTER TABLE \`welcome_section\` DROP COLUMN \`last_changed_by\`;`)
  await db.run(sql`ALTER TABLE \`welcome_section\` DROP COLUMN \`_status\`;`)
  await db.run(sql`DROP INDEX \`popup_image__status_idx\`;`)
  await db.run(sql`ALTER TABLE \`popup_image\` DROP COLUMN \`last_changed_by\`;`)
  await db.run(sql`ALTER TABLE \`popup_image\` DROP COLUMN \`_status\`;`)
  await db.run(sql`DROP INDEX \`history__status_idx\`;`)
  await db.run(sql`ALTER TABLE \`history\` DROP COLUMN \`last_changed_by\`;`)
  await db.run(sql`ALTER TABLE \`history\` DROP COLUMN \`_status\`;`)
  await db.run(sql`DROP INDEX \`_history_v_version_version__status_idx\`;`)
  await db.run(sql`DROP INDEX \`_history_v_latest_idx\`;`)
  await db.run(sql`ALTER TABLE \`_history_v\` DROP COLUMN \`version_last_changed_by\`;`)
  await db.run(sql`ALTER TABLE \`_history_v\` DROP COLUMN \`version__status\`;`)
  await db.run(sql`ALTER TABLE \`_history_v\` DROP COLUMN \`latest\`;`)
  await db.run(sql`CREATE TABLE \`__new_vision_mission\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`vision\` text NOT NULL,
  	\`mission\` text NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`INSERT INTO \`__new_vision_mission\`("id", "vision", "mission", "updated_at", "created_at") SELECT "id", "vision", "mission", "updated_at", "created_at" FROM \`vision_mission\`;`)
  await db.run(sql`DROP TABLE \`vision_mission\`;`)
  await db.run(sql`ALTER TABLE \`__new_vision_mission\` RENAME TO \`vision_mission\`;`)
  await db.run(sql`DROP INDEX \`cqa_description__status_idx\`;`)
  await db.run(sql`ALTER TABLE \`cqa_description\` DROP COLUMN \`last_changed_by\`;`)
  await db.run(sql`ALTER TABLE \`cqa_description\` DROP COLUMN \`_status\`;`)
  await db.run(sql`DROP INDEX \`alumni_overview__status_idx\`;`)
  await db.run(sql`ALTER TABLE \`alumni_overview\` DROP COLUMN \`last_changed_by\`;`)
  await db.run(sql`ALTER TABLE \`alumni_overview\` DROP COLUMN \`_status\`;`)
  await db.run(sql`DROP INDEX \`career_header__status_idx\`;`)
  await db.run(sql`ALTER TABLE \`career_header\` DROP COLUMN \`last_changed_by\`;`)
  await db.run(sql`ALTER TABLE \`career_header\` DROP COLUMN \`_status\`;`)
  await db.run(sql`CREATE TABLE \`__new_contact_info\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`address\` text NOT NULL,
  	\`phone_no\` text NOT NULL,
  	\`email_address\` text NOT NULL,
  	\`map_embed_url\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`INSERT INTO \`__new_contact_info\`("id", "address", "phone_no", "email_address", "map_embed_url", "updated_at", "created_at") SELECT "id", "address", "phone_no", "email_address", "map_embed_url", "updated_at", "created_at" FROM \`contact_info\`;`)
  await db.run(sql`DROP TABLE \`contact_info\`;`)
  await db.run(sql`ALTER TABLE \`__new_contact_info\` RENAME TO \`contact_info\`;`)
  await db.run(sql`CREATE TABLE \`__new_departments_staff_members\` (
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
  await db.run(sql`INSERT INTO \`__new_departments_staff_members\`("_order", "_parent_id", "id", "staff_name", "designation", "image_id", "email", "qualifications") SELECT "_order", "_parent_id", "id", "staff_name", "designation", "image_id", "email", "qualifications" FROM \`departments_staff_members\`;`)
  await db.run(sql`DROP TABLE \`departments_staff_members\`;`)
  await db.run(sql`ALTER TABLE \`__new_departments_staff_members\` RENAME TO \`departments_staff_members\`;`)
  await db.run(sql`CREATE INDEX \`departments_staff_members_order_idx\` ON \`departments_staff_members\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`departments_staff_members_parent_id_idx\` ON \`departments_staff_members\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`departments_staff_members_image_idx\` ON \`departments_staff_members\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__departments_v_version_staff_members\` (
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
  await db.run(sql`INSERT INTO \`__new__departments_v_version_staff_members\`("_order", "_parent_id", "id", "staff_name", "designation", "image_id", "email", "qualifications", "_uuid") SELECT "_order", "_parent_id", "id", "staff_name", "designation", "image_id", "email", "qualifications", "_uuid" FROM \`_departments_v_version_staff_members\`;`)
  await db.run(sql`DROP TABLE \`_departments_v_version_staff_members\`;`)
  await db.run(sql`ALTER TABLE \`__new__departments_v_version_staff_members\` RENAME TO \`_departments_v_version_staff_members\`;`)
  await db.run(sql`CREATE INDEX \`_departments_v_version_staff_members_order_idx\` ON \`_departments_v_version_staff_members\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_departments_v_version_staff_members_parent_id_idx\` ON \`_departments_v_version_staff_members\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_departments_v_version_staff_members_image_idx\` ON \`_departments_v_version_staff_members\` (\`image_id\`);`)
}
