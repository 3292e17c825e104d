/**
 * The /v1 read API of the specification (§7) against a migrated, seeded
 * database: status, reply envelope, field names (spellings included), the
 * directory's paging, the intake filter, the publication download, not-found
 * replies and list defaults.
 */
import { describe, expect, it } from 'vitest'

import { handleV1 } from '@/screens/api/v1'
import { payloadClient } from '@/model/payloadClient'
import { APPLIED_ACCOUNTING, BUSINESS_ANALYTICS, SERVICE_LINKS } from '@/sides/seed/demoValues'

type Reply = { status: number; headers: Headers; body: Record<string, unknown> }

async function get(path: string, query: Record<string, string> = {}): Promise<Reply> {
  const response = await handleV1('GET', path, new URLSearchParams(query))
  const text = await response.text()
  return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : {} }
}

/** Each list route, the fields every item must have, and how many the demo content holds at least. */
const listRoutes: [path: string, keys: string[], atLeast: number][] = [
  ['/itServices/getStudentPortal', ['id', 'name', 'url'], 1],
  ['/itServices/getOnlinePayment', ['id', 'name', 'url'], 1],
  ['/itServices/getPasswordManagement', ['id', 'name', 'url'], 1],
  ['/itServices/getHelpDesk', ['id', 'name', 'url', 'file_url'], 1],
  ['/itServices/getStudentCounsellors', ['id', 'name', 'designation', 'tele', 'email'], 3],
  ['/homePage/homePage/getSliderManagement', ['image_url', 'caption'], 5],
  ['/homePage/homePage/getPartner', ['image_url', 'url', 'partner_name'], 6],
  ['/homePage/homePage/getAlbum', ['album_id', 'album_name', 'images'], 9],
  ['/homePage/homePage/getPopUpImage', ['image_url'], 1],
  ['/homePage/aboutPage/getLeadershipMessages', ['id', 'message_type', 'designation', 'name', 'message', 'image_url'], 3],
  ['/homePage/aboutPage/getAllBoardOfCouncil', ['id', 'name', 'designation', 'biography', 'image_url'], 6],
  ['/homePage/aboutPage/getAllBoardOfManagement', ['id', 'name', 'designation', 'biography', 'image_url'], 6],
  ['/homePage/aboutPage/getAllBoardOfStudies', ['id', 'name', 'designation', 'biography', 'image_url'], 6],
  ['/AlumniPage/getAlumniNews', ['alumniNews_id', 'alumniNews_title', 'alumniNews_description', 'images', 'expandedContent'], 3],
  ['/AlumniPage/getAlbum', ['album_id', 'album_name', 'images'], 3],
  ['/AlumniPage/getAlumniIntake', ['id', 'alumni_intake'], 4],
  ['/academicPage/getDegreePrograms', ['id', 'degree_name', 'program_name', 'slug'], 6],
  ['/academicPage/getDegreeDetails', ['id', 'degree_name', 'program_name', 'description', 'eligibity_criteria', 'investment', 'file_urls', 'upload_path', 'seo'], 6],
  ['/academicPage/getDegreeNames', ['id', 'program_name'], 4],
  ['/academicPage/getDepartment', ['id', 'department_id', 'department_name', 'department_description', 'slug'], 2],
  ['/academicPage/getDepartmentUserPortal', ['department_id', 'department_name', 'department_description', 'hod', 'programs', 'staff_members'], 2],
  ['/academicPage/getAllInternationalProgram', ['id', 'program_name', 'alumniNews_description', 'eligibity_criteria', 'program_benefits', 'files'], 3],
  ['/academicPage/getLoanScheme', ['id', 'title', 'description', 'eligibity_criteria', 'application_process', 'contact_information', 'files'], 3],
  ['/galleryAndNews/getCQA', ['id', 'title', 'description', 'files'], 4],
  ['/researchandstudentlife/getResearchPublications', ['id', 'title', 'authors', 'publication_date', 'journal_name', 'abstract'], 3],
  ['/researchandstudentlife/getCareerGuidanceAndInternship', ['id', 'title'], 4],
  ['/researchandstudentlife/getResearch', ['id', 'title', 'researcherName', 'description', 'files', 'image', 'qrCode'], 5],
  ['/researchandstudentlife/getPublications', ['id', 'title', 'authors', 'publication_date', 'journal_name', 'abstract'], 3],
  ['/researchandstudentlife/getInternships', ['id', 'title', 'organization', 'description', 'url'], 3],
  ['/researchandstudentlife/getClubSocities', ['id', 'club_name', 'description', 'image_urls', 'image_url'], 5],
  ['/researchandstudentlife/getStudentEvents', ['id', 'title', 'description', 'date', 'location', 'files'], 6],
  ['/researchandstudentlife/getSports', ['id', 'sport_activity', 'description', 'files'], 4],
  ['/researchandstudentlife/getPartner', ['partner_name', 'image_url', 'url'], 5],
  ['/researchandstudentlife/getTrainingpartnerDocs', ['id', 'file_url', 'file_path'], 3],
  ['/Careers/getCareerHeader', ['title', 'subtitle', 'image_url'], 1],
  ['/Careers/getCareerFlyer', ['title', 'image_url'], 4],
  ['/Careers/getJobListing', ['id', 'job_title', 'platform_name', 'url'], 5],
  ['/galleryAndNews/getAlbum', ['album_id', 'album_name', 'images'], 4],
  ['/galleryAndNews/getNews', ['id', 'title', 'description', 'date', 'images'], 6],
  ['/galleryAndNews/getVideoAlbum', ['album_id', 'album_name', 'videos'], 2],
  ['/ContactUS/getContact', ['address', 'phone_no', 'email_address', 'map'], 1],
]

