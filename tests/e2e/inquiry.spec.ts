/** The Contact page's inquiry form (§2.17, §5 Inquiry, §8). */
import type { Locator, Page, Response } from '@playwright/test'

import { APPLIED_ACCOUNTING, DEGREES } from '@/sides/seed/demoValues'

import { FORM_MESSAGES as M } from '../../src/foundations/formRules/messages'

import { expect, expectAccessible, test } from './fixtures'

const POST = '**/v1/ContactUS/addInquiry'
/** The server refuses a form sent within 3 s of being shown: move the page's clock on instead of waiting. */
const PAST_FILL_TIME_MS = 5000

async function openForm(page: Page): Promise<Locator> {
  await page.goto('/contact-us')
  const form = page.locator('section#inquiry').getByRole('form', { name: 'Inquiry' })
  await expect(form).toBeVisible()
  return form
}

async function fillValid(form: Locator) {
  await form.getByLabel('First Name').fill('Sachini')
  await form.getByLabel('Surname').fill('Gunawardena')
  await form.getByLabel('Contact No').fill('071 234 5678')
  await form.getByLabel('Email').fill('sachini@example.com')
  await form.getByLabel('A/L Year').selectOption('2025')
  await form.getByLabel('Degree Program').selectOption(APPLIED_ACCOUNTING.program_name)
  await form.getByRole('textbox', { name: 'Message', exact: true }).fill('Is there a weekend intake for BSc Applied Accounting this year?')
}

const TEXT_FIELDS = ['First Name', 'Surname', 'Contact No', 'Email', 'A/L Year', 'Degree Program'] as const

async function expectEmpty(form: Locator) {
  for (const label of TEXT_FIELDS) await expect(form.getByLabel(label)).toHaveValue('')
  await expect(form.getByRole('textbox', { name: 'Message', exact: true })).toHaveValue('')
}

test('required marks and messages; the degree programmes the campus offers', { tag: '@layout' }, async ({ page }) => {
  const form = await openForm(page)
  await expect(page.getByText(/coming soon/)).toHaveCount(0)
  for (const label of ['First Name', 'Surname', 'Contact No', 'Email', 'A/L Year']) {
    await expect(form.getByLabel(label)).toHaveAttribute('aria-required', 'true')
  }
  await expect(form.getByLabel('Degree Program')).not.toHaveAttribute('aria-required', 'true')
  await expect(form.getByLabel('Degree Program').locator('option')).toHaveText([
    'Select Degree Program (optional)',
    ...DEGREES.map((degree) => degree.program_name),
  ])

  await form.getByRole('button', { name: 'Submit' }).click()
  await expect(form.getByLabel('First Name')).toHaveAccessibleDescription('First name is required.')
  await expect(form.getByLabel('Surname')).toHaveAccessibleDescription('Surname is required.')
  await expect(form.getByLabel('Contact No')).toHaveAccessibleDescription(/Contact number is required\.$/)
  await expect(form.getByLabel('Email')).toHaveAccessibleDescription(M.emailRequired)
  await expect(form.getByLabel('A/L Year')).toHaveAccessibleDescription('A/L year is required.')
  await expect(form.getByRole('textbox', { name: 'Message', exact: true })).toHaveAccessibleDescription('Message is required.')
  await expect(form.locator('[data-inquiry-status]')).toHaveText(M.correctErrors)
  await expect(form.getByLabel('First Name')).toBeFocused()

  const contact = form.getByLabel('Contact No')
  await contact.fill('12')
  await contact.blur()
  await expect(contact).toHaveAccessibleDescription(/Please enter a valid contact number\.$/)
  const email = form.getByLabel('Email')
  await email.fill('sachini@')
  await email.blur()
  await expect(email).toHaveAccessibleDescription(M.emailInvalid)
  await expectAccessible(page)
})

test('success: the thank-you text and a cleared form', async ({ page }) => {
  await page.clock.install()
  const form = await openForm(page)
  await fillValid(form)
  await page.clock.fastForward(PAST_FILL_TIME_MS)
  const sent = page.waitForRequest(POST)
  await form.getByRole('button', { name: 'Submit' }).click()
  const body = (await sent).postDataJSON()
  expect(body).toMatchObject({ first_name: 'Sachini', contact_no: '+94712345678', al_year: '2025', degree_program: APPLIED_ACCOUNTING.program_name, website: '' })
  await expect(form.getByRole('status')).toHaveText('Thank you! Your inquiry has been successfully submitted. Our team will contact you shortly')
  await expectEmpty(form)
  await expectAccessible(page)
})

