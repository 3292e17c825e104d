'use client'

import Image from 'next/image'
import { useEffect, useState } from 'react'

import { ImageCarousel } from '@/components/ui/ImageCarousel'
import { Modal } from '@/components/ui/Modal'
import { RichText } from '@/components/ui/Section'
import type { AlumniNewsItem } from '@/content/alumni'
import { NEWS_EXCERPT_WORDS, NEWS_EXCERPT_WORDS_NARROW } from '@/lib/constants'
import { longDate } from '@/lib/dates'
import { cutWords, htmlToText } from '@/lib/words'

/** 30 words from 1280 px up, 15 below (§2.15). Server HTML uses the narrow cut, the common case on phones. */
function useExcerptWords(): number {
  const [words, setWords] = useState(NEWS_EXCERPT_WORDS_NARROW)
  useEffect(() => {
    const query = window.matchMedia('(min-width: 1280px)')
    const update = () => setWords(query.matches ? NEWS_EXCERPT_WORDS : NEWS_EXCERPT_WORDS_NARROW)
    update()
    query.addEventListener('change', update)
    return () => query.removeEventListener('change', update)
  }, [])
  return words
}

export function AlumniNews({ news }: { news: AlumniNewsItem[] }) {
  const words = useExcerptWords()
  const [open, setOpen] = useState<AlumniNewsItem | null>(null)
  return (
    <>
      <ul className="grid grid-cols-1 gap-6 md:grid-cols-2 xl:grid-cols-4">
        {news.map((item) => (
          <li key={item.alumniNews_id} className="flex flex-col overflow-hidden rounded-2xl bg-white shadow" data-alumni-news>
            <div className="relative aspect-[16/10] bg-slate-100">
              {item.images[0] ? <Image src={item.images[0]} alt="" fill sizes="(min-width: 1280px) 25vw, (min-width: 768px) 50vw, 100vw" className="object-cover" /> : null}
            </div>
            <div className="flex flex-1 flex-col p-5">
              <h3 className="font-bold text-brand-800">{item.alumniNews_title}</h3>
              <p className="mt-2 text-slate-700" data-excerpt>
                {cutWords(htmlToText(item.alumniNews_description), words).text}
              </p>
              <button type="button" onClick={() => setOpen(item)} className="mt-auto self-start pt-3 font-semibold text-brand-700 hover:underline">
                Read More<span className="sr-only"> about {item.alumniNews_title}</span>
              </button>
            </div>
          </li>
        ))}
      </ul>
      <Modal open={open !== null} onClose={() => setOpen(null)} title={open?.alumniNews_title ?? ''}>
        {open ? (
          <div className="space-y-4">
            {open.images.length > 1 ? (
              <ImageCarousel images={open.images.map((url, index) => ({ url, alt: `${open.alumniNews_title}, photo ${index + 1}` }))} label={open.alumniNews_title} />
            ) : open.images[0] ? (
              <div className="relative aspect-[16/10] overflow-hidden rounded-lg">
                <Image src={open.images[0]} alt={`${open.alumniNews_title}, photo`} fill sizes="(min-width: 1024px) 60vw, 100vw" className="object-cover" />
              </div>
            ) : null}
            {open.date ? <p className="text-sm text-slate-600">{longDate(open.date)}</p> : null}
            <RichText html={open.alumniNews_description} className="text-slate-700" />
            {open.expandedContent ? <RichText html={open.expandedContent} className="text-slate-700" /> : null}
          </div>
        ) : null}
      </Modal>
    </>
  )
}
