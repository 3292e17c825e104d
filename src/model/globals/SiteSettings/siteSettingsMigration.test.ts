/**
 * The migration that moved the deposit account out of the code keeps the
 * account a site's pages already showed, and adds nothing to a fresh database
 * (there the demo content or staff fill the settings).
 */
import { createClient } from '@libsql/client'
import { drizzle } from 'drizzle-orm/libsql'
import { describe, expect, it } from 'vitest'

import { migrations } from '@/model/migrations/sqlite'

const MIGRATION = '20261123_191204_settings_fee_and_mailbox'

async function databaseBefore() {
  const client = createClient({ url: ':memory:' })
  const db = drizzle(client)
  for (const migration of migrations) {
    if (migration.name === MIGRATION) break
    await migration.up({ db } as never)
  }
  const up = () => migrations.find((migration) => migration.name === MIGRATION)!.up({ db } as never)
  return { client, up }
}

describe(`migration ${MIGRATION} (SQLite)`, () => {
  it('copies the account the pages showed into settings that exist, with the fee they stated', async () => {
    const { client, up } = await databaseBefore()
    await client.execute(
      "INSERT INTO site_settings (id, campus_name, campus_abbreviation, parent_body_name, product_name, email) VALUES (1, 'A Campus', 'AC', 'A Body', 'Degree', 'info@campus.example')",
    )
    await up()
    const { rows } = await client.execute('SELECT * FROM site_settings')
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({
      application_fee: 1250,
      fee_bank_bank: 'Ceylon Commercial Demo Bank PLC',
      fee_bank_branch: 'Colombo 04 (Bambalapitiya)',
      fee_bank_account_name: 'LIPA Business School (Guarantee) Ltd',
      fee_bank_account_type: 'Current account',
      fee_bank_account_number: '1000 2345 6789',
      admissions_email: null,
    })
    client.close()
  })

  it('writes no settings into a database that has none', async () => {
    const { client, up } = await databaseBefore()
    await up()
    expect((await client.execute('SELECT COUNT(*) AS n FROM site_settings')).rows[0]).toMatchObject({ n: 0 })
    client.close()
  })
})
