import { SiteLink } from '@/screens/components/ui/SiteLink'
import { shownLanguage } from '@/sides/content/pageLanguage'
import { pathIn } from '@/foundations/languages'
import { textsIn } from '@/foundations/texts'

export default async function NotFound() {
  const language = await shownLanguage()
  const texts = textsIn(language).notFound
  return (
    <div className="mx-auto flex min-h-[50vh] max-w-3xl flex-col items-center justify-center gap-4 px-4 text-center">
      <h1 className="text-2xl font-bold text-brand-800">{texts.title}</h1>
      <p className="text-slate-600">{texts.text}</p>
      <SiteLink href={pathIn(language, '/')} className="rounded-full bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-800">
        {texts.home}
      </SiteLink>
    </div>
  )
}
