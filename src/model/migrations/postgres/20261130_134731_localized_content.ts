import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

import { copyFromEnglishRows, copyIntoEnglishRows } from '../../../records/translations/englishRows'
import { postgresMigration } from '../../../records/translations/migrationDatabase'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."_locales" AS ENUM('en', 'si', 'ta');
  CREATE TYPE "public"."enum__slider_images_v_published_locale" AS ENUM('en', 'si', 'ta');
  CREATE TYPE "public"."enum__partners_v_published_locale" AS ENUM('en', 'si', 'ta');
  CREATE TYPE "public"."enum__home_albums_v_published_locale" AS ENUM('en', 'si', 'ta');
  CREATE TYPE "public"."enum__leadership_messages_v_published_locale" AS ENUM('en', 'si', 'ta');
  CREATE TYPE "public"."enum__council_members_v_published_locale" AS ENUM('en', 'si', 'ta');
  CREATE TYPE "public"."enum__management_members_v_published_locale" AS ENUM('en', 'si', 'ta');
  CREATE TYPE "public"."enum__studies_members_v_published_locale" AS ENUM('en', 'si', 'ta');
  CREATE TYPE "public"."enum__departments_v_published_locale" AS ENUM('en', 'si', 'ta');
  CREATE TYPE "public"."enum__degrees_v_published_locale" AS ENUM('en', 'si', 'ta');
  CREATE TYPE "public"."enum__programmes_v_published_locale" AS ENUM('en', 'si', 'ta');
  CREATE TYPE "public"."enum__loan_schemes_v_published_locale" AS ENUM('en', 'si', 'ta');
  CREATE TYPE "public"."enum__career_guidance_v_published_locale" AS ENUM('en', 'si', 'ta');
  CREATE TYPE "public"."enum__cqa_items_v_published_locale" AS ENUM('en', 'si', 'ta');
  CREATE TYPE "public"."enum__service_links_v_published_locale" AS ENUM('en', 'si', 'ta');
  CREATE TYPE "public"."enum__counsellors_v_published_locale" AS ENUM('en', 'si', 'ta');
  CREATE TYPE "public"."enum__research_items_v_published_locale" AS ENUM('en', 'si', 'ta');
  CREATE TYPE "public"."enum__publications_v_published_locale" AS ENUM('en', 'si', 'ta');
  CREATE TYPE "public"."enum__internships_v_published_locale" AS ENUM('en', 'si', 'ta');
  CREATE TYPE "public"."enum__clubs_v_published_locale" AS ENUM('en', 'si', 'ta');
  CREATE TYPE "public"."enum__student_events_v_published_locale" AS ENUM('en', 'si', 'ta');
  CREATE TYPE "public"."enum__sports_v_published_locale" AS ENUM('en', 'si', 'ta');
  CREATE TYPE "public"."enum__gallery_albums_v_published_locale" AS ENUM('en', 'si', 'ta');
  CREATE TYPE "public"."enum__video_albums_v_published_locale" AS ENUM('en', 'si', 'ta');
  CREATE TYPE "public"."enum__news_v_published_locale" AS ENUM('en', 'si', 'ta');
  CREATE TYPE "public"."enum__alumni_news_v_published_locale" AS ENUM('en', 'si', 'ta');
  CREATE TYPE "public"."enum__alumni_albums_v_published_locale" AS ENUM('en', 'si', 'ta');
  CREATE TYPE "public"."enum__degree_program_names_v_published_locale" AS ENUM('en', 'si', 'ta');
  CREATE TYPE "public"."enum__alumni_intakes_v_published_locale" AS ENUM('en', 'si', 'ta');
  CREATE TYPE "public"."enum__flyers_v_published_locale" AS ENUM('en', 'si', 'ta');
  CREATE TYPE "public"."enum__jobs_v_published_locale" AS ENUM('en', 'si', 'ta');
  CREATE TYPE "public"."enum__training_partners_v_published_locale" AS ENUM('en', 'si', 'ta');
  CREATE TYPE "public"."enum__training_documents_v_published_locale" AS ENUM('en', 'si', 'ta');
  CREATE TYPE "public"."enum__welcome_section_v_published_locale" AS ENUM('en', 'si', 'ta');
  CREATE TYPE "public"."enum__popup_image_v_published_locale" AS ENUM('en', 'si', 'ta');
  CREATE TYPE "public"."enum__history_v_published_locale" AS ENUM('en', 'si', 'ta');
  CREATE TYPE "public"."enum__vision_mission_v_published_locale" AS ENUM('en', 'si', 'ta');
  CREATE TYPE "public"."enum__cqa_description_v_published_locale" AS ENUM('en', 'si', 'ta');
  CREATE TYPE "public"."enum__alumni_overview_v_published_locale" AS ENUM('en', 'si', 'ta');
  CREATE TYPE "public"."enum__career_header_v_published_locale" AS ENUM('en', 'si', 'ta');
  CREATE TYPE "public"."enum__contact_info_v_published_locale" AS ENUM('en', 'si', 'ta');
  CREATE TABLE "slider_images_locales" (
  	"caption" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_slider_images_v_locales" (
  	"version_caption" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "home_albums_locales" (
  	"album_name" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_home_albums_v_locales" (
  	"version_album_name" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "leadership_messages_locales" (
  	"message_type" varchar,
  	"designation" varchar,
  	"message" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_leadership_messages_v_locales" (
  	"version_message_type" varchar,
  	"version_designation" varchar,
  	"version_message" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "council_members_locales" (
  	"designation" varchar,
  	"biography" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_council_members_v_locales" (
  	"version_designation" varchar,
  	"version_biography" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "management_members_locales" (
  	"designation" varchar,
  	"biography" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_management_members_v_locales" (
  	"version_designation" varchar,
  	"version_biography" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "studies_members_locales" (
  	"designation" varchar,
  	"biography" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_studies_members_v_locales" (
  	"version_designation" varchar,
  	"version_biography" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "departments_staff_members_locales" (
  	"designation" varchar,
  	"qualifications" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "departments_locales" (
  	"department_name" varchar,
  	"description" jsonb,
  	"hod_message" varchar,
  	"seo_title" varchar,
  	"seo_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_departments_v_version_staff_members_locales" (
  	"designation" varchar,
  	"qualifications" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_departments_v_locales" (
  	"version_department_name" varchar,
  	"version_description" jsonb,
  	"version_hod_message" varchar,
  	"version_seo_title" varchar,
  	"version_seo_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "degrees_locales" (
  	"description" jsonb,
  	"eligibility_criteria" jsonb,
  	"investment" jsonb,
  	"seo_title" varchar,
  	"seo_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_degrees_v_locales" (
  	"version_description" jsonb,
  	"version_eligibility_criteria" jsonb,
  	"version_investment" jsonb,
  	"version_seo_title" varchar,
  	"version_seo_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "programmes_locales" (
  	"description" jsonb,
  	"eligibility_criteria" jsonb,
  	"program_benefits" jsonb,
  	"seo_title" varchar,
  	"seo_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_programmes_v_locales" (
  	"version_description" jsonb,
  	"version_eligibility_criteria" jsonb,
  	"version_program_benefits" jsonb,
  	"version_seo_title" varchar,
  	"version_seo_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "loan_schemes_locales" (
  	"title" varchar,
  	"description" jsonb,
  	"eligibility_criteria" jsonb,
  	"application_process" jsonb,
  	"contact_information" jsonb,
  	"seo_title" varchar,
  	"seo_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_loan_schemes_v_locales" (
  	"version_title" varchar,
  	"version_description" jsonb,
  	"version_eligibility_criteria" jsonb,
  	"version_application_process" jsonb,
  	"version_contact_information" jsonb,
  	"version_seo_title" varchar,
  	"version_seo_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "career_guidance_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_career_guidance_v_locales" (
  	"version_title" varchar,
  	"version_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cqa_items_locales" (
  	"title" varchar,
  	"description" jsonb,
  	"seo_title" varchar,
  	"seo_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_cqa_items_v_locales" (
  	"version_title" varchar,
  	"version_description" jsonb,
  	"version_seo_title" varchar,
  	"version_seo_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "counsellors_locales" (
  	"designation" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_counsellors_v_locales" (
  	"version_designation" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "research_items_locales" (
  	"title" varchar,
  	"description" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_research_items_v_locales" (
  	"version_title" varchar,
  	"version_description" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "publications_locales" (
  	"title" varchar,
  	"abstract" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_publications_v_locales" (
  	"version_title" varchar,
  	"version_abstract" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "internships_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_internships_v_locales" (
  	"version_title" varchar,
  	"version_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "clubs_locales" (
  	"club_name" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_clubs_v_locales" (
  	"version_club_name" varchar,
  	"version_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "student_events_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_student_events_v_locales" (
  	"version_title" varchar,
  	"version_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "sports_locales" (
  	"sport_activity" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_sports_v_locales" (
  	"version_sport_activity" varchar,
  	"version_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "gallery_albums_locales" (
  	"album_name" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_gallery_albums_v_locales" (
  	"version_album_name" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "video_albums_locales" (
  	"album_name" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_video_albums_v_locales" (
  	"version_album_name" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "news_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_news_v_locales" (
  	"version_title" varchar,
  	"version_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "alumni_news_locales" (
  	"title" varchar,
  	"description" jsonb,
  	"expanded_content" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_alumni_news_v_locales" (
  	"version_title" varchar,
  	"version_description" jsonb,
  	"version_expanded_content" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "alumni_albums_locales" (
  	"album_name" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_alumni_albums_v_locales" (
  	"version_album_name" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "flyers_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_flyers_v_locales" (
  	"version_title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "jobs_locales" (
  	"job_title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_jobs_v_locales" (
  	"version_job_title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "training_documents_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_training_documents_v_locales" (
  	"version_title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "media_locales" (
  	"alt" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "documents_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "videos_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "welcome_section_locales" (
  	"welcome_message" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_welcome_section_v_locales" (
  	"version_welcome_message" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "history_locales" (
  	"description" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_history_v_locales" (
  	"version_description" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "vision_mission_locales" (
  	"vision" varchar,
  	"mission" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_vision_mission_v_locales" (
  	"version_vision" varchar,
  	"version_mission" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cqa_description_locales" (
  	"cqa_description" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_cqa_description_v_locales" (
  	"version_cqa_description" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "alumni_overview_locales" (
  	"vision" varchar,
  	"mission" varchar,
  	"goals" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_alumni_overview_v_locales" (
  	"version_vision" varchar,
  	"version_mission" varchar,
  	"version_goals" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "career_header_locales" (
  	"title" varchar,
  	"subtitle" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_career_header_v_locales" (
  	"version_title" varchar,
  	"version_subtitle" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "site_settings_locales" (
  	"default_description" varchar,
  	"footer_tagline" varchar DEFAULT 'Expand the Boundaries of Quality Education with world-class standards.',
  	"privacy_notice" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "_slider_images_v" ADD COLUMN "snapshot" boolean;
  ALTER TABLE "_slider_images_v" ADD COLUMN "published_locale" "enum__slider_images_v_published_locale";
  ALTER TABLE "_partners_v" ADD COLUMN "snapshot" boolean;
  ALTER TABLE "_partners_v" ADD COLUMN "published_locale" "enum__partners_v_published_locale";
  ALTER TABLE "_home_albums_v" ADD COLUMN "snapshot" boolean;
  ALTER TABLE "_home_albums_v" ADD COLUMN "published_locale" "enum__home_albums_v_published_locale";
  ALTER TABLE "_leadership_messages_v" ADD COLUMN "snapshot" boolean;
  ALTER TABLE "_leadership_messages_v" ADD COLUMN "published_locale" "enum__leadership_messages_v_published_locale";
  ALTER TABLE "_council_members_v" ADD COLUMN "snapshot" boolean;
  ALTER TABLE "_council_members_v" ADD COLUMN "published_locale" "enum__council_members_v_published_locale";
  ALTER TABLE "_management_members_v" ADD COLUMN "snapshot" boolean;
  ALTER TABLE "_management_members_v" ADD COLUMN "published_locale" "enum__management_members_v_published_locale";
  ALTER TABLE "_studies_members_v" ADD COLUMN "snapshot" boolean;
  ALTER TABLE "_studies_members_v" ADD COLUMN "published_locale" "enum__studies_members_v_published_locale";
  ALTER TABLE "_departments_v" ADD COLUMN "snapshot" boolean;
  ALTER TABLE "_departments_v" ADD COLUMN "published_locale" "enum__departments_v_published_locale";
  ALTER TABLE "_degrees_v" ADD COLUMN "snapshot" boolean;
  ALTER TABLE "_degrees_v" ADD COLUMN "published_locale" "enum__degrees_v_published_locale";
  ALTER TABLE "_programmes_v" ADD COLUMN "snapshot" boolean;
  ALTER TABLE "_programmes_v" ADD COLUMN "published_locale" "enum__programmes_v_published_locale";
  ALTER TABLE "_loan_schemes_v" ADD COLUMN "snapshot" boolean;
  ALTER TABLE "_loan_schemes_v" ADD COLUMN "published_locale" "enum__loan_schemes_v_published_locale";
  ALTER TABLE "_career_guidance_v" ADD COLUMN "snapshot" boolean;
  ALTER TABLE "_career_guidance_v" ADD COLUMN "published_locale" "enum__career_guidance_v_published_locale";
  ALTER TABLE "_cqa_items_v" ADD COLUMN "snapshot" boolean;
  ALTER TABLE "_cqa_items_v" ADD COLUMN "published_locale" "enum__cqa_items_v_published_locale";
  ALTER TABLE "_service_links_v" ADD COLUMN "snapshot" boolean;
  ALTER TABLE "_service_links_v" ADD COLUMN "published_locale" "enum__service_links_v_published_locale";
  ALTER TABLE "_counsellors_v" ADD COLUMN "snapshot" boolean;
  ALTER TABLE "_counsellors_v" ADD COLUMN "published_locale" "enum__counsellors_v_published_locale";
  ALTER TABLE "_research_items_v" ADD COLUMN "snapshot" boolean;
  ALTER TABLE "_research_items_v" ADD COLUMN "published_locale" "enum__research_items_v_published_locale";
  ALTER TABLE "_publications_v" ADD COLUMN "snapshot" boolean;
  ALTER TABLE "_publications_v" ADD COLUMN "published_locale" "enum__publications_v_published_locale";
  ALTER TABLE "_internships_v" ADD COLUMN "snapshot" boolean;
  ALTER TABLE "_internships_v" ADD COLUMN "published_locale" "enum__internships_v_published_locale";
  ALTER TABLE "_clubs_v" ADD COLUMN "snapshot" boolean;
  ALTER TABLE "_clubs_v" ADD COLUMN "published_locale" "enum__clubs_v_published_locale";
  ALTER TABLE "_student_events_v" ADD COLUMN "snapshot" boolean;
  ALTER TABLE "_student_events_v" ADD COLUMN "published_locale" "enum__student_events_v_published_locale";
  ALTER TABLE "_sports_v" ADD COLUMN "snapshot" boolean;
  ALTER TABLE "_sports_v" ADD COLUMN "published_locale" "enum__sports_v_published_locale";
  ALTER TABLE "_gallery_albums_v" ADD COLUMN "snapshot" boolean;
  ALTER TABLE "_gallery_albums_v" ADD COLUMN "published_locale" "enum__gallery_albums_v_published_locale";
  ALTER TABLE "_video_albums_v" ADD COLUMN "snapshot" boolean;
  ALTER TABLE "_video_albums_v" ADD COLUMN "published_locale" "enum__video_albums_v_published_locale";
  ALTER TABLE "_news_v" ADD COLUMN "snapshot" boolean;
  ALTER TABLE "_news_v" ADD COLUMN "published_locale" "enum__news_v_published_locale";
  ALTER TABLE "_alumni_news_v" ADD COLUMN "snapshot" boolean;
  ALTER TABLE "_alumni_news_v" ADD COLUMN "published_locale" "enum__alumni_news_v_published_locale";
  ALTER TABLE "_alumni_albums_v" ADD COLUMN "snapshot" boolean;
  ALTER TABLE "_alumni_albums_v" ADD COLUMN "published_locale" "enum__alumni_albums_v_published_locale";
  ALTER TABLE "_degree_program_names_v" ADD COLUMN "snapshot" boolean;
  ALTER TABLE "_degree_program_names_v" ADD COLUMN "published_locale" "enum__degree_program_names_v_published_locale";
  ALTER TABLE "_alumni_intakes_v" ADD COLUMN "snapshot" boolean;
  ALTER TABLE "_alumni_intakes_v" ADD COLUMN "published_locale" "enum__alumni_intakes_v_published_locale";
  ALTER TABLE "_flyers_v" ADD COLUMN "snapshot" boolean;
  ALTER TABLE "_flyers_v" ADD COLUMN "published_locale" "enum__flyers_v_published_locale";
  ALTER TABLE "_jobs_v" ADD COLUMN "snapshot" boolean;
  ALTER TABLE "_jobs_v" ADD COLUMN "published_locale" "enum__jobs_v_published_locale";
  ALTER TABLE "_training_partners_v" ADD COLUMN "snapshot" boolean;
  ALTER TABLE "_training_partners_v" ADD COLUMN "published_locale" "enum__training_partners_v_published_locale";
  ALTER TABLE "_training_documents_v" ADD COLUMN "snapshot" boolean;
  ALTER TABLE "_training_documents_v" ADD COLUMN "published_locale" "enum__training_documents_v_published_locale";
  ALTER TABLE "_welcome_section_v" ADD COLUMN "snapshot" boolean;
  ALTER TABLE "_welcome_section_v" ADD COLUMN "published_locale" "enum__welcome_section_v_published_locale";
  ALTER TABLE "_popup_image_v" ADD COLUMN "snapshot" boolean;
  ALTER TABLE "_popup_image_v" ADD COLUMN "published_locale" "enum__popup_image_v_published_locale";
  ALTER TABLE "_history_v" ADD COLUMN "snapshot" boolean;
  ALTER TABLE "_history_v" ADD COLUMN "published_locale" "enum__history_v_published_locale";
  ALTER TABLE "_vision_mission_v" ADD COLUMN "snapshot" boolean;
  ALTER TABLE "_vision_mission_v" ADD COLUMN "published_locale" "enum__vision_mission_v_published_locale";
  ALTER TABLE "_cqa_description_v" ADD COLUMN "snapshot" boolean;
  ALTER TABLE "_cqa_description_v" ADD COLUMN "published_locale" "enum__cqa_description_v_published_locale";
  ALTER TABLE "_alumni_overview_v" ADD COLUMN "snapshot" boolean;
  ALTER TABLE "_alumni_overview_v" ADD COLUMN "published_locale" "enum__alumni_overview_v_published_locale";
  ALTER TABLE "_career_header_v" ADD COLUMN "snapshot" boolean;
  ALTER TABLE "_career_header_v" ADD COLUMN "published_locale" "enum__career_header_v_published_locale";
  ALTER TABLE "_contact_info_v" ADD COLUMN "snapshot" boolean;
  ALTER TABLE "_contact_info_v" ADD COLUMN "published_locale" "enum__contact_info_v_published_locale";
  ALTER TABLE "slider_images_locales" ADD CONSTRAINT "slider_images_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."slider_images"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_slider_images_v_locales" ADD CONSTRAINT "_slider_images_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_slider_images_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_albums_locales" ADD CONSTRAINT "home_albums_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_albums"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_albums_v_locales" ADD CONSTRAINT "_home_albums_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_albums_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "leadership_messages_locales" ADD CONSTRAINT "leadership_messages_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."leadership_messages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_leadership_messages_v_locales" ADD CONSTRAINT "_leadership_messages_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_leadership_messages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "council_members_locales" ADD CONSTRAINT "council_members_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."council_members"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_council_members_v_locales" ADD CONSTRAINT "_council_members_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_council_members_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "management_members_locales" ADD CONSTRAINT "management_members_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."management_members"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_management_members_v_locales" ADD CONSTRAINT "_management_members_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_management_members_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "studies_members_locales" ADD CONSTRAINT "studies_members_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."studies_members"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_studies_members_v_locales" ADD CONSTRAINT "_studies_members_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_studies_members_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "departments_staff_members_locales" ADD CONSTRAINT "departments_staff_members_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."departments_staff_members"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "departments_locales" ADD CONSTRAINT "departments_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."departments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_departments_v_version_staff_members_locales" ADD CONSTRAINT "_departments_v_version_staff_members_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_departments_v_version_staff_members"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_departments_v_locales" ADD CONSTRAINT "_departments_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_departments_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "degrees_locales" ADD CONSTRAINT "degrees_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."degrees"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_degrees_v_locales" ADD CONSTRAINT "_degrees_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_degrees_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "programmes_locales" ADD CONSTRAINT "programmes_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."programmes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_programmes_v_locales" ADD CONSTRAINT "_programmes_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_programmes_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "loan_schemes_locales" ADD CONSTRAINT "loan_schemes_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."loan_schemes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_loan_schemes_v_locales" ADD CONSTRAINT "_loan_schemes_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_loan_schemes_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "career_guidance_locales" ADD CONSTRAINT "career_guidance_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."career_guidance"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_career_guidance_v_locales" ADD CONSTRAINT "_career_guidance_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_career_guidance_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cqa_items_locales" ADD CONSTRAINT "cqa_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."cqa_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_cqa_items_v_locales" ADD CONSTRAINT "_cqa_items_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_cqa_items_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "counsellors_locales" ADD CONSTRAINT "counsellors_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."counsellors"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_counsellors_v_locales" ADD CONSTRAINT "_counsellors_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_counsellors_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "research_items_locales" ADD CONSTRAINT "research_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."research_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_research_items_v_locales" ADD CONSTRAINT "_research_items_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_research_items_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "publications_locales" ADD CONSTRAINT "publications_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."publications"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_publications_v_locales" ADD CONSTRAINT "_publications_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_publications_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "internships_locales" ADD CONSTRAINT "internships_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."internships"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_internships_v_locales" ADD CONSTRAINT "_internships_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_internships_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "clubs_locales" ADD CONSTRAINT "clubs_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_clubs_v_locales" ADD CONSTRAINT "_clubs_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_clubs_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "student_events_locales" ADD CONSTRAINT "student_events_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."student_events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_student_events_v_locales" ADD CONSTRAINT "_student_events_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_student_events_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sports_locales" ADD CONSTRAINT "sports_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."sports"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_sports_v_locales" ADD CONSTRAINT "_sports_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_sports_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "gallery_albums_locales" ADD CONSTRAINT "gallery_albums_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."gallery_albums"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_gallery_albums_v_locales" ADD CONSTRAINT "_gallery_albums_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_gallery_albums_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "video_albums_locales" ADD CONSTRAINT "video_albums_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."video_albums"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_video_albums_v_locales" ADD CONSTRAINT "_video_albums_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_video_albums_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "news_locales" ADD CONSTRAINT "news_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_news_v_locales" ADD CONSTRAINT "_news_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_news_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "alumni_news_locales" ADD CONSTRAINT "alumni_news_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."alumni_news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_alumni_news_v_locales" ADD CONSTRAINT "_alumni_news_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_alumni_news_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "alumni_albums_locales" ADD CONSTRAINT "alumni_albums_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."alumni_albums"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_alumni_albums_v_locales" ADD CONSTRAINT "_alumni_albums_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_alumni_albums_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "flyers_locales" ADD CONSTRAINT "flyers_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."flyers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_flyers_v_locales" ADD CONSTRAINT "_flyers_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_flyers_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "jobs_locales" ADD CONSTRAINT "jobs_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_jobs_v_locales" ADD CONSTRAINT "_jobs_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_jobs_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "training_documents_locales" ADD CONSTRAINT "training_documents_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."training_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_training_documents_v_locales" ADD CONSTRAINT "_training_documents_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_training_documents_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "media_locales" ADD CONSTRAINT "media_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "documents_locales" ADD CONSTRAINT "documents_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "videos_locales" ADD CONSTRAINT "videos_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "welcome_section_locales" ADD CONSTRAINT "welcome_section_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."welcome_section"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_welcome_section_v_locales" ADD CONSTRAINT "_welcome_section_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_welcome_section_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "history_locales" ADD CONSTRAINT "history_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."history"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_history_v_locales" ADD CONSTRAINT "_history_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_history_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "vision_mission_locales" ADD CONSTRAINT "vision_mission_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."vision_mission"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_vision_mission_v_locales" ADD CONSTRAINT "_vision_mission_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_vision_mission_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cqa_description_locales" ADD CONSTRAINT "cqa_description_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."cqa_description"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_cqa_description_v_locales" ADD CONSTRAINT "_cqa_description_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_cqa_description_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "alumni_overview_locales" ADD CONSTRAINT "alumni_overview_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."alumni_overview"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_alumni_overview_v_locales" ADD CONSTRAINT "_alumni_overview_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_alumni_overview_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "career_header_locales" ADD CONSTRAINT "career_header_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."career_header"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_career_header_v_locales" ADD CONSTRAINT "_career_header_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_career_header_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_locales" ADD CONSTRAINT "site_settings_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "slider_images_locales_locale_parent_id_unique" ON "slider_images_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_slider_images_v_locales_locale_parent_id_unique" ON "_slider_images_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "home_albums_locales_locale_parent_id_unique" ON "home_albums_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_home_albums_v_locales_locale_parent_id_unique" ON "_home_albums_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "leadership_messages_locales_locale_parent_id_unique" ON "leadership_messages_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_leadership_messages_v_locales_locale_parent_id_unique" ON "_leadership_messages_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "council_members_locales_locale_parent_id_unique" ON "council_members_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_council_members_v_locales_locale_parent_id_unique" ON "_council_members_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "management_members_locales_locale_parent_id_unique" ON "management_members_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_management_members_v_locales_locale_parent_id_unique" ON "_management_members_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "studies_members_locales_locale_parent_id_unique" ON "studies_members_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_studies_members_v_locales_locale_parent_id_unique" ON "_studies_members_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "departments_staff_members_locales_locale_parent_id_unique" ON "departments_staff_members_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "departments_locales_locale_parent_id_unique" ON "departments_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_departments_v_version_staff_members_locales_locale_parent_i" ON "_departments_v_version_staff_members_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_departments_v_locales_locale_parent_id_unique" ON "_departments_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "degrees_locales_locale_parent_id_unique" ON "degrees_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_degrees_v_locales_locale_parent_id_unique" ON "_degrees_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "programmes_locales_locale_parent_id_unique" ON "programmes_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_programmes_v_locales_locale_parent_id_unique" ON "_programmes_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "loan_schemes_locales_locale_parent_id_unique" ON "loan_schemes_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_loan_schemes_v_locales_locale_parent_id_unique" ON "_loan_schemes_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "career_guidance_locales_locale_parent_id_unique" ON "career_guidance_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_career_guidance_v_locales_locale_parent_id_unique" ON "_career_guidance_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "cqa_items_locales_locale_parent_id_unique" ON "cqa_items_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_cqa_items_v_locales_locale_parent_id_unique" ON "_cqa_items_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "counsellors_locales_locale_parent_id_unique" ON "counsellors_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_counsellors_v_locales_locale_parent_id_unique" ON "_counsellors_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "research_items_locales_locale_parent_id_unique" ON "research_items_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_research_items_v_locales_locale_parent_id_unique" ON "_research_items_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "publications_locales_locale_parent_id_unique" ON "publications_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_publications_v_locales_locale_parent_id_unique" ON "_publications_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "internships_locales_locale_parent_id_unique" ON "internships_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_internships_v_locales_locale_parent_id_unique" ON "_internships_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "clubs_locales_locale_parent_id_unique" ON "clubs_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_clubs_v_locales_locale_parent_id_unique" ON "_clubs_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "student_events_locales_locale_parent_id_unique" ON "student_events_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_student_events_v_locales_locale_parent_id_unique" ON "_student_events_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "sports_locales_locale_parent_id_unique" ON "sports_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_sports_v_locales_locale_parent_id_unique" ON "_sports_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "gallery_albums_locales_locale_parent_id_unique" ON "gallery_albums_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_gallery_albums_v_locales_locale_parent_id_unique" ON "_gallery_albums_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "video_albums_locales_locale_parent_id_unique" ON "video_albums_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_video_albums_v_locales_locale_parent_id_unique" ON "_video_albums_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "news_locales_locale_parent_id_unique" ON "news_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_news_v_locales_locale_parent_id_unique" ON "_news_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "alumni_news_locales_locale_parent_id_unique" ON "alumni_news_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_alumni_news_v_locales_locale_parent_id_unique" ON "_alumni_news_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "alumni_albums_locales_locale_parent_id_unique" ON "alumni_albums_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_alumni_albums_v_locales_locale_parent_id_unique" ON "_alumni_albums_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "flyers_locales_locale_parent_id_unique" ON "flyers_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_flyers_v_locales_locale_parent_id_unique" ON "_flyers_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "jobs_locales_locale_parent_id_unique" ON "jobs_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_jobs_v_locales_locale_parent_id_unique" ON "_jobs_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "training_documents_locales_locale_parent_id_unique" ON "training_documents_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_training_documents_v_locales_locale_parent_id_unique" ON "_training_documents_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "media_locales_locale_parent_id_unique" ON "media_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "documents_locales_locale_parent_id_unique" ON "documents_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "videos_locales_locale_parent_id_unique" ON "videos_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "welcome_section_locales_locale_parent_id_unique" ON "welcome_section_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_welcome_section_v_locales_locale_parent_id_unique" ON "_welcome_section_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "history_locales_locale_parent_id_unique" ON "history_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_history_v_locales_locale_parent_id_unique" ON "_history_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "vision_mission_locales_locale_parent_id_unique" ON "vision_mission_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_vision_mission_v_locales_locale_parent_id_unique" ON "_vision_mission_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "cqa_description_locales_locale_parent_id_unique" ON "cqa_description_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_cqa_description_v_locales_locale_parent_id_unique" ON "_cqa_description_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "alumni_overview_locales_locale_parent_id_unique" ON "alumni_overview_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_alumni_overview_v_locales_locale_parent_id_unique" ON "_alumni_overview_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "career_header_locales_locale_parent_id_unique" ON "career_header_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_career_header_v_locales_locale_parent_id_unique" ON "_career_header_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "site_settings_locales_locale_parent_id_unique" ON "site_settings_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_slider_images_v_snapshot_idx" ON "_slider_images_v" USING btree ("snapshot");
  CREATE INDEX "_slider_images_v_published_locale_idx" ON "_slider_images_v" USING btree ("published_locale");
  CREATE INDEX "_partners_v_snapshot_idx" ON "_partners_v" USING btree ("snapshot");
  CREATE INDEX "_partners_v_published_locale_idx" ON "_partners_v" USING btree ("published_locale");
  CREATE INDEX "_home_albums_v_snapshot_idx" ON "_home_albums_v" USING btree ("snapshot");
  CREATE INDEX "_home_albums_v_published_locale_idx" ON "_home_albums_v" USING btree ("published_locale");
  CREATE INDEX "_leadership_messages_v_snapshot_idx" ON "_leadership_messages_v" USING btree ("snapshot");
  CREATE INDEX "_leadership_messages_v_published_locale_idx" ON "_leadership_messages_v" USING btree ("published_locale");
  CREATE INDEX "_council_members_v_snapshot_idx" ON "_council_members_v" USING btree ("snapshot");
  CREATE INDEX "_council_members_v_published_locale_idx" ON "_council_members_v" USING btree ("published_locale");
  CREATE INDEX "_management_members_v_snapshot_idx" ON "_management_members_v" USING btree ("snapshot");
  CREATE INDEX "_management_members_v_published_locale_idx" ON "_management_members_v" USING btree ("published_locale");
  CREATE INDEX "_studies_members_v_snapshot_idx" ON "_studies_members_v" USING btree ("snapshot");
  CREATE INDEX "_studies_members_v_published_locale_idx" ON "_studies_members_v" USING btree ("published_locale");
  CREATE INDEX "_departments_v_snapshot_idx" ON "_departments_v" USING btree ("snapshot");
  CREATE INDEX "_departments_v_published_locale_idx" ON "_departments_v" USING btree ("published_locale");
  CREATE INDEX "_degrees_v_snapshot_idx" ON "_degrees_v" USING btree ("snapshot");
  CREATE INDEX "_degrees_v_published_locale_idx" ON "_degrees_v" USING btree ("published_locale");
  CREATE INDEX "_programmes_v_snapshot_idx" ON "_programmes_v" USING btree ("snapshot");
  CREATE INDEX "_programmes_v_published_locale_idx" ON "_programmes_v" USING btree ("published_locale");
  CREATE INDEX "_loan_schemes_v_snapshot_idx" ON "_loan_schemes_v" USING btree ("snapshot");
  CREATE INDEX "_loan_schemes_v_published_locale_idx" ON "_loan_schemes_v" USING btree ("published_locale");
  CREATE INDEX "_career_guidance_v_snapshot_idx" ON "_career_guidance_v" USING btree ("snapshot");
  CREATE INDEX "_career_guidance_v_published_locale_idx" ON "_career_guidance_v" USING btree ("published_locale");
  CREATE INDEX "_cqa_items_v_snapshot_idx" ON "_cqa_items_v" USING btree ("snapshot");
  CREATE INDEX "_cqa_items_v_published_locale_idx" ON "_cqa_items_v" USING btree ("published_locale");
  CREATE INDEX "_service_links_v_snapshot_idx" ON "_service_links_v" USING btree ("snapshot");
  CREATE INDEX "_service_links_v_published_locale_idx" ON "_service_links_v" USING btree ("published_locale");
  CREATE INDEX "_counsellors_v_snapshot_idx" ON "_counsellors_v" USING btree ("snapshot");
  CREATE INDEX "_counsellors_v_published_locale_idx" ON "_counsellors_v" USING btree ("published_locale");
  CREATE INDEX "_research_items_v_snapshot_idx" ON "_research_items_v" USING btree ("snapshot");
  CREATE INDEX "_research_items_v_published_locale_idx" ON "_research_items_v" USING btree ("published_locale");
  CREATE INDEX "_publications_v_snapshot_idx" ON "_publications_v" USING btree ("snapshot");
  CREATE INDEX "_publications_v_published_locale_idx" ON "_publications_v" USING btree ("published_locale");
  CREATE INDEX "_internships_v_snapshot_idx" ON "_internships_v" USING btree ("snapshot");
  CREATE INDEX "_internships_v_published_locale_idx" ON "_internships_v" USING btree ("published_locale");
  CREATE INDEX "_clubs_v_snapshot_idx" ON "_clubs_v" USING btree ("snapshot");
  CREATE INDEX "_clubs_v_published_locale_idx" ON "_clubs_v" USING btree ("published_locale");
  CREATE INDEX "_student_events_v_snapshot_idx" ON "_student_events_v" USING btree ("snapshot");
  CREATE INDEX "_student_events_v_published_locale_idx" ON "_student_events_v" USING btree ("published_locale");
  CREATE INDEX "_sports_v_snapshot_idx" ON "_sports_v" USING btree ("snapshot");
  CREATE INDEX "_sports_v_published_locale_idx" ON "_sports_v" USING btree ("published_locale");
  CREATE INDEX "_gallery_albums_v_snapshot_idx" ON "_gallery_albums_v" USING btree ("snapshot");
  CREATE INDEX "_gallery_albums_v_published_locale_idx" ON "_gallery_albums_v" USING btree ("published_locale");
  CREATE INDEX "_video_albums_v_snapshot_idx" ON "_video_albums_v" USING btree ("snapshot");
  CREATE INDEX "_video_albums_v_published_locale_idx" ON "_video_albums_v" USING btree ("published_locale");
  CREATE INDEX "_news_v_snapshot_idx" ON "_news_v" USING btree ("snapshot");
  CREATE INDEX "_news_v_published_locale_idx" ON "_news_v" USING btree ("published_locale");
  CREATE INDEX "_alumni_news_v_snapshot_idx" ON "_alumni_news_v" USING btree ("snapshot");
  CREATE INDEX "_alumni_news_v_published_locale_idx" ON "_alumni_news_v" USING btree ("published_locale");
  CREATE INDEX "_alumni_albums_v_snapshot_idx" ON "_alumni_albums_v" USING btree ("snapshot");
  CREATE INDEX "_alumni_albums_v_published_locale_idx" ON "_alumni_albums_v" USING btree ("published_locale");
  CREATE INDEX "_degree_program_names_v_snapshot_idx" ON "_degree_program_names_v" USING btree ("snapshot");
  CREATE INDEX "_degree_program_names_v_published_locale_idx" ON "_degree_program_names_v" USING btree ("published_locale");
  CREATE INDEX "_alumni_intakes_v_snapshot_idx" ON "_alumni_intakes_v" USING btree ("snapshot");
  CREATE INDEX "_alumni_intakes_v_published_locale_idx" ON "_alumni_intakes_v" USING btree ("published_locale");
  CREATE INDEX "_flyers_v_snapshot_idx" ON "_flyers_v" USING btree ("snapshot");
  CREATE INDEX "_flyers_v_published_locale_idx" ON "_flyers_v" USING btree ("published_locale");
  CREATE INDEX "_jobs_v_snapshot_idx" ON "_jobs_v" USING btree ("snapshot");
  CREATE INDEX "_jobs_v_published_locale_idx" ON "_jobs_v" USING btree ("published_locale");
  CREATE INDEX "_training_partners_v_snapshot_idx" ON "_training_partners_v" USING btree ("snapshot");
  CREATE INDEX "_training_partners_v_published_locale_idx" ON "_training_partners_v" USING btree ("published_locale");
  CREATE INDEX "_training_documents_v_snapshot_idx" ON "_training_documents_v" USING btree ("snapshot");
  CREATE INDEX "_training_documents_v_published_locale_idx" ON "_training_documents_v" USING btree ("published_locale");
  CREATE INDEX "_welcome_section_v_snapshot_idx" ON "_welcome_section_v" USING btree ("snapshot");
  CREATE INDEX "_welcome_section_v_published_locale_idx" ON "_welcome_section_v" USING btree ("published_locale");
  CREATE INDEX "_popup_image_v_snapshot_idx" ON "_popup_image_v" USING btree ("snapshot");
  CREATE INDEX "_popup_image_v_published_locale_idx" ON "_popup_image_v" USING btree ("published_locale");
  CREATE INDEX "_history_v_snapshot_idx" ON "_history_v" USING btree ("snapshot");
  CREATE INDEX "_history_v_published_locale_idx" ON "_history_v" USING btree ("published_locale");
  CREATE INDEX "_vision_mission_v_snapshot_idx" ON "_vision_mission_v" USING btree ("snapshot");
  CREATE INDEX "_vision_mission_v_published_locale_idx" ON "_vision_mission_v" USING btree ("published_locale");
  CREATE INDEX "_cqa_description_v_snapshot_idx" ON "_cqa_description_v" USING btree ("snapshot");
  CREATE INDEX "_cqa_description_v_published_locale_idx" ON "_cqa_description_v" USING btree ("published_locale");
  CREATE INDEX "_alumni_overview_v_snapshot_idx" ON "_alumni_overview_v" USING btree ("snapshot");
  CREATE INDEX "_alumni_overview_v_published_locale_idx" ON "_alumni_overview_v" USING btree ("published_locale");
  CREATE INDEX "_career_header_v_snapshot_idx" ON "_career_header_v" USING btree ("snapshot");
  CREATE INDEX "_career_header_v_published_locale_idx" ON "_career_header_v" USING btree ("published_locale");
  CREATE INDEX "_contact_info_v_snapshot_idx" ON "_contact_info_v" USING btree ("snapshot");
  CREATE INDEX "_contact_info_v_published_locale_idx" ON "_contact_info_v" USING btree ("published_locale");`)
  // Every existing text becomes the English version before its column goes (src/records/translations/englishRows.ts).
  await copyIntoEnglishRows(postgresMigration(db))
  await db.execute(sql`
  ALTER TABLE "slider_images" DROP COLUMN "caption";
  ALTER TABLE "_slider_images_v" DROP COLUMN "version_caption";
  ALTER TABLE "home_albums" DROP COLUMN "album_name";
  ALTER TABLE "_home_albums_v" DROP COLUMN "version_album_name";
  ALTER TABLE "leadership_messages" DROP COLUMN "message_type";
  ALTER TABLE "leadership_messages" DROP COLUMN "designation";
  ALTER TABLE "leadership_messages" DROP COLUMN "message";
  ALTER TABLE "_leadership_messages_v" DROP COLUMN "version_message_type";
  ALTER TABLE "_leadership_messages_v" DROP COLUMN "version_designation";
  ALTER TABLE "_leadership_messages_v" DROP COLUMN "version_message";
  ALTER TABLE "council_members" DROP COLUMN "designation";
  ALTER TABLE "council_members" DROP COLUMN "biography";
  ALTER TABLE "_council_members_v" DROP COLUMN "version_designation";
  ALTER TABLE "_council_members_v" DROP COLUMN "version_biography";
  ALTER TABLE "management_members" DROP COLUMN "designation";
  ALTER TABLE "management_members" DROP COLUMN "biography";
  ALTER TABLE "_management_members_v" DROP COLUMN "version_designation";
  ALTER TABLE "_management_members_v" DROP COLUMN "version_biography";
  ALTER TABLE "studies_members" DROP COLUMN "designation";
  ALTER TABLE "studies_members" DROP COLUMN "biography";
  ALTER TABLE "_studies_members_v" DROP COLUMN "version_designation";
  ALTER TABLE "_studies_members_v" DROP COLUMN "version_biography";
  ALTER TABLE "departments_staff_members" DROP COLUMN "designation";
  ALTER TABLE "departments_staff_members" DROP COLUMN "qualifications";
  ALTER TABLE "departments" DROP COLUMN "department_name";
  ALTER TABLE "departments" DROP COLUMN "description";
  ALTER TABLE "departments" DROP COLUMN "hod_message";
  ALTER TABLE "departments" DROP COLUMN "seo_title";
  ALTER TABLE "departments" DROP COLUMN "seo_description";
  ALTER TABLE "_departments_v_version_staff_members" DROP COLUMN "designation";
  ALTER TABLE "_departments_v_version_staff_members" DROP COLUMN "qualifications";
  ALTER TABLE "_departments_v" DROP COLUMN "version_department_name";
  ALTER TABLE "_departments_v" DROP COLUMN "version_description";
  ALTER TABLE "_departments_v" DROP COLUMN "version_hod_message";
  ALTER TABLE "_departments_v" DROP COLUMN "version_seo_title";
  ALTER TABLE "_departments_v" DROP COLUMN "version_seo_description";
  ALTER TABLE "degrees" DROP COLUMN "description";
  ALTER TABLE "degrees" DROP COLUMN "eligibility_criteria";
  ALTER TABLE "degrees" DROP COLUMN "investment";
  ALTER TABLE "degrees" DROP COLUMN "seo_title";
  ALTER TABLE "degrees" DROP COLUMN "seo_description";
  ALTER TABLE "_degrees_v" DROP COLUMN "version_description";
  ALTER TABLE "_degrees_v" DROP COLUMN "version_eligibility_criteria";
  ALTER TABLE "_degrees_v" DROP COLUMN "version_investment";
  ALTER TABLE "_degrees_v" DROP COLUMN "version_seo_title";
  ALTER TABLE "_degrees_v" DROP COLUMN "version_seo_description";
  ALTER TABLE "programmes" DROP COLUMN "description";
  ALTER TABLE "programmes" DROP COLUMN "eligibility_criteria";
  ALTER TABLE "programmes" DROP COLUMN "program_benefits";
  ALTER TABLE "programmes" DROP COLUMN "seo_title";
  ALTER TABLE "programmes" DROP COLUMN "seo_description";
  ALTER TABLE "_programmes_v" DROP COLUMN "version_description";
  ALTER TABLE "_programmes_v" DROP COLUMN "version_eligibility_criteria";
  ALTER TABLE "_programmes_v" DROP COLUMN "version_program_benefits";
  ALTER TABLE "_programmes_v" DROP COLUMN "version_seo_title";
  ALTER TABLE "_programmes_v" DROP COLUMN "version_seo_description";
  ALTER TABLE "loan_schemes" DROP COLUMN "title";
  ALTER TABLE "loan_schemes" DROP COLUMN "description";
  ALTER TABLE "loan_schemes" DROP COLUMN "eligibility_criteria";
  ALTER TABLE "loan_schemes" DROP COLUMN "application_process";
  ALTER TABLE "loan_schemes" DROP COLUMN "contact_information";
  ALTER TABLE "loan_schemes" DROP COLUMN "seo_title";
  ALTER TABLE "loan_schemes" DROP COLUMN "seo_description";
  ALTER TABLE "_loan_schemes_v" DROP COLUMN "version_title";
  ALTER TABLE "_loan_schemes_v" DROP COLUMN "version_description";
  ALTER TABLE "_loan_schemes_v" DROP COLUMN "version_eligibility_criteria";
  ALTER TABLE "_loan_schemes_v" DROP COLUMN "version_application_process";
  ALTER TABLE "_loan_schemes_v" DROP COLUMN "version_contact_information";
  ALTER TABLE "_loan_schemes_v" DROP COLUMN "version_seo_title";
  ALTER TABLE "_loan_schemes_v" DROP COLUMN "version_seo_description";
  ALTER TABLE "career_guidance" DROP COLUMN "title";
  ALTER TABLE "career_guidance" DROP COLUMN "description";
  ALTER TABLE "_career_guidance_v" DROP COLUMN "version_title";
  ALTER TABLE "_career_guidance_v" DROP COLUMN "version_description";
  ALTER TABLE "cqa_items" DROP COLUMN "title";
  ALTER TABLE "cqa_items" DROP COLUMN "description";
  ALTER TABLE "cqa_items" DROP COLUMN "seo_title";
  ALTER TABLE "cqa_items" DROP COLUMN "seo_description";
  ALTER TABLE "_cqa_items_v" DROP COLUMN "version_title";
  ALTER TABLE "_cqa_items_v" DROP COLUMN "version_description";
  ALTER TABLE "_cqa_items_v" DROP COLUMN "version_seo_title";
  ALTER TABLE "_cqa_items_v" DROP COLUMN "version_seo_description";
  ALTER TABLE "counsellors" DROP COLUMN "designation";
  ALTER TABLE "_counsellors_v" DROP COLUMN "version_designation";
  ALTER TABLE "research_items" DROP COLUMN "title";
  ALTER TABLE "research_items" DROP COLUMN "description";
  ALTER TABLE "_research_items_v" DROP COLUMN "version_title";
  ALTER TABLE "_research_items_v" DROP COLUMN "version_description";
  ALTER TABLE "publications" DROP COLUMN "title";
  ALTER TABLE "publications" DROP COLUMN "abstract";
  ALTER TABLE "_publications_v" DROP COLUMN "version_title";
  ALTER TABLE "_publications_v" DROP COLUMN "version_abstract";
  ALTER TABLE "internships" DROP COLUMN "title";
  ALTER TABLE "internships" DROP COLUMN "description";
  ALTER TABLE "_internships_v" DROP COLUMN "version_title";
  ALTER TABLE "_internships_v" DROP COLUMN "version_description";
  ALTER TABLE "clubs" DROP COLUMN "club_name";
  ALTER TABLE "clubs" DROP COLUMN "description";
  ALTER TABLE "_clubs_v" DROP COLUMN "version_club_name";
  ALTER TABLE "_clubs_v" DROP COLUMN "version_description";
  ALTER TABLE "student_events" DROP COLUMN "title";
  ALTER TABLE "student_events" DROP COLUMN "description";
  ALTER TABLE "_student_events_v" DROP COLUMN "version_title";
  ALTER TABLE "_student_events_v" DROP COLUMN "version_description";
  ALTER TABLE "sports" DROP COLUMN "sport_activity";
  ALTER TABLE "sports" DROP COLUMN "description";
  ALTER TABLE "_sports_v" DROP COLUMN "version_sport_activity";
  ALTER TABLE "_sports_v" DROP COLUMN "version_description";
  ALTER TABLE "gallery_albums" DROP COLUMN "album_name";
  ALTER TABLE "_gallery_albums_v" DROP COLUMN "version_album_name";
  ALTER TABLE "video_albums" DROP COLUMN "album_name";
  ALTER TABLE "_video_albums_v" DROP COLUMN "version_album_name";
  ALTER TABLE "news" DROP COLUMN "title";
  ALTER TABLE "news" DROP COLUMN "description";
  ALTER TABLE "_news_v" DROP COLUMN "version_title";
  ALTER TABLE "_news_v" DROP COLUMN "version_description";
  ALTER TABLE "alumni_news" DROP COLUMN "title";
  ALTER TABLE "alumni_news" DROP COLUMN "description";
  ALTER TABLE "alumni_news" DROP COLUMN "expanded_content";
  ALTER TABLE "_alumni_news_v" DROP COLUMN "version_title";
  ALTER TABLE "_alumni_news_v" DROP COLUMN "version_description";
  ALTER TABLE "_alumni_news_v" DROP COLUMN "version_expanded_content";
  ALTER TABLE "alumni_albums" DROP COLUMN "album_name";
  ALTER TABLE "_alumni_albums_v" DROP COLUMN "version_album_name";
  ALTER TABLE "flyers" DROP COLUMN "title";
  ALTER TABLE "_flyers_v" DROP COLUMN "version_title";
  ALTER TABLE "jobs" DROP COLUMN "job_title";
  ALTER TABLE "_jobs_v" DROP COLUMN "version_job_title";
  ALTER TABLE "training_documents" DROP COLUMN "title";
  ALTER TABLE "_training_documents_v" DROP COLUMN "version_title";
  ALTER TABLE "media" DROP COLUMN "alt";
  ALTER TABLE "documents" DROP COLUMN "title";
  ALTER TABLE "videos" DROP COLUMN "title";
  ALTER TABLE "welcome_section" DROP COLUMN "welcome_message";
  ALTER TABLE "_welcome_section_v" DROP COLUMN "version_welcome_message";
  ALTER TABLE "history" DROP COLUMN "description";
  ALTER TABLE "_history_v" DROP COLUMN "version_description";
  ALTER TABLE "vision_mission" DROP COLUMN "vision";
  ALTER TABLE "vision_mission" DROP COLUMN "mission";
  ALTER TABLE "_vision_mission_v" DROP COLUMN "version_vision";
  ALTER TABLE "_vision_mission_v" DROP COLUMN "version_mission";
  ALTER TABLE "cqa_description" DROP COLUMN "cqa_description";
  ALTER TABLE "_cqa_description_v" DROP COLUMN "version_cqa_description";
  ALTER TABLE "alumni_overview" DROP COLUMN "vision";
  ALTER TABLE "alumni_overview" DROP COLUMN "mission";
  ALTER TABLE "alumni_overview" DROP COLUMN "goals";
  ALTER TABLE "_alumni_overview_v" DROP COLUMN "version_vision";
  ALTER TABLE "_alumni_overview_v" DROP COLUMN "version_mission";
  ALTER TABLE "_alumni_overview_v" DROP COLUMN "version_goals";
  ALTER TABLE "career_header" DROP COLUMN "title";
  ALTER TABLE "career_header" DROP COLUMN "subtitle";
  ALTER TABLE "_career_header_v" DROP COLUMN "version_title";
  ALTER TABLE "_career_header_v" DROP COLUMN "version_subtitle";
  ALTER TABLE "site_settings" DROP COLUMN "default_description";
  ALTER TABLE "site_settings" DROP COLUMN "footer_tagline";
  ALTER TABLE "site_settings" DROP COLUMN "privacy_notice";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "slider_images_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_slider_images_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_albums_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_albums_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "leadership_messages_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_leadership_messages_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "council_members_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_council_members_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "management_members_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_management_members_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "studies_members_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_studies_members_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "departments_staff_members_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "departments_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_departments_v_version_staff_members_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_departments_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "degrees_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_degrees_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "programmes_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_programmes_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "loan_schemes_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_loan_schemes_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "career_guidance_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_career_guidance_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cqa_items_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_cqa_items_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "counsellors_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_counsellors_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "research_items_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_research_items_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "publications_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_publications_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "internships_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_internships_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "clubs_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_clubs_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "student_events_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_student_events_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "sports_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_sports_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "gallery_albums_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_gallery_albums_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "video_albums_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_video_albums_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "news_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_news_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "alumni_news_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_alumni_news_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "alumni_albums_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_alumni_albums_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "flyers_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_flyers_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "jobs_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_jobs_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "training_documents_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_training_documents_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "media_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "documents_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "videos_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "welcome_section_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_welcome_section_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "history_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_history_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "vision_mission_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_vision_mission_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cqa_description_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_cqa_description_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "alumni_overview_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_alumni_overview_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "career_header_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_career_header_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "site_settings_locales" DISABLE ROW LEVEL SECURITY;
  DROP INDEX "_slider_images_v_snapshot_idx";
  DROP INDEX "_slider_images_v_published_locale_idx";
  DROP INDEX "_partners_v_snapshot_idx";
  DROP INDEX "_partners_v_published_locale_idx";
  DROP INDEX "_home_albums_v_snapshot_idx";
  DROP INDEX "_home_albums_v_published_locale_idx";
  DROP INDEX "_leadership_messages_v_snapshot_idx";
  DROP INDEX "_leadership_messages_v_published_locale_idx";
  DROP INDEX "_council_members_v_snapshot_idx";
  DROP INDEX "_council_members_v_published_locale_idx";
  DROP INDEX "_management_members_v_snapshot_idx";
  DROP INDEX "_management_members_v_published_locale_idx";
  DROP INDEX "_studies_members_v_snapshot_idx";
  DROP INDEX "_studies_members_v_published_locale_idx";
  DROP INDEX "_departments_v_snapshot_idx";
  DROP INDEX "_departments_v_published_locale_idx";
  DROP INDEX "_degrees_v_snapshot_idx";
  DROP INDEX "_degrees_v_published_locale_idx";
  DROP INDEX "_programmes_v_snapshot_idx";
  DROP INDEX "_programmes_v_published_locale_idx";
  DROP INDEX "_loan_schemes_v_snapshot_idx";
  DROP INDEX "_loan_schemes_v_published_locale_idx";
  DROP INDEX "_career_guidance_v_snapshot_idx";
  DROP INDEX "_career_guidance_v_published_locale_idx";
  DROP INDEX "_cqa_items_v_snapshot_idx";
  DROP INDEX "_cqa_items_v_published_locale_idx";
  DROP INDEX "_service_links_v_snapshot_idx";
  DROP INDEX "_service_links_v_published_locale_idx";
  DROP INDEX "_counsellors_v_snapshot_idx";
  DROP INDEX "_counsellors_v_published_locale_idx";
  DROP INDEX "_research_items_v_snapshot_idx";
  DROP INDEX "_research_items_v_published_locale_idx";
  DROP INDEX "_publications_v_snapshot_idx";
  DROP INDEX "_publications_v_published_locale_idx";
  DROP INDEX "_internships_v_snapshot_idx";
  DROP INDEX "_internships_v_published_locale_idx";
  DROP INDEX "_clubs_v_snapshot_idx";
  DROP INDEX "_clubs_v_published_locale_idx";
  DROP INDEX "_student_events_v_snapshot_idx";
  DROP INDEX "_student_events_v_published_locale_idx";
  DROP INDEX "_sports_v_snapshot_idx";
  DROP INDEX "_sports_v_published_locale_idx";
  DROP INDEX "_gallery_albums_v_snapshot_idx";
  DROP INDEX "_gallery_albums_v_published_locale_idx";
  DROP INDEX "_video_albums_v_snapshot_idx";
  DROP INDEX "_video_albums_v_published_locale_idx";
  DROP INDEX "_news_v_snapshot_idx";
  DROP INDEX "_news_v_published_locale_idx";
  DROP INDEX "_alumni_news_v_snapshot_idx";
  DROP INDEX "_alumni_news_v_published_locale_idx";
  DROP INDEX "_alumni_albums_v_snapshot_idx";
  DROP INDEX "_alumni_albums_v_published_locale_idx";
  DROP INDEX "_degree_program_names_v_snapshot_idx";
  DROP INDEX "_degree_program_names_v_published_locale_idx";
  DROP INDEX "_alumni_intakes_v_snapshot_idx";
  DROP INDEX "_alumni_intakes_v_published_locale_idx";
  DROP INDEX "_flyers_v_snapshot_idx";
  DROP INDEX "_flyers_v_published_locale_idx";
  DROP INDEX "_jobs_v_snapshot_idx";
  DROP INDEX "_jobs_v_published_locale_idx";
  DROP INDEX "_training_partners_v_snapshot_idx";
  DROP INDEX "_training_partners_v_published_locale_idx";
  DROP INDEX "_training_documents_v_snapshot_idx";
  DROP INDEX "_training_documents_v_published_locale_idx";
  DROP INDEX "_welcome_section_v_snapshot_idx";
  DROP INDEX "_welcome_section_v_published_locale_idx";
  DROP INDEX "_popup_image_v_snapshot_idx";
  DROP INDEX "_popup_image_v_published_locale_idx";
  DROP INDEX "_history_v_snapshot_idx";
  DROP INDEX "_history_v_published_locale_idx";
  DROP INDEX "_vision_mission_v_snapshot_idx";
  DROP INDEX "_vision_mission_v_published_locale_idx";
  DROP INDEX "_cqa_description_v_snapshot_idx";
  DROP INDEX "_cqa_description_v_published_locale_idx";
  DROP INDEX "_alumni_overview_v_snapshot_idx";
  DROP INDEX "_alumni_overview_v_published_locale_idx";
  DROP INDEX "_career_header_v_snapshot_idx";
  DROP INDEX "_career_header_v_published_locale_idx";
  DROP INDEX "_contact_info_v_snapshot_idx";
  DROP INDEX "_contact_info_v_published_locale_idx";
  ALTER TABLE "slider_images" ADD COLUMN "caption" varchar;
  ALTER TABLE "_slider_images_v" ADD COLUMN "version_caption" varchar;
  ALTER TABLE "home_albums" ADD COLUMN "album_name" varchar;
  ALTER TABLE "_home_albums_v" ADD COLUMN "version_album_name" varchar;
  ALTER TABLE "leadership_messages" ADD COLUMN "message_type" varchar;
  ALTER TABLE "leadership_messages" ADD COLUMN "designation" varchar;
  ALTER TABLE "leadership_messages" ADD COLUMN "message" varchar;
  ALTER TABLE "_leadership_messages_v" ADD COLUMN "version_message_type" varchar;
  ALTER TABLE "_leadership_messages_v" ADD COLUMN "version_designation" varchar;
  ALTER TABLE "_leadership_messages_v" ADD COLUMN "version_message" varchar;
  ALTER TABLE "council_members" ADD COLUMN "designation" varchar;
  ALTER TABLE "council_members" ADD COLUMN "biography" jsonb;
  ALTER TABLE "_council_members_v" ADD COLUMN "version_designation" varchar;
  ALTER TABLE "_council_members_v" ADD COLUMN "version_biography" jsonb;
  ALTER TABLE "management_members" ADD COLUMN "designation" varchar;
  ALTER TABLE "management_members" ADD COLUMN "biography" jsonb;
  ALTER TABLE "_management_members_v" ADD COLUMN "version_designation" varchar;
  ALTER TABLE "_management_members_v" ADD COLUMN "version_biography" jsonb;
  ALTER TABLE "studies_members" ADD COLUMN "designation" varchar;
  ALTER TABLE "studies_members" ADD COLUMN "biography" jsonb;
  ALTER TABLE "_studies_members_v" ADD COLUMN "version_designation" varchar;
  ALTER TABLE "_studies_members_v" ADD COLUMN "version_biography" jsonb;
  ALTER TABLE "departments_staff_members" ADD COLUMN "designation" varchar;
  ALTER TABLE "departments_staff_members" ADD COLUMN "qualifications" varchar;
  ALTER TABLE "departments" ADD COLUMN "department_name" varchar;
  ALTER TABLE "departments" ADD COLUMN "description" jsonb;
  ALTER TABLE "departments" ADD COLUMN "hod_message" varchar;
  ALTER TABLE "departments" ADD COLUMN "seo_title" varchar;
  ALTER TABLE "departments" ADD COLUMN "seo_description" varchar;
  ALTER TABLE "_departments_v_version_staff_members" ADD COLUMN "designation" varchar;
  ALTER TABLE "_departments_v_version_staff_members" ADD COLUMN "qualifications" varchar;
  ALTER TABLE "_departments_v" ADD COLUMN "version_department_name" varchar;
  ALTER TABLE "_departments_v" ADD COLUMN "version_description" jsonb;
  ALTER TABLE "_departments_v" ADD COLUMN "version_hod_message" varchar;
  ALTER TABLE "_departments_v" ADD COLUMN "version_seo_title" varchar;
  ALTER TABLE "_departments_v" ADD COLUMN "version_seo_description" varchar;
  ALTER TABLE "degrees" ADD COLUMN "description" jsonb;
  ALTER TABLE "degrees" ADD COLUMN "eligibility_criteria" jsonb;
  ALTER TABLE "degrees" ADD COLUMN "investment" jsonb;
  ALTER TABLE "degrees" ADD COLUMN "seo_title" varchar;
  ALTER TABLE "degrees" ADD COLUMN "seo_description" varchar;
  ALTER TABLE "_degrees_v" ADD COLUMN "version_description" jsonb;
  ALTER TABLE "_degrees_v" ADD COLUMN "version_eligibility_criteria" jsonb;
  ALTER TABLE "_degrees_v" ADD COLUMN "version_investment" jsonb;
  ALTER TABLE "_degrees_v" ADD COLUMN "version_seo_title" varchar;
  ALTER TABLE "_degrees_v" ADD COLUMN "version_seo_description" varchar;
  ALTER TABLE "programmes" ADD COLUMN "description" jsonb;
  ALTER TABLE "programmes" ADD COLUMN "eligibility_criteria" jsonb;
  ALTER TABLE "programmes" ADD COLUMN "program_benefits" jsonb;
  ALTER TABLE "programmes" ADD COLUMN "seo_title" varchar;
  ALTER TABLE "programmes" ADD COLUMN "seo_description" varchar;
  ALTER TABLE "_programmes_v" ADD COLUMN "version_description" jsonb;
  ALTER TABLE "_programmes_v" ADD COLUMN "version_eligibility_criteria" jsonb;
  ALTER TABLE "_programmes_v" ADD COLUMN "version_program_benefits" jsonb;
  ALTER TABLE "_programmes_v" ADD COLUMN "version_seo_title" varchar;
  ALTER TABLE "_programmes_v" ADD COLUMN "version_seo_description" varchar;
  ALTER TABLE "loan_schemes" ADD COLUMN "title" varchar;
  ALTER TABLE "loan_schemes" ADD COLUMN "description" jsonb;
  ALTER TABLE "loan_schemes" ADD COLUMN "eligibility_criteria" jsonb;
  ALTER TABLE "loan_schemes" ADD COLUMN "application_process" jsonb;
  ALTER TABLE "loan_schemes" ADD COLUMN "contact_information" jsonb;
  ALTER TABLE "loan_schemes" ADD COLUMN "seo_title" varchar;
  ALTER TABLE "loan_schemes" ADD COLUMN "seo_description" varchar;
  ALTER TABLE "_loan_schemes_v" ADD COLUMN "version_title" varchar;
  ALTER TABLE "_loan_schemes_v" ADD COLUMN "version_description" jsonb;
  ALTER TABLE "_loan_schemes_v" ADD COLUMN "version_eligibility_criteria" jsonb;
  ALTER TABLE "_loan_schemes_v" ADD COLUMN "version_application_process" jsonb;
  ALTER TABLE "_loan_schemes_v" ADD COLUMN "version_contact_information" jsonb;
  ALTER TABLE "_loan_schemes_v" ADD COLUMN "version_seo_title" varchar;
  ALTER TABLE "_loan_schemes_v" ADD COLUMN "version_seo_description" varchar;
  ALTER TABLE "career_guidance" ADD COLUMN "title" varchar;
  ALTER TABLE "career_guidance" ADD COLUMN "description" varchar;
  ALTER TABLE "_career_guidance_v" ADD COLUMN "version_title" varchar;
  ALTER TABLE "_career_guidance_v" ADD COLUMN "version_description" varchar;
  ALTER TABLE "cqa_items" ADD COLUMN "title" varchar;
  ALTER TABLE "cqa_items" ADD COLUMN "description" jsonb;
  ALTER TABLE "cqa_items" ADD COLUMN "seo_title" varchar;
  ALTER TABLE "cqa_items" ADD COLUMN "seo_description" varchar;
  ALTER TABLE "_cqa_items_v" ADD COLUMN "version_title" varchar;
  ALTER TABLE "_cqa_items_v" ADD COLUMN "version_description" jsonb;
  ALTER TABLE "_cqa_items_v" ADD COLUMN "version_seo_title" varchar;
  ALTER TABLE "_cqa_items_v" ADD COLUMN "version_seo_description" varchar;
  ALTER TABLE "counsellors" ADD COLUMN "designation" varchar;
  ALTER TABLE "_counsellors_v" ADD COLUMN "version_designation" varchar;
  ALTER TABLE "research_items" ADD COLUMN "title" varchar;
  ALTER TABLE "research_items" ADD COLUMN "description" jsonb;
  ALTER TABLE "_research_items_v" ADD COLUMN "version_title" varchar;
  ALTER TABLE "_research_items_v" ADD COLUMN "version_description" jsonb;
  ALTER TABLE "publications" ADD COLUMN "title" varchar;
  ALTER TABLE "publications" ADD COLUMN "abstract" varchar;
  ALTER TABLE "_publications_v" ADD COLUMN "version_title" varchar;
  ALTER TABLE "_publications_v" ADD COLUMN "version_abstract" varchar;
  ALTER TABLE "internships" ADD COLUMN "title" varchar;
  ALTER TABLE "internships" ADD COLUMN "description" varchar;
  ALTER TABLE "_internships_v" ADD COLUMN "version_title" varchar;
  ALTER TABLE "_internships_v" ADD COLUMN "version_description" varchar;
  ALTER TABLE "clubs" ADD COLUMN "club_name" varchar;
  ALTER TABLE "clubs" ADD COLUMN "description" varchar;
  ALTER TABLE "_clubs_v" ADD COLUMN "version_club_name" varchar;
  ALTER TABLE "_clubs_v" ADD COLUMN "version_description" varchar;
  ALTER TABLE "student_events" ADD COLUMN "title" varchar;
  ALTER TABLE "student_events" ADD COLUMN "description" varchar;
  ALTER TABLE "_student_events_v" ADD COLUMN "version_title" varchar;
  ALTER TABLE "_student_events_v" ADD COLUMN "version_description" varchar;
  ALTER TABLE "sports" ADD COLUMN "sport_activity" varchar;
  ALTER TABLE "sports" ADD COLUMN "description" varchar;
  ALTER TABLE "_sports_v" ADD COLUMN "version_sport_activity" varchar;
  ALTER TABLE "_sports_v" ADD COLUMN "version_description" varchar;
  ALTER TABLE "gallery_albums" ADD COLUMN "album_name" varchar;
  ALTER TABLE "_gallery_albums_v" ADD COLUMN "version_album_name" varchar;
  ALTER TABLE "video_albums" ADD COLUMN "album_name" varchar;
  ALTER TABLE "_video_albums_v" ADD COLUMN "version_album_name" varchar;
  ALTER TABLE "news" ADD COLUMN "title" varchar;
  ALTER TABLE "news" ADD COLUMN "description" varchar;
  ALTER TABLE "_news_v" ADD COLUMN "version_title" varchar;
  ALTER TABLE "_news_v" ADD COLUMN "version_description" varchar;
  ALTER TABLE "alumni_news" ADD COLUMN "title" varchar;
  ALTER TABLE "alumni_news" ADD COLUMN "description" jsonb;
  ALTER TABLE "alumni_news" ADD COLUMN "expanded_content" jsonb;
  ALTER TABLE "_alumni_news_v" ADD COLUMN "version_title" varchar;
  ALTER TABLE "_alumni_news_v" ADD COLUMN "version_description" jsonb;
  ALTER TABLE "_alumni_news_v" ADD COLUMN "version_expanded_content" jsonb;
  ALTER TABLE "alumni_albums" ADD COLUMN "album_name" varchar;
  ALTER TABLE "_alumni_albums_v" ADD COLUMN "version_album_name" varchar;
  ALTER TABLE "flyers" ADD COLUMN "title" varchar;
  ALTER TABLE "_flyers_v" ADD COLUMN "version_title" varchar;
  ALTER TABLE "jobs" ADD COLUMN "job_title" varchar;
  ALTER TABLE "_jobs_v" ADD COLUMN "version_job_title" varchar;
  ALTER TABLE "training_documents" ADD COLUMN "title" varchar;
  ALTER TABLE "_training_documents_v" ADD COLUMN "version_title" varchar;
  ALTER TABLE "media" ADD COLUMN "alt" varchar DEFAULT '' NOT NULL;
  ALTER TABLE "documents" ADD COLUMN "title" varchar DEFAULT '' NOT NULL;
  ALTER TABLE "videos" ADD COLUMN "title" varchar DEFAULT '' NOT NULL;
  ALTER TABLE "welcome_section" ADD COLUMN "welcome_message" varchar;
  ALTER TABLE "_welcome_section_v" ADD COLUMN "version_welcome_message" varchar;
  ALTER TABLE "history" ADD COLUMN "description" jsonb;
  ALTER TABLE "_history_v" ADD COLUMN "version_description" jsonb;
  ALTER TABLE "vision_mission" ADD COLUMN "vision" varchar;
  ALTER TABLE "vision_mission" ADD COLUMN "mission" varchar;
  ALTER TABLE "_vision_mission_v" ADD COLUMN "version_vision" varchar;
  ALTER TABLE "_vision_mission_v" ADD COLUMN "version_mission" varchar;
  ALTER TABLE "cqa_description" ADD COLUMN "cqa_description" jsonb;
  ALTER TABLE "_cqa_description_v" ADD COLUMN "version_cqa_description" jsonb;
  ALTER TABLE "alumni_overview" ADD COLUMN "vision" varchar;
  ALTER TABLE "alumni_overview" ADD COLUMN "mission" varchar;
  ALTER TABLE "alumni_overview" ADD COLUMN "goals" varchar;
  ALTER TABLE "_alumni_overview_v" ADD COLUMN "version_vision" varchar;
  ALTER TABLE "_alumni_overview_v" ADD COLUMN "version_mission" varchar;
  ALTER TABLE "_alumni_overview_v" ADD COLUMN "version_goals" varchar;
  ALTER TABLE "career_header" ADD COLUMN "title" varchar;
  ALTER TABLE "career_header" ADD COLUMN "subtitle" varchar;
  ALTER TABLE "_career_header_v" ADD COLUMN "version_title" varchar;
  ALTER TABLE "_career_header_v" ADD COLUMN "version_subtitle" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "default_description" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "footer_tagline" varchar DEFAULT 'Expand the Boundaries of Quality Education with world-class standards.' NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "privacy_notice" jsonb;
  ALTER TABLE "_slider_images_v" DROP COLUMN "snapshot";
  ALTER TABLE "_slider_images_v" DROP COLUMN "published_locale";
  ALTER TABLE "_partners_v" DROP COLUMN "snapshot";
  ALTER TABLE "_partners_v" DROP COLUMN "published_locale";
  ALTER TABLE "_home_albums_v" DROP COLUMN "snapshot";
  ALTER TABLE "_home_albums_v" DROP COLUMN "published_locale";
  ALTER TABLE "_leadership_messages_v" DROP COLUMN "snapshot";
  ALTER TABLE "_leadership_messages_v" DROP COLUMN "published_locale";
  ALTER TABLE "_council_members_v" DROP COLUMN "snapshot";
  ALTER TABLE "_council_members_v" DROP COLUMN "published_locale";
  ALTER TABLE "_management_members_v" DROP COLUMN "snapshot";
  ALTER TABLE "_management_members_v" DROP COLUMN "published_locale";
  ALTER TABLE "_studies_members_v" DROP COLUMN "snapshot";
  ALTER TABLE "_studies_members_v" DROP COLUMN "published_locale";
  ALTER TABLE "_departments_v" DROP COLUMN "snapshot";
  ALTER TABLE "_departments_v" DROP COLUMN "published_locale";
  ALTER TABLE "_degrees_v" DROP COLUMN "snapshot";
  ALTER TABLE "_degrees_v" DROP COLUMN "published_locale";
  ALTER TABLE "_programmes_v" DROP COLUMN "snapshot";
  ALTER TABLE "_programmes_v" DROP COLUMN "published_locale";
  ALTER TABLE "_loan_schemes_v" DROP COLUMN "snapshot";
  ALTER TABLE "_loan_schemes_v" DROP COLUMN "published_locale";
  ALTER TABLE "_career_guidance_v" DROP COLUMN "snapshot";
  ALTER TABLE "_career_guidance_v" DROP COLUMN "published_locale";
  ALTER TABLE "_cqa_items_v" DROP COLUMN "snapshot";
  ALTER TABLE "_cqa_items_v" DROP COLUMN "published_locale";
  ALTER TABLE "_service_links_v" DROP COLUMN "snapshot";
  ALTER TABLE "_service_links_v" DROP COLUMN "published_locale";
  ALTER TABLE "_counsellors_v" DROP COLUMN "snapshot";
  ALTER TABLE "_counsellors_v" DROP COLUMN "published_locale";
  ALTER TABLE "_research_items_v" DROP COLUMN "snapshot";
  ALTER TABLE "_research_items_v" DROP COLUMN "published_locale";
  ALTER TABLE "_publications_v" DROP COLUMN "snapshot";
  ALTER TABLE "_publications_v" DROP COLUMN "published_locale";
  ALTER TABLE "_internships_v" DROP COLUMN "snapshot";
  ALTER TABLE "_internships_v" DROP COLUMN "published_locale";
  ALTER TABLE "_clubs_v" DROP COLUMN "snapshot";
  ALTER TABLE "_clubs_v" DROP COLUMN "published_locale";
  ALTER TABLE "_student_events_v" DROP COLUMN "snapshot";
  ALTER TABLE "_student_events_v" DROP COLUMN "published_locale";
  ALTER TABLE "_sports_v" DROP COLUMN "snapshot";
  ALTER TABLE "_sports_v" DROP COLUMN "published_locale";
  ALTER TABLE "_gallery_albums_v" DROP COLUMN "snapshot";
  ALTER TABLE "_gallery_albums_v" DROP COLUMN "published_locale";
  ALTER TABLE "_video_albums_v" DROP COLUMN "snapshot";
  ALTER TABLE "_video_albums_v" DROP COLUMN "published_locale";
  ALTER TABLE "_news_v" DROP COLUMN "snapshot";
  ALTER TABLE "_news_v" DROP COLUMN "published_locale";
  ALTER TABLE "_alumni_news_v" DROP COLUMN "snapshot";
  ALTER TABLE "_alumni_news_v" DROP COLUMN "published_locale";
  ALTER TABLE "_alumni_albums_v" DROP COLUMN "snapshot";
  ALTER TABLE "_alumni_albums_v" DROP COLUMN "published_locale";
  ALTER TABLE "_degree_program_names_v" DROP COLUMN "snapshot";
  ALTER TABLE "_degree_program_names_v" DROP COLUMN "published_locale";
  ALTER TABLE "_alumni_intakes_v" DROP COLUMN "snapshot";
  ALTER TABLE "_alumni_intakes_v" DROP COLUMN "published_locale";
  ALTER TABLE "_flyers_v" DROP COLUMN "snapshot";
  ALTER TABLE "_flyers_v" DROP COLUMN "published_locale";
  ALTER TABLE "_jobs_v" DROP COLUMN "snapshot";
  ALTER TABLE "_jobs_v" DROP COLUMN "published_locale";
  ALTER TABLE "_training_partners_v" DROP COLUMN "snapshot";
  ALTER TABLE "_training_partners_v" DROP COLUMN "published_locale";
  ALTER TABLE "_training_documents_v" DROP COLUMN "snapshot";
  ALTER TABLE "_training_documents_v" DROP COLUMN "published_locale";
  ALTER TABLE "_welcome_section_v" DROP COLUMN "snapshot";
  ALTER TABLE "_welcome_section_v" DROP COLUMN "published_locale";
  ALTER TABLE "_popup_image_v" DROP COLUMN "snapshot";
  ALTER TABLE "_popup_image_v" DROP COLUMN "published_locale";
  ALTER TABLE "_history_v" DROP COLUMN "snapshot";
  ALTER TABLE "_history_v" DROP COLUMN "published_locale";
  ALTER TABLE "_vision_mission_v" DROP COLUMN "snapshot";
  ALTER TABLE "_vision_mission_v" DROP COLUMN "published_locale";
  ALTER TABLE "_cqa_description_v" DROP COLUMN "snapshot";
  ALTER TABLE "_cqa_description_v" DROP COLUMN "published_locale";
  ALTER TABLE "_alumni_overview_v" DROP COLUMN "snapshot";
  ALTER TABLE "_alumni_overview_v" DROP COLUMN "published_locale";
  ALTER TABLE "_career_header_v" DROP COLUMN "snapshot";
  ALTER TABLE "_career_header_v" DROP COLUMN "published_locale";
  ALTER TABLE "_contact_info_v" DROP COLUMN "snapshot";
  ALTER TABLE "_contact_info_v" DROP COLUMN "published_locale";`)
  // The English versions go back into the columns before the `_locales` tables go.
  await copyFromEnglishRows(postgresMigration(db))
  await db.execute(sql`
  DROP TABLE "slider_images_locales" CASCADE;
  DROP TABLE "_slider_images_v_locales" CASCADE;
  DROP TABLE "home_albums_locales" CASCADE;
  DROP TABLE "_home_albums_v_locales" CASCADE;
  DROP TABLE "leadership_messages_locales" CASCADE;
  DROP TABLE "_leadership_messages_v_locales" CASCADE;
  DROP TABLE "council_members_locales" CASCADE;
  DROP TABLE "_council_members_v_locales" CASCADE;
  DROP TABLE "management_members_locales" CASCADE;
  DROP TABLE "_management_members_v_locales" CASCADE;
  DROP TABLE "studies_members_locales" CASCADE;
  DROP TABLE "_studies_members_v_locales" CASCADE;
  DROP TABLE "departments_staff_members_locales" CASCADE;
  DROP TABLE "departments_locales" CASCADE;
  DROP TABLE "_departments_v_version_staff_members_locales" CASCADE;
  DROP TABLE "_departments_v_locales" CASCADE;
  DROP TABLE "degrees_locales" CASCADE;
  DROP TABLE "_degrees_v_locales" CASCADE;
  DROP TABLE "programmes_locales" CASCADE;
  DROP TABLE "_programmes_v_locales" CASCADE;
  DROP TABLE "loan_schemes_locales" CASCADE;
  DROP TABLE "_loan_schemes_v_locales" CASCADE;
  DROP TABLE "career_guidance_locales" CASCADE;
  DROP TABLE "_career_guidance_v_locales" CASCADE;
  DROP TABLE "cqa_items_locales" CASCADE;
  DROP TABLE "_cqa_items_v_locales" CASCADE;
  DROP TABLE "counsellors_locales" CASCADE;
  DROP TABLE "_counsellors_v_locales" CASCADE;
  DROP TABLE "research_items_locales" CASCADE;
  DROP TABLE "_research_items_v_locales" CASCADE;
  DROP TABLE "publications_locales" CASCADE;
  DROP TABLE "_publications_v_locales" CASCADE;
  DROP TABLE "internships_locales" CASCADE;
  DROP TABLE "_internships_v_locales" CASCADE;
  DROP TABLE "clubs_locales" CASCADE;
  DROP TABLE "_clubs_v_locales" CASCADE;
  DROP TABLE "student_events_locales" CASCADE;
  DROP TABLE "_student_events_v_locales" CASCADE;
  DROP TABLE "sports_locales" CASCADE;
  DROP TABLE "_sports_v_locales" CASCADE;
  DROP TABLE "gallery_albums_locales" CASCADE;
  DROP TABLE "_gallery_albums_v_locales" CASCADE;
  DROP TABLE "video_albums_locales" CASCADE;
  DROP TABLE "_video_albums_v_locales" CASCADE;
  DROP TABLE "news_locales" CASCADE;
  DROP TABLE "_news_v_locales" CASCADE;
  DROP TABLE "alumni_news_locales" CASCADE;
  DROP TABLE "_alumni_news_v_locales" CASCADE;
  DROP TABLE "alumni_albums_locales" CASCADE;
  DROP TABLE "_alumni_albums_v_locales" CASCADE;
  DROP TABLE "flyers_locales" CASCADE;
  DROP TABLE "_flyers_v_locales" CASCADE;
  DROP TABLE "jobs_locales" CASCADE;
  DROP TABLE "_jobs_v_locales" CASCADE;
  DROP TABLE "training_documents_locales" CASCADE;
  DROP TABLE "_training_documents_v_locales" CASCADE;
  DROP TABLE "media_locales" CASCADE;
  DROP TABLE "documents_locales" CASCADE;
  DROP TABLE "videos_locales" CASCADE;
  DROP TABLE "welcome_section_locales" CASCADE;
  DROP TABLE "_welcome_section_v_locales" CASCADE;
  DROP TABLE "history_locales" CASCADE;
  DROP TABLE "_history_v_locales" CASCADE;
  DROP TABLE "vision_mission_locales" CASCADE;
  DROP TABLE "_vision_mission_v_locales" CASCADE;
  DROP TABLE "cqa_description_locales" CASCADE;
  DROP TABLE "_cqa_description_v_locales" CASCADE;
  DROP TABLE "alumni_overview_locales" CASCADE;
  DROP TABLE "_alumni_overview_v_locales" CASCADE;
  DROP TABLE "career_header_locales" CASCADE;
  DROP TABLE "_career_header_v_locales" CASCADE;
  DROP TABLE "site_settings_locales" CASCADE;
  DROP TYPE "public"."_locales";
  DROP TYPE "public"."enum__slider_images_v_published_locale";
  DROP TYPE "public"."enum__partners_v_published_locale";
  DROP TYPE "public"."enum__home_albums_v_published_locale";
  DROP TYPE "public"."enum__leadership_messages_v_published_locale";
  DROP TYPE "public"."enum__council_members_v_published_locale";
  DROP TYPE "public"."enum__management_members_v_published_locale";
  DROP TYPE "public"."enum__studies_members_v_published_locale";
  DROP TYPE "public"."enum__departments_v_published_locale";
  DROP TYPE "public"."enum__degrees_v_published_locale";
  DROP TYPE "public"."enum__programmes_v_published_locale";
  DROP TYPE "public"."enum__loan_schemes_v_published_locale";
  DROP TYPE "public"."enum__career_guidance_v_published_locale";
  DROP TYPE "public"."enum__cqa_items_v_published_locale";
  DROP TYPE "public"."enum__service_links_v_published_locale";
  DROP TYPE "public"."enum__counsellors_v_published_locale";
  DROP TYPE "public"."enum__research_items_v_published_locale";
  DROP TYPE "public"."enum__publications_v_published_locale";
  DROP TYPE "public"."enum__internships_v_published_locale";
  DROP TYPE "public"."enum__clubs_v_published_locale";
  DROP TYPE "public"."enum__student_events_v_published_locale";
  DROP TYPE "public"."enum__sports_v_published_locale";
  DROP TYPE "public"."enum__gallery_albums_v_published_locale";
  DROP TYPE "public"."enum__video_albums_v_published_locale";
  DROP TYPE "public"."enum__news_v_published_locale";
  DROP TYPE "public"."enum__alumni_news_v_published_locale";
  DROP TYPE "public"."enum__alumni_albums_v_published_locale";
  DROP TYPE "public"."enum__degree_program_names_v_published_locale";
  DROP TYPE "public"."enum__alumni_intakes_v_published_locale";
  DROP TYPE "public"."enum__flyers_v_published_locale";
  DROP TYPE "public"."enum__jobs_v_published_locale";
  DROP TYPE "public"."enum__training_partners_v_published_locale";
  DROP TYPE "public"."enum__training_documents_v_published_locale";
  DROP TYPE "public"."enum__welcome_section_v_published_locale";
  DROP TYPE "public"."enum__popup_image_v_published_locale";
  DROP TYPE "public"."enum__history_v_published_locale";
  DROP TYPE "public"."enum__vision_mission_v_published_locale";
  DROP TYPE "public"."enum__cqa_description_v_published_locale";
  DROP TYPE "public"."enum__alumni_overview_v_published_locale";
  DROP TYPE "public"."enum__career_header_v_published_locale";
  DROP TYPE "public"."enum__contact_info_v_published_locale";`)
}
