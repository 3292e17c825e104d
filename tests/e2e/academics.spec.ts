/** Academics (§2.6) and the record pages (§2.7 to §2.10). */
import {
  APPLIED_ACCOUNTING as AA,
  CAMPUS,
  CONTACT,
  DEPARTMENT_HEADS,
  DEPARTMENT_STAFF,
  DEPARTMENTS,
  PROGRAMMES,
  QUALITY_CENTRE,
  STUDENT_LOAN_SCHEME,
} from '@/sides/seed/demoValues'

import { expect, literally, test } from './fixtures'

test('academics: six anchored sections and their links', async ({ page }) => {
  await page.goto('/academics')
  for (const id of ['undergraduate', 'postGraduate', 'programs', 'loan', 'careers', 'cqa']) {
    await expect(page.locator(`section#${id}`)).toHaveCount(1)
  }
  await expect(page.locator('#undergraduate').getByRole('link', { name: DEPARTMENTS.accounting.department_name })).toHaveAttribute(
    'href',
    '/department/department-of-accounting-and-finance',
  )
  await expect(page.locator('#undergraduate').getByRole('link', { name: new RegExp(literally(AA.program_name)) })).toHaveAttribute('href', '/degree/bsc-applied-accounting')
  await expect(page.locator('#postGraduate').getByRole('link', { name: /Master of Business Administration/ })).toHaveAttribute('target', '_blank')
  await expect(page.locator('#programs').getByRole('link', { name: PROGRAMMES[0] })).toHaveAttribute('href', /^\/programs\?id=\d+$/)
  await expect(page.locator('#loan').getByRole('link', { name: STUDENT_LOAN_SCHEME.title })).toHaveAttribute('href', '/degrees/interest-free-student-loan-scheme')
  await expect(page.locator('#careers').getByRole('link', { name: /CV Clinic/ })).toHaveAttribute('href', '/training-partners')
  await expect(page.locator('#cqa').getByRole('link', { name: QUALITY_CENTRE.title })).toHaveAttribute('href', '/academic/centre-for-quality-assurance')
})

test('the quality-assurance description is clamped to 3 lines with Read More / Read Less', async ({ page }) => {
  await page.goto('/academics#cqa')
  const text = page.locator('#cqa .rich-text').first()
  await expect(text).toHaveClass(/line-clamp-3/)
  const clampedHeight = await text.evaluate((element) => element.getBoundingClientRect().height)
  const lineHeight = await text.evaluate((element) => parseFloat(getComputedStyle(element.querySelector('p')!).lineHeight))
  // three lines, plus the first paragraph's bottom margin
  expect(clampedHeight).toBeLessThanOrEqual(lineHeight * 3 + 14)
  expect(clampedHeight).toBeGreaterThanOrEqual(lineHeight * 3 - 2)
  await page.locator('#cqa').getByRole('button', { name: 'Read More' }).click()
  await expect(text).not.toHaveClass(/line-clamp-3/)
  await page.locator('#cqa').getByRole('button', { name: 'Read Less' }).click()
  await expect(text).toHaveClass(/line-clamp-3/)
})

test('department: head of department with Read More, programmes and staff', async ({ page }) => {
  await page.goto('/department/department-of-accounting-and-finance')
  await expect(page.getByRole('heading', { level: 1, name: DEPARTMENTS.accounting.department_name })).toBeVisible()
  await expect(page.getByRole('heading', { name: DEPARTMENT_HEADS.accounting })).toBeVisible()
  await page.getByRole('button', { name: 'Read More' }).click()
  await expect(page.getByRole('button', { name: 'Read Less' })).toBeVisible()
  await expect(page.getByRole('link', { name: AA.program_name })).toHaveAttribute('href', '/degree/bsc-applied-accounting')
  await expect(page.getByRole('region', { name: 'Academic staff' }).getByRole('heading', { name: DEPARTMENT_STAFF.accounting[0]![0] })).toBeAttached()
})

test('a department is also found by its id', async ({ page }) => {
  await page.goto('/department/23')
  await expect(page.getByRole('heading', { level: 1, name: DEPARTMENTS.business.department_name })).toBeVisible()
})

