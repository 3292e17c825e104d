import type React from 'react'

import { untranslatedMarker } from './untranslated'

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

export async function PageBanner({ title, subtitle }: { title: string; subtitle?: string }) {
  const untranslated = await untranslatedMarker()
  return (
    <div className="bg-gradient-to-r from-brand-900 to-brand-700 text-white">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
        <h1 lang={untranslated(title)} className="text-3xl font-bold sm:text-4xl">
          {title}
        </h1>
        {subtitle ? (
          <p lang={untranslated(subtitle)} className="mt-3 max-w-3xl text-brand-100">
            {subtitle}
          </p>
        ) : null}
      </div>
    </div>
  )
}

/** HTML made by the server from structured rich text (text already escaped); marked English while it is not translated. */
export async function RichText({ html, className = '' }: { html: string; className?: string }) {
  const untranslated = await untranslatedMarker()
  return <div lang={untranslated(html)} className={`rich-text ${className}`} dangerouslySetInnerHTML={{ __html: html }} />
}
