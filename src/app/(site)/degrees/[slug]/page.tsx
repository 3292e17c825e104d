import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { DetailBlock, DetailPage } from '@/components/academics/DetailPage'
import { FileLinks } from '@/components/academics/FileLinks'
import { getLoanSchemes } from '@/content/academics'
import { findBySlugOrId } from '@/content/records'
import { MESSAGES } from '@/lib/messages'

import { pageMetadata } from '../../pageMetadata'
import { noPrerenderedRecords, recordLookup, type RecordPageProps } from '../../recordLookup'

export const generateStaticParams = noPrerenderedRecords

/** Loan pages without their own search title share this one (§2.9). */
const GENERIC_TITLE = 'Higher Education in Colombo, Sri Lanka'

async function findLoan({ params }: RecordPageProps) {
  return findBySlugOrId(await getLoanSchemes(), await recordLookup(params))
}

export async function generateMetadata(props: RecordPageProps): Promise<Metadata> {
  const loan = await findLoan(props)
  if (!loan) return { title: MESSAGES.loanNotFound }
  return pageMetadata({
    title: loan.seo.title || GENERIC_TITLE,
    description: loan.seo.description || undefined,
    path: `/degrees/${loan.slug}`,
    image: loan.seo.image_url,
  })
}

export default async function LoanPage(props: RecordPageProps) {
  const loan = await findLoan(props)
  if (!loan) notFound()
  return (
    <DetailPage title={loan.title} back={{ href: '/academics#loan', label: 'Back to Academics' }}>
      <DetailBlock title="Description" html={loan.description} />
      <DetailBlock title="Eligibility Criteria" html={loan.eligibity_criteria} />
      <DetailBlock title="Application Process" html={loan.application_process} />
      <DetailBlock title="Contact Information" html={loan.contact_information} />
      {loan.files.length > 0 ? (
        <DetailBlock title="Supporting Documents">
          <FileLinks files={loan.files.map((url, index) => ({ url, label: `Document ${index + 1}` }))} />
        </DetailBlock>
      ) : null}
    </DetailPage>
  )
}
