import { Icon, type IconName } from '@/screens/components/ui/Icon'
import type { WelcomeSection } from '@/sides/content/home'

const CARDS: { key: keyof Omit<WelcomeSection, 'welcome_message'>; title: string; suffix: string; icon: IconName; colours: string }[] = [
  { key: 'graduates', title: 'Graduates', suffix: '+', icon: 'cap', colours: 'bg-brand-700 text-white' },
  { key: 'faculty_members', title: 'Faculty Members', suffix: '+', icon: 'users', colours: 'bg-accent-400 text-brand-900' },
  { key: 'employability_rate', title: 'Employability Rate', suffix: '%', icon: 'briefcase', colours: 'bg-brand-900 text-white' },
  { key: 'years_of_excellence', title: 'Years of Excellence', suffix: '+', icon: 'award', colours: 'bg-brand-100 text-brand-900' },
]

/** The four statistic cards of the welcome section. */
export function StatCards({ welcome }: { welcome: WelcomeSection }) {
  return (
    <ul className="mt-10 grid grid-cols-2 gap-4 lg:grid-cols-4">
      {CARDS.map((card) => (
        <li key={card.key} className={`rounded-xl p-5 text-center shadow ${card.colours}`}>
          <Icon name={card.icon} className="mx-auto h-8 w-8 opacity-90" />
          <p className="mt-2 text-3xl font-extrabold sm:text-4xl" data-stat={card.key}>
            {welcome[card.key].toLocaleString('en-GB')}
            {card.suffix}
          </p>
          <p className="mt-1 text-sm font-semibold tracking-wide uppercase">{card.title}</p>
        </li>
      ))}
    </ul>
  )
}
