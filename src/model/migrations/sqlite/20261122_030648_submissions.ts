import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`degree_applications_sl_al_details\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`subject\` text,
  	\`grade\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`degree_applications\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`degree_applications_sl_al_details_order_idx\` ON \`degree_applications_sl_al_details\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`degree_applications_sl_al_details_parent_id_idx\` ON \`degree_applications_sl_al_details\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`degree_applications_foreign_educational_details\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`subject\` text,
  	\`grade\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`degree_applications\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`degree_applications_foreign_educational_details_order_idx\` ON \`degree_applications_foreign_educational_details\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`degree_applications_foreign_educational_details_parent_id_idx\` ON \`degree_applications_foreign_educational_details\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`degree_applications_extra_curricular_activities\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`activity\` text,
  	\`achievement\` text,
  	\`achievemnet_year\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`degree_applications\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`degree_applications_extra_curricular_activities_order_idx\` ON \`degree_applications_extra_curricular_activities\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`degree_applications_extra_curricular_activities_parent_id_idx\` ON \`degree_applications_extra_curricular_activities\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`degree_applications_documents\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`field\` text NOT NULL,
  	\`original_filename\` text NOT NULL,
  	\`stored_name\` text NOT NULL,
  	\`mime_type\` text NOT NULL,
  	\`size\` numeric NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`degree_applications\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`degree_applications_documents_order_idx\` ON \`degree_applications_documents\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`degree_applications_documents_parent_id_idx\` ON \`degree_applications_documents\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`degree_applications\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`reference\` text NOT NULL,
  	\`status\` text DEFAULT 'new' NOT NULL,
  	\`staff_notes\` text,
  	\`idempotency_key\` text,
  	\`degree_id\` integer NOT NULL,
  	\`degree_name\` text,
  	\`week_type\` text NOT NULL,
  	\`name_with_initials\` text NOT NULL,
  	\`full_name\` text NOT NULL,
  	\`date_of_birth\` text NOT NULL,
  	\`nationality\` text NOT NULL,
  	\`nic\` text NOT NULL,
  	\`mailing_address\` text NOT NULL,
  	\`permanent_address\` text,
  	\`mobile_no\` text NOT NULL,
  	\`home_no\` text,
  	\`email_address\` text NOT NULL,
  	\`al_school\` text NOT NULL,
  	\`al_index_no\` text NOT NULL,
  	\`al_year\` text,
  	\`al_stream\` text NOT NULL,
  	\`al_medium\` text NOT NULL,
  	\`ol_school\` text NOT NULL,
  	\`ol_index_no\` text NOT NULL,
  	\`ol_year\` text,
  	\`ol_maths_result\` text NOT NULL,
  	\`name_of_the_examination\` text,
  	\`institute\` text,
  	\`country\` text,
  	\`year\` text,
  	\`medium\` text,
  	\`advertisement_media\` text,
  	\`advertised_paper\` text,
  	\`other_media\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`degree_id\`) REFERENCES \`degrees\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`degree_applications_reference_idx\` ON \`degree_applications\` (\`reference\`);`)
  await db.run(sql`CREATE INDEX \`degree_applications_status_idx\` ON \`degree_applications\` (\`status\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`degree_applications_idempotency_key_idx\` ON \`degree_applications\` (\`idempotency_key\`);`)
  await db.run(sql`CREATE INDEX \`degree_applications_degree_idx\` ON \`degree_applications\` (\`degree_id\`);`)
  await db.run(sql`CREATE INDEX \`degree_applications_week_type_idx\` ON \`degree_applications\` (\`week_type\`);`)
  await db.run(sql`CREATE INDEX \`degree_applications_updated_at_idx\` ON \`degree_applications\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`degree_applications_created_at_idx\` ON \`degree_applications\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`alumni_registrations\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`reference\` text NOT NULL,
  	\`status\` text DEFAULT 'new' NOT NULL,
  	\`staff_notes\` text,
  	\`idempotency_key\` text,
  	\`directory_entry_id\` integer,
  	\`name\` text NOT NULL,
  	\`permanent_address\` text NOT NULL,
  	\`correspondence_address\` text,
  	\`mobile_no\` text NOT NULL,
  	\`resident_no\` text,
  	\`personal_email\` text NOT NULL,
  	\`office_email\` text NOT NULL,
  	\`nic_passport_no\` text NOT NULL,
  	\`designation\` text NOT NULL,
  	\`official_address\` text NOT NULL,
  	\`degree_program_id\` integer,
  	\`qualification_type\` text,
  	\`sab_academic_qualifications\` text NOT NULL,
  	\`year_of_enrollment\` text NOT NULL,
  	\`year_of_degree_obtained\` text NOT NULL,
  	\`sab_reg_no\` text NOT NULL,
  	\`intake\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`directory_entry_id\`) REFERENCES \`alumni_directory\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`degree_program_id\`) REFERENCES \`degree_program_names\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`alumni_registrations_reference_idx\` ON \`alumni_registrations\` (\`reference\`);`)
  await db.run(sql`CREATE INDEX \`alumni_registrations_status_idx\` ON \`alumni_registrations\` (\`status\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`alumni_registrations_idempotency_key_idx\` ON \`alumni_registrations\` (\`idempotency_key\`);`)
  await db.run(sql`CREATE INDEX \`alumni_registrations_directory_entry_idx\` ON \`alumni_registrations\` (\`directory_entry_id\`);`)
  await db.run(sql`CREATE INDEX \`alumni_registrations_degree_program_idx\` ON \`alumni_registrations\` (\`degree_program_id\`);`)
  await db.run(sql`CREATE INDEX \`alumni_registrations_updated_at_idx\` ON \`alumni_registrations\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`alumni_registrations_created_at_idx\` ON \`alumni_registrations\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`inquiries\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`reference\` text NOT NULL,
  	\`status\` text DEFAULT 'new' NOT NULL,
  	\`staff_notes\` text,
  	\`idempotency_key\` text,
  	\`first_name\` text NOT NULL,
  	\`surname\` text NOT NULL,
  	\`contact_no\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`al_year\` text NOT NULL,
  	\`degree_program\` text,
  	\`message\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`inquiries_reference_idx\` ON \`inquiries\` (\`reference\`);`)
  await db.run(sql`CREATE INDEX \`inquiries_status_idx\` ON \`inquiries\` (\`status\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`inquiries_idempotency_key_idx\` ON \`inquiries\` (\`idempotency_key\`);`)
  await db.run(sql`CREATE INDEX \`inquiries_updated_at_idx\` ON \`inquiries\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`inquiries_created_at_idx\` ON \`inquiries\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`degree_applications_id\` integer REFERENCES degree_applications(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`alumni_registrations_id\` integer REFERENCES alumni_registrations(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`inquiries_id\` integer REFERENCES inquiries(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_degree_applications_id_idx\` ON \`payload_locked_documents_rels\` (\`degree_applications_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_alumni_registrations_id_idx\` ON \`payload_locked_documents_rels\` (\`alumni_registrations_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_inquiries_id_idx\` ON \`payload_locked_documents_rels\` (\`inquiries_id\`);`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`notification_email\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`degree_applications_sl_al_details\`;`)
  await db.run(sql`DROP TABLE \`degree_applications_foreign_educational_details\`;`)
  await db.run(sql`DROP TABLE \`degree_applications_extra_curricular_activities\`;`)
  await db.run(sql`DROP TABLE \`degree_applications_documents\`;`)
  await db.run(sql`DROP TABLE \`degree_applications\`;`)
  await db.run(sql`DROP TABLE \`alumni_registrations\`;`)
  await db.run(sql`DROP TABLE \`inquiries\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
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
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "slider_images_id", "partners_id", "home_albums_id", "leadership_messages_id", "council_members_id", "management_members_id", "studies_members_id", "departments_id", "degrees_id", "programmes_id", "loan_schemes_id", "career_guidance_id", "cqa_items_id", "service_links_id", "counsellors_id", "research_items_id", "publications_id", "internships_id", "clubs_id", "student_events_id", "sports_id", "gallery_albums_id", "video_albums_id", "news_id", "alumni_news_id", "alumni_albums_id", "alumni_directory_id", "degree_program_names_id", "alumni_intakes_id", "flyers_id", "jobs_id", "training_partners_id", "training_documents_id", "media_id", "documents_id", "videos_id", "users_id") SELECT "id", "order", "parent_id", "path", "slider_images_id", "partners_id", "home_albums_id", "leadership_messages_id", "council_members_id", "management_members_id", "studies_members_id", "departments_id", "degrees_id", "programmes_id", "loan_schemes_id", "career_guidance_id", "cqa_items_id", "service_links_id", "counsellors_id", "research_items_id", "publications_id", "internships_id", "clubs_id", "student_events_id", "sports_id", "gallery_albums_id", "video_albums_id", "news_id", "alumni_news_id", "alumni_albums_id", "alumni_directory_id", "degree_program_names_id", "alumni_intakes_id", "flyers_id", "jobs_id", "training_partners_id", "training_documents_id", "media_id", "documents_id", "videos_id", "users_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
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
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`notification_email\`;`)
}
