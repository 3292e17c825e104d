/** axe-core finds no serious or critical violation on the pages of §2.1 to §2.10. */
import { expectAccessible, test } from './fixtures'

const PATHS = [
  '/',
  '/about-us',
  '/academics',
  '/department/department-of-accounting-and-finance',
  '/degree/bsc-applied-accounting',
  '/degrees/interest-free-student-loan-scheme',
  '/academic/centre-for-quality-assurance',
  '/no/such/page',
]

for (const path of PATHS) {
  test(`${path} is accessible`, async ({ page }) => {
    await page.goto(path)
    await page.waitForLoadState('networkidle')
    await expectAccessible(page)
  })
}

test('/programs?id= is accessible', async ({ page }) => {
  await page.goto('/academics#programs')
  await page.locator('#programs a').first().click()
  await page.waitForLoadState('networkidle')
  await expectAccessible(page)
})
