import type { Metadata } from 'next'

import { ClampedHtml } from '@/screens/components/ui/ReadMoreText'
import { Icon } from '@/screens/components/ui/Icon'
import { PageLink } from '../PageLink'
import { PageBanner, Section } from '@/screens/components/ui/Section'
import { attempt, ErrorText } from '@/screens/components/ui/States'
import {
  getCareerGuidance,
  getCqaDescription,
  getCqaItems,
  getDegreePrograms,
  getDepartments,
  getLoanSchemes,
  getProgrammes,
} from '@/sides/content/academics'
import { getSiteSettings } from '@/sides/content/contact'
import { pageLanguage } from '@/sides/content/pageLanguage'
import type { Language } from '@/foundations/languages'
import { textsIn } from '@/foundations/texts'
import { InlineText, untranslated } from '@/screens/components/ui/untranslated'

import { pageMetadata } from '../pageMetadata'

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata({ meta: 'academics', path: '/academics' })
}

/** A card's title and subtitle are staff's texts or official names: marked when English on a Sinhala or Tamil page. */
function CardLink({ href, title, subtitle, language }: { href: string; title: string; subtitle?: string; language: Language }) {
  return (
    <li>
      <PageLink href={href} className="group flex h-full items-start justify-between gap-3 rounded-xl border border-slate-200 bg-white p-5 shadow-sm hover:border-brand-600 hover:shadow-md">
        <span>
          <span {...untranslated(title, language)} className="block font-bold text-brand-800 group-hover:text-brand-600">
            {title}
          </span>
          {subtitle ? (
            <span {...untranslated(subtitle, language)} className="mt-1 block text-sm text-slate-600">
              {subtitle}
            </span>
          ) : null}
        </span>
        <Icon name="chevronRight" className="mt-0.5 h-5 w-5 shrink-0 text-accent-500" />
      </PageLink>
    </li>
  )
}

/** The programme's official name, as the university that awards it spells it. */
const MBA = 'Master of Business Administration (MBA)'

const grid = 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3'

export default async function AcademicsPage() {
  const language = await pageLanguage()
  const texts = textsIn(language)
  const words = texts.pages.academics
  const messages = texts.messages
  const [settings, departments, degrees, programmes, loans, careers, cqaDescription, cqaItems] = await Promise.all([
    getSiteSettings(),
    attempt(getDepartments),
    attempt(getDegreePrograms),
    attempt(getProgrammes),
    attempt(getLoanSchemes),
    attempt(getCareerGuidance),
    attempt(getCqaDescription),
    attempt(getCqaItems),
  ])
  const undergraduate = degrees.ok ? degrees.data.filter((degree) => degree.level === 'undergraduate') : []
  const postgraduate = degrees.ok ? degrees.data.filter((degree) => degree.level === 'postgraduate') : []

  return (
    <>
      <PageBanner title={words.title} subtitle={words.subtitle} />

      <Section id="undergraduate" title={words.undergraduate}>
        {departments.ok ? (
          <>
            <h3 className="mb-4 text-lg font-bold text-brand-800">{words.departments}</h3>
            <ul className={grid}>
              {departments.data.map((department) => (
                <CardLink language={language} key={department.id} href={`/department/${department.slug}`} title={department.department_name} />
              ))}
            </ul>
          </>
        ) : (
          <ErrorText messages={messages} error={departments.error} />
        )}
        {degrees.ok ? (
          <>
            <h3 className="mt-10 mb-4 text-lg font-bold text-brand-800">{words.degrees}</h3>
            <ul className={grid}>
              {undergraduate.map((degree) => (
                <CardLink language={language} key={degree.id} href={`/degree/${degree.slug}`} title={degree.program_name} subtitle={degree.degree_name} />
              ))}
            </ul>
          </>
        ) : (
          <ErrorText messages={messages} className="mt-6" error={degrees.error} />
        )}
      </Section>

      <Section id="postGraduate" title={words.postgraduate} tone="tint">
        <ul className={grid}>
          {postgraduate.map((degree) => (
            <CardLink language={language} key={degree.id} href={`/degree/${degree.slug}`} title={degree.program_name} subtitle={degree.degree_name} />
          ))}
          {settings.postgraduate_mba_url ? (
            <li>
              <a
                href={settings.postgraduate_mba_url}
                target="_blank"
                rel="noopener noreferrer"
                className="flex h-full items-start justify-between gap-3 rounded-xl border border-slate-200 bg-white p-5 font-bold text-brand-800 shadow-sm hover:border-brand-600"
              >
                <InlineText text={MBA} language={language} />
                <span className="sr-only">{texts.layout.opensInNewTab}</span>
                <Icon name="globe" className="h-5 w-5 shrink-0 text-accent-500" />
              </a>
            </li>
          ) : null}
        </ul>
      </Section>

      <Section id="programs" title={words.affiliated}>
        {programmes.ok ? (
          <ul className={grid}>
            {programmes.data.map((programme) => (
              <CardLink language={language} key={programme.id} href={`/programs?id=${programme.id}`} title={programme.program_name} />
            ))}
          </ul>
        ) : (
          <ErrorText messages={messages} error={programmes.error} />
        )}
      </Section>

      <Section id="loan" title={words.loanScheme} tone="tint">
        {loans.ok ? (
          <ul className={grid}>
            {loans.data.map((loan) => (
              <CardLink language={language} key={loan.id} href={`/degrees/${loan.slug}`} title={loan.title} />
            ))}
          </ul>
        ) : (
          <ErrorText messages={messages} error={loans.error} />
        )}
      </Section>

      <Section id="careers" title={words.careerGuidance}>
        {careers.ok ? (
          <ul className={grid}>
            {careers.data.map((item) => (
              <CardLink language={language} key={item.id} href="/training-partners" title={item.title} subtitle={item.description} />
            ))}
          </ul>
        ) : (
          <ErrorText messages={messages} error={careers.error} />
        )}
      </Section>

      <Section id="cqa" title={words.cqa} tone="tint">
        {!cqaDescription.ok ? (
          <ErrorText messages={messages} error={cqaDescription.error} />
        ) : cqaDescription.data.cqa_description ? (
          <ClampedHtml html={cqaDescription.data.cqa_description} {...untranslated(cqaDescription.data.cqa_description, language)} className="mx-auto mb-8 max-w-4xl text-slate-700" />
        ) : (
          <p className="mb-8 text-center text-slate-600">{messages.noCqaDescription}</p>
        )}
        {cqaItems.ok ? (
          <ul className={grid}>
            {cqaItems.data.map((item) => (
              <CardLink language={language} key={item.id} href={`/academic/${item.slug}`} title={item.title} />
            ))}
          </ul>
        ) : (
          <ErrorText messages={messages} error={cqaItems.error} />
        )}
      </Section>
    </>
  )
}
