import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

import { createFirstVersions } from '../../../records/publishing/firstVersions'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_slider_images_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__slider_images_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_partners_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__partners_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_home_albums_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__home_albums_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_leadership_messages_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__leadership_messages_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_council_members_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__council_members_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_management_members_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__management_members_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_studies_members_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__studies_members_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_departments_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__departments_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_degrees_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__degrees_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_programmes_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__programmes_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_loan_schemes_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__loan_schemes_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_career_guidance_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__career_guidance_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_cqa_items_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__cqa_items_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_service_links_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__service_links_v_version_category" AS ENUM('lms', 'ims', 'office-suite', 'student-portal', 'online-payment', 'password-management', 'help-desk');
  CREATE TYPE "public"."enum__service_links_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_counsellors_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__counsellors_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_research_items_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__research_items_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_publications_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__publications_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_internships_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__internships_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_clubs_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__clubs_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_student_events_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__student_events_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_sports_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__sports_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_gallery_albums_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__gallery_albums_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_video_albums_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__video_albums_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_news_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__news_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_alumni_news_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__alumni_news_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_alumni_albums_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__alumni_albums_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_degree_program_names_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__degree_program_names_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_alumni_intakes_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__alumni_intakes_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_flyers_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__flyers_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_jobs_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__jobs_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_training_partners_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__training_partners_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_training_documents_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__training_documents_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_welcome_section_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__welcome_section_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_popup_image_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__popup_image_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_history_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__history_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_vision_mission_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__vision_mission_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_cqa_description_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__cqa_description_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_alumni_overview_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__alumni_overview_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_career_header_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__career_header_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_contact_info_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__contact_info_v_version_status" AS ENUM('draft', 'published');
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'scheduled_publish';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'schedulePublish';
  CREATE TABLE "_slider_images_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version__order" varchar,
  	"version_image_id" integer,
  	"version_caption" varchar,
  	"version_last_changed_by" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__slider_images_v_version_status" DEFAULT 'published',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_partners_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version__order" varchar,
  	"version_partner_name" varchar,
  	"version_logo_id" integer,
  	"version_url" varchar,
  	"version_last_changed_by" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__partners_v_version_status" DEFAULT 'published',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_home_albums_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version__order" varchar,
  	"version_album_name" varchar,
  	"version_last_changed_by" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__home_albums_v_version_status" DEFAULT 'published',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_home_albums_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  CREATE TABLE "_leadership_messages_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version__order" varchar,
  	"version_message_type" varchar,
  	"version_name" varchar,
  	"version_designation" varchar,
  	"version_message" varchar,
  	"version_image_id" integer,
  	"version_last_changed_by" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__leadership_messages_v_version_status" DEFAULT 'published',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_council_members_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version__order" varchar,
  	"version_name" varchar,
  	"version_designation" varchar,
  	"version_biography" jsonb,
  	"version_image_id" integer,
  	"version_last_changed_by" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__council_members_v_version_status" DEFAULT 'published',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_management_members_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version__order" varchar,
  	"version_name" varchar,
  	"version_designation" varchar,
  	"version_biography" jsonb,
  	"version_image_id" integer,
  	"version_last_changed_by" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__management_members_v_version_status" DEFAULT 'published',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_studies_members_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version__order" varchar,
  	"version_name" varchar,
  	"version_designation" varchar,
  	"version_biography" jsonb,
  	"version_image_id" integer,
  	"version_last_changed_by" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__studies_members_v_version_status" DEFAULT 'published',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_career_guidance_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version__order" varchar,
  	"version_title" varchar,
  	"version_description" varchar,
  	"version_last_changed_by" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__career_guidance_v_version_status" DEFAULT 'published',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_service_links_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version__order" varchar,
  	"version_category" "enum__service_links_v_version_category",
  	"version_name" varchar,
  	"version_url" varchar,
  	"version_file_id" integer,
  	"version_last_changed_by" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__service_links_v_version_status" DEFAULT 'published',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_counsellors_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version__order" varchar,
  	"version_name" varchar,
  	"version_designation" varchar,
  	"version_tele" varchar,
  	"version_email" varchar,
  	"version_last_changed_by" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__counsellors_v_version_status" DEFAULT 'published',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_research_items_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version__order" varchar,
  	"version_title" varchar,
  	"version_researcher_name" varchar,
  	"version_category" varchar,
  	"version_year" numeric,
  	"version_description" jsonb,
  	"version_poster_id" integer,
  	"version_qr_link" varchar,
  	"version_last_changed_by" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__research_items_v_version_status" DEFAULT 'published',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_research_items_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"documents_id" integer
  );
  
  CREATE TABLE "_publications_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_authors" varchar,
  	"version_publication_date" timestamp(3) with time zone,
  	"version_journal_name" varchar,
  	"version_abstract" varchar,
  	"version_file_id" integer,
  	"version_last_changed_by" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__publications_v_version_status" DEFAULT 'published',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_internships_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version__order" varchar,
  	"version_title" varchar,
  	"version_organization" varchar,
  	"version_description" varchar,
  	"version_closing_date" timestamp(3) with time zone,
  	"version_url" varchar,
  	"version_last_changed_by" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__internships_v_version_status" DEFAULT 'published',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_clubs_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version__order" varchar,
  	"version_club_name" varchar,
  	"version_description" varchar,
  	"version_last_changed_by" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__clubs_v_version_status" DEFAULT 'published',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_clubs_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  CREATE TABLE "_student_events_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_date" timestamp(3) with time zone,
  	"version_location" varchar,
  	"version_description" varchar,
  	"version_last_changed_by" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__student_events_v_version_status" DEFAULT 'published',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_student_events_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  CREATE TABLE "_sports_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version__order" varchar,
  	"version_sport_activity" varchar,
  	"version_description" varchar,
  	"version_last_changed_by" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__sports_v_version_status" DEFAULT 'published',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_sports_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  CREATE TABLE "_gallery_albums_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version__order" varchar,
  	"version_album_name" varchar,
  	"version_last_changed_by" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__gallery_albums_v_version_status" DEFAULT 'published',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_gallery_albums_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  CREATE TABLE "_video_albums_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version__order" varchar,
  	"version_album_name" varchar,
  	"version_last_changed_by" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__video_albums_v_version_status" DEFAULT 'published',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_video_albums_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"videos_id" integer
  );
  
  CREATE TABLE "_news_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_date" timestamp(3) with time zone,
  	"version_description" varchar,
  	"version_last_changed_by" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__news_v_version_status" DEFAULT 'published',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_news_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  CREATE TABLE "_alumni_news_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_date" timestamp(3) with time zone,
  	"version_description" jsonb,
  	"version_expanded_content" jsonb,
  	"version_last_changed_by" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__alumni_news_v_version_status" DEFAULT 'published',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_alumni_news_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  CREATE TABLE "_alumni_albums_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version__order" varchar,
  	"version_album_name" varchar,
  	"version_last_changed_by" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__alumni_albums_v_version_status" DEFAULT 'published',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_alumni_albums_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  CREATE TABLE "_degree_program_names_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version__order" varchar,
  	"version_program_name" varchar,
  	"version_last_changed_by" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__degree_program_names_v_version_status" DEFAULT 'published',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_alumni_intakes_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version__order" varchar,
  	"version_alumni_intake" varchar,
  	"version_degree_id" integer,
  	"version_last_changed_by" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__alumni_intakes_v_version_status" DEFAULT 'published',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_flyers_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version__order" varchar,
  	"version_title" varchar,
  	"version_image_id" integer,
  	"version_last_changed_by" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__flyers_v_version_status" DEFAULT 'published',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_jobs_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version__order" varchar,
  	"version_job_title" varchar,
  	"version_platform_name" varchar,
  	"version_url" varchar,
  	"version_last_changed_by" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__jobs_v_version_status" DEFAULT 'published',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_training_partners_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version__order" varchar,
  	"version_partner_name" varchar,
  	"version_logo_id" integer,
  	"version_url" varchar,
  	"version_last_changed_by" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__training_partners_v_version_status" DEFAULT 'published',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_training_documents_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version__order" varchar,
  	"version_title" varchar,
  	"version_file_id" integer,
  	"version_last_changed_by" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__training_documents_v_version_status" DEFAULT 'published',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_welcome_section_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_welcome_message" varchar,
  	"version_graduates" numeric DEFAULT 0,
  	"version_faculty_members" numeric DEFAULT 0,
  	"version_employability_rate" numeric DEFAULT 0,
  	"version_years_of_excellence" numeric DEFAULT 0,
  	"version_last_changed_by" varchar,
  	"version__status" "enum__welcome_section_v_version_status" DEFAULT 'published',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_popup_image_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_enabled" boolean DEFAULT true,
  	"version_image_id" integer,
  	"version_last_changed_by" varchar,
  	"version__status" "enum__popup_image_v_version_status" DEFAULT 'published',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_vision_mission_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_vision" varchar,
  	"version_mission" varchar,
  	"version_last_changed_by" varchar,
  	"version__status" "enum__vision_mission_v_version_status" DEFAULT 'published',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_cqa_description_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_cqa_description" jsonb,
  	"version_last_changed_by" varchar,
  	"version__status" "enum__cqa_description_v_version_status" DEFAULT 'published',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_alumni_overview_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_vision" varchar,
  	"version_mission" varchar,
  	"version_goals" varchar,
  	"version_last_changed_by" varchar,
  	"version__status" "enum__alumni_overview_v_version_status" DEFAULT 'published',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_career_header_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_title" varchar,
  	"version_subtitle" varchar,
  	"version_image_id" integer,
  	"version_last_changed_by" varchar,
  	"version__status" "enum__career_header_v_version_status" DEFAULT 'published',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_contact_info_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_address" varchar,
  	"version_phone_no" varchar,
  	"version_email_address" varchar,
  	"version_map_embed_url" varchar,
  	"version_last_changed_by" varchar,
  	"version__status" "enum__contact_info_v_version_status" DEFAULT 'published',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  ALTER TABLE "slider_images" ALTER COLUMN "image_id" DROP NOT NULL;
  ALTER TABLE "partners" ALTER COLUMN "partner_name" DROP NOT NULL;
  ALTER TABLE "partners" ALTER COLUMN "logo_id" DROP NOT NULL;
  ALTER TABLE "home_albums" ALTER COLUMN "album_name" DROP NOT NULL;
  ALTER TABLE "leadership_messages" ALTER COLUMN "message_type" DROP NOT NULL;
  ALTER TABLE "leadership_messages" ALTER COLUMN "name" DROP NOT NULL;
  ALTER TABLE "leadership_messages" ALTER COLUMN "message" DROP NOT NULL;
  ALTER TABLE "council_members" ALTER COLUMN "name" DROP NOT NULL;
  ALTER TABLE "council_members" ALTER COLUMN "designation" DROP NOT NULL;
  ALTER TABLE "management_members" ALTER COLUMN "name" DROP NOT NULL;
  ALTER TABLE "management_members" ALTER COLUMN "designation" DROP NOT NULL;
  ALTER TABLE "studies_members" ALTER COLUMN "name" DROP NOT NULL;
  ALTER TABLE "studies_members" ALTER COLUMN "designation" DROP NOT NULL;
  ALTER TABLE "departments_staff_members" ALTER COLUMN "staff_name" DROP NOT NULL;
  ALTER TABLE "departments" ALTER COLUMN "department_name" DROP NOT NULL;
  ALTER TABLE "_departments_v_version_staff_members" ALTER COLUMN "staff_name" DROP NOT NULL;
  ALTER TABLE "_departments_v" ALTER COLUMN "version_department_name" DROP NOT NULL;
  ALTER TABLE "degrees" ALTER COLUMN "program_name" DROP NOT NULL;
  ALTER TABLE "degrees" ALTER COLUMN "degree_name" DROP NOT NULL;
  ALTER TABLE "degrees" ALTER COLUMN "level" DROP NOT NULL;
  ALTER TABLE "_degrees_v" ALTER COLUMN "version_program_name" DROP NOT NULL;
  ALTER TABLE "_degrees_v" ALTER COLUMN "version_degree_name" DROP NOT NULL;
  ALTER TABLE "_degrees_v" ALTER COLUMN "version_level" DROP NOT NULL;
  ALTER TABLE "programmes" ALTER COLUMN "program_name" DROP NOT NULL;
  ALTER TABLE "_programmes_v" ALTER COLUMN "version_program_name" DROP NOT NULL;
  ALTER TABLE "loan_schemes" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "_loan_schemes_v" ALTER COLUMN "version_title" DROP NOT NULL;
  ALTER TABLE "career_guidance" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "cqa_items" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "_cqa_items_v" ALTER COLUMN "version_title" DROP NOT NULL;
  ALTER TABLE "service_links" ALTER COLUMN "category" DROP NOT NULL;
  ALTER TABLE "service_links" ALTER COLUMN "name" DROP NOT NULL;
  ALTER TABLE "counsellors" ALTER COLUMN "name" DROP NOT NULL;
  ALTER TABLE "research_items" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "research_items" ALTER COLUMN "researcher_name" DROP NOT NULL;
  ALTER TABLE "research_items" ALTER COLUMN "category" DROP NOT NULL;
  ALTER TABLE "research_items" ALTER COLUMN "year" DROP NOT NULL;
  ALTER TABLE "publications" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "publications" ALTER COLUMN "authors" DROP NOT NULL;
  ALTER TABLE "publications" ALTER COLUMN "publication_date" DROP NOT NULL;
  ALTER TABLE "internships" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "internships" ALTER COLUMN "organization" DROP NOT NULL;
  ALTER TABLE "clubs" ALTER COLUMN "club_name" DROP NOT NULL;
  ALTER TABLE "clubs" ALTER COLUMN "description" DROP NOT NULL;
  ALTER TABLE "student_events" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "student_events" ALTER COLUMN "date" DROP NOT NULL;
  ALTER TABLE "student_events" ALTER COLUMN "description" DROP NOT NULL;
  ALTER TABLE "sports" ALTER COLUMN "sport_activity" DROP NOT NULL;
  ALTER TABLE "sports" ALTER COLUMN "description" DROP NOT NULL;
  ALTER TABLE "gallery_albums" ALTER COLUMN "album_name" DROP NOT NULL;
  ALTER TABLE "video_albums" ALTER COLUMN "album_name" DROP NOT NULL;
  ALTER TABLE "news" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "news" ALTER COLUMN "date" DROP NOT NULL;
  ALTER TABLE "news" ALTER COLUMN "description" DROP NOT NULL;
  ALTER TABLE "alumni_news" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "alumni_news" ALTER COLUMN "date" DROP NOT NULL;
  ALTER TABLE "alumni_news" ALTER COLUMN "description" DROP NOT NULL;
  ALTER TABLE "alumni_albums" ALTER COLUMN "album_name" DROP NOT NULL;
  ALTER TABLE "degree_program_names" ALTER COLUMN "program_name" DROP NOT NULL;
  ALTER TABLE "alumni_intakes" ALTER COLUMN "alumni_intake" DROP NOT NULL;
  ALTER TABLE "alumni_intakes" ALTER COLUMN "degree_id" DROP NOT NULL;
  ALTER TABLE "flyers" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "flyers" ALTER COLUMN "image_id" DROP NOT NULL;
  ALTER TABLE "jobs" ALTER COLUMN "job_title" DROP NOT NULL;
  ALTER TABLE "jobs" ALTER COLUMN "url" DROP NOT NULL;
  ALTER TABLE "training_partners" ALTER COLUMN "partner_name" DROP NOT NULL;
  ALTER TABLE "training_partners" ALTER COLUMN "logo_id" DROP NOT NULL;
  ALTER TABLE "training_documents" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "training_documents" ALTER COLUMN "file_id" DROP NOT NULL;
  ALTER TABLE "vision_mission" ALTER COLUMN "vision" DROP NOT NULL;
  ALTER TABLE "vision_mission" ALTER COLUMN "mission" DROP NOT NULL;
  ALTER TABLE "contact_info" ALTER COLUMN "address" DROP NOT NULL;
  ALTER TABLE "contact_info" ALTER COLUMN "phone_no" DROP NOT NULL;
  ALTER TABLE "contact_info" ALTER COLUMN "email_address" DROP NOT NULL;
  ALTER TABLE "slider_images" ADD COLUMN "last_changed_by" varchar;
  ALTER TABLE "slider_images" ADD COLUMN "_status" "enum_slider_images_status" DEFAULT 'published';
  ALTER TABLE "partners" ADD COLUMN "last_changed_by" varchar;
  ALTER TABLE "partners" ADD COLUMN "_status" "enum_partners_status" DEFAULT 'published';
  ALTER TABLE "home_albums" ADD COLUMN "last_changed_by" varchar;
  ALTER TABLE "home_albums" ADD COLUMN "_status" "enum_home_albums_status" DEFAULT 'published';
  ALTER TABLE "leadership_messages" ADD COLUMN "last_changed_by" varchar;
  ALTER TABLE "leadership_messages" ADD COLUMN "_status" "enum_leadership_messages_status" DEFAULT 'published';
  ALTER TABLE "council_members" ADD COLUMN "last_changed_by" varchar;
  ALTER TABLE "council_members" ADD COLUMN "_status" "enum_council_members_status" DEFAULT 'published';
  ALTER TABLE "management_members" ADD COLUMN "last_changed_by" varchar;
  ALTER TABLE "management_members" ADD COLUMN "_status" "enum_management_members_status" DEFAULT 'published';
  ALTER TABLE "studies_members" ADD COLUMN "last_changed_by" varchar;
  ALTER TABLE "studies_members" ADD COLUMN "_status" "enum_studies_members_status" DEFAULT 'published';
  ALTER TABLE "departments" ADD COLUMN "last_changed_by" varchar;
  ALTER TABLE "departments" ADD COLUMN "_status" "enum_departments_status" DEFAULT 'published';
  ALTER TABLE "_departments_v" ADD COLUMN "version_last_changed_by" varchar;
  ALTER TABLE "_departments_v" ADD COLUMN "version__status" "enum__departments_v_version_status" DEFAULT 'published';
  ALTER TABLE "_departments_v" ADD COLUMN "latest" boolean;
  ALTER TABLE "degrees" ADD COLUMN "last_changed_by" varchar;
  ALTER TABLE "degrees" ADD COLUMN "_status" "enum_degrees_status" DEFAULT 'published';
  ALTER TABLE "_degrees_v" ADD COLUMN "version_last_changed_by" varchar;
  ALTER TABLE "_degrees_v" ADD COLUMN "version__status" "enum__degrees_v_version_status" DEFAULT 'published';
  ALTER TABLE "_degrees_v" ADD COLUMN "latest" boolean;
  ALTER TABLE "programmes" ADD COLUMN "last_changed_by" varchar;
  ALTER TABLE "programmes" ADD COLUMN "_status" "enum_programmes_status" DEFAULT 'published';
  ALTER TABLE "_programmes_v" ADD COLUMN "version_last_changed_by" varchar;
  ALTER TABLE "_programmes_v" ADD COLUMN "version__status" "enum__programmes_v_version_status" DEFAULT 'published';
  ALTER TABLE "_programmes_v" ADD COLUMN "latest" boolean;
  ALTER TABLE "loan_schemes" ADD COLUMN "last_changed_by" varchar;
  ALTER TABLE "loan_schemes" ADD COLUMN "_status" "enum_loan_schemes_status" DEFAULT 'published';
  ALTER TABLE "_loan_schemes_v" ADD COLUMN "version_last_changed_by" varchar;
  ALTER TABLE "_loan_schemes_v" ADD COLUMN "version__status" "enum__loan_schemes_v_version_status" DEFAULT 'published';
  ALTER TABLE "_loan_schemes_v" ADD COLUMN "latest" boolean;
  ALTER TABLE "career_guidance" ADD COLUMN "last_changed_by" varchar;
  ALTER TABLE "career_guidance" ADD COLUMN "_status" "enum_career_guidance_status" DEFAULT 'published';
  ALTER TABLE "cqa_items" ADD COLUMN "last_changed_by" varchar;
  ALTER TABLE "cqa_items" ADD COLUMN "_status" "enum_cqa_items_status" DEFAULT 'published';
  ALTER TABLE "_cqa_items_v" ADD COLUMN "version_last_changed_by" varchar;
  ALTER TABLE "_cqa_items_v" ADD COLUMN "version__status" "enum__cqa_items_v_version_status" DEFAULT 'published';
  ALTER TABLE "_cqa_items_v" ADD COLUMN "latest" boolean;
  ALTER TABLE "service_links" ADD COLUMN "last_changed_by" varchar;
  ALTER TABLE "service_links" ADD COLUMN "_status" "enum_service_links_status" DEFAULT 'published';
  ALTER TABLE "counsellors" ADD COLUMN "last_changed_by" varchar;
  ALTER TABLE "counsellors" ADD COLUMN "_status" "enum_counsellors_status" DEFAULT 'published';
  ALTER TABLE "research_items" ADD COLUMN "last_changed_by" varchar;
  ALTER TABLE "research_items" ADD COLUMN "_status" "enum_research_items_status" DEFAULT 'published';
  ALTER TABLE "publications" ADD COLUMN "last_changed_by" varchar;
  ALTER TABLE "publications" ADD COLUMN "_status" "enum_publications_status" DEFAULT 'published';
  ALTER TABLE "internships" ADD COLUMN "last_changed_by" varchar;
  ALTER TABLE "internships" ADD COLUMN "_status" "enum_internships_status" DEFAULT 'published';
  ALTER TABLE "clubs" ADD COLUMN "last_changed_by" varchar;
  ALTER TABLE "clubs" ADD COLUMN "_status" "enum_clubs_status" DEFAULT 'published';
  ALTER TABLE "student_events" ADD COLUMN "last_changed_by" varchar;
  ALTER TABLE "student_events" ADD COLUMN "_status" "enum_student_events_status" DEFAULT 'published';
  ALTER TABLE "sports" ADD COLUMN "last_changed_by" varchar;
  ALTER TABLE "sports" ADD COLUMN "_status" "enum_sports_status" DEFAULT 'published';
  ALTER TABLE "gallery_albums" ADD COLUMN "last_changed_by" varchar;
  ALTER TABLE "gallery_albums" ADD COLUMN "_status" "enum_gallery_albums_status" DEFAULT 'published';
  ALTER TABLE "video_albums" ADD COLUMN "last_changed_by" varchar;
  ALTER TABLE "video_albums" ADD COLUMN "_status" "enum_video_albums_status" DEFAULT 'published';
  ALTER TABLE "news" ADD COLUMN "last_changed_by" varchar;
  ALTER TABLE "news" ADD COLUMN "_status" "enum_news_status" DEFAULT 'published';
  ALTER TABLE "alumni_news" ADD COLUMN "last_changed_by" varchar;
  ALTER TABLE "alumni_news" ADD COLUMN "_status" "enum_alumni_news_status" DEFAULT 'published';
  ALTER TABLE "alumni_albums" ADD COLUMN "last_changed_by" varchar;
  ALTER TABLE "alumni_albums" ADD COLUMN "_status" "enum_alumni_albums_status" DEFAULT 'published';
  ALTER TABLE "degree_program_names" ADD COLUMN "last_changed_by" varchar;
  ALTER TABLE "degree_program_names" ADD COLUMN "_status" "enum_degree_program_names_status" DEFAULT 'published';
  ALTER TABLE "alumni_intakes" ADD COLUMN "last_changed_by" varchar;
  ALTER TABLE "alumni_intakes" ADD COLUMN "_status" "enum_alumni_intakes_status" DEFAULT 'published';
  ALTER TABLE "flyers" ADD COLUMN "last_changed_by" varchar;
  ALTER TABLE "flyers" ADD COLUMN "_status" "enum_flyers_status" DEFAULT 'published';
  ALTER TABLE "jobs" ADD COLUMN "last_changed_by" varchar;
  ALTER TABLE "jobs" ADD COLUMN "_status" "enum_jobs_status" DEFAULT 'published';
  ALTER TABLE "training_partners" ADD COLUMN "last_changed_by" varchar;
  ALTER TABLE "training_partners" ADD COLUMN "_status" "enum_training_partners_status" DEFAULT 'published';
  ALTER TABLE "training_documents" ADD COLUMN "last_changed_by" varchar;
  ALTER TABLE "training_documents" ADD COLUMN "_status" "enum_training_documents_status" DEFAULT 'published';
  ALTER TABLE "welcome_section" ADD COLUMN "last_changed_by" varchar;
  ALTER TABLE "welcome_section" ADD COLUMN "_status" "enum_welcome_section_status" DEFAULT 'published';
  ALTER TABLE "popup_image" ADD COLUMN "last_changed_by" varchar;
  ALTER TABLE "popup_image" ADD COLUMN "_status" "enum_popup_image_status" DEFAULT 'published';
  ALTER TABLE "history" ADD COLUMN "last_changed_by" varchar;
  ALTER TABLE "history" ADD COLUMN "_status" "enum_history_status" DEFAULT 'published';
  ALTER TABLE "_history_v" ADD COLUMN "version_last_changed_by" varchar;
  ALTER TABLE "_history_v" ADD COLUMN "version__status" "enum__history_v_version_status" DEFAULT 'published';
  ALTER TABLE "_history_v" ADD COLUMN "latest" boolean;
  ALTER TABLE "vision_mission" ADD COLUMN "last_changed_by" varchar;
  ALTER TABLE "vision_mission" ADD COLUMN "_status" "enum_vision_mission_status" DEFAULT 'published';
  ALTER TABLE "cqa_description" ADD COLUMN "last_changed_by" varchar;
  ALTER TABLE "cqa_description" ADD COLUMN "_status" "enum_cqa_description_status" DEFAULT 'published';
  ALTER TABLE "alumni_overview" ADD COLUMN "last_changed_by" varchar;
  ALTER TABLE "alumni_overview" ADD COLUMN "_status" "enum_alumni_overview_status" DEFAULT 'published';
  ALTER TABLE "career_header" ADD COLUMN "last_changed_by" varchar;
  ALTER TABLE "career_header" ADD COLUMN "_status" "enum_career_header_status" DEFAULT 'published';
  ALTER TABLE "contact_info" ADD COLUMN "last_changed_by" varchar;
  ALTER TABLE "contact_info" ADD COLUMN "_status" "enum_contact_info_status" DEFAULT 'published';
  ALTER TABLE "_slider_images_v" ADD CONSTRAINT "_slider_images_v_parent_id_slider_images_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."slider_images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_slider_images_v" ADD CONSTRAINT "_slider_images_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_partners_v" ADD CONSTRAINT "_partners_v_parent_id_partners_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."partners"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_partners_v" ADD CONSTRAINT "_partners_v_version_logo_id_media_id_fk" FOREIGN KEY ("version_logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_home_albums_v" ADD CONSTRAINT "_home_albums_v_parent_id_home_albums_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."home_albums"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_home_albums_v_rels" ADD CONSTRAINT "_home_albums_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_home_albums_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_albums_v_rels" ADD CONSTRAINT "_home_albums_v_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_leadership_messages_v" ADD CONSTRAINT "_leadership_messages_v_parent_id_leadership_messages_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."leadership_messages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_leadership_messages_v" ADD CONSTRAINT "_leadership_messages_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_council_members_v" ADD CONSTRAINT "_council_members_v_parent_id_council_members_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."council_members"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_council_members_v" ADD CONSTRAINT "_council_members_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_management_members_v" ADD CONSTRAINT "_management_members_v_parent_id_management_members_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."management_members"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_management_members_v" ADD CONSTRAINT "_management_members_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_studies_members_v" ADD CONSTRAINT "_studies_members_v_parent_id_studies_members_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."studies_members"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_studies_members_v" ADD CONSTRAINT "_studies_members_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_career_guidance_v" ADD CONSTRAINT "_career_guidance_v_parent_id_career_guidance_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."career_guidance"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_service_links_v" ADD CONSTRAINT "_service_links_v_parent_id_service_links_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."service_links"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_service_links_v" ADD CONSTRAINT "_service_links_v_version_file_id_documents_id_fk" FOREIGN KEY ("version_file_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_counsellors_v" ADD CONSTRAINT "_counsellors_v_parent_id_counsellors_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."counsellors"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_research_items_v" ADD CONSTRAINT "_research_items_v_parent_id_research_items_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."research_items"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_research_items_v" ADD CONSTRAINT "_research_items_v_version_poster_id_media_id_fk" FOREIGN KEY ("version_poster_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_research_items_v_rels" ADD CONSTRAINT "_research_items_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_research_items_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_research_items_v_rels" ADD CONSTRAINT "_research_items_v_rels_documents_fk" FOREIGN KEY ("documents_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_publications_v" ADD CONSTRAINT "_publications_v_parent_id_publications_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."publications"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_publications_v" ADD CONSTRAINT "_publications_v_version_file_id_documents_id_fk" FOREIGN KEY ("version_file_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_internships_v" ADD CONSTRAINT "_internships_v_parent_id_internships_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."internships"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_clubs_v" ADD CONSTRAINT "_clubs_v_parent_id_clubs_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."clubs"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_clubs_v_rels" ADD CONSTRAINT "_clubs_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_clubs_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_clubs_v_rels" ADD CONSTRAINT "_clubs_v_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_student_events_v" ADD CONSTRAINT "_student_events_v_parent_id_student_events_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."student_events"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_student_events_v_rels" ADD CONSTRAINT "_student_events_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_student_events_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_student_events_v_rels" ADD CONSTRAINT "_student_events_v_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_sports_v" ADD CONSTRAINT "_sports_v_parent_id_sports_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."sports"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_sports_v_rels" ADD CONSTRAINT "_sports_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_sports_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_sports_v_rels" ADD CONSTRAINT "_sports_v_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_gallery_albums_v" ADD CONSTRAINT "_gallery_albums_v_parent_id_gallery_albums_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."gallery_albums"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_gallery_albums_v_rels" ADD CONSTRAINT "_gallery_albums_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_gallery_albums_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_gallery_albums_v_rels" ADD CONSTRAINT "_gallery_albums_v_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_video_albums_v" ADD CONSTRAINT "_video_albums_v_parent_id_video_albums_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."video_albums"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_video_albums_v_rels" ADD CONSTRAINT "_video_albums_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_video_albums_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_video_albums_v_rels" ADD CONSTRAINT "_video_albums_v_rels_videos_fk" FOREIGN KEY ("videos_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_news_v" ADD CONSTRAINT "_news_v_parent_id_news_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."news"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_news_v_rels" ADD CONSTRAINT "_news_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_news_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_news_v_rels" ADD CONSTRAINT "_news_v_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_alumni_news_v" ADD CONSTRAINT "_alumni_news_v_parent_id_alumni_news_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."alumni_news"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_alumni_news_v_rels" ADD CONSTRAINT "_alumni_news_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_alumni_news_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_alumni_news_v_rels" ADD CONSTRAINT "_alumni_news_v_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_alumni_albums_v" ADD CONSTRAINT "_alumni_albums_v_parent_id_alumni_albums_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."alumni_albums"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_alumni_albums_v_rels" ADD CONSTRAINT "_alumni_albums_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_alumni_albums_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_alumni_albums_v_rels" ADD CONSTRAINT "_alumni_albums_v_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_degree_program_names_v" ADD CONSTRAINT "_degree_program_names_v_parent_id_degree_program_names_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."degree_program_names"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_alumni_intakes_v" ADD CONSTRAINT "_alumni_intakes_v_parent_id_alumni_intakes_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."alumni_intakes"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_alumni_intakes_v" ADD CONSTRAINT "_alumni_intakes_v_version_degree_id_degree_program_names_id_fk" FOREIGN KEY ("version_degree_id") REFERENCES "public"."degree_program_names"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_flyers_v" ADD CONSTRAINT "_flyers_v_parent_id_flyers_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."flyers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_flyers_v" ADD CONSTRAINT "_flyers_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_jobs_v" ADD CONSTRAINT "_jobs_v_parent_id_jobs_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_training_partners_v" ADD CONSTRAINT "_training_partners_v_parent_id_training_partners_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."training_partners"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_training_partners_v" ADD CONSTRAINT "_training_partners_v_version_logo_id_media_id_fk" FOREIGN KEY ("version_logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_training_documents_v" ADD CONSTRAINT "_training_documents_v_parent_id_training_documents_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."training_documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_training_documents_v" ADD CONSTRAINT "_training_documents_v_version_file_id_documents_id_fk" FOREIGN KEY ("version_file_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_popup_image_v" ADD CONSTRAINT "_popup_image_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_career_header_v" ADD CONSTRAINT "_career_header_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "_slider_images_v_parent_idx" ON "_slider_images_v" USING btree ("parent_id");
  CREATE INDEX "_slider_images_v_version_version__order_idx" ON "_slider_images_v" USING btree ("version__order");
  CREATE INDEX "_slider_images_v_version_version_image_idx" ON "_slider_images_v" USING btree ("version_image_id");
  CREATE INDEX "_slider_images_v_version_version_updated_at_idx" ON "_slider_images_v" USING btree ("version_updated_at");
  CREATE INDEX "_slider_images_v_version_version_created_at_idx" ON "_slider_images_v" USING btree ("version_created_at");
  CREATE INDEX "_slider_images_v_version_version__status_idx" ON "_slider_images_v" USING btree ("version__status");
  CREATE INDEX "_slider_images_v_created_at_idx" ON "_slider_images_v" USING btree ("created_at");
  CREATE INDEX "_slider_images_v_updated_at_idx" ON "_slider_images_v" USING btree ("updated_at");
  CREATE INDEX "_slider_images_v_latest_idx" ON "_slider_images_v" USING btree ("latest");
  CREATE INDEX "_partners_v_parent_idx" ON "_partners_v" USING btree ("parent_id");
  CREATE INDEX "_partners_v_version_version__order_idx" ON "_partners_v" USING btree ("version__order");
  CREATE INDEX "_partners_v_version_version_logo_idx" ON "_partners_v" USING btree ("version_logo_id");
  CREATE INDEX "_partners_v_version_version_updated_at_idx" ON "_partners_v" USING btree ("version_updated_at");
  CREATE INDEX "_partners_v_version_version_created_at_idx" ON "_partners_v" USING btree ("version_created_at");
  CREATE INDEX "_partners_v_version_version__status_idx" ON "_partners_v" USING btree ("version__status");
  CREATE INDEX "_partners_v_created_at_idx" ON "_partners_v" USING btree ("created_at");
  CREATE INDEX "_partners_v_updated_at_idx" ON "_partners_v" USING btree ("updated_at");
  CREATE INDEX "_partners_v_latest_idx" ON "_partners_v" USING btree ("latest");
  CREATE INDEX "_home_albums_v_parent_idx" ON "_home_albums_v" USING btree ("parent_id");
  CREATE INDEX "_home_albums_v_version_version__order_idx" ON "_home_albums_v" USING btree ("version__order");
  CREATE INDEX "_home_albums_v_version_version_updated_at_idx" ON "_home_albums_v" USING btree ("version_updated_at");
  CREATE INDEX "_home_albums_v_version_version_created_at_idx" ON "_home_albums_v" USING btree ("version_created_at");
  CREATE INDEX "_home_albums_v_version_version__status_idx" ON "_home_albums_v" USING btree ("version__status");
  CREATE INDEX "_home_albums_v_created_at_idx" ON "_home_albums_v" USING btree ("created_at");
  CREATE INDEX "_home_albums_v_updated_at_idx" ON "_home_albums_v" USING btree ("updated_at");
  CREATE INDEX "_home_albums_v_latest_idx" ON "_home_albums_v" USING btree ("latest");
  CREATE INDEX "_home_albums_v_rels_order_idx" ON "_home_albums_v_rels" USING btree ("order");
  CREATE INDEX "_home_albums_v_rels_parent_idx" ON "_home_albums_v_rels" USING btree ("parent_id");
  CREATE INDEX "_home_albums_v_rels_path_idx" ON "_home_albums_v_rels" USING btree ("path");
  CREATE INDEX "_home_albums_v_rels_media_id_idx" ON "_home_albums_v_rels" USING btree ("media_id");
  CREATE INDEX "_leadership_messages_v_parent_idx" ON "_leadership_messages_v" USING btree ("parent_id");
  CREATE INDEX "_leadership_messages_v_version_version__order_idx" ON "_leadership_messages_v" USING btree ("version__order");
  CREATE INDEX "_leadership_messages_v_version_version_image_idx" ON "_leadership_messages_v" USING btree ("version_image_id");
  CREATE INDEX "_leadership_messages_v_version_version_updated_at_idx" ON "_leadership_messages_v" USING btree ("version_updated_at");
  CREATE INDEX "_leadership_messages_v_version_version_created_at_idx" ON "_leadership_messages_v" USING btree ("version_created_at");
  CREATE INDEX "_leadership_messages_v_version_version__status_idx" ON "_leadership_messages_v" USING btree ("version__status");
  CREATE INDEX "_leadership_messages_v_created_at_idx" ON "_leadership_messages_v" USING btree ("created_at");
  CREATE INDEX "_leadership_messages_v_updated_at_idx" ON "_leadership_messages_v" USING btree ("updated_at");
  CREATE INDEX "_leadership_messages_v_latest_idx" ON "_leadership_messages_v" USING btree ("latest");
  CREATE INDEX "_council_members_v_parent_idx" ON "_council_members_v" USING btree ("parent_id");
  CREATE INDEX "_council_members_v_version_version__order_idx" ON "_council_members_v" USING btree ("version__order");
  CREATE INDEX "_council_members_v_version_version_image_idx" ON "_council_members_v" USING btree ("version_image_id");
  CREATE INDEX "_council_members_v_version_version_updated_at_idx" ON "_council_members_v" USING btree ("version_updated_at");
  CREATE INDEX "_council_members_v_version_version_created_at_idx" ON "_council_members_v" USING btree ("version_created_at");
  CREATE INDEX "_council_members_v_version_version__status_idx" ON "_council_members_v" USING btree ("version__status");
  CREATE INDEX "_council_members_v_created_at_idx" ON "_council_members_v" USING btree ("created_at");
  CREATE INDEX "_council_members_v_updated_at_idx" ON "_council_members_v" USING btree ("updated_at");
  CREATE INDEX "_council_members_v_latest_idx" ON "_council_members_v" USING btree ("latest");
  CREATE INDEX "_management_members_v_parent_idx" ON "_management_members_v" USING btree ("parent_id");
  CREATE INDEX "_management_members_v_version_version__order_idx" ON "_management_members_v" USING btree ("version__order");
  CREATE INDEX "_management_members_v_version_version_image_idx" ON "_management_members_v" USING btree ("version_image_id");
  CREATE INDEX "_management_members_v_version_version_updated_at_idx" ON "_management_members_v" USING btree ("version_updated_at");
  CREATE INDEX "_management_members_v_version_version_created_at_idx" ON "_management_members_v" USING btree ("version_created_at");
  CREATE INDEX "_management_members_v_version_version__status_idx" ON "_management_members_v" USING btree ("version__status");
  CREATE INDEX "_management_members_v_created_at_idx" ON "_management_members_v" USING btree ("created_at");
  CREATE INDEX "_management_members_v_updated_at_idx" ON "_management_members_v" USING btree ("updated_at");
  CREATE INDEX "_management_members_v_latest_idx" ON "_management_members_v" USING btree ("latest");
  CREATE INDEX "_studies_members_v_parent_idx" ON "_studies_members_v" USING btree ("parent_id");
  CREATE INDEX "_studies_members_v_version_version__order_idx" ON "_studies_members_v" USING btree ("version__order");
  CREATE INDEX "_studies_members_v_version_version_image_idx" ON "_studies_members_v" USING btree ("version_image_id");
  CREATE INDEX "_studies_members_v_version_version_updated_at_idx" ON "_studies_members_v" USING btree ("version_updated_at");
  CREATE INDEX "_studies_members_v_version_version_created_at_idx" ON "_studies_members_v" USING btree ("version_created_at");
  CREATE INDEX "_studies_members_v_version_version__status_idx" ON "_studies_members_v" USING btree ("version__status");
  CREATE INDEX "_studies_members_v_created_at_idx" ON "_studies_members_v" USING btree ("created_at");
  CREATE INDEX "_studies_members_v_updated_at_idx" ON "_studies_members_v" USING btree ("updated_at");
  CREATE INDEX "_studies_members_v_latest_idx" ON "_studies_members_v" USING btree ("latest");
  CREATE INDEX "_career_guidance_v_parent_idx" ON "_career_guidance_v" USING btree ("parent_id");
  CREATE INDEX "_career_guidance_v_version_version__order_idx" ON "_career_guidance_v" USING btree ("version__order");
  CREATE INDEX "_career_guidance_v_version_version_updated_at_idx" ON "_career_guidance_v" USING btree ("version_updated_at");
  CREATE INDEX "_career_guidance_v_version_version_created_at_idx" ON "_career_guidance_v" USING btree ("version_created_at");
  CREATE INDEX "_career_guidance_v_version_version__status_idx" ON "_career_guidance_v" USING btree ("version__status");
  CREATE INDEX "_career_guidance_v_created_at_idx" ON "_career_guidance_v" USING btree ("created_at");
  CREATE INDEX "_career_guidance_v_updated_at_idx" ON "_career_guidance_v" USING btree ("updated_at");
  CREATE INDEX "_career_guidance_v_latest_idx" ON "_career_guidance_v" USING btree ("latest");
  CREATE INDEX "_service_links_v_parent_idx" ON "_service_links_v" USING btree ("parent_id");
  CREATE INDEX "_service_links_v_version_version__order_idx" ON "_service_links_v" USING btree ("version__order");
  CREATE INDEX "_service_links_v_version_version_category_idx" ON "_service_links_v" USING btree ("version_category");
  CREATE INDEX "_service_links_v_version_version_file_idx" ON "_service_links_v" USING btree ("version_file_id");
  CREATE INDEX "_service_links_v_version_version_updated_at_idx" ON "_service_links_v" USING btree ("version_updated_at");
  CREATE INDEX "_service_links_v_version_version_created_at_idx" ON "_service_links_v" USING btree ("version_created_at");
  CREATE INDEX "_service_links_v_version_version__status_idx" ON "_service_links_v" USING btree ("version__status");
  CREATE INDEX "_service_links_v_created_at_idx" ON "_service_links_v" USING btree ("created_at");
  CREATE INDEX "_service_links_v_updated_at_idx" ON "_service_links_v" USING btree ("updated_at");
  CREATE INDEX "_service_links_v_latest_idx" ON "_service_links_v" USING btree ("latest");
  CREATE INDEX "_counsellors_v_parent_idx" ON "_counsellors_v" USING btree ("parent_id");
  CREATE INDEX "_counsellors_v_version_version__order_idx" ON "_counsellors_v" USING btree ("version__order");
  CREATE INDEX "_counsellors_v_version_version_updated_at_idx" ON "_counsellors_v" USING btree ("version_updated_at");
  CREATE INDEX "_counsellors_v_version_version_created_at_idx" ON "_counsellors_v" USING btree ("version_created_at");
  CREATE INDEX "_counsellors_v_version_version__status_idx" ON "_counsellors_v" USING btree ("version__status");
  CREATE INDEX "_counsellors_v_created_at_idx" ON "_counsellors_v" USING btree ("created_at");
  CREATE INDEX "_counsellors_v_updated_at_idx" ON "_counsellors_v" USING btree ("updated_at");
  CREATE INDEX "_counsellors_v_latest_idx" ON "_counsellors_v" USING btree ("latest");
  CREATE INDEX "_research_items_v_parent_idx" ON "_research_items_v" USING btree ("parent_id");
  CREATE INDEX "_research_items_v_version_version__order_idx" ON "_research_items_v" USING btree ("version__order");
  CREATE INDEX "_research_items_v_version_version_category_idx" ON "_research_items_v" USING btree ("version_category");
  CREATE INDEX "_research_items_v_version_version_year_idx" ON "_research_items_v" USING btree ("version_year");
  CREATE INDEX "_research_items_v_version_version_poster_idx" ON "_research_items_v" USING btree ("version_poster_id");
  CREATE INDEX "_research_items_v_version_version_updated_at_idx" ON "_research_items_v" USING btree ("version_updated_at");
  CREATE INDEX "_research_items_v_version_version_created_at_idx" ON "_research_items_v" USING btree ("version_created_at");
  CREATE INDEX "_research_items_v_version_version__status_idx" ON "_research_items_v" USING btree ("version__status");
  CREATE INDEX "_research_items_v_created_at_idx" ON "_research_items_v" USING btree ("created_at");
  CREATE INDEX "_research_items_v_updated_at_idx" ON "_research_items_v" USING btree ("updated_at");
  CREATE INDEX "_research_items_v_latest_idx" ON "_research_items_v" USING btree ("latest");
  CREATE INDEX "_research_items_v_rels_order_idx" ON "_research_items_v_rels" USING btree ("order");
  CREATE INDEX "_research_items_v_rels_parent_idx" ON "_research_items_v_rels" USING btree ("parent_id");
  CREATE INDEX "_research_items_v_rels_path_idx" ON "_research_items_v_rels" USING btree ("path");
  CREATE INDEX "_research_items_v_rels_documents_id_idx" ON "_research_items_v_rels" USING btree ("documents_id");
  CREATE INDEX "_publications_v_parent_idx" ON "_publications_v" USING btree ("parent_id");
  CREATE INDEX "_publications_v_version_version_file_idx" ON "_publications_v" USING btree ("version_file_id");
  CREATE INDEX "_publications_v_version_version_updated_at_idx" ON "_publications_v" USING btree ("version_updated_at");
  CREATE INDEX "_publications_v_version_version_created_at_idx" ON "_publications_v" USING btree ("version_created_at");
  CREATE INDEX "_publications_v_version_version__status_idx" ON "_publications_v" USING btree ("version__status");
  CREATE INDEX "_publications_v_created_at_idx" ON "_publications_v" USING btree ("created_at");
  CREATE INDEX "_publications_v_updated_at_idx" ON "_publications_v" USING btree ("updated_at");
  CREATE INDEX "_publications_v_latest_idx" ON "_publications_v" USING btree ("latest");
  CREATE INDEX "_internships_v_parent_idx" ON "_internships_v" USING btree ("parent_id");
  CREATE INDEX "_internships_v_version_version__order_idx" ON "_internships_v" USING btree ("version__order");
  CREATE INDEX "_internships_v_version_version_updated_at_idx" ON "_internships_v" USING btree ("version_updated_at");
  CREATE INDEX "_internships_v_version_version_created_at_idx" ON "_internships_v" USING btree ("version_created_at");
  CREATE INDEX "_internships_v_version_version__status_idx" ON "_internships_v" USING btree ("version__status");
  CREATE INDEX "_internships_v_created_at_idx" ON "_internships_v" USING btree ("created_at");
  CREATE INDEX "_internships_v_updated_at_idx" ON "_internships_v" USING btree ("updated_at");
  CREATE INDEX "_internships_v_latest_idx" ON "_internships_v" USING btree ("latest");
  CREATE INDEX "_clubs_v_parent_idx" ON "_clubs_v" USING btree ("parent_id");
  CREATE INDEX "_clubs_v_version_version__order_idx" ON "_clubs_v" USING btree ("version__order");
  CREATE INDEX "_clubs_v_version_version_updated_at_idx" ON "_clubs_v" USING btree ("version_updated_at");
  CREATE INDEX "_clubs_v_version_version_created_at_idx" ON "_clubs_v" USING btree ("version_created_at");
  CREATE INDEX "_clubs_v_version_version__status_idx" ON "_clubs_v" USING btree ("version__status");
  CREATE INDEX "_clubs_v_created_at_idx" ON "_clubs_v" USING btree ("created_at");
  CREATE INDEX "_clubs_v_updated_at_idx" ON "_clubs_v" USING btree ("updated_at");
  CREATE INDEX "_clubs_v_latest_idx" ON "_clubs_v" USING btree ("latest");
  CREATE INDEX "_clubs_v_rels_order_idx" ON "_clubs_v_rels" USING btree ("order");
  CREATE INDEX "_clubs_v_rels_parent_idx" ON "_clubs_v_rels" USING btree ("parent_id");
  CREATE INDEX "_clubs_v_rels_path_idx" ON "_clubs_v_rels" USING btree ("path");
  CREATE INDEX "_clubs_v_rels_media_id_idx" ON "_clubs_v_rels" USING btree ("media_id");
  CREATE INDEX "_student_events_v_parent_idx" ON "_student_events_v" USING btree ("parent_id");
  CREATE INDEX "_student_events_v_version_version_updated_at_idx" ON "_student_events_v" USING btree ("version_updated_at");
  CREATE INDEX "_student_events_v_version_version_created_at_idx" ON "_student_events_v" USING btree ("version_created_at");
  CREATE INDEX "_student_events_v_version_version__status_idx" ON "_student_events_v" USING btree ("version__status");
  CREATE INDEX "_student_events_v_created_at_idx" ON "_student_events_v" USING btree ("created_at");
  CREATE INDEX "_student_events_v_updated_at_idx" ON "_student_events_v" USING btree ("updated_at");
  CREATE INDEX "_student_events_v_latest_idx" ON "_student_events_v" USING btree ("latest");
  CREATE INDEX "_student_events_v_rels_order_idx" ON "_student_events_v_rels" USING btree ("order");
  CREATE INDEX "_student_events_v_rels_parent_idx" ON "_student_events_v_rels" USING btree ("parent_id");
  CREATE INDEX "_student_events_v_rels_path_idx" ON "_student_events_v_rels" USING btree ("path");
  CREATE INDEX "_student_events_v_rels_media_id_idx" ON "_student_events_v_rels" USING btree ("media_id");
  CREATE INDEX "_sports_v_parent_idx" ON "_sports_v" USING btree ("parent_id");
  CREATE INDEX "_sports_v_version_version__order_idx" ON "_sports_v" USING btree ("version__order");
  CREATE INDEX "_sports_v_version_version_updated_at_idx" ON "_sports_v" USING btree ("version_updated_at");
  CREATE INDEX "_sports_v_version_version_created_at_idx" ON "_sports_v" USING btree ("version_created_at");
  CREATE INDEX "_sports_v_version_version__status_idx" ON "_sports_v" USING btree ("version__status");
  CREATE INDEX "_sports_v_created_at_idx" ON "_sports_v" USING btree ("created_at");
  CREATE INDEX "_sports_v_updated_at_idx" ON "_sports_v" USING btree ("updated_at");
  CREATE INDEX "_sports_v_latest_idx" ON "_sports_v" USING btree ("latest");
  CREATE INDEX "_sports_v_rels_order_idx" ON "_sports_v_rels" USING btree ("order");
  CREATE INDEX "_sports_v_rels_parent_idx" ON "_sports_v_rels" USING btree ("parent_id");
  CREATE INDEX "_sports_v_rels_path_idx" ON "_sports_v_rels" USING btree ("path");
  CREATE INDEX "_sports_v_rels_media_id_idx" ON "_sports_v_rels" USING btree ("media_id");
  CREATE INDEX "_gallery_albums_v_parent_idx" ON "_gallery_albums_v" USING btree ("parent_id");
  CREATE INDEX "_gallery_albums_v_version_version__order_idx" ON "_gallery_albums_v" USING btree ("version__order");
  CREATE INDEX "_gallery_albums_v_version_version_updated_at_idx" ON "_gallery_albums_v" USING btree ("version_updated_at");
  CREATE INDEX "_gallery_albums_v_version_version_created_at_idx" ON "_gallery_albums_v" USING btree ("version_created_at");
  CREATE INDEX "_gallery_albums_v_version_version__status_idx" ON "_gallery_albums_v" USING btree ("version__status");
  CREATE INDEX "_gallery_albums_v_created_at_idx" ON "_gallery_albums_v" USING btree ("created_at");
  CREATE INDEX "_gallery_albums_v_updated_at_idx" ON "_gallery_albums_v" USING btree ("updated_at");
  CREATE INDEX "_gallery_albums_v_latest_idx" ON "_gallery_albums_v" USING btree ("latest");
  CREATE INDEX "_gallery_albums_v_rels_order_idx" ON "_gallery_albums_v_rels" USING btree ("order");
  CREATE INDEX "_gallery_albums_v_rels_parent_idx" ON "_gallery_albums_v_rels" USING btree ("parent_id");
  CREATE INDEX "_gallery_albums_v_rels_path_idx" ON "_gallery_albums_v_rels" USING btree ("path");
  CREATE INDEX "_gallery_albums_v_rels_media_id_idx" ON "_gallery_albums_v_rels" USING btree ("media_id");
  CREATE INDEX "_video_albums_v_parent_idx" ON "_video_albums_v" USING btree ("parent_id");
  CREATE INDEX "_video_albums_v_version_version__order_idx" ON "_video_albums_v" USING btree ("version__order");
  CREATE INDEX "_video_albums_v_version_version_updated_at_idx" ON "_video_albums_v" USING btree ("version_updated_at");
  CREATE INDEX "_video_albums_v_version_version_created_at_idx" ON "_video_albums_v" USING btree ("version_created_at");
  CREATE INDEX "_video_albums_v_version_version__status_idx" ON "_video_albums_v" USING btree ("version__status");
  CREATE INDEX "_video_albums_v_created_at_idx" ON "_video_albums_v" USING btree ("created_at");
  CREATE INDEX "_video_albums_v_updated_at_idx" ON "_video_albums_v" USING btree ("updated_at");
  CREATE INDEX "_video_albums_v_latest_idx" ON "_video_albums_v" USING btree ("latest");
  CREATE INDEX "_video_albums_v_rels_order_idx" ON "_video_albums_v_rels" USING btree ("order");
  CREATE INDEX "_video_albums_v_rels_parent_idx" ON "_video_albums_v_rels" USING btree ("parent_id");
  CREATE INDEX "_video_albums_v_rels_path_idx" ON "_video_albums_v_rels" USING btree ("path");
  CREATE INDEX "_video_albums_v_rels_videos_id_idx" ON "_video_albums_v_rels" USING btree ("videos_id");
  CREATE INDEX "_news_v_parent_idx" ON "_news_v" USING btree ("parent_id");
  CREATE INDEX "_news_v_version_version_updated_at_idx" ON "_news_v" USING btree ("version_updated_at");
  CREATE INDEX "_news_v_version_version_created_at_idx" ON "_news_v" USING btree ("version_created_at");
  CREATE INDEX "_news_v_version_version__status_idx" ON "_news_v" USING btree ("version__status");
  CREATE INDEX "_news_v_created_at_idx" ON "_news_v" USING btree ("created_at");
  CREATE INDEX "_news_v_updated_at_idx" ON "_news_v" USING btree ("updated_at");
  CREATE INDEX "_news_v_latest_idx" ON "_news_v" USING btree ("latest");
  CREATE INDEX "_news_v_rels_order_idx" ON "_news_v_rels" USING btree ("order");
  CREATE INDEX "_news_v_rels_parent_idx" ON "_news_v_rels" USING btree ("parent_id");
  CREATE INDEX "_news_v_rels_path_idx" ON "_news_v_rels" USING btree ("path");
  CREATE INDEX "_news_v_rels_media_id_idx" ON "_news_v_rels" USING btree ("media_id");
  CREATE INDEX "_alumni_news_v_parent_idx" ON "_alumni_news_v" USING btree ("parent_id");
  CREATE INDEX "_alumni_news_v_version_version_updated_at_idx" ON "_alumni_news_v" USING btree ("version_updated_at");
  CREATE INDEX "_alumni_news_v_version_version_created_at_idx" ON "_alumni_news_v" USING btree ("version_created_at");
  CREATE INDEX "_alumni_news_v_version_version__status_idx" ON "_alumni_news_v" USING btree ("version__status");
  CREATE INDEX "_alumni_news_v_created_at_idx" ON "_alumni_news_v" USING btree ("created_at");
  CREATE INDEX "_alumni_news_v_updated_at_idx" ON "_alumni_news_v" USING btree ("updated_at");
  CREATE INDEX "_alumni_news_v_latest_idx" ON "_alumni_news_v" USING btree ("latest");
  CREATE INDEX "_alumni_news_v_rels_order_idx" ON "_alumni_news_v_rels" USING btree ("order");
  CREATE INDEX "_alumni_news_v_rels_parent_idx" ON "_alumni_news_v_rels" USING btree ("parent_id");
  CREATE INDEX "_alumni_news_v_rels_path_idx" ON "_alumni_news_v_rels" USING btree ("path");
  CREATE INDEX "_alumni_news_v_rels_media_id_idx" ON "_alumni_news_v_rels" USING btree ("media_id");
  CREATE INDEX "_alumni_albums_v_parent_idx" ON "_alumni_albums_v" USING btree ("parent_id");
  CREATE INDEX "_alumni_albums_v_version_version__order_idx" ON "_alumni_albums_v" USING btree ("version__order");
  CREATE INDEX "_alumni_albums_v_version_version_updated_at_idx" ON "_alumni_albums_v" USING btree ("version_updated_at");
  CREATE INDEX "_alumni_albums_v_version_version_created_at_idx" ON "_alumni_albums_v" USING btree ("version_created_at");
  CREATE INDEX "_alumni_albums_v_version_version__status_idx" ON "_alumni_albums_v" USING btree ("version__status");
  CREATE INDEX "_alumni_albums_v_created_at_idx" ON "_alumni_albums_v" USING btree ("created_at");
  CREATE INDEX "_alumni_albums_v_updated_at_idx" ON "_alumni_albums_v" USING btree ("updated_at");
  CREATE INDEX "_alumni_albums_v_latest_idx" ON "_alumni_albums_v" USING btree ("latest");
  CREATE INDEX "_alumni_albums_v_rels_order_idx" ON "_alumni_albums_v_rels" USING btree ("order");
  CREATE INDEX "_alumni_albums_v_rels_parent_idx" ON "_alumni_albums_v_rels" USING btree ("parent_id");
  CREATE INDEX "_alumni_albums_v_rels_path_idx" ON "_alumni_albums_v_rels" USING btree ("path");
  CREATE INDEX "_alumni_albums_v_rels_media_id_idx" ON "_alumni_albums_v_rels" USING btree ("media_id");
  CREATE INDEX "_degree_program_names_v_parent_idx" ON "_degree_program_names_v" USING btree ("parent_id");
  CREATE INDEX "_degree_program_names_v_version_version__order_idx" ON "_degree_program_names_v" USING btree ("version__order");
  CREATE INDEX "_degree_program_names_v_version_version_program_name_idx" ON "_degree_program_names_v" USING btree ("version_program_name");
  CREATE INDEX "_degree_program_names_v_version_version_updated_at_idx" ON "_degree_program_names_v" USING btree ("version_updated_at");
  CREATE INDEX "_degree_program_names_v_version_version_created_at_idx" ON "_degree_program_names_v" USING btree ("version_created_at");
  CREATE INDEX "_degree_program_names_v_version_version__status_idx" ON "_degree_program_names_v" USING btree ("version__status");
  CREATE INDEX "_degree_program_names_v_created_at_idx" ON "_degree_program_names_v" USING btree ("created_at");
  CREATE INDEX "_degree_program_names_v_updated_at_idx" ON "_degree_program_names_v" USING btree ("updated_at");
  CREATE INDEX "_degree_program_names_v_latest_idx" ON "_degree_program_names_v" USING btree ("latest");
  CREATE INDEX "_alumni_intakes_v_parent_idx" ON "_alumni_intakes_v" USING btree ("parent_id");
  CREATE INDEX "_alumni_intakes_v_version_version__order_idx" ON "_alumni_intakes_v" USING btree ("version__order");
  CREATE INDEX "_alumni_intakes_v_version_version_degree_idx" ON "_alumni_intakes_v" USING btree ("version_degree_id");
  CREATE INDEX "_alumni_intakes_v_version_version_updated_at_idx" ON "_alumni_intakes_v" USING btree ("version_updated_at");
  CREATE INDEX "_alumni_intakes_v_version_version_created_at_idx" ON "_alumni_intakes_v" USING btree ("version_created_at");
  CREATE INDEX "_alumni_intakes_v_version_version__status_idx" ON "_alumni_intakes_v" USING btree ("version__status");
  CREATE INDEX "_alumni_intakes_v_created_at_idx" ON "_alumni_intakes_v" USING btree ("created_at");
  CREATE INDEX "_alumni_intakes_v_updated_at_idx" ON "_alumni_intakes_v" USING btree ("updated_at");
  CREATE INDEX "_alumni_intakes_v_latest_idx" ON "_alumni_intakes_v" USING btree ("latest");
  CREATE INDEX "_flyers_v_parent_idx" ON "_flyers_v" USING btree ("parent_id");
  CREATE INDEX "_flyers_v_version_version__order_idx" ON "_flyers_v" USING btree ("version__order");
  CREATE INDEX "_flyers_v_version_version_image_idx" ON "_flyers_v" USING btree ("version_image_id");
  CREATE INDEX "_flyers_v_version_version_updated_at_idx" ON "_flyers_v" USING btree ("version_updated_at");
  CREATE INDEX "_flyers_v_version_version_created_at_idx" ON "_flyers_v" USING btree ("version_created_at");
  CREATE INDEX "_flyers_v_version_version__status_idx" ON "_flyers_v" USING btree ("version__status");
  CREATE INDEX "_flyers_v_created_at_idx" ON "_flyers_v" USING btree ("created_at");
  CREATE INDEX "_flyers_v_updated_at_idx" ON "_flyers_v" USING btree ("updated_at");
  CREATE INDEX "_flyers_v_latest_idx" ON "_flyers_v" USING btree ("latest");
  CREATE INDEX "_jobs_v_parent_idx" ON "_jobs_v" USING btree ("parent_id");
  CREATE INDEX "_jobs_v_version_version__order_idx" ON "_jobs_v" USING btree ("version__order");
  CREATE INDEX "_jobs_v_version_version_updated_at_idx" ON "_jobs_v" USING btree ("version_updated_at");
  CREATE INDEX "_jobs_v_version_version_created_at_idx" ON "_jobs_v" USING btree ("version_created_at");
  CREATE INDEX "_jobs_v_version_version__status_idx" ON "_jobs_v" USING btree ("version__status");
  CREATE INDEX "_jobs_v_created_at_idx" ON "_jobs_v" USING btree ("created_at");
  CREATE INDEX "_jobs_v_updated_at_idx" ON "_jobs_v" USING btree ("updated_at");
  CREATE INDEX "_jobs_v_latest_idx" ON "_jobs_v" USING btree ("latest");
  CREATE INDEX "_training_partners_v_parent_idx" ON "_training_partners_v" USING btree ("parent_id");
  CREATE INDEX "_training_partners_v_version_version__order_idx" ON "_training_partners_v" USING btree ("version__order");
  CREATE INDEX "_training_partners_v_version_version_logo_idx" ON "_training_partners_v" USING btree ("version_logo_id");
  CREATE INDEX "_training_partners_v_version_version_updated_at_idx" ON "_training_partners_v" USING btree ("version_updated_at");
  CREATE INDEX "_training_partners_v_version_version_created_at_idx" ON "_training_partners_v" USING btree ("version_created_at");
  CREATE INDEX "_training_partners_v_version_version__status_idx" ON "_training_partners_v" USING btree ("version__status");
  CREATE INDEX "_training_partners_v_created_at_idx" ON "_training_partners_v" USING btree ("created_at");
  CREATE INDEX "_training_partners_v_updated_at_idx" ON "_training_partners_v" USING btree ("updated_at");
  CREATE INDEX "_training_partners_v_latest_idx" ON "_training_partners_v" USING btree ("latest");
  CREATE INDEX "_training_documents_v_parent_idx" ON "_training_documents_v" USING btree ("parent_id");
  CREATE INDEX "_training_documents_v_version_version__order_idx" ON "_training_documents_v" USING btree ("version__order");
  CREATE INDEX "_training_documents_v_version_version_file_idx" ON "_training_documents_v" USING btree ("version_file_id");
  CREATE INDEX "_training_documents_v_version_version_updated_at_idx" ON "_training_documents_v" USING btree ("version_updated_at");
  CREATE INDEX "_training_documents_v_version_version_created_at_idx" ON "_training_documents_v" USING btree ("version_created_at");
  CREATE INDEX "_training_documents_v_version_version__status_idx" ON "_training_documents_v" USING btree ("version__status");
  CREATE INDEX "_training_documents_v_created_at_idx" ON "_training_documents_v" USING btree ("created_at");
  CREATE INDEX "_training_documents_v_updated_at_idx" ON "_training_documents_v" USING btree ("updated_at");
  CREATE INDEX "_training_documents_v_latest_idx" ON "_training_documents_v" USING btree ("latest");
  CREATE INDEX "_welcome_section_v_version_version__status_idx" ON "_welcome_section_v" USING btree ("version__status");
  CREATE INDEX "_welcome_section_v_created_at_idx" ON "_welcome_section_v" USING btree ("created_at");
  CREATE INDEX "_welcome_section_v_updated_at_idx" ON "_welcome_section_v" USING btree ("updated_at");
  CREATE INDEX "_welcome_section_v_latest_idx" ON "_welcome_section_v" USING btree ("latest");
  CREATE INDEX "_popup_image_v_version_version_image_idx" ON "_popup_image_v" USING btree ("version_image_id");
  CREATE INDEX "_popup_image_v_version_version__status_idx" ON "_popup_image_v" USING btree ("version__status");
  CREATE INDEX "_popup_image_v_created_at_idx" ON "_popup_image_v" USING btree ("created_at");
  CREATE INDEX "_popup_image_v_updated_at_idx" ON "_popup_image_v" USING btree ("updated_at");
  CREATE INDEX "_popup_image_v_latest_idx" ON "_popup_image_v" USING btree ("latest");
  CREATE INDEX "_vision_mission_v_version_version__status_idx" ON "_vision_mission_v" USING btree ("version__status");
  CREATE INDEX "_vision_mission_v_created_at_idx" ON "_vision_mission_v" USING btree ("created_at");
  CREATE INDEX "_vision_mission_v_updated_at_idx" ON "_vision_mission_v" USING btree ("updated_at");
  CREATE INDEX "_vision_mission_v_latest_idx" ON "_vision_mission_v" USING btree ("latest");
  CREATE INDEX "_cqa_description_v_version_version__status_idx" ON "_cqa_description_v" USING btree ("version__status");
  CREATE INDEX "_cqa_description_v_created_at_idx" ON "_cqa_description_v" USING btree ("created_at");
  CREATE INDEX "_cqa_description_v_updated_at_idx" ON "_cqa_description_v" USING btree ("updated_at");
  CREATE INDEX "_cqa_description_v_latest_idx" ON "_cqa_description_v" USING btree ("latest");
  CREATE INDEX "_alumni_overview_v_version_version__status_idx" ON "_alumni_overview_v" USING btree ("version__status");
  CREATE INDEX "_alumni_overview_v_created_at_idx" ON "_alumni_overview_v" USING btree ("created_at");
  CREATE INDEX "_alumni_overview_v_updated_at_idx" ON "_alumni_overview_v" USING btree ("updated_at");
  CREATE INDEX "_alumni_overview_v_latest_idx" ON "_alumni_overview_v" USING btree ("latest");
  CREATE INDEX "_career_header_v_version_version_image_idx" ON "_career_header_v" USING btree ("version_image_id");
  CREATE INDEX "_career_header_v_version_version__status_idx" ON "_career_header_v" USING btree ("version__status");
  CREATE INDEX "_career_header_v_created_at_idx" ON "_career_header_v" USING btree ("created_at");
  CREATE INDEX "_career_header_v_updated_at_idx" ON "_career_header_v" USING btree ("updated_at");
  CREATE INDEX "_career_header_v_latest_idx" ON "_career_header_v" USING btree ("latest");
  CREATE INDEX "_contact_info_v_version_version__status_idx" ON "_contact_info_v" USING btree ("version__status");
  CREATE INDEX "_contact_info_v_created_at_idx" ON "_contact_info_v" USING btree ("created_at");
  CREATE INDEX "_contact_info_v_updated_at_idx" ON "_contact_info_v" USING btree ("updated_at");
  CREATE INDEX "_contact_info_v_latest_idx" ON "_contact_info_v" USING btree ("latest");
  CREATE INDEX "slider_images__status_idx" ON "slider_images" USING btree ("_status");
  CREATE INDEX "partners__status_idx" ON "partners" USING btree ("_status");
  CREATE INDEX "home_albums__status_idx" ON "home_albums" USING btree ("_status");
  CREATE INDEX "leadership_messages__status_idx" ON "leadership_messages" USING btree ("_status");
  CREATE INDEX "council_members__status_idx" ON "council_members" USING btree ("_status");
  CREATE INDEX "management_members__status_idx" ON "management_members" USING btree ("_status");
  CREATE INDEX "studies_members__status_idx" ON "studies_members" USING btree ("_status");
  CREATE INDEX "departments__status_idx" ON "departments" USING btree ("_status");
  CREATE INDEX "_departments_v_version_version__status_idx" ON "_departments_v" USING btree ("version__status");
  CREATE INDEX "_departments_v_latest_idx" ON "_departments_v" USING btree ("latest");
  CREATE INDEX "degrees__status_idx" ON "degrees" USING btree ("_status");
  CREATE INDEX "_degrees_v_version_version__status_idx" ON "_degrees_v" USING btree ("version__status");
  CREATE INDEX "_degrees_v_latest_idx" ON "_degrees_v" USING btree ("latest");
  CREATE INDEX "programmes__status_idx" ON "programmes" USING btree ("_status");
  CREATE INDEX "_programmes_v_version_version__status_idx" ON "_programmes_v" USING btree ("version__status");
  CREATE INDEX "_programmes_v_latest_idx" ON "_programmes_v" USING btree ("latest");
  CREATE INDEX "loan_schemes__status_idx" ON "loan_schemes" USING btree ("_status");
  CREATE INDEX "_loan_schemes_v_version_version__status_idx" ON "_loan_schemes_v" USING btree ("version__status");
  CREATE INDEX "_loan_schemes_v_latest_idx" ON "_loan_schemes_v" USING btree ("latest");
  CREATE INDEX "career_guidance__status_idx" ON "career_guidance" USING btree ("_status");
  CREATE INDEX "cqa_items__status_idx" ON "cqa_items" USING btree ("_status");
  CREATE INDEX "_cqa_items_v_version_version__status_idx" ON "_cqa_items_v" USING btree ("version__status");
  CREATE INDEX "_cqa_items_v_latest_idx" ON "_cqa_items_v" USING btree ("latest");
  CREATE INDEX "service_links__status_idx" ON "service_links" USING btree ("_status");
  CREATE INDEX "counsellors__status_idx" ON "counsellors" USING btree ("_status");
  CREATE INDEX "research_items__status_idx" ON "research_items" USING btree ("_status");
  CREATE INDEX "publications__status_idx" ON "publications" USING btree ("_status");
  CREATE INDEX "internships__status_idx" ON "internships" USING btree ("_status");
  CREATE INDEX "clubs__status_idx" ON "clubs" USING btree ("_status");
  CREATE INDEX "student_events__status_idx" ON "student_events" USING btree ("_status");
  CREATE INDEX "sports__status_idx" ON "sports" USING btree ("_status");
  CREATE INDEX "gallery_albums__status_idx" ON "gallery_albums" USING btree ("_status");
  CREATE INDEX "video_albums__status_idx" ON "video_albums" USING btree ("_status");
  CREATE INDEX "news__status_idx" ON "news" USING btree ("_status");
  CREATE INDEX "alumni_news__status_idx" ON "alumni_news" USING btree ("_status");
  CREATE INDEX "alumni_albums__status_idx" ON "alumni_albums" USING btree ("_status");
  CREATE INDEX "degree_program_names__status_idx" ON "degree_program_names" USING btree ("_status");
  CREATE INDEX "alumni_intakes__status_idx" ON "alumni_intakes" USING btree ("_status");
  CREATE INDEX "flyers__status_idx" ON "flyers" USING btree ("_status");
  CREATE INDEX "jobs__status_idx" ON "jobs" USING btree ("_status");
  CREATE INDEX "training_partners__status_idx" ON "training_partners" USING btree ("_status");
  CREATE INDEX "training_documents__status_idx" ON "training_documents" USING btree ("_status");
  CREATE INDEX "welcome_section__status_idx" ON "welcome_section" USING btree ("_status");
  CREATE INDEX "popup_image__status_idx" ON "popup_image" USING btree ("_status");
  CREATE INDEX "history__status_idx" ON "history" USING btree ("_status");
  CREATE INDEX "_history_v_version_version__status_idx" ON "_history_v" USING btree ("version__status");
  CREATE INDEX "_history_v_latest_idx" ON "_history_v" USING btree ("latest");
  CREATE INDEX "vision_mission__status_idx" ON "vision_mission" USING btree ("_status");
  CREATE INDEX "cqa_description__status_idx" ON "cqa_description" USING btree ("_status");
  CREATE INDEX "alumni_overview__status_idx" ON "alumni_overview" USING btree ("_status");
  CREATE INDEX "career_header__status_idx" ON "career_header" USING btree ("_status");
  CREATE INDEX "contact_info__status_idx" ON "contact_info" USING btree ("_status");`)
  // The records that existed before drafts get their published self as a first version.
  await createFirstVersions(payload, req)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "_slider_images_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_partners_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_albums_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_albums_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_leadership_messages_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_council_members_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_management_members_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_studies_members_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_career_guidance_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_service_links_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_counsellors_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_research_items_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_research_items_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_publications_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_internships_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_clubs_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_clubs_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_student_events_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_student_events_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_sports_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_sports_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_gallery_albums_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_gallery_albums_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_video_albums_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_video_albums_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_news_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_news_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_alumni_news_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_alumni_news_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_alumni_albums_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_alumni_albums_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_degree_program_names_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_alumni_intakes_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_flyers_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_jobs_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_training_partners_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_training_documents_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_welcome_section_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_popup_image_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_vision_mission_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_cqa_description_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_alumni_overview_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_career_header_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_contact_info_v" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "_slider_images_v" CASCADE;
  DROP TABLE "_partners_v" CASCADE;
  DROP TABLE "_home_albums_v" CASCADE;
  DROP TABLE "_home_albums_v_rels" CASCADE;
  DROP TABLE "_leadership_messages_v" CASCADE;
  DROP TABLE "_council_members_v" CASCADE;
  DROP TABLE "_management_members_v" CASCADE;
  DROP TABLE "_studies_members_v" CASCADE;
  DROP TABLE "_career_guidance_v" CASCADE;
  DROP TABLE "_service_links_v" CASCADE;
  DROP TABLE "_counsellors_v" CASCADE;
  DROP TABLE "_research_items_v" CASCADE;
  DROP TABLE "_research_items_v_rels" CASCADE;
  DROP TABLE "_publications_v" CASCADE;
  DROP TABLE "_internships_v" CASCADE;
  DROP TABLE "_clubs_v" CASCADE;
  DROP TABLE "_clubs_v_rels" CASCADE;
  DROP TABLE "_student_events_v" CASCADE;
  DROP TABLE "_student_events_v_rels" CASCADE;
  DROP TABLE "_sports_v" CASCADE;
  DROP TABLE "_sports_v_rels" CASCADE;
  DROP TABLE "_gallery_albums_v" CASCADE;
  DROP TABLE "_gallery_albums_v_rels" CASCADE;
  DROP TABLE "_video_albums_v" CASCADE;
  DROP TABLE "_video_albums_v_rels" CASCADE;
  DROP TABLE "_news_v" CASCADE;
  DROP TABLE "_news_v_rels" CASCADE;
  DROP TABLE "_alumni_news_v" CASCADE;
  DROP TABLE "_alumni_news_v_rels" CASCADE;
  DROP TABLE "_alumni_albums_v" CASCADE;
  DROP TABLE "_alumni_albums_v_rels" CASCADE;
  DROP TABLE "_degree_program_names_v" CASCADE;
  DROP TABLE "_alumni_intakes_v" CASCADE;
  DROP TABLE "_flyers_v" CASCADE;
  DROP TABLE "_jobs_v" CASCADE;
  DROP TABLE "_training_partners_v" CASCADE;
  DROP TABLE "_training_documents_v" CASCADE;
  DROP TABLE "_welcome_section_v" CASCADE;
  DROP TABLE "_popup_image_v" CASCADE;
  DROP TABLE "_vision_mission_v" CASCADE;
  DROP TABLE "_cqa_description_v" CASCADE;
  DROP TABLE "_alumni_overview_v" CASCADE;
  DROP TABLE "_career_header_v" CASCADE;
  DROP TABLE "_contact_info_v" CASCADE;
  ALTER TABLE "audit_log" ALTER COLUMN "action" SET DATA TYPE text;
  DROP TYPE "public"."enum_audit_log_action";
  CREATE TYPE "public"."enum_audit_log_action" AS ENUM('document_download', 'csv_export', 'data_copy', 'data_erasure', 'retention_run', 'sign_in', 'role_change');
  ALTER TABLE "audit_log" ALTER COLUMN "action" SET DATA TYPE "public"."enum_audit_log_action" USING "action"::"public"."enum_audit_log_action";
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'clear-expired-personal-data');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'clear-expired-personal-data');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "slider_images__status_idx";
  DROP INDEX "partners__status_idx";
  DROP INDEX "home_albums__status_idx";
  DROP INDEX "leadership_messages__status_idx";
  DROP INDEX "council_members__status_idx";
  DROP INDEX "management_members__status_idx";
  DROP INDEX "studies_members__status_idx";
  DROP INDEX "departments__status_idx";
  DROP INDEX "_departments_v_version_version__status_idx";
  DROP INDEX "_departments_v_latest_idx";
  DROP INDEX "degrees__status_idx";
  DROP INDEX "_degrees_v_version_version__status_idx";
  DROP INDEX "_degrees_v_latest_idx";
  DROP INDEX "programmes__status_idx";
  DROP INDEX "_programmes_v_version_version__status_idx";
  DROP INDEX "_programmes_v_latest_idx";
  DROP INDEX "loan_schemes__status_idx";
  DROP INDEX "_loan_schemes_v_version_version__status_idx";
  DROP INDEX "_loan_schemes_v_latest_idx";
  DROP INDEX "career_guidance__status_idx";
  DROP INDEX "cqa_items__status_idx";
  DROP INDEX "_cqa_items_v_version_version__status_idx";
  DROP INDEX "_cqa_items_v_latest_idx";
  DROP INDEX "service_links__status_idx";
  DROP INDEX "counsellors__status_idx";
  DROP INDEX "research_items__status_idx";
  DROP INDEX "publications__status_idx";
  DROP INDEX "internships__status_idx";
  DROP INDEX "clubs__status_idx";
  DROP INDEX "student_events__status_idx";
  DROP INDEX "sports__status_idx";
  DROP INDEX "gallery_albums__status_idx";
  DROP INDEX "video_albums__status_idx";
  DROP INDEX "news__status_idx";
  DROP INDEX "alumni_news__status_idx";
  DROP INDEX "alumni_albums__status_idx";
  DROP INDEX "degree_program_names__status_idx";
  DROP INDEX "alumni_intakes__status_idx";
  DROP INDEX "flyers__status_idx";
  DROP INDEX "jobs__status_idx";
  DROP INDEX "training_partners__status_idx";
  DROP INDEX "training_documents__status_idx";
  DROP INDEX "welcome_section__status_idx";
  DROP INDEX "popup_image__status_idx";
  DROP INDEX "history__status_idx";
  DROP INDEX "_history_v_version_version__status_idx";
  DROP INDEX "_history_v_latest_idx";
  DROP INDEX "vision_mission__status_idx";
  DROP INDEX "cqa_description__status_idx";
  DROP INDEX "alumni_overview__status_idx";
  DROP INDEX "career_header__status_idx";
  DROP INDEX "contact_info__status_idx";
  ALTER TABLE "slider_images" ALTER COLUMN "image_id" SET NOT NULL;
  ALTER TABLE "partners" ALTER COLUMN "partner_name" SET NOT NULL;
  ALTER TABLE "partners" ALTER COLUMN "logo_id" SET NOT NULL;
  ALTER TABLE "home_albums" ALTER COLUMN "album_name" SET NOT NULL;
  ALTER TABLE "leadership_messages" ALTER COLUMN "message_type" SET NOT NULL;
  ALTER TABLE "leadership_messages" ALTER COLUMN "name" SET NOT NULL;
  ALTER TABLE "leadership_messages" ALTER COLUMN "message" SET NOT NULL;
  ALTER TABLE "council_members" ALTER COLUMN "name" SET NOT NULL;
  ALTER TABLE "council_members" ALTER COLUMN "designation" SET NOT NULL;
  ALTER TABLE "management_members" ALTER COLUMN "name" SET NOT NULL;
  ALTER TABLE "management_members" ALTER COLUMN "designation" SET NOT NULL;
  ALTER TABLE "studies_members" ALTER COLUMN "name" SET NOT NULL;
  ALTER TABLE "studies_members" ALTER COLUMN "designation" SET NOT NULL;
  ALTER TABLE "departments_staff_members" ALTER COLUMN "staff_name" SET NOT NULL;
  ALTER TABLE "departments" ALTER COLUMN "department_name" SET NOT NULL;
  ALTER TABLE "_departments_v_version_staff_members" ALTER COLUMN "staff_name" SET NOT NULL;
  ALTER TABLE "_departments_v" ALTER COLUMN "version_department_name" SET NOT NULL;
  ALTER TABLE "degrees" ALTER COLUMN "program_name" SET NOT NULL;
  ALTER TABLE "degrees" ALTER COLUMN "degree_name" SET NOT NULL;
  ALTER TABLE "degrees" ALTER COLUMN "level" SET NOT NULL;
  ALTER TABLE "_degrees_v" ALTER COLUMN "version_program_name" SET NOT NULL;
  ALTER TABLE "_degrees_v" ALTER COLUMN "version_degree_name" SET NOT NULL;
  ALTER TABLE "_degrees_v" ALTER COLUMN "version_level" SET NOT NULL;
  ALTER TABLE "programmes" ALTER COLUMN "program_name" SET NOT NULL;
  ALTER TABLE "_programmes_v" ALTER COLUMN "version_program_name" SET NOT NULL;
  ALTER TABLE "loan_schemes" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "_loan_schemes_v" ALTER COLUMN "version_title" SET NOT NULL;
  ALTER TABLE "career_guidance" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "cqa_items" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "_cqa_items_v" ALTER COLUMN "version_title" SET NOT NULL;
  ALTER TABLE "service_links" ALTER COLUMN "category" SET NOT NULL;
  ALTER TABLE "service_links" ALTER COLUMN "name" SET NOT NULL;
  ALTER TABLE "counsellors" ALTER COLUMN "name" SET NOT NULL;
  ALTER TABLE "research_items" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "research_items" ALTER COLUMN "researcher_name" SET NOT NULL;
  ALTER TABLE "research_items" ALTER COLUMN "category" SET NOT NULL;
  ALTER TABLE "research_items" ALTER COLUMN "year" SET NOT NULL;
  ALTER TABLE "publications" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "publications" ALTER COLUMN "authors" SET NOT NULL;
  ALTER TABLE "publications" ALTER COLUMN "publication_date" SET NOT NULL;
  ALTER TABLE "internships" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "internships" ALTER COLUMN "organization" SET NOT NULL;
  ALTER TABLE "clubs" ALTER COLUMN "club_name" SET NOT NULL;
  ALTER TABLE "clubs" ALTER COLUMN "description" SET NOT NULL;
  ALTER TABLE "student_events" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "student_events" ALTER COLUMN "date" SET NOT NULL;
  ALTER TABLE "student_events" ALTER COLUMN "description" SET NOT NULL;
  ALTER TABLE "sports" ALTER COLUMN "sport_activity" SET NOT NULL;
  ALTER TABLE "sports" ALTER COLUMN "description" SET NOT NULL;
  ALTER TABLE "gallery_albums" ALTER COLUMN "album_name" SET NOT NULL;
  ALTER TABLE "video_albums" ALTER COLUMN "album_name" SET NOT NULL;
  ALTER TABLE "news" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "news" ALTER COLUMN "date" SET NOT NULL;
  ALTER TABLE "news" ALTER COLUMN "description" SET NOT NULL;
  ALTER TABLE "alumni_news" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "alumni_news" ALTER COLUMN "date" SET NOT NULL;
  ALTER TABLE "alumni_news" ALTER COLUMN "description" SET NOT NULL;
  ALTER TABLE "alumni_albums" ALTER COLUMN "album_name" SET NOT NULL;
  ALTER TABLE "degree_program_names" ALTER COLUMN "program_name" SET NOT NULL;
  ALTER TABLE "alumni_intakes" ALTER COLUMN "alumni_intake" SET NOT NULL;
  ALTER TABLE "alumni_intakes" ALTER COLUMN "degree_id" SET NOT NULL;
  ALTER TABLE "flyers" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "flyers" ALTER COLUMN "image_id" SET NOT NULL;
  ALTER TABLE "jobs" ALTER COLUMN "job_title" SET NOT NULL;
  ALTER TABLE "jobs" ALTER COLUMN "url" SET NOT NULL;
  ALTER TABLE "training_partners" ALTER COLUMN "partner_name" SET NOT NULL;
  ALTER TABLE "training_partners" ALTER COLUMN "logo_id" SET NOT NULL;
  ALTER TABLE "training_documents" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "training_documents" ALTER COLUMN "file_id" SET NOT NULL;
  ALTER TABLE "vision_mission" ALTER COLUMN "vision" SET NOT NULL;
  ALTER TABLE "vision_mission" ALTER COLUMN "mission" SET NOT NULL;
  ALTER TABLE "contact_info" ALTER COLUMN "address" SET NOT NULL;
  ALTER TABLE "contact_info" ALTER COLUMN "phone_no" SET NOT NULL;
  ALTER TABLE "contact_info" ALTER COLUMN "email_address" SET NOT NULL;
  ALTER TABLE "slider_images" DROP COLUMN "last_changed_by";
  ALTER TABLE "slider_images" DROP COLUMN "_status";
  ALTER TABLE "partners" DROP COLUMN "last_changed_by";
  ALTER TABLE "partners" DROP COLUMN "_status";
  ALTER TABLE "home_albums" DROP COLUMN "last_changed_by";
  ALTER TABLE "home_albums" DROP COLUMN "_status";
  ALTER TABLE "leadership_messages" DROP COLUMN "last_changed_by";
  ALTER TABLE "leadership_messages" DROP COLUMN "_status";
  ALTER TABLE "council_members" DROP COLUMN "last_changed_by";
  ALTER TABLE "council_members" DROP COLUMN "_status";
  ALTER TABLE "management_members" DROP COLUMN "last_changed_by";
  ALTER TABLE "management_members" DROP COLUMN "_status";
  ALTER TABLE "studies_members" DROP COLUMN "last_changed_by";
  ALTER TABLE "studies_members" DROP COLUMN "_status";
  ALTER TABLE "departments" DROP COLUMN "last_changed_by";
  ALTER TABLE "departments" DROP COLUMN "_status";
  ALTER TABLE "_departments_v" DROP COLUMN "version_last_changed_by";
  ALTER TABLE "_departments_v" DROP COLUMN "version__status";
  ALTER TABLE "_departments_v" DROP COLUMN "latest";
  ALTER TABLE "degrees" DROP COLUMN "last_changed_by";
  ALTER TABLE "degrees" DROP COLUMN "_status";
  ALTER TABLE "_degrees_v" DROP COLUMN "version_last_changed_by";
  ALTER TABLE "_degrees_v" DROP COLUMN "version__status";
  ALTER TABLE "_degrees_v" DROP COLUMN "latest";
  ALTER TABLE "programmes" DROP COLUMN "last_changed_by";
  ALTER TABLE "programmes" DROP COLUMN "_status";
  ALTER TABLE "_programmes_v" DROP COLUMN "version_last_changed_by";
  ALTER TABLE "_programmes_v" DROP COLUMN "version__status";
  ALTER TABLE "_programmes_v" DROP COLUMN "latest";
  ALTER TABLE "loan_schemes" DROP COLUMN "last_changed_by";
  ALTER TABLE "loan_schemes" DROP COLUMN "_status";
  ALTER TABLE "_loan_schemes_v" DROP COLUMN "version_last_changed_by";
  ALTER TABLE "_loan_schemes_v" DROP COLUMN "version__status";
  ALTER TABLE "_loan_schemes_v" DROP COLUMN "latest";
  ALTER TABLE "career_guidance" DROP COLUMN "last_changed_by";
  ALTER TABLE "career_guidance" DROP COLUMN "_status";
  ALTER TABLE "cqa_items" DROP COLUMN "last_changed_by";
  ALTER TABLE "cqa_items" DROP COLUMN "_status";
  ALTER TABLE "_cqa_items_v" DROP COLUMN "version_last_changed_by";
  ALTER TABLE "_cqa_items_v" DROP COLUMN "version__status";
  ALTER TABLE "_cqa_items_v" DROP COLUMN "latest";
  ALTER TABLE "service_links" DROP COLUMN "last_changed_by";
  ALTER TABLE "service_links" DROP COLUMN "_status";
  ALTER TABLE "counsellors" DROP COLUMN "last_changed_by";
  ALTER TABLE "counsellors" DROP COLUMN "_status";
  ALTER TABLE "research_items" DROP COLUMN "last_changed_by";
  ALTER TABLE "research_items" DROP COLUMN "_status";
  ALTER TABLE "publications" DROP COLUMN "last_changed_by";
  ALTER TABLE "publications" DROP COLUMN "_status";
  ALTER TABLE "internships" DROP COLUMN "last_changed_by";
  ALTER TABLE "internships" DROP COLUMN "_status";
  ALTER TABLE "clubs" DROP COLUMN "last_changed_by";
  ALTER TABLE "clubs" DROP COLUMN "_status";
  ALTER TABLE "student_events" DROP COLUMN "last_changed_by";
  ALTER TABLE "student_events" DROP COLUMN "_status";
  ALTER TABLE "sports" DROP COLUMN "last_changed_by";
  ALTER TABLE "sports" DROP COLUMN "_status";
  ALTER TABLE "gallery_albums" DROP COLUMN "last_changed_by";
  ALTER TABLE "gallery_albums" DROP COLUMN "_status";
  ALTER TABLE "video_albums" DROP COLUMN "last_changed_by";
  ALTER TABLE "video_albums" DROP COLUMN "_status";
  ALTER TABLE "news" DROP COLUMN "last_changed_by";
  ALTER TABLE "news" DROP COLUMN "_status";
  ALTER TABLE "alumni_news" DROP COLUMN "last_changed_by";
  ALTER TABLE "alumni_news" DROP COLUMN "_status";
  ALTER TABLE "alumni_albums" DROP COLUMN "last_changed_by";
  ALTER TABLE "alumni_albums" DROP COLUMN "_status";
  ALTER TABLE "degree_program_names" DROP COLUMN "last_changed_by";
  ALTER TABLE "degree_program_names" DROP COLUMN "_status";
  ALTER TABLE "alumni_intakes" DROP COLUMN "last_changed_by";
  ALTER TABLE "alumni_intakes" DROP COLUMN "_status";
  ALTER TABLE "flyers" DROP COLUMN "last_changed_by";
  ALTER TABLE "flyers" DROP COLUMN "_status";
  ALTER TABLE "jobs" DROP COLUMN "last_changed_by";
  ALTER TABLE "jobs" DROP COLUMN "_status";
  ALTER TABLE "training_partners" DROP COLUMN "last_changed_by";
  ALTER TABLE "training_partners" DROP COLUMN "_status";
  ALTER TABLE "training_documents" DROP COLUMN "last_changed_by";
  ALTER TABLE "training_documents" DROP COLUMN "_status";
  ALTER TABLE "welcome_section" DROP COLUMN "last_changed_by";
  ALTER TABLE "welcome_section" DROP COLUMN "_status";
  ALTER TABLE "popup_image" DROP COLUMN "last_changed_by";
  ALTER TABLE "popup_image" DROP COLUMN "_status";
  ALTER TABLE "history" DROP COLUMN "last_changed_by";
  ALTER TABLE "history" DROP COLUMN "_status";
  ALTER TABLE "_history_v" DROP COLUMN "version_last_changed_by";
  ALTER TABLE "_history_v" DROP COLUMN "version__status";
  ALTER TABLE "_history_v" DROP COLUMN "latest";
  ALTER TABLE "vision_mission" DROP COLUMN "last_changed_by";
  ALTER TABLE "vision_mission" DROP COLUMN "_status";
  ALTER TABLE "cqa_description" DROP COLUMN "last_changed_by";
  ALTER TABLE "cqa_description" DROP COLUMN "_status";
  ALTER TABLE "alumni_overview" DROP COLUMN "last_changed_by";
  ALTER TABLE "alumni_overview" DROP COLUMN "_status";
  ALTER TABLE "career_header" DROP COLUMN "last_changed_by";
  ALTER TABLE "career_header" DROP COLUMN "_status";
  ALTER TABLE "contact_info" DROP COLUMN "last_changed_by";
  ALTER TABLE "contact_info" DROP COLUMN "_status";
  DROP TYPE "public"."enum_slider_images_status";
  DROP TYPE "public"."enum__slider_images_v_version_status";
  DROP TYPE "public"."enum_partners_status";
  DROP TYPE "public"."enum__partners_v_version_status";
  DROP TYPE "public"."enum_home_albums_status";
  DROP TYPE "public"."enum__home_albums_v_version_status";
  DROP TYPE "public"."enum_leadership_messages_status";
  DROP TYPE "public"."enum__leadership_messages_v_version_status";
  DROP TYPE "public"."enum_council_members_status";
  DROP TYPE "public"."enum__council_members_v_version_status";
  DROP TYPE "public"."enum_management_members_status";
  DROP TYPE "public"."enum__management_members_v_version_status";
  DROP TYPE "public"."enum_studies_members_status";
  DROP TYPE "public"."enum__studies_members_v_version_status";
  DROP TYPE "public"."enum_departments_status";
  DROP TYPE "public"."enum__departments_v_version_status";
  DROP TYPE "public"."enum_degrees_status";
  DROP TYPE "public"."enum__degrees_v_version_status";
  DROP TYPE "public"."enum_programmes_status";
  DROP TYPE "public"."enum__programmes_v_version_status";
  DROP TYPE "public"."enum_loan_schemes_status";
  DROP TYPE "public"."enum__loan_schemes_v_version_status";
  DROP TYPE "public"."enum_career_guidance_status";
  DROP TYPE "public"."enum__career_guidance_v_version_status";
  DROP TYPE "public"."enum_cqa_items_status";
  DROP TYPE "public"."enum__cqa_items_v_version_status";
  DROP TYPE "public"."enum_service_links_status";
  DROP TYPE "public"."enum__service_links_v_version_category";
  DROP TYPE "public"."enum__service_links_v_version_status";
  DROP TYPE "public"."enum_counsellors_status";
  DROP TYPE "public"."enum__counsellors_v_version_status";
  DROP TYPE "public"."enum_research_items_status";
  DROP TYPE "public"."enum__research_items_v_version_status";
  DROP TYPE "public"."enum_publications_status";
  DROP TYPE "public"."enum__publications_v_version_status";
  DROP TYPE "public"."enum_internships_status";
  DROP TYPE "public"."enum__internships_v_version_status";
  DROP TYPE "public"."enum_clubs_status";
  DROP TYPE "public"."enum__clubs_v_version_status";
  DROP TYPE "public"."enum_student_events_status";
  DROP TYPE "public"."enum__student_events_v_version_status";
  DROP TYPE "public"."enum_sports_status";
  DROP TYPE "public"."enum__sports_v_version_status";
  DROP TYPE "public"."enum_gallery_albums_status";
  DROP TYPE "public"."enum__gallery_albums_v_version_status";
  DROP TYPE "public"."enum_video_albums_status";
  DROP TYPE "public"."enum__video_albums_v_version_status";
  DROP TYPE "public"."enum_news_status";
  DROP TYPE "public"."enum__news_v_version_status";
  DROP TYPE "public"."enum_alumni_news_status";
  DROP TYPE "public"."enum__alumni_news_v_version_status";
  DROP TYPE "public"."enum_alumni_albums_status";
  DROP TYPE "public"."enum__alumni_albums_v_version_status";
  DROP TYPE "public"."enum_degree_program_names_status";
  DROP TYPE "public"."enum__degree_program_names_v_version_status";
  DROP TYPE "public"."enum_alumni_intakes_status";
  DROP TYPE "public"."enum__alumni_intakes_v_version_status";
  DROP TYPE "public"."enum_flyers_status";
  DROP TYPE "public"."enum__flyers_v_version_status";
  DROP TYPE "public"."enum_jobs_status";
  DROP TYPE "public"."enum__jobs_v_version_status";
  DROP TYPE "public"."enum_training_partners_status";
  DROP TYPE "public"."enum__training_partners_v_version_status";
  DROP TYPE "public"."enum_training_documents_status";
  DROP TYPE "public"."enum__training_documents_v_version_status";
  DROP TYPE "public"."enum_welcome_section_status";
  DROP TYPE "public"."enum__welcome_section_v_version_status";
  DROP TYPE "public"."enum_popup_image_status";
  DROP TYPE "public"."enum__popup_image_v_version_status";
  DROP TYPE "public"."enum_history_status";
  DROP TYPE "public"."enum__history_v_version_status";
  DROP TYPE "public"."enum_vision_mission_status";
  DROP TYPE "public"."enum__vision_mission_v_version_status";
  DROP TYPE "public"."enum_cqa_description_status";
  DROP TYPE "public"."enum__cqa_description_v_version_status";
  DROP TYPE "public"."enum_alumni_overview_status";
  DROP TYPE "public"."enum__alumni_overview_v_version_status";
  DROP TYPE "public"."enum_career_header_status";
  DROP TYPE "public"."enum__career_header_v_version_status";
  DROP TYPE "public"."enum_contact_info_status";
  DROP TYPE "public"."enum__contact_info_v_version_status";`)
}
