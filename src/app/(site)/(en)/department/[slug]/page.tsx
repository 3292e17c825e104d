import { DetailBlock, DetailPage } from '@/screens/components/academics/DetailPage'
import { StaffSlider } from '@/screens/components/academics/StaffSlider'
import { ReadMoreText } from '@/screens/components/ui/ReadMoreText'
import { untranslated } from '@/screens/components/ui/untranslated'
import { Img } from '@/screens/components/ui/Img'
import { PageLink } from '../../PageLink'
import { getDepartment } from '@/sides/content/academics'
import { getPictureFocus } from '@/sides/content/pictureFocus'
import { MESSAGE_WORD_LIMIT } from '@/foundations/listSizes'
import { pageLanguage } from '@/sides/content/pageLanguage'
import { fill, textsIn } from '@/foundations/texts'
import { PAGE_MESSAGES } from '@/foundations/pageMessages'

import { noPrerenderedRecords, recordLookup, recordMetadata, recordPage, type RecordPageProps, type RecordParams } from '../../recordPage'

const page = recordPage({
  find: (params: RecordParams) => getDepartment(recordLookup(params)),
  missing: { title: PAGE_MESSAGES.departmentNotFound },
  metadata: (department) =>
    recordMetadata(department.seo, { name: department.department_name, html: department.department_description, path: `/department/${department.slug}` }),
})

export const generateStaticParams = noPrerenderedRecords
export const generateMetadata = page.generateMetadata

export default async function DepartmentPage(props: RecordPageProps) {
  const language = await pageLanguage()
  const texts = textsIn(language)
  const messages = texts.messages
  const words = texts.record
  const [department, focus] = await Promise.all([page.record(props), getPictureFocus()])
  const { hod } = department
  return (
    <DetailPage language={language} title={department.department_name || messages.nameUnavailable} back={{ href: '/academics#undergraduate', label: words.backToAcademics }}>
      <DetailBlock title={words.aboutDepartment} language={language} html={department.department_description} />
      <DetailBlock title={words.headOfDepartment}>
        <div className="flex flex-col gap-6 rounded-2xl bg-brand-50 p-6 sm:flex-row">
          {hod.hod_staff_image_url ? (
            <Img src={hod.hod_staff_image_url} alt={fill(words.photoOf, { name: hod.hod_staff_name })} priority width={160} height={160} focus={focus} className="h-40 w-40 shrink-0 rounded-xl object-cover" />
          ) : null}
          <div>
            <h3 className="text-lg font-bold text-brand-800">{hod.hod_staff_name || messages.nameUnavailable}</h3>
            {hod.hod_message ? (
              <ReadMoreText text={hod.hod_message} {...untranslated(hod.hod_message, language)} limit={MESSAGE_WORD_LIMIT} className="mt-3 text-slate-700" />
            ) : (
              <p className="mt-3 text-slate-600">{messages.messageUnavailable}</p>
            )}
          </div>
        </div>
      </DetailBlock>
      {department.programs.length > 0 ? (
        <DetailBlock title={words.programmes}>
          <ul className="grid gap-3 sm:grid-cols-2">
            {department.programs.map((program) => (
              <li key={program.degree_program_id}>
                <PageLink
                  href={`/degree/${program.slug}`}
                  {...untranslated(program.program_name, language)}
                  className="block rounded-xl border border-slate-200 p-4 font-semibold text-brand-700 hover:border-brand-600 hover:underline"
                >
                  {program.program_name}
                </PageLink>
              </li>
            ))}
          </ul>
        </DetailBlock>
      ) : null}
      {department.staff_members.length > 0 ? (
        <DetailBlock title={words.academicStaff}>
          <StaffSlider staff={department.staff_members} focus={focus} texts={texts} />
        </DetailBlock>
      ) : null}
    </DetailPage>
  )
}
