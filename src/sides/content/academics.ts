/**
 * Academic reads: departments, degrees, affiliated programmes, loan schemes,
 * career guidance and quality assurance. Field names follow the specification,
 * its spellings included (eligibity_criteria, alumniNews_description).
 */
import type { ContentTag } from '@/services/cache/contentTags'
import type { Degree, Department } from '@/foundations/payload-types'
import { payloadClient } from '@/model/payloadClient'

import { cached } from './cachedRead'
import { toSeo, type Seo } from './seo'
import { fileRefs, findAll, findBySlugOrId, findGlobal, imageUrl, richTextHtml, type FileRef } from './records'

type DegreeSummary = {
  id: number
  degree_name: string
  program_name: string
  slug: string
  level: Degree['level']
  department_id: number | null
}

type DegreeDetail = DegreeSummary & {
  description: string
  eligibity_criteria: string
  investment: string
  file_urls: string[]
  /** The application forms' file names, comma-separated. */
  upload_path: string
  seo: Seo
}

function toDegreeSummary(doc: Degree): DegreeSummary {
  const department = doc.department
  return {
    id: doc.id,
    degree_name: doc.degree_name,
    program_name: doc.program_name,
    slug: doc.slug ?? '',
    level: doc.level,
    department_id: typeof department === 'object' && department ? department.id : (department ?? null),
  }
}

function toDegreeDetail(doc: Degree): DegreeDetail {
  const forms = fileRefs(doc.application_forms)
  return {
    ...toDegreeSummary(doc),
    description: richTextHtml(doc.description),
    eligibity_criteria: richTextHtml(doc.eligibility_criteria),
    investment: richTextHtml(doc.investment),
    file_urls: forms.map((form) => form.url),
    upload_path: forms.map((form) => form.name).join(','),
    seo: toSeo(doc.seo),
  }
}

const DEGREE_TAGS: ContentTag[] = ['degrees', 'documents', 'media', 'departments']

export const getDegreePrograms = cached('academics.degrees', DEGREE_TAGS, async (): Promise<DegreeSummary[]> =>
  (await findAll(await payloadClient(), 'degrees')).map(toDegreeSummary),
)

export const getDegreeDetails = cached('academics.degreeDetails', DEGREE_TAGS, async (): Promise<DegreeDetail[]> =>
  (await findAll(await payloadClient(), 'degrees')).map(toDegreeDetail),
)

/** One degree by slug, else by id (the route passes both when it has them). */
export const getDegree = cached(
  'academics.degree',
  DEGREE_TAGS,
  async (lookup: { slug?: string; id?: number }): Promise<DegreeDetail | null> => {
    return findBySlugOrId(await getDegreeDetails(), lookup)
  },
)

export type DegreeName = { id: number; program_name: string }

export const getDegreeNames = cached('academics.degreeNames', ['degree-program-names'], async (): Promise<DegreeName[]> =>
  (await findAll(await payloadClient(), 'degree-program-names')).map((doc) => ({ id: doc.id, program_name: doc.program_name })),
)

type DepartmentSummary = {
  id: number
  department_id: number
  department_name: string
  department_description: string
  slug: string
}

export type StaffMember = {
  staff_id: string
  staff_name: string
  staff_designation: string
  staff_image_url: string
  staff_email: string
  staff_qualifications: string
}

type DepartmentDetail = DepartmentSummary & {
  hod: { hod_message: string; hod_staff_image_url: string; hod_staff_name: string }
  programs: { program_name: string; degree_program_id: number; slug: string }[]
  staff_members: StaffMember[]
  seo: Seo
}

function toDepartmentSummary(doc: Department): DepartmentSummary {
  return {
    id: doc.id,
    department_id: doc.id,
    department_name: doc.department_name ?? '',
    department_description: richTextHtml(doc.description),
    slug: doc.slug ?? '',
  }
}

const DEPARTMENT_TAGS: ContentTag[] = ['departments', 'degrees', 'media']

export const getDepartments = cached('academics.departments', DEPARTMENT_TAGS, async (): Promise<DepartmentSummary[]> =>
  (await findAll(await payloadClient(), 'departments')).map(toDepartmentSummary),
)

