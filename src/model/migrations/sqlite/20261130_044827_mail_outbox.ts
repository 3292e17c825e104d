import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`mail_outbox\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`state\` text DEFAULT 'queued' NOT NULL,
  	\`kind\` text NOT NULL,
  	\`reference\` text,
  	\`to\` text NOT NULL,
  	\`reply_to\` text,
  	\`subject\` text NOT NULL,
  	\`text\` text,
  	\`html\` text,
  	\`attempts\` numeric DEFAULT 0 NOT NULL,
  	\`next_attempt_at\` text,
  	\`sent_at\` text,
  	\`last_error\` text,
  	\`message_id\` text NOT NULL,
  	\`retry_from\` text NOT NULL,
  	\`claimed_until\` text,
  	\`record_collection\` text,
  	\`record_id\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`mail_outbox_state_idx\` ON \`mail_outbox\` (\`state\`);`)
  await db.run(sql`CREATE INDEX \`mail_outbox_reference_idx\` ON \`mail_outbox\` (\`reference\`);`)
  await db.run(sql`CREATE INDEX \`mail_outbox_to_idx\` ON \`mail_outbox\` (\`to\`);`)
  await db.run(sql`CREATE INDEX \`mail_outbox_next_attempt_at_idx\` ON \`mail_outbox\` (\`next_attempt_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`mail_outbox_message_id_idx\` ON \`mail_outbox\` (\`message_id\`);`)
  await db.run(sql`CREATE INDEX \`mail_outbox_record_id_idx\` ON \`mail_outbox\` (\`record_id\`);`)
  await db.run(sql`CREATE INDEX \`mail_outbox_updated_at_idx\` ON \`mail_outbox\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`mail_outbox_created_at_idx\` ON \`mail_outbox\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`mail_outbox_id\` integer REFERENCES mail_outbox(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_mail_outbox_id_idx\` ON \`payload_locked_documents_rels\` (\`mail_outbox_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`mail_outbox\`;`)
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
  	\`degree_applications_id\` integer,
  	\`alumni_registrations_id\` integer,
  	\`inquiries_id\` integer,
  	\`users_id\` integer,
  	\`audit_log_id\` integer,
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
  	FOREIGN KEY (\`degree_applications_id\`) REFERENCES \`degree_applications\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`alumni_registrations_id\`) REFERENCES \`alumni_registrations\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`inquiries_id\`) REFERENCES \`inquiries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`audit_log_id\`) REFERENCES \`audit_log\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "slider_images_id", "partners_id", "home_albums_id", "leadership_messages_id", "council_members_id", "management_members_id", "studies_members_id", "departments_id", "degrees_id", "programmes_id", "loan_schemes_id", "career_guidance_id", "cqa_items_id", "service_links_id", "counsellors_id", "research_items_id", "publications_id", "internships_id", "clubs_id", "student_events_id", "sports_id", "gallery_albums_id", "video_albums_id", "news_id", "alumni_news_id", "alumni_albums_id", "alumni_directory_id", "degree_program_names_id", "alumni_intakes_id", "flyers_id", "jobs_id", "training_partners_id", "training_documents_id", "media_id", "documents_id", "videos_id", "degree_applications_id", "alumni_registrations_id", "inquiries_id", "users_id", "audit_log_id") SELECT "id", "order", "parent_id", "path", "slider_images_id", "partners_id", "home_albums_id", "leadership_messages_id", "council_members_id", "management_members_id", "studies_members_id", "departments_id", "degrees_id", "programmes_id", "loan_schemes_id", "career_guidance_id", "cqa_items_id", "service_links_id", "counsellors_id", "research_items_id", "publications_id", "internships_id", "clubs_id", "student_events_id", "sports_id", "gallery_albums_id", "video_albums_id", "news_id", "alumni_news_id", "alumni_albums_id", "alumni_directory_id", "degree_program_names_id", "alumni_intakes_id", "flyers_id", "jobs_id", "training_partners_id", "training_documents_id", "media_id", "documents_id", "videos_id", "degree_applications_id", "alumni_registrations_id", "inquiries_id", "users_id", "audit_log_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_degree_applications_id_idx\` ON \`payload_locked_documents_rels\` (\`degree_applications_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_alumni_registrations_id_idx\` ON \`payload_locked_documents_rels\` (\`alumni_registrations_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_inquiries_id_idx\` ON \`payload_locked_documents_rels\` (\`inquiries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_audit_log_id_idx\` ON \`payload_locked_documents_rels\` (\`audit_log_id\`);`)
}
