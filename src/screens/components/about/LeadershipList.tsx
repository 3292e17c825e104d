
import { ReadMoreText } from '@/screens/components/ui/ReadMoreText'
import { untranslated } from '@/screens/components/ui/untranslated'
import { Img } from '@/screens/components/ui/Img'
import type { LeadershipMessage } from '@/sides/content/about'
import type { PictureFocus } from '@/sides/content/pictureFocus'
import { MESSAGE_WORD_LIMIT } from '@/foundations/listSizes'
import { fill, type SiteTexts } from '@/foundations/texts'

/** Leadership messages, alternating photo side and colour, each cut at 120 words with its own toggle. */
export function LeadershipList({ messages, focus, texts }: { messages: LeadershipMessage[]; focus?: PictureFocus; texts: SiteTexts }) {
  const language = texts.language.code
  const pageMessages = texts.messages
  return (
    <ul className="space-y-8">
      {messages.map((item, index) => {
        const flipped = index % 2 === 1
        return (
          <li
            key={item.id}
            data-leadership-item
            className={`flex flex-col gap-6 overflow-hidden rounded-2xl p-6 shadow md:items-start ${
              flipped ? 'bg-brand-50 md:flex-row-reverse' : 'bg-white md:flex-row'
            }`}
          >
            <div className="mx-auto w-40 shrink-0 md:mx-0 md:w-52">
              {item.image_url ? (
                <Img src={item.image_url} alt={fill(texts.record.photoOf, { name: item.name || pageMessages.nameUnavailable })} width={208} height={208} sizes="(min-width: 768px) 208px, 160px" focus={focus} className="aspect-square w-full rounded-xl object-cover" />
              ) : null}
            </div>
            <div className="flex-1">
              <p {...untranslated(item.message_type, language)} className="text-sm font-bold tracking-wide text-accent-700 uppercase">{item.message_type || pageMessages.messageTypeUnavailable}</p>
              <h3 className="mt-1 text-xl font-bold text-brand-800">{item.name || pageMessages.nameUnavailable}</h3>
              {item.designation ? (
                <p {...untranslated(item.designation, language)} className="text-sm text-slate-600">
                  {item.designation}
                </p>
              ) : null}
              {item.message ? (
                <ReadMoreText text={item.message} {...untranslated(item.message, language)} limit={MESSAGE_WORD_LIMIT} className="mt-4 text-slate-700" />
              ) : (
                <p className="mt-4 text-slate-600">{pageMessages.messageUnavailable}</p>
              )}
            </div>
          </li>
        )
      })}
    </ul>
  )
}
