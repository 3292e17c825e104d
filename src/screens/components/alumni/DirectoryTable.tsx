import { SiteLink } from '@/screens/components/ui/SiteLink'

import type { DirectoryEntry, Pagination } from '@/sides/content/alumni'
import { fill, type SiteTexts } from '@/foundations/texts'

type DirectoryWords = SiteTexts['directory']

/** The columns, each headed by its word in the page's language. */
const COLUMNS: { key: keyof DirectoryEntry; word: keyof DirectoryWords }[] = [
  { key: 'name', word: 'name' },
  { key: 'designation', word: 'designation' },
  { key: 'sab_academic_qualifications', word: 'qualifications' },
  { key: 'intake', word: 'intake' },
  { key: 'official_address', word: 'company' },
]

/** The directory as a table; numbered page links keep the page in the address. */
export function DirectoryTable({
  entries,
  pagination,
  pageHref,
  pageMessages,
  words,
}: {
  entries: DirectoryEntry[]
  pagination?: Pagination
  pageHref?: (page: number) => string
  pageMessages: SiteTexts['messages']
  words: DirectoryWords
}) {
  return (
    <div>
      {/* Focusable so keyboard users can scroll the table sideways on narrow screens. */}
      <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm" role="region" aria-label={words.table} tabIndex={0}>
        <table className="min-w-full text-left text-sm">
          <caption className="sr-only">{words.caption}</caption>
          <thead className="bg-brand-800 text-white">
            <tr>
              {COLUMNS.map((column) => (
                <th key={column.key} scope="col" className="px-4 py-3 font-semibold whitespace-nowrap">
                  {words[column.word]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {entries.map((entry) => (
              <tr key={entry.id} className="odd:bg-white even:bg-brand-50">
                {COLUMNS.map((column) => (
                  <td key={column.key} className="px-4 py-3 align-top">
                    {String(entry[column.key] ?? '') || pageMessages.notApplicable}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {pagination && pageHref && pagination.total_pages > 1 ? (
        <nav aria-label={words.pages} className="mt-6 flex flex-wrap justify-center gap-2">
          {Array.from({ length: pagination.total_pages }, (_, index) => index + 1).map((page) => (
            <SiteLink
              key={page}
              href={pageHref(page)}
              aria-current={page === pagination.current_page ? 'page' : undefined}
              aria-label={fill(words.page, { number: page })}
              className={`flex h-10 w-10 items-center justify-center rounded-full font-semibold ${page === pagination.current_page ? 'bg-brand-700 text-white' : 'border border-brand-100 bg-white text-brand-800 hover:bg-brand-50'}`}
            >
              {page}
            </SiteLink>
          ))}
        </nav>
      ) : null}
    </div>
  )
}
