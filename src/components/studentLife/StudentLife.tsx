'use client'

import Image from 'next/image'
import { useState } from 'react'

import { Carousel } from '@/components/ui/Carousel'
import { ImageCarousel } from '@/components/ui/ImageCarousel'
import { Modal } from '@/components/ui/Modal'
import type { Club, Sport, StudentEvent } from '@/content/studentLife'
import { OTHER_CAROUSEL_TRANSITION_MS, personSlides } from '@/lib/constants'
import { longDate } from '@/lib/dates'

import { DateBadge } from './DateBadge'

const pictures = (urls: string[], name: string) => urls.map((url, index) => ({ url, alt: `${name}, photo ${index + 1}` }))

function ReadMoreButton({ onClick, name }: { onClick: () => void; name: string }) {
  return (
    <button type="button" onClick={onClick} className="mt-3 font-semibold text-brand-700 hover:underline">
      Read More<span className="sr-only"> about {name}</span>
    </button>
  )
}

export function ClubsSlider({ clubs }: { clubs: Club[] }) {
  const [open, setOpen] = useState<Club | null>(null)
  const slides = clubs.map((club) => (
    <article key={club.id} className="flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow" data-club>
      {club.image_url ? (
        <div className="relative aspect-[4/3]">
          <Image src={club.image_url} alt={`${club.club_name}, photo`} fill sizes="(min-width: 1024px) 33vw, (min-width: 600px) 50vw, 100vw" className="object-cover" />
        </div>
      ) : null}
      <div className="flex flex-1 flex-col p-5">
        <h3 className="text-lg font-bold text-brand-800">{club.club_name}</h3>
        <p className="mt-2 line-clamp-3 text-slate-700">{club.description}</p>
        <ReadMoreButton onClick={() => setOpen(club)} name={club.club_name} />
      </div>
    </article>
  ))
  return (
    <>
      <Carousel label="Clubs & Societies" slides={slides} perView={personSlides(clubs.length)} loop={clubs.length > 1} durationMs={OTHER_CAROUSEL_TRANSITION_MS} />
      <Modal open={open !== null} onClose={() => setOpen(null)} title={open?.club_name ?? ''}>
        {open ? (
          <div className="space-y-4">
            <ImageCarousel images={pictures(open.image_urls, open.club_name)} label={open.club_name} />
            <p className="leading-relaxed text-slate-700">{open.description}</p>
          </div>
        ) : null}
      </Modal>
    </>
  )
}

export function EventsGrid({ events }: { events: StudentEvent[] }) {
  const [open, setOpen] = useState<StudentEvent | null>(null)
  return (
    <>
      <ul className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3" data-events-grid>
        {events.map((event) => (
          <li key={event.id} className="flex flex-col overflow-hidden rounded-2xl bg-white shadow" data-event>
            <div className="relative">
              {event.files.length > 1 ? (
                <ImageCarousel images={pictures(event.files, event.title)} label={event.title} arrows={false} sizes="(min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw" />
              ) : event.files[0] ? (
                <div className="relative aspect-[4/3]">
                  <Image src={event.files[0]} alt={`${event.title}, photo`} fill sizes="(min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw" className="object-cover" />
                </div>
              ) : null}
              <DateBadge iso={event.date} className="absolute top-3 left-3" />
            </div>
            <div className="flex flex-1 flex-col p-5">
              <h3 className="text-lg font-bold text-brand-800">{event.title}</h3>
              <p className="mt-2 line-clamp-3 text-slate-700">{event.description}</p>
              <ReadMoreButton onClick={() => setOpen(event)} name={event.title} />
            </div>
          </li>
        ))}
      </ul>
      <Modal open={open !== null} onClose={() => setOpen(null)} title={open?.title ?? ''}>
        {open ? (
          <div className="space-y-4">
            <ImageCarousel images={pictures(open.files, open.title)} label={open.title} />
            <p className="text-sm font-semibold text-slate-600">
              {longDate(open.date)}
              {open.location ? ` · ${open.location}` : ''}
            </p>
            <p className="leading-relaxed text-slate-700">{open.description}</p>
          </div>
        ) : null}
      </Modal>
    </>
  )
}

export function SportsCarousel({ sports }: { sports: Sport[] }) {
  const [open, setOpen] = useState<Sport | null>(null)
  const slides = sports.map((sport) => (
    <article key={sport.id} className="flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow" data-sport>
      <ImageCarousel images={pictures(sport.files, sport.sport_activity)} label={sport.sport_activity} arrows={false} sizes="(min-width: 1024px) 33vw, (min-width: 600px) 50vw, 100vw" />
      <div className="flex flex-1 flex-col p-5">
        <h3 className="text-lg font-bold text-brand-800">{sport.sport_activity}</h3>
        <p className="mt-2 line-clamp-3 text-slate-700">{sport.description}</p>
        <ReadMoreButton onClick={() => setOpen(sport)} name={sport.sport_activity} />
      </div>
    </article>
  ))
  return (
    <>
      <Carousel label="Sports" slides={slides} perView={personSlides(sports.length)} loop={sports.length > 1} durationMs={OTHER_CAROUSEL_TRANSITION_MS} />
      <Modal open={open !== null} onClose={() => setOpen(null)} title={open?.sport_activity ?? ''}>
        {open ? (
          <div className="space-y-4">
            <div className="max-h-[200px] overflow-y-auto pr-2 leading-relaxed text-slate-700" data-sport-description tabIndex={0}>
              {open.description}
            </div>
            <ImageCarousel images={pictures(open.files, open.sport_activity)} label={open.sport_activity} />
          </div>
        ) : null}
      </Modal>
    </>
  )
}
