'use client'

import { type ReactNode, useEffect, useLayoutEffect, useRef, useState } from 'react'
import { flushSync } from 'react-dom'

/** What a visitor put into the server's copy of the form before its code ran. */
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
 * screen), or moves into it, or sends it. Until then the page hydrates
 * without it, so loading the page costs no more than the markup.
 *
 * On the client, the first render keeps the server's markup untouched (an
 * empty inner HTML that React does not compare while hydrating). When the
 * form is reached, the live form (the children) replaces it with the same
 * markup, and gets what was typed, the focus and a pending submit from the
 * copy it replaces. Reached by a link, the page has no server markup: the
 * live form is there before the first paint.
 *
 * The swap never falls inside a press or a tap: a click whose press and
 * release landed on two different forms would be lost. So it is rendered
 * at once (flushSync), in the task that decided it, or after the click.
 */
export function FormWhenReached({ children }: { children: ReactNode }) {
  const [live, setLive] = useState(false)
  const box = useRef<HTMLDivElement>(null)
  const carried = useRef<Carried | null>(null)

  useEffect(() => {
    const copy = box.current
    if (live || !copy) return
    let pressed = false
    let submitted = false
    let later: ReturnType<typeof setTimeout> | undefined
    const swap = () => {
      if (pressed || carried.current) return
      carried.current = capture(copy, submitted)
      flushSync(() => setLive(true))
    }
    // After the task in hand, which may still dispatch the click of a press or a tap.
    const swapAfterThisTask = () => {
      clearTimeout(later)
      later = setTimeout(swap, 0)
    }
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && swap(), { rootMargin: '200px 0px' })
    observer.observe(copy)
    const onPress = () => (pressed = true)
    const onRelease = () => {
      if (!pressed) return
      pressed = false
      swapAfterThisTask()
    }
    // The server's copy has no action of its own: sent now, it would put the answers in the address.
    const onSubmit = (event: Event) => {
      event.preventDefault()
      submitted = true
      swapAfterThisTask()
    }
    copy.addEventListener('pointerdown', onPress)
    window.addEventListener('pointerup', onRelease, true)
    window.addEventListener('pointercancel', onRelease, true)
    copy.addEventListener('focusin', swapAfterThisTask)
    copy.addEventListener('submit', onSubmit)
    return () => {
      clearTimeout(later)
      observer.disconnect()
      copy.removeEventListener('pointerdown', onPress)
      window.removeEventListener('pointerup', onRelease, true)
      window.removeEventListener('pointercancel', onRelease, true)
      copy.removeEventListener('focusin', swapAfterThisTask)
      copy.removeEventListener('submit', onSubmit)
    }
  }, [live])

  useLayoutEffect(() => {
    if (!box.current) return
    // Reached by a link, the page has no server markup to keep: the live form comes before the first paint.
    if (!live && !box.current.firstChild) setLive(true)
    if (!live || !carried.current) return
    restore(box.current, carried.current)
    carried.current = null
  }, [live])

  if (live) return <div key="live" ref={box}>{children}</div>
  if (typeof window === 'undefined') return <div key="copy">{children}</div>
  return <div key="copy" ref={box} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: '' }} />
}
