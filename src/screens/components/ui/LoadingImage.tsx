/** The campus loading image: a spinner in the campus colours, with its text for screen readers. */
export function LoadingImage({ label = 'Loading...' }: { label?: string }) {
  return (
    <div role="status" className="flex flex-col items-center justify-center gap-3 py-10">
      <svg viewBox="0 0 50 50" className="h-12 w-12 animate-spin" aria-hidden="true">
        <circle cx="25" cy="25" r="20" fill="none" stroke="var(--color-brand-100)" strokeWidth="5" />
        <path d="M25 5a20 20 0 0 1 20 20" fill="none" stroke="var(--color-brand-700)" strokeWidth="5" strokeLinecap="round" />
      </svg>
      <span className="sr-only">{label}</span>
    </div>
  )
}
