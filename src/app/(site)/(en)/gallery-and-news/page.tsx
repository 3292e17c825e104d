import type { Metadata } from 'next'

import { NewsCards } from '@/screens/components/gallery/NewsCards'
import { VideoGallery } from '@/screens/components/gallery/VideoGallery'
import { AlbumGallery } from '@/screens/components/home/AlbumGallery'
import { PageBanner, Section } from '@/screens/components/ui/Section'
import { attempt, ErrorText } from '@/screens/components/ui/States'
import { getSiteSettings } from '@/sides/content/contact'
import { getGalleryAlbums, getNews, getVideoAlbums } from '@/sides/content/gallery'
import { getPictureFocus } from '@/sides/content/pictureFocus'
import { pageLanguage } from '@/sides/content/pageLanguage'
import { fill, textsIn } from '@/foundations/texts'

import { pageMetadata } from '../pageMetadata'

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata({ meta: 'gallery', path: '/gallery-and-news' })
}

export default async function GalleryAndNewsPage() {
  const language = await pageLanguage()
  const texts = textsIn(language)
  const words = texts.pages.gallery
  const messages = texts.messages
  const [settings, albums, videos, news, focus] = await Promise.all([
    getSiteSettings(),
    attempt(getGalleryAlbums),
    attempt(getVideoAlbums),
    attempt(getNews),
    getPictureFocus(),
  ])
  return (
    <>
      <PageBanner title={words.title} />
      <Section id="gallery" title={words.gallery}>
        {albums.ok ? (
          <AlbumGallery albums={albums.data} defaultName={fill(texts.labels.albumDefault, { abbreviation: settings.campus_abbreviation })} texts={texts} emptyText={messages.noAlbums} thumbnails limit={Number.POSITIVE_INFINITY} wideLast={false} first="priority" focus={focus} />
        ) : (
          <ErrorText messages={messages} error={albums.error} />
        )}
      </Section>
      <Section id="video" title={words.videos} tone="tint">
        {videos.ok ? <VideoGallery albums={videos.data} pageMessages={messages} words={words} language={language} /> : <ErrorText messages={messages} error={videos.error} />}
      </Section>
      <Section id="news" title={words.news}>
        {news.ok ? <NewsCards news={news.data} focus={focus} language={language} /> : <ErrorText messages={messages} error={news.error} />}
      </Section>
    </>
  )
}
