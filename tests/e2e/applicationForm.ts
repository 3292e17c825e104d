/** The degree application form as the browser tests fill it (§2.18). */
import type { Page } from '@playwright/test'

import { APPLIED_ACCOUNTING as AA } from '@/sides/seed/demoValues'

/** The id form of the demo's Applied Accounting degree. */
export const ID_FORM = `/degree-registration?id=${AA.id}&name=${encodeURIComponent(AA.program_name)}`

/** A field by its label; required fields' labels end in an asterisk that assistive technology does not read. */
export const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}(\\s*\\*)?$`))
export const submitButton = (page: Page) => page.getByRole('button', { name: 'Submit Application' })
export const information = (page: Page) => page.getByRole('dialog', { name: 'Information' })

/** The answers that differ between the fictional applicants of the tests. */
export type Applicant = {
  nameWithInitials: string
  fullName: string
  mailingAddress: string
  mobile: string
  home: string
  email: string
  alSchool: string
  alIndex: string
  olSchool: string
  olIndex: string
}

export const KASUN: Applicant = {
  nameWithInitials: 'K. A. Perera',
  fullName: 'Kasun Amal Perera',
  mailingAddress: '12 Temple Road, Nugegoda',
  mobile: '71 234 5678',
  home: '112345678',
  email: 'kasun.perera@example.com',
  alSchool: 'Royal College, Colombo',
  alIndex: '1234567',
  olSchool: 'Royal College, Colombo',
  olIndex: '7654321',
}

export const NADEESHA: Applicant = {
  nameWithInitials: 'N. Silva',
  fullName: 'Nadeesha Silva',
  mailingAddress: '5 Lake Drive, Kandy',
  mobile: '77 123 4567',
  home: '812345678',
  email: 'nadeesha.silva@example.com',
  alSchool: 'Girls High School, Kandy',
  alIndex: '2345678',
  olSchool: 'Girls High School, Kandy',
  olIndex: '8765432',
}

/** Every field the id form requires, for `applicant`. */
export async function fillRequired(page: Page, applicant: Applicant) {
  await page.getByRole('radio', { name: 'Weekend' }).check()
  await field(page, 'Name with Initials').fill(applicant.nameWithInitials)
  await field(page, 'Full Name').fill(applicant.fullName)
  await field(page, 'Date of Birth').fill('2004-03-15')
  await field(page, 'Nationality').fill('Sri Lankan')
  await field(page, 'NIC / Passport Number').fill('200407501234')
  await field(page, 'Mailing Address').fill(applicant.mailingAddress)
  await field(page, 'Mobile Number').fill(applicant.mobile)
  await field(page, 'Home Number').fill(applicant.home)
  await field(page, 'Email Address').fill(applicant.email)
  await field(page, 'A/L School').fill(applicant.alSchool)
  await field(page, 'A/L Index Number').fill(applicant.alIndex)
  await field(page, 'A/L Year').selectOption('2023')
  await field(page, 'A/L Stream').selectOption('Commerce')
  await field(page, 'A/L Medium').selectOption('English')
  await field(page, 'A/L grade 1').selectOption('A')
  await field(page, 'A/L grade 2').selectOption('B')
  await field(page, 'A/L subject 3').fill('Accounting')
  await field(page, 'A/L grade 3').selectOption('A')
  await field(page, 'O/L School').fill(applicant.olSchool)
  await field(page, 'O/L Index Number').fill(applicant.olIndex)
  await field(page, 'O/L Year').selectOption('2020')
  await field(page, 'O/L Mathematics Result').selectOption('A')
}

/** Everything the id form requires, and some of what it does not, filled with a fictional applicant. */
export async function fillValidApplication(page: Page) {
  await fillRequired(page, KASUN)
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
