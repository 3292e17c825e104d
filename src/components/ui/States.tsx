/** The loading, error and empty states every data-driven part shows (§8). */
import { errorText } from '@/lib/messages'

export function ErrorText({ error, className = '' }: { error: unknown; className?: string }) {
  return (
    <p role="alert" className={`font-medium text-error ${className}`}>
      {errorText(error)}
    </p>
  )
}

/**
 * The campus loading image: a spinner in the campus colours, with its text for
 * screen readers. Full screen, it stands for a page still on its way, and the
 * footer waits with it (see globals.css).
 */
export function LoadingImage({ label = 'Loading...', fullScreen = false }: { label?: string; fullScreen?: boolean }) {
  return (
    <div
      role="status"
      data-page-loading={fullScreen || undefined}
      className={`flex flex-col items-center justify-center gap-3 ${fullScreen ? 'min-h-[60vh]' : 'py-10'}`}
    >
      <svg viewBox="0 0 50 50" className="h-12 w-12 animate-spin" aria-hidden="true">
        <circle cx="25" cy="25" r="20" fill="none" stroke="var(--color-brand-100)" strokeWidth="5" />
        <path d="M25 5a20 20 0 0 1 20 20" fill="none" stroke="var(--color-brand-700)" strokeWidth="5" strokeLinecap="round" />
      </svg>
      <span className="sr-only">{label}</span>
    </div>
  )
}

export type Loaded<T> = { ok: true; data: T } | { ok: false; error: unknown }

/** Runs a read and keeps its failure, so one section's error never takes down the page. */
export async function attempt<T>(read: () => Promise<T>): Promise<Loaded<T>> {
  try {
    return { ok: true, data: await read() }
  } catch (error) {
    console.error('A content read failed:', error)
    return { ok: false, error }
  }
}
