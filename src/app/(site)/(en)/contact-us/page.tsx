import type { Metadata } from 'next'

import { InquiryFormWhenReached } from '@/screens/components/contact/InquiryFormWhenReached'
import { Icon } from '@/screens/components/ui/Icon'
import { MapEmbed } from '@/screens/components/pageSpeed/MapEmbed'
import { PageBanner, Section } from '@/screens/components/ui/Section'
import { attempt, ErrorText } from '@/screens/components/ui/States'
import { getDegreePrograms } from '@/sides/content/academics'
import { getContactInfo } from '@/sides/content/contact'
import { pageLanguage } from '@/sides/content/pageLanguage'
import { formWordsIn, textsIn } from '@/foundations/texts'

import { pageMetadata } from '../pageMetadata'

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata({ meta: 'contact', path: '/contact-us' })
}

export default async function ContactPage() {
  const language = await pageLanguage()
  const messages = textsIn(language).messages
  const words = textsIn(language).pages.contact
  const formWords = formWordsIn(language, 'inquiry')
  const [contact, degrees] = await Promise.all([attempt(getContactInfo), attempt(getDegreePrograms)])
  const info = contact.ok ? contact.data[0] : undefined
  return (
    <>
      <PageBanner title={words.title} subtitle={words.subtitle} />
      <Section id="contact">
        {!contact.ok ? (
          <ErrorText messages={messages} error={contact.error} />
        ) : info ? (
          <div className="grid gap-8 lg:grid-cols-2">
            <address className="space-y-5 rounded-2xl bg-brand-50 p-6 not-italic" data-contact>
              <p className="flex gap-3">
                <Icon name="location" className="h-6 w-6 shrink-0 text-brand-700" />
                <span className="whitespace-pre-line">{info.address}</span>
              </p>
              <p className="flex gap-3">
                <Icon name="phone" className="h-6 w-6 shrink-0 text-brand-700" />
                <a href={`tel:${info.phone_no.replace(/[^+\d]/g, '')}`} className="text-brand-700 hover:underline">
                  {info.phone_no}
                </a>
              </p>
              <p className="flex gap-3">
                <Icon name="mail" className="h-6 w-6 shrink-0 text-brand-700" />
                <a href={`mailto:${info.email_address}`} className="text-brand-700 hover:underline">
                  {info.email_address}
                </a>
              </p>
            </address>
            {info.map_url ? (
              <MapEmbed src={info.map_url} title={words.map} className="h-80 w-full rounded-2xl bg-slate-100 shadow" />
            ) : null}
          </div>
        ) : null}
      </Section>
      <Section id="inquiry" title={words.inquiry} tone="tint">
        <p className="mx-auto mb-8 max-w-2xl text-center text-slate-700">{formWords.intro}</p>
        {/* Below the first screen: its code is fetched and run when the visitor comes near it. */}
        <InquiryFormWhenReached
          degreePrograms={degrees.ok ? degrees.data.map((degree) => degree.program_name) : []}
          language={language}
          words={formWords}
        />
      </Section>
    </>
  )
}
