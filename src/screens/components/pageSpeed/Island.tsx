import { Activity } from 'react'
import type React from 'react'

/**
 * A part of the page that React hydrates on its own, after the page's first
 * task and in steps of a few milliseconds, rather than in the one long task
 * that hydrates the rest. A visible Activity boundary does this: its HTML is
 * written in place (between two comments) and the browser hydrates it at
 * React's lowest priority, at once when a visitor presses something in it.
 */
export function Island({ children }: { children: React.ReactNode }) {
  return <Activity mode="visible">{children}</Activity>
}
