/** Page-speed reporting (§1). */
import { expect, test } from './fixtures'

test('page-speed measurements reach our endpoint, which accepts only well-formed ones', async ({ page }) => {
  const good = await page.request.post('/web-vitals', { data: { name: 'LCP', value: 1234.5, rating: 'good', id: 'v1-1', path: '/' } })
  expect(good.status()).toBe(204)
  const bad = await page.request.post('/web-vitals', { data: { name: 'NOPE', value: 'x' } })
  expect(bad.status()).toBe(400)
  // Every beacon the page sends, read from the request on its way.
  const beacons: { name: string; path: string }[] = []
  await page.route('**/web-vitals', async (route) => {
    try {
      beacons.push(JSON.parse(route.request().postData() ?? '') as { name: string; path: string })
    } catch {
      // not a measurement
    }
    await route.continue()
  })
  const sentFrom = (path: string) => beacons.filter((beacon) => beacon.path === path).map((beacon) => beacon.name)

  await page.goto('/about-us')
  // The reporter's code comes once the page has come to life; what is known by then goes at once.
  await expect.poll(() => sentFrom('/about-us')).toEqual(expect.arrayContaining(['TTFB', 'FCP']))
  // The largest paint is final at the visitor's first input, and goes then.
  await page.getByRole('button', { name: 'Our Vision' }).click()
  await expect.poll(() => sentFrom('/about-us')).toContain('LCP')
  expect(beacons.every((beacon) => /^(CLS|FCP|INP|LCP|TTFB)$/.test(beacon.name))).toBe(true)
})
