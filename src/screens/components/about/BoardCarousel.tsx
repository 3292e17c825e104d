import { Carousel } from '@/screens/components/ui/Carousel'
import { Img } from '@/screens/components/ui/Img'
import { ModalButton } from '@/screens/components/ui/ModalButton'
import { RichText } from '@/screens/components/ui/Section'
import type { BoardMember } from '@/sides/content/about'
import type { PictureFocus } from '@/sides/content/pictureFocus'
import { personSlides } from '@/foundations/carouselLayouts'
import { PERSON_CAROUSEL_SPEED_MS } from '@/foundations/motion'
import { fill, type SiteTexts } from '@/foundations/texts'
import { untranslated } from '@/screens/components/ui/untranslated'

function Biography({ member, focus, texts }: { member: BoardMember; focus?: PictureFocus; texts: SiteTexts }) {
  const pageMessages = texts.messages
  return (
    <div className="flex flex-col gap-6 sm:flex-row">
      {member.image_url ? (
        <Img src={member.image_url} alt={fill(texts.record.photoOf, { name: member.name })} width={176} height={176} focus={focus} className="h-44 w-44 shrink-0 self-center rounded-xl object-cover sm:self-start" />
      ) : null}
      <div>
        <p {...untranslated(member.designation, texts.language.code)} className="mb-3 text-sm font-semibold text-slate-600">
          {member.designation}
        </p>
        {member.biography ? <RichText html={member.biography} language={texts.language.code} /> : <p>{pageMessages.messageUnavailableLower}</p>}
      </div>
    </div>
  )
}

/** Council and board members as person cards; Read More opens the biography. */
export function BoardCarousel({ label, members, focus, texts }: { label: string; members: BoardMember[]; focus?: PictureFocus; texts: SiteTexts }) {
  const pageMessages = texts.messages
  const slides = members.map((member) => (
    <article key={member.id} className="flex h-full flex-col items-center rounded-2xl bg-white p-6 text-center shadow">
      {member.image_url ? (
        <Img src={member.image_url} alt={fill(texts.record.photoOf, { name: member.name })} width={160} height={160} sizes="144px" focus={focus} className="h-36 w-36 rounded-full object-cover" />
      ) : null}
      <h3 className="mt-4 text-lg font-bold text-brand-800">{member.name || pageMessages.nameUnavailable}</h3>
      <p {...untranslated(member.designation, texts.language.code)} className="text-sm text-slate-600">
        {member.designation || pageMessages.notApplicable}
      </p>
      <ModalButton
        title={member.name || pageMessages.nameUnavailable}
        size="lg"
        content={<Biography member={member} focus={focus} texts={texts} />}
        className="mt-4 rounded-full border border-brand-700 px-4 py-1.5 text-sm font-semibold text-brand-700 hover:bg-brand-700 hover:text-white"
      >
        {texts.ui.readMore}
        <span className="sr-only">{fill(texts.labels.about, { name: member.name })}</span>
      </ModalButton>
    </article>
  ))
  return (
    <Carousel
      label={label}
      slides={slides}
      perView={personSlides(members.length)}
      loop={members.length > 1}
      durationMs={PERSON_CAROUSEL_SPEED_MS}
      dotsFromWidth={600}
    />
  )
}
