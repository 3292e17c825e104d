import { Icon } from '@/screens/components/ui/Icon'
import { ModalButton } from '@/screens/components/ui/ModalButton'
import { SiteLink } from '@/screens/components/ui/SiteLink'
import { pathIn, type Language } from '@/foundations/languages'
import { fill, textsIn } from '@/foundations/texts'

/** Apply Now on a degree page: download the application form, or apply online. */
type Props = { degreeId: number; programName: string; forms: { url: string; name: string }[]; language: Language }

export function ApplyNow({ degreeId, programName, forms, language }: Props) {
  const words = textsIn(language).record
  const onlineHref = pathIn(language, `/degree-registration?id=${degreeId}&name=${encodeURIComponent(programName)}`)
  return (
    <ModalButton
      title={fill(words.applyFor, { programme: programName })}
      closeLabel={textsIn(language).forms.common.close}
      size="md"
      className="rounded-full bg-accent-500 px-6 py-3 font-bold text-brand-900 shadow hover:bg-accent-400"
      content={
        <>
          <p className="mb-5 text-slate-700">{words.howToApply}</p>
          <div className="grid gap-3">
            {forms.map((form) => (
              <a
                key={form.url}
                href={form.url}
                download={form.name || undefined}
                className="flex items-center gap-3 rounded-xl border border-brand-100 p-4 font-semibold text-brand-800 hover:bg-brand-50"
              >
                <Icon name="download" className="h-6 w-6 shrink-0" />
                {words.downloadForm}
              </a>
            ))}
            <SiteLink href={onlineHref} className="flex items-center gap-3 rounded-xl bg-brand-700 p-4 font-semibold text-white hover:bg-brand-800">
              <Icon name="file" className="h-6 w-6 shrink-0" />
              {words.applyOnline}
            </SiteLink>
          </div>
        </>
      }
    >
      {words.applyNow}
    </ModalButton>
  )
}
