import type React from 'react'

import { PageBanner } from '@/components/ui/Section'
import { getDegreePrograms } from '@/content/academics'
import { getSiteSettings } from '@/content/contact'
import { getServiceLinks } from '@/content/services'
import { APPLICATION_FEE_RS } from '@/lib/constants'

import { ApplicationForm } from './ApplicationForm'
import { FeeNotice, type FeeNoticeProps } from './FeeNotice'

/** The fee, the deposit account and the admissions mailbox come from the site settings. */
async function feeDetails(): Promise<FeeNoticeProps> {
  const [settings, payments] = await Promise.all([getSiteSettings().catch(() => null), getServiceLinks('online-payment').catch(() => [])])
  return {
    feeRs: settings?.application_fee ?? APPLICATION_FEE_RS,
    bank: settings?.fee_bank ?? null,
    admissionsEmail: settings?.admissions_email ?? '',
    onlinePaymentUrl: payments.find((link) => link.url)?.url,
  }
}

function Frame({ title, subtitle, children }: { title: string; subtitle: string; children: React.ReactNode }) {
  return (
    <>
      <PageBanner title={title} subtitle={subtitle} />
      <div className="bg-slate-50">
        <div className="mx-auto grid max-w-5xl gap-6 px-4 py-8 sm:px-6 sm:py-12 lg:px-8">{children}</div>
      </div>
    </>
  )
}

/** The application form for one degree, headed by its name (§2.18). */
export async function DegreeApplicationPage({ degree }: { degree: { id: number; name: string } }) {
  const fee = await feeDetails()
  return (
    <Frame title={degree.name} subtitle="Apply online for this degree programme.">
      <FeeNotice {...fee} />
      <ApplicationForm variant="idForm" degreeId={degree.id} />
    </Frame>
  )
}

/** The application form with its 'Select Degree' choice. */
export async function DegreePickerPage() {
  const [fee, degrees] = await Promise.all([feeDetails(), getDegreePrograms()])
  return (
    <Frame title="Degree Application" subtitle="Choose a degree programme and apply online.">
      <FeeNotice {...fee} />
      <ApplicationForm variant="picker" degrees={degrees.map((degree) => ({ id: degree.id, name: degree.program_name }))} />
    </Frame>
  )
}
