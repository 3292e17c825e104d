import type { Metadata } from 'next'

import { FlyerGrid, JobList } from '@/screens/components/support/FlyersAndJobs'
import { Section } from '@/screens/components/ui/Section'
import { attempt, ErrorText } from '@/screens/components/ui/States'
import { Img } from '@/screens/components/ui/Img'
import { getCareerHeader, getFlyers, getJobs } from '@/sides/content/careers'
import { getPictureFocus } from '@/sides/content/pictureFocus'
import { pageLanguage } from '@/sides/content/pageLanguage'
import { textsIn } from '@/foundations/texts'
import { untranslated } from '@/screens/components/ui/untranslated'

import { pageMetadata } from '../pageMetadata'

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata({ meta: 'careers', path: '/careers' })
}

export default async function CareersPage() {
  const language = await pageLanguage()
  const texts = textsIn(language)
  const words = texts.pages.careers
  const messages = texts.messages
  const [header, flyers, jobs, focus] = await Promise.all([attempt(getCareerHeader), attempt(getFlyers), attempt(getJobs), getPictureFocus()])
  const banner = header.ok ? header.data[0] : undefined
  return (
    <>
      {!header.ok ? (
        <ErrorText messages={messages} className="py-16 text-center" error={header.error} />
      ) : banner ? (
        <div className="relative isolate overflow-hidden bg-brand-900 text-white">
          {banner.image_url ? <Img src={banner.image_url} alt="" fill priority sizes="100vw" focus={focus} className="-z-10 object-cover opacity-35" /> : null}
          <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8">
            <h1 {...untranslated(banner.title, language)} className="text-3xl font-bold sm:text-5xl">
              {banner.title}
            </h1>
            {banner.subtitle ? <p {...untranslated(banner.subtitle, language)} className="mt-4 max-w-2xl text-lg text-brand-100">{banner.subtitle}</p> : null}
          </div>
        </div>
      ) : (
        <div className="bg-brand-50 py-16 text-center">
          <h1 className="sr-only">{words.title}</h1>
          <p className="text-slate-600">{messages.noHeaderData}</p>
        </div>
      )}
      <Section id="flyer" title={words.flyers}>
        {flyers.ok ? <FlyerGrid flyers={flyers.data} texts={texts} first={banner?.image_url ? 'eager' : 'priority'} /> : <ErrorText messages={messages} error={flyers.error} />}
      </Section>
      <Section id="job" title={words.jobs} tone="tint">
        {jobs.ok ? <JobList jobs={jobs.data} texts={texts} /> : <ErrorText messages={messages} error={jobs.error} />}
      </Section>
    </>
  )
}
