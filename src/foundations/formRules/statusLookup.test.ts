import { describe, expect, it } from 'vitest'

import { checkLookup, STATUS_MESSAGES } from './statusLookup'

describe('the status lookup fields', () => {
  it('takes a reference and NIC as people type them', () => {
    expect(checkLookup({ reference: ' app-2026-7k2qx9 ', nic: '851234567v' })).toEqual({ ok: true, data: { reference: 'APP-2026-7K2QX9', nic: '851234567V' } })
    expect(checkLookup({ reference: 'APP-2026-7K2QX9', nic: '2000 1234-5678' })).toEqual({ ok: true, data: { reference: 'APP-2026-7K2QX9', nic: '200012345678' } })
  })

  it('names each missing or malformed field', () => {
    expect(checkLookup({})).toEqual({ ok: false, errors: { reference: STATUS_MESSAGES.referenceRequired, nic: STATUS_MESSAGES.nicRequired } })
    expect(checkLookup({ reference: 'ALM-2026-7K2QX9', nic: '12' })).toEqual({
      ok: false,
      errors: { reference: STATUS_MESSAGES.referenceInvalid, nic: STATUS_MESSAGES.nicInvalid },
    })
  })

  it('treats values that are not text as missing', () => {
    expect(checkLookup({ reference: ['APP-2026-7K2QX9'], nic: { $ne: '' } })).toEqual({
      ok: false,
      errors: { reference: STATUS_MESSAGES.referenceRequired, nic: STATUS_MESSAGES.nicRequired },
    })
  })
})
