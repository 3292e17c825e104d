import { FileLinks } from '@/screens/components/academics/FileLinks'
import { AccordionItem, WhenOpen } from '@/screens/components/ui/Accordion'
import { Img } from '@/screens/components/ui/Img'
import { RichText } from '@/screens/components/ui/Section'
import type { ResearchByYear, ResearchItem } from '@/sides/content/research'
import { DEFAULT_RESEARCH_YEAR } from '@/foundations/siteDefaults'
import { fill, type SiteTexts } from '@/foundations/texts'
import { untranslated } from '@/screens/components/ui/untranslated'

import { LazyQrCode } from './LazyQrCode'
import { ResearchYears } from './ResearchYears'

/** The QR codes' size in pixels (§9). */
const QR_SIZE = 256

function ResearchDetail({ item, texts }: { item: ResearchItem; texts: SiteTexts }) {
  return (
    <>
      <p className="text-sm font-semibold text-slate-600">{item.researcherName}</p>
      {item.description ? <RichText html={item.description} language={texts.language.code} className="text-slate-700" /> : null}
      <FileLinks files={item.files.map((file, index) => ({ url: file.url, label: file.name || fill(texts.record.documentNumber, { number: index + 1 }) }))} newTab={texts.layout.opensInNewTab} language={texts.language.code} />
      <div className="flex flex-wrap items-start gap-6">
        {item.image ? <Img src={item.image} alt={fill(texts.labels.researchPoster, { title: item.title })} width={320} height={440} className="h-auto w-64 rounded-lg shadow" /> : null}
        {item.qrCode ? (
          <figure className="text-center">
            {/* The drawing's place is kept while its script arrives. */}
            <div className="aspect-square w-64 max-w-full">
              <WhenOpen>
                <LazyQrCode value={item.qrCode} size={QR_SIZE} level="H" title={fill(texts.labels.qrCodeFor, { value: item.qrCode })} data-qr-value={item.qrCode} className="max-w-full" />
              </WhenOpen>
            </div>
            <figcaption className="mt-2 text-xs break-all text-slate-600">{item.qrCode}</figcaption>
          </figure>
        ) : null}
      </div>
    </>
  )
}

/** Research by year and category: one item open at a time; clicking the open one closes it. */
export function ResearchAccordion({ byYear, texts }: { byYear: ResearchByYear; texts: SiteTexts }) {
  const years = Object.keys(byYear).sort((a, b) => Number(b) - Number(a))
  const shownYears = years.length > 0 ? years : [String(DEFAULT_RESEARCH_YEAR)]
  const panels = shownYears.map((year) => {
    const categories = byYear[year] ?? {}
    if (Object.keys(categories).length === 0) {
      return (
        <p key={year} className="text-center text-slate-600">
          {fill(texts.labels.noResearch, { year })}
        </p>
      )
    }
    return Object.entries(categories).map(([category, items]) => (
      <div key={`${year}-${category}`} className="mb-8">
        <h3 {...untranslated(category, texts.language.code)} className="mb-3 text-lg font-bold text-brand-800">
          {category}
        </h3>
        <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
          {items.map((item) => (
            <li key={item.id} data-research-item>
              <AccordionItem id={`research-${item.id}`} title={item.title} {...untranslated(item.title, texts.language.code)} level={4} panelClassName="space-y-4 px-5 pb-6">
                <ResearchDetail item={item} texts={texts} />
              </AccordionItem>
            </li>
          ))}
        </ul>
      </div>
    ))
  })
  return <ResearchYears years={shownYears} panels={panels} />
}
