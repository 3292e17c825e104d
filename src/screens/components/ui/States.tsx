/** The error state every data-driven part shows (§8), and the read that keeps its failure for it. */
import { errorText, type ErrorWords } from '@/foundations/pageMessages'

/** `messages`: the page's language's (textsIn(language).messages); English without them. */
export function ErrorText({ error, className = '', messages }: { error: unknown; className?: string; messages?: ErrorWords }) {
  return (
    <p role="alert" className={`font-medium text-error ${className}`}>
      {errorText(error, messages)}
    </p>
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
