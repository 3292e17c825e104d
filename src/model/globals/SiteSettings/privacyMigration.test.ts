/**
 * The migration that adds the privacy notice (with the rest of the personal data work) gives a site that already has
 * its settings the default retention periods, so the retention run and the
 * privacy page state the same numbers from the first day, and leaves the
 * notice's text to staff.
 */
import { createClient } from '@libsql/client'
import { drizzle } from 'drizzle-orm/libsql'
import { describe, expect, it } from 'vitest'

import { migrations } from '@/model/migrations/sqlite'
import { DEFAULT_RETENTION, RETENTION_SETTINGS, retentionPeriodsOf } from '@/foundations/retentionPeriods'

const MIGRATION = '20261128_114447_personal_data'

describe(`migration ${MIGRATION} (SQLite)`, () => {
  it('gives settings that exist the default retention periods and no notice', async () => {
    const client = createClient({ url: ':memory:' })
    const db = drizzle(client)
    for (const migration of migrations) {
      if (migration.name === MIGRATION) break
      await migration.up({ db } as never)
    }
    await client.execute(
      "INSERT INTO site_settings (id, campus_name, campus_abbreviation, parent_body_name, product_name, email) VALUES (1, 'A Campus', 'AC', 'A Body', 'Degree', 'info@campus.example')",
    )
    await migrations.find((migration) => migration.name === MIGRATION)!.up({ db } as never)
    const { rows } = await client.execute('SELECT * FROM site_settings')
    expect(rows).toHaveLength(1)
    const row = rows[0] as unknown as Record<string, unknown>
    expect(Object.fromEntries(Object.values(RETENTION_SETTINGS).map((field) => [field, row[field]]))).toEqual({
      retention_rejected_application_months: 6,
      retention_accepted_application_months: 24,
      retention_answered_inquiry_months: 12,
      retention_rejected_alumni_months: 6,
    })
    expect(retentionPeriodsOf(row)).toEqual(DEFAULT_RETENTION)
    expect(row).toMatchObject({ privacy_notice: null, dpo_name: null, dpo_email: null })
    client.close()
  })
})
