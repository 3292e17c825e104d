import type { Metadata } from 'next'

import { PartnersCarousel } from '@/screens/components/home/PartnersCarousel'
import { Icon } from '@/screens/components/ui/Icon'
import { PageBanner, Section } from '@/screens/components/ui/Section'
import { attempt, ErrorText } from '@/screens/components/ui/States'
import { getTrainingDocuments, getTrainingPartners } from '@/sides/content/careers'
import { PARTNER_SLIDES } from '@/foundations/carouselLayouts'
import { fileKind, lastHyphenPart } from '@/foundations/fileLinks'
import { pageLanguage } from '@/sides/content/pageLanguage'
import { textsIn } from '@/foundations/texts'

import { pageMetadata } from '../pageMetadata'

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata({ meta: 'trainingPartners', path: '/training-partners' })
}

export default async function TrainingPartnersPage() {
  const texts = textsIn(await pageLanguage())
  const words = texts.pages.trainingPartners
  const messages = texts.messages
  const [documents, partners] = await Promise.all([attempt(getTrainingDocuments), attempt(getTrainingPartners)])
  return (
    <>
      <PageBanner title={words.title} subtitle={words.subtitle} />
      <Section id="documents" title={words.documents}>
        {documents.ok ? (
          <ul className="mx-auto grid max-w-3xl gap-3">
            {documents.data.map((doc) => {
              const label = lastHyphenPart(doc.file_path)
              const kind = fileKind(label)
              return (
                <li key={doc.id}>
                  <a href={doc.file_url} target="_blank" rel="noopener noreferrer" data-document-kind={kind} className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-4 font-semibold text-brand-800 shadow-sm hover:border-brand-600">
                    <Icon name={kind === 'spreadsheet' ? 'fileSheet' : kind === 'pdf' ? 'filePdf' : 'file'} className={`h-7 w-7 shrink-0 ${kind === 'spreadsheet' ? 'text-green-700' : 'text-red-700'}`} title={kind === 'spreadsheet' ? texts.labels.spreadsheet : kind === 'pdf' ? texts.labels.pdf : texts.labels.file} />
                    {label}
                    <span className="sr-only">{texts.layout.opensInNewTab}</span>
                  </a>
                </li>
              )
            })}
          </ul>
        ) : (
          <ErrorText messages={messages} error={documents.error} />
        )}
      </Section>
      <Section id="partners" title={words.partners} tone="tint">
        {!partners.ok ? (
          <ErrorText messages={messages} error={partners.error} />
        ) : partners.data.length > 0 ? (
          <PartnersCarousel partners={partners.data} label={words.partners} perView={PARTNER_SLIDES} newTab={texts.layout.opensInNewTab} />
        ) : documents.ok && documents.data.length > 0 ? (
          <p className="text-center text-slate-600">{messages.noTrainingPartners}</p>
        ) : null}
      </Section>
    </>
  )
}
