import type { MetadataRoute } from 'next'

import { getCqaItems, getDegreePrograms, getDepartments, getLoanSchemes, getProgrammes } from '@/sides/content/academics'
import { publishedOnly } from '@/sides/content/draftReads'
import { getEnv } from '@/settings'
import { DEFAULT_LANGUAGE, LANGUAGES, LANGUAGE_TAGS, pathIn } from '@/foundations/languages'
import { APPLICATION_STATUS_PATH } from '@/foundations/formRules/statusLookup'
import { PRIVACY_PATH } from '@/foundations/navigation'

// Rendered at run time (never from the build) and cached like the pages; a save expires the sitemap's reads.
export const revalidate = 60

/** The public pages of §2.1 that exist so far, and every record page, by their English addresses. */
export const PUBLIC_PAGES = [
  '/',
  '/about-us',
  '/academics',
  '/degree-registration',
  '/degree-registration-apply',
  '/it-services',
  '/research-and-publications',
  '/student-life',
  '/gallery-and-news',
  '/alumni',
  '/alumni-directory',
  '/alumni-registration',
  '/careers',
  '/training-partners',
  '/contact-us',
  // Applicants look for it by name; it shows nothing without a reference and NIC.
  APPLICATION_STATUS_PATH,
  PRIVACY_PATH,
]

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const site = getEnv().siteUrl
  // Published records only, even for a staff member who is previewing.
  const [departments, degrees, programmes, loans, cqaItems] = await publishedOnly(() =>
    Promise.all([getDepartments(), getDegreePrograms(), getProgrammes(), getLoanSchemes(), getCqaItems()]),
  )
  const paths = [
    ...PUBLIC_PAGES,
    ...departments.map((department) => `/department/${department.slug}`),
    ...degrees.map((degree) => `/degree/${degree.slug}`),
    ...programmes.map((programme) => `/programs?id=${programme.id}`),
    ...loans.map((loan) => `/degrees/${loan.slug}`),
    ...cqaItems.map((item) => `/academic/${item.slug}`),
  ]
  // Each page in each language, each entry naming all three (and English as the default) as its alternates.
  return paths.flatMap((path) => {
    const languages: Record<string, string> = Object.fromEntries(LANGUAGES.map((language) => [LANGUAGE_TAGS[language], `${site}${pathIn(language, path)}`]))
    languages['x-default'] = `${site}${pathIn(DEFAULT_LANGUAGE, path)}`
    return LANGUAGES.map((language) => ({
      url: `${site}${pathIn(language, path)}`,
      changeFrequency: 'weekly' as const,
      priority: path === '/' ? 1 : 0.7,
      alternates: { languages },
    }))
  })
}
