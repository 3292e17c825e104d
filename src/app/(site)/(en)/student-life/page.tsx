import type { Metadata } from 'next'

import { ClubsSlider, EventsGrid, SportsCarousel } from '@/screens/components/studentLife/StudentLife'
import { PageBanner, Section } from '@/screens/components/ui/Section'
import { attempt, ErrorText } from '@/screens/components/ui/States'
import { getInternships, getPublications, getResearchItems } from '@/sides/content/research'
import { getPictureFocus } from '@/sides/content/pictureFocus'
import { getClubs, getSports, getStudentEvents } from '@/sides/content/studentLife'
import { pageLanguage } from '@/sides/content/pageLanguage'
import { textsIn } from '@/foundations/texts'

import { pageMetadata } from '../pageMetadata'

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata({ meta: 'studentLife', path: '/student-life' })
}

export default async function StudentLifePage() {
  const language = await pageLanguage()
  const texts = textsIn(language)
  const words = texts.pages.studentLife
  const messages = texts.messages
  // The research, publication and internship lists load with the page (§2.13);
  // if any of them fails the page says so instead of showing part of itself.
  const [focus, clubs, events, sports, ...supporting] = await Promise.all([
    getPictureFocus(),
    attempt(getClubs),
    attempt(getStudentEvents),
    attempt(getSports),
    attempt(getResearchItems),
    attempt(getPublications),
    attempt(getInternships),
  ])
  const failed = supporting.find((result) => !result.ok)
  if (failed && !failed.ok) {
    return (
      <div className="flex min-h-[60vh] items-center justify-center px-4">
        <ErrorText messages={messages} className="text-center text-lg" error={failed.error} />
      </div>
    )
  }
  return (
    <>
      <PageBanner title={words.title} />
      <Section id="clubs" title={words.clubs}>
        {clubs.ok ? <ClubsSlider clubs={clubs.data} first="priority" focus={focus} texts={texts} /> : <ErrorText messages={messages} error={clubs.error} />}
      </Section>
      <Section id="events" title={words.events} tone="tint">
        {events.ok ? <EventsGrid events={events.data} focus={focus} texts={texts} language={language} /> : <ErrorText messages={messages} error={events.error} />}
      </Section>
      <Section id="sports" title={words.sports}>
        {sports.ok ? <SportsCarousel sports={sports.data} focus={focus} texts={texts} /> : <ErrorText messages={messages} error={sports.error} />}
      </Section>
    </>
  )
}
