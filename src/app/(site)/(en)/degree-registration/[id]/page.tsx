import { DegreeApplicationPage } from '@/screens/components/application/ApplicationPage'
import { getDegree } from '@/sides/content/academics'
import { getApplicationFeeDetails } from '@/sides/content/applications'
import { pageLanguage } from '@/sides/content/pageLanguage'
import { PAGE_MESSAGES } from '@/foundations/pageMessages'

import { pageMetadata } from '../../pageMetadata'
import { noPrerenderedRecords, recordId, recordPage } from '../../recordPage'

/*
 * /degree-registration?id=<id>&name=<programme name>, rewritten here
 * (src/server/queryPages.mjs) so each degree's form is cached as a static page. The heading
 * is the degree's programme name as stored (the name in the address is what
 * the degree page put there from the same record).
 */
type Props = { params: Promise<{ id: string }> }

const page = recordPage({
  find: async ({ id }: { id: string }) => {
    const wanted = recordId(id)
    const degree = wanted === undefined ? null : await getDegree({ id: wanted })
    return degree ? { id: degree.id, name: degree.program_name || degree.degree_name } : null
  },
  missing: { title: PAGE_MESSAGES.degreeNotFound, robots: { index: false } },
  // Not recordMetadata: a form has no search fields of its own, and is kept out of search engines.
  metadata: async (degree) => {
    return {
      ...(await pageMetadata({
        meta: 'applyFor',
        values: { degree: degree.name },
        path: `/degree-registration?id=${degree.id}&name=${encodeURIComponent(degree.name)}`,
      })),
      // One form per degree: the degree page and the picker form are what search engines should show.
      robots: { index: false, follow: true },
    }
  },
})

export const generateStaticParams = noPrerenderedRecords
export const generateMetadata = page.generateMetadata

export default async function DegreeApplicationRoute(props: Props) {
  const degree = await page.record(props)
  return <DegreeApplicationPage degree={degree} fee={await getApplicationFeeDetails()} language={await pageLanguage()} />
}
