'use client'

import { type ReactNode, useEffect, useLayoutEffect, useRef, useState } from 'react'

/** What a visitor did to the server's copy of the form before its code ran. */
type Carried = { values: [name: string, value: string][]; focused: string | null; submit: boolean }

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement

const fieldsOf = (box: HTMLElement) =>
  [...box.querySelectorAll<Field>('input[name], select[name], textarea[name]')].filter((field) => !(field instanceof HTMLInputElement && ['file', 'checkbox', 'radio', 'hidden'].includes(field.type)))

function capture(box: HTMLElement, submit: boolean): Carried {
  const active = document.activeElement
  return {
    values: fieldsOf(box).map((field) => [field.name, field.value]),
    focused: active instanceof HTMLElement && box.contains(active) ? (active.getAttribute('name') ?? active.id) || null : null,
    submit,
  }
}

/**
 * Gives the live form what the visitor typed into the server's copy. The
 * value goes through the element's own setter and an input event, as typing
 * does, so the form's state (react-hook-form's) takes it.
 */
function restore(box: HTMLElement, { values, focused, submit }: Carried) {
  const live = new Map(fieldsOf(box).map((field) => [field.name, field]))
  for (const [name, value] of values) {
    const field = live.get(name)
    if (!field || field.value === value) continue
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value)
    field.dispatchEvent(new Event('input', { bubbles: true }))
    field.dispatchEvent(new Event('change', { bubbles: true }))
  }
  if (focused) (live.get(focused) ?? box.querySelector<HTMLElement>(`#${CSS.escape(focused)}`))?.focus()
  if (submit) box.querySelector('form')?.requestSubmit()
}

/**
 * A form below the first screen: the server's markup is shown as it is, and
 * the form's code runs only when the visitor comes near it (200 px from the
 * screen), or moves into it from the keyboard, or sends it. Until then the page
 * hydrates without it, so loading the page costs no more than the markup.
 *
 * On the client, the first render keeps the server's markup untouched (an
 * empty inner HTML that React does not compare while hydrating). When the
 * form is reached, the live form (the children) replaces it with the same
 * markup in one frame, and gets what was typed, the focus and a pending
 * submit from the copy it replaces. Reached by a link, the page has no
 * server markup: the live form is there before the first paint.
 */
export function FormWhenReached({ children }: { children: ReactNode }) {
  const [reached, setReached] = useState(false)
  const box = useRef<HTMLDivElement>(null)
  const carried = useRef<Carried | null>(null)

  useEffect(() => {
    const element = box.current
    if (reached || !element) return
    const reach = (submit = false) => {
      carried.current ??= capture(element, submit)
      setReached(true)
    }
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && reach(), { rootMargin: '200px 0px' })
    observer.observe(element)
    const onFocus = () => reach()
    // The server's copy has no action of its own: sent now, it would put the answers in the address.
    const onSubmit = (event: Event) => {
      event.preventDefault()
      reach(true)
    }
    element.addEventListener('focusin', onFocus)
    element.addEventListener('submit', onSubmit)
    return () => {
      observer.disconnect()
      element.removeEventListener('focusin', onFocus)
      element.removeEventListener('submit', onSubmit)
    }
  }, [reached])

  useLayoutEffect(() => {
    if (!box.current) return
    // Reached by a link, the page has no server markup to keep: the live form comes before the first paint.
    if (!reached && !box.current.firstChild) setReached(true)
    if (!reached || !carried.current) return
    restore(box.current, carried.current)
    carried.current = null
  }, [reached])

  if (reached) return <div key="live" ref={box}>{children}</div>
  if (typeof window === 'undefined') return <div key="copy">{children}</div>
  return <div key="copy" ref={box} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: '' }} />
}
