import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_degrees_level" AS ENUM('undergraduate', 'postgraduate');
  CREATE TYPE "public"."enum__degrees_v_version_level" AS ENUM('undergraduate', 'postgraduate');
  CREATE TYPE "public"."enum_service_links_category" AS ENUM('lms', 'ims', 'office-suite', 'student-portal', 'online-payment', 'password-management', 'help-desk');
  CREATE TYPE "public"."enum_users_role" AS ENUM('admin', 'editor', 'admissions', 'alumni');
  CREATE TABLE "slider_images" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"_order" varchar,
  	"image_id" integer NOT NULL,
  	"caption" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "partners" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"_order" varchar,
  	"partner_name" varchar NOT NULL,
  	"logo_id" integer NOT NULL,
  	"url" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "home_albums" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"_order" varchar,
  	"album_name" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "home_albums_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  CREATE TABLE "leadership_messages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"_order" varchar,
  	"message_type" varchar NOT NULL,
  	"name" varchar NOT NULL,
  	"designation" varchar,
  	"message" varchar NOT NULL,
  	"image_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "council_members" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"_order" varchar,
  	"name" varchar NOT NULL,
  	"designation" varchar NOT NULL,
  	"biography" jsonb,
  	"image_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "management_members" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"_order" varchar,
  	"name" varchar NOT NULL,
  	"designation" varchar NOT NULL,
  	"biography" jsonb,
  	"image_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "studies_members" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"_order" varchar,
  	"name" varchar NOT NULL,
  	"designation" varchar NOT NULL,
  	"biography" jsonb,
  	"image_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "departments_staff_members" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"staff_name" varchar NOT NULL,
  	"designation" varchar,
  	"image_id" integer,
  	"email" varchar,
  	"qualifications" varchar
  );
  
  CREATE TABLE "departments" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"_order" varchar,
  	"department_name" varchar NOT NULL,
  	"slug" varchar,
  	"description" jsonb,
  	"hod_name" varchar,
  	"hod_image_id" integer,
  	"hod_message" varchar,
  	"seo_title" varchar,
  	"seo_description" varchar,
  	"seo_image_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_departments_v_version_staff_members" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"staff_name" varchar NOT NULL,
  	"designation" varchar,
  	"image_id" integer,
  	"email" varchar,
  	"qualifications" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_departments_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version__order" varchar,
  	"version_department_name" varchar NOT NULL,
  	"version_slug" varchar,
  	"version_description" jsonb,
  	"version_hod_name" varchar,
  	"version_hod_image_id" integer,
  	"version_hod_message" varchar,
  	"version_seo_title" varchar,
  	"version_seo_description" varchar,
  	"version_seo_image_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "degrees" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"_order" varchar,
  	"program_name" varchar NOT NULL,
  	"degree_name" varchar NOT NULL,
  	"slug" varchar,
  	"level" "enum_degrees_level" DEFAULT 'undergraduate' NOT NULL,
  	"department_id" integer,
  	"description" jsonb,
  	"eligibility_criteria" jsonb,
  	"investment" jsonb,
  	"seo_title" varchar,
  	"seo_description" varchar,
  	"seo_image_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "degrees_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"documents_id" integer
  );
  
  CREATE TABLE "_degrees_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version__order" varchar,
  	"version_program_name" varchar NOT NULL,
  	"version_degree_name" varchar NOT NULL,
  	"version_slug" varchar,
  	"version_level" "enum__degrees_v_version_level" DEFAULT 'undergraduate' NOT NULL,
  	"version_department_id" integer,
  	"version_description" jsonb,
  	"version_eligibility_criteria" jsonb,
  	"version_investment" jsonb,
  	"version_seo_title" varchar,
  	"version_seo_description" varchar,
  	"version_seo_image_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_degrees_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"documents_id" integer
  );
  
  CREATE TABLE "programmes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"_order" varchar,
  	"program_name" varchar NOT NULL,
  	"description" jsonb,
  	"eligibility_criteria" jsonb,
  	"program_benefits" jsonb,
  	"seo_title" varchar,
  	"seo_description" varchar,
  	"seo_image_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "programmes_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"documents_id" integer
  );
  
  CREATE TABLE "_programmes_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version__order" varchar,
  	"version_program_name" varchar NOT NULL,
  	"version_description" jsonb,
  	"version_eligibility_criteria" jsonb,
  	"version_program_benefits" jsonb,
  	"version_seo_title" varchar,
  	"version_seo_description" varchar,
  	"version_seo_image_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_programmes_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"documents_id" integer
  );
  
  CREATE TABLE "loan_schemes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"_order" varchar,
  	"title" varchar NOT NULL,
  	"slug" varchar,
  	"description" jsonb,
  	"eligibility_criteria" jsonb,
  	"application_process" jsonb,
  	"contact_information" jsonb,
  	"seo_title" varchar,
  	"seo_description" varchar,
  	"seo_image_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "loan_schemes_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"documents_id" integer
  );
  
  CREATE TABLE "_loan_schemes_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version__order" varchar,
  	"version_title" varchar NOT NULL,
  	"version_slug" varchar,
  	"version_description" jsonb,
  	"version_eligibility_criteria" jsonb,
  	"version_application_process" jsonb,
  	"version_contact_information" jsonb,
  	"version_seo_title" varchar,
  	"version_seo_description" varchar,
  	"version_seo_image_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_loan_schemes_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"documents_id" integer
  );
  
  CREATE TABLE "career_guidance" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"_order" varchar,
  	"title" varchar NOT NULL,
  	"description" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "cqa_items" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"_order" varchar,
  	"title" varchar NOT NULL,
  	"slug" varchar,
  	"description" jsonb,
  	"seo_title" varchar,
  	"seo_description" varchar,
  	"seo_image_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "cqa_items_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"documents_id" integer
  );
  
  CREATE TABLE "_cqa_items_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version__order" varchar,
  	"version_title" varchar NOT NULL,
  	"version_slug" varchar,
  	"version_description" jsonb,
  	"version_seo_title" varchar,
  	"version_seo_description" varchar,
  	"version_seo_image_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_cqa_items_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"documents_id" integer
  );
  
  CREATE TABLE "service_links" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"_order" varchar,
  	"category" "enum_service_links_category" NOT NULL,
  	"name" varchar NOT NULL,
  	"url" varchar,
  	"file_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "counsellors" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"_order" varchar,
  	"name" varchar NOT NULL,
  	"designation" varchar,
  	"tele" varchar,
  	"email" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "research_items" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"_order" varchar,
  	"title" varchar NOT NULL,
  	"researcher_name" varchar NOT NULL,
  	"category" varchar NOT NULL,
  	"year" numeric NOT NULL,
  	"description" jsonb,
  	"poster_id" integer,
  	"qr_link" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "research_items_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"documents_id" integer
  );
  
  CREATE TABLE "publications" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"authors" varchar NOT NULL,
  	"publication_date" timestamp(3) with time zone NOT NULL,
  	"journal_name" varchar,
  	"abstract" varchar,
  	"file_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "internships" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"_order" varchar,
  	"title" varchar NOT NULL,
  	"organization" varchar NOT NULL,
  	"description" varchar,
  	"closing_date" timestamp(3) with time zone,
  	"url" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "clubs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"_order" varchar,
  	"club_name" varchar NOT NULL,
  	"description" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "clubs_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  CREATE TABLE "student_events" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"date" timestamp(3) with time zone NOT NULL,
  	"location" varchar,
  	"description" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "student_events_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  CREATE TABLE "sports" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"_order" varchar,
  	"sport_activity" varchar NOT NULL,
  	"description" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "sports_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  CREATE TABLE "gallery_albums" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"_order" varchar,
  	"album_name" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "gallery_albums_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  CREATE TABLE "video_albums" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"_order" varchar,
  	"album_name" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "video_albums_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"videos_id" integer
  );
  
  CREATE TABLE "news" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"date" timestamp(3) with time zone NOT NULL,
  	"description" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "news_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  CREATE TABLE "alumni_news" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"date" timestamp(3) with time zone NOT NULL,
  	"description" jsonb NOT NULL,
  	"expanded_content" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "alumni_news_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  CREATE TABLE "alumni_albums" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"_order" varchar,
  	"album_name" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "alumni_albums_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  CREATE TABLE "alumni_directory" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"designation" varchar,
  	"sab_academic_qualifications" varchar,
  	"intake" varchar,
  	"official_address" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "degree_program_names" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"_order" varchar,
  	"program_name" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "alumni_intakes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"_order" varchar,
  	"alumni_intake" varchar NOT NULL,
  	"degree_id" integer NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "flyers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"_order" varchar,
  	"title" varchar NOT NULL,
  	"image_id" integer NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "jobs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"_order" varchar,
  	"job_title" varchar NOT NULL,
  	"platform_name" varchar,
  	"url" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "training_partners" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"_order" varchar,
  	"partner_name" varchar NOT NULL,
  	"logo_id" integer NOT NULL,
  	"url" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "training_documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"_order" varchar,
  	"title" varchar NOT NULL,
  	"file_id" integer NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "media" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"alt" varchar NOT NULL,
  	"original_filename" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric,
  	"sizes_thumbnail_url" varchar,
  	"sizes_thumbnail_width" numeric,
  	"sizes_thumbnail_height" numeric,
  	"sizes_thumbnail_mime_type" varchar,
  	"sizes_thumbnail_filesize" numeric,
  	"sizes_thumbnail_filename" varchar,
  	"sizes_card_url" varchar,
  	"sizes_card_width" numeric,
  	"sizes_card_height" numeric,
  	"sizes_card_mime_type" varchar,
  	"sizes_card_filesize" numeric,
  	"sizes_card_filename" varchar,
  	"sizes_hero_url" varchar,
  	"sizes_hero_width" numeric,
  	"sizes_hero_height" numeric,
  	"sizes_hero_mime_type" varchar,
  	"sizes_hero_filesize" numeric,
  	"sizes_hero_filename" varchar,
  	"sizes_og_url" varchar,
  	"sizes_og_width" numeric,
  	"sizes_og_height" numeric,
  	"sizes_og_mime_type" varchar,
  	"sizes_og_filesize" numeric,
  	"sizes_og_filename" varchar
  );
  
  CREATE TABLE "documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"original_filename" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  CREATE TABLE "videos" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"original_filename" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  CREATE TABLE "users_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "users" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"role" "enum_users_role" DEFAULT 'editor' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"email" varchar NOT NULL,
  	"reset_password_token" varchar,
  	"reset_password_expiration" timestamp(3) with time zone,
  	"salt" varchar,
  	"hash" varchar,
  	"reset_password_requested_at" timestamp(3) with time zone,
  	"login_attempts" numeric DEFAULT 0,
  	"lock_until" timestamp(3) with time zone
  );
  
  CREATE TABLE "payload_kv" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"data" jsonb NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"global_slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"slider_images_id" integer,
  	"partners_id" integer,
  	"home_albums_id" integer,
  	"leadership_messages_id" integer,
  	"council_members_id" integer,
  	"management_members_id" integer,
  	"studies_members_id" integer,
  	"departments_id" integer,
  	"degrees_id" integer,
  	"programmes_id" integer,
  	"loan_schemes_id" integer,
  	"career_guidance_id" integer,
  	"cqa_items_id" integer,
  	"service_links_id" integer,
  	"counsellors_id" integer,
  	"research_items_id" integer,
  	"publications_id" integer,
  	"internships_id" integer,
  	"clubs_id" integer,
  	"student_events_id" integer,
  	"sports_id" integer,
  	"gallery_albums_id" integer,
  	"video_albums_id" integer,
  	"news_id" integer,
  	"alumni_news_id" integer,
  	"alumni_albums_id" integer,
  	"alumni_directory_id" integer,
  	"degree_program_names_id" integer,
  	"alumni_intakes_id" integer,
  	"flyers_id" integer,
  	"jobs_id" integer,
  	"training_partners_id" integer,
  	"training_documents_id" integer,
  	"media_id" integer,
  	"documents_id" integer,
  	"videos_id" integer,
  	"users_id" integer
  );
  
  CREATE TABLE "payload_preferences" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"value" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_preferences_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer
  );
  
  CREATE TABLE "payload_migrations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"batch" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "welcome_section" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"welcome_message" varchar,
  	"graduates" numeric DEFAULT 0,
  	"faculty_members" numeric DEFAULT 0,
  	"employability_rate" numeric DEFAULT 0,
  	"years_of_excellence" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "popup_image" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"enabled" boolean DEFAULT true,
  	"image_id" integer,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "history" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"description" jsonb,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "_history_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_description" jsonb,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "vision_mission" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"vision" varchar NOT NULL,
  	"mission" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "cqa_description" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"cqa_description" jsonb,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "alumni_overview" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"vision" varchar,
  	"mission" varchar,
  	"goals" varchar,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "career_header" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"subtitle" varchar,
  	"image_id" integer,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "contact_info" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"address" varchar NOT NULL,
  	"phone_no" varchar NOT NULL,
  	"email_address" varchar NOT NULL,
  	"map_embed_url" varchar,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "site_settings_addresses" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"address" varchar NOT NULL
  );
  
  CREATE TABLE "site_settings_phones" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"number" varchar NOT NULL
  );
  
  CREATE TABLE "site_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"campus_name" varchar NOT NULL,
  	"campus_abbreviation" varchar NOT NULL,
  	"parent_body_name" varchar NOT NULL,
  	"product_name" varchar NOT NULL,
  	"default_description" varchar,
  	"default_share_image_id" integer,
  	"logo_id" integer,
  	"footer_tagline" varchar DEFAULT 'Expand the Boundaries of Quality Education with world-class standards.' NOT NULL,
  	"copyright_year" numeric DEFAULT 2025 NOT NULL,
  	"email" varchar NOT NULL,
  	"parent_body_url" varchar,
  	"map_embed_url" varchar,
  	"social_instagram" varchar,
  	"social_facebook" varchar,
  	"social_linkedin" varchar,
  	"social_tiktok" varchar,
  	"postgraduate_mba_url" varchar,
  	"live_chat_enabled" boolean DEFAULT false,
  	"live_chat_script_url" varchar,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "slider_images" ADD CONSTRAINT "slider_images_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "partners" ADD CONSTRAINT "partners_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "home_albums_rels" ADD CONSTRAINT "home_albums_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."home_albums"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_albums_rels" ADD CONSTRAINT "home_albums_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "leadership_messages" ADD CONSTRAINT "leadership_messages_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "council_members" ADD CONSTRAINT "council_members_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "management_members" ADD CONSTRAINT "management_members_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "studies_members" ADD CONSTRAINT "studies_members_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "departments_staff_members" ADD CONSTRAINT "departments_staff_members_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "departments_staff_members" ADD CONSTRAINT "departments_staff_members_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."departments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "departments" ADD CONSTRAINT "departments_hod_image_id_media_id_fk" FOREIGN KEY ("hod_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "departments" ADD CONSTRAINT "departments_seo_image_id_media_id_fk" FOREIGN KEY ("seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_departments_v_version_staff_members" ADD CONSTRAINT "_departments_v_version_staff_members_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_departments_v_version_staff_members" ADD CONSTRAINT "_departments_v_version_staff_members_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_departments_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_departments_v" ADD CONSTRAINT "_departments_v_parent_id_departments_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."departments"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_departments_v" ADD CONSTRAINT "_departments_v_version_hod_image_id_media_id_fk" FOREIGN KEY ("version_hod_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_departments_v" ADD CONSTRAINT "_departments_v_version_seo_image_id_media_id_fk" FOREIGN KEY ("version_seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "degrees" ADD CONSTRAINT "degrees_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "degrees" ADD CONSTRAINT "degrees_seo_image_id_media_id_fk" FOREIGN KEY ("seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "degrees_rels" ADD CONSTRAINT "degrees_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."degrees"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "degrees_rels" ADD CONSTRAINT "degrees_rels_documents_fk" FOREIGN KEY ("documents_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_degrees_v" ADD CONSTRAINT "_degrees_v_parent_id_degrees_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."degrees"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_degrees_v" ADD CONSTRAINT "_degrees_v_version_department_id_departments_id_fk" FOREIGN KEY ("version_department_id") REFERENCES "public"."departments"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_degrees_v" ADD CONSTRAINT "_degrees_v_version_seo_image_id_media_id_fk" FOREIGN KEY ("version_seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_degrees_v_rels" ADD CONSTRAINT "_degrees_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_degrees_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_degrees_v_rels" ADD CONSTRAINT "_degrees_v_rels_documents_fk" FOREIGN KEY ("documents_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "programmes" ADD CONSTRAINT "programmes_seo_image_id_media_id_fk" FOREIGN KEY ("seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "programmes_rels" ADD CONSTRAINT "programmes_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."programmes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "programmes_rels" ADD CONSTRAINT "programmes_rels_documents_fk" FOREIGN KEY ("documents_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_programmes_v" ADD CONSTRAINT "_programmes_v_parent_id_programmes_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."programmes"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_programmes_v" ADD CONSTRAINT "_programmes_v_version_seo_image_id_media_id_fk" FOREIGN KEY ("version_seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_programmes_v_rels" ADD CONSTRAINT "_programmes_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_programmes_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_programmes_v_rels" ADD CONSTRAINT "_programmes_v_rels_documents_fk" FOREIGN KEY ("documents_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "loan_schemes" ADD CONSTRAINT "loan_schemes_seo_image_id_media_id_fk" FOREIGN KEY ("seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "loan_schemes_rels" ADD CONSTRAINT "loan_schemes_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."loan_schemes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "loan_schemes_rels" ADD CONSTRAINT "loan_schemes_rels_documents_fk" FOREIGN KEY ("documents_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_loan_schemes_v" ADD CONSTRAINT "_loan_schemes_v_parent_id_loan_schemes_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."loan_schemes"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_loan_schemes_v" ADD CONSTRAINT "_loan_schemes_v_version_seo_image_id_media_id_fk" FOREIGN KEY ("version_seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_loan_schemes_v_rels" ADD CONSTRAINT "_loan_schemes_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_loan_schemes_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_loan_schemes_v_rels" ADD CONSTRAINT "_loan_schemes_v_rels_documents_fk" FOREIGN KEY ("documents_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cqa_items" ADD CONSTRAINT "cqa_items_seo_image_id_media_id_fk" FOREIGN KEY ("seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cqa_items_rels" ADD CONSTRAINT "cqa_items_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."cqa_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cqa_items_rels" ADD CONSTRAINT "cqa_items_rels_documents_fk" FOREIGN KEY ("documents_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_cqa_items_v" ADD CONSTRAINT "_cqa_items_v_parent_id_cqa_items_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."cqa_items"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_cqa_items_v" ADD CONSTRAINT "_cqa_items_v_version_seo_image_id_media_id_fk" FOREIGN KEY ("version_seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_cqa_items_v_rels" ADD CONSTRAINT "_cqa_items_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_cqa_items_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_cqa_items_v_rels" ADD CONSTRAINT "_cqa_items_v_rels_documents_fk" FOREIGN KEY ("documents_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "service_links" ADD CONSTRAINT "service_links_file_id_documents_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "research_items" ADD CONSTRAINT "research_items_poster_id_media_id_fk" FOREIGN KEY ("poster_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "research_items_rels" ADD CONSTRAINT "research_items_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."research_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "research_items_rels" ADD CONSTRAINT "research_items_rels_documents_fk" FOREIGN KEY ("documents_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "publications" ADD CONSTRAINT "publications_file_id_documents_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "clubs_rels" ADD CONSTRAINT "clubs_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "clubs_rels" ADD CONSTRAINT "clubs_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "student_events_rels" ADD CONSTRAINT "student_events_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."student_events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "student_events_rels" ADD CONSTRAINT "student_events_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sports_rels" ADD CONSTRAINT "sports_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."sports"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sports_rels" ADD CONSTRAINT "sports_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "gallery_albums_rels" ADD CONSTRAINT "gallery_albums_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."gallery_albums"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "gallery_albums_rels" ADD CONSTRAINT "gallery_albums_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "video_albums_rels" ADD CONSTRAINT "video_albums_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."video_albums"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "video_albums_rels" ADD CONSTRAINT "video_albums_rels_videos_fk" FOREIGN KEY ("videos_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "news_rels" ADD CONSTRAINT "news_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "news_rels" ADD CONSTRAINT "news_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "alumni_news_rels" ADD CONSTRAINT "alumni_news_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."alumni_news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "alumni_news_rels" ADD CONSTRAINT "alumni_news_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "alumni_albums_rels" ADD CONSTRAINT "alumni_albums_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."alumni_albums"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "alumni_albums_rels" ADD CONSTRAINT "alumni_albums_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "alumni_intakes" ADD CONSTRAINT "alumni_intakes_degree_id_degree_program_names_id_fk" FOREIGN KEY ("degree_id") REFERENCES "public"."degree_program_names"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "flyers" ADD CONSTRAINT "flyers_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "training_partners" ADD CONSTRAINT "training_partners_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "training_documents" ADD CONSTRAINT "training_documents_file_id_documents_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "users_sessions" ADD CONSTRAINT "users_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_locked_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_slider_images_fk" FOREIGN KEY ("slider_images_id") REFERENCES "public"."slider_images"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_partners_fk" FOREIGN KEY ("partners_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_home_albums_fk" FOREIGN KEY ("home_albums_id") REFERENCES "public"."home_albums"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_leadership_messages_fk" FOREIGN KEY ("leadership_messages_id") REFERENCES "public"."leadership_messages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_council_members_fk" FOREIGN KEY ("council_members_id") REFERENCES "public"."council_members"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_management_members_fk" FOREIGN KEY ("management_members_id") REFERENCES "public"."management_members"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_studies_members_fk" FOREIGN KEY ("studies_members_id") REFERENCES "public"."studies_members"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_departments_fk" FOREIGN KEY ("departments_id") REFERENCES "public"."departments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_degrees_fk" FOREIGN KEY ("degrees_id") REFERENCES "public"."degrees"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_programmes_fk" FOREIGN KEY ("programmes_id") REFERENCES "public"."programmes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_loan_schemes_fk" FOREIGN KEY ("loan_schemes_id") REFERENCES "public"."loan_schemes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_career_guidance_fk" FOREIGN KEY ("career_guidance_id") REFERENCES "public"."career_guidance"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_cqa_items_fk" FOREIGN KEY ("cqa_items_id") REFERENCES "public"."cqa_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_service_links_fk" FOREIGN KEY ("service_links_id") REFERENCES "public"."service_links"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_counsellors_fk" FOREIGN KEY ("counsellors_id") REFERENCES "public"."counsellors"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_research_items_fk" FOREIGN KEY ("research_items_id") REFERENCES "public"."research_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_publications_fk" FOREIGN KEY ("publications_id") REFERENCES "public"."publications"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_internships_fk" FOREIGN KEY ("internships_id") REFERENCES "public"."internships"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_clubs_fk" FOREIGN KEY ("clubs_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_student_events_fk" FOREIGN KEY ("student_events_id") REFERENCES "public"."student_events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_sports_fk" FOREIGN KEY ("sports_id") REFERENCES "public"."sports"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_gallery_albums_fk" FOREIGN KEY ("gallery_albums_id") REFERENCES "public"."gallery_albums"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_video_albums_fk" FOREIGN KEY ("video_albums_id") REFERENCES "public"."video_albums"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_news_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_alumni_news_fk" FOREIGN KEY ("alumni_news_id") REFERENCES "public"."alumni_news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_alumni_albums_fk" FOREIGN KEY ("alumni_albums_id") REFERENCES "public"."alumni_albums"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_alumni_directory_fk" FOREIGN KEY ("alumni_directory_id") REFERENCES "public"."alumni_directory"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_degree_program_names_fk" FOREIGN KEY ("degree_program_names_id") REFERENCES "public"."degree_program_names"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_alumni_intakes_fk" FOREIGN KEY ("alumni_intakes_id") REFERENCES "public"."alumni_intakes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_flyers_fk" FOREIGN KEY ("flyers_id") REFERENCES "public"."flyers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_jobs_fk" FOREIGN KEY ("jobs_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_training_partners_fk" FOREIGN KEY ("training_partners_id") REFERENCES "public"."training_partners"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_training_documents_fk" FOREIGN KEY ("training_documents_id") REFERENCES "public"."training_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_documents_fk" FOREIGN KEY ("documents_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_videos_fk" FOREIGN KEY ("videos_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_preferences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "popup_image" ADD CONSTRAINT "popup_image_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "career_header" ADD CONSTRAINT "career_header_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "site_settings_addresses" ADD CONSTRAINT "site_settings_addresses_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_phones" ADD CONSTRAINT "site_settings_phones_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_default_share_image_id_media_id_fk" FOREIGN KEY ("default_share_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "slider_images__order_idx" ON "slider_images" USING btree ("_order");
  CREATE INDEX "slider_images_image_idx" ON "slider_images" USING btree ("image_id");
  CREATE INDEX "slider_images_updated_at_idx" ON "slider_images" USING btree ("updated_at");
  CREATE INDEX "slider_images_created_at_idx" ON "slider_images" USING btree ("created_at");
  CREATE INDEX "partners__order_idx" ON "partners" USING btree ("_order");
  CREATE INDEX "partners_logo_idx" ON "partners" USING btree ("logo_id");
  CREATE INDEX "partners_updated_at_idx" ON "partners" USING btree ("updated_at");
  CREATE INDEX "partners_created_at_idx" ON "partners" USING btree ("created_at");
  CREATE INDEX "home_albums__order_idx" ON "home_albums" USING btree ("_order");
  CREATE INDEX "home_albums_updated_at_idx" ON "home_albums" USING btree ("updated_at");
  CREATE INDEX "home_albums_created_at_idx" ON "home_albums" USING btree ("created_at");
  CREATE INDEX "home_albums_rels_order_idx" ON "home_albums_rels" USING btree ("order");
  CREATE INDEX "home_albums_rels_parent_idx" ON "home_albums_rels" USING btree ("parent_id");
  CREATE INDEX "home_albums_rels_path_idx" ON "home_albums_rels" USING btree ("path");
  CREATE INDEX "home_albums_rels_media_id_idx" ON "home_albums_rels" USING btree ("media_id");
  CREATE INDEX "leadership_messages__order_idx" ON "leadership_messages" USING btree ("_order");
  CREATE INDEX "leadership_messages_image_idx" ON "leadership_messages" USING btree ("image_id");
  CREATE INDEX "leadership_messages_updated_at_idx" ON "leadership_messages" USING btree ("updated_at");
  CREATE INDEX "leadership_messages_created_at_idx" ON "leadership_messages" USING btree ("created_at");
  CREATE INDEX "council_members__order_idx" ON "council_members" USING btree ("_order");
  CREATE INDEX "council_members_image_idx" ON "council_members" USING btree ("image_id");
  CREATE INDEX "council_members_updated_at_idx" ON "council_members" USING btree ("updated_at");
  CREATE INDEX "council_members_created_at_idx" ON "council_members" USING btree ("created_at");
  CREATE INDEX "management_members__order_idx" ON "management_members" USING btree ("_order");
  CREATE INDEX "management_members_image_idx" ON "management_members" USING btree ("image_id");
  CREATE INDEX "management_members_updated_at_idx" ON "management_members" USING btree ("updated_at");
  CREATE INDEX "management_members_created_at_idx" ON "management_members" USING btree ("created_at");
  CREATE INDEX "studies_members__order_idx" ON "studies_members" USING btree ("_order");
  CREATE INDEX "studies_members_image_idx" ON "studies_members" USING btree ("image_id");
  CREATE INDEX "studies_members_updated_at_idx" ON "studies_members" USING btree ("updated_at");
  CREATE INDEX "studies_members_created_at_idx" ON "studies_members" USING btree ("created_at");
  CREATE INDEX "departments_staff_members_order_idx" ON "departments_staff_members" USING btree ("_order");
  CREATE INDEX "departments_staff_members_parent_id_idx" ON "departments_staff_members" USING btree ("_parent_id");
  CREATE INDEX "departments_staff_members_image_idx" ON "departments_staff_members" USING btree ("image_id");
  CREATE INDEX "departments__order_idx" ON "departments" USING btree ("_order");
  CREATE UNIQUE INDEX "departments_slug_idx" ON "departments" USING btree ("slug");
  CREATE INDEX "departments_hod_hod_image_idx" ON "departments" USING btree ("hod_image_id");
  CREATE INDEX "departments_seo_seo_image_idx" ON "departments" USING btree ("seo_image_id");
  CREATE INDEX "departments_updated_at_idx" ON "departments" USING btree ("updated_at");
  CREATE INDEX "departments_created_at_idx" ON "departments" USING btree ("created_at");
  CREATE INDEX "_departments_v_version_staff_members_order_idx" ON "_departments_v_version_staff_members" USING btree ("_order");
  CREATE INDEX "_departments_v_version_staff_members_parent_id_idx" ON "_departments_v_version_staff_members" USING btree ("_parent_id");
  CREATE INDEX "_departments_v_version_staff_members_image_idx" ON "_departments_v_version_staff_members" USING btree ("image_id");
  CREATE INDEX "_departments_v_parent_idx" ON "_departments_v" USING btree ("parent_id");
  CREATE INDEX "_departments_v_version_version__order_idx" ON "_departments_v" USING btree ("version__order");
  CREATE INDEX "_departments_v_version_version_slug_idx" ON "_departments_v" USING btree ("version_slug");
  CREATE INDEX "_departments_v_version_hod_version_hod_image_idx" ON "_departments_v" USING btree ("version_hod_image_id");
  CREATE INDEX "_departments_v_version_seo_version_seo_image_idx" ON "_departments_v" USING btree ("version_seo_image_id");
  CREATE INDEX "_departments_v_version_version_updated_at_idx" ON "_departments_v" USING btree ("version_updated_at");
  CREATE INDEX "_departments_v_version_version_created_at_idx" ON "_departments_v" USING btree ("version_created_at");
  CREATE INDEX "_departments_v_created_at_idx" ON "_departments_v" USING btree ("created_at");
  CREATE INDEX "_departments_v_updated_at_idx" ON "_departments_v" USING btree ("updated_at");
  CREATE INDEX "degrees__order_idx" ON "degrees" USING btree ("_order");
  CREATE UNIQUE INDEX "degrees_slug_idx" ON "degrees" USING btree ("slug");
  CREATE INDEX "degrees_department_idx" ON "degrees" USING btree ("department_id");
  CREATE INDEX "degrees_seo_seo_image_idx" ON "degrees" USING btree ("seo_image_id");
  CREATE INDEX "degrees_updated_at_idx" ON "degrees" USING btree ("updated_at");
  CREATE INDEX "degrees_created_at_idx" ON "degrees" USING btree ("created_at");
  CREATE INDEX "degrees_rels_order_idx" ON "degrees_rels" USING btree ("order");
  CREATE INDEX "degrees_rels_parent_idx" ON "degrees_rels" USING btree ("parent_id");
  CREATE INDEX "degrees_rels_path_idx" ON "degrees_rels" USING btree ("path");
  CREATE INDEX "degrees_rels_documents_id_idx" ON "degrees_rels" USING btree ("documents_id");
  CREATE INDEX "_degrees_v_parent_idx" ON "_degrees_v" USING btree ("parent_id");
  CREATE INDEX "_degrees_v_version_version__order_idx" ON "_degrees_v" USING btree ("version__order");
  CREATE INDEX "_degrees_v_version_version_slug_idx" ON "_degrees_v" USING btree ("version_slug");
  CREATE INDEX "_degrees_v_version_version_department_idx" ON "_degrees_v" USING btree ("version_department_id");
  CREATE INDEX "_degrees_v_version_seo_version_seo_image_idx" ON "_degrees_v" USING btree ("version_seo_image_id");
  CREATE INDEX "_degrees_v_version_version_updated_at_idx" ON "_degrees_v" USING btree ("version_updated_at");
  CREATE INDEX "_degrees_v_version_version_created_at_idx" ON "_degrees_v" USING btree ("version_created_at");
  CREATE INDEX "_degrees_v_created_at_idx" ON "_degrees_v" USING btree ("created_at");
  CREATE INDEX "_degrees_v_updated_at_idx" ON "_degrees_v" USING btree ("updated_at");
  CREATE INDEX "_degrees_v_rels_order_idx" ON "_degrees_v_rels" USING btree ("order");
  CREATE INDEX "_degrees_v_rels_parent_idx" ON "_degrees_v_rels" USING btree ("parent_id");
  CREATE INDEX "_degrees_v_rels_path_idx" ON "_degrees_v_rels" USING btree ("path");
  CREATE INDEX "_degrees_v_rels_documents_id_idx" ON "_degrees_v_rels" USING btree ("documents_id");
  CREATE INDEX "programmes__order_idx" ON "programmes" USING btree ("_order");
  CREATE INDEX "programmes_seo_seo_image_idx" ON "programmes" USING btree ("seo_image_id");
  CREATE INDEX "programmes_updated_at_idx" ON "programmes" USING btree ("updated_at");
  CREATE INDEX "programmes_created_at_idx" ON "programmes" USING btree ("created_at");
  CREATE INDEX "programmes_rels_order_idx" ON "programmes_rels" USING btree ("order");
  CREATE INDEX "programmes_rels_parent_idx" ON "programmes_rels" USING btree ("parent_id");
  CREATE INDEX "programmes_rels_path_idx" ON "programmes_rels" USING btree ("path");
  CREATE INDEX "programmes_rels_documents_id_idx" ON "programmes_rels" USING btree ("documents_id");
  CREATE INDEX "_programmes_v_parent_idx" ON "_programmes_v" USING btree ("parent_id");
  CREATE INDEX "_programmes_v_version_version__order_idx" ON "_programmes_v" USING btree ("version__order");
  CREATE INDEX "_programmes_v_version_seo_version_seo_image_idx" ON "_programmes_v" USING btree ("version_seo_image_id");
  CREATE INDEX "_programmes_v_version_version_updated_at_idx" ON "_programmes_v" USING btree ("version_updated_at");
  CREATE INDEX "_programmes_v_version_version_created_at_idx" ON "_programmes_v" USING btree ("version_created_at");
  CREATE INDEX "_programmes_v_created_at_idx" ON "_programmes_v" USING btree ("created_at");
  CREATE INDEX "_programmes_v_updated_at_idx" ON "_programmes_v" USING btree ("updated_at");
  CREATE INDEX "_programmes_v_rels_order_idx" ON "_programmes_v_rels" USING btree ("order");
  CREATE INDEX "_programmes_v_rels_parent_idx" ON "_programmes_v_rels" USING btree ("parent_id");
  CREATE INDEX "_programmes_v_rels_path_idx" ON "_programmes_v_rels" USING btree ("path");
  CREATE INDEX "_programmes_v_rels_documents_id_idx" ON "_programmes_v_rels" USING btree ("documents_id");
  CREATE INDEX "loan_schemes__order_idx" ON "loan_schemes" USING btree ("_order");
  CREATE UNIQUE INDEX "loan_schemes_slug_idx" ON "loan_schemes" USING btree ("slug");
  CREATE INDEX "loan_schemes_seo_seo_image_idx" ON "loan_schemes" USING btree ("seo_image_id");
  CREATE INDEX "loan_schemes_updated_at_idx" ON "loan_schemes" USING btree ("updated_at");
  CREATE INDEX "loan_schemes_created_at_idx" ON "loan_schemes" USING btree ("created_at");
  CREATE INDEX "loan_schemes_rels_order_idx" ON "loan_schemes_rels" USING btree ("order");
  CREATE INDEX "loan_schemes_rels_parent_idx" ON "loan_schemes_rels" USING btree ("parent_id");
  CREATE INDEX "loan_schemes_rels_path_idx" ON "loan_schemes_rels" USING btree ("path");
  CREATE INDEX "loan_schemes_rels_documents_id_idx" ON "loan_schemes_rels" USING btree ("documents_id");
  CREATE INDEX "_loan_schemes_v_parent_idx" ON "_loan_schemes_v" USING btree ("parent_id");
  CREATE INDEX "_loan_schemes_v_version_version__order_idx" ON "_loan_schemes_v" USING btree ("version__order");
  CREATE INDEX "_loan_schemes_v_version_version_slug_idx" ON "_loan_schemes_v" USING btree ("version_slug");
  CREATE INDEX "_loan_schemes_v_version_seo_version_seo_image_idx" ON "_loan_schemes_v" USING btree ("version_seo_image_id");
  CREATE INDEX "_loan_schemes_v_version_version_updated_at_idx" ON "_loan_schemes_v" USING btree ("version_updated_at");
  CREATE INDEX "_loan_schemes_v_version_version_created_at_idx" ON "_loan_schemes_v" USING btree ("version_created_at");
  CREATE INDEX "_loan_schemes_v_created_at_idx" ON "_loan_schemes_v" USING btree ("created_at");
  CREATE INDEX "_loan_schemes_v_updated_at_idx" ON "_loan_schemes_v" USING btree ("updated_at");
  CREATE INDEX "_loan_schemes_v_rels_order_idx" ON "_loan_schemes_v_rels" USING btree ("order");
  CREATE INDEX "_loan_schemes_v_rels_parent_idx" ON "_loan_schemes_v_rels" USING btree ("parent_id");
  CREATE INDEX "_loan_schemes_v_rels_path_idx" ON "_loan_schemes_v_rels" USING btree ("path");
  CREATE INDEX "_loan_schemes_v_rels_documents_id_idx" ON "_loan_schemes_v_rels" USING btree ("documents_id");
  CREATE INDEX "career_guidance__order_idx" ON "career_guidance" USING btree ("_order");
  CREATE INDEX "career_guidance_updated_at_idx" ON "career_guidance" USING btree ("updated_at");
  CREATE INDEX "career_guidance_created_at_idx" ON "career_guidance" USING btree ("created_at");
  CREATE INDEX "cqa_items__order_idx" ON "cqa_items" USING btree ("_order");
  CREATE UNIQUE INDEX "cqa_items_slug_idx" ON "cqa_items" USING btree ("slug");
  CREATE INDEX "cqa_items_seo_seo_image_idx" ON "cqa_items" USING btree ("seo_image_id");
  CREATE INDEX "cqa_items_updated_at_idx" ON "cqa_items" USING btree ("updated_at");
  CREATE INDEX "cqa_items_created_at_idx" ON "cqa_items" USING btree ("created_at");
  CREATE INDEX "cqa_items_rels_order_idx" ON "cqa_items_rels" USING btree ("order");
  CREATE INDEX "cqa_items_rels_parent_idx" ON "cqa_items_rels" USING btree ("parent_id");
  CREATE INDEX "cqa_items_rels_path_idx" ON "cqa_items_rels" USING btree ("path");
  CREATE INDEX "cqa_items_rels_documents_id_idx" ON "cqa_items_rels" USING btree ("documents_id");
  CREATE INDEX "_cqa_items_v_parent_idx" ON "_cqa_items_v" USING btree ("parent_id");
  CREATE INDEX "_cqa_items_v_version_version__order_idx" ON "_cqa_items_v" USING btree ("version__order");
  CREATE INDEX "_cqa_items_v_version_version_slug_idx" ON "_cqa_items_v" USING btree ("version_slug");
  CREATE INDEX "_cqa_items_v_version_seo_version_seo_image_idx" ON "_cqa_items_v" USING btree ("version_seo_image_id");
  CREATE INDEX "_cqa_items_v_version_version_updated_at_idx" ON "_cqa_items_v" USING btree ("version_updated_at");
  CREATE INDEX "_cqa_items_v_version_version_created_at_idx" ON "_cqa_items_v" USING btree ("version_created_at");
  CREATE INDEX "_cqa_items_v_created_at_idx" ON "_cqa_items_v" USING btree ("created_at");
  CREATE INDEX "_cqa_items_v_updated_at_idx" ON "_cqa_items_v" USING btree ("updated_at");
  CREATE INDEX "_cqa_items_v_rels_order_idx" ON "_cqa_items_v_rels" USING btree ("order");
  CREATE INDEX "_cqa_items_v_rels_parent_idx" ON "_cqa_items_v_rels" USING btree ("parent_id");
  CREATE INDEX "_cqa_items_v_rels_path_idx" ON "_cqa_items_v_rels" USING btree ("path");
  CREATE INDEX "_cqa_items_v_rels_documents_id_idx" ON "_cqa_items_v_rels" USING btree ("documents_id");
  CREATE INDEX "service_links__order_idx" ON "service_links" USING btree ("_order");
  CREATE INDEX "service_links_category_idx" ON "service_links" USING btree ("category");
  CREATE INDEX "service_links_file_idx" ON "service_links" USING btree ("file_id");
  CREATE INDEX "service_links_updated_at_idx" ON "service_links" USING btree ("updated_at");
  CREATE INDEX "service_links_created_at_idx" ON "service_links" USING btree ("created_at");
  CREATE INDEX "counsellors__order_idx" ON "counsellors" USING btree ("_order");
  CREATE INDEX "counsellors_updated_at_idx" ON "counsellors" USING btree ("updated_at");
  CREATE INDEX "counsellors_created_at_idx" ON "counsellors" USING btree ("created_at");
  CREATE INDEX "research_items__order_idx" ON "research_items" USING btree ("_order");
  CREATE INDEX "research_items_category_idx" ON "research_items" USING btree ("category");
  CREATE INDEX "research_items_year_idx" ON "research_items" USING btree ("year");
  CREATE INDEX "research_items_poster_idx" ON "research_items" USING btree ("poster_id");
  CREATE INDEX "research_items_updated_at_idx" ON "research_items" USING btree ("updated_at");
  CREATE INDEX "research_items_created_at_idx" ON "research_items" USING btree ("created_at");
  CREATE INDEX "research_items_rels_order_idx" ON "research_items_rels" USING btree ("order");
  CREATE INDEX "research_items_rels_parent_idx" ON "research_items_rels" USING btree ("parent_id");
  CREATE INDEX "research_items_rels_path_idx" ON "research_items_rels" USING btree ("path");
  CREATE INDEX "research_items_rels_documents_id_idx" ON "research_items_rels" USING btree ("documents_id");
  CREATE INDEX "publications_file_idx" ON "publications" USING btree ("file_id");
  CREATE INDEX "publications_updated_at_idx" ON "publications" USING btree ("updated_at");
  CREATE INDEX "publications_created_at_idx" ON "publications" USING btree ("created_at");
  CREATE INDEX "internships__order_idx" ON "internships" USING btree ("_order");
  CREATE INDEX "internships_updated_at_idx" ON "internships" USING btree ("updated_at");
  CREATE INDEX "internships_created_at_idx" ON "internships" USING btree ("created_at");
  CREATE INDEX "clubs__order_idx" ON "clubs" USING btree ("_order");
  CREATE INDEX "clubs_updated_at_idx" ON "clubs" USING btree ("updated_at");
  CREATE INDEX "clubs_created_at_idx" ON "clubs" USING btree ("created_at");
  CREATE INDEX "clubs_rels_order_idx" ON "clubs_rels" USING btree ("order");
  CREATE INDEX "clubs_rels_parent_idx" ON "clubs_rels" USING btree ("parent_id");
  CREATE INDEX "clubs_rels_path_idx" ON "clubs_rels" USING btree ("path");
  CREATE INDEX "clubs_rels_media_id_idx" ON "clubs_rels" USING btree ("media_id");
  CREATE INDEX "student_events_updated_at_idx" ON "student_events" USING btree ("updated_at");
  CREATE INDEX "student_events_created_at_idx" ON "student_events" USING btree ("created_at");
  CREATE INDEX "student_events_rels_order_idx" ON "student_events_rels" USING btree ("order");
  CREATE INDEX "student_events_rels_parent_idx" ON "student_events_rels" USING btree ("parent_id");
  CREATE INDEX "student_events_rels_path_idx" ON "student_events_rels" USING btree ("path");
  CREATE INDEX "student_events_rels_media_id_idx" ON "student_events_rels" USING btree ("media_id");
  CREATE INDEX "sports__order_idx" ON "sports" USING btree ("_order");
  CREATE INDEX "sports_updated_at_idx" ON "sports" USING btree ("updated_at");
  CREATE INDEX "sports_created_at_idx" ON "sports" USING btree ("created_at");
  CREATE INDEX "sports_rels_order_idx" ON "sports_rels" USING btree ("order");
  CREATE INDEX "sports_rels_parent_idx" ON "sports_rels" USING btree ("parent_id");
  CREATE INDEX "sports_rels_path_idx" ON "sports_rels" USING btree ("path");
  CREATE INDEX "sports_rels_media_id_idx" ON "sports_rels" USING btree ("media_id");
  CREATE INDEX "gallery_albums__order_idx" ON "gallery_albums" USING btree ("_order");
  CREATE INDEX "gallery_albums_updated_at_idx" ON "gallery_albums" USING btree ("updated_at");
  CREATE INDEX "gallery_albums_created_at_idx" ON "gallery_albums" USING btree ("created_at");
  CREATE INDEX "gallery_albums_rels_order_idx" ON "gallery_albums_rels" USING btree ("order");
  CREATE INDEX "gallery_albums_rels_parent_idx" ON "gallery_albums_rels" USING btree ("parent_id");
  CREATE INDEX "gallery_albums_rels_path_idx" ON "gallery_albums_rels" USING btree ("path");
  CREATE INDEX "gallery_albums_rels_media_id_idx" ON "gallery_albums_rels" USING btree ("media_id");
  CREATE INDEX "video_albums__order_idx" ON "video_albums" USING btree ("_order");
  CREATE INDEX "video_albums_updated_at_idx" ON "video_albums" USING btree ("updated_at");
  CREATE INDEX "video_albums_created_at_idx" ON "video_albums" USING btree ("created_at");
  CREATE INDEX "video_albums_rels_order_idx" ON "video_albums_rels" USING btree ("order");
  CREATE INDEX "video_albums_rels_parent_idx" ON "video_albums_rels" USING btree ("parent_id");
  CREATE INDEX "video_albums_rels_path_idx" ON "video_albums_rels" USING btree ("path");
  CREATE INDEX "video_albums_rels_videos_id_idx" ON "video_albums_rels" USING btree ("videos_id");
  CREATE INDEX "news_updated_at_idx" ON "news" USING btree ("updated_at");
  CREATE INDEX "news_created_at_idx" ON "news" USING btree ("created_at");
  CREATE INDEX "news_rels_order_idx" ON "news_rels" USING btree ("order");
  CREATE INDEX "news_rels_parent_idx" ON "news_rels" USING btree ("parent_id");
  CREATE INDEX "news_rels_path_idx" ON "news_rels" USING btree ("path");
  CREATE INDEX "news_rels_media_id_idx" ON "news_rels" USING btree ("media_id");
  CREATE INDEX "alumni_news_updated_at_idx" ON "alumni_news" USING btree ("updated_at");
  CREATE INDEX "alumni_news_created_at_idx" ON "alumni_news" USING btree ("created_at");
  CREATE INDEX "alumni_news_rels_order_idx" ON "alumni_news_rels" USING btree ("order");
  CREATE INDEX "alumni_news_rels_parent_idx" ON "alumni_news_rels" USING btree ("parent_id");
  CREATE INDEX "alumni_news_rels_path_idx" ON "alumni_news_rels" USING btree ("path");
  CREATE INDEX "alumni_news_rels_media_id_idx" ON "alumni_news_rels" USING btree ("media_id");
  CREATE INDEX "alumni_albums__order_idx" ON "alumni_albums" USING btree ("_order");
  CREATE INDEX "alumni_albums_updated_at_idx" ON "alumni_albums" USING btree ("updated_at");
  CREATE INDEX "alumni_albums_created_at_idx" ON "alumni_albums" USING btree ("created_at");
  CREATE INDEX "alumni_albums_rels_order_idx" ON "alumni_albums_rels" USING btree ("order");
  CREATE INDEX "alumni_albums_rels_parent_idx" ON "alumni_albums_rels" USING btree ("parent_id");
  CREATE INDEX "alumni_albums_rels_path_idx" ON "alumni_albums_rels" USING btree ("path");
  CREATE INDEX "alumni_albums_rels_media_id_idx" ON "alumni_albums_rels" USING btree ("media_id");
  CREATE INDEX "alumni_directory_name_idx" ON "alumni_directory" USING btree ("name");
  CREATE INDEX "alumni_directory_updated_at_idx" ON "alumni_directory" USING btree ("updated_at");
  CREATE INDEX "alumni_directory_created_at_idx" ON "alumni_directory" USING btree ("created_at");
  CREATE INDEX "degree_program_names__order_idx" ON "degree_program_names" USING btree ("_order");
  CREATE UNIQUE INDEX "degree_program_names_program_name_idx" ON "degree_program_names" USING btree ("program_name");
  CREATE INDEX "degree_program_names_updated_at_idx" ON "degree_program_names" USING btree ("updated_at");
  CREATE INDEX "degree_program_names_created_at_idx" ON "degree_program_names" USING btree ("created_at");
  CREATE INDEX "alumni_intakes__order_idx" ON "alumni_intakes" USING btree ("_order");
  CREATE INDEX "alumni_intakes_degree_idx" ON "alumni_intakes" USING btree ("degree_id");
  CREATE INDEX "alumni_intakes_updated_at_idx" ON "alumni_intakes" USING btree ("updated_at");
  CREATE INDEX "alumni_intakes_created_at_idx" ON "alumni_intakes" USING btree ("created_at");
  CREATE INDEX "flyers__order_idx" ON "flyers" USING btree ("_order");
  CREATE INDEX "flyers_image_idx" ON "flyers" USING btree ("image_id");
  CREATE INDEX "flyers_updated_at_idx" ON "flyers" USING btree ("updated_at");
  CREATE INDEX "flyers_created_at_idx" ON "flyers" USING btree ("created_at");
  CREATE INDEX "jobs__order_idx" ON "jobs" USING btree ("_order");
  CREATE INDEX "jobs_updated_at_idx" ON "jobs" USING btree ("updated_at");
  CREATE INDEX "jobs_created_at_idx" ON "jobs" USING btree ("created_at");
  CREATE INDEX "training_partners__order_idx" ON "training_partners" USING btree ("_order");
  CREATE INDEX "training_partners_logo_idx" ON "training_partners" USING btree ("logo_id");
  CREATE INDEX "training_partners_updated_at_idx" ON "training_partners" USING btree ("updated_at");
  CREATE INDEX "training_partners_created_at_idx" ON "training_partners" USING btree ("created_at");
  CREATE INDEX "training_documents__order_idx" ON "training_documents" USING btree ("_order");
  CREATE INDEX "training_documents_file_idx" ON "training_documents" USING btree ("file_id");
  CREATE INDEX "training_documents_updated_at_idx" ON "training_documents" USING btree ("updated_at");
  CREATE INDEX "training_documents_created_at_idx" ON "training_documents" USING btree ("created_at");
  CREATE INDEX "media_updated_at_idx" ON "media" USING btree ("updated_at");
  CREATE INDEX "media_created_at_idx" ON "media" USING btree ("created_at");
  CREATE UNIQUE INDEX "media_filename_idx" ON "media" USING btree ("filename");
  CREATE INDEX "media_sizes_thumbnail_sizes_thumbnail_filename_idx" ON "media" USING btree ("sizes_thumbnail_filename");
  CREATE INDEX "media_sizes_card_sizes_card_filename_idx" ON "media" USING btree ("sizes_card_filename");
  CREATE INDEX "media_sizes_hero_sizes_hero_filename_idx" ON "media" USING btree ("sizes_hero_filename");
  CREATE INDEX "media_sizes_og_sizes_og_filename_idx" ON "media" USING btree ("sizes_og_filename");
  CREATE INDEX "documents_updated_at_idx" ON "documents" USING btree ("updated_at");
  CREATE INDEX "documents_created_at_idx" ON "documents" USING btree ("created_at");
  CREATE UNIQUE INDEX "documents_filename_idx" ON "documents" USING btree ("filename");
  CREATE INDEX "videos_updated_at_idx" ON "videos" USING btree ("updated_at");
  CREATE INDEX "videos_created_at_idx" ON "videos" USING btree ("created_at");
  CREATE UNIQUE INDEX "videos_filename_idx" ON "videos" USING btree ("filename");
  CREATE INDEX "users_sessions_order_idx" ON "users_sessions" USING btree ("_order");
  CREATE INDEX "users_sessions_parent_id_idx" ON "users_sessions" USING btree ("_parent_id");
  CREATE INDEX "users_updated_at_idx" ON "users" USING btree ("updated_at");
  CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");
  CREATE UNIQUE INDEX "users_email_idx" ON "users" USING btree ("email");
  CREATE UNIQUE INDEX "payload_kv_key_idx" ON "payload_kv" USING btree ("key");
  CREATE INDEX "payload_locked_documents_global_slug_idx" ON "payload_locked_documents" USING btree ("global_slug");
  CREATE INDEX "payload_locked_documents_updated_at_idx" ON "payload_locked_documents" USING btree ("updated_at");
  CREATE INDEX "payload_locked_documents_created_at_idx" ON "payload_locked_documents" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_rels_order_idx" ON "payload_locked_documents_rels" USING btree ("order");
  CREATE INDEX "payload_locked_documents_rels_parent_idx" ON "payload_locked_documents_rels" USING btree ("parent_id");
  CREATE INDEX "payload_locked_documents_rels_path_idx" ON "payload_locked_documents_rels" USING btree ("path");
  CREATE INDEX "payload_locked_documents_rels_slider_images_id_idx" ON "payload_locked_documents_rels" USING btree ("slider_images_id");
  CREATE INDEX "payload_locked_documents_rels_partners_id_idx" ON "payload_locked_documents_rels" USING btree ("partners_id");
  CREATE INDEX "payload_locked_documents_rels_home_albums_id_idx" ON "payload_locked_documents_rels" USING btree ("home_albums_id");
  CREATE INDEX "payload_locked_documents_rels_leadership_messages_id_idx" ON "payload_locked_documents_rels" USING btree ("leadership_messages_id");
  CREATE INDEX "payload_locked_documents_rels_council_members_id_idx" ON "payload_locked_documents_rels" USING btree ("council_members_id");
  CREATE INDEX "payload_locked_documents_rels_management_members_id_idx" ON "payload_locked_documents_rels" USING btree ("management_members_id");
  CREATE INDEX "payload_locked_documents_rels_studies_members_id_idx" ON "payload_locked_documents_rels" USING btree ("studies_members_id");
  CREATE INDEX "payload_locked_documents_rels_departments_id_idx" ON "payload_locked_documents_rels" USING btree ("departments_id");
  CREATE INDEX "payload_locked_documents_rels_degrees_id_idx" ON "payload_locked_documents_rels" USING btree ("degrees_id");
  CREATE INDEX "payload_locked_documents_rels_programmes_id_idx" ON "payload_locked_documents_rels" USING btree ("programmes_id");
  CREATE INDEX "payload_locked_documents_rels_loan_schemes_id_idx" ON "payload_locked_documents_rels" USING btree ("loan_schemes_id");
  CREATE INDEX "payload_locked_documents_rels_career_guidance_id_idx" ON "payload_locked_documents_rels" USING btree ("career_guidance_id");
  CREATE INDEX "payload_locked_documents_rels_cqa_items_id_idx" ON "payload_locked_documents_rels" USING btree ("cqa_items_id");
  CREATE INDEX "payload_locked_documents_rels_service_links_id_idx" ON "payload_locked_documents_rels" USING btree ("service_links_id");
  CREATE INDEX "payload_locked_documents_rels_counsellors_id_idx" ON "payload_locked_documents_rels" USING btree ("counsellors_id");
  CREATE INDEX "payload_locked_documents_rels_research_items_id_idx" ON "payload_locked_documents_rels" USING btree ("research_items_id");
  CREATE INDEX "payload_locked_documents_rels_publications_id_idx" ON "payload_locked_documents_rels" USING btree ("publications_id");
  CREATE INDEX "payload_locked_documents_rels_internships_id_idx" ON "payload_locked_documents_rels" USING btree ("internships_id");
  CREATE INDEX "payload_locked_documents_rels_clubs_id_idx" ON "payload_locked_documents_rels" USING btree ("clubs_id");
  CREATE INDEX "payload_locked_documents_rels_student_events_id_idx" ON "payload_locked_documents_rels" USING btree ("student_events_id");
  CREATE INDEX "payload_locked_documents_rels_sports_id_idx" ON "payload_locked_documents_rels" USING btree ("sports_id");
  CREATE INDEX "payload_locked_documents_rels_gallery_albums_id_idx" ON "payload_locked_documents_rels" USING btree ("gallery_albums_id");
  CREATE INDEX "payload_locked_documents_rels_video_albums_id_idx" ON "payload_locked_documents_rels" USING btree ("video_albums_id");
  CREATE INDEX "payload_locked_documents_rels_news_id_idx" ON "payload_locked_documents_rels" USING btree ("news_id");
  CREATE INDEX "payload_locked_documents_rels_alumni_news_id_idx" ON "payload_locked_documents_rels" USING btree ("alumni_news_id");
  CREATE INDEX "payload_locked_documents_rels_alumni_albums_id_idx" ON "payload_locked_documents_rels" USING btree ("alumni_albums_id");
  CREATE INDEX "payload_locked_documents_rels_alumni_directory_id_idx" ON "payload_locked_documents_rels" USING btree ("alumni_directory_id");
  CREATE INDEX "payload_locked_documents_rels_degree_program_names_id_idx" ON "payload_locked_documents_rels" USING btree ("degree_program_names_id");
  CREATE INDEX "payload_locked_documents_rels_alumni_intakes_id_idx" ON "payload_locked_documents_rels" USING btree ("alumni_intakes_id");
  CREATE INDEX "payload_locked_documents_rels_flyers_id_idx" ON "payload_locked_documents_rels" USING btree ("flyers_id");
  CREATE INDEX "payload_locked_documents_rels_jobs_id_idx" ON "payload_locked_documents_rels" USING btree ("jobs_id");
  CREATE INDEX "payload_locked_documents_rels_training_partners_id_idx" ON "payload_locked_documents_rels" USING btree ("training_partners_id");
  CREATE INDEX "payload_locked_documents_rels_training_documents_id_idx" ON "payload_locked_documents_rels" USING btree ("training_documents_id");
  CREATE INDEX "payload_locked_documents_rels_media_id_idx" ON "payload_locked_documents_rels" USING btree ("media_id");
  CREATE INDEX "payload_locked_documents_rels_documents_id_idx" ON "payload_locked_documents_rels" USING btree ("documents_id");
  CREATE INDEX "payload_locked_documents_rels_videos_id_idx" ON "payload_locked_documents_rels" USING btree ("videos_id");
  CREATE INDEX "payload_locked_documents_rels_users_id_idx" ON "payload_locked_documents_rels" USING btree ("users_id");
  CREATE INDEX "payload_preferences_key_idx" ON "payload_preferences" USING btree ("key");
  CREATE INDEX "payload_preferences_updated_at_idx" ON "payload_preferences" USING btree ("updated_at");
  CREATE INDEX "payload_preferences_created_at_idx" ON "payload_preferences" USING btree ("created_at");
  CREATE INDEX "payload_preferences_rels_order_idx" ON "payload_preferences_rels" USING btree ("order");
  CREATE INDEX "payload_preferences_rels_parent_idx" ON "payload_preferences_rels" USING btree ("parent_id");
  CREATE INDEX "payload_preferences_rels_path_idx" ON "payload_preferences_rels" USING btree ("path");
  CREATE INDEX "payload_preferences_rels_users_id_idx" ON "payload_preferences_rels" USING btree ("users_id");
  CREATE INDEX "payload_migrations_updated_at_idx" ON "payload_migrations" USING btree ("updated_at");
  CREATE INDEX "payload_migrations_created_at_idx" ON "payload_migrations" USING btree ("created_at");
  CREATE INDEX "popup_image_image_idx" ON "popup_image" USING btree ("image_id");
  CREATE INDEX "_history_v_created_at_idx" ON "_history_v" USING btree ("created_at");
  CREATE INDEX "_history_v_updated_at_idx" ON "_history_v" USING btree ("updated_at");
  CREATE INDEX "career_header_image_idx" ON "career_header" USING btree ("image_id");
  CREATE INDEX "site_settings_addresses_order_idx" ON "site_settings_addresses" USING btree ("_order");
  CREATE INDEX "site_settings_addresses_parent_id_idx" ON "site_settings_addresses" USING btree ("_parent_id");
  CREATE INDEX "site_settings_phones_order_idx" ON "site_settings_phones" USING btree ("_order");
  CREATE INDEX "site_settings_phones_parent_id_idx" ON "site_settings_phones" USING btree ("_parent_id");
  CREATE INDEX "site_settings_default_share_image_idx" ON "site_settings" USING btree ("default_share_image_id");
  CREATE INDEX "site_settings_logo_idx" ON "site_settings" USING btree ("logo_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "slider_images" CASCADE;
  DROP TABLE "partners" CASCADE;
  DROP TABLE "home_albums" CASCADE;
  DROP TABLE "home_albums_rels" CASCADE;
  DROP TABLE "leadership_messages" CASCADE;
  DROP TABLE "council_members" CASCADE;
  DROP TABLE "management_members" CASCADE;
  DROP TABLE "studies_members" CASCADE;
  DROP TABLE "departments_staff_members" CASCADE;
  DROP TABLE "departments" CASCADE;
  DROP TABLE "_departments_v_version_staff_members" CASCADE;
  DROP TABLE "_departments_v" CASCADE;
  DROP TABLE "degrees" CASCADE;
  DROP TABLE "degrees_rels" CASCADE;
  DROP TABLE "_degrees_v" CASCADE;
  DROP TABLE "_degrees_v_rels" CASCADE;
  DROP TABLE "programmes" CASCADE;
  DROP TABLE "programmes_rels" CASCADE;
  DROP TABLE "_programmes_v" CASCADE;
  DROP TABLE "_programmes_v_rels" CASCADE;
  DROP TABLE "loan_schemes" CASCADE;
  DROP TABLE "loan_schemes_rels" CASCADE;
  DROP TABLE "_loan_schemes_v" CASCADE;
  DROP TABLE "_loan_schemes_v_rels" CASCADE;
  DROP TABLE "career_guidance" CASCADE;
  DROP TABLE "cqa_items" CASCADE;
  DROP TABLE "cqa_items_rels" CASCADE;
  DROP TABLE "_cqa_items_v" CASCADE;
  DROP TABLE "_cqa_items_v_rels" CASCADE;
  DROP TABLE "service_links" CASCADE;
  DROP TABLE "counsellors" CASCADE;
  DROP TABLE "research_items" CASCADE;
  DROP TABLE "research_items_rels" CASCADE;
  DROP TABLE "publications" CASCADE;
  DROP TABLE "internships" CASCADE;
  DROP TABLE "clubs" CASCADE;
  DROP TABLE "clubs_rels" CASCADE;
  DROP TABLE "student_events" CASCADE;
  DROP TABLE "student_events_rels" CASCADE;
  DROP TABLE "sports" CASCADE;
  DROP TABLE "sports_rels" CASCADE;
  DROP TABLE "gallery_albums" CASCADE;
  DROP TABLE "gallery_albums_rels" CASCADE;
  DROP TABLE "video_albums" CASCADE;
  DROP TABLE "video_albums_rels" CASCADE;
  DROP TABLE "news" CASCADE;
  DROP TABLE "news_rels" CASCADE;
  DROP TABLE "alumni_news" CASCADE;
  DROP TABLE "alumni_news_rels" CASCADE;
  DROP TABLE "alumni_albums" CASCADE;
  DROP TABLE "alumni_albums_rels" CASCADE;
  DROP TABLE "alumni_directory" CASCADE;
  DROP TABLE "degree_program_names" CASCADE;
  DROP TABLE "alumni_intakes" CASCADE;
  DROP TABLE "flyers" CASCADE;
  DROP TABLE "jobs" CASCADE;
  DROP TABLE "training_partners" CASCADE;
  DROP TABLE "training_documents" CASCADE;
  DROP TABLE "media" CASCADE;
  DROP TABLE "documents" CASCADE;
  DROP TABLE "videos" CASCADE;
  DROP TABLE "users_sessions" CASCADE;
  DROP TABLE "users" CASCADE;
  DROP TABLE "payload_kv" CASCADE;
  DROP TABLE "payload_locked_documents" CASCADE;
  DROP TABLE "payload_locked_documents_rels" CASCADE;
  DROP TABLE "payload_preferences" CASCADE;
  DROP TABLE "payload_preferences_rels" CASCADE;
  DROP TABLE "payload_migrations" CASCADE;
  DROP TABLE "welcome_section" CASCADE;
  DROP TABLE "popup_image" CASCADE;
  DROP TABLE "history" CASCADE;
  DROP TABLE "_history_v" CASCADE;
  DROP TABLE "vision_mission" CASCADE;
  DROP TABLE "cqa_description" CASCADE;
  DROP TABLE "alumni_overview" CASCADE;
  DROP TABLE "career_header" CASCADE;
  DROP TABLE "contact_info" CASCADE;
  DROP TABLE "site_settings_addresses" CASCADE;
  DROP TABLE "site_settings_phones" CASCADE;
  DROP TABLE "site_settings" CASCADE;
  DROP TYPE "public"."enum_degrees_level";
  DROP TYPE "public"."enum__degrees_v_version_level";
  DROP TYPE "public"."enum_service_links_category";
  DROP TYPE "public"."enum_users_role";`)
}