test('failure: the message is shown and the form is kept', async ({ page }) => {
  await page.clock.install()
  const form = await openForm(page)
  await fillValid(form)
  await page.clock.fastForward(PAST_FILL_TIME_MS)

  let release!: () => void
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(POST, async (route) => {
    await held
    await route.fulfill({ status: 503, contentType: 'text/plain', body: 'unavailable' })
  })
  await form.getByRole('button', { name: 'Submit' }).click()
  await expect(form.getByLabel('First Name')).toBeDisabled()
  await expect(form.getByRole('button', { name: 'Sending…' })).toBeDisabled()
  release()
  await expect(form.getByRole('status')).toHaveText(M.inquiryFailed)
  await expect(form.getByLabel('First Name')).toBeEnabled()
  await expect(form.getByLabel('First Name')).toHaveValue('Sachini')
  await expect(form.getByRole('textbox', { name: 'Message', exact: true })).toHaveValue(/weekend intake/)

  await page.unroute(POST)
  await page.route(POST, (route) => route.fulfill({ status: 429, json: { success: false, message: M.rateLimited } }))
  await form.getByRole('button', { name: 'Submit' }).click()
  await expect(form.getByRole('status')).toHaveText(M.rateLimited)
  await expect(form.getByLabel('Surname')).toHaveValue('Gunawardena')
})

test('a send that arrived but whose reply was lost, then changed and sent again: told the first one was kept, with its reference', async ({ page }) => {
  await page.clock.install()
  const form = await openForm(page)
  await fillValid(form)
  await page.clock.fastForward(PAST_FILL_TIME_MS)
  // Every try reaches the server; no reply reaches the page.
  const references: string[] = []
  await page.route(POST, async (route) => {
    const response = await route.fetch()
    references.push(((await response.json()) as { reference: string }).reference)
    await route.abort('connectionreset')
  })
  await form.getByRole('button', { name: 'Submit' }).click()
  await expect(form.locator('[data-inquiry-status] [data-success="false"]')).toBeVisible()
  // Tried again under the same key: stored once.
  expect(references.length).toBeGreaterThan(1)
  expect(new Set(references).size).toBe(1)
  expect(references[0]).toMatch(/^INQ-\d{4}-[A-Z0-9]{6}$/)

  await page.unroute(POST)
  const message = form.getByRole('textbox', { name: 'Message', exact: true })
  await message.fill('Is there an evening intake instead?')
  await form.getByRole('button', { name: 'Submit' }).click()
  await expect(form.getByRole('status')).toHaveText(`${M.changedAfterStored} Your reference number is ${references[0]}.`)
  // Kept on the page: the visitor can quote it when they contact the campus.
  await expect(message).toHaveValue('Is there an evening intake instead?')
})

test('Reset clears the form and its messages', async ({ page }) => {
  const form = await openForm(page)
  await fillValid(form)
  await form.getByLabel('Email').fill('not-an-email')
  await form.getByRole('button', { name: 'Submit' }).click()
  await expect(form.getByLabel('Email')).toHaveAccessibleDescription(M.emailInvalid)
  await form.getByRole('button', { name: 'Reset' }).click()
  await expectEmpty(form)
  await expect(form.locator('[data-field-error]')).toHaveCount(0)
  await expect(form.getByRole('status')).toHaveText('')
  // The cleared form is checked again: its fields are still the form's.
  await form.getByRole('button', { name: 'Submit' }).click()
  await expect(form.getByLabel('First Name')).toHaveAccessibleDescription('First name is required.')
  await expect(form.locator('[data-inquiry-status]')).toHaveText(M.correctErrors)
  await expect(form.getByLabel('First Name')).toBeFocused()
})

/** Whether React has taken the form over: the server's copy has no props of React's. */
const isLive = (page: Page) =>
  page.evaluate(() => {
    const form = document.querySelector('form[data-inquiry-form]')
    return !!form && Object.keys(form).some((name) => name.startsWith('__reactProps$'))
  })

/** A screen low enough for the form to start more than 200 px below it, at the project's width. */
async function openFormBelowTheScreen(page: Page): Promise<Locator> {
  await page.setViewportSize({ width: page.viewportSize()!.width, height: 600 })
  const form = await openForm(page)
  await page.waitForLoadState('load')
  // Everything the page does by itself after loading (the page-speed report waits for idle time).
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 })))
  return form
}

