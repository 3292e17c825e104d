import { ExcerptByWidth } from '@/screens/components/alumni/ExcerptByWidth'
import { type FirstPicture, Img, listPictures, withFocus } from '@/screens/components/ui/Img'
import { LazyWindowImages } from '@/screens/components/ui/LazyWindowImages'
import { ModalButton } from '@/screens/components/ui/ModalButton'
import { RichText } from '@/screens/components/ui/Section'
import { untranslated } from '@/screens/components/ui/untranslated'
import type { AlumniNewsItem } from '@/sides/content/alumni'
import type { PictureFocus } from '@/sides/content/pictureFocus'
import { NEWS_EXCERPT_WORDS, NEWS_EXCERPT_WORDS_NARROW } from '@/foundations/listSizes'
import { longDate } from '@/foundations/dates'
import { cutWords, htmlToText } from '@/foundations/words'
import type { Language } from '@/foundations/languages'
import { fill, type SiteTexts } from '@/foundations/texts'

function NewsDetail({ item, focus, texts, language }: { item: AlumniNewsItem; focus?: PictureFocus; texts: SiteTexts; language: Language }) {
  return (
    <div className="space-y-4">
      {item.images.length > 1 ? (
        <LazyWindowImages images={withFocus(item.images.map((url, index) => ({ url, alt: fill(texts.labels.photoNumber, { name: item.alumniNews_title, number: index + 1 }) })), focus)} label={item.alumniNews_title} />
      ) : item.images[0] ? (
        <div className="relative aspect-[16/10] overflow-hidden rounded-lg">
          <Img src={item.images[0]} alt={fill(texts.labels.photo, { name: item.alumniNews_title })} fill sizes="(min-width: 1024px) 60vw, 100vw" focus={focus} className="object-cover" />
        </div>
      ) : null}
      {item.date ? <p className="text-sm text-slate-600">{longDate(item.date, language)}</p> : null}
      <RichText html={item.alumniNews_description} language={language} className="text-slate-700" />
      {item.expandedContent ? <RichText html={item.expandedContent} language={language} className="text-slate-700" /> : null}
    </div>
  )
}

/** Latest alumni news: cards with an excerpt; Read More opens the whole story. */
export function AlumniNews({ news, first, focus, texts, language }: { news: AlumniNewsItem[]; first?: FirstPicture; focus?: PictureFocus; texts: SiteTexts; language: Language }) {
  const loading = listPictures(news, (item) => item.images[0], first)
  return (
    <ul className="grid grid-cols-1 gap-6 md:grid-cols-2 xl:grid-cols-4">
      {news.map((item, index) => {
        const text = htmlToText(item.alumniNews_description)
        return (
          <li key={item.alumniNews_id} className="flex flex-col overflow-hidden rounded-2xl bg-white shadow" data-alumni-news>
            <div className="relative aspect-[16/10] bg-slate-100">
              {item.images[0] ? <Img src={item.images[0]} alt="" {...loading(index)} fill sizes="(min-width: 1280px) 25vw, (min-width: 768px) 50vw, 100vw" focus={focus} className="object-cover" /> : null}
            </div>
            <div className="flex flex-1 flex-col p-5">
              <h3 {...untranslated(item.alumniNews_title, language)} className="font-bold text-brand-800">
                {item.alumniNews_title}
              </h3>
              <p {...untranslated(text, language)} className="mt-2 text-slate-700" data-excerpt>
                <ExcerptByWidth narrow={cutWords(text, NEWS_EXCERPT_WORDS_NARROW).text} wide={cutWords(text, NEWS_EXCERPT_WORDS).text} />
              </p>
              <ModalButton
                title={item.alumniNews_title}
                content={<NewsDetail item={item} focus={focus} texts={texts} language={language} />}
                className="mt-auto self-start pt-3 font-semibold text-brand-700 hover:underline"
              >
                {texts.ui.readMore}
                <span className="sr-only">{fill(texts.labels.about, { name: item.alumniNews_title })}</span>
              </ModalButton>
            </div>
          </li>
        )
      })}
    </ul>
  )
}
