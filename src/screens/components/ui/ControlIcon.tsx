/**
 * The few icons of the site's controls (arrows, close, menu), apart from the
 * other icons: client components import only these, so the rest of the
 * drawings never reach the browser's script.
 */
export const CONTROL_PATHS = {
  menu: 'M4 6h16 M4 12h16 M4 18h16',
  close: 'M6 6l12 12 M18 6L6 18',
  chevronDown: 'M6 9l6 6 6-6',
  chevronLeft: 'M15 6l-6 6 6 6',
  chevronRight: 'M9 6l6 6-6 6',
  arrowUp: 'M12 19V5 M6 11l6-6 6 6',
  download: 'M12 4v11 M7 10l5 5 5-5 M5 20h14',
} as const

type ControlIconName = keyof typeof CONTROL_PATHS

/** A 24×24 line drawing in the current colour; decorative unless given a title. */
export function Svg({ d, className = 'h-5 w-5', title }: { d: string; className?: string; title?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      aria-hidden={title ? undefined : true}
      role={title ? 'img' : undefined}
      focusable="false"
    >
      {title ? <title>{title}</title> : null}
      <path d={d} />
    </svg>
  )
}

export function ControlIcon({ name, className }: { name: ControlIconName; className?: string }) {
  return <Svg d={CONTROL_PATHS[name]} className={className} />
}
