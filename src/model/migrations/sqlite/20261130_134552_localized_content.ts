import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

import { copyFromEnglishRows, copyIntoEnglishRows } from '../../../records/translations/englishRows'
import { sqliteMigration } from '../../../records/translations/migrationDatabase'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`slider_images_locales\` (
  	\`caption\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`slider_images\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`slider_images_locales_locale_parent_id_unique\` ON \`slider_images_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_slider_images_v_locales\` (
  	\`version_caption\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_slider_images_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_slider_images_v_locales_locale_parent_id_unique\` ON \`_slider_images_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_albums_locales\` (
  	\`album_name\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_albums\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`home_albums_locales_locale_parent_id_unique\` ON \`home_albums_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_albums_v_locales\` (
  	\`version_album_name\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_albums_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_albums_v_locales_locale_parent_id_unique\` ON \`_home_albums_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`leadership_messages_locales\` (
  	\`message_type\` text,
  	\`designation\` text,
  	\`message\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`leadership_messages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`leadership_messages_locales_locale_parent_id_unique\` ON \`leadership_messages_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_leadership_messages_v_locales\` (
  	\`version_message_type\` text,
  	\`version_designation\` text,
  	\`version_message\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_leadership_messages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_leadership_messages_v_locales_locale_parent_id_unique\` ON \`_leadership_messages_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`council_members_locales\` (
  	\`designation\` text,
  	\`biography\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`council_members\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`council_members_locales_locale_parent_id_unique\` ON \`council_members_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_council_members_v_locales\` (
  	\`version_designation\` text,
  	\`version_biography\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_council_members_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_council_members_v_locales_locale_parent_id_unique\` ON \`_council_members_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`management_members_locales\` (
  	\`designation\` text,
  	\`biography\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`management_members\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`management_members_locales_locale_parent_id_unique\` ON \`management_members_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_management_members_v_locales\` (
  	\`version_designation\` text,
  	\`version_biography\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_management_members_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_management_members_v_locales_locale_parent_id_unique\` ON \`_management_members_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`studies_members_locales\` (
  	\`designation\` text,
  	\`biography\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`studies_members\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`studies_members_locales_locale_parent_id_unique\` ON \`studies_members_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_studies_members_v_locales\` (
  	\`version_designation\` text,
  	\`version_biography\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_studies_members_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_studies_members_v_locales_locale_parent_id_unique\` ON \`_studies_members_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`departments_staff_members_locales\` (
  	\`designation\` text,
  	\`qualifications\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`departments_staff_members\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`departments_staff_members_locales_locale_parent_id_unique\` ON \`departments_staff_members_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`departments_locales\` (
  	\`department_name\` text,
  	\`description\` text,
  	\`hod_message\` text,
  	\`seo_title\` text,
  	\`seo_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`departments\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`departments_locales_locale_parent_id_unique\` ON \`departments_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_departments_v_version_staff_members_locales\` (
  	\`designation\` text,
  	\`qualifications\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_departments_v_version_staff_members\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_departments_v_version_staff_members_locales_locale_parent_i\` ON \`_departments_v_version_staff_members_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_departments_v_locales\` (
  	\`version_department_name\` text,
  	\`version_description\` text,
  	\`version_hod_message\` text,
  	\`version_seo_title\` text,
  	\`version_seo_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_departments_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_departments_v_locales_locale_parent_id_unique\` ON \`_departments_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`degrees_locales\` (
  	\`description\` text,
  	\`eligibility_criteria\` text,
  	\`investment\` text,
  	\`seo_title\` text,
  	\`seo_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`degrees\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`degrees_locales_locale_parent_id_unique\` ON \`degrees_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_degrees_v_locales\` (
  	\`version_description\` text,
  	\`version_eligibility_criteria\` text,
  	\`version_investment\` text,
  	\`version_seo_title\` text,
  	\`version_seo_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_degrees_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_degrees_v_locales_locale_parent_id_unique\` ON \`_degrees_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`programmes_locales\` (
  	\`description\` text,
  	\`eligibility_criteria\` text,
  	\`program_benefits\` text,
  	\`seo_title\` text,
  	\`seo_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`programmes\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`programmes_locales_locale_parent_id_unique\` ON \`programmes_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_programmes_v_locales\` (
  	\`version_description\` text,
  	\`version_eligibility_criteria\` text,
  	\`version_program_benefits\` text,
  	\`version_seo_title\` text,
  	\`version_seo_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_programmes_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_programmes_v_locales_locale_parent_id_unique\` ON \`_programmes_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`loan_schemes_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`eligibility_criteria\` text,
  	\`application_process\` text,
  	\`contact_information\` text,
  	\`seo_title\` text,
  	\`seo_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`loan_schemes\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`loan_schemes_locales_locale_parent_id_unique\` ON \`loan_schemes_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_loan_schemes_v_locales\` (
  	\`version_title\` text,
  	\`version_description\` text,
  	\`version_eligibility_criteria\` text,
  	\`version_application_process\` text,
  	\`version_contact_information\` text,
  	\`version_seo_title\` text,
  	\`version_seo_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_loan_schemes_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_loan_schemes_v_locales_locale_parent_id_unique\` ON \`_loan_schemes_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`career_guidance_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`career_guidance\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`career_guidance_locales_locale_parent_id_unique\` ON \`career_guidance_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_career_guidance_v_locales\` (
  	\`version_title\` text,
  	\`version_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_career_guidance_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_career_guidance_v_locales_locale_parent_id_unique\` ON \`_career_guidance_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`cqa_items_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`seo_title\` text,
  	\`seo_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`cqa_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`cqa_items_locales_locale_parent_id_unique\` ON \`cqa_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_cqa_items_v_locales\` (
  	\`version_title\` text,
  	\`version_description\` text,
  	\`version_seo_title\` text,
  	\`version_seo_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_cqa_items_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_cqa_items_v_locales_locale_parent_id_unique\` ON \`_cqa_items_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`counsellors_locales\` (
  	\`designation\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`counsellors\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`counsellors_locales_locale_parent_id_unique\` ON \`counsellors_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_counsellors_v_locales\` (
  	\`version_designation\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_counsellors_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_counsellors_v_locales_locale_parent_id_unique\` ON \`_counsellors_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`research_items_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`research_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`research_items_locales_locale_parent_id_unique\` ON \`research_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_research_items_v_locales\` (
  	\`version_title\` text,
  	\`version_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_research_items_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_research_items_v_locales_locale_parent_id_unique\` ON \`_research_items_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`publications_locales\` (
  	\`title\` text,
  	\`abstract\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`publications\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`publications_locales_locale_parent_id_unique\` ON \`publications_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_publications_v_locales\` (
  	\`version_title\` text,
  	\`version_abstract\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_publications_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_publications_v_locales_locale_parent_id_unique\` ON \`_publications_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`internships_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`internships\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`internships_locales_locale_parent_id_unique\` ON \`internships_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_internships_v_locales\` (
  	\`version_title\` text,
  	\`version_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_internships_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_internships_v_locales_locale_parent_id_unique\` ON \`_internships_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`clubs_locales\` (
  	\`club_name\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`clubs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`clubs_locales_locale_parent_id_unique\` ON \`clubs_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_clubs_v_locales\` (
  	\`version_club_name\` text,
  	\`version_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_clubs_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_clubs_v_locales_locale_parent_id_unique\` ON \`_clubs_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`student_events_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`student_events\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`student_events_locales_locale_parent_id_unique\` ON \`student_events_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_student_events_v_locales\` (
  	\`version_title\` text,
  	\`version_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_student_events_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_student_events_v_locales_locale_parent_id_unique\` ON \`_student_events_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`sports_locales\` (
  	\`sport_activity\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`sports\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`sports_locales_locale_parent_id_unique\` ON \`sports_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_sports_v_locales\` (
  	\`version_sport_activity\` text,
  	\`version_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_sports_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_sports_v_locales_locale_parent_id_unique\` ON \`_sports_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`gallery_albums_locales\` (
  	\`album_name\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`gallery_albums\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`gallery_albums_locales_locale_parent_id_unique\` ON \`gallery_albums_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_gallery_albums_v_locales\` (
  	\`version_album_name\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_gallery_albums_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_gallery_albums_v_locales_locale_parent_id_unique\` ON \`_gallery_albums_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`video_albums_locales\` (
  	\`album_name\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`video_albums\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`video_albums_locales_locale_parent_id_unique\` ON \`video_albums_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_video_albums_v_locales\` (
  	\`version_album_name\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_video_albums_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_video_albums_v_locales_locale_parent_id_unique\` ON \`_video_albums_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`news_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`news_locales_locale_parent_id_unique\` ON \`news_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_news_v_locales\` (
  	\`version_title\` text,
  	\`version_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_news_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_news_v_locales_locale_parent_id_unique\` ON \`_news_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`alumni_news_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`expanded_content\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`alumni_news\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`alumni_news_locales_locale_parent_id_unique\` ON \`alumni_news_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_alumni_news_v_locales\` (
  	\`version_title\` text,
  	\`version_description\` text,
  	\`version_expanded_content\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_alumni_news_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_alumni_news_v_locales_locale_parent_id_unique\` ON \`_alumni_news_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`alumni_albums_locales\` (
  	\`album_name\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`alumni_albums\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`alumni_albums_locales_locale_parent_id_unique\` ON \`alumni_albums_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_alumni_albums_v_locales\` (
  	\`version_album_name\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_alumni_albums_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_alumni_albums_v_locales_locale_parent_id_unique\` ON \`_alumni_albums_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`flyers_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`flyers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`flyers_locales_locale_parent_id_unique\` ON \`flyers_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_flyers_v_locales\` (
  	\`version_title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_flyers_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_flyers_v_locales_locale_parent_id_unique\` ON \`_flyers_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`jobs_locales\` (
  	\`job_title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`jobs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`jobs_locales_locale_parent_id_unique\` ON \`jobs_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_jobs_v_locales\` (
  	\`version_job_title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_jobs_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_jobs_v_locales_locale_parent_id_unique\` ON \`_jobs_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`training_documents_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`training_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`training_documents_locales_locale_parent_id_unique\` ON \`training_documents_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_training_documents_v_locales\` (
  	\`version_title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_training_documents_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_training_documents_v_locales_locale_parent_id_unique\` ON \`_training_documents_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`media_locales\` (
  	\`alt\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`media_locales_locale_parent_id_unique\` ON \`media_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`documents_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`documents_locales_locale_parent_id_unique\` ON \`documents_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`videos_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`videos\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`videos_locales_locale_parent_id_unique\` ON \`videos_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`welcome_section_locales\` (
  	\`welcome_message\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`welcome_section\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`welcome_section_locales_locale_parent_id_unique\` ON \`welcome_section_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_welcome_section_v_locales\` (
  	\`version_welcome_message\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_welcome_section_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_welcome_section_v_locales_locale_parent_id_unique\` ON \`_welcome_section_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`history_locales\` (
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`history\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`history_locales_locale_parent_id_unique\` ON \`history_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_history_v_locales\` (
  	\`version_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_history_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_history_v_locales_locale_parent_id_unique\` ON \`_history_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`vision_mission_locales\` (
  	\`vision\` text,
  	\`mission\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`vision_mission\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`vision_mission_locales_locale_parent_id_unique\` ON \`vision_mission_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_vision_mission_v_locales\` (
  	\`version_vision\` text,
  	\`version_mission\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_vision_mission_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_vision_mission_v_locales_locale_parent_id_unique\` ON \`_vision_mission_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`cqa_description_locales\` (
  	\`cqa_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`cqa_description\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`cqa_description_locales_locale_parent_id_unique\` ON \`cqa_description_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_cqa_description_v_locales\` (
  	\`version_cqa_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_cqa_description_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_cqa_description_v_locales_locale_parent_id_unique\` ON \`_cqa_description_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`alumni_overview_locales\` (
  	\`vision\` text,
  	\`mission\` text,
  	\`goals\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`alumni_overview\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`alumni_overview_locales_locale_parent_id_unique\` ON \`alumni_overview_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_alumni_overview_v_locales\` (
  	\`version_vision\` text,
  	\`version_mission\` text,
  	\`version_goals\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_alumni_overview_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_alumni_overview_v_locales_locale_parent_id_unique\` ON \`_alumni_overview_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`career_header_locales\` (
  	\`title\` text,
  	\`subtitle\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`career_header\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`career_header_locales_locale_parent_id_unique\` ON \`career_header_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_career_header_v_locales\` (
  	\`version_title\` text,
  	\`version_subtitle\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_career_header_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_career_header_v_locales_locale_parent_id_unique\` ON \`_career_header_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`site_settings_locales\` (
  	\`default_description\` text,
  	\`footer_tagline\` text DEFAULT 'Expand the Boundaries of Quality Education with world-class standards.',
  	\`privacy_notice\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`site_settings_locales_locale_parent_id_unique\` ON \`site_settings_locales\` (\`_locale\`,\`_parent_id\`);`)
  // Every existing text becomes the English version before its column goes (src/records/translations/englishRows.ts).
  await copyIntoEnglishRows(sqliteMigration(db))
  await db.run(sql`ALTER TABLE \`_slider_images_v\` ADD \`snapshot\` integer;`)
  await db.run(sql`ALTER TABLE \`_slider_images_v\` ADD \`published_locale\` text;`)
  await db.run(sql`CREATE INDEX \`_slider_images_v_snapshot_idx\` ON \`_slider_images_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_slider_images_v_published_locale_idx\` ON \`_slider_images_v\` (\`published_locale\`);`)
  await db.run(sql`ALTER TABLE \`_slider_images_v\` DROP COLUMN \`version_caption\`;`)
  await db.run(sql`ALTER TABLE \`_partners_v\` ADD \`snapshot\` integer;`)
  await db.run(sql`ALTER TABLE \`_partners_v\` ADD \`published_locale\` text;`)
  await db.run(sql`CREATE INDEX \`_partners_v_snapshot_idx\` ON \`_partners_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_partners_v_published_locale_idx\` ON \`_partners_v\` (\`published_locale\`);`)
  await db.run(sql`ALTER TABLE \`_home_albums_v\` ADD \`snapshot\` integer;`)
  await db.run(sql`ALTER TABLE \`_home_albums_v\` ADD \`published_locale\` text;`)
  await db.run(sql`CREATE INDEX \`_home_albums_v_snapshot_idx\` ON \`_home_albums_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_home_albums_v_published_locale_idx\` ON \`_home_albums_v\` (\`published_locale\`);`)
  await db.run(sql`ALTER TABLE \`_home_albums_v\` DROP COLUMN \`version_album_name\`;`)
  await db.run(sql`ALTER TABLE \`_leadership_messages_v\` ADD \`snapshot\` integer;`)
  await db.run(sql`ALTER TABLE \`_leadership_messages_v\` ADD \`published_locale\` text;`)
  await db.run(sql`CREATE INDEX \`_leadership_messages_v_snapshot_idx\` ON \`_leadership_messages_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_leadership_messages_v_published_locale_idx\` ON \`_leadership_messages_v\` (\`published_locale\`);`)
  await db.run(sql`ALTER TABLE \`_leadership_messages_v\` DROP COLUMN \`version_message_type\`;`)
  await db.run(sql`ALTER TABLE \`_leadership_messages_v\` DROP COLUMN \`version_designation\`;`)
  await db.run(sql`ALTER TABLE \`_leadership_messages_v\` DROP COLUMN \`version_message\`;`)
  await db.run(sql`ALTER TABLE \`_council_members_v\` ADD \`snapshot\` integer;`)
  await db.run(sql`ALTER TABLE \`_council_members_v\` ADD \`published_locale\` text;`)
  await db.run(sql`CREATE INDEX \`_council_members_v_snapshot_idx\` ON \`_council_members_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_council_members_v_published_locale_idx\` ON \`_council_members_v\` (\`published_locale\`);`)
  await db.run(sql`ALTER TABLE \`_council_members_v\` DROP COLUMN \`version_designation\`;`)
  await db.run(sql`ALTER TABLE \`_council_members_v\` DROP COLUMN \`version_biography\`;`)
  await db.run(sql`ALTER TABLE \`_management_members_v\` ADD \`snapshot\` integer;`)
  await db.run(sql`ALTER TABLE \`_management_members_v\` ADD \`published_locale\` text;`)
  await db.run(sql`CREATE INDEX \`_management_members_v_snapshot_idx\` ON \`_management_members_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_management_members_v_published_locale_idx\` ON \`_management_members_v\` (\`published_locale\`);`)
  await db.run(sql`ALTER TABLE \`_management_members_v\` DROP COLUMN \`version_designation\`;`)
  await db.run(sql`ALTER TABLE \`_management_members_v\` DROP COLUMN \`version_biography\`;`)
  await db.run(sql`ALTER TABLE \`_studies_members_v\` ADD \`snapshot\` integer;`)
  await db.run(sql`ALTER TABLE \`_studies_members_v\` ADD \`published_locale\` text;`)
  await db.run(sql`CREATE INDEX \`_studies_members_v_snapshot_idx\` ON \`_studies_members_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_studies_members_v_published_locale_idx\` ON \`_studies_members_v\` (\`published_locale\`);`)
  await db.run(sql`ALTER TABLE \`_studies_members_v\` DROP COLUMN \`version_designation\`;`)
  await db.run(sql`ALTER TABLE \`_studies_members_v\` DROP COLUMN \`version_biography\`;`)
  await db.run(sql`ALTER TABLE \`_departments_v\` ADD \`snapshot\` integer;`)
  await db.run(sql`ALTER TABLE \`_departments_v\` ADD \`published_locale\` text;`)
  await db.run(sql`CREATE INDEX \`_departments_v_snapshot_idx\` ON \`_departments_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_departments_v_published_locale_idx\` ON \`_departments_v\` (\`published_locale\`);`)
  await db.run(sql`ALTER TABLE \`_departments_v\` DROP COLUMN \`version_department_name\`;`)
  await db.run(sql`ALTER TABLE \`_departments_v\` DROP COLUMN \`version_description\`;`)
  await db.run(sql`ALTER TABLE \`_departments_v\` DROP COLUMN \`version_hod_message\`;`)
  await db.run(sql`ALTER TABLE \`_departments_v\` DROP COLUMN \`version_seo_title\`;`)
  await db.run(sql`ALTER TABLE \`_departments_v\` DROP COLUMN \`version_seo_description\`;`)
  await db.run(sql`ALTER TABLE \`_degrees_v\` ADD \`snapshot\` integer;`)
  await db.run(sql`ALTER TABLE \`_degrees_v\` ADD \`published_locale\` text;`)
  await db.run(sql`CREATE INDEX \`_degrees_v_snapshot_idx\` ON \`_degrees_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_degrees_v_published_locale_idx\` ON \`_degrees_v\` (\`published_locale\`);`)
  await db.run(sql`ALTER TABLE \`_degrees_v\` DROP COLUMN \`version_description\`;`)
  await db.run(sql`ALTER TABLE \`_degrees_v\` DROP COLUMN \`version_eligibility_criteria\`;`)
  await db.run(sql`ALTER TABLE \`_degrees_v\` DROP COLUMN \`version_investment\`;`)
  await db.run(sql`ALTER TABLE \`_degrees_v\` DROP COLUMN \`version_seo_title\`;`)
  await db.run(sql`ALTER TABLE \`_degrees_v\` DROP COLUMN \`version_seo_description\`;`)
  await db.run(sql`ALTER TABLE \`_programmes_v\` ADD \`snapshot\` integer;`)
  await db.run(sql`ALTER TABLE \`_programmes_v\` ADD \`published_locale\` text;`)
  await db.run(sql`CREATE INDEX \`_programmes_v_snapshot_idx\` ON \`_programmes_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_programmes_v_published_locale_idx\` ON \`_programmes_v\` (\`published_locale\`);`)
  await db.run(sql`ALTER TABLE \`_programmes_v\` DROP COLUMN \`version_description\`;`)
  await db.run(sql`ALTER TABLE \`_programmes_v\` DROP COLUMN \`version_eligibility_criteria\`;`)
  await db.run(sql`ALTER TABLE \`_programmes_v\` DROP COLUMN \`version_program_benefits\`;`)
  await db.run(sql`ALTER TABLE \`_programmes_v\` DROP COLUMN \`version_seo_title\`;`)
  await db.run(sql`ALTER TABLE \`_programmes_v\` DROP COLUMN \`version_seo_description\`;`)
  await db.run(sql`ALTER TABLE \`_loan_schemes_v\` ADD \`snapshot\` integer;`)
  await db.run(sql`ALTER TABLE \`_loan_schemes_v\` ADD \`published_locale\` text;`)
  await db.run(sql`CREATE INDEX \`_loan_schemes_v_snapshot_idx\` ON \`_loan_schemes_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_loan_schemes_v_published_locale_idx\` ON \`_loan_schemes_v\` (\`published_locale\`);`)
  await db.run(sql`ALTER TABLE \`_loan_schemes_v\` DROP COLUMN \`version_title\`;`)
  await db.run(sql`ALTER TABLE \`_loan_schemes_v\` DROP COLUMN \`version_description\`;`)
  await db.run(sql`ALTER TABLE \`_loan_schemes_v\` DROP COLUMN \`version_eligibility_criteria\`;`)
  await db.run(sql`ALTER TABLE \`_loan_schemes_v\` DROP COLUMN \`version_application_process\`;`)
  await db.run(sql`ALTER TABLE \`_loan_schemes_v\` DROP COLUMN \`version_contact_information\`;`)
  await db.run(sql`ALTER TABLE \`_loan_schemes_v\` DROP COLUMN \`version_seo_title\`;`)
  await db.run(sql`ALTER TABLE \`_loan_schemes_v\` DROP COLUMN \`version_seo_description\`;`)
  await db.run(sql`ALTER TABLE \`_career_guidance_v\` ADD \`snapshot\` integer;`)
  await db.run(sql`ALTER TABLE \`_career_guidance_v\` ADD \`published_locale\` text;`)
  await db.run(sql`CREATE INDEX \`_career_guidance_v_snapshot_idx\` ON \`_career_guidance_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_career_guidance_v_published_locale_idx\` ON \`_career_guidance_v\` (\`published_locale\`);`)
  await db.run(sql`ALTER TABLE \`_career_guidance_v\` DROP COLUMN \`version_title\`;`)
  await db.run(sql`ALTER TABLE \`_career_guidance_v\` DROP COLUMN \`version_description\`;`)
  await db.run(sql`ALTER TABLE \`_cqa_items_v\` ADD \`snapshot\` integer;`)
  await db.run(sql`ALTER TABLE \`_cqa_items_v\` ADD \`published_locale\` text;`)
  await db.run(sql`CREATE INDEX \`_cqa_items_v_snapshot_idx\` ON \`_cqa_items_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_cqa_items_v_published_locale_idx\` ON \`_cqa_items_v\` (\`published_locale\`);`)
  await db.run(sql`ALTER TABLE \`_cqa_items_v\` DROP COLUMN \`version_title\`;`)
  await db.run(sql`ALTER TABLE \`_cqa_items_v\` DROP COLUMN \`version_description\`;`)
  await db.run(sql`ALTER TABLE \`_cqa_items_v\` DROP COLUMN \`version_seo_title\`;`)
  await db.run(sql`ALTER TABLE \`_cqa_items_v\` DROP COLUMN \`version_seo_description\`;`)
  await db.run(sql`ALTER TABLE \`_service_links_v\` ADD \`snapshot\` integer;`)
  await db.run(sql`ALTER TABLE \`_service_links_v\` ADD \`published_locale\` text;`)
  await db.run(sql`CREATE INDEX \`_service_links_v_snapshot_idx\` ON \`_service_links_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_service_links_v_published_locale_idx\` ON \`_service_links_v\` (\`published_locale\`);`)
  await db.run(sql`ALTER TABLE \`_counsellors_v\` ADD \`snapshot\` integer;`)
  await db.run(sql`ALTER TABLE \`_counsellors_v\` ADD \`published_locale\` text;`)
  await db.run(sql`CREATE INDEX \`_counsellors_v_snapshot_idx\` ON \`_counsellors_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_counsellors_v_published_locale_idx\` ON \`_counsellors_v\` (\`published_locale\`);`)
  await db.run(sql`ALTER TABLE \`_counsellors_v\` DROP COLUMN \`version_designation\`;`)
  await db.run(sql`ALTER TABLE \`_research_items_v\` ADD \`snapshot\` integer;`)
  await db.run(sql`ALTER TABLE \`_research_items_v\` ADD \`published_locale\` text;`)
  await db.run(sql`CREATE INDEX \`_research_items_v_snapshot_idx\` ON \`_research_items_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_research_items_v_published_locale_idx\` ON \`_research_items_v\` (\`published_locale\`);`)
  await db.run(sql`ALTER TABLE \`_research_items_v\` DROP COLUMN \`version_title\`;`)
  await db.run(sql`ALTER TABLE \`_research_items_v\` DROP COLUMN \`version_description\`;`)
  await db.run(sql`ALTER TABLE \`_publications_v\` ADD \`snapshot\` integer;`)
  await db.run(sql`ALTER TABLE \`_publications_v\` ADD \`published_locale\` text;`)
  await db.run(sql`CREATE INDEX \`_publications_v_snapshot_idx\` ON \`_publications_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_publications_v_published_locale_idx\` ON \`_publications_v\` (\`published_locale\`);`)
  await db.run(sql`ALTER TABLE \`_publications_v\` DROP COLUMN \`version_title\`;`)
  await db.run(sql`ALTER TABLE \`_publications_v\` DROP COLUMN \`version_abstract\`;`)
  await db.run(sql`ALTER TABLE \`_internships_v\` ADD \`snapshot\` integer;`)
  await db.run(sql`ALTER TABLE \`_internships_v\` ADD \`published_locale\` text;`)
  await db.run(sql`CREATE INDEX \`_internships_v_snapshot_idx\` ON \`_internships_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_internships_v_published_locale_idx\` ON \`_internships_v\` (\`published_locale\`);`)
  await db.run(sql`ALTER TABLE \`_internships_v\` DROP COLUMN \`version_title\`;`)
  await db.run(sql`ALTER TABLE \`_internships_v\` DROP COLUMN \`version_description\`;`)
  await db.run(sql`ALTER TABLE \`_clubs_v\` ADD \`snapshot\` integer;`)
  await db.run(sql`ALTER TABLE \`_clubs_v\` ADD \`published_locale\` text;`)
  await db.run(sql`CREATE INDEX \`_clubs_v_snapshot_idx\` ON \`_clubs_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_clubs_v_published_locale_idx\` ON \`_clubs_v\` (\`published_locale\`);`)
  await db.run(sql`ALTER TABLE \`_clubs_v\` DROP COLUMN \`version_club_name\`;`)
  await db.run(sql`ALTER TABLE \`_clubs_v\` DROP COLUMN \`version_description\`;`)
  await db.run(sql`ALTER TABLE \`_student_events_v\` ADD \`snapshot\` integer;`)
  await db.run(sql`ALTER TABLE \`_student_events_v\` ADD \`published_locale\` text;`)
  await db.run(sql`CREATE INDEX \`_student_events_v_snapshot_idx\` ON \`_student_events_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_student_events_v_published_locale_idx\` ON \`_student_events_v\` (\`published_locale\`);`)
  await db.run(sql`ALTER TABLE \`_student_events_v\` DROP COLUMN \`version_title\`;`)
  await db.run(sql`ALTER TABLE \`_student_events_v\` DROP COLUMN \`version_description\`;`)
  await db.run(sql`ALTER TABLE \`_sports_v\` ADD \`snapshot\` integer;`)
  await db.run(sql`ALTER TABLE \`_sports_v\` ADD \`published_locale\` text;`)
  await db.run(sql`CREATE INDEX \`_sports_v_snapshot_idx\` ON \`_sports_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_sports_v_published_locale_idx\` ON \`_sports_v\` (\`published_locale\`);`)
  await db.run(sql`ALTER TABLE \`_sports_v\` DROP COLUMN \`version_sport_activity\`;`)
  await db.run(sql`ALTER TABLE \`_sports_v\` DROP COLUMN \`version_description\`;`)
  await db.run(sql`ALTER TABLE \`_gallery_albums_v\` ADD \`snapshot\` integer;`)
  await db.run(sql`ALTER TABLE \`_gallery_albums_v\` ADD \`published_locale\` text;`)
  await db.run(sql`CREATE INDEX \`_gallery_albums_v_snapshot_idx\` ON \`_gallery_albums_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_gallery_albums_v_published_locale_idx\` ON \`_gallery_albums_v\` (\`published_locale\`);`)
  await db.run(sql`ALTER TABLE \`_gallery_albums_v\` DROP COLUMN \`version_album_name\`;`)
  await db.run(sql`ALTER TABLE \`_video_albums_v\` ADD \`snapshot\` integer;`)
  await db.run(sql`ALTER TABLE \`_video_albums_v\` ADD \`published_locale\` text;`)
  await db.run(sql`CREATE INDEX \`_video_albums_v_snapshot_idx\` ON \`_video_albums_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_video_albums_v_published_locale_idx\` ON \`_video_albums_v\` (\`published_locale\`);`)
  await db.run(sql`ALTER TABLE \`_video_albums_v\` DROP COLUMN \`version_album_name\`;`)
  await db.run(sql`ALTER TABLE \`_news_v\` ADD \`snapshot\` integer;`)
  await db.run(sql`ALTER TABLE \`_news_v\` ADD \`published_locale\` text;`)
  await db.run(sql`CREATE INDEX \`_news_v_snapshot_idx\` ON \`_news_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_published_locale_idx\` ON \`_news_v\` (\`published_locale\`);`)
  await db.run(sql`ALTER TABLE \`_news_v\` DROP COLUMN \`version_title\`;`)
  await db.run(sql`ALTER TABLE \`_news_v\` DROP COLUMN \`version_description\`;`)
  await db.run(sql`ALTER TABLE \`_alumni_news_v\` ADD \`snapshot\` integer;`)
  await db.run(sql`ALTER TABLE \`_alumni_news_v\` ADD \`published_locale\` text;`)
  await db.run(sql`CREATE INDEX \`_alumni_news_v_snapshot_idx\` ON \`_alumni_news_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_alumni_news_v_published_locale_idx\` ON \`_alumni_news_v\` (\`published_locale\`);`)
  await db.run(sql`ALTER TABLE \`_alumni_news_v\` DROP COLUMN \`version_title\`;`)
  await db.run(sql`ALTER TABLE \`_alumni_news_v\` DROP COLUMN \`version_description\`;`)
  await db.run(sql`ALTER TABLE \`_alumni_news_v\` DROP COLUMN \`version_expanded_content\`;`)
  await db.run(sql`ALTER TABLE \`_alumni_albums_v\` ADD \`snapshot\` integer;`)
  await db.run(sql`ALTER TABLE \`_alumni_albums_v\` ADD \`published_locale\` text;`)
  await db.run(sql`CREATE INDEX \`_alumni_albums_v_snapshot_idx\` ON \`_alumni_albums_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_alumni_albums_v_published_locale_idx\` ON \`_alumni_albums_v\` (\`published_locale\`);`)
  await db.run(sql`ALTER TABLE \`_alumni_albums_v\` DROP COLUMN \`version_album_name\`;`)
  await db.run(sql`ALTER TABLE \`_degree_program_names_v\` ADD \`snapshot\` integer;`)
  await db.run(sql`ALTER TABLE \`_degree_program_names_v\` ADD \`published_locale\` text;`)
  await db.run(sql`CREATE INDEX \`_degree_program_names_v_snapshot_idx\` ON \`_degree_program_names_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_degree_program_names_v_published_locale_idx\` ON \`_degree_program_names_v\` (\`published_locale\`);`)
  await db.run(sql`ALTER TABLE \`_alumni_intakes_v\` ADD \`snapshot\` integer;`)
  await db.run(sql`ALTER TABLE \`_alumni_intakes_v\` ADD \`published_locale\` text;`)
  await db.run(sql`CREATE INDEX \`_alumni_intakes_v_snapshot_idx\` ON \`_alumni_intakes_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_alumni_intakes_v_published_locale_idx\` ON \`_alumni_intakes_v\` (\`published_locale\`);`)
  await db.run(sql`ALTER TABLE \`_flyers_v\` ADD \`snapshot\` integer;`)
  await db.run(sql`ALTER TABLE \`_flyers_v\` ADD \`published_locale\` text;`)
  await db.run(sql`CREATE INDEX \`_flyers_v_snapshot_idx\` ON \`_flyers_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_flyers_v_published_locale_idx\` ON \`_flyers_v\` (\`published_locale\`);`)
  await db.run(sql`ALTER TABLE \`_flyers_v\` DROP COLUMN \`version_title\`;`)
  await db.run(sql`ALTER TABLE \`_jobs_v\` ADD \`snapshot\` integer;`)
  await db.run(sql`ALTER TABLE \`_jobs_v\` ADD \`published_locale\` text;`)
  await db.run(sql`CREATE INDEX \`_jobs_v_snapshot_idx\` ON \`_jobs_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_jobs_v_published_locale_idx\` ON \`_jobs_v\` (\`published_locale\`);`)
  await db.run(sql`ALTER TABLE \`_jobs_v\` DROP COLUMN \`version_job_title\`;`)
  await db.run(sql`ALTER TABLE \`_training_partners_v\` ADD \`snapshot\` integer;`)
  await db.run(sql`ALTER TABLE \`_training_partners_v\` ADD \`published_locale\` text;`)
  await db.run(sql`CREATE INDEX \`_training_partners_v_snapshot_idx\` ON \`_training_partners_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_training_partners_v_published_locale_idx\` ON \`_training_partners_v\` (\`published_locale\`);`)
  await db.run(sql`ALTER TABLE \`_training_documents_v\` ADD \`snapshot\` integer;`)
  await db.run(sql`ALTER TABLE \`_training_documents_v\` ADD \`published_locale\` text;`)
  await db.run(sql`CREATE INDEX \`_training_documents_v_snapshot_idx\` ON \`_training_documents_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_training_documents_v_published_locale_idx\` ON \`_training_documents_v\` (\`published_locale\`);`)
  await db.run(sql`ALTER TABLE \`_training_documents_v\` DROP COLUMN \`version_title\`;`)
  await db.run(sql`ALTER TABLE \`_welcome_section_v\` ADD \`snapshot\` integer;`)
  await db.run(sql`ALTER TABLE \`_welcome_section_v\` ADD \`published_locale\` text;`)
  await db.run(sql`CREATE INDEX \`_welcome_section_v_snapshot_idx\` ON \`_welcome_section_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_welcome_section_v_published_locale_idx\` ON \`_welcome_section_v\` (\`published_locale\`);`)
  await db.run(sql`ALTER TABLE \`_welcome_section_v\` DROP COLUMN \`version_welcome_message\`;`)
  await db.run(sql`ALTER TABLE \`_popup_image_v\` ADD \`snapshot\` integer;`)
  await db.run(sql`ALTER TABLE \`_popup_image_v\` ADD \`published_locale\` text;`)
  await db.run(sql`CREATE INDEX \`_popup_image_v_snapshot_idx\` ON \`_popup_image_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_popup_image_v_published_locale_idx\` ON \`_popup_image_v\` (\`published_locale\`);`)
  await db.run(sql`ALTER TABLE \`_history_v\` ADD \`snapshot\` integer;`)
  await db.run(sql`ALTER TABLE \`_history_v\` ADD \`published_locale\` text;`)
  await db.run(sql`CREATE INDEX \`_history_v_snapshot_idx\` ON \`_history_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_history_v_published_locale_idx\` ON \`_history_v\` (\`published_locale\`);`)
  await db.run(sql`ALTER TABLE \`_history_v\` DROP COLUMN \`version_description\`;`)
  await db.run(sql`ALTER TABLE \`_vision_mission_v\` ADD \`snapshot\` integer;`)
  await db.run(sql`ALTER TABLE \`_vision_mission_v\` ADD \`published_locale\` text;`)
  await db.run(sql`CREATE INDEX \`_vision_mission_v_snapshot_idx\` ON \`_vision_mission_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_vision_mission_v_published_locale_idx\` ON \`_vision_mission_v\` (\`published_locale\`);`)
  await db.run(sql`ALTER TABLE \`_vision_mission_v\` DROP COLUMN \`version_vision\`;`)
  await db.run(sql`ALTER TABLE \`_vision_mission_v\` DROP COLUMN \`version_mission\`;`)
  await db.run(sql`ALTER TABLE \`_cqa_description_v\` ADD \`snapshot\` integer;`)
  await db.run(sql`ALTER TABLE \`_cqa_description_v\` ADD \`published_locale\` text;`)
  await db.run(sql`CREATE INDEX \`_cqa_description_v_snapshot_idx\` ON \`_cqa_description_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_cqa_description_v_published_locale_idx\` ON \`_cqa_description_v\` (\`published_locale\`);`)
  await db.run(sql`ALTER TABLE \`_cqa_description_v\` DROP COLUMN \`version_cqa_description\`;`)
  await db.run(sql`ALTER TABLE \`_alumni_overview_v\` ADD \`snapshot\` integer;`)
  await db.run(sql`ALTER TABLE \`_alumni_overview_v\` ADD \`published_locale\` text;`)
  await db.run(sql`CREATE INDEX \`_alumni_overview_v_snapshot_idx\` ON \`_alumni_overview_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_alumni_overview_v_published_locale_idx\` ON \`_alumni_overview_v\` (\`published_locale\`);`)
  await db.run(sql`ALTER TABLE \`_alumni_overview_v\` DROP COLUMN \`version_vision\`;`)
  await db.run(sql`ALTER TABLE \`_alumni_overview_v\` DROP COLUMN \`version_mission\`;`)
  await db.run(sql`ALTER TABLE \`_alumni_overview_v\` DROP COLUMN \`version_goals\`;`)
  await db.run(sql`ALTER TABLE \`_career_header_v\` ADD \`snapshot\` integer;`)
  await db.run(sql`ALTER TABLE \`_career_header_v\` ADD \`published_locale\` text;`)
  await db.run(sql`CREATE INDEX \`_career_header_v_snapshot_idx\` ON \`_career_header_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_career_header_v_published_locale_idx\` ON \`_career_header_v\` (\`published_locale\`);`)
  await db.run(sql`ALTER TABLE \`_career_header_v\` DROP COLUMN \`version_title\`;`)
  await db.run(sql`ALTER TABLE \`_career_header_v\` DROP COLUMN \`version_subtitle\`;`)
  await db.run(sql`ALTER TABLE \`_contact_info_v\` ADD \`snapshot\` integer;`)
  await db.run(sql`ALTER TABLE \`_contact_info_v\` ADD \`published_locale\` text;`)
  await db.run(sql`CREATE INDEX \`_contact_info_v_snapshot_idx\` ON \`_contact_info_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_contact_info_v_published_locale_idx\` ON \`_contact_info_v\` (\`published_locale\`);`)
  await db.run(sql`ALTER TABLE \`slider_images\` DROP COLUMN \`caption\`;`)
  await db.run(sql`ALTER TABLE \`home_albums\` DROP COLUMN \`album_name\`;`)
  await db.run(sql`ALTER TABLE \`leadership_messages\` DROP COLUMN \`message_type\`;`)
  await db.run(sql`ALTER TABLE \`leadership_messages\` DROP COLUMN \`designation\`;`)
  await db.run(sql`ALTER TABLE \`leadership_messages\` DROP COLUMN \`message\`;`)
  await db.run(sql`ALTER TABLE \`council_members\` DROP COLUMN \`designation\`;`)
  await db.run(sql`ALTER TABLE \`council_members\` DROP COLUMN \`biography\`;`)
  await db.run(sql`ALTER TABLE \`management_members\` DROP COLUMN \`designation\`;`)
  await db.run(sql`ALTER TABLE \`management_members\` DROP COLUMN \`biography\`;`)
  await db.run(sql`ALTER TABLE \`studies_members\` DROP COLUMN \`designation\`;`)
  await db.run(sql`ALTER TABLE \`studies_members\` DROP COLUMN \`biography\`;`)
  await db.run(sql`ALTER TABLE \`departments_staff_members\` DROP COLUMN \`designation\`;`)
  await db.run(sql`ALTER TABLE \`departments_staff_members\` DROP COLUMN \`qualifications\`;`)
  await db.run(sql`ALTER TABLE \`departments\` DROP COLUMN \`department_name\`;`)
  await db.run(sql`ALTER TABLE \`departments\` DROP COLUMN \`description\`;`)
  await db.run(sql`ALTER TABLE \`departments\` DROP COLUMN \`hod_message\`;`)
  await db.run(sql`ALTER TABLE \`departments\` DROP COLUMN \`seo_title\`;`)
  await db.run(sql`ALTER TABLE \`departments\` DROP COLUMN \`seo_description\`;`)
  await db.run(sql`ALTER TABLE \`_departments_v_version_staff_members\` DROP COLUMN \`designation\`;`)
  await db.run(sql`ALTER TABLE \`_departments_v_version_staff_members\` DROP COLUMN \`qualifications\`;`)
  await db.run(sql`ALTER TABLE \`degrees\` DROP COLUMN \`description\`;`)
  await db.run(sql`ALTER TABLE \`degrees\` DROP COLUMN \`eligibility_criteria\`;`)
  await db.run(sql`ALTER TABLE \`degrees\` DROP COLUMN \`investment\`;`)
  await db.run(sql`ALTER TABLE \`degrees\` DROP COLUMN \`seo_title\`;`)
  await db.run(sql`ALTER TABLE \`degrees\` DROP COLUMN \`seo_description\`;`)
  await db.run(sql`ALTER TABLE \`programmes\` DROP COLUMN \`description\`;`)
  await db.run(sql`ALTER TABLE \`programmes\` DROP COLUMN \`eligibility_criteria\`;`)
  await db.run(sql`ALTER TABLE \`programmes\` DROP COLUMN \`program_benefits\`;`)
  await db.run(sql`ALTER TABLE \`programmes\` DROP COLUMN \`seo_title\`;`)
  await db.run(sql`ALTER TABLE \`programmes\` DROP COLUMN \`seo_description\`;`)
  await db.run(sql`ALTER TABLE \`loan_schemes\` DROP COLUMN \`title\`;`)
  await db.run(sql`ALTER TABLE \`loan_schemes\` DROP COLUMN \`description\`;`)
  await db.run(sql`ALTER TABLE \`loan_schemes\` DROP COLUMN \`eligibility_criteria\`;`)
  await db.run(sql`ALTER TABLE \`loan_schemes\` DROP COLUMN \`application_process\`;`)
  await db.run(sql`ALTER TABLE \`loan_schemes\` DROP COLUMN \`contact_information\`;`)
  await db.run(sql`ALTER TABLE \`loan_schemes\` DROP COLUMN \`seo_title\`;`)
  await db.run(sql`ALTER TABLE \`loan_schemes\` DROP COLUMN \`seo_description\`;`)
  await db.run(sql`ALTER TABLE \`career_guidance\` DROP COLUMN \`title\`;`)
  await db.run(sql`ALTER TABLE \`career_guidance\` DROP COLUMN \`description\`;`)
  await db.run(sql`ALTER TABLE \`cqa_items\` DROP COLUMN \`title\`;`)
  await db.run(sql`ALTER TABLE \`cqa_items\` DROP COLUMN \`description\`;`)
  await db.run(sql`ALTER TABLE \`cqa_items\` DROP COLUMN \`seo_title\`;`)
  await db.run(sql`ALTER TABLE \`cqa_items\` DROP COLUMN \`seo_description\`;`)
  await db.run(sql`ALTER TABLE \`counsellors\` DROP COLUMN \`designation\`;`)
  await db.run(sql`ALTER TABLE \`research_items\` DROP COLUMN \`title\`;`)
  await db.run(sql`ALTER TABLE \`research_items\` DROP COLUMN \`description\`;`)
  await db.run(sql`ALTER TABLE \`publications\` DROP COLUMN \`title\`;`)
  await db.run(sql`ALTER TABLE \`publications\` DROP COLUMN \`abstract\`;`)
  await db.run(sql`ALTER TABLE \`internships\` DROP COLUMN \`title\`;`)
  await db.run(sql`ALTER TABLE \`internships\` DROP COLUMN \`description\`;`)
  await db.run(sql`ALTER TABLE \`clubs\` DROP COLUMN \`club_name\`;`)
  await db.run(sql`ALTER TABLE \`clubs\` DROP COLUMN \`description\`;`)
  await db.run(sql`ALTER TABLE \`student_events\` DROP COLUMN \`title\`;`)
  await db.run(sql`ALTER TABLE \`student_events\` DROP COLUMN \`description\`;`)
  await db.run(sql`ALTER TABLE \`sports\` DROP COLUMN \`sport_activity\`;`)
  await db.run(sql`ALTER TABLE \`sports\` DROP COLUMN \`description\`;`)
  await db.run(sql`ALTER TABLE \`gallery_albums\` DROP COLUMN \`album_name\`;`)
  await db.run(sql`ALTER TABLE \`video_albums\` DROP COLUMN \`album_name\`;`)
  await db.run(sql`ALTER TABLE \`news\` DROP COLUMN \`title\`;`)
  await db.run(sql`ALTER TABLE \`news\` DROP COLUMN \`description\`;`)
  await db.run(sql`ALTER TABLE \`alumni_news\` DROP COLUMN \`title\`;`)
  await db.run(sql`ALTER TABLE \`alumni_news\` DROP COLUMN \`description\`;`)
  await db.run(sql`ALTER TABLE \`alumni_news\` DROP COLUMN \`expanded_content\`;`)
  await db.run(sql`ALTER TABLE \`alumni_albums\` DROP COLUMN \`album_name\`;`)
  await db.run(sql`ALTER TABLE \`flyers\` DROP COLUMN \`title\`;`)
  await db.run(sql`ALTER TABLE \`jobs\` DROP COLUMN \`job_title\`;`)
  await db.run(sql`ALTER TABLE \`training_documents\` DROP COLUMN \`title\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`alt\`;`)
  await db.run(sql`ALTER TABLE \`documents\` DROP COLUMN \`title\`;`)
  await db.run(sql`ALTER TABLE \`videos\` DROP COLUMN \`title\`;`)
  await db.run(sql`ALTER TABLE \`welcome_section\` DROP COLUMN \`welcome_message\`;`)
  await db.run(sql`ALTER TABLE \`history\` DROP COLUMN \`description\`;`)
  await db.run(sql`ALTER TABLE \`vision_mission\` DROP COLUMN \`vision\`;`)
  await db.run(sql`ALTER TABLE \`vision_mission\` DROP COLUMN \`mission\`;`)
  await db.run(sql`ALTER TABLE \`cqa_description\` DROP COLUMN \`cqa_description\`;`)
  await db.run(sql`ALTER TABLE \`alumni_overview\` DROP COLUMN \`vision\`;`)
  await db.run(sql`ALTER TABLE \`alumni_overview\` DROP COLUMN \`mission\`;`)
  await db.run(sql`ALTER TABLE \`alumni_overview\` DROP COLUMN \`goals\`;`)
  await db.run(sql`ALTER TABLE \`career_header\` DROP COLUMN \`title\`;`)
  await db.run(sql`ALTER TABLE \`career_header\` DROP COLUMN \`subtitle\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`default_description\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`footer_tagline\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`privacy_notice\`;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`_slider_images_v_snapshot_idx\`;`)
  await db.run(sql`DROP INDEX \`_slider_images_v_published_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`_slider_images_v\` ADD \`version_caption\` text;`)
  await db.run(sql`ALTER TABLE \`_slider_images_v\` DROP COLUMN \`snapshot\`;`)
  await db.run(sql`ALTER TABLE \`_slider_images_v\` DROP COLUMN \`published_locale\`;`)
  await db.run(sql`DROP INDEX \`_partners_v_snapshot_idx\`;`)
  await db.run(sql`DROP INDEX \`_partners_v_published_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`_partners_v\` DROP COLUMN \`snapshot\`;`)
  await db.run(sql`ALTER TABLE \`_partners_v\` DROP COLUMN \`published_locale\`;`)
  await db.run(sql`DROP INDEX \`_home_albums_v_snapshot_idx\`;`)
  await db.run(sql`DROP INDEX \`_home_albums_v_published_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`_home_albums_v\` ADD \`version_album_name\` text;`)
  await db.run(sql`ALTER TABLE \`_home_albums_v\` DROP COLUMN \`snapshot\`;`)
  await db.run(sql`ALTER TABLE \`_home_albums_v\` DROP COLUMN \`published_locale\`;`)
  await db.run(sql`DROP INDEX \`_leadership_messages_v_snapshot_idx\`;`)
  await db.run(sql`DROP INDEX \`_leadership_messages_v_published_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`_leadership_messages_v\` ADD \`version_message_type\` text;`)
  await db.run(sql`ALTER TABLE \`_leadership_messages_v\` ADD \`version_designation\` text;`)
  await db.run(sql`ALTER TABLE \`_leadership_messages_v\` ADD \`version_message\` text;`)
  await db.run(sql`ALTER TABLE \`_leadership_messages_v\` DROP COLUMN \`snapshot\`;`)
  await db.run(sql`ALTER TABLE \`_leadership_messages_v\` DROP COLUMN \`published_locale\`;`)
  await db.run(sql`DROP INDEX \`_council_members_v_snapshot_idx\`;`)
  await db.run(sql`DROP INDEX \`_council_members_v_published_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`_council_members_v\` ADD \`version_designation\` text;`)
  await db.run(sql`ALTER TABLE \`_council_members_v\` ADD \`version_biography\` text;`)
  await db.run(sql`ALTER TABLE \`_council_members_v\` DROP COLUMN \`snapshot\`;`)
  await db.run(sql`ALTER TABLE \`_council_members_v\` DROP COLUMN \`published_locale\`;`)
  await db.run(sql`DROP INDEX \`_management_members_v_snapshot_idx\`;`)
  await db.run(sql`DROP INDEX \`_management_members_v_published_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`_management_members_v\` ADD \`version_designation\` text;`)
  await db.run(sql`ALTER TABLE \`_management_members_v\` ADD \`version_biography\` text;`)
  await db.run(sql`ALTER TABLE \`_management_members_v\` DROP COLUMN \`snapshot\`;`)
  await db.run(sql`ALTER TABLE \`_management_members_v\` DROP COLUMN \`published_locale\`;`)
  await db.run(sql`DROP INDEX \`_studies_members_v_snapshot_idx\`;`)
  await db.run(sql`DROP INDEX \`_studies_members_v_published_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`_studies_members_v\` ADD \`version_designation\` text;`)
  await db.run(sql`ALTER TABLE \`_studies_members_v\` ADD \`version_biography\` text;`)
  await db.run(sql`ALTER TABLE \`_studies_members_v\` DROP COLUMN \`snapshot\`;`)
  await db.run(sql`ALTER TABLE \`_studies_members_v\` DROP COLUMN \`published_locale\`;`)
  await db.run(sql`DROP INDEX \`_departments_v_snapshot_idx\`;`)
  await db.run(sql`DROP INDEX \`_departments_v_published_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`_departments_v\` ADD \`version_department_name\` text;`)
  await db.run(sql`ALTER TABLE \`_departments_v\` ADD \`version_description\` text;`)
  await db.run(sql`ALTER TABLE \`_departments_v\` ADD \`version_hod_message\` text;`)
  await db.run(sql`ALTER TABLE \`_departments_v\` ADD \`version_seo_title\` text;`)
  await db.run(sql`ALTER TABLE \`_departments_v\` ADD \`version_seo_description\` text;`)
  await db.run(sql`ALTER TABLE \`_departments_v\` DROP COLUMN \`snapshot\`;`)
  await db.run(sql`ALTER TABLE \`_departments_v\` DROP COLUMN \`published_locale\`;`)
  await db.run(sql`DROP INDEX \`_degrees_v_snapshot_idx\`;`)
  await db.run(sql`DROP INDEX \`_degrees_v_published_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`_degrees_v\` ADD \`version_description\` text;`)
  await db.run(sql`ALTER TABLE \`_degrees_v\` ADD \`version_eligibility_criteria\` text;`)
  await db.run(sql`ALTER TABLE \`_degrees_v\` ADD \`version_investment\` text;`)
  await db.run(sql`ALTER TABLE \`_degrees_v\` ADD \`version_seo_title\` text;`)
  await db.run(sql`ALTER TABLE \`_degrees_v\` ADD \`version_seo_description\` text;`)
  await db.run(sql`ALTER TABLE \`_degrees_v\` DROP COLUMN \`snapshot\`;`)
  await db.run(sql`ALTER TABLE \`_degrees_v\` DROP COLUMN \`published_locale\`;`)
  await db.run(sql`DROP INDEX \`_programmes_v_snapshot_idx\`;`)
  await db.run(sql`DROP INDEX \`_programmes_v_published_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`_programmes_v\` ADD \`version_description\` text;`)
  await db.run(sql`ALTER TABLE \`_programmes_v\` ADD \`version_eligibility_criteria\` text;`)
  await db.run(sql`ALTER TABLE \`_programmes_v\` ADD \`version_program_benefits\` text;`)
  await db.run(sql`ALTER TABLE \`_programmes_v\` ADD \`version_seo_title\` text;`)
  await db.run(sql`ALTER TABLE \`_programmes_v\` ADD \`version_seo_description\` text;`)
  await db.run(sql`ALTER TABLE \`_programmes_v\` DROP COLUMN \`snapshot\`;`)
  await db.run(sql`ALTER TABLE \`_programmes_v\` DROP COLUMN \`published_locale\`;`)
  await db.run(sql`DROP INDEX \`_loan_schemes_v_snapshot_idx\`;`)
  await db.run(sql`DROP INDEX \`_loan_schemes_v_published_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`_loan_schemes_v\` ADD \`version_title\` text;`)
  await db.run(sql`ALTER TABLE \`_loan_schemes_v\` ADD \`version_description\` text;`)
  await db.run(sql`ALTER TABLE \`_loan_schemes_v\` ADD \`version_eligibility_criteria\` text;`)
  await db.run(sql`ALTER TABLE \`_loan_schemes_v\` ADD \`version_application_process\` text;`)
  await db.run(sql`ALTER TABLE \`_loan_schemes_v\` ADD \`version_contact_information\` text;`)
  await db.run(sql`ALTER TABLE \`_loan_schemes_v\` ADD \`version_seo_title\` text;`)
  await db.run(sql`ALTER TABLE \`_loan_schemes_v\` ADD \`version_seo_description\` text;`)
  await db.run(sql`ALTER TABLE \`_loan_schemes_v\` DROP COLUMN \`snapshot\`;`)
  await db.run(sql`ALTER TABLE \`_loan_schemes_v\` DROP COLUMN \`published_locale\`;`)
  await db.run(sql`DROP INDEX \`_career_guidance_v_snapshot_idx\`;`)
  await db.run(sql`DROP INDEX \`_career_guidance_v_published_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`_career_guidance_v\` ADD \`version_title\` text;`)
  await db.run(sql`ALTER TABLE \`_career_guidance_v\` ADD \`version_description\` text;`)
  await db.run(sql`ALTER TABLE \`_career_guidance_v\` DROP COLUMN \`snapshot\`;`)
  await db.run(sql`ALTER TABLE \`_career_guidance_v\` DROP COLUMN \`published_locale\`;`)
  await db.run(sql`DROP INDEX \`_cqa_items_v_snapshot_idx\`;`)
  await db.run(sql`DROP INDEX \`_cqa_items_v_published_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`_cqa_items_v\` ADD \`version_title\` text;`)
  await db.run(sql`ALTER TABLE \`_cqa_items_v\` ADD \`version_description\` text;`)
  await db.run(sql`ALTER TABLE \`_cqa_items_v\` ADD \`version_seo_title\` text;`)
  await db.run(sql`ALTER TABLE \`_cqa_items_v\` ADD \`version_seo_description\` text;`)
  await db.run(sql`ALTER TABLE \`_cqa_items_v\` DROP COLUMN \`snapshot\`;`)
  await db.run(sql`ALTER TABLE \`_cqa_items_v\` DROP COLUMN \`published_locale\`;`)
  await db.run(sql`DROP INDEX \`_service_links_v_snapshot_idx\`;`)
  await db.run(sql`DROP INDEX \`_service_links_v_published_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`_service_links_v\` DROP COLUMN \`snapshot\`;`)
  await db.run(sql`ALTER TABLE \`_service_links_v\` DROP COLUMN \`published_locale\`;`)
  await db.run(sql`DROP INDEX \`_counsellors_v_snapshot_idx\`;`)
  await db.run(sql`DROP INDEX \`_counsellors_v_published_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`_counsellors_v\` ADD \`version_designation\` text;`)
  await db.run(sql`ALTER TABLE \`_counsellors_v\` DROP COLUMN \`snapshot\`;`)
  await db.run(sql`ALTER TABLE \`_counsellors_v\` DROP COLUMN \`published_locale\`;`)
  await db.run(sql`DROP INDEX \`_research_items_v_snapshot_idx\`;`)
  await db.run(sql`DROP INDEX \`_research_items_v_published_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`_research_items_v\` ADD \`version_title\` text;`)
  await db.run(sql`ALTER TABLE \`_research_items_v\` ADD \`version_description\` text;`)
  await db.run(sql`ALTER TABLE \`_research_items_v\` DROP COLUMN \`snapshot\`;`)
  await db.run(sql`ALTER TABLE \`_research_items_v\` DROP COLUMN \`published_locale\`;`)
  await db.run(sql`DROP INDEX \`_publications_v_snapshot_idx\`;`)
  await db.run(sql`DROP INDEX \`_publications_v_published_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`_publications_v\` ADD \`version_title\` text;`)
  await db.run(sql`ALTER TABLE \`_publications_v\` ADD \`version_abstract\` text;`)
  await db.run(sql`ALTER TABLE \`_publications_v\` DROP COLUMN \`snapshot\`;`)
  await db.run(sql`ALTER TABLE \`_publications_v\` DROP COLUMN \`published_locale\`;`)
  await db.run(sql`DROP INDEX \`_internships_v_snapshot_idx\`;`)
  await db.run(sql`DROP INDEX \`_internships_v_published_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`_internships_v\` ADD \`version_title\` text;`)
  await db.run(sql`ALTER TABLE \`_internships_v\` ADD \`version_description\` text;`)
  await db.run(sql`ALTER TABLE \`_internships_v\` DROP COLUMN \`snapshot\`;`)
  await db.run(sql`ALTER TABLE \`_internships_v\` DROP COLUMN \`published_locale\`;`)
  await db.run(sql`DROP INDEX \`_clubs_v_snapshot_idx\`;`)
  await db.run(sql`DROP INDEX \`_clubs_v_published_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`_clubs_v\` ADD \`version_club_name\` text;`)
  await db.run(sql`ALTER TABLE \`_clubs_v\` ADD \`version_description\` text;`)
  await db.run(sql`ALTER TABLE \`_clubs_v\` DROP COLUMN \`snapshot\`;`)
  await db.run(sql`ALTER TABLE \`_clubs_v\` DROP COLUMN \`published_locale\`;`)
  await db.run(sql`DROP INDEX \`_student_events_v_snapshot_idx\`;`)
  await db.run(sql`DROP INDEX \`_student_events_v_published_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`_student_events_v\` ADD \`version_title\` text;`)
  await db.run(sql`ALTER TABLE \`_student_events_v\` ADD \`version_description\` text;`)
  await db.run(sql`ALTER TABLE \`_student_events_v\` DROP COLUMN \`snapshot\`;`)
  await db.run(sql`ALTER TABLE \`_student_events_v\` DROP COLUMN \`published_locale\`;`)
  await db.run(sql`DROP INDEX \`_sports_v_snapshot_idx\`;`)
  await db.run(sql`DROP INDEX \`_sports_v_published_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`_sports_v\` ADD \`version_sport_activity\` text;`)
  await db.run(sql`ALTER TABLE \`_sports_v\` ADD \`version_description\` text;`)
  await db.run(sql`ALTER TABLE \`_sports_v\` DROP COLUMN \`snapshot\`;`)
  await db.run(sql`ALTER TABLE \`_sports_v\` DROP COLUMN \`published_locale\`;`)
  await db.run(sql`DROP INDEX \`_gallery_albums_v_snapshot_idx\`;`)
  await db.run(sql`DROP INDEX \`_gallery_albums_v_published_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`_gallery_albums_v\` ADD \`version_album_name\` text;`)
  await db.run(sql`ALTER TABLE \`_gallery_albums_v\` DROP COLUMN \`snapshot\`;`)
  await db.run(sql`ALTER TABLE \`_gallery_albums_v\` DROP COLUMN \`published_locale\`;`)
  await db.run(sql`DROP INDEX \`_video_albums_v_snapshot_idx\`;`)
  await db.run(sql`DROP INDEX \`_video_albums_v_published_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`_video_albums_v\` ADD \`version_album_name\` text;`)
  await db.run(sql`ALTER TABLE \`_video_albums_v\` DROP COLUMN \`snapshot\`;`)
  await db.run(sql`ALTER TABLE \`_video_albums_v\` DROP COLUMN \`published_locale\`;`)
  await db.run(sql`DROP INDEX \`_news_v_snapshot_idx\`;`)
  await db.run(sql`DROP INDEX \`_news_v_published_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`_news_v\` ADD \`version_title\` text;`)
  await db.run(sql`ALTER TABLE \`_news_v\` ADD \`version_description\` text;`)
  await db.run(sql`ALTER TABLE \`_news_v\` DROP COLUMN \`snapshot\`;`)
  await db.run(sql`ALTER TABLE \`_news_v\` DROP COLUMN \`published_locale\`;`)
  await db.run(sql`DROP INDEX \`_alumni_news_v_snapshot_idx\`;`)
  await db.run(sql`DROP INDEX \`_alumni_news_v_published_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`_alumni_news_v\` ADD \`version_title\` text;`)
  await db.run(sql`ALTER TABLE \`_alumni_news_v\` ADD \`version_description\` text;`)
  await db.run(sql`ALTER TABLE \`_alumni_news_v\` ADD \`version_expanded_content\` text;`)
  await db.run(sql`ALTER TABLE \`_alumni_news_v\` DROP COLUMN \`snapshot\`;`)
  await db.run(sql`ALTER TABLE \`_alumni_news_v\` DROP COLUMN \`published_locale\`;`)
  await db.run(sql`DROP INDEX \`_alumni_albums_v_snapshot_idx\`;`)
  await db.run(sql`DROP INDEX \`_alumni_albums_v_published_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`_alumni_albums_v\` ADD \`version_album_name\` text;`)
  await db.run(sql`ALTER TABLE \`_alumni_albums_v\` DROP COLUMN \`snapshot\`;`)
  await db.run(sql`ALTER TABLE \`_alumni_albums_v\` DROP COLUMN \`published_locale\`;`)
  await db.run(sql`DROP INDEX \`_degree_program_names_v_snapshot_idx\`;`)
  await db.run(sql`DROP INDEX \`_degree_program_names_v_published_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`_degree_program_names_v\` DROP COLUMN \`snapshot\`;`)
  await db.run(sql`ALTER TABLE \`_degree_program_names_v\` DROP COLUMN \`published_locale\`;`)
  await db.run(sql`DROP INDEX \`_alumni_intakes_v_snapshot_idx\`;`)
  await db.run(sql`DROP INDEX \`_alumni_intakes_v_published_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`_alumni_intakes_v\` DROP COLUMN \`snapshot\`;`)
  await db.run(sql`ALTER TABLE \`_alumni_intakes_v\` DROP COLUMN \`published_locale\`;`)
  await db.run(sql`DROP INDEX \`_flyers_v_snapshot_idx\`;`)
  await db.run(sql`DROP INDEX \`_flyers_v_published_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`_flyers_v\` ADD \`version_title\` text;`)
  await db.run(sql`ALTER TABLE \`_flyers_v\` DROP COLUMN \`snapshot\`;`)
  await db.run(sql`ALTER TABLE \`_flyers_v\` DROP COLUMN \`published_locale\`;`)
  await db.run(sql`DROP INDEX \`_jobs_v_snapshot_idx\`;`)
  await db.run(sql`DROP INDEX \`_jobs_v_published_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`_jobs_v\` ADD \`version_job_title\` text;`)
  await db.run(sql`ALTER TABLE \`_jobs_v\` DROP COLUMN \`snapshot\`;`)
  await db.run(sql`ALTER TABLE \`_jobs_v\` DROP COLUMN \`published_locale\`;`)
  await db.run(sql`DROP INDEX \`_training_partners_v_snapshot_idx\`;`)
  await db.run(sql`DROP INDEX \`_training_partners_v_published_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`_training_partners_v\` DROP COLUMN \`snapshot\`;`)
  await db.run(sql`ALTER TABLE \`_training_partners_v\` DROP COLUMN \`published_locale\`;`)
  await db.run(sql`DROP INDEX \`_training_documents_v_snapshot_idx\`;`)
  await db.run(sql`DROP INDEX \`_training_documents_v_published_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`_training_documents_v\` ADD \`version_title\` text;`)
  await db.run(sql`ALTER TABLE \`_training_documents_v\` DROP COLUMN \`snapshot\`;`)
  await db.run(sql`ALTER TABLE \`_training_documents_v\` DROP COLUMN \`published_locale\`;`)
  await db.run(sql`DROP INDEX \`_welcome_section_v_snapshot_idx\`;`)
  await db.run(sql`DROP INDEX \`_welcome_section_v_published_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`_welcome_section_v\` ADD \`version_welcome_message\` text;`)
  await db.run(sql`ALTER TABLE \`_welcome_section_v\` DROP COLUMN \`snapshot\`;`)
  await db.run(sql`ALTER TABLE \`_welcome_section_v\` DROP COLUMN \`published_locale\`;`)
  await db.run(sql`DROP INDEX \`_popup_image_v_snapshot_idx\`;`)
  await db.run(sql`DROP INDEX \`_popup_image_v_published_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`_popup_image_v\` DROP COLUMN \`snapshot\`;`)
  await db.run(sql`ALTER TABLE \`_popup_image_v\` DROP COLUMN \`published_locale\`;`)
  await db.run(sql`DROP INDEX \`_history_v_snapshot_idx\`;`)
  await db.run(sql`DROP INDEX \`_history_v_published_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`_history_v\` ADD \`version_description\` text;`)
  await db.run(sql`ALTER TABLE \`_history_v\` DROP COLUMN \`snapshot\`;`)
  await db.run(sql`ALTER TABLE \`_history_v\` DROP COLUMN \`published_locale\`;`)
  await db.run(sql`DROP INDEX \`_vision_mission_v_snapshot_idx\`;`)
  await db.run(sql`DROP INDEX \`_vision_mission_v_published_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`_vision_mission_v\` ADD \`version_vision\` text;`)
  await db.run(sql`ALTER TABLE \`_vision_mission_v\` ADD \`version_mission\` text;`)
  await db.run(sql`ALTER TABLE \`_vision_mission_v\` DROP COLUMN \`snapshot\`;`)
  await db.run(sql`ALTER TABLE \`_vision_mission_v\` DROP COLUMN \`published_locale\`;`)
  await db.run(sql`DROP INDEX \`_cqa_description_v_snapshot_idx\`;`)
  await db.run(sql`DROP INDEX \`_cqa_description_v_published_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`_cqa_description_v\` ADD \`version_cqa_description\` text;`)
  await db.run(sql`ALTER TABLE \`_cqa_description_v\` DROP COLUMN \`snapshot\`;`)
  await db.run(sql`ALTER TABLE \`_cqa_description_v\` DROP COLUMN \`published_locale\`;`)
  await db.run(sql`DROP INDEX \`_alumni_overview_v_snapshot_idx\`;`)
  await db.run(sql`DROP INDEX \`_alumni_overview_v_published_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`_alumni_overview_v\` ADD \`version_vision\` text;`)
  await db.run(sql`ALTER TABLE \`_alumni_overview_v\` ADD \`version_mission\` text;`)
  await db.run(sql`ALTER TABLE \`_alumni_overview_v\` ADD \`version_goals\` text;`)
  await db.run(sql`ALTER TABLE \`_alumni_overview_v\` DROP COLUMN \`snapshot\`;`)
  await db.run(sql`ALTER TABLE \`_alumni_overview_v\` DROP COLUMN \`published_locale\`;`)
  await db.run(sql`DROP INDEX \`_career_header_v_snapshot_idx\`;`)
  await db.run(sql`DROP INDEX \`_career_header_v_published_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`_career_header_v\` ADD \`version_title\` text;`)
  await db.run(sql`ALTER TABLE \`_career_header_v\` ADD \`version_subtitle\` text;`)
  await db.run(sql`ALTER TABLE \`_career_header_v\` DROP COLUMN \`snapshot\`;`)
  await db.run(sql`ALTER TABLE \`_career_header_v\` DROP COLUMN \`published_locale\`;`)
  await db.run(sql`DROP INDEX \`_contact_info_v_snapshot_idx\`;`)
  await db.run(sql`DROP INDEX \`_contact_info_v_published_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`_contact_info_v\` DROP COLUMN \`snapshot\`;`)
  await db.run(sql`ALTER TABLE \`_contact_info_v\` DROP COLUMN \`published_locale\`;`)
  await db.run(sql`ALTER TABLE \`slider_images\` ADD \`caption\` text;`)
  await db.run(sql`ALTER TABLE \`home_albums\` ADD \`album_name\` text;`)
  await db.run(sql`ALTER TABLE \`leadership_messages\` ADD \`message_type\` text;`)
  await db.run(sql`ALTER TABLE \`leadership_messages\` ADD \`designation\` text;`)
  await db.run(sql`ALTER TABLE \`leadership_messages\` ADD \`message\` text;`)
  await db.run(sql`ALTER TABLE \`council_members\` ADD \`designation\` text;`)
  await db.run(sql`ALTER TABLE \`council_members\` ADD \`biography\` text;`)
  await db.run(sql`ALTER TABLE \`management_members\` ADD \`designation\` text;`)
  await db.run(sql`ALTER TABLE \`management_members\` ADD \`biography\` text;`)
  await db.run(sql`ALTER TABLE \`studies_members\` ADD \`designation\` text;`)
  await db.run(sql`ALTER TABLE \`studies_members\` ADD \`biography\` text;`)
  await db.run(sql`ALTER TABLE \`departments_staff_members\` ADD \`designation\` text;`)
  await db.run(sql`ALTER TABLE \`departments_staff_members\` ADD \`qualifications\` text;`)
  await db.run(sql`ALTER TABLE \`departments\` ADD \`department_name\` text;`)
  await db.run(sql`ALTER TABLE \`departments\` ADD \`description\` text;`)
  await db.run(sql`ALTER TABLE \`departments\` ADD \`hod_message\` text;`)
  await db.run(sql`ALTER TABLE \`departments\` ADD \`seo_title\` text;`)
  await db.run(sql`ALTER TABLE \`departments\` ADD \`seo_description\` text;`)
  await db.run(sql`ALTER TABLE \`_departments_v_version_staff_members\` ADD \`designation\` text;`)
  await db.run(sql`ALTER TABLE \`_departments_v_version_staff_members\` ADD \`qualifications\` text;`)
  await db.run(sql`ALTER TABLE \`degrees\` ADD \`description\` text;`)
  await db.run(sql`ALTER TABLE \`degrees\` ADD \`eligibility_criteria\` text;`)
  await db.run(sql`ALTER TABLE \`degrees\` ADD \`investment\` text;`)
  await db.run(sql`ALTER TABLE \`degrees\` ADD \`seo_title\` text;`)
  await db.run(sql`ALTER TABLE \`degrees\` ADD \`seo_description\` text;`)
  await db.run(sql`ALTER TABLE \`programmes\` ADD \`description\` text;`)
  await db.run(sql`ALTER TABLE \`programmes\` ADD \`eligibility_criteria\` text;`)
  await db.run(sql`ALTER TABLE \`programmes\` ADD \`program_benefits\` text;`)
  await db.run(sql`ALTER TABLE \`programmes\` ADD \`seo_title\` text;`)
  await db.run(sql`ALTER TABLE \`programmes\` ADD \`seo_description\` text;`)
  await db.run(sql`ALTER TABLE \`loan_schemes\` ADD \`title\` text;`)
  await db.run(sql`ALTER TABLE \`loan_schemes\` ADD \`description\` text;`)
  await db.run(sql`ALTER TABLE \`loan_schemes\` ADD \`eligibility_criteria\` text;`)
  await db.run(sql`ALTER TABLE \`loan_schemes\` ADD \`application_process\` text;`)
  await db.run(sql`ALTER TABLE \`loan_schemes\` ADD \`contact_information\` text;`)
  await db.run(sql`ALTER TABLE \`loan_schemes\` ADD \`seo_title\` text;`)
  await db.run(sql`ALTER TABLE \`loan_schemes\` ADD \`seo_description\` text;`)
  await db.run(sql`ALTER TABLE \`career_guidance\` ADD \`title\` text;`)
  await db.run(sql`ALTER TABLE \`career_guidance\` ADD \`description\` text;`)
  await db.run(sql`ALTER TABLE \`cqa_items\` ADD \`title\` text;`)
  await db.run(sql`ALTER TABLE \`cqa_items\` ADD \`description\` text;`)
  await db.run(sql`ALTER TABLE \`cqa_items\` ADD \`seo_title\` text;`)
  await db.run(sql`ALTER TABLE \`cqa_items\` ADD \`seo_description\` text;`)
  await db.run(sql`ALTER TABLE \`counsellors\` ADD \`designation\` text;`)
  await db.run(sql`ALTER TABLE \`research_items\` ADD \`title\` text;`)
  await db.run(sql`ALTER TABLE \`research_items\` ADD \`description\` text;`)
  await db.run(sql`ALTER TABLE \`publications\` ADD \`title\` text;`)
  await db.run(sql`ALTER TABLE \`publications\` ADD \`abstract\` text;`)
  await db.run(sql`ALTER TABLE \`internships\` ADD \`title\` text;`)
  await db.run(sql`ALTER TABLE \`internships\` ADD \`description\` text;`)
  await db.run(sql`ALTER TABLE \`clubs\` ADD \`club_name\` text;`)
  await db.run(sql`ALTER TABLE \`clubs\` ADD \`description\` text;`)
  await db.run(sql`ALTER TABLE \`student_events\` ADD \`title\` text;`)
  await db.run(sql`ALTER TABLE \`student_events\` ADD \`description\` text;`)
  await db.run(sql`ALTER TABLE \`sports\` ADD \`sport_activity\` text;`)
  await db.run(sql`ALTER TABLE \`sports\` ADD \`description\` text;`)
  await db.run(sql`ALTER TABLE \`gallery_albums\` ADD \`album_name\` text;`)
  await db.run(sql`ALTER TABLE \`video_albums\` ADD \`album_name\` text;`)
  await db.run(sql`ALTER TABLE \`news\` ADD \`title\` text;`)
  await db.run(sql`ALTER TABLE \`news\` ADD \`description\` text;`)
  await db.run(sql`ALTER TABLE \`alumni_news\` ADD \`title\` text;`)
  await db.run(sql`ALTER TABLE \`alumni_news\` ADD \`description\` text;`)
  await db.run(sql`ALTER TABLE \`alumni_news\` ADD \`expanded_content\` text;`)
  await db.run(sql`ALTER TABLE \`alumni_albums\` ADD \`album_name\` text;`)
  await db.run(sql`ALTER TABLE \`flyers\` ADD \`title\` text;`)
  await db.run(sql`ALTER TABLE \`jobs\` ADD \`job_title\` text;`)
  await db.run(sql`ALTER TABLE \`training_documents\` ADD \`title\` text;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`alt\` text NOT NULL DEFAULT '';`)
  await db.run(sql`ALTER TABLE \`documents\` ADD \`title\` text NOT NULL DEFAULT '';`)
  await db.run(sql`ALTER TABLE \`videos\` ADD \`title\` text NOT NULL DEFAULT '';`)
  await db.run(sql`ALTER TABLE \`welcome_section\` ADD \`welcome_message\` text;`)
  await db.run(sql`ALTER TABLE \`history\` ADD \`description\` text;`)
  await db.run(sql`ALTER TABLE \`vision_mission\` ADD \`vision\` text;`)
  await db.run(sql`ALTER TABLE \`vision_mission\` ADD \`mission\` text;`)
  await db.run(sql`ALTER TABLE \`cqa_description\` ADD \`cqa_description\` text;`)
  await db.run(sql`ALTER TABLE \`alumni_overview\` ADD \`vision\` text;`)
  await db.run(sql`ALTER TABLE \`alumni_overview\` ADD \`mission\` text;`)
  await db.run(sql`ALTER TABLE \`alumni_overview\` ADD \`goals\` text;`)
  await db.run(sql`ALTER TABLE \`career_header\` ADD \`title\` text;`)
  await db.run(sql`ALTER TABLE \`career_header\` ADD \`subtitle\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`default_description\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`footer_tagline\` text DEFAULT 'Expand the Boundaries of Quality Education with world-class standards.' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`privacy_notice\` text;`)
  await copyFromEnglishRows(sqliteMigration(db))
  await db.run(sql`DROP TABLE \`slider_images_locales\`;`)
  await db.run(sql`DROP TABLE \`_slider_images_v_locales\`;`)
  await db.run(sql`DROP TABLE \`home_albums_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_albums_v_locales\`;`)
  await db.run(sql`DROP TABLE \`leadership_messages_locales\`;`)
  await db.run(sql`DROP TABLE \`_leadership_messages_v_locales\`;`)
  await db.run(sql`DROP TABLE \`council_members_locales\`;`)
  await db.run(sql`DROP TABLE \`_council_members_v_locales\`;`)
  await db.run(sql`DROP TABLE \`management_members_locales\`;`)
  await db.run(sql`DROP TABLE \`_management_members_v_locales\`;`)
  await db.run(sql`DROP TABLE \`studies_members_locales\`;`)
  await db.run(sql`DROP TABLE \`_studies_members_v_locales\`;`)
  await db.run(sql`DROP TABLE \`departments_staff_members_locales\`;`)
  await db.run(sql`DROP TABLE \`departments_locales\`;`)
  await db.run(sql`DROP TABLE \`_departments_v_version_staff_members_locales\`;`)
  await db.run(sql`DROP TABLE \`_departments_v_locales\`;`)
  await db.run(sql`DROP TABLE \`degrees_locales\`;`)
  await db.run(sql`DROP TABLE \`_degrees_v_locales\`;`)
  await db.run(sql`DROP TABLE \`programmes_locales\`;`)
  await db.run(sql`DROP TABLE \`_programmes_v_locales\`;`)
  await db.run(sql`DROP TABLE \`loan_schemes_locales\`;`)
  await db.run(sql`DROP TABLE \`_loan_schemes_v_locales\`;`)
  await db.run(sql`DROP TABLE \`career_guidance_locales\`;`)
  await db.run(sql`DROP TABLE \`_career_guidance_v_locales\`;`)
  await db.run(sql`DROP TABLE \`cqa_items_locales\`;`)
  await db.run(sql`DROP TABLE \`_cqa_items_v_locales\`;`)
  await db.run(sql`DROP TABLE \`counsellors_locales\`;`)
  await db.run(sql`DROP TABLE \`_counsellors_v_locales\`;`)
  await db.run(sql`DROP TABLE \`research_items_locales\`;`)
  await db.run(sql`DROP TABLE \`_research_items_v_locales\`;`)
  await db.run(sql`DROP TABLE \`publications_locales\`;`)
  await db.run(sql`DROP TABLE \`_publications_v_locales\`;`)
  await db.run(sql`DROP TABLE \`internships_locales\`;`)
  await db.run(sql`DROP TABLE \`_internships_v_locales\`;`)
  await db.run(sql`DROP TABLE \`clubs_locales\`;`)
  await db.run(sql`DROP TABLE \`_clubs_v_locales\`;`)
  await db.run(sql`DROP TABLE \`student_events_locales\`;`)
  await db.run(sql`DROP TABLE \`_student_events_v_locales\`;`)
  await db.run(sql`DROP TABLE \`sports_locales\`;`)
  await db.run(sql`DROP TABLE \`_sports_v_locales\`;`)
  await db.run(sql`DROP TABLE \`gallery_albums_locales\`;`)
  await db.run(sql`DROP TABLE \`_gallery_albums_v_locales\`;`)
  await db.run(sql`DROP TABLE \`video_albums_locales\`;`)
  await db.run(sql`DROP TABLE \`_video_albums_v_locales\`;`)
  await db.run(sql`DROP TABLE \`news_locales\`;`)
  await db.run(sql`DROP TABLE \`_news_v_locales\`;`)
  await db.run(sql`DROP TABLE \`alumni_news_locales\`;`)
  await db.run(sql`DROP TABLE \`_alumni_news_v_locales\`;`)
  await db.run(sql`DROP TABLE \`alumni_albums_locales\`;`)
  await db.run(sql`DROP TABLE \`_alumni_albums_v_locales\`;`)
  await db.run(sql`DROP TABLE \`flyers_locales\`;`)
  await db.run(sql`DROP TABLE \`_flyers_v_locales\`;`)
  await db.run(sql`DROP TABLE \`jobs_locales\`;`)
  await db.run(sql`DROP TABLE \`_jobs_v_locales\`;`)
  await db.run(sql`DROP TABLE \`training_documents_locales\`;`)
  await db.run(sql`DROP TABLE \`_training_documents_v_locales\`;`)
  await db.run(sql`DROP TABLE \`media_locales\`;`)
  await db.run(sql`DROP TABLE \`documents_locales\`;`)
  await db.run(sql`DROP TABLE \`videos_locales\`;`)
  await db.run(sql`DROP TABLE \`welcome_section_locales\`;`)
  await db.run(sql`DROP TABLE \`_welcome_section_v_locales\`;`)
  await db.run(sql`DROP TABLE \`history_locales\`;`)
  await db.run(sql`DROP TABLE \`_history_v_locales\`;`)
  await db.run(sql`DROP TABLE \`vision_mission_locales\`;`)
  await db.run(sql`DROP TABLE \`_vision_mission_v_locales\`;`)
  await db.run(sql`DROP TABLE \`cqa_description_locales\`;`)
  await db.run(sql`DROP TABLE \`_cqa_description_v_locales\`;`)
  await db.run(sql`DROP TABLE \`alumni_overview_locales\`;`)
  await db.run(sql`DROP TABLE \`_alumni_overview_v_locales\`;`)
  await db.run(sql`DROP TABLE \`career_header_locales\`;`)
  await db.run(sql`DROP TABLE \`_career_header_v_locales\`;`)
  await db.run(sql`DROP TABLE \`site_settings_locales\`;`)
}
