import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_degree_applications_fee_method" AS ENUM('bank', 'online');
  CREATE TYPE "public"."enum_degree_applications_fee_status" AS ENUM('unpaid', 'pending', 'paid', 'cancelled', 'failed', 'charged_back');
  ALTER TYPE "public"."enum_degree_applications_history_event" ADD VALUE 'payment';
  ALTER TABLE "degree_applications" ADD COLUMN "fee_method" "enum_degree_applications_fee_method" DEFAULT 'bank';
  ALTER TABLE "degree_applications" ADD COLUMN "fee_status" "enum_degree_applications_fee_status" DEFAULT 'unpaid';
  ALTER TABLE "degree_applications" ADD COLUMN "fee_amount" numeric;
  ALTER TABLE "degree_applications" ADD COLUMN "payment_id" varchar;
  ALTER TABLE "degree_applications" ADD COLUMN "payment_method" varchar;
  ALTER TABLE "degree_applications" ADD COLUMN "payment_amount" varchar;
  ALTER TABLE "degree_applications" ADD COLUMN "payment_currency" varchar;
  ALTER TABLE "degree_applications" ADD COLUMN "payment_notice_at" timestamp(3) with time zone;
  ALTER TABLE "degree_applications" ADD COLUMN "fee_paid_at" timestamp(3) with time zone;
  CREATE INDEX "degree_applications_fee_method_idx" ON "degree_applications" USING btree ("fee_method");
  CREATE INDEX "degree_applications_fee_status_idx" ON "degree_applications" USING btree ("fee_status");
  CREATE INDEX "degree_applications_payment_id_idx" ON "degree_applications" USING btree ("payment_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  // The old type has no place for payment notices: their history entries go with the payment fields.
  await db.execute(sql`
   DELETE FROM "degree_applications_history" WHERE "event" = 'payment';
  ALTER TABLE "degree_applications_history" ALTER COLUMN "event" SET DATA TYPE text;
  DROP TYPE "public"."enum_degree_applications_history_event";
  CREATE TYPE "public"."enum_degree_applications_history_event" AS ENUM('status', 'request', 'upload', 'message');
  ALTER TABLE "degree_applications_history" ALTER COLUMN "event" SET DATA TYPE "public"."enum_degree_applications_history_event" USING "event"::"public"."enum_degree_applications_history_event";
  DROP INDEX "degree_applications_fee_method_idx";
  DROP INDEX "degree_applications_fee_status_idx";
  DROP INDEX "degree_applications_payment_id_idx";
  ALTER TABLE "degree_applications" DROP COLUMN "fee_method";
  ALTER TABLE "degree_applications" DROP COLUMN "fee_status";
  ALTER TABLE "degree_applications" DROP COLUMN "fee_amount";
  ALTER TABLE "degree_applications" DROP COLUMN "payment_id";
  ALTER TABLE "degree_applications" DROP COLUMN "payment_method";
  ALTER TABLE "degree_applications" DROP COLUMN "payment_amount";
  ALTER TABLE "degree_applications" DROP COLUMN "payment_currency";
  ALTER TABLE "degree_applications" DROP COLUMN "payment_notice_at";
  ALTER TABLE "degree_applications" DROP COLUMN "fee_paid_at";
  DROP TYPE "public"."enum_degree_applications_fee_method";
  DROP TYPE "public"."enum_degree_applications_fee_status";`)
}
