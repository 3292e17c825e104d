import { AccordionGroup, AccordionItem } from '@/screens/components/ui/Accordion'
import type { Publication } from '@/sides/content/research'
import { longDate } from '@/foundations/dates'
import type { Language } from '@/foundations/languages'
import type { SiteTexts } from '@/foundations/texts'

import { PublicationDownload } from './PublicationDownload'
import { untranslated } from '@/screens/components/ui/untranslated'

/** Publications, one open at a time; the file is saved as publication.pdf. */
export function PublicationsAccordion({ publications, texts, language }: { publications: Publication[]; texts: SiteTexts; language: Language }) {
  return (
    <AccordionGroup>
      <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
        {publications.map((publication) => (
          <li key={publication.id} data-publication>
            <AccordionItem id={`publication-${publication.id}`} title={publication.title} {...untranslated(publication.title, language)} level={3} panelClassName="space-y-3 px-5 pb-6 text-slate-700">
              <p>
                <span className="font-semibold">{texts.labels.authors}</span>
                {publication.authors}
              </p>
              {publication.journal_name ? (
                <p>
                  <span className="font-semibold">{texts.labels.journal}</span>
                  {publication.journal_name}
                </p>
              ) : null}
              <p>
                <span className="font-semibold">{texts.labels.published}</span>
                {longDate(publication.publication_date, language)}
              </p>
              {publication.abstract ? (
                <p {...untranslated(publication.abstract, language)} className="leading-relaxed">
                  {publication.abstract}
                </p>
              ) : null}
              {publication.has_file ? <PublicationDownload id={publication.id} /> : null}
            </AccordionItem>
          </li>
        ))}
      </ul>
    </AccordionGroup>
  )
}