describe('list replies: { success: true, data: [...] } with the specification field names', () => {
  it.each(listRoutes)('%s', async (path, keys, atLeast) => {
    const { status, body } = await get(path)
    expect(status).toBe(200)
    expect(body.success).toBe(true)
    expect(Array.isArray(body.data)).toBe(true)
    const data = body.data as Record<string, unknown>[]
    expect(data.length).toBeGreaterThanOrEqual(atLeast)
    for (const item of data) {
      for (const key of keys) expect(item, `${path} item lacks ${key}`).toHaveProperty(key)
    }
  })
})

describe('replies read as data.data (service links)', () => {
  it.each(['/itServices/getLLMS', '/itServices/getIMS', '/itServices/getOfficeSuite'])('%s', async (path) => {
    const { status, body } = await get(path)
    expect(status).toBe(200)
    const inner = (body.data as { data: Record<string, unknown>[] }).data
    expect(inner.length).toBeGreaterThanOrEqual(1)
    expect(Object.keys(inner[0] as object).sort()).toEqual(['id', 'name', 'url'])
  })

  it('LMS and IMS carry their names', async () => {
    const lms = ((await get('/itServices/getLLMS')).body.data as { data: { name: string; url: string }[] }).data
    const ims = ((await get('/itServices/getIMS')).body.data as { data: { name: string; url: string }[] }).data
    expect(lms[0]).toMatchObject({ name: 'LMS', url: SERVICE_LINKS.find((link) => link.category === 'lms')?.url })
    expect(ims[0]).toMatchObject({ name: 'IMS' })
  })
})

describe('replies read as data[0]', () => {
  it('welcome section has the message and the four statistics as numbers', async () => {
    const { body } = await get('/homePage/homePage/getWelcomeSection')
    const [welcome] = body.data as Record<string, unknown>[]
    expect(welcome).toEqual({
      welcome_message: expect.stringContaining('accountants'),
      graduates: 4800,
      faculty_members: 120,
      employability_rate: 94,
      years_of_excellence: 25,
    })
  })

  it('vision and mission', async () => {
    const [vision] = (await get('/homePage/aboutPage/getVision')).body.data as { vision: string; mission: string }[]
    expect(vision?.vision).toMatch(/most trusted school/)
    expect(vision?.mission).toMatch(/ethical/)
  })

  it('history is HTML made from rich text', async () => {
    const [history] = (await get('/homePage/aboutPage/getHistory')).body.data as { description: string }[]
    expect(history?.description).toMatch(/^<p>/)
    expect(history?.description).toContain('<ul')
    expect(history?.description).toContain('<li')
  })

  it('alumni overview has vision, mission and goals', async () => {
    const [overview] = (await get('/AlumniPage/getAlumni')).body.data as Record<string, string>[]
    expect(Object.keys(overview ?? {}).sort()).toEqual(['goals', 'mission', 'vision'])
  })

  it('quality-assurance description', async () => {
    const [description] = (await get('/galleryAndNews/getCQADesc')).body.data as { cqa_description: string }[]
    expect(description?.cqa_description).toContain('Centre for Quality Assurance')
  })
})

