import { Carousel } from '@/screens/components/ui/Carousel'
import { Img } from '@/screens/components/ui/Img'
import type { StaffMember } from '@/sides/content/academics'
import type { PictureFocus } from '@/sides/content/pictureFocus'
import { STAFF_LOOP_ABOVE, STAFF_SLIDES } from '@/foundations/carouselLayouts'
import { OTHER_CAROUSEL_TRANSITION_MS } from '@/foundations/motion'
import { fill, type SiteTexts } from '@/foundations/texts'
import { untranslated } from '@/screens/components/ui/untranslated'

/** Department staff: up to 3 at a time (2 below 1024 px, 1 below 600 px), looping with more than 3. */
export function StaffSlider({ staff, focus, texts }: { staff: StaffMember[]; focus?: PictureFocus; texts: SiteTexts }) {
  const slides = staff.map((member) => (
    <article key={member.staff_id} className="flex h-full flex-col items-center rounded-2xl border border-slate-200 bg-white p-5 text-center">
      {member.staff_image_url ? (
        <Img src={member.staff_image_url} alt={fill(texts.record.photoOf, { name: member.staff_name })} width={128} height={128} focus={focus} className="h-32 w-32 rounded-full object-cover" />
      ) : null}
      <h3 className="mt-3 font-bold text-brand-800">{member.staff_name}</h3>
      <p {...untranslated(member.staff_designation, texts.language.code)} className="text-sm text-slate-600">
        {member.staff_designation}
      </p>
      {member.staff_qualifications ? (
        <p {...untranslated(member.staff_qualifications, texts.language.code)} className="mt-1 text-xs text-slate-500">
          {member.staff_qualifications}
        </p>
      ) : null}
      {member.staff_email ? (
        <a href={`mailto:${member.staff_email}`} className="mt-2 text-sm text-brand-700 hover:underline">
          {member.staff_email}
        </a>
      ) : null}
    </article>
  ))
  return <Carousel label={texts.labels.academicStaff} slides={slides} perView={STAFF_SLIDES} loop={staff.length > STAFF_LOOP_ABOVE} durationMs={OTHER_CAROUSEL_TRANSITION_MS} />
}
