import { SiteLink } from '@/screens/components/ui/SiteLink'
import type React from 'react'

import { Icon } from '@/screens/components/ui/Icon'
import { PageBanner, RichText } from '@/screens/components/ui/Section'
import { textsIn } from '@/foundations/texts'
import { DEFAULT_LANGUAGE, pathIn, type Language } from '@/foundations/languages'

/** The frame of a record page: banner, back link, then titled blocks. */
export function DetailPage({
  title,
  back,
  language,
  children,
}: {
  title: string
  /** The page to go back to, by its English address. */
  back?: { href: string; label: string }
  language: Language
  children: React.ReactNode
}) {
  return (
    <>
      <PageBanner title={title} language={language} />
      <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 lg:px-8">
        {back ? (
          <SiteLink href={pathIn(language, back.href)} className="mb-8 inline-flex items-center gap-2 font-semibold text-brand-700 hover:underline">
            <Icon name="arrowLeft" className="h-4 w-4" />
            {back.label}
          </SiteLink>
        ) : null}
        <div className="space-y-10">{children}</div>
      </div>
    </>
  )
}

/** `language`: the page's, with `html` (staff's text, marked while it is English on a Sinhala or Tamil page). */
export function DetailBlock({ title, html, language, children }: { title: string; html?: string; language?: Language; children?: React.ReactNode }) {
  if (html !== undefined && !html && !children) return null
  return (
    <section>
      <h2 className="mb-4 border-l-4 border-accent-500 pl-3 text-xl font-bold text-brand-800">{title}</h2>
      {html ? <RichText html={html} language={language ?? DEFAULT_LANGUAGE} className="text-slate-700" /> : null}
      {children}
    </section>
  )
}

export function NotFoundText({ text, language }: { text: string; language: Language }) {
  return (
    <div className="mx-auto flex min-h-[40vh] max-w-3xl flex-col items-center justify-center gap-4 px-4 text-center">
      <h1 className="text-2xl font-bold text-brand-800">{text}</h1>
      <SiteLink href={pathIn(language, '/academics')} className="font-semibold text-brand-700 hover:underline">
        {textsIn(language).record.backToAcademics}
      </SiteLink>
    </div>
  )
}
