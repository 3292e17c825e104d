import { Icon, type IconName } from '@/screens/components/ui/Icon'
import type { SiteSettings } from '@/sides/content/contact'

const NETWORKS: { key: keyof SiteSettings['social']; label: string; icon: IconName }[] = [
  { key: 'instagram', label: 'Instagram', icon: 'instagram' },
  { key: 'facebook', label: 'Facebook', icon: 'facebook' },
  { key: 'linkedin', label: 'LinkedIn', icon: 'linkedin' },
  { key: 'tiktok', label: 'TikTok', icon: 'tiktok' },
]

/** `newTab`: ' (opens in a new tab)' in the page's language, after each network's name. */
export function SocialLinks({ social, newTab, className = '', iconClass = 'h-4 w-4' }: { social: SiteSettings['social']; newTab: string; className?: string; iconClass?: string }) {
  const present = NETWORKS.filter((network) => social[network.key])
  if (present.length === 0) return null
  return (
    <ul className={`flex items-center gap-2 ${className}`}>
      {present.map((network) => (
        <li key={network.key}>
          <a
            href={social[network.key]}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${network.label}${newTab}`}
            className="flex h-8 w-8 items-center justify-center rounded-full hover:bg-white/15"
          >
            <Icon name={network.icon} className={iconClass} />
          </a>
        </li>
      ))}
    </ul>
  )
}
