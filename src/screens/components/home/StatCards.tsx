import { Icon, type IconName } from '@/screens/components/ui/Icon'
import type { WelcomeSection } from '@/sides/content/home'
import type { Language } from '@/foundations/languages'
import { formatNumber } from '@/foundations/numbers'
import type { SiteTexts } from '@/foundations/texts'

type CardTitle = 'graduates' | 'facultyMembers' | 'employabilityRate' | 'yearsOfExcellence'

const CARDS: { key: keyof Omit<WelcomeSection, 'welcome_message'>; title: CardTitle; suffix: string; icon: IconName; colours: string }[] = [
  { key: 'graduates', title: 'graduates', suffix: '+', icon: 'cap', colours: 'bg-brand-700 text-white' },
  { key: 'faculty_members', title: 'facultyMembers', suffix: '+', icon: 'users', colours: 'bg-accent-400 text-brand-900' },
  { key: 'employability_rate', title: 'employabilityRate', suffix: '%', icon: 'briefcase', colours: 'bg-brand-900 text-white' },
  { key: 'years_of_excellence', title: 'yearsOfExcellence', suffix: '+', icon: 'award', colours: 'bg-brand-100 text-brand-900' },
]

/** The four statistic cards of the welcome section; the figures grouped as the page's language groups them. */
export function StatCards({ welcome, words, language }: { welcome: WelcomeSection; words: SiteTexts['pages']['home']; language: Language }) {
  return (
    <ul className="mt-10 grid grid-cols-2 gap-4 lg:grid-cols-4">
      {CARDS.map((card) => (
        <li key={card.key} className={`rounded-xl p-5 text-center shadow ${card.colours}`}>
          <Icon name={card.icon} className="mx-auto h-8 w-8 opacity-90" />
          <p className="mt-2 text-3xl font-extrabold sm:text-4xl" data-stat={card.key}>
            {formatNumber(welcome[card.key], language)}
            {card.suffix}
          </p>
          <p className="mt-1 text-sm font-semibold tracking-wide uppercase">{words[card.title]}</p>
        </li>
      ))}
    </ul>
  )
}