test("the form's code is neither fetched nor run until the visitor comes near it, then it renders once, without moving anything", { tag: '@layout' }, async ({ page }) => {
  const scripts: Response[] = []
  page.on('response', (response) => response.request().resourceType() === 'script' && scripts.push(response))
  // An attribute only the form renders.
  const scriptsOfTheForm = async () => (await Promise.all(scripts.map(async (response) => (await response.text()).includes('data-inquiry-form')))).filter(Boolean).length
  // React reports each commit to a developer-tools hook, production builds included. A commit
  // that renders the form gives its <form> element a new props object.
  await page.addInitScript(() => {
    const seen = { props: undefined as unknown, renders: 0, shifted: 0 }
    Object.assign(window, { inquiryFormRenders: seen })
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) seen.shifted += (entry as unknown as { value: number }).value
    }).observe({ type: 'layout-shift', buffered: true })
    Object.assign(window, {
      __REACT_DEVTOOLS_GLOBAL_HOOK__: {
        supportsFiber: true,
        renderers: new Map(),
        inject: () => 1,
        checkDCE: () => {},
        onCommitFiberUnmount: () => {},
        onPostCommitFiberRoot: () => {},
        onCommitFiberRoot: () => {
          const form = document.querySelector('form[data-inquiry-form]')
          const key = form && Object.keys(form).find((name) => name.startsWith('__reactProps$'))
          if (!form || !key) return
          const props = (form as unknown as Record<string, unknown>)[key]
          if (seen.props !== undefined && props !== seen.props) seen.renders += 1
          seen.props = props
        },
      },
    })
  })
  const form = await openFormBelowTheScreen(page)
  const seen = () => page.evaluate(() => (window as unknown as { inquiryFormRenders: { props: unknown; renders: number; shifted: number } }).inquiryFormRenders)
  expect(await isLive(page), 'the page hydrated without the form').toBe(false)
  expect((await seen()).props).toBeUndefined()
  expect(await scriptsOfTheForm(), 'the page loaded without the form').toBe(0)

  await form.scrollIntoViewIfNeeded()
  await expect.poll(() => isLive(page)).toBe(true)
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 })))
  expect((await seen()).props, 'the hook saw the live form').toBeTruthy()
  expect((await seen()).renders).toBe(0)
  expect((await seen()).shifted).toBe(0)
  expect(await scriptsOfTheForm(), 'the form came in a script of its own').toBe(1)
})

test('reached by a link, the page shows the live form at once', async ({ page }) => {
  await page.setViewportSize({ width: page.viewportSize()!.width, height: 600 })
  await page.goto('/about-us')
  await page.locator('footer').getByRole('link', { name: 'Contact Us', exact: true }).first().click()
  await expect(page).toHaveURL(/\/contact-us$/)
  const form = page.locator('section#inquiry').getByRole('form', { name: 'Inquiry' })
  await expect(form.getByLabel('First Name')).toBeAttached()
  expect(await isLive(page), 'live without coming near it').toBe(true)
})

test('what was put in the form before its code ran is kept: values, focus and a submit', async ({ page }) => {
  const form = await openFormBelowTheScreen(page)
  // A browser that puts back a form's answers (going back to the page) fills the server's copy.
  await form.getByLabel('First Name').evaluate((input: HTMLInputElement) => (input.value = 'Sachini'))
  await form.getByLabel('A/L Year').evaluate((select: HTMLSelectElement) => (select.value = '2025'))
  await form.getByLabel('Surname').focus()
  await expect.poll(() => isLive(page)).toBe(true)
  await expect(form.getByLabel('First Name')).toHaveValue('Sachini')
  await expect(form.getByLabel('A/L Year')).toHaveValue('2025')
  await expect(form.getByLabel('Surname')).toBeFocused()

  await form.getByRole('button', { name: 'Submit' }).click()
  await expect(form.getByLabel('Surname')).toHaveAccessibleDescription('Surname is required.')
  await expect(form.getByLabel('First Name')).toHaveAccessibleDescription('')
  await expect(form.getByLabel('A/L Year')).toHaveAccessibleDescription('')
})