describe('content details', () => {
  it('degrees carry the spec ids, their slugs and seeded search titles', async () => {
    const degrees = (await get('/academicPage/getDegreeDetails')).body.data as {
      id: number
      program_name: string
      slug: string
      upload_path: string
      file_urls: string[]
      seo: { title: string }
    }[]
    expect(degrees.map((degree) => degree.id).sort((a, b) => a - b)).toEqual([18, 19, 43, 45, 46, 47])
    const applied = degrees.find((degree) => degree.id === APPLIED_ACCOUNTING.id)
    expect(applied).toMatchObject({ program_name: APPLIED_ACCOUNTING.program_name, slug: 'bsc-applied-accounting' })
    expect(degrees.find((degree) => degree.id === BUSINESS_ANALYTICS.id)?.slug).toBe('b-mgt-business-analytics')
    expect(applied?.seo.title).toContain(APPLIED_ACCOUNTING.program_name)
    expect(applied?.file_urls[0]).toMatch(/^\/documents\/\d+\/BSc_Applied_Accounting_Application_Form\.pdf$/)
    expect(applied?.upload_path.split(',')).toHaveLength(applied?.file_urls.length ?? -1)
  })

  it('departments 22 and 23 list their programmes and staff', async () => {
    const departments = (await get('/academicPage/getDepartmentUserPortal')).body.data as {
      department_id: number
      hod: Record<string, string>
      programs: { degree_program_id: number }[]
      staff_members: Record<string, string>[]
    }[]
    const accounting = departments.find((department) => department.department_id === 22)
    expect(Object.keys(accounting?.hod ?? {}).sort()).toEqual(['hod_message', 'hod_staff_image_url', 'hod_staff_name'])
    expect(accounting?.programs.map((program) => program.degree_program_id).sort()).toEqual([18, 43, 47])
    expect(accounting?.staff_members[0]).toEqual(
      expect.objectContaining({ staff_name: expect.any(String), staff_designation: expect.any(String), staff_image_url: expect.stringMatching(/^\/api\/media\/file\//) }),
    )
  })

  it('loan 9 and quality-assurance items 25 and 29 exist with their own page titles', async () => {
    const loans = (await get('/academicPage/getLoanScheme')).body.data as { id: number; seo: { title: string }; files: string[] }[]
    expect(loans.find((loan) => loan.id === 9)?.seo.title).toMatch(/^Student Loan Scheme/)
    const cqa = (await get('/galleryAndNews/getCQA')).body.data as { id: number; seo: { title: string }; files: string[] }[]
    expect(cqa.find((item) => item.id === 25)?.seo.title).toMatch(/^Internal Quality Assurance Framework/)
    expect(cqa.find((item) => item.id === 29)?.seo.title).toMatch(/^Centre for Quality Assurance/)
    expect(cqa.find((item) => item.id === 29)?.files.length).toBeGreaterThan(0)
  })

  it('research is grouped by year, then by category', async () => {
    const { body } = await get('/researchandstudentlife/getResearchByYear')
    const byYear = body.data as Record<string, Record<string, { researcherName: string; qrCode: string }[]>>
    expect(Object.keys(byYear).length).toBeGreaterThanOrEqual(2)
    const categories = new Set(Object.values(byYear).flatMap((year) => Object.keys(year)))
    expect(categories.size).toBeGreaterThanOrEqual(2)
    const items = Object.values(byYear).flatMap((year) => Object.values(year).flat())
    expect(items.some((item) => item.qrCode.startsWith('https://'))).toBe(true)
  })

  it('training documents end in a label after the last hyphen', async () => {
    const docs = (await get('/researchandstudentlife/getTrainingpartnerDocs')).body.data as { file_path: string }[]
    const labels = docs.map((doc) => doc.file_path.split('-').pop())
    expect(labels).toContain('Internship Guidelines.pdf')
    expect(labels).toContain('Training Placement Schedule.csv')
  })

  it('the contact map is an iframe built from the stored https address', async () => {
    const [contact] = (await get('/ContactUS/getContact')).body.data as { map: string }[]
    expect(contact?.map).toMatch(/^<iframe src="https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?/)
  })
})

describe('alumni directory paging', () => {
  it('defaults to page 1 of 10', async () => {
    const { status, body } = await get('/AlumniPage/getAlumniDirectoryUser')
    expect(status).toBe(200)
    expect(body.data).toHaveLength(10)
    expect(body.pagination).toEqual({ total: 34, page_size: 10, current_page: 1, total_pages: 4 })
    const entry = (body.data as Record<string, unknown>[])[0]
    for (const key of ['name', 'designation', 'sab_academic_qualifications', 'intake', 'official_address']) {
      expect(entry).toHaveProperty(key)
    }
  })

  it('page 4 of size 10 holds the last 4 entries; the pages do not overlap', async () => {
    const last = await get('/AlumniPage/getAlumniDirectoryUser', { page: '4', page_size: '10' })
    expect(last.body.data).toHaveLength(4)
    const names = new Set<number>()
    for (const page of ['1', '2', '3', '4']) {
      const { body } = await get('/AlumniPage/getAlumniDirectoryUser', { page })
      for (const entry of body.data as { id: number }[]) names.add(entry.id)
    }
    expect(names.size).toBe(34)
  })

  it('page size 5 (the alumni page preview)', async () => {
    const { body } = await get('/AlumniPage/getAlumniDirectoryUser', { page: '1', page_size: '5' })
    expect(body.data).toHaveLength(5)
    expect(body.pagination).toMatchObject({ page_size: 5, total_pages: 7 })
  })

  it('a page past the last is empty, with the real totals', async () => {
    const { status, body } = await get('/AlumniPage/getAlumniDirectoryUser', { page: '99' })
    expect(status).toBe(200)
    expect(body.data).toEqual([])
    expect(body.pagination).toEqual({ total: 34, page_size: 10, current_page: 99, total_pages: 4 })
  })

  it.each([
    [{ page: '0' }, 'page must be a whole number from 1 to 1000000.'],
    [{ page: 'two' }, 'page must be a whole number from 1 to 1000000.'],
    [{ page: '1.5' }, 'page must be a whole number from 1 to 1000000.'],
    [{ page_size: '0' }, 'page_size must be a whole number from 1 to 100.'],
    [{ page_size: '101' }, 'page_size must be a whole number from 1 to 100.'],
  ])('rejects %o with 400', async (query, message) => {
    const { status, body } = await get('/AlumniPage/getAlumniDirectoryUser', query)
    expect(status).toBe(400)
    expect(body).toEqual({ success: false, message })
  })
})

describe('alumni intakes', () => {
  it('filters by degreeId and lists all without it', async () => {
    const names = (await get('/academicPage/getDegreeNames')).body.data as { id: number }[]
    const all = (await get('/AlumniPage/getAlumniIntake')).body.data as { degree_id: number }[]
    const firstId = names[0]?.id as number
    const filtered = (await get('/AlumniPage/getAlumniIntake', { degreeId: String(firstId) })).body.data as { degree_id: number }[]
    expect(filtered.length).toBeGreaterThan(0)
    expect(filtered.length).toBeLessThan(all.length)
    expect(filtered.every((intake) => intake.degree_id === firstId)).toBe(true)
  })

  it('an unknown degree has no intakes; a malformed one is a 400', async () => {
    expect((await get('/AlumniPage/getAlumniIntake', { degreeId: '999999' })).body.data).toEqual([])
    const bad = await get('/AlumniPage/getAlumniIntake', { degreeId: 'abc' })
    expect(bad.status).toBe(400)
    expect(bad.body.success).toBe(false)
  })
})

describe('publication download', () => {
  it('streams the PDF as publication.pdf', async () => {
    const publications = (await get('/researchandstudentlife/getResearchPublications')).body.data as { id: number }[]
    const response = await handleV1('GET', `/researchandstudentlife/downloadResearchFile/${publications[0]?.id}`, new URLSearchParams())
    expect(response.status).toBe(200)
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="publication.pdf"')
    expect(response.headers.get('content-type')).toBe('application/pdf')
    const bytes = Buffer.from(await response.arrayBuffer())
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-')
    expect(bytes.toString('latin1').trimEnd().endsWith('%%EOF')).toBe(true)
    expect(Number(response.headers.get('content-length'))).toBe(bytes.length)
  })

  it.each(['999999', 'abc', '../../etc/passwd'])('answers %s with a JSON 404', async (id) => {
    const { status, body } = await get(`/researchandstudentlife/downloadResearchFile/${id}`)
    expect(status).toBe(404)
    expect(body).toEqual({ success: false, message: 'Publication file not found.' })
  })
})

describe('unknown paths and methods', () => {
  it('an unknown path is a JSON 404', async () => {
    const { status, body } = await get('/nothing/here')
    expect(status).toBe(404)
    expect(body).toEqual({ success: false, message: 'No API route at /v1/nothing/here.' })
  })

  it('paths are matched exactly', async () => {
    expect((await get('/careers/getJobListing')).status).toBe(404)
  })

  it('a write to a read route is a 405', async () => {
    const response = await handleV1('DELETE', '/Careers/getJobListing', new URLSearchParams())
    expect(response.status).toBe(405)
    expect(response.headers.get('allow')).toBe('GET, HEAD')
  })
})

// Runs last: it empties collections the tests above read.
describe('empty content', () => {
  it('lists default to [] and the header to no rows', async () => {
    const payload = await payloadClient()
    await payload.delete({ collection: 'jobs', where: { id: { exists: true } } })
    await payload.updateGlobal({ slug: 'career-header', data: { title: '' } })
    await payload.updateGlobal({ slug: 'popup-image', data: { enabled: false } })
    expect((await get('/Careers/getJobListing')).body).toEqual({ success: true, data: [] })
    expect((await get('/Careers/getCareerHeader')).body).toEqual({ success: true, data: [] })
    expect((await get('/homePage/homePage/getPopUpImage')).body).toEqual({ success: true, data: [] })
  })
})
