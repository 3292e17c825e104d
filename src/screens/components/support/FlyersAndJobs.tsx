
import { Icon } from '@/screens/components/ui/Icon'
import { type FirstPicture, Img, listPictures } from '@/screens/components/ui/Img'
import type { Flyer, Job } from '@/sides/content/careers'
import { fill, type SiteTexts } from '@/foundations/texts'
import { InlineText, untranslated } from '@/screens/components/ui/untranslated'

/** The poster's alt names it as one: the same words as its caption would be read twice for nothing (axe image-redundant-alt). */
export function FlyerGrid({ flyers, first, texts }: { flyers: Flyer[]; first?: FirstPicture; texts: SiteTexts }) {
  const loading = listPictures(flyers, (flyer) => flyer.image_url, first)
  return (
    <ul className="grid grid-cols-1 gap-6 xs:grid-cols-2 lg:grid-cols-4">
      {flyers.map((flyer, index) => (
        <li key={flyer.id} className="overflow-hidden rounded-xl bg-white shadow">
          {flyer.image_url ? (
            <Img src={flyer.image_url} alt={fill(texts.labels.poster, { title: flyer.title })} {...loading(index)} width={400} height={550} sizes="(min-width: 1024px) 25vw, (min-width: 600px) 50vw, 100vw" className="h-auto w-full" />
          ) : null}
          <p {...untranslated(flyer.title, texts.language.code)} className="p-3 text-center font-semibold text-brand-800">
            {flyer.title}
          </p>
        </li>
      ))}
    </ul>
  )
}

export function JobList({ jobs, texts }: { jobs: Job[]; texts: SiteTexts }) {
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {jobs.map((job) => (
        <li key={job.id} className="flex items-center justify-between gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm" data-job>
          <div>
            <p {...untranslated(job.job_title, texts.language.code)} className="font-bold text-brand-800">
              {job.job_title}
            </p>
            {job.platform_name ? (
              <p {...untranslated(job.platform_name, texts.language.code)} className="text-sm text-slate-600">
                {job.platform_name}
              </p>
            ) : null}
          </div>
          <a href={job.url} target="_blank" rel="noopener noreferrer" className="inline-flex shrink-0 items-center gap-1 rounded-full border border-brand-700 px-4 py-1.5 text-sm font-semibold text-brand-700 hover:bg-brand-700 hover:text-white">
            {texts.labels.view}
            <span className="sr-only">
              {' '}
              <InlineText text={job.job_title} language={texts.language.code} />
              {texts.layout.opensInNewTab}
            </span>
            <Icon name="chevronRight" className="h-4 w-4" />
          </a>
        </li>
      ))}
    </ul>
  )
}
