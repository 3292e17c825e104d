import type { Metadata } from 'next'

import { CounsellorsButton } from '@/screens/components/support/CounsellorsButton'
import { FlyerGrid, JobList } from '@/screens/components/support/FlyersAndJobs'
import { Icon } from '@/screens/components/ui/Icon'
import { PageBanner, Section } from '@/screens/components/ui/Section'
import { attempt, ErrorText } from '@/screens/components/ui/States'
import { getFlyers, getJobs } from '@/sides/content/careers'
import { getCounsellors, getServiceLinks } from '@/sides/content/services'
import { SERVICE_CATEGORIES } from '@/foundations/serviceCategories'
import { pageLanguage } from '@/sides/content/pageLanguage'
import { textsIn } from '@/foundations/texts'
import { untranslated } from '@/screens/components/ui/untranslated'

import { pageMetadata } from '../pageMetadata'

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata({ meta: 'studentSupport', path: '/it-services' })
}

/** A tile per category, in the list's order. */
const TILES = SERVICE_CATEGORIES.map(({ value, icon }) => ({ category: value, icon }))

export default async function StudentSupportPage() {
  const language = await pageLanguage()
  const texts = textsIn(language)
  const words = texts.pages.studentSupport
  const messages = texts.messages
  const [services, counsellors, flyers, jobs] = await Promise.all([
    Promise.all(TILES.map((tile) => attempt(() => getServiceLinks(tile.category)))),
    attempt(getCounsellors),
    attempt(getFlyers),
    attempt(getJobs),
  ])
  return (
    <>
      <PageBanner title={words.title} subtitle={words.subtitle} />
      <Section id="service" title={words.serviceMenu}>
        <ul className="grid grid-cols-1 gap-4 xs:grid-cols-2 lg:grid-cols-4">
          {TILES.map((tile, index) => {
            const result = services[index]
            if (!result?.ok) return <li key={tile.category}><ErrorText messages={messages} error={result?.ok === false ? result.error : undefined} /></li>
            return result.data.map((link) => {
              const href = tile.category === 'help-desk' && link.file_url ? link.file_url : link.url
              return (
                <li key={`${tile.category}-${link.id}`}>
                  <a href={href} target="_blank" rel="noopener noreferrer" data-service={tile.category} className="flex h-full flex-col items-center gap-3 rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm hover:border-brand-600 hover:shadow-md">
                    <span className="flex h-14 w-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
                      <Icon name={tile.icon} className="h-7 w-7" />
                    </span>
                    <span {...untranslated(link.name, language)} className="font-bold text-brand-800">
                      {link.name}
                    </span>
                    <span className="text-sm text-slate-600">{words.tiles[tile.category]}</span>
                    <span className="sr-only">{texts.layout.opensInNewTab}</span>
                  </a>
                </li>
              )
            })
          })}
        </ul>
      </Section>
      <Section id="counselling" title={words.counselling} tone="tint">
        <div className="mx-auto max-w-3xl text-center">
          <p className="mb-6 text-lg text-slate-700">{words.counsellingText}</p>
          {counsellors.ok ? <CounsellorsButton counsellors={counsellors.data} texts={texts} /> : <ErrorText messages={messages} error={counsellors.error} />}
        </div>
      </Section>
      <Section id="flyer" title={words.flyers}>
        {flyers.ok ? <FlyerGrid flyers={flyers.data} texts={texts} /> : <ErrorText messages={messages} error={flyers.error} />}
      </Section>
      <Section id="job" title={words.careers} tone="tint">
        {jobs.ok ? <JobList jobs={jobs.data} texts={texts} /> : <ErrorText messages={messages} error={jobs.error} />}
      </Section>
    </>
  )
}
