/**
 * The /v1 API of the specification (§7), in one table: path → handler. Every
 * handler reads through src/sides/content, the same functions the pages use, so the
 * site and the API cannot disagree. Paths keep the specification's spelling.
 */
import * as about from '@/sides/content/about'
import * as academics from '@/sides/content/academics'
import * as alumni from '@/sides/content/alumni'
import * as careers from '@/sides/content/careers'
import * as contact from '@/sides/content/contact'
import * as gallery from '@/sides/content/gallery'
import * as home from '@/sides/content/home'
import * as research from '@/sides/content/research'
import * as services from '@/sides/content/services'
import * as studentLife from '@/sides/content/studentLife'
import { withReadLanguage } from '@/sides/content/readLanguage'
import { DIRECTORY_MAX_PAGE_SIZE, DIRECTORY_PAGE_SIZE } from '@/foundations/listSizes'
import { SERVICE_CATEGORIES } from '@/foundations/serviceCategories'
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES } from '@/foundations/languages'

import { cachedReply } from './cachedReply'
import { inLanguage } from './replyLanguage'

import { postRoutes } from '@/sides/submissions/handlers'

import { downloadPublication } from './publicationDownload'
import { BadRequest, fail, intParam, ok } from './reply'

type Handler = (query: URLSearchParams) => Promise<Response>

/**
 * `?locale=` chooses the language of a reply (and of what a form stores and
 * mails). Content is answered in English until staff translate it.
 */
const LOCALE_REFUSED = `The locale query parameter must be one of ${LANGUAGES.join(', ')}.`

const list = (read: () => Promise<unknown>): Handler => async () => ok((await read()) ?? [])
/** Replies whose data is itself an object with a data list (read as data.data). */
const nested = (read: () => Promise<unknown>): Handler => async () => ok({ data: (await read()) ?? [] })
/** Single records read as data[0]. */
const single = (read: () => Promise<unknown>): Handler => async () => ok([await read()])

/** The service links of each category under the category's path. */
const serviceRoutes: Record<string, Handler> = Object.fromEntries(
  SERVICE_CATEGORIES.map(({ value, v1 }) => [v1.path, (v1.reply === 'nested' ? nested : list)(() => services.getServiceLinks(value))]),
)

export const getRoutes: Record<string, Handler> = {
  // Student services: a path per category (src/foundations/serviceCategories.ts)
  ...serviceRoutes,
  '/itServices/getStudentCounsellors': list(services.getCounsellors),

  // Home
  '/homePage/homePage/getSliderManagement': list(home.getSliderImages),
  '/homePage/homePage/getPartner': list(home.getPartners),
  '/homePage/homePage/getAlbum': list(home.getHomeAlbums),
  '/homePage/homePage/getWelcomeSection': single(home.getWelcomeSection),
  '/homePage/homePage/getPopUpImage': list(home.getPopupImages),

  // About
  '/homePage/aboutPage/getVision': single(about.getVision),
  '/homePage/aboutPage/getHistory': single(about.getHistory),
  '/homePage/aboutPage/getLeadershipMessages': list(about.getLeadershipMessages),
  '/homePage/aboutPage/getAllBoardOfCouncil': list(() => about.getBoardMembers('council-members')),
  '/homePage/aboutPage/getAllBoardOfManagement': list(() => about.getBoardMembers('management-members')),
  '/homePage/aboutPage/getAllBoardOfStudies': list(() => about.getBoardMembers('studies-members')),

  // Alumni
  '/AlumniPage/getAlumni': single(alumni.getAlumniOverview),
  '/AlumniPage/getAlumniNews': list(alumni.getAlumniNews),
  '/AlumniPage/getAlbum': list(alumni.getAlumniAlbums),
  '/AlumniPage/getAlumniDirectoryUser': async (query) => {
    const page = intParam(query, 'page', { min: 1, max: 1_000_000, fallback: 1 }) as number
    const pageSize = intParam(query, 'page_size', {
      min: 1,
      max: DIRECTORY_MAX_PAGE_SIZE,
      fallback: DIRECTORY_PAGE_SIZE,
    }) as number
    const { data, pagination } = await alumni.getAlumniDirectoryPage(page, pageSize)
    return ok(data, { pagination })
  },
  '/AlumniPage/getAlumniIntake': async (query) =>
    ok(await alumni.getAlumniIntakes(intParam(query, 'degreeId', { min: 1, max: Number.MAX_SAFE_INTEGER }))),

  // Academics
  '/academicPage/getDegreePrograms': list(academics.getDegreePrograms),
  '/academicPage/getDegreeDetails': list(academics.getDegreeDetails),
  '/academicPage/getDegreeNames': list(academics.getDegreeNames),
  '/academicPage/getDepartment': list(academics.getDepartments),
  '/academicPage/getDepartmentUserPortal': list(academics.getDepartmentDetails),
  '/academicPage/getAllInternationalProgram': list(academics.getProgrammes),
  '/academicPage/getLoanScheme': list(academics.getLoanSchemes),
  '/galleryAndNews/getCQA': list(academics.getCqaItems),
  '/galleryAndNews/getCQADesc': single(academics.getCqaDescription),

  // Research, student life, training
  '/researchandstudentlife/getResearchByYear': async () => ok(await research.getResearchByYear()),
  '/researchandstudentlife/getResearchPublications': list(research.getPublications),
  '/researchandstudentlife/getCareerGuidanceAndInternship': list(academics.getCareerGuidance),
  '/researchandstudentlife/getResearch': list(research.getResearchItems),
  '/researchandstudentlife/getPublications': list(research.getPublications),
  '/researchandstudentlife/getInternships': list(research.getInternships),
  '/researchandstudentlife/getClubSocities': list(studentLife.getClubs),
  '/researchandstudentlife/getStudentEvents': list(studentLife.getStudentEvents),
  '/researchandstudentlife/getSports': list(studentLife.getSports),
  '/researchandstudentlife/getPartner': list(careers.getTrainingPartners),
  '/researchandstudentlife/getTrainingpartnerDocs': list(careers.getTrainingDocuments),

  // Careers
  '/Careers/getCareerHeader': list(careers.getCareerHeader),
  '/Careers/getCareerFlyer': list(careers.getFlyers),
  '/Careers/getJobListing': list(careers.getJobs),

  // Gallery and news, contact
  '/galleryAndNews/getAlbum': list(gallery.getGalleryAlbums),
  '/galleryAndNews/getNews': list(gallery.getNews),
  '/galleryAndNews/getVideoAlbum': list(gallery.getVideoAlbums),
  '/ContactUS/getContact': list(contact.getContactInfo),
}

