import { Fragment } from 'react'
import type React from 'react'

/**
 * A text of the site's words whose `{placeholders}` are pieces of markup (a
 * bold amount, a link), so each language puts them where its sentence needs
 * them. A placeholder without a value stays as it is written.
 */
export function Filled({ text, values }: { text: string; values: Record<string, React.ReactNode> }) {
  return (
    <>
      {text.split(/(\{\w+\})/).map((part, index) => {
        const name = /^\{(\w+)\}$/.exec(part)?.[1]
        return <Fragment key={index}>{name !== undefined && name in values ? values[name] : part}</Fragment>
      })}
    </>
  )
}
