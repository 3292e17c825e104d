import { ModalButton } from '@/screens/components/ui/ModalButton'
import type { Counsellor } from '@/sides/content/services'
import type { SiteTexts } from '@/foundations/texts'

function CounsellorList({ counsellors }: { counsellors: Counsellor[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {counsellors.map((counsellor) => (
        <li key={counsellor.id} className="rounded-xl border border-slate-200 p-4" data-counsellor>
          <p className="font-bold text-brand-800">{counsellor.name}</p>
          <p className="text-sm text-slate-600">{counsellor.designation}</p>
          {counsellor.tele ? (
            <a href={`tel:${counsellor.tele.replace(/[^+\d]/g, '')}`} className="mt-2 block text-brand-700 hover:underline">
              {counsellor.tele}
            </a>
          ) : null}
          {counsellor.email ? (
            <a href={`mailto:${counsellor.email}`} className="block break-all text-brand-700 hover:underline">
              {counsellor.email}
            </a>
          ) : null}
        </li>
      ))}
    </ul>
  )
}

/** Student counselling: the counsellors' contacts in a window. */
export function CounsellorsButton({ counsellors, texts }: { counsellors: Counsellor[]; texts: SiteTexts }) {
  return (
    <ModalButton
      title={texts.pages.studentSupport.counselling}
      size="lg"
      content={<CounsellorList counsellors={counsellors} />}
      className="rounded-full bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800"
    >
      {texts.labels.contactCounsellor}
    </ModalButton>
  )
}
