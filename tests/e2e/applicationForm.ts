/** The degree application form as the browser tests fill it (§2.18). */
import type { Page } from '@playwright/test'

import { APPLIED_ACCOUNTING as AA } from '@/sides/seed/demoValues'
import { fill } from '@/foundations/texts'
import { en } from '@/foundations/texts/en'

type ApplicationWords = typeof en.forms.application

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

/** Every field the id form requires, for `applicant`, found by their labels in the page's language (`words`). */
export async function fillRequired(page: Page, applicant: Applicant, words: ApplicationWords = en.forms.application) {
  const row = (text: string, number: number) => fill(text, { list: words.alList, number })
  await page.getByRole('radio', { name: words.weekTypes.Weekend }).check()
  await field(page, words.nameWithInitials).fill(applicant.nameWithInitials)
  await field(page, words.fullName).fill(applicant.fullName)
  await field(page, words.dateOfBirth).fill('2004-03-15')
  await field(page, words.nationality).fill('Sri Lankan')
  await field(page, words.nic).fill('200407501234')
  await field(page, words.mailingAddress).fill(applicant.mailingAddress)
  await field(page, words.mobileNumber).fill(applicant.mobile)
  await field(page, words.homeNumber).fill(applicant.home)
  await field(page, words.emailAddress).fill(applicant.email)
  await field(page, words.alSchool).fill(applicant.alSchool)
  await field(page, words.alIndexNumber).fill(applicant.alIndex)
  await field(page, words.alYear).selectOption('2023')
  await field(page, words.alStream).selectOption('Commerce')
  await field(page, words.alMedium).selectOption('English')
  await field(page, row(words.gradeRow, 1)).selectOption('A')
  await field(page, row(words.gradeRow, 2)).selectOption('B')
  await field(page, row(words.subjectRow, 3)).fill('Accounting')
  await field(page, row(words.gradeRow, 3)).selectOption('A')
  await field(page, words.olSchool).fill(applicant.olSchool)
  await field(page, words.olIndexNumber).fill(applicant.olIndex)
  await field(page, words.olYear).selectOption('2020')
  await field(page, words.olMaths).selectOption('A')
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
