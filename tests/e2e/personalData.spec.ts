/**
 * An administrator answers a person's request: two siblings applied with one
 * parent's e-mail address, the search shows whose each record looks (name,
 * NIC, e-mail, kind, date), the administrator ticks the sister's, downloads
 * her copy and erases her data after a confirmation that names it; her
 * brother's application stays.
 */
import { expect, test } from './fixtures'

test.setTimeout(120_000)

test('an administrator tells two people with one e-mail apart, copies and erases only the one asking', { tag: '@staff' }, async ({ staffPage: page, applicant }, testInfo) => {
  // One e-mail address, a parent's, given for both children.
  const email = applicant.email
  const apply = (name: string, nic: string) => applicant.apply({ full_name: name, name_with_initials: name, nic })
  const digits = String(Date.now()).slice(-8)
  const sister = { name: 'Nadeesha Sister Perera', nic: `19${digits}11` }
  const brother = { name: 'Tharindu Brother Perera', nic: `20${digits}22` }
  const sisterReference = await apply(sister.name, sister.nic)
  const brotherReference = await apply(brother.name, brother.nic)

  await page.goto('/admin/personal-data')
  await expect(page.getByRole('heading', { name: 'Requests about personal data' })).toBeVisible()
  await expect(page.getByLabel('NIC, passport number or e-mail address')).toBeVisible()
  await page.getByLabel('NIC, passport number or e-mail address').fill(email)
  await page.getByRole('button', { name: 'Find records' }).click()
  await expect(page.getByRole('heading', { name: '2 records found' })).toBeVisible()
  const sisterChoice = page.getByRole('checkbox', { name: `Degree application ${sisterReference}: ${sister.name}` })
  await expect(sisterChoice).toBeVisible()
  await expect(page.getByRole('checkbox', { name: `Degree application ${brotherReference}: ${brother.name}` })).toBeVisible()
  await expect(page.getByText(sister.nic)).toBeVisible()
  await expect(page.getByText(brother.nic)).toBeVisible()

  // Nothing is chosen for the administrator.
  await expect(page.getByRole('button', { name: 'Erase the chosen records…' })).toBeDisabled()
  await expect(page.getByRole('link', { name: 'Download a copy of the chosen records (ZIP)' })).toHaveCount(0)

  await sisterChoice.check()
  await expect(page.getByText('1 record chosen.')).toBeVisible()
  const copy = page.getByRole('link', { name: 'Download a copy of the chosen records (ZIP)' })
  await expect(copy).toHaveAttribute('href', new RegExp(`records=degree-applications%3A\\d+$`))
  const download = page.waitForEvent('download')
  await copy.click()
  expect((await download).suggestedFilename()).toMatch(/^personal-data-\d{4}-\d{2}-\d{2}\.zip$/)

  await page.getByRole('button', { name: 'Erase the chosen records…' }).click()
  const dialog = page.getByRole('alertdialog', { name: 'Erase this person’s data?' })
  await expect(dialog).toContainText(`Degree application ${sisterReference}, ${sister.name} (0 documents)`)
  await expect(dialog).not.toContainText(brotherReference)
  await page.screenshot({ path: testInfo.outputPath('personal-data-confirm.png'), fullPage: true })
  await dialog.getByRole('button', { name: 'Erase 1 record for good' }).click()
  await expect(page.getByText('Erased 1 record and 0 documents. The erasure is in the audit log.')).toBeVisible()

  await page.getByRole('button', { name: 'Find records' }).click()
  await expect(page.getByRole('heading', { name: '1 record found' })).toBeVisible()
  await expect(page.getByRole('checkbox', { name: `Degree application ${brotherReference}: ${brother.name}` })).toBeVisible()
  await expect(page.getByText(sister.nic)).toHaveCount(0)
})
