import type { Metadata } from 'next'

import { AlumniNews } from '@/screens/components/alumni/AlumniNews'
import { DirectoryTable } from '@/screens/components/alumni/DirectoryTable'
import { JoinWithUs } from '@/screens/components/alumni/JoinWithUs'
import { AlbumGallery } from '@/screens/components/home/AlbumGallery'
import { PageBanner, Section } from '@/screens/components/ui/Section'
import { attempt, ErrorText } from '@/screens/components/ui/States'
import { getAlumniAlbums, getAlumniDirectoryPage, getAlumniNews, getAlumniOverview } from '@/sides/content/alumni'
import { getSiteSettings } from '@/sides/content/contact'
import { getPictureFocus } from '@/sides/content/pictureFocus'
import { pageLanguage } from '@/sides/content/pageLanguage'
import { pathIn } from '@/foundations/languages'
import { DIRECTORY_PREVIEW_SIZE } from '@/foundations/listSizes'
import { fill, textsIn } from '@/foundations/texts'

import { pageMetadata } from '../pageMetadata'
import { untranslated } from '@/screens/components/ui/untranslated'

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata({ meta: 'alumni', path: '/alumni' })
}

export default async function AlumniPage() {
  const language = await pageLanguage()
  const texts = textsIn(language)
  const words = texts.pages.alumni
  const messages = texts.messages
  const directoryHref = pathIn(language, '/alumni-directory')
  const [settings, overview, news, albums, directory, focus] = await Promise.all([
    getSiteSettings(),
    attempt(getAlumniOverview),
    attempt(getAlumniNews),
    attempt(getAlumniAlbums),
    attempt(() => getAlumniDirectoryPage(1, DIRECTORY_PREVIEW_SIZE)),
    getPictureFocus(),
  ])
  return (
    <>
      <PageBanner title={words.title} subtitle={fill(words.subtitle, { campus: settings.campus_name })} />
      <Section id="history" title={words.vision}>
        {!overview.ok ? (
          <ErrorText messages={messages} error={overview.error} />
        ) : overview.data.vision ? (
          <p {...untranslated(overview.data.vision, language)} className="mx-auto max-w-3xl text-center text-lg leading-relaxed text-slate-700">
            {overview.data.vision}
          </p>
        ) : (
          <p className="text-center text-slate-600">{messages.noData}</p>
        )}
      </Section>
      <Section id="news" title={words.news} tone="tint">
        {news.ok ? <AlumniNews news={news.data} first="priority" focus={focus} texts={texts} language={language} /> : <ErrorText messages={messages} error={news.error} />}
      </Section>
      <Section id="gallery" title={words.gallery}>
        {albums.ok ? (
          <AlbumGallery albums={albums.data} defaultName={fill(texts.labels.albumDefault, { abbreviation: settings.campus_abbreviation })} texts={texts} emptyText={messages.noAlbumsDot} limit={Number.POSITIVE_INFINITY} wideLast={false} focus={focus} />
        ) : (
          <ErrorText messages={messages} error={albums.error} />
        )}
      </Section>
      <Section id="directory" title={words.directory} tone="tint">
        {directory.ok ? <DirectoryTable entries={directory.data.data} pageMessages={messages} words={texts.directory} /> : <ErrorText messages={messages} error={directory.error} />}
        <div className="mt-6 text-center">
          <a href={directoryHref} target="_blank" rel="noopener" className="inline-block rounded-full bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800">
            {texts.labels.viewDirectory}
            <span className="sr-only">{texts.layout.opensInNewTab}</span>
          </a>
        </div>
      </Section>
      <Section id="registration" title={words.registration}>
        <div className="text-center">
          <p className="mb-6 text-slate-700">{fill(words.registrationSubtitle, { campus: settings.campus_name })}</p>
          <JoinWithUs label={words.joinWithUs} title={words.registration} />
        </div>
      </Section>
    </>
  )
}
