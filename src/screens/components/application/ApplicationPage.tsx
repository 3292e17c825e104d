import type React from 'react'

import { PageBanner } from '@/screens/components/ui/Section'
import type { ApplicationFeeDetails, DegreeChoice } from '@/sides/content/applications'
import type { Language } from '@/foundations/languages'
import { formWordsIn } from '@/foundations/texts'

import { ApplicationForm } from './ApplicationForm'
import { FeeNotice } from './FeeNotice'

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

const onlineFee = (fee: ApplicationFeeDetails) => (fee.payOnline ? { feeRs: fee.feeRs } : undefined)

/** The application form for one degree, headed by its name (§2.18). */
export function DegreeApplicationPage({ degree, fee, language }: { degree: { id: number; name: string }; fee: ApplicationFeeDetails; language: Language }) {
  const words = formWordsIn(language, 'application')
  return (
    <Frame title={degree.name} subtitle={words.pageSubtitle}>
      <FeeNotice {...fee} words={words} />
      <ApplicationForm variant="idForm" degreeId={degree.id} onlineFee={onlineFee(fee)} language={language} words={words} />
    </Frame>
  )
}

/** The application form with its 'Select Degree' choice. */
export function DegreePickerPage({ fee, degrees, language }: { fee: ApplicationFeeDetails; degrees: DegreeChoice[]; language: Language }) {
  const words = formWordsIn(language, 'application')
  return (
    <Frame title={words.pickerTitle} subtitle={words.pickerSubtitle}>
      <FeeNotice {...fee} words={words} />
      <ApplicationForm variant="picker" degrees={degrees} onlineFee={onlineFee(fee)} language={language} words={words} />
    </Frame>
  )
}