test('filled in before its code ran and sent, the form is stored: its time counts from when the page showed it, not from when its code came', async ({ page }) => {
  await page.clock.install()
  await page.setViewportSize({ width: page.viewportSize()!.width, height: 600 })
  const form = await openForm(page)
  await page.waitForLoadState('load')
  // A browser that puts back a form's answers fills the server's copy without focusing it.
  await form.evaluate((element: HTMLFormElement) => {
    const answers: Record<string, string> = {
      first_name: 'Sachini',
      surname: 'Gunawardena',
      contact_no: '071 234 5678',
      email: 'sachini@example.com',
      al_year: '2025',
      message: 'Is there a weekend intake this year?',
    }
    for (const [name, value] of Object.entries(answers)) (element.elements.namedItem(name) as HTMLInputElement).value = value
  })
  await page.clock.fastForward(PAST_FILL_TIME_MS)
  expect(await isLive(page), 'still the server copy when sent').toBe(false)
  const sent = page.waitForResponse(POST)
  await form.getByRole('button', { name: 'Submit' }).click()
  expect((await sent).status()).toBe(201)
  await expect(form.getByRole('status')).toHaveText('Thank you! Your inquiry has been successfully submitted. Our team will contact you shortly')
})

test("the server's copy sent before its code ran is checked by the live form, never sent by the browser", async ({ page }) => {
  const form = await openFormBelowTheScreen(page)
  const address = page.url()
  await form.evaluate((element: HTMLFormElement) => element.requestSubmit())
  await expect(form.locator('[data-inquiry-status]')).toHaveText(M.correctErrors)
  await expect(form.getByLabel('First Name')).toHaveAccessibleDescription('First name is required.')
  expect(page.url()).toBe(address)
})

test('what is put into the copy after the form is reached, up to the moment the live form replaces it, is kept too', async ({ page }) => {
  const form = await openFormBelowTheScreen(page)
  const address = page.url()
  // All in one task: the focus reaches the form, then a value and a submit land on the copy before React has rendered the live form.
  await form.evaluate((element: HTMLFormElement) => {
    const first = element.querySelector<HTMLInputElement>('input[name="first_name"]')!
    first.focus()
    first.value = 'Sachini'
    element.requestSubmit()
  })
  await expect(form.locator('[data-inquiry-status]')).toHaveText(M.correctErrors)
  await expect(form.getByLabel('First Name')).toHaveValue('Sachini')
  await expect(form.getByLabel('First Name')).toHaveAccessibleDescription('')
  await expect(form.getByLabel('Surname')).toHaveAccessibleDescription('Surname is required.')
  expect(page.url()).toBe(address)
})

test('a click whose press lands on the copy and whose release comes after the form was reached still sends the form', async ({ page }) => {
  // The page sees the form come near only when the test says so: between the press and the release.
  await page.addInitScript(() => {
    const Real = window.IntersectionObserver
    const held: (() => void)[] = []
    let holding = true
    window.IntersectionObserver = class extends Real {
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        super((entries, observer) => (holding ? held.push(() => callback(entries, observer)) : callback(entries, observer)), options)
      }
    }
    Object.assign(window, {
      releaseObservers: () => {
        holding = false
        for (const deliver of held.splice(0)) deliver()
      },
    })
  })
  const form = await openFormBelowTheScreen(page)
  const address = page.url()
  const submit = form.getByRole('button', { name: 'Submit' })
  await submit.scrollIntoViewIfNeeded()
  const { x, y, width, height } = (await submit.boundingBox())!
  await page.mouse.move(x + width / 2, y + height / 2)
  await page.mouse.down()
  await page.evaluate(() => (window as unknown as { releaseObservers: () => void }).releaseObservers())
  // Two frames: time for a swap to render before the release, were it not held back.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
  await page.mouse.up()
  await expect(form.locator('[data-inquiry-status]')).toHaveText(M.correctErrors)
  await expect(form.getByLabel('First Name')).toHaveAccessibleDescription('First name is required.')
  await expect(form.getByLabel('First Name')).toBeFocused()
  expect(await isLive(page)).toBe(true)
  expect(page.url()).toBe(address)
})

test("sent while the form's code cannot be fetched, the form says it was not sent; sent again once it can, it is checked", async ({ page }) => {
  const form = await openFormBelowTheScreen(page)
  // The connection drops after the page has loaded: no script arrives.
  await page.route('**/_next/static/chunks/*.js', (route) => route.abort('internetdisconnected'))
  await form.getByRole('button', { name: 'Submit' }).click()
  await expect(form.getByRole('status')).toHaveText(M.formNotLoaded)
  expect(await isLive(page)).toBe(false)

  await page.unroute('**/_next/static/chunks/*.js')
  await form.getByRole('button', { name: 'Submit' }).click()
  await expect(form.locator('[data-inquiry-status]')).toHaveText(M.correctErrors)
  await expect(form.getByLabel('First Name')).toHaveAccessibleDescription('First name is required.')
})
