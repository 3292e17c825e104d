import type React from 'react'

import { Carousel } from '@/screens/components/ui/Carousel'
import { ImageCarousel } from '@/screens/components/ui/ImageCarousel'
import { type FirstPicture, Img, listPictures, withFocus } from '@/screens/components/ui/Img'
import { LazyWindowImages } from '@/screens/components/ui/LazyWindowImages'
import { ModalButton } from '@/screens/components/ui/ModalButton'
import { untranslated } from '@/screens/components/ui/untranslated'
import type { PictureFocus } from '@/sides/content/pictureFocus'
import type { Club, Sport, StudentEvent } from '@/sides/content/studentLife'
import { personSlides } from '@/foundations/carouselLayouts'
import { OTHER_CAROUSEL_TRANSITION_MS } from '@/foundations/motion'
import { longDate } from '@/foundations/dates'
import type { Language } from '@/foundations/languages'
import { fill, type SiteTexts } from '@/foundations/texts'

import { DateBadge } from './DateBadge'

/** The page's words and language, which every card here names its pictures and buttons in. */
type InLanguage = { texts: SiteTexts; language: Language }

const pictures = (urls: string[], name: string, texts: SiteTexts) => urls.map((url, index) => ({ url, alt: fill(texts.labels.photoNumber, { name, number: index + 1 }) }))

/** A window's pictures, fetched with the window; nothing when there are none. */
function WindowPictures({ urls, name, focus, texts }: { urls: string[]; name: string; focus?: PictureFocus; texts: SiteTexts }) {
  return urls.length > 0 ? <LazyWindowImages images={withFocus(pictures(urls, name, texts), focus)} label={name} /> : null
}

/** The pictures of a card, one at a time with dots, in the card's width. */
function CardPictures({ urls, name, sizes, focus, texts }: { urls: string[]; name: string; sizes: string; focus?: PictureFocus; texts: SiteTexts }) {
  return (
    <ImageCarousel
      label={name}
      arrows={false}
      slides={pictures(urls, name, texts).map((picture, index) => (
        <Img key={index} src={picture.url} alt={picture.alt} fill sizes={sizes} focus={focus} className="object-cover" />
      ))}
    />
  )
}

function ReadMoreButton({ name, title, content, texts }: { name: string; title: string; content: React.ReactNode; texts: SiteTexts }) {
  return (
    <ModalButton title={title} content={content} className="mt-3 font-semibold text-brand-700 hover:underline">
      {texts.ui.readMore}
      <span className="sr-only">{fill(texts.labels.about, { name })}</span>
    </ModalButton>
  )
}

type CardProps = {
  /** A carousel slide is an article as tall as the slide; a grid card is a list item. */
  kind: 'slide' | 'item'
  /** The data attribute the card is found by: data-club, data-event or data-sport. */
  marker: `data-${string}`
  name: string
  description: string
  /** The pictures above the text, if any. */
  media: React.ReactNode
  /** What the Read More window shows. */
  details: React.ReactNode
  texts: SiteTexts
}

/** A club, event or sport: pictures, name, three lines of description and a Read More window. */
function LifeCard({ kind, marker, name, description, media, details, texts }: CardProps) {
  const language = texts.language.code
  const Element = kind === 'slide' ? 'article' : 'li'
  const className = kind === 'slide' ? 'flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow' : 'flex flex-col overflow-hidden rounded-2xl bg-white shadow'
  return (
    <Element className={className} {...{ [marker]: true }}>
      {media}
      <div className="flex flex-1 flex-col p-5">
        <h3 {...untranslated(name, language)} className="text-lg font-bold text-brand-800">
          {name}
        </h3>
        <p {...untranslated(description, language)} className="mt-2 line-clamp-3 text-slate-700">
          {description}
        </p>
        <ReadMoreButton name={name} title={name} content={details} texts={texts} />
      </div>
    </Element>
  )
}

const SLIDE_SIZES = '(min-width: 1024px) 33vw, (min-width: 600px) 50vw, 100vw'

export function ClubsSlider({ clubs, first, focus, texts }: { clubs: Club[]; first?: FirstPicture; focus?: PictureFocus } & Pick<InLanguage, 'texts'>) {
  // A phone shows the first slide alone.
  const loading = listPictures(clubs, (club) => club.image_url, first, 1)
  const slides = clubs.map((club, index) => (
    <LifeCard
      key={club.id}
      kind="slide"
      marker="data-club"
      texts={texts}
      name={club.club_name}
      description={club.description}
      media={
        club.image_url ? (
          <div className="relative aspect-[4/3]">
            <Img src={club.image_url} alt={fill(texts.labels.photo, { name: club.club_name })} {...loading(index)} fill sizes={SLIDE_SIZES} focus={focus} className="object-cover" />
          </div>
        ) : null
      }
      details={
        <div className="space-y-4">
          <WindowPictures urls={club.image_urls} name={club.club_name} focus={focus} texts={texts} />
          <p className="leading-relaxed text-slate-700">{club.description}</p>
        </div>
      }
    />
  ))
  return <Carousel label={texts.navigationAnchors.clubs} slides={slides} perView={personSlides(clubs.length)} loop={clubs.length > 1} durationMs={OTHER_CAROUSEL_TRANSITION_MS} />
}

export function EventsGrid({ events, focus, texts, language }: { events: StudentEvent[]; focus?: PictureFocus } & InLanguage) {
  const sizes = '(min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw'
  return (
    <ul className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3" data-events-grid>
      {events.map((event) => (
        <LifeCard
          key={event.id}
          kind="item"
          marker="data-event"
          texts={texts}
          name={event.title}
          description={event.description}
          media={
            <div className="relative">
              {event.files.length > 1 ? (
                <CardPictures urls={event.files} name={event.title} sizes={sizes} focus={focus} texts={texts} />
              ) : event.files[0] ? (
                <div className="relative aspect-[4/3]">
                  <Img src={event.files[0]} alt={fill(texts.labels.photo, { name: event.title })} fill sizes={sizes} focus={focus} className="object-cover" />
                </div>
              ) : null}
              <DateBadge iso={event.date} language={language} className="absolute top-3 left-3" />
            </div>
          }
          details={
            <div className="space-y-4">
              <WindowPictures urls={event.files} name={event.title} focus={focus} texts={texts} />
              <p className="text-sm font-semibold text-slate-600">
                {longDate(event.date, language)}
                {event.location ? ` · ${event.location}` : ''}
              </p>
              <p className="leading-relaxed text-slate-700">{event.description}</p>
            </div>
          }
        />
      ))}
    </ul>
  )
}

export function SportsCarousel({ sports, focus, texts }: { sports: Sport[]; focus?: PictureFocus } & Pick<InLanguage, 'texts'>) {
  const slides = sports.map((sport) => (
    <LifeCard
      key={sport.id}
      kind="slide"
      marker="data-sport"
      texts={texts}
      name={sport.sport_activity}
      description={sport.description}
      media={<CardPictures urls={sport.files} name={sport.sport_activity} sizes={SLIDE_SIZES} focus={focus} texts={texts} />}
      details={
        <div className="space-y-4">
          <div className="max-h-[200px] overflow-y-auto pr-2 leading-relaxed text-slate-700" data-sport-description tabIndex={0}>
            {sport.description}
          </div>
          <WindowPictures urls={sport.files} name={sport.sport_activity} focus={focus} texts={texts} />
        </div>
      }
    />
  ))
  return <Carousel label={texts.navigationAnchors.sports} slides={slides} perView={personSlides(sports.length)} loop={sports.length > 1} durationMs={OTHER_CAROUSEL_TRANSITION_MS} />
}
