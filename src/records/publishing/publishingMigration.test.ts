/**
 * The migration that brings drafts keeps every record a site already has
 * published, and the history kept before: SQLite rebuilds the tables it
 * changes, and the copy must carry the rows over with the new columns' defaults.
 */
import { createClient } from '@libsql/client'
import { drizzle } from 'drizzle-orm/libsql'
import { describe, expect, it } from 'vitest'

import { migrations } from '@/model/migrations/sqlite'

const MIGRATION = '20261128_135503_publishing'

describe(`migration ${MIGRATION} (SQLite)`, () => {
  it('publishes the records that exist and keeps their earlier versions', async () => {
    const client = createClient({ url: ':memory:' })
    const db = drizzle(client)
    for (const migration of migrations) {
      if (migration.name === MIGRATION) break
      await migration.up({ db } as never)
    }
    await client.execute("INSERT INTO media (id, alt) VALUES (5, 'A picture')")
    await client.execute("INSERT INTO slider_images (id, image_id, caption) VALUES (1, 5, 'A slide')")
    await client.execute("INSERT INTO degrees (id, program_name, degree_name, slug, level) VALUES (7, 'BSc Kept', 'BSc Kept in Full', 'bsc-kept', 'undergraduate')")
    await client.execute(
      "INSERT INTO _degrees_v (id, parent_id, version_program_name, version_degree_name, version_slug, version_level) VALUES (3, 7, 'BSc Older', 'BSc Older in Full', 'bsc-kept', 'undergraduate')",
    )
    // Payload's own part (a first version per record) finds nothing to do in a database it is not given.
    const payload = { collections: {}, config: { globals: [] } }
    await migrations.find((migration) => migration.name === MIGRATION)!.up({ db, payload, req: {} } as never)

    expect((await client.execute('SELECT id, image_id, caption, _status FROM slider_images')).rows).toEqual([{ id: 1, image_id: 5, caption: 'A slide', _status: 'published' }])
    expect((await client.execute('SELECT id, program_name, _status FROM degrees')).rows).toEqual([{ id: 7, program_name: 'BSc Kept', _status: 'published' }])
    expect((await client.execute('SELECT id, parent_id, version_program_name, version__status FROM _degrees_v')).rows).toEqual([
      { id: 3, parent_id: 7, version_program_name: 'BSc Older', version__status: 'published' },
    ])
    client.close()
  })
})
