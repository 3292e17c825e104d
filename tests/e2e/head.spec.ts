/** Head metadata in the HTML the server sends (§9 defaults), the sitemap and robots.txt. */
import { expect, metaContent, serverHtml, test } from './fixtures'

const decode = (text: string | undefined) => text?.replace(/&amp;/g, '&').replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"')

const PAGES: [path: string, title: string | RegExp, description: RegExp][] = [
  ['/', 'LIPA Business School | Accounting & Business Degree School', /accounting, finance, management/],
  ['/about-us', 'About LIPA Business School | Vision, Mission & History | Colombo', /history, vision, mission/],
  ['/academics', /^Academic Programmes \| LIPA Business School/, /Undergraduate and postgraduate degrees/],
  ['/degree/bsc-applied-accounting', 'BSc Applied Accounting Degree in Colombo, Sri Lanka | LIPA Business School', /Bachelor of Science \(Honours\) in Applied Accounting/],
  ['/department/department-of-business-and-management', 'Department of Business and Management | LIPA Business School, Colombo', /Management, business analytics/],
  ['/degrees/interest-free-student-loan-scheme', 'Student Loan Scheme | Interest-Free Higher Education Loans in Sri Lanka', /government interest-free student loan scheme/],
  ['/degrees/campus-instalment-payment-plan', 'Higher Education in Colombo, Sri Lanka', /LIPA Business School in Colombo/],
  ['/academic/centre-for-quality-assurance', 'Centre for Quality Assurance | LIPA Business School', /Centre for Quality Assurance/],
  ['/academic/internal-quality-assurance-framework', 'Internal Quality Assurance Framework | LIPA Business School', /reviews its programmes/],
  ['/student-life', 'Student Life at LIPA Business School | Clubs, Events & Support', /Clubs and societies, student services, events, sports and support .* in Colombo/],
  ['/it-services', 'Student Support | LIPA Business School', /help desk, counselling/],
  ['/research-and-publications', 'Research and Publications | LIPA Business School', /research by year/],
  ['/gallery-and-news', 'Gallery & News | LIPA Business School', /Photos, videos and the latest news/],
  ['/alumni', 'Alumni | LIPA Business School', /alumni community/],
  ['/alumni-directory', 'Alumni Directory | LIPA Business School', /Graduates of LIPA Business School/],
  ['/careers', 'Careers | LIPA Business School', /Internships, vacancies/],
  ['/training-partners', 'Training Partners | LIPA Business School', /internship programme/],
  ['/contact-us', 'Contact Us | LIPA Business School, Colombo', /Address, phone numbers, e-mail and map/],
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
    expect(metaContent(html, 'property', 'og:site_name')).toBe('LIPA Business School')
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
  expect(homeData).toMatchObject({ '@type': 'CollegeOrUniversity', name: 'LIPA Business School' })
  const degree = (await serverHtml(page, '/degree/b-mgt-business-analytics')).html
  const degreeData = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(degree)![1]!)
  expect(degreeData).toMatchObject({ '@type': 'EducationalOccupationalProgram', name: 'Bachelor of Management (Honours) in Business Analytics' })
})

test('sitemap.xml lists the pages and every record page; robots.txt points to it', async ({ page }) => {
  const sitemap = await page.request.get('/sitemap.xml')
  expect(sitemap.status()).toBe(200)
  const xml = await sitemap.text()
  for (const path of ['/about-us', '/academics', '/student-life', '/alumni-directory', '/contact-us', '/degree/bsc-applied-accounting', '/department/department-of-accounting-and-finance', '/degrees/interest-free-student-loan-scheme', '/academic/centre-for-quality-assurance']) {
    expect(xml).toContain(`${path}</loc>`)
  }
  expect(xml.match(/<loc>[^<]*\/degree\//g)).toHaveLength(6)
  const robots = await (await page.request.get('/robots.txt')).text()
  expect(robots).toMatch(/Sitemap: http:\/\/127\.0\.0\.1:\d+\/sitemap\.xml/)
  expect(robots).toContain('Disallow: /admin')
})