export const getDepartmentDetails = cached(
  'academics.departmentDetails',
  DEPARTMENT_TAGS,
  async (): Promise<DepartmentDetail[]> => {
    const payload = await payloadClient()
    const [departments, degrees] = await Promise.all([
      findAll(payload, 'departments'),
      findAll(payload, 'degrees', { depth: 0 }),
    ])
    return departments.map((doc) => ({
      ...toDepartmentSummary(doc),
      hod: {
        hod_message: doc.hod?.message ?? '',
        hod_staff_image_url: imageUrl(doc.hod?.image),
        hod_staff_name: doc.hod?.name ?? '',
      },
      programs: degrees
        .filter((degree) => degree.department === doc.id)
        .map((degree) => ({ program_name: degree.program_name, degree_program_id: degree.id, slug: degree.slug ?? '' })),
      staff_members: (doc.staff_members ?? []).map((member) => ({
        staff_id: member.id ?? '',
        staff_name: member.staff_name,
        staff_designation: member.designation ?? '',
        staff_image_url: imageUrl(member.image),
        staff_email: member.email ?? '',
        staff_qualifications: member.qualifications ?? '',
      })),
      seo: toSeo(doc.seo),
    }))
  },
)

export const getDepartment = cached(
  'academics.department',
  DEPARTMENT_TAGS,
  async (lookup: { slug?: string; id?: number }): Promise<DepartmentDetail | null> => {
    return findBySlugOrId(await getDepartmentDetails(), lookup)
  },
)

type Programme = {
  id: number
  program_name: string
  alumniNews_description: string
  eligibity_criteria: string
  program_benefits: string
  files: FileRef[]
  seo: Seo
}

export const getProgrammes = cached('academics.programmes', ['programmes', 'documents', 'media'], async (): Promise<Programme[]> =>
  (await findAll(await payloadClient(), 'programmes')).map((doc) => ({
    id: doc.id,
    program_name: doc.program_name,
    alumniNews_description: richTextHtml(doc.description),
    eligibity_criteria: richTextHtml(doc.eligibility_criteria),
    program_benefits: richTextHtml(doc.program_benefits),
    files: fileRefs(doc.files),
    seo: toSeo(doc.seo),
  })),
)

type LoanScheme = {
  id: number
  title: string
  slug: string
  description: string
  eligibity_criteria: string
  application_process: string
  contact_information: string
  files: string[]
  seo: Seo
}

export const getLoanSchemes = cached('academics.loans', ['loan-schemes', 'documents', 'media'], async (): Promise<LoanScheme[]> =>
  (await findAll(await payloadClient(), 'loan-schemes')).map((doc) => ({
    id: doc.id,
    title: doc.title ?? '',
    slug: doc.slug ?? '',
    description: richTextHtml(doc.description),
    eligibity_criteria: richTextHtml(doc.eligibility_criteria),
    application_process: richTextHtml(doc.application_process),
    contact_information: richTextHtml(doc.contact_information),
    files: fileRefs(doc.files).map((file) => file.url),
    seo: toSeo(doc.seo),
  })),
)

type CareerGuidanceItem = { id: number; title: string; description: string }

export const getCareerGuidance = cached('academics.careerGuidance', ['career-guidance'], async (): Promise<CareerGuidanceItem[]> =>
  (await findAll(await payloadClient(), 'career-guidance')).map((doc) => ({
    id: doc.id,
    title: doc.title ?? '',
    description: doc.description ?? '',
  })),
)

type CqaItem = { id: number; title: string; slug: string; description: string; files: string[]; seo: Seo }

export const getCqaItems = cached('academics.cqa', ['cqa-items', 'documents', 'media'], async (): Promise<CqaItem[]> =>
  (await findAll(await payloadClient(), 'cqa-items')).map((doc) => ({
    id: doc.id,
    title: doc.title ?? '',
    slug: doc.slug ?? '',
    description: richTextHtml(doc.description),
    files: fileRefs(doc.files).map((file) => file.url),
    seo: toSeo(doc.seo),
  })),
)

type CqaDescription = { id: number; cqa_description: string }

export const getCqaDescription = cached('academics.cqaDescription', ['cqa-description'], async (): Promise<CqaDescription> => {
  const doc = await findGlobal(await payloadClient(), 'cqa-description')
  return { id: doc.id, cqa_description: richTextHtml(doc.cqa_description) }
})
