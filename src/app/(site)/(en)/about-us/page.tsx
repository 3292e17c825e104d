import type { Metadata } from 'next'

import { BoardCarousel } from '@/screens/components/about/BoardCarousel'
import { LeadershipList } from '@/screens/components/about/LeadershipList'
import { VisionMission } from '@/screens/components/about/VisionMission'
import { PageBanner, RichText, Section } from '@/screens/components/ui/Section'
import { attempt, ErrorText } from '@/screens/components/ui/States'
import { getBoardMembers, getHistory, getLeadershipMessages, getVision, type Board } from '@/sides/content/about'
import { getPictureFocus } from '@/sides/content/pictureFocus'
import { pageLanguage } from '@/sides/content/pageLanguage'
import { textsIn } from '@/foundations/texts'
import { untranslatedLanguage } from '@/foundations/languages'

import { pageMetadata } from '../pageMetadata'

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata({ meta: 'about', path: '/about-us' })
}

const BOARDS: { id: string; title: 'council' | 'management' | 'studies'; board: Board }[] = [
  { id: 'council', title: 'council', board: 'council-members' },
  { id: 'managment', title: 'management', board: 'management-members' },
  { id: 'studies', title: 'studies', board: 'studies-members' },
]

export default async function AboutPage() {
  const language = await pageLanguage()
  const texts = textsIn(language)
  const words = texts.pages.about
  const messages = texts.messages
  const [focus, history, vision, leadership, ...boards] = await Promise.all([
    getPictureFocus(),
    attempt(getHistory),
    attempt(getVision),
    attempt(getLeadershipMessages),
    ...BOARDS.map((entry) => attempt(() => getBoardMembers(entry.board))),
  ])
  return (
    <>
      <PageBanner title={words.title} />
      <Section id="history" title={words.history}>
        {!history.ok ? (
          <ErrorText messages={messages} error={history.error} />
        ) : history.data.description ? (
          <RichText html={history.data.description} language={language} className="mx-auto max-w-4xl text-lg text-slate-700" />
        ) : (
          <p className="text-center text-slate-600">{messages.noHistory}</p>
        )}
      </Section>
      <Section id="mission" title={words.visionMission} tone="tint">
        {vision.ok ? <VisionMission
            vision={vision.data.vision}
            mission={vision.data.mission}
            untranslated={{ ...(untranslatedLanguage(vision.data.vision, language) && { vision: 'en' }), ...(untranslatedLanguage(vision.data.mission, language) && { mission: 'en' }) }}
          /> : <ErrorText messages={messages} error={vision.error} />}
      </Section>
      <Section id="leadership" title={words.leadership}>
        {leadership.ok ? <LeadershipList messages={leadership.data} focus={focus} texts={texts} /> : <ErrorText messages={messages} error={leadership.error} />}
      </Section>
      {BOARDS.map((entry, index) => {
        const members = boards[index]
        return (
          <Section key={entry.id} id={entry.id} title={words[entry.title]} tone={index % 2 === 0 ? 'tint' : 'plain'}>
            {members?.ok ? <BoardCarousel label={words[entry.title]} members={members.data} focus={focus} texts={texts} /> : <ErrorText messages={messages} error={members?.ok === false ? members.error : undefined} />}
          </Section>
        )
      })}
    </>
  )
}
