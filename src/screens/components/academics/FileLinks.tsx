import { Icon } from '@/screens/components/ui/Icon'
import { fileKind } from '@/foundations/fileLinks'
import type { Language } from '@/foundations/languages'
import { untranslated } from '@/screens/components/ui/untranslated'

/**
 * A list of downloadable documents with their labels; `newTab`: ' (opens in a
 * new tab)' in the page's language. A document's own name in English is
 * marked so on a Sinhala or Tamil page.
 */
export function FileLinks({ files, newTab, language }: { files: { url: string; label: string }[]; newTab: string; language: Language }) {
  if (files.length === 0) return null
  return (
    <ul className="space-y-2">
      {files.map((file, index) => (
        <li key={`${file.url}-${index}`}>
          <a href={file.url} className="inline-flex max-w-full items-center gap-2 font-medium text-brand-700 hover:underline" target="_blank" rel="noopener noreferrer">
            <Icon name={fileKind(file.url) === 'pdf' ? 'filePdf' : fileKind(file.url) === 'spreadsheet' ? 'fileSheet' : 'file'} className="h-5 w-5 shrink-0" />
            {/* Long file names break rather than widen the page on a phone. */}
            <span {...untranslated(file.label, language)} className="min-w-0 wrap-anywhere">
              {file.label}
            </span>
            <span className="sr-only">{newTab}</span>
          </a>
        </li>
      ))}
    </ul>
  )
}
