
import { DateBadge } from '@/screens/components/studentLife/DateBadge'
import { Img } from '@/screens/components/ui/Img'
import { untranslated } from '@/screens/components/ui/untranslated'
import type { NewsItem } from '@/sides/content/gallery'
import type { PictureFocus } from '@/sides/content/pictureFocus'
import { longDate } from '@/foundations/dates'
import type { Language } from '@/foundations/languages'

export function NewsCards({ news, focus, language }: { news: NewsItem[]; focus?: PictureFocus; language: Language }) {
  return (
    <ul className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
      {news.map((item) => (
        <li key={item.id} className="overflow-hidden rounded-2xl bg-white shadow" data-news>
          <div className="relative aspect-[16/10] bg-slate-100">
            {item.images[0] ? <Img src={item.images[0]} alt="" fill sizes="(min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw" focus={focus} className="object-cover" /> : null}
            <DateBadge iso={item.date} language={language} className="absolute top-3 left-3" />
          </div>
          <div className="p-5">
            <h3 {...untranslated(item.title, language)} className="text-lg font-bold text-brand-800">
              {item.title}
            </h3>
            <p className="mt-1 text-sm text-slate-600">
              <time dateTime={item.date}>{longDate(item.date, language)}</time>
            </p>
            <p {...untranslated(item.description, language)} className="mt-2 line-clamp-3 text-slate-700">
              {item.description}
            </p>
          </div>
        </li>
      ))}
    </ul>
  )
}