/** The query parameters a GET reply depends on; every other reply ignores the query (and is cached once). */
const QUERY_PARAMS: Record<string, readonly string[]> = {
  '/AlumniPage/getAlumniDirectoryUser': ['page', 'page_size'],
  '/AlumniPage/getAlumniIntake': ['degreeId'],
}

const DOWNLOAD_PREFIX = '/researchandstudentlife/downloadResearchFile/'

/** Answers one /v1 request; `path` is the part after /v1, e.g. /Careers/getJobListing. */
export async function handleV1(method: string, path: string, query: URLSearchParams, request?: Request): Promise<Response> {
  const locale = query.get('locale')
  if (locale !== null && !isLanguage(locale)) return fail(400, LOCALE_REFUSED)
  const post = Object.hasOwn(postRoutes, path) ? postRoutes[path] : undefined
  if (post) {
    if (method !== 'POST' || !request) return fail(405, `/v1${path} answers POST requests only.`, { Allow: 'POST' })
    return inLanguage(await post(request), locale ?? DEFAULT_LANGUAGE)
  }
  const route = Object.hasOwn(getRoutes, path) ? getRoutes[path] : undefined
  const isDownload = path.startsWith(DOWNLOAD_PREFIX) && path.length > DOWNLOAD_PREFIX.length
  if (!route && !isDownload) return fail(404, `No API route at /v1${path}.`)
  if (method !== 'GET' && method !== 'HEAD') {
    return fail(405, `/v1${path} answers GET requests only.`, { Allow: 'GET, HEAD' })
  }
  try {
    if (isDownload) return await downloadPublication(path.slice(DOWNLOAD_PREFIX.length))
    const params = new URLSearchParams()
    for (const name of QUERY_PARAMS[path] ?? []) {
      const value = query.get(name)
      if (value !== null) params.set(name, value)
    }
    // Content in the asked language, English where staff have not translated it; each language's reply is cached apart.
    return await withReadLanguage(isLanguage(locale) ? locale : DEFAULT_LANGUAGE, () => cachedReply(path, params, route as Handler, request))
  } catch (error) {
    if (error instanceof BadRequest) return fail(400, error.message)
    console.error(`GET /v1${path} failed:`, error)
    return fail(500, 'Something went wrong')
  }
}
