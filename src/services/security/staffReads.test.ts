import { describe, expect, it } from 'vitest'

import { crossSiteStaffRead, fromAnotherSite } from '../../server/staffReads.mjs'

const SITE = 'https://campus.example'
const origins = [SITE]
const cookie = 'payload-token=abc'
const read = (headers: Record<string, string>, method = 'GET') => ({ method, headers: { cookie, ...headers } })

describe('a staff read of personal data', () => {
  it.each([
    ['/api/personal-data/copy'],
    ['/api/personal-data'],
    ['/api/degree-applications/export'],
    ['/api/alumni-registrations/12'],
    ['/api/inquiries'],
    ['/api/users'],
    ['/api/audit-log'],
    ['/staff-documents/12/0000.pdf'],
  ])('%s is refused from a sibling site (an image tag: same-site, no Origin)', (path) => {
    expect(crossSiteStaffRead(read({ 'sec-fetch-site': 'same-site' }), path, origins)).toBe(true)
    expect(crossSiteStaffRead(read({ 'sec-fetch-site': 'cross-site' }), path, origins)).toBe(true)
  })

  it('is answered from the back office itself and on a direct navigation (a typed address, a bookmark)', () => {
    expect(crossSiteStaffRead(read({ 'sec-fetch-site': 'same-origin', referer: `${SITE}/admin/personal-data` }), '/api/personal-data/copy', origins)).toBe(false)
    expect(crossSiteStaffRead(read({ 'sec-fetch-site': 'none' }), '/api/personal-data/copy', origins)).toBe(false)
  })

  it('is refused with a foreign Origin whatever Sec-Fetch-Site says', () => {
    expect(crossSiteStaffRead(read({ origin: 'https://news.campus.example', 'sec-fetch-site': 'same-origin' }), '/api/users', origins)).toBe(true)
    expect(crossSiteStaffRead(read({ origin: 'null' }), '/api/users', origins)).toBe(true)
  })

  it('without Sec-Fetch-Site (no browser, or an old one): answered, unless its Referer is another site', () => {
    expect(crossSiteStaffRead(read({}), '/api/degree-applications/export', origins)).toBe(false)
    expect(crossSiteStaffRead(read({ referer: `${SITE}/admin/collections/degree-applications` }), '/api/degree-applications/export', origins)).toBe(false)
    expect(crossSiteStaffRead(read({ referer: 'https://news.campus.example/story' }), '/api/degree-applications/export', origins)).toBe(true)
    expect(crossSiteStaffRead(read({ referer: 'not an address' }), '/api/degree-applications/export', origins)).toBe(true)
  })

  it('leaves requests without the staff cookie, writes, and reads of public content to their own rules', () => {
    expect(crossSiteStaffRead({ method: 'GET', headers: { 'sec-fetch-site': 'same-site' } }, '/api/personal-data/copy', origins)).toBe(false)
    expect(crossSiteStaffRead(read({ 'sec-fetch-site': 'same-site' }, 'POST'), '/api/personal-data/erase', origins)).toBe(false)
    expect(crossSiteStaffRead(read({ 'sec-fetch-site': 'cross-site' }), '/api/media/file/campus.jpg', origins)).toBe(false)
    expect(crossSiteStaffRead(read({ 'sec-fetch-site': 'cross-site' }), '/api/usersettings', origins)).toBe(false)
  })

  it('reads headers from a fetch Request as from Node’s', () => {
    expect(fromAnotherSite(new Headers({ cookie, 'sec-fetch-site': 'same-site' }), origins)).toBe(true)
    expect(fromAnotherSite(new Headers({ cookie, 'sec-fetch-site': 'same-origin' }), origins)).toBe(false)
  })
})
