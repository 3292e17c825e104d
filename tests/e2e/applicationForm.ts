/** The degree application form as the browser tests fill it (§2.18). */
import type { Page } from '@playwright/test'

import { APPLIED_ACCOUNTING as AA } from '@/seed/demoValues'

/** The id form of the demo's Applied Accounting degree. */
export const ID_FORM = `/degree-registration?id=${AA.id}&name=${encodeURIComponent(AA.program_name)}`

/** A field by its label; required fields' labels end in an asterisk that assistive technology does not read. */
export const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}(\\s*\\*)?$`))
export const submitButton = (page: Page) => page.getByRole('button', { name: 'Submit Application' })
export const information = (page: Page) => page.getByRole('dialog', { name: 'Information' })

/** Everything the id form requires, filled with a fictional applicant. */
export async function fillValidApplication(page: Page) {
  await page.getByRole('radio', { name: 'Weekend' }).check()
  await field(page, 'Name with Initials').fill('K. A. Perera')
  await field(page, 'Full Name').fill('Kasun Amal Perera')
  await field(page, 'Date of Birth').fill('2004-03-15')
  await field(page, 'Nationality').fill('Sri Lankan')
  await field(page, 'NIC / Passport Number').fill('200407501234')
  await field(page, 'Mailing Address').fill('12 Temple Road, Nugegoda')
  await field(page, 'Mobile Number').fill('71 234 5678')
  await field(page, 'Home Number').fill('112345678')
  await field(page, 'Email Address').fill('kasun.perera@example.com')
  await field(page, 'A/L School').fill('Royal College, Colombo')
  await field(page, 'A/L Index Number').fill('1234567')
  await field(page, 'A/L Year').selectOption('2023')
  await field(page, 'A/L Stream').selectOption('Commerce')
  await field(page, 'A/L Medium').selectOption('English')
  await field(page, 'A/L grade 1').selectOption('A')
  await field(page, 'A/L grade 2').selectOption('B')
  await field(page, 'A/L subject 3').fill('Accounting')
  await field(page, 'A/L grade 3').selectOption('A')
  await field(page, 'O/L School').fill('Royal College, Colombo')
  await field(page, 'O/L Index Number').fill('7654321')
  await field(page, 'O/L Year').selectOption('2020')
  await field(page, 'O/L Mathematics Result').selectOption('A')
  await field(page, 'How did you hear about this programme?').selectOption('Advertisement')
  await field(page, 'Newspaper').fill('Daily News')
  await field(page, 'Activity 1').fill('Cricket')
  await field(page, 'Achievement 1').fill('Captain of the school team')
  await field(page, 'Year 1').selectOption('2022')
}

/** The server refuses forms sent faster than a person fills them: move the page's clock on. */
export async function openWithClock(page: Page, path: string) {
  await page.clock.install()
  await page.goto(path)
}
