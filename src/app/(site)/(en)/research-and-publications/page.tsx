import type { Metadata } from 'next'

import { PublicationsAccordion } from '@/screens/components/research/PublicationsAccordion'
import { ResearchAccordion } from '@/screens/components/research/ResearchAccordion'
import { PageBanner, Section } from '@/screens/components/ui/Section'
import { attempt, ErrorText } from '@/screens/components/ui/States'
import { getPublications, getResearchByYear } from '@/sides/content/research'
import { pageLanguage } from '@/sides/content/pageLanguage'
import { textsIn } from '@/foundations/texts'

import { pageMetadata } from '../pageMetadata'

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata({ meta: 'research', path: '/research-and-publications' })
}

export default async function ResearchPage() {
  const language = await pageLanguage()
  const texts = textsIn(language)
  const words = texts.pages.research
  const messages = texts.messages
  const [research, publications] = await Promise.all([attempt(getResearchByYear), attempt(getPublications)])
  return (
    <>
      <PageBanner title={words.title} />
      <Section id="src" title={words.council}>
        {research.ok ? <ResearchAccordion byYear={research.data} texts={texts} /> : <ErrorText messages={messages} error={research.error} />}
      </Section>
      <Section id="publications" title={words.publications} tone="tint">
        {publications.ok ? <PublicationsAccordion publications={publications.data} texts={texts} language={language} /> : <ErrorText messages={messages} error={publications.error} />}
      </Section>
    </>
  )
}
