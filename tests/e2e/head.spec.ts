/** Head metadata in the HTML the server sends (§9 defaults), the sitemap and robots.txt. */
import { APPLIED_ACCOUNTING as AA, BUSINESS_ANALYTICS as BA, CAMPUS, DEPARTMENTS, STUDENT_LOAN_SCHEME } from '@/sides/seed/demoValues'

import { expect, literally, metaContent, serverHtml, test } from './fixtures'

const decode = (text: string | undefined) => text?.replace(/&amp;/g, '&').replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"')

const PAGES: [path: string, title: string | RegExp, description: RegExp][] = [
  ['/', `${CAMPUS.name} | ${CAMPUS.product} Degree School`, /accounting, finance, management/],
  ['/about-us', `About ${CAMPUS.name} | Vision, Mission & History | Colombo`, /history, vision, mission/],
  ['/academics', new RegExp(`^Academic Programmes \\| ${literally(CAMPUS.name)}`), /Undergraduate and postgraduate degrees/],
  ['/degree/bsc-applied-accounting', `${AA.program_name} Degree in Colombo, Sri Lanka | ${CAMPUS.name}`, new RegExp(literally(AA.degree_name))],
  ['/department/department-of-business-and-management', `${DEPARTMENTS.business.department_name} | ${CAMPUS.name}, Colombo`, /Management, business analytics/],
  ['/degrees/interest-free-student-loan-scheme', STUDENT_LOAN_SCHEME.seo.title, /government interest-free student loan scheme/],
  ['/degrees/campus-instalment-payment-plan', 'Higher Education in Colombo, Sri Lanka', new RegExp(`${literally(CAMPUS.name)} in Colombo`)],
  ['/academic/centre-for-quality-assurance', `Centre for Quality Assurance | ${CAMPUS.name}`, /Centre for Quality Assurance/],
  ['/academic/internal-quality-assurance-framework', `Internal Quality Assurance Framework | ${CAMPUS.name}`, /reviews its programmes/],
  ['/student-life', `Student Life at ${CAMPUS.name} | Clubs, Events & Support`, /Clubs and societies, student services, events, sports and support .* in Colombo/],
  ['/it-services', `Student Support | ${CAMPUS.name}`, /help desk, counselling/],
  ['/research-and-publications', `Research and Publications | ${CAMPUS.name}`, /research by year/],
  ['/gallery-and-news', `Gallery & News | ${CAMPUS.name}`, /Photos, videos and the latest news/],
  ['/alumni', `Alumni | ${CAMPUS.name}`, /alumni community/],
  ['/alumni-directory', `Alumni Directory | ${CAMPUS.name}`, new RegExp(`Graduates of ${literally(CAMPUS.name)}`)],
  ['/careers', `Careers | ${CAMPUS.name}`, /Internships, vacancies/],
  ['/training-partners', `Training Partners | ${CAMPUS.name}`, /internship programme/],
  ['/contact-us', `Contact Us | ${CAMPUS.name}, Colombo`, /Address, phone numbers, e-mail and map/],
  ['/privacy', `Privacy Notice | ${CAMPUS.name}`, /how long it is kept, and your rights under Sri Lanka's Personal Data Protection Act/],
]

for (const [path, title, description] of PAGES) {
  test(`head of ${path} is in the server's HTML`, async ({ page }) => {
    const { status, html } = await serverHtml(page, path)
    expect(status).toBe(200)
    const pageTitle = decode(/<title>([^<]*)<\/title>/.exec(html)?.[1])
    if (typeof title === 'string') expect(pageTitle).toBe(title)
    else expect(pageTitle).toMatch(title)
    expect(decode(metaContent(html, 'name', 'description'))).toMatch(description)
    expect(decode(metaContent(html, 'property', 'og:title'))).toBe(pageTitle)
    expect(metaContent(html, 'property', 'og:site_name')).toBe(CAMPUS.name)
    expect(metaContent(html, 'property', 'og:locale')).toBe('en_US')
    expect(metaContent(html, 'property', 'og:type')).toBe('website')
    expect(metaContent(html, 'property', 'og:image')).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api\/media\/file\//)
    expect(metaContent(html, 'name', 'twitter:card')).toBe('summary_large_image')
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="http://127\\.0\\.0\\.1:\\d+${path === '/' ? '' : path.replace(/[?]/g, '\\?')}"`))
  })
}

test('structured data: CollegeOrUniversity on Home, EducationalOccupationalProgram on degrees', async ({ page }) => {
  const home = (await serverHtml(page, '/')).html
  const homeData = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(home)![1]!)
  expect(homeData).toMatchObject({ '@type': 'CollegeOrUniversity', name: CAMPUS.name })
  const degree = (await serverHtml(page, '/degree/b-mgt-business-analytics')).html
  const degreeData = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(degree)![1]!)
  expect(degreeData).toMatchObject({ '@type': 'EducationalOccupationalProgram', name: BA.degree_name })
})

test('sitemap.xml lists the pages and every record page; robots.txt points to it', async ({ page }) => {
  const sitemap = await page.request.get('/sitemap.xml')
  expect(sitemap.status()).toBe(200)
  const xml = await sitemap.text()
  for (const path of ['/about-us', '/academics', '/student-life', '/alumni-directory', '/contact-us', '/degree/bsc-applied-accounting', '/department/department-of-accounting-and-finance', '/degrees/interest-free-student-loan-scheme', '/academic/centre-for-quality-assurance', '/application-status', '/privacy']) {
    expect(xml).toContain(`${path}</loc>`)
  }
  // The six degrees, each in English, Sinhala and Tamil.
  expect(xml.match(/<loc>[^<]*\/degree\//g)).toHaveLength(18)
  expect(xml.match(/<loc>[^<]*\/si\/degree\//g)).toHaveLength(6)
  const robots = await (await page.request.get('/robots.txt')).text()
  expect(robots).toMatch(/Sitemap: http:\/\/127\.0\.0\.1:\d+\/sitemap\.xml/)
  expect(robots).toContain('Disallow: /admin')
})
