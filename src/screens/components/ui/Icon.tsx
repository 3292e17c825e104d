import { CONTROL_PATHS, Svg } from './ControlIcon'

/** Line icons drawn for the site (24×24, current colour). Decorative unless given a title. */
const PATHS = {
  ...CONTROL_PATHS,
  phone: 'M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2z',
  mail: 'M3 6h18v12H3z M3 7l9 6 9-6',
  location: 'M12 21s-7-6.2-7-11a7 7 0 0 1 14 0c0 4.8-7 11-7 11z M12 12.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z',
  globe: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z M3 12h18 M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z',
  instagram: 'M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4z M12 16a4 4 0 1 0 0-8 4 4 0 0 0 0 8z M17.5 6.5h.01',
  facebook: 'M14 8h3V4h-3a4 4 0 0 0-4 4v3H7v4h3v6h4v-6h3l1-4h-4V8.5a.5.5 0 0 1 .5-.5z',
  linkedin: 'M4 9h4v11H4z M6 4a2 2 0 1 1 0 4 2 2 0 0 1 0-4z M10 9h4v1.8A4 4 0 0 1 20 13v7h-4v-6a1.8 1.8 0 0 0-3.6 0v6H10z',
  tiktok: 'M14 3v11.5a3.5 3.5 0 1 1-3.5-3.5 M14 3c.5 2.7 2.3 4.5 5 5',
  arrowLeft: 'M19 12H5 M11 6l-6 6 6 6',
  file: 'M6 3h8l4 4v14H6z M14 3v4h4',
  filePdf: 'M6 3h8l4 4v14H6z M14 3v4h4 M8.5 16v-4h1.5a1.2 1.2 0 0 1 0 2.4H8.5 M13 12v4h1a2 2 0 0 0 0-4z',
  fileSheet: 'M6 3h8l4 4v14H6z M14 3v4h4 M8 11h8v7H8z M8 14.5h8 M12 11v7',
  users: 'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8z M2 21a7 7 0 0 1 14 0 M16 3.5a4 4 0 0 1 0 7.5 M18 14a6 6 0 0 1 4 7',
  cap: 'M2 9l10-5 10 5-10 5z M6 11v5c3 2.5 9 2.5 12 0v-5 M22 9v6',
  briefcase: 'M3 8h18v11H3z M8 8V5h8v3 M3 13h18',
  award: 'M12 15a6 6 0 1 0 0-12 6 6 0 0 0 0 12z M8.5 14L7 21l5-3 5 3-1.5-7',
} as const

export type IconName = keyof typeof PATHS

export function Icon({ name, className = 'h-5 w-5', title }: { name: IconName; className?: string; title?: string }) {
  return <Svg d={PATHS[name]} className={className} title={title} />
}