test('degree: sections and the Apply Now choice', async ({ page }) => {
  await page.goto('/degree/bsc-applied-accounting')
  await expect(page.getByRole('heading', { level: 1, name: AA.program_name })).toBeVisible()
  for (const heading of ['Description', 'Eligibility Criteria', 'Investment', 'Supporting Documents', 'Contact Us']) {
    await expect(page.locator('main').getByRole('heading', { level: 2, name: heading })).toBeVisible()
  }
  await expect(page.getByRole('link', { name: CONTACT.phone }).last()).toBeVisible()
  await expect(page.getByRole('link', { name: CONTACT.mobile }).last()).toBeVisible()
  await page.getByRole('button', { name: 'Apply Now' }).click()
  const choice = page.getByRole('dialog', { name: `Apply for ${AA.program_name}` })
  await expect(choice.getByRole('link', { name: 'Download the application form (PDF)' })).toHaveAttribute('href', /^\/documents\/\d+\/BSc_Applied_Accounting_Application_Form\.pdf$/)
  await choice.getByRole('link', { name: 'Apply online' }).click()
  await expect(page).toHaveURL(new RegExp(`/degree-registration\\?id=${AA.id}&name=${literally(encodeURIComponent(AA.program_name))}$`))
})

test('programme page by id', async ({ page }) => {
  await page.goto('/academics#programs')
  await page.locator('#programs').getByRole('link', { name: PROGRAMMES[0] }).click()
  await expect(page.getByRole('heading', { level: 1, name: PROGRAMMES[0] })).toBeVisible()
  for (const heading of ['Program Description', 'Admission Criteria', 'Eligibility Criteria', 'Programme Benefits', 'Supporting Documents']) {
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible()
  }
  await expect(page.getByRole('link', { name: 'Back to Programs' })).toHaveAttribute('href', '/academics')
  await expect(page.getByRole('link', { name: `${PROGRAMMES[0]} Brochure` })).toBeVisible()
})

test('each programme link opens its own programme, one after another', async ({ page }) => {
  // /programs?id= pages are one static page per id: the second must not be the first again.
  for (const name of PROGRAMMES) {
    await page.goto('/academics#programs')
    await page.locator('#programs').getByRole('link', { name }).click()
    await expect(page).toHaveURL(/\/programs\?id=\d+$/)
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  }
})

test('loan page with numbered application steps and Document N links', async ({ page }) => {
  await page.goto('/degrees/interest-free-student-loan-scheme')
  for (const heading of ['Description', 'Eligibility Criteria', 'Application Process', 'Contact Information', 'Supporting Documents']) {
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible()
  }
  await expect(page.locator('ol li')).toHaveCount(3)
  await expect(page.getByRole('link', { name: /^Document 1/ })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Back to Academics' })).toBeVisible()
})

test('quality-assurance page labels its files with their names', async ({ page }) => {
  await page.goto('/academic/centre-for-quality-assurance')
  await expect(page.getByRole('heading', { level: 2, name: 'Download Files' })).toBeVisible()
  await expect(page.getByRole('link', { name: /^Centre_for_Quality_Assurance_Policy\.pdf/ })).toBeVisible()
  await expect(page.getByRole('link', { name: /^Centre_for_Quality_Assurance_Report_2025\.pdf/ })).toBeVisible()
})

const NOT_FOUND: [string, string][] = [
  ['/department/no-such-department', 'Department not found.'],
  ['/degree/no-such-degree', 'Degree not found'],
  ['/programs?id=999999', 'Program not found.'],
  ['/programs', 'Program not found.'],
  ['/degrees/no-such-loan', 'Loan not found.'],
  ['/academic/no-such-item', 'CQA Item not found.'],
]

for (const [path, text] of NOT_FOUND) {
  test(`${path} answers 404 with '${text}'`, async ({ page }) => {
    const response = await page.goto(path)
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1, name: text })).toBeVisible()
  })
}

test('an unknown address answers 404 inside the site frame', async ({ page }) => {
  const response = await page.goto('/no/such/page')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
  await expect(page.locator('footer')).toContainText(CAMPUS.name)
})
