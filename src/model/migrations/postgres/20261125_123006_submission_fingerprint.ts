import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "degree_applications" ADD COLUMN "idempotency_fingerprint" varchar;
  ALTER TABLE "alumni_registrations" ADD COLUMN "idempotency_fingerprint" varchar;
  ALTER TABLE "inquiries" ADD COLUMN "idempotency_fingerprint" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "degree_applications" DROP COLUMN "idempotency_fingerprint";
  ALTER TABLE "alumni_registrations" DROP COLUMN "idempotency_fingerprint";
  ALTER TABLE "inquiries" DROP COLUMN "idempotency_fingerprint";`)
}
