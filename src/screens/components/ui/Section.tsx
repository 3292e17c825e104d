import type React from 'react'

import type { Language } from '@/foundations/languages'

import { untranslated } from './untranslated'

/** A page section with its anchor and heading. */
export function Section({
  id,
  title,
  children,
  className = '',
  tone = 'plain',
}: {
  id?: string
  title?: string
  children: React.ReactNode
  className?: string
  tone?: 'plain' | 'tint'
}) {
  const headingId = id ? `${id}-heading` : undefined
  return (
    <section
      id={id}
      aria-labelledby={title ? headingId : undefined}
      className={`${tone === 'tint' ? 'bg-brand-50' : ''} py-12 sm:py-16 ${className}`}
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        {title ? (
          <h2 id={headingId} className="mb-8 text-center text-2xl font-bold text-brand-800 sm:text-3xl">
            {title}
            <span aria-hidden="true" className="mx-auto mt-3 block h-1 w-16 rounded bg-accent-500" />
          </h2>
        ) : null}
        {children}
      </div>
    </section>
  )
}

/** `language`: given where the title is staff's (a record's name), which is marked while it is English on a Sinhala or Tamil page. */
export function PageBanner({ title, subtitle, language }: { title: string; subtitle?: string; language?: Language }) {
  return (
    <div className="bg-gradient-to-r from-brand-900 to-brand-700 text-white">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
        <h1 {...(language ? untranslated(title, language) : {})} className="text-3xl font-bold sm:text-4xl">
          {title}
        </h1>
        {subtitle ? (
          <p {...(language ? untranslated(subtitle, language) : {})} className="mt-3 max-w-3xl text-brand-100">
            {subtitle}
          </p>
        ) : null}
      </div>
    </div>
  )
}

/** HTML made by the server from structured rich text (text already escaped); marked English while it is not translated. */
export function RichText({ html, className = '', language }: { html: string; className?: string; language: Language }) {
  return <div {...untranslated(html, language)} className={`rich-text ${className}`} dangerouslySetInnerHTML={{ __html: html }} />
}
